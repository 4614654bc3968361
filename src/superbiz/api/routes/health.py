"""``GET /healthz`` (open; checks the database) and ``GET /metrics`` (open; Prometheus text format)."""

from __future__ import annotations

from typing import Literal

import anyio.to_thread
from fastapi import APIRouter, Response
from fastapi.responses import JSONResponse
from pydantic import BaseModel

from superbiz.api.deps import ContainerDep, MetricsDep
from superbiz.api.metrics import CONTENT_TYPE_LATEST
from superbiz.errors import StoreError

__all__ = ["Health", "router"]

router = APIRouter(tags=["ops"])


class Health(BaseModel):
    status: Literal["ok", "unavailable"]
    database: Literal["ok", "unavailable"]
    detail: str | None = None


@router.get("/healthz", response_model=Health, responses={503: {"model": Health}})
async def healthz(container: ContainerDep) -> JSONResponse:
    """Liveness + readiness: the database answers ``SELECT 1``."""
    try:
        await anyio.to_thread.run_sync(container.db.check)
    except StoreError as exc:
        body = Health(status="unavailable", database="unavailable", detail=str(exc))
        return JSONResponse(body.model_dump(), status_code=503)
    return JSONResponse(Health(status="ok", database="ok").model_dump())


@router.get("/metrics", response_class=Response)
async def metrics(metrics: MetricsDep) -> Response:
    """Prometheus metrics of this process (aggregates only, no user data: open like any exporter)."""
    return Response(content=metrics.render(), media_type=CONTENT_TYPE_LATEST)
