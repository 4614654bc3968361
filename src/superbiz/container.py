"""Explicit dependencies, built once at start-up: settings, database, data sources, tools, models, clock.

The CLI builds one in its callback and FastAPI gets it through a dependency; nothing creates engines or clients
at import time. The demo world and the demo knowledge base are created on first use.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import cached_property
from typing import Any

from sqlalchemy.exc import SQLAlchemyError

from superbiz.agents.executor import OfflineHook
from superbiz.agents.plan import Catalog
from superbiz.evaluation import EvaluationService
from superbiz.models.base import ModelClient
from superbiz.settings import AgentModelSettings, Settings
from superbiz.sources.knowledge import KnowledgeBase
from superbiz.sources.world import World
from superbiz.store.db import Database
from superbiz.store.migrate import schema_lock
from superbiz.tools.base import ToolRegistry, ToolSpec

__all__ = ["Container", "MetricsHook", "build_container"]

#: ``hook(kind, **labels)`` — kinds: "tool", "verdict", "retry", "model_error". The API counts them.
MetricsHook = Callable[..., None]


def _wall_clock() -> datetime:
    return datetime.now(UTC)


def _no_metrics(kind: str, **labels: Any) -> None:
    return None


@dataclass(kw_only=True)
class Container:
    settings: Settings
    db: Database
    world: World
    kb: KnowledgeBase
    registry: ToolRegistry
    #: wall clock, for persisted timestamps
    clock: Callable[[], datetime]
    #: "now" of the data the tools read: the demo world's anchor time, else the wall clock
    data_clock: Callable[[], datetime]
    models: Mapping[str, ModelClient | None]
    evaluation: EvaluationService
    prometheus: Any = None
    metrics_hook: MetricsHook = field(default=_no_metrics)
    #: extra evidence for the offline engine (MCP tools mapped to an evidence kind), or None
    offline_hook: OfflineHook | None = None
    #: open connections to configured MCP servers (``superbiz.mcp.client.McpPool``), or None
    mcp_pool: Any = None

    @property
    def sources(self) -> dict[str, Any]:
        out: dict[str, Any] = {"world": self.world, "knowledge": self.kb}
        if self.prometheus is not None:
            out["prometheus"] = self.prometheus
        return out

    def catalog(self) -> Catalog:
        return self._catalog

    def lookup_ids(self, tokens: Sequence[str]) -> dict[str, str]:
        """Which of ``tokens`` are order, user or trace ids in the world's own data."""
        from superbiz.tools.lookup import find_ids

        return find_ids(self.world, tokens)

    @cached_property
    def _catalog(self) -> Catalog:
        from superbiz.tools.lookup import reporting_services, service_profile

        wc = self.world.catalog()
        deps: dict[str, list[str]] = {}
        for src, dst in wc.dependencies:
            deps.setdefault(src, []).append(dst)
        descriptions, kinds = service_profile(self.world)
        try:
            zone = self.world.meta().get("timezone") or self.settings.chat.timezone
        except SQLAlchemyError:  # a world without world_meta
            zone = self.settings.chat.timezone
        return Catalog(
            services=wc.services,
            dependencies={k: tuple(v) for k, v in deps.items()},
            dependency_kinds=kinds,
            descriptions=descriptions,
            teams=dict(wc.teams),
            alerts=wc.alert_names,
            error_codes=wc.error_codes,
            metrics=wc.metric_names,
            order_statuses=wc.order_statuses,
            failed_statuses=wc.failed_statuses,
            status_callees=dict(wc.status_callees),
            timezone=zone,
            data_start=wc.data_start,
            data_end=wc.data_end,
            mentions=dict(wc.mentions),
            alert_words=dict(wc.alert_words),
            silent=None if self.prometheus is not None or self.offline_hook is not None
            else _silent(wc.services, reporting_services(self.world)),
        )

    def close(self) -> None:
        if self.mcp_pool is not None:
            self.mcp_pool.close()
        self.world.dispose()
        self.db.dispose()


AGENTS = ("planner", "executor", "verifier", "composer")


def _silent(services: Sequence[str], reporting: frozenset[str] | None) -> frozenset[str] | None:
    """Catalogued services (the dependency graph's nodes too) that never reported anything."""
    return None if reporting is None else frozenset(s for s in services if s not in reporting)


def _model_client(agent: AgentModelSettings) -> ModelClient | None:
    if agent.provider == "offline":
        return None  # the embedded deterministic engine; the SDK is never imported
    from superbiz.models.openai_client import build_model_client

    return build_model_client(agent)


def _seed_knowledge(db: Database, kb: KnowledgeBase, settings: Settings, *, demo: bool) -> None:
    """Store ``sources.knowledge_dirs`` (by logical name) and, with the demo world, the demo runbooks.

    Under the database's schema lock, so replicas starting together seed once (the others find every document
    unchanged); only stores — each replica's index catches up with the knowledge generation at its next search.
    """
    changed = False
    with schema_lock(db):
        for folder in settings.sources.knowledge_dirs:
            changed |= kb.ingest(folder, logical_names=True, reindex=False).changed
        if demo and not kb.documents():
            report = kb.ensure_demo_kb(reindex=False)  # the demo runbooks go with the demo world only
            changed |= report is not None and report.changed
    if changed:
        kb.reindex()


def build_container(settings: Settings, *, data_clock: Callable[[], datetime] | None = None) -> Container:
    """Open everything ``settings`` names; on a fresh install this creates the demo world and knowledge base."""
    from superbiz.sources.demo import ensure_demo_world
    from superbiz.tools.registry import build_registry

    settings.home.mkdir(parents=True, exist_ok=True)
    db = Database.from_settings(settings)
    world = World.from_url(settings.sources.world_url) if settings.sources.world_url else ensure_demo_world(settings)
    embedder = None
    if settings.models.embeddings is not None and settings.models.embeddings.provider == "openai":
        from superbiz.models.embeddings import OpenAIEmbeddings

        embedder = OpenAIEmbeddings(settings.models.embeddings)
    kb = KnowledgeBase(db.engine, settings.home / "kb_index", embedder=embedder)
    is_demo_world = world.meta().get("generator_version", "").startswith("demo-world/")
    _seed_knowledge(db, kb, settings, demo=is_demo_world)
    prometheus = None
    if settings.sources.prometheus_url:
        from superbiz.sources.prometheus import PrometheusClient

        prometheus = PrometheusClient(settings.sources.prometheus_url)
    anchor = world.catalog().anchor_time
    if data_clock is None:
        data_clock = (lambda: anchor) if anchor is not None else _wall_clock
    models = {agent: _model_client(getattr(settings.models, agent)) for agent in AGENTS}
    extra, offline_hook, mcp_pool = _mcp_tools(settings)
    registry = build_registry(extra=extra)
    return Container(
        settings=settings,
        db=db,
        world=world,
        kb=kb,
        registry=registry,
        clock=_wall_clock,
        data_clock=data_clock,
        models=models,
        evaluation=EvaluationService(db, tools=registry.catalog()),
        prometheus=prometheus,
        offline_hook=offline_hook,
        mcp_pool=mcp_pool,
    )


def _mcp_tools(settings: Settings) -> tuple[list[ToolSpec], OfflineHook | None, Any]:
    """The configured MCP servers' tools and their connection pool (the SDK is imported only when needed)."""
    if not settings.sources.mcp_servers:
        return [], None, None
    from superbiz.mcp.client import McpPool
    from superbiz.mcp.offline import McpOfflineHook
    from superbiz.mcp.tools import build_mcp_tools

    pool = McpPool()
    tools = build_mcp_tools(settings.sources.mcp_servers, pool)
    mapped = [t for t in tools if t.evidence_kind is not None]
    return [t.spec for t in tools], (McpOfflineHook(mapped) if mapped else None), pool
