"""Repositories of diagnosis sessions, tool invocations and agent steps.

Every function takes the SQLAlchemy ``session`` first and keyword-only arguments; none commits: the service
owns the transaction. Conversations and the knowledge base live in ``store.conversations`` and
``store.knowledge`` and are re-exported here. ``self_evaluation`` is written only through
``store.self_evaluation`` (read-modify-write of one slot).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from superbiz.contracts import RetrievalDetails, ToolInvocation
from superbiz.store.conversations import add_message, conversation_history, ensure_conversation, get_conversation
from superbiz.store.knowledge import all_chunks, delete_document, list_documents, upsert_document
from superbiz.store.tables import AgentStep, DiagnosisSession, ToolInvocationRow
from superbiz.store.views import (
    AgentName,
    InvocationView,
    NotFound,
    SessionDetail,
    SessionSummary,
    SessionView,
    StepView,
    as_utc,
)
from superbiz.tools.base import ToolResult

__all__ = [
    "DEFAULT_MAX_OUTPUT_CHARS",
    "add_agent_step",
    "add_message",
    "all_chunks",
    "bound_output",
    "complete_session",
    "conversation_history",
    "create_session",
    "delete_document",
    "ensure_conversation",
    "fail_session",
    "get_conversation",
    "get_session",
    "get_session_detail",
    "list_documents",
    "list_invocation_views",
    "list_invocations",
    "list_sessions",
    "list_steps",
    "record_invocation",
    "to_tool_invocation",
    "upsert_document",
]

DEFAULT_MAX_OUTPUT_CHARS = 200_000
_TRUNCATION_MARK = "\n…[truncated by superbiz: {kept} of {total} characters kept]"


# --------------------------------------------------------------------------- sessions


def create_session(
    session: Session, *, session_id: str, user_id: str, query: str, conversation_id: str | None, now: datetime
) -> SessionView:
    """Insert a ``running`` diagnosis session with an empty (null) ``self_evaluation``."""
    row = DiagnosisSession(
        id=session_id, user_id=user_id, conversation_id=conversation_id, query=query, status="running",
        rounds=0, self_evaluation=None, created_at=as_utc(now),
    )
    session.add(row)
    session.flush()
    return SessionView.model_validate(row)


def _session_row(session: Session, session_id: str) -> DiagnosisSession:
    row = session.get(DiagnosisSession, session_id)
    if row is None:
        raise NotFound(f"diagnosis_session {session_id!r} does not exist")
    return row


def _finish(row: DiagnosisSession, now: datetime, duration_ms: float | None) -> None:
    row.completed_at = as_utc(now)
    if duration_ms is None:
        duration_ms = (as_utc(now) - as_utc(row.created_at)).total_seconds() * 1000.0
    row.duration_ms = duration_ms


def complete_session(
    session: Session,
    *,
    session_id: str,
    output_type: str,
    verdict: str | None,
    groundedness_score: float | None,
    final_answer: str,
    rounds: int,
    now: datetime,
    duration_ms: float | None = None,
) -> SessionView:
    """Mark a session ``completed`` with its answer; ``self_evaluation`` is left untouched."""
    row = _session_row(session, session_id)
    row.status = "completed"
    row.output_type = output_type
    row.verdict = verdict
    row.groundedness_score = groundedness_score
    row.final_answer = final_answer
    row.rounds = rounds
    _finish(row, now, duration_ms)
    session.flush()
    return SessionView.model_validate(row)


def fail_session(
    session: Session, *, session_id: str, error: str, now: datetime, duration_ms: float | None = None
) -> SessionView:
    """Mark a session ``failed`` with the error text; ``self_evaluation`` is left untouched."""
    row = _session_row(session, session_id)
    row.status = "failed"
    row.error = error
    _finish(row, now, duration_ms)
    session.flush()
    return SessionView.model_validate(row)


def get_session(session: Session, *, session_id: str, user_id: str | None = None) -> SessionView | None:
    """The session, or ``None`` when it does not exist or belongs to another user than ``user_id``."""
    row = session.get(DiagnosisSession, session_id)
    if row is None or (user_id is not None and row.user_id != user_id):
        return None
    return SessionView.model_validate(row)


def list_sessions(
    session: Session, *, user_id: str | None = None, limit: int = 50, offset: int = 0
) -> list[SessionSummary]:
    """Newest first; only ``user_id``'s sessions when given."""
    stmt = select(DiagnosisSession).order_by(DiagnosisSession.created_at.desc(), DiagnosisSession.id.desc())
    if user_id is not None:
        stmt = stmt.where(DiagnosisSession.user_id == user_id)
    rows = session.scalars(stmt.limit(max(0, limit)).offset(max(0, offset)))
    return [SessionSummary.model_validate(row) for row in rows]


def get_session_detail(session: Session, *, session_id: str, user_id: str | None = None) -> SessionDetail | None:
    """The session with every invocation and agent step (``None`` like :func:`get_session`)."""
    view = get_session(session, session_id=session_id, user_id=user_id)
    if view is None:
        return None
    return SessionDetail(
        session=view,
        invocations=list_invocation_views(session, session_id=session_id),
        steps=list_steps(session, session_id=session_id),
    )


# --------------------------------------------------------------------------- tool invocations


def bound_output(text: str, max_chars: int) -> str:
    """``text`` cut to at most ``max_chars`` characters, with a visible mark when it was cut."""
    if len(text) <= max_chars:
        return text
    longest_mark = _TRUNCATION_MARK.format(kept=max_chars, total=len(text))
    kept = max(0, max_chars - len(longest_mark))
    return text[:kept] + _TRUNCATION_MARK.format(kept=kept, total=len(text))


def _retrieval_details(result: ToolResult) -> dict[str, Any] | None:
    if result.status == "error":
        return None
    return {"evidence_refs": [ref.model_dump(mode="json", exclude_none=True) for ref in result.evidence_refs]}


def to_tool_invocation(row: ToolInvocationRow) -> ToolInvocation:
    """The verification core's view of a ``tool_invocation`` row."""
    details = RetrievalDetails.model_validate(row.retrieval_details) if row.retrieval_details is not None else None
    return ToolInvocation(
        id=row.id, tool_name=row.tool_name, success=row.success, arguments=dict(row.arguments or {}),
        output=row.output, error=row.error, round=row.round, retrieval_details=details,
    )


def record_invocation(
    session: Session,
    *,
    session_id: str,
    round: int,
    step: int,
    tool_result: ToolResult,
    evidence_bearing: bool,
    duration_ms: float,
    now: datetime,
    max_output_chars: int = DEFAULT_MAX_OUTPUT_CHARS,
) -> ToolInvocation:
    """Persist one tool call; the returned ``id`` is what evidence bindings cite as ``source_invocation_id``.

    ``retrieval_details`` is ``{"evidence_refs": [...]}`` for ``ok``/``no_data`` (an empty list stays empty)
    and ``None`` for ``error``. The output is bounded to ``max_output_chars`` and marked when cut.
    """
    row = ToolInvocationRow(
        session_id=session_id, round=round, step=step, tool_name=tool_result.tool_name,
        arguments=dict(tool_result.params), success=tool_result.success, status=tool_result.status,
        output=bound_output(tool_result.output_text(), max_output_chars), error=tool_result.error,
        retrieval_details=_retrieval_details(tool_result), evidence_bearing=evidence_bearing,
        duration_ms=float(duration_ms), created_at=as_utc(now),
    )
    session.add(row)
    session.flush()
    return to_tool_invocation(row)


def _invocation_rows(session: Session, session_id: str) -> list[ToolInvocationRow]:
    stmt = select(ToolInvocationRow).where(ToolInvocationRow.session_id == session_id).order_by(ToolInvocationRow.id)
    return list(session.scalars(stmt))


def list_invocations(session: Session, *, session_id: str) -> list[ToolInvocation]:
    """Every invocation of the session, all rounds, in the order they were recorded."""
    return [to_tool_invocation(row) for row in _invocation_rows(session, session_id)]


def list_invocation_views(session: Session, *, session_id: str) -> list[InvocationView]:
    """Like :func:`list_invocations`, with every column (status, evidence_bearing, timings)."""
    return [InvocationView.model_validate(row) for row in _invocation_rows(session, session_id)]


# --------------------------------------------------------------------------- agent steps


def add_agent_step(
    session: Session,
    *,
    session_id: str,
    round: int,
    agent: AgentName,
    step_index: int,
    thought: str,
    now: datetime,
    model_output: str | None = None,
    model_name: str | None = None,
    prompt_tokens: int | None = None,
    completion_tokens: int | None = None,
    duration_ms: float = 0.0,
) -> StepView:
    """Persist one agent step: a concise ``thought`` and the full ``model_output`` snapshot."""
    row = AgentStep(
        session_id=session_id, round=round, agent=agent, step_index=step_index, thought=thought,
        model_output=model_output, model_name=model_name, prompt_tokens=prompt_tokens,
        completion_tokens=completion_tokens, duration_ms=float(duration_ms), created_at=as_utc(now),
    )
    session.add(row)
    session.flush()
    return StepView.model_validate(row)


def list_steps(session: Session, *, session_id: str) -> list[StepView]:
    stmt = select(AgentStep).where(AgentStep.session_id == session_id).order_by(AgentStep.id)
    return [StepView.model_validate(row) for row in session.scalars(stmt)]
