"""``superbiz serve``: the HTTP API, the OpenAI-compatible facade and the web page, served by uvicorn.

Auth is never off: when no key is configured, a local key is generated, its SHA-256 stored in
``$SUPERBIZ_HOME/api_keys.json`` (mode 0600) and the key printed once — except on a shared database
(PostgreSQL), where keys must be configured (a local key would work on one replica only).

``--workers N`` runs N processes on the port (each with its own offline chat slots and metrics);
``--replica-id`` names this replica in ``/metrics`` and the logs. See ``docs/deployment.md``.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from superbiz.errors import SuperbizError
from superbiz.settings import Settings, load_settings, serving_check

__all__ = ["register"]

err_console = Console(stderr=True)


def _settings(config: Path | None) -> Settings:
    try:
        return load_settings(config)
    except (OSError, ValueError, SuperbizError) as exc:
        err_console.print(f"[red]error:[/red] invalid configuration: {exc}")
        raise typer.Exit(2) from exc


def _check(settings: Settings) -> None:
    found = serving_check(settings)
    for warning in found.warnings:
        err_console.print(f"[yellow]warning:[/yellow] {warning}", soft_wrap=True, highlight=False)
    for error in found.errors:
        err_console.print(f"[red]error:[/red] {error}", soft_wrap=True, highlight=False)
    if found.errors:
        raise typer.Exit(2)


def serve(
    host: Annotated[str | None, typer.Option(help="Interface to bind (default: api.host, 127.0.0.1).")] = None,
    port: Annotated[int | None, typer.Option(help="Port (default: api.port, 8000).")] = None,
    config: Annotated[Path | None, typer.Option("--config", help="YAML configuration file.")] = None,
    workers: Annotated[int, typer.Option(
        min=1, max=64, help="Worker processes on this port (one per core; each with its own chat slots and metrics).",
    )] = 1,
    replica_id: Annotated[str | None, typer.Option(
        "--replica-id", help="Name of this replica in /metrics and logs (default: replica_id setting).",
    )] = None,
    new_key: Annotated[bool, typer.Option("--new-key", help="Replace the local API key with a new one.")] = False,
    log_level: Annotated[str, typer.Option(help="debug | info | warning | error")] = "info",
    access_log: Annotated[bool, typer.Option(help="One JSON access-log line per request.")] = True,
) -> None:
    """Serve the API (/api, /v1), the web page (/), /healthz and /metrics."""
    import structlog
    import uvicorn

    from superbiz.api import create_app
    from superbiz.api.auth import LOCAL_KEY_FILE, LOCAL_KEY_USER, KeyRing, ensure_local_key
    from superbiz.api.logs import configure_logging
    from superbiz.container import build_container

    settings = _settings(config)
    if replica_id is not None:
        settings = settings.model_copy(update={"replica_id": replica_id})
    _check(settings)
    configure_logging(log_level if access_log else "warning")
    key = ensure_local_key(settings, rotate=new_key)
    if key is not None:
        err_console.print(f"本地 API 密钥（只显示这一次，用户 {LOCAL_KEY_USER}）： {key}", soft_wrap=True,
                          highlight=False, markup=False)
        err_console.print(f"其哈希已保存到 {settings.home / LOCAL_KEY_FILE}；忘记时用 --new-key 重新生成。",
                          soft_wrap=True, highlight=False, markup=False)
    try:
        KeyRing.from_settings(settings)
        with err_console.status("准备数据源（首次使用会生成演示数据与知识库）…"):
            container = build_container(settings)  # also creates the demo world once, before any worker
    except SuperbizError as exc:
        err_console.print(f"[red]error:[/red] {exc}")
        raise typer.Exit(1) from exc
    bind_host, bind_port = host or settings.api.host, port or settings.api.port
    structlog.get_logger("superbiz.serve").info(
        "serving", url=f"http://{bind_host}:{bind_port}/", workers=workers, replica_id=settings.replica_id
    )
    options = {"host": bind_host, "port": bind_port, "log_config": None, "access_log": False,
               "timeout_graceful_shutdown": 5}
    if workers == 1:
        uvicorn.run(create_app(container, owns_container=True), **options)  # type: ignore[arg-type]
        return
    container.close()
    if config is not None:  # the workers load the same settings through the environment
        os.environ["SUPERBIZ_CONFIG"] = str(config.resolve())
    os.environ["SUPERBIZ_HOME"] = str(settings.home)
    if settings.replica_id:
        os.environ["SUPERBIZ_REPLICA_ID"] = settings.replica_id
    uvicorn.run("superbiz.api.app:app_from_settings", factory=True, workers=workers, **options)  # type: ignore[arg-type]


def register(app: typer.Typer) -> None:
    """Add ``serve`` to ``app``."""
    app.command("serve")(serve)
