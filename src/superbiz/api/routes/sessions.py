"""``GET /api/sessions`` (the caller's own, newest first), ``GET /api/sessions/{id}`` (the audit trail) and
``GET /api/sessions/{id}/invocations/{n}`` (the n-th invocation of the session, 1-based in the order it was
made: its recorded output and evidence refs, for the page's evidence viewer).

Another user's session answers 404 exactly like a missing one: existence is not leaked
(:mod:`superbiz.services.sessions` decides; ``api/errors.py`` maps its ``NotFoundError`` to 404).
"""

from __future__ import annotations

from typing import Annotated

import anyio.to_thread
from fastapi import APIRouter, Path, Query

from superbiz.api.deps import ContainerDep, CurrentUser
from superbiz.api.errors import error_responses
from superbiz.api.inputs import MAX_DB_ID
from superbiz.services import sessions
from superbiz.services.audit import AuditTrail
from superbiz.services.sessions import InvocationDetail, SessionSummary

__all__ = ["router"]

router = APIRouter(prefix="/api/sessions", tags=["sessions"])


@router.get("", response_model=list[SessionSummary], responses=error_responses(401, 422, 503))
async def list_sessions(
    user: CurrentUser, container: ContainerDep,
    limit: Annotated[int, Query(ge=1, le=500)] = 50, offset: Annotated[int, Query(ge=0, le=MAX_DB_ID)] = 0,
) -> list[SessionSummary]:
    """The caller's sessions, newest first."""
    return await anyio.to_thread.run_sync(
        lambda: sessions.list_sessions(db=container.db, user_id=user, limit=limit, offset=offset)
    )


@router.get("/{session_id}", response_model=AuditTrail, responses=error_responses(401, 404, 422, 503))
async def get_session(
    session_id: Annotated[str, Path(pattern=r"^[A-Za-z0-9._:-]{1,64}$")], user: CurrentUser, container: ContainerDep
) -> AuditTrail:
    """The audit trail: claims with their checks and evidence, gatekeeper, evaluations, invocations, steps."""
    return await anyio.to_thread.run_sync(
        lambda: sessions.audit_trail(db=container.db, session_id=session_id, user_id=user)
    )


@router.get("/{session_id}/invocations/{number}", response_model=InvocationDetail,
            responses=error_responses(401, 404, 422, 503))
async def get_invocation(session_id: str, number: int, user: CurrentUser, container: ContainerDep) -> InvocationDetail:
    """The ``number``-th invocation (1-based) of one of the caller's sessions, with its recorded output."""
    return await anyio.to_thread.run_sync(
        lambda: sessions.invocation(db=container.db, session_id=session_id, number=number, user_id=user)
    )
