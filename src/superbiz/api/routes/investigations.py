"""``GET /api/investigations`` (the caller's own, newest first) and ``GET /api/investigations/{id}``.

Another user's investigation answers 404 exactly like a missing one (:mod:`superbiz.services.investigations`).
"""

from __future__ import annotations

from typing import Annotated

import anyio.to_thread
from fastapi import APIRouter, Path, Query

from superbiz.api.deps import ContainerDep, CurrentUser
from superbiz.api.errors import error_responses
from superbiz.api.inputs import MAX_DB_ID
from superbiz.services import investigations
from superbiz.services.investigations import InvestigationStatus, InvestigationView

__all__ = ["router"]

router = APIRouter(prefix="/api/investigations", tags=["investigations"])


@router.get("", response_model=list[InvestigationView], responses=error_responses(401, 422, 503))
async def list_investigations(
    user: CurrentUser, container: ContainerDep,
    status: InvestigationStatus | None = None,
    limit: Annotated[int, Query(ge=1, le=500)] = 50, offset: Annotated[int, Query(ge=0, le=MAX_DB_ID)] = 0,
) -> list[InvestigationView]:
    """Investigations started by Alertmanager for the caller's key: status, verdict, summary, sessions."""
    return await anyio.to_thread.run_sync(lambda: investigations.list_investigations(
        db=container.db, user_id=user, status=status, limit=limit, offset=offset))


@router.get("/{investigation_id}", response_model=InvestigationView, responses=error_responses(401, 404, 422, 503))
async def get_investigation(
    investigation_id: Annotated[str, Path(pattern=r"^[A-Za-z0-9._:-]{1,64}$")], user: CurrentUser,
    container: ContainerDep,
) -> InvestigationView:
    """One investigation; its ``session_id`` / ``followup_session_id`` open at ``/api/sessions/{id}``."""
    return await anyio.to_thread.run_sync(lambda: investigations.get_investigation(
        db=container.db, investigation_id=investigation_id, user_id=user))
