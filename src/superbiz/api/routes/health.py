"""``GET /healthz`` (liveness: the process answers; no I/O), ``GET /readyz`` (readiness, check by check, 503
when not ready; cached a few seconds) and ``GET /metrics`` (Prometheus text format). All three are open."""

from __future__ import annotations

from typing import Literal

import anyio
import anyio.to_thread
from fastapi import APIRouter, Request, Response
from fastapi.responses import JSONResponse
from pydantic import BaseModel

from superbiz.api.deps import ContainerDep, MetricsDep
from superbiz.api.metrics import CONTENT_TYPE_LATEST
from superbiz.api.readiness import Readiness, ReadinessCache

__all__ = ["Health", "router"]

router = APIRouter(tags=["ops"])


class Health(BaseModel):
    status: Literal["ok"]


@router.get("/healthz", response_model=Health)
async def healthz() -> Health:
    """Liveness: the process serves requests. Says nothing about the database (see ``/readyz``)."""
    return Health(status="ok")


@router.get("/readyz", response_model=Readiness, responses={503: {"model": Readiness, "description": "Not ready"}})
async def readyz(request: Request, container: ContainerDep) -> JSONResponse:
    """Readiness: the database accepts a write, disk is free, the knowledge index, the evidence sources and the
    model endpoint (when configured) answer. 503 with the failing checks' detail when not."""
    state = request.app.state
    cache: ReadinessCache | None = getattr(state, "readiness", None)
    if cache is None:
        cache = state.readiness = ReadinessCache(ttl_s=container.settings.api.ready_cache_s)
        state.readiness_lock = anyio.Lock()
    result = cache.fresh()
    if result is None:
        async with state.readiness_lock:
            cached = cache.fresh()
            result = cached if cached is not None else await anyio.to_thread.run_sync(cache.run, container)
    return JSONResponse(result.model_dump(mode="json"), status_code=200 if result.status == "ready" else 503)


@router.get("/metrics", response_class=Response, responses={
    200: {"description": "Prometheus text format", "content": {CONTENT_TYPE_LATEST: {"schema": {"type": "string"}}}},
})
async def metrics(metrics: MetricsDep) -> Response:
    """Prometheus metrics of this process (aggregates only, no user data: open like any exporter)."""
    return Response(content=metrics.render(), media_type=CONTENT_TYPE_LATEST)
