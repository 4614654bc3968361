"""All configuration in one ``Settings``: a YAML file plus ``SUPERBIZ_*`` environment overrides.

Nothing else in superbiz reads ``os.environ``. Every default works offline.

Nested keys are overridden with a double underscore, e.g. ``SUPERBIZ_VERIFIER__LOW_CONFIDENCE_THRESHOLD=0.6``
or ``SUPERBIZ_MODELS__EXECUTOR__BASE_URL=http://127.0.0.1:8000/v1``.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, model_validator
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource, SettingsConfigDict

__all__ = [
    "AgentModelSettings",
    "AlertsSettings",
    "EvidenceKind",
    "McpServerSettings",
    "Role",
    "ServingCheck",
    "Settings",
    "isolated_settings",
    "load_settings",
    "serving_check",
]


#: what a user of the API may do: only an ``admin`` may change the knowledge base
Role = Literal["admin", "user"]


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid")


class VerifierSettings(_Section):
    low_confidence_threshold: float = Field(default=0.5, ge=0.0, le=1.0)


class ChatSettings(_Section):
    max_rounds: int = Field(default=2, ge=1, le=2)
    max_tool_steps: int = Field(default=8, ge=1, le=50)
    #: a chat ends within this many seconds: model timeouts are clipped to it, the tool loop checks it, and a
    #: chat that runs out of time is persisted as failed with the reason
    deadline_s: float = Field(default=90.0, gt=0, le=3600)
    #: while a chat runs, its session's heartbeat is refreshed this often (and as each stage is written)
    heartbeat_s: float = Field(default=10.0, gt=0, le=600)
    #: a ``running`` session whose owner cannot be proven dead is closed as ``interrupted`` only after this long
    #: without a heartbeat (keep it several times ``heartbeat_s``)
    stale_after_s: float = Field(default=60.0, gt=0)
    #: ``serve`` looks for sessions left ``running`` by dead processes this often (and once at start-up)
    recovery_interval_s: float = Field(default=30.0, gt=0)
    #: the zone questions' time expressions are read in when the world's ``world_meta`` names none
    timezone: str = "Asia/Shanghai"
    #: repair turns of a model Executor when the parser or the Gatekeeper finds errors (0 = off)
    executor_repair_turns: int = Field(default=1, ge=0, le=1)


class AgentModelSettings(_Section):
    """One agent's model. ``provider: offline`` is the embedded deterministic engine."""

    provider: Literal["offline", "openai"] = "offline"
    base_url: str | None = None
    api_key: str | None = None
    model: str = "offline"
    temperature: float = 0.0
    timeout_s: float = Field(default=60.0, gt=0)
    max_retries: int = Field(default=2, ge=0, le=10)


class ModelsSettings(_Section):
    planner: AgentModelSettings = Field(default_factory=AgentModelSettings)
    executor: AgentModelSettings = Field(default_factory=AgentModelSettings)
    verifier: AgentModelSettings = Field(default_factory=AgentModelSettings)
    composer: AgentModelSettings = Field(default_factory=AgentModelSettings)
    embeddings: AgentModelSettings | None = None
    #: ``offline``: when an agent's model endpoint is unreachable, the Executor falls back to the offline engine
    #: (recorded as a step of the session); ``none``: the chat ends DEGRADED and says why (docs/cli.md).
    fallback: Literal["none", "offline"] = "none"


EvidenceKind = Literal["logs", "metrics", "records"]


class McpServerSettings(_Section):
    """One MCP server whose tools become evidence tools (``stdio`` command or streamable-HTTP ``url``)."""

    name: str = Field(pattern=r"^[A-Za-z][A-Za-z0-9_-]{0,31}$")
    #: the command line of a stdio server, e.g. ``["python", "logs_server.py"]``
    command: list[str] | None = Field(default=None, min_length=1)
    env: dict[str, str] | None = None
    #: the streamable-HTTP endpoint, e.g. ``http://127.0.0.1:9000/mcp``
    url: str | None = None
    headers: dict[str, str] = Field(default_factory=dict)
    #: which of its tools to register (default: all it lists)
    tools: list[str] | None = None
    #: bound on one tool call (a server that takes longer is an evidence gap)
    timeout_s: float = Field(default=20.0, gt=0, le=600)
    #: bound on starting/connecting to the server
    connect_timeout_s: float = Field(default=30.0, gt=0, le=600)
    #: what its results are, so the offline engine may use them (logs, metrics or records)
    evidence_kind: EvidenceKind | None = None

    @model_validator(mode="after")
    def _one_transport(self) -> McpServerSettings:
        if (self.command is None) == (self.url is None):
            raise ValueError(f"mcp server {self.name!r}: set exactly one of 'command' (stdio) or 'url' (HTTP)")
        return self


class SourcesSettings(_Section):
    #: SQLAlchemy URL of the incident data (logs, metrics, alerts, orders); default: the demo world.
    world_url: str | None = None
    prometheus_url: str | None = None
    knowledge_dirs: list[Path] = Field(default_factory=list)
    mcp_servers: list[McpServerSettings] = Field(default_factory=list)

    @model_validator(mode="after")
    def _unique_mcp_names(self) -> SourcesSettings:
        names = [s.name for s in self.mcp_servers]
        if len(names) != len(set(names)):
            raise ValueError(f"sources.mcp_servers: names must be unique, got {names}")
        return self


class AlertsSettings(_Section):
    """Investigations started by Alertmanager (``POST /api/alerts/alertmanager``)."""

    #: where to post each verified summary (a chat tool's incoming webhook); none: not forwarded
    forward_url: str | None = None
    forward_timeout_s: float = Field(default=10.0, gt=0, le=120)
    #: investigations waiting to run; a notification beyond it is answered 503 (Alertmanager retries)
    queue_size: int = Field(default=1000, ge=1, le=100_000)
    #: investigations that run at the same time (offline chats are CPU-bound: 1 is usually right)
    workers: int = Field(default=1, ge=1, le=16)


class ApiSettings(_Section):
    host: str = "127.0.0.1"
    port: int = 8000
    #: API keys as ``{user: key}`` (plain, for local use) — prefer ``api_key_hashes``.
    api_keys: dict[str, str] = Field(default_factory=dict)
    #: ``{user: sha256-hex}`` of each key.
    api_key_hashes: dict[str, str] = Field(default_factory=dict)
    #: ``{user: role}``; only an ``admin`` may upload, delete or reindex knowledge documents. The local key
    #: that ``superbiz serve`` creates (user ``local``) is an admin unless said otherwise here.
    roles: dict[str, Role] = Field(default_factory=dict)
    max_request_bytes: int = 1_000_000
    max_upload_bytes: int = 2_000_000
    request_timeout_s: float = 120.0
    #: ``/readyz`` fails when less disk than this is free where the process writes
    ready_min_free_bytes: int = Field(default=64 * 1024 * 1024, ge=0)
    #: ``/readyz`` results are reused for this many seconds
    ready_cache_s: float = Field(default=3.0, ge=0)
    #: the whole request body must arrive within this many seconds (else 408)
    body_timeout_s: float = Field(default=15.0, gt=0)
    #: offline chats (CPU-bound, one GIL) run at once per process; the rest queue (see ``api.admission``)
    offline_chats_per_process: int = Field(default=1, ge=1, le=64)


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="SUPERBIZ_", env_nested_delimiter="__", extra="forbid")

    home: Path = Field(default_factory=lambda: Path.home() / ".superbiz")
    database_url: str | None = None
    #: the name of this replica (logs, ``/metrics``); ``superbiz serve --replica-id`` sets it
    replica_id: str | None = Field(default=None, max_length=64)
    verifier: VerifierSettings = Field(default_factory=VerifierSettings)
    chat: ChatSettings = Field(default_factory=ChatSettings)
    models: ModelsSettings = Field(default_factory=ModelsSettings)
    sources: SourcesSettings = Field(default_factory=SourcesSettings)
    api: ApiSettings = Field(default_factory=ApiSettings)
    alerts: AlertsSettings = Field(default_factory=AlertsSettings)

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        # init (the YAML file, passed by load_settings) < environment
        return (env_settings, init_settings)

    @property
    def db_url(self) -> str:
        return self.database_url or f"sqlite:///{self.home / 'superbiz.db'}"

    @property
    def world_db_url(self) -> str:
        return self.sources.world_url or f"sqlite:///{self.home / 'world.db'}"


class _IsolatedSettings(Settings):
    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        return (init_settings,)


def isolated_settings(**values: Any) -> Settings:
    """Settings from ``values`` and the defaults only: no ``SUPERBIZ_*`` variable and no config file is read.

    For runs that must be the same on every machine (the eval suites): with plain ``Settings(home=...)`` the
    environment wins, so a ``SUPERBIZ_HOME`` set by the caller would move an eval into the user's home.
    """
    return _IsolatedSettings(**values)


class ServingCheck(BaseModel):
    """What :func:`serving_check` found: ``errors`` refuse to start, ``warnings`` are printed."""

    model_config = ConfigDict(frozen=True)

    errors: list[str] = Field(default_factory=list)
    warnings: list[str] = Field(default_factory=list)


def serving_check(settings: Settings) -> ServingCheck:
    """Mistakes of a server's configuration that would only show later, across replicas.

    * a shared database (``database_url`` other than SQLite) without configured API keys: each replica would
      invent its own local key and reject the others' (error);
    * a ``replica_id`` on SQLite: every replica gets a private database in its own home (warning).
    """
    errors: list[str] = []
    warnings: list[str] = []
    shared = settings.database_url is not None and not settings.database_url.startswith("sqlite")
    if shared and not (settings.api.api_keys or settings.api.api_key_hashes):
        errors.append(
            "database_url points at a shared database, but no API keys are configured: set api.api_key_hashes "
            "(or api.api_keys) to the same keys on every replica — a locally generated key would work on one "
            "replica only"
        )
    if settings.replica_id and not shared:
        warnings.append(
            f"replica {settings.replica_id!r} uses SQLite ({settings.db_url}): each replica gets a private "
            "database, so sessions and knowledge are not shared; set database_url to PostgreSQL for replicas"
        )
    return ServingCheck(errors=errors, warnings=warnings)


def load_settings(config_file: Path | None = None, **overrides: Any) -> Settings:
    """Settings from ``config_file`` (or ``$SUPERBIZ_CONFIG``, or ``$SUPERBIZ_HOME/config.yaml``) + env."""
    path = config_file
    if path is None:
        env_path = os.environ.get("SUPERBIZ_CONFIG")
        if env_path:
            path = Path(env_path)
        else:
            home = Path(os.environ.get("SUPERBIZ_HOME", Path.home() / ".superbiz"))
            candidate = home / "config.yaml"
            path = candidate if candidate.exists() else None
    data: dict[str, Any] = {}
    if path is not None:
        loaded = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        if not isinstance(loaded, dict):
            raise ValueError(f"config file {str(path)!r} must hold a mapping, got {type(loaded).__name__}")
        data = loaded
    data.update(overrides)
    return Settings(**data)
