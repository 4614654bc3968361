"""Repositories of diagnosis sessions, tool invocations and agent steps.

Every function takes the SQLAlchemy ``session`` first and keyword-only arguments; none commits: the service
owns the transaction. The chat's hot paths (session rows, invocations, agent steps) are SQLAlchemy Core
statements on the session's connection (no unit of work; the engine caches their compiled SQL).
Conversations and the knowledge base live in ``store.conversations`` and ``store.knowledge`` and are
re-exported here. ``self_evaluation`` is written only through ``store.self_evaluation`` (read-modify-write
of one slot).
"""

from __future__ import annotations

import json
import os
import threading
import weakref
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol, Required, TypedDict, Unpack, cast

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: the in-process gate only
    fcntl = None  # type: ignore[assignment]

from sqlalchemy import Table, bindparam, insert, select, update
from sqlalchemy.engine import Connection, CursorResult
from sqlalchemy.exc import DBAPIError, IntegrityError
from sqlalchemy.orm import Session

from superbiz.contracts import EvidenceRef, RetrievalDetails, ToolInvocation
from superbiz.errors import StoreError
from superbiz.store.conversations import add_message, conversation_history, ensure_conversation, get_conversation
from superbiz.store.db import Database, store_error
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

__all__ = [
    "DEFAULT_MAX_OUTPUT_CHARS",
    "add_agent_step",
    "add_agent_steps",
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
    "mark_completed",
    "probe_write",
    "record_invocation",
    "session_ids_with_prefix",
    "to_tool_invocation",
    "upsert_document",
    "write_transaction",
]


class ToolResult(Protocol):
    """What the store needs of a tool's result envelope (``superbiz.tools.base.ToolResult`` satisfies it).

    A protocol, so that the store does not import the tools layer (which imports the sources, which import the
    store): the layers stay acyclic.
    """

    @property
    def tool_name(self) -> str: ...
    @property
    def status(self) -> str: ...
    @property
    def error(self) -> str | None: ...
    @property
    def params(self) -> dict[str, Any]: ...
    @property
    def evidence_refs(self) -> list[EvidenceRef]: ...
    @property
    def success(self) -> bool: ...
    def output_text(self) -> str: ...



DEFAULT_MAX_OUTPUT_CHARS = 200_000
_TRUNCATION_MARK = "\n…[truncated by superbiz: {kept} of {total} characters kept]"
_SESSIONS = cast(Table, DiagnosisSession.__table__)
_INVOCATIONS = cast(Table, ToolInvocationRow.__table__)
_STEPS = cast(Table, AgentStep.__table__)
_INSERT_SESSION = insert(_SESSIONS)
_INSERT_INVOCATION = insert(_INVOCATIONS)
_INSERT_STEP = insert(_STEPS)
_SESSION_CREATED = select(_SESSIONS.c.created_at).where(_SESSIONS.c.id == bindparam("sid"))
_SESSION_ROW = select(_SESSIONS).where(_SESSIONS.c.id == bindparam("sid"))
_UPDATE_SESSION = update(_SESSIONS).where(_SESSIONS.c.id == bindparam("sid"))


# --------------------------------------------------------------------------- the writer gate


class _WriterGate:
    """Serialises this process's write transactions on one database; for a SQLite file also across processes.

    SQLite has one writer at a time and a writer that finds the lock taken polls (the busy handler sleeps 1,
    2, 5 ... 100 ms between tries), so under load the lock sits free while writers sleep. Here a writer waits
    on a thread lock, then on ``flock`` of ``<database>.write-lock`` (the kernel wakes it the moment the lock
    is released). PostgreSQL locks rows, not the database: no gate.
    """

    def __init__(self, db: Database) -> None:
        self._sqlite = db.dialect == "sqlite"
        self._thread_lock = threading.Lock()
        self._lock_path: Path | None = None
        database = db.url.database or ""
        if self._sqlite and fcntl is not None and database and not database.startswith(":memory:") \
                and db.url.query.get("mode") != "memory":
            path = Path(database).expanduser()
            self._lock_path = path.with_name(path.name + ".write-lock")
        self._fd: int | None = None
        self._pid = os.getpid()

    @contextmanager
    def held(self) -> Iterator[None]:
        if not self._sqlite:
            yield
            return
        if self._pid != os.getpid():  # a forked child: its own lock and its own open file
            self._thread_lock, self._fd, self._pid = threading.Lock(), None, os.getpid()
        with self._thread_lock:
            fd = self._lock_fd()
            if fd is None:
                yield
                return
            fcntl.flock(fd, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(fd, fcntl.LOCK_UN)

    def _lock_fd(self) -> int | None:
        if self._fd is None and self._lock_path is not None:
            try:
                self._fd = os.open(self._lock_path, os.O_RDWR | os.O_CREAT, 0o600)
            except OSError:  # e.g. a read-only folder: the thread lock alone; SQLite's own locking does the rest
                self._lock_path = None
            else:
                weakref.finalize(self, os.close, self._fd)
        return self._fd


_GATES: weakref.WeakKeyDictionary[Database, _WriterGate] = weakref.WeakKeyDictionary()
_GATES_LOCK = threading.Lock()


@contextmanager
def write_transaction(db: Database) -> Iterator[Session]:
    """``db.write_session()`` (one transaction, SQLite ``BEGIN IMMEDIATE``) entered through the database's
    writer gate: concurrent writers queue instead of polling SQLite's lock. Do not nest."""
    gate = _GATES.get(db)
    if gate is None:
        with _GATES_LOCK:
            gate = _GATES.setdefault(db, _WriterGate(db))
    try:
        with gate.held(), db.write_session() as session:
            yield session
    except (IntegrityError, StoreError):
        raise
    except DBAPIError as exc:  # the store boundary: driver errors leave as StoreError (no SQL, no values)
        raise store_error(exc, db.url) from exc


class _ProbeRollback(Exception):
    """Raised inside :func:`probe_write` to roll its transaction back."""


_PROBE_ROW = {"id": "__readyz_probe__", "user_id": "__readyz__", "query": "", "status": "running", "rounds": 0}


def probe_write(db: Database, *, now: datetime) -> None:
    """Prove the database accepts a write: insert a probe session row in a transaction (through the writer
    gate) that is always rolled back. Raises :class:`StoreError` (read-only file or server, missing schema,
    lost connection)."""
    try:
        with write_transaction(db) as session:
            _connection(session).execute(_INSERT_SESSION, {**_PROBE_ROW, "created_at": as_utc(now)})
            raise _ProbeRollback
    except _ProbeRollback:
        return


# --------------------------------------------------------------------------- sessions


def _new_id(result: CursorResult[Any]) -> int:
    key = result.inserted_primary_key
    if key is None:  # pragma: no cover - every insert here has an integer primary key
        raise RuntimeError("the insert returned no primary key")
    return int(key[0])


def _connection(session: Session) -> Connection:
    """The session's connection for a Core statement, after flushing pending ORM objects (foreign keys)."""
    if session.new or session.dirty or session.deleted:
        session.flush()
    return session.connection()


def create_session(
    session: Session,
    *,
    session_id: str,
    user_id: str,
    query: str,
    conversation_id: str | None,
    now: datetime,
    owner: str | None = None,
) -> SessionView:
    """Insert a ``running`` diagnosis session with an empty (null) ``self_evaluation``; ``owner`` is the
    running process (``store.lifecycle``), its heartbeat starts at ``now``."""
    values: dict[str, Any] = {
        "id": session_id, "user_id": user_id, "conversation_id": conversation_id, "query": query,
        "status": "running", "output_type": None, "verdict": None, "groundedness_score": None,
        "final_answer": None, "rounds": 0, "self_evaluation": None, "error": None, "created_at": as_utc(now),
        "completed_at": None, "duration_ms": None,
    }
    _connection(session).execute(_INSERT_SESSION, {**values, "owner": owner, "heartbeat_at": as_utc(now)})
    return SessionView.model_validate(values)


def _finish_values(session: Session, session_id: str, now: datetime, duration_ms: float | None) -> dict[str, Any]:
    """``completed_at``/``duration_ms`` of a finishing session; raises ``NotFound`` for an unknown one."""
    if duration_ms is None:
        created = _connection(session).execute(_SESSION_CREATED, {"sid": session_id}).scalar()
        if created is None:
            raise NotFound(f"diagnosis_session {session_id!r} does not exist")
        duration_ms = (as_utc(now) - as_utc(created)).total_seconds() * 1000.0
    return {"completed_at": as_utc(now), "duration_ms": float(duration_ms)}


def _update_session(session: Session, session_id: str, values: dict[str, Any]) -> None:
    updated = _connection(session).execute(_UPDATE_SESSION, {**values, "sid": session_id})
    if updated.rowcount == 0:
        raise NotFound(f"diagnosis_session {session_id!r} does not exist")


def _session_view(session: Session, session_id: str) -> SessionView:
    row = _connection(session).execute(_SESSION_ROW, {"sid": session_id}).mappings().one()
    return SessionView.model_validate({k: v for k, v in row.items() if k in SessionView.model_fields})


def mark_completed(
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
) -> None:
    """:func:`complete_session` without reading the row back (one ``UPDATE``). Raises ``NotFound``."""
    values = {"status": "completed", "output_type": output_type, "verdict": verdict,
              "groundedness_score": groundedness_score, "final_answer": final_answer, "rounds": rounds,
              **_finish_values(session, session_id, now, duration_ms)}
    _update_session(session, session_id, values)


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
    mark_completed(session, session_id=session_id, output_type=output_type, verdict=verdict,
                   groundedness_score=groundedness_score, final_answer=final_answer, rounds=rounds, now=now,
                   duration_ms=duration_ms)
    return _session_view(session, session_id)


def fail_session(
    session: Session, *, session_id: str, error: str, now: datetime, duration_ms: float | None = None
) -> SessionView:
    """Mark a session ``failed`` with the error text; ``self_evaluation`` is left untouched."""
    values = {"status": "failed", "error": error, **_finish_values(session, session_id, now, duration_ms)}
    _update_session(session, session_id, values)
    return _session_view(session, session_id)


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


def session_ids_with_prefix(session: Session, *, prefix: str, user_id: str | None = None, limit: int = 10) -> list[str]:
    """Ids of sessions starting with ``prefix`` (at most ``limit``, sorted): one means the prefix is unique."""
    pattern = prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
    stmt = select(DiagnosisSession.id).where(DiagnosisSession.id.like(pattern, escape="\\"))
    if user_id is not None:
        stmt = stmt.where(DiagnosisSession.user_id == user_id)
    return list(session.scalars(stmt.order_by(DiagnosisSession.id).limit(max(1, limit))))


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


def _json_copy(value: Any) -> Any:
    """``value`` as it reads back from a JSON column."""
    return json.loads(json.dumps(value))


def to_tool_invocation(row: Any) -> ToolInvocation:
    """The verification core's view of a ``tool_invocation`` row (ORM object or Core row)."""
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
    and ``None`` for ``error``. The output is bounded to ``max_output_chars`` and marked when cut. The returned
    invocation equals what :func:`list_invocations` reads back (JSON values as the column returns them).
    """
    values: dict[str, Any] = {
        "session_id": session_id, "round": round, "step": step, "tool_name": tool_result.tool_name,
        "arguments": _json_copy(dict(tool_result.params)), "success": tool_result.success,
        "status": tool_result.status, "output": bound_output(tool_result.output_text(), max_output_chars),
        "error": tool_result.error, "retrieval_details": _retrieval_details(tool_result),
        "evidence_bearing": evidence_bearing, "duration_ms": float(duration_ms), "created_at": as_utc(now),
    }
    inserted = _connection(session).execute(_INSERT_INVOCATION, values)
    details = values["retrieval_details"]
    return ToolInvocation(
        id=_new_id(inserted), tool_name=values["tool_name"], success=values["success"],
        arguments=values["arguments"], output=values["output"], error=values["error"], round=round,
        retrieval_details=RetrievalDetails.model_validate(details) if details is not None else None,
    )


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


class StepIn(TypedDict, total=False):
    """One agent step to persist: a concise ``thought`` and the full ``model_output`` snapshot."""

    session_id: Required[str]
    round: Required[int]
    agent: Required[AgentName]
    step_index: Required[int]
    thought: Required[str]
    now: Required[datetime]
    model_output: str | None
    model_name: str | None
    prompt_tokens: int | None
    completion_tokens: int | None
    duration_ms: float


def _step_values(step: StepIn) -> dict[str, Any]:
    values: dict[str, Any] = {
        "model_output": None, "model_name": None, "prompt_tokens": None, "completion_tokens": None, **step,
    }
    values["duration_ms"] = float(step.get("duration_ms", 0.0))
    values["created_at"] = as_utc(values.pop("now"))
    return values


def add_agent_step(session: Session, **step: Unpack[StepIn]) -> StepView:
    """Persist one agent step: a concise ``thought`` and the full ``model_output`` snapshot."""
    values = _step_values(step)
    inserted = _connection(session).execute(_INSERT_STEP, values)
    return StepView.model_validate({"id": _new_id(inserted), **values})


def add_agent_steps(session: Session, steps: Sequence[StepIn]) -> None:
    """Persist several agent steps in order (one ``executemany``); each dict holds :func:`add_agent_step`'s
    keyword arguments."""
    if steps:
        _connection(session).execute(_INSERT_STEP, [_step_values(step) for step in steps])


def list_steps(session: Session, *, session_id: str) -> list[StepView]:
    stmt = select(AgentStep).where(AgentStep.session_id == session_id).order_by(AgentStep.id)
    return [StepView.model_validate(row) for row in session.scalars(stmt)]
