"""``GET /api/sessions`` (the caller's own, newest first), ``GET /api/sessions/{id}`` (the audit trail) and
``GET /api/sessions/{id}/invocations/{n}`` (the n-th invocation of the session, 1-based in the order it was
made: its recorded output and evidence refs, for the page's evidence viewer).

Another user's session answers 404 exactly like a missing one: existence is not leaked.
"""

from __future__ import annotations

from typing import Annotated

import anyio.to_thread
from fastapi import APIRouter, HTTPException, Path, Query
from pydantic import BaseModel, ConfigDict

from superbiz.api.audit import AuditTrail, build_audit
from superbiz.api.deps import ContainerDep, CurrentUser
from superbiz.api.errors import error_responses
from superbiz.api.inputs import MAX_DB_ID
from superbiz.store import repository
from superbiz.store.views import InvocationView, SessionSummary

__all__ = ["router"]

router = APIRouter(prefix="/api/sessions", tags=["sessions"])


class InvocationDetail(BaseModel):
    """One invocation as the evidence viewer shows it: ``number`` is per session, ``invocation.id`` the database id."""

    model_config = ConfigDict(frozen=True)

    number: int
    session_id: str
    invocation: InvocationView


@router.get("", response_model=list[SessionSummary], responses=error_responses(401, 422, 503))
async def list_sessions(
    user: CurrentUser, container: ContainerDep,
    limit: Annotated[int, Query(ge=1, le=500)] = 50, offset: Annotated[int, Query(ge=0, le=MAX_DB_ID)] = 0,
) -> list[SessionSummary]:
    """The caller's sessions, newest first."""
    def read() -> list[SessionSummary]:
        with container.db.session() as session:
            return repository.list_sessions(session, user_id=user, limit=limit, offset=offset)

    return await anyio.to_thread.run_sync(read)


@router.get("/{session_id}", response_model=AuditTrail, responses=error_responses(401, 404, 422, 503))
async def get_session(
    session_id: Annotated[str, Path(pattern=r"^[A-Za-z0-9._:-]{1,64}$")], user: CurrentUser, container: ContainerDep
) -> AuditTrail:
    """The audit trail: claims with their checks and evidence, gatekeeper, evaluations, invocations, steps."""
    def read() -> AuditTrail | None:
        with container.db.session() as session:
            detail = repository.get_session_detail(session, session_id=session_id, user_id=user)
        return build_audit(detail) if detail is not None else None

    trail = await anyio.to_thread.run_sync(read)
    if trail is None:
        raise HTTPException(status_code=404, detail=f"session {session_id!r} not found")
    return trail


@router.get("/{session_id}/invocations/{number}", response_model=InvocationDetail,
            responses=error_responses(401, 404, 422, 503))
async def get_invocation(session_id: str, number: int, user: CurrentUser, container: ContainerDep) -> InvocationDetail:
    """The ``number``-th invocation (1-based) of one of the caller's sessions, with its recorded output."""
    def read() -> InvocationDetail | None:
        with container.db.session() as session:
            if repository.get_session(session, session_id=session_id, user_id=user) is None:
                return None
            invocations = sorted(repository.list_invocation_views(session, session_id=session_id), key=lambda i: i.id)
        if not 1 <= number <= len(invocations):
            return None
        return InvocationDetail(number=number, session_id=session_id, invocation=invocations[number - 1])

    detail = await anyio.to_thread.run_sync(read)
    if detail is None:
        raise HTTPException(status_code=404, detail=f"invocation {number} of session {session_id!r} not found")
    return detail
