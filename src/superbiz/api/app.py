"""``create_app(container)``: the FastAPI application of one process (API, OpenAI facade, web page).

Everything the routes need is built here once and put on ``app.state`` (the container, the chat service, the
key ring, the metrics); nothing is created at import time. The web page (``superbiz/web``) is served at ``/``.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

import anyio
import anyio.to_thread
import structlog
from fastapi import FastAPI
from fastapi.responses import FileResponse
from fastapi.staticfiles import StaticFiles
from starlette.routing import Route

from superbiz.api.admission import ChatAdmission, queue_status
from superbiz.api.auth import KeyRing
from superbiz.api.errors import install_error_handler
from superbiz.api.mcp_http import McpHttpEndpoint
from superbiz.api.metrics import ApiMetrics
from superbiz.api.middleware import ServiceMiddleware
from superbiz.api.routes import alerts, chat, health, kb, openai, sessions
from superbiz.api.routes import investigations as investigations_routes
from superbiz.errors import StoreError
from superbiz.investigations.service import InvestigationService

if TYPE_CHECKING:
    from superbiz.chat.service import ChatService
    from superbiz.container import Container

__all__ = [
    "DEADLINE_GRACE_S", "MULTIPART_OVERHEAD_BYTES", "SHUTDOWN_GRACE_S", "app_from_settings", "create_app", "web_dir",
]

#: room for multipart boundaries and headers on top of ``api.max_upload_bytes``
MULTIPART_OVERHEAD_BYTES = 64 * 1024
#: the middleware's deadline is this much later than ``api.request_timeout_s``, so that a chat ends itself
#: first (answer with an ``error`` event) rather than being cut off with a bare 504
DEADLINE_GRACE_S = 5.0
#: On shutdown, chats still running get this long to finish before they are closed as interrupted.
SHUTDOWN_GRACE_S = 3.0


def web_dir() -> Path:
    """The folder of the static web page (index.html, app.js, app.css)."""
    return Path(str(resources.files("superbiz") / "web"))


def create_app(container: Container, *, keyring: KeyRing | None = None, owns_container: bool = False) -> FastAPI:
    """The app for ``container``. Refuses to build without API keys (``ConfigError``): auth is never off.

    With ``owns_container`` the app closes the container when the server shuts down.
    """
    from superbiz.api.shutdown import InFlightChats, TrackedChatService

    settings = container.settings
    in_flight = InFlightChats()
    service = TrackedChatService(container, in_flight)

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        await _recover(container, service)  # at start-up, before the first request
        recovery = asyncio.ensure_future(_recover_periodically(container, service))
        try:
            await anyio.to_thread.run_sync(investigations.resume)  # what a previous process accepted
            yield
        finally:
            recovery.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await recovery
            await in_flight.close(container, grace_s=SHUTDOWN_GRACE_S)  # finish or close the chats in flight
            await mcp_endpoint.aclose()
            investigations.close()
            if owns_container:
                container.close()

    app = FastAPI(
        title="superbiz",
        summary="Evidence-gated operations diagnosis: answers only what checked evidence supports.",
        version="0.1.0",
        lifespan=lifespan,
    )
    app.state.container = container
    app.state.keyring = keyring or KeyRing.from_settings(settings)
    app.state.metrics = metrics = ApiMetrics()
    app.state.admission = ChatAdmission(settings.api.offline_chats_per_process)
    metrics.track_queue(lambda: queue_status(app), replica_id=settings.replica_id)
    container.metrics_hook = metrics.hook  # the chat loop reports tools, round verdicts, retries, model errors
    app.state.chat_service = service
    install_error_handler(app)
    for module in (health, chat, sessions, kb, openai, alerts, investigations_routes):
        app.include_router(module.router)
    app.state.investigations = investigations = InvestigationService(container)
    mcp_endpoint = McpHttpEndpoint(container, app.state.keyring)
    app.router.routes.append(Route("/mcp", endpoint=mcp_endpoint, methods=["GET", "POST", "DELETE"]))
    _mount_web(app)
    app.add_middleware(
        ServiceMiddleware,
        metrics=metrics,
        max_request_bytes=settings.api.max_request_bytes,
        upload_limits={kb.UPLOAD_PATH: settings.api.max_upload_bytes + MULTIPART_OVERHEAD_BYTES},
        timeout_s=settings.api.request_timeout_s + DEADLINE_GRACE_S,
        body_timeout_s=settings.api.body_timeout_s,
    )
    return app


async def _recover(container: Container, service: ChatService) -> None:
    """Close what dead processes (and this one's chats that could not record their end) left ``running``."""
    from superbiz.chat.lifecycle import recover_interrupted

    chat = container.settings.chat
    try:
        await anyio.to_thread.run_sync(
            lambda: recover_interrupted(container.db, stale_after_s=chat.stale_after_s, clock=container.clock,
                                        heartbeats=service.heartbeats)
        )
    except StoreError as exc:  # the database is down: /readyz says so; the next round tries again
        structlog.get_logger("superbiz.api").warning("recovery.failed", error=str(exc))


async def _recover_periodically(container: Container, service: ChatService) -> None:
    while True:
        await anyio.sleep(container.settings.chat.recovery_interval_s)
        await _recover(container, service)


def app_from_settings() -> FastAPI:
    """Factory for ``uvicorn --factory`` / multi-worker serving: settings from the environment, as
    :func:`superbiz.settings.load_settings` reads them; the app owns its container."""
    from superbiz.api.logs import configure_logging
    from superbiz.container import build_container
    from superbiz.settings import load_settings

    configure_logging()
    return create_app(build_container(load_settings()), owns_container=True)


def _mount_web(app: FastAPI) -> None:
    folder = web_dir()
    index = folder / "index.html"

    @app.get("/favicon.ico", include_in_schema=False)
    async def favicon() -> FileResponse:
        return FileResponse(folder / "favicon.svg", media_type="image/svg+xml")

    @app.get("/", include_in_schema=False)
    async def index_page() -> FileResponse:
        return FileResponse(index, media_type="text/html; charset=utf-8", headers={"Cache-Control": "no-cache"})

    app.mount("/static", StaticFiles(directory=folder), name="static")
