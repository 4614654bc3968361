"""Sessions and their audit trail, for every face: ownership, id prefixes, ``latest``, invocations by number.

A user sees only their own sessions: another user's session is answered exactly like a missing one
(:class:`~superbiz.errors.NotFoundError`), so existence is not leaked. ``user_id=None`` means every user (the
local CLI, which reads the database directly).
"""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, ConfigDict

from superbiz.errors import AmbiguousReference, NotFoundError
from superbiz.services.audit import AuditTrail, build_audit
from superbiz.services.database import Database
from superbiz.store import conversations, repository, retention
from superbiz.store.lifecycle import interrupt_session
from superbiz.store.retention import PruneCounts
from superbiz.store.views import InvocationView, SessionDetail, SessionSummary

__all__ = [
    "LATEST",
    "MIN_PREFIX",
    "AuditTrail",
    "Database",
    "InvocationDetail",
    "InvocationView",
    "PruneCounts",
    "SessionDetail",
    "SessionSummary",
    "audit_trail",
    "claim_conversation",
    "conversation_owner",
    "interrupt_sessions",
    "invocation",
    "list_sessions",
    "prune_history",
    "resolve_session_id",
    "session_detail",
]

#: ``latest``: the newest session (ids are hex, so the word cannot be a prefix of one)
LATEST = "latest"
#: the shortest prefix looked up
MIN_PREFIX = 4


class InvocationDetail(BaseModel):
    """One invocation as the evidence viewer shows it: ``number`` is per session, ``invocation.id`` the database id."""

    model_config = ConfigDict(frozen=True)

    number: int
    session_id: str
    invocation: InvocationView


def list_sessions(*, db: Database, user_id: str | None, limit: int = 50, offset: int = 0) -> list[SessionSummary]:
    """``user_id``'s sessions (everyone's when ``None``), newest first."""
    with db.session() as session:
        return repository.list_sessions(session, user_id=user_id, limit=limit, offset=offset)


def resolve_session_id(*, db: Database, text: str, user_id: str | None = None) -> str:
    """The one session id equal to ``text``, starting with it (``MIN_PREFIX``+ characters), or ``latest``.

    Raises :class:`NotFoundError` (no such session, no sessions at all) or :class:`AmbiguousReference` (too
    short, or several sessions start with it: ``candidates`` lists up to 10).
    """
    wanted = text.strip()
    with db.session() as session:
        if wanted == LATEST:
            newest = repository.list_sessions(session, user_id=user_id, limit=1)
            if not newest:
                raise NotFoundError("there are no sessions yet")
            return newest[0].id
        if repository.get_session(session, session_id=wanted, user_id=user_id) is not None:
            return wanted
        if len(wanted) < MIN_PREFIX:
            raise AmbiguousReference(f"no session {wanted!r} (a prefix needs {MIN_PREFIX}+ characters)")
        candidates = repository.session_ids_with_prefix(session, prefix=wanted, user_id=user_id, limit=10)
    if not candidates:
        raise NotFoundError(f"no session {wanted!r}")
    if len(candidates) > 1:
        raise AmbiguousReference(f"{wanted!r} is ambiguous; it starts these sessions:", candidates=tuple(candidates))
    return str(candidates[0])


def session_detail(*, db: Database, session_id: str, user_id: str | None) -> SessionDetail:
    """Everything stored for one session (the row, its invocations and agent steps); :class:`NotFoundError`."""
    with db.session() as session:
        detail = repository.get_session_detail(session, session_id=session_id, user_id=user_id)
    if detail is None:
        raise NotFoundError(f"session {session_id!r} not found")
    return detail


def audit_trail(*, db: Database, session_id: str, user_id: str | None) -> AuditTrail:
    """The audit trail: claims with their checks and evidence, gatekeeper, evaluations, invocations, steps."""
    return build_audit(session_detail(db=db, session_id=session_id, user_id=user_id))


def invocation(*, db: Database, session_id: str, number: int, user_id: str | None) -> InvocationDetail:
    """The ``number``-th invocation (1-based, in the order made) of a session, with its recorded output."""
    with db.session() as session:
        found = repository.get_session(session, session_id=session_id, user_id=user_id) is not None
        invocations = repository.list_invocation_views(session, session_id=session_id) if found else []
    ordered = sorted(invocations, key=lambda i: i.id)
    if not 1 <= number <= len(ordered):
        raise NotFoundError(f"invocation {number} of session {session_id!r} not found")
    return InvocationDetail(number=number, session_id=session_id, invocation=ordered[number - 1])


def conversation_owner(*, db: Database, conversation_id: str) -> str | None:
    """The user owning a conversation, or ``None`` when there is no such conversation yet."""
    with db.session() as session:
        found = repository.get_conversation(session, conversation_id=conversation_id)
    return None if found is None else found.user_id


def claim_conversation(*, db: Database, conversation_id: str, user_id: str, now: datetime) -> None:
    """Make ``user_id`` the owner of a new conversation id, or check they own it; :class:`NotFoundError` when
    another user does (answered like an unknown id). Insert-or-get, so two users (or replicas) racing for one
    new id get one owner and a not-found for the other, never a server error."""
    try:
        with repository.write_transaction(db) as session:
            conversations.ensure_conversation(session, conversation_id=conversation_id, user_id=user_id, now=now)
    except conversations.ConversationOwnedError as exc:
        raise NotFoundError(f"conversation {conversation_id!r} not found") from exc


def interrupt_sessions(*, db: Database, session_ids: list[str], reason: str, now: datetime) -> list[str]:
    """Close still-running sessions as ``interrupted`` with ``reason`` (one transaction); the ids closed."""
    closed: list[str] = []
    with repository.write_transaction(db) as session:
        for session_id in session_ids:
            if interrupt_session(session, session_id=session_id, reason=reason, now=now):
                closed.append(session_id)
    return closed


def prune_history(*, db: Database, before: datetime, dry_run: bool = False, vacuum: bool = False) -> PruneCounts:
    """Delete whole conversations, sessions (with their invocations and steps) and finished investigations that
    ended before ``before`` (``superbiz.store.retention``); the rows deleted, or that would be with ``dry_run``.
    ``vacuum`` then gives SQLite's freed pages back to the file system."""
    counts = retention.prune(db, before=before, dry_run=dry_run)
    if vacuum and not dry_run:
        retention.vacuum(db)
    return counts
