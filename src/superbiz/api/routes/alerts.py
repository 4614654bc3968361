"""``POST /api/alerts/alertmanager``: Alertmanager's webhook receiver (payload version 4).

Authenticated like every route (Alertmanager sends the key with ``http_config.authorization``, i.e.
``Authorization: Bearer <key>``); the key's owner owns the investigations and their sessions. The route only
records the notification and queues the work, then answers 202: investigations run off the request path.
A full queue answers 503 with ``Retry-After`` (Alertmanager retries the notification).
"""

from __future__ import annotations

from typing import Literal

import anyio.to_thread
from fastapi import APIRouter, HTTPException, Request
from pydantic import BaseModel, ConfigDict

from superbiz.api.deps import CurrentUser
from superbiz.api.errors import error_responses
from superbiz.api.inputs import reject_unstorable
from superbiz.investigations.alertmanager import AlertmanagerPayload
from superbiz.investigations.service import InvestigationService, QueueFull

__all__ = ["AcceptedItem", "AcceptedNotification", "router"]

router = APIRouter(prefix="/api/alerts", tags=["alerts"])


class AcceptedItem(BaseModel):
    model_config = ConfigDict(frozen=True)

    investigation_id: str
    action: Literal["created", "duplicate", "closing"]


class AcceptedNotification(BaseModel):
    model_config = ConfigDict(frozen=True)

    status: Literal["firing", "resolved"]
    group_key: str
    accepted: list[AcceptedItem]


@router.post("/alertmanager", status_code=202, response_model=AcceptedNotification,
             responses=error_responses(400, 401, 408, 413, 422, 503))
async def alertmanager_webhook(
    payload: AlertmanagerPayload, user: CurrentUser, request: Request
) -> AcceptedNotification:
    """Start (or deduplicate) one investigation per alert group; a resolved group gets a verified follow-up."""
    reject_unstorable(payload)  # NUL / lone surrogates anywhere (labels, annotations, keys): 422, never stored
    service: InvestigationService = request.app.state.investigations
    try:
        received = await anyio.to_thread.run_sync(lambda: service.receive(payload, user_id=user))
    except QueueFull as exc:
        raise HTTPException(status_code=503, detail=str(exc), headers={"Retry-After": "30"}) from exc
    return AcceptedNotification(
        status=payload.status, group_key=payload.groupKey,
        accepted=[AcceptedItem(investigation_id=r.investigation_id, action=r.action) for r in received],
    )
