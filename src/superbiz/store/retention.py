"""Retention: delete whole conversations, sessions and investigations that ended before a cutoff.

The audit trail of an answer is its session with every invocation and agent step, and the conversation it was
asked in; so pruning never takes part of one. What goes:

* a **conversation** whose every message and session is older than the cutoff and none of whose sessions is
  still running or cited by a kept investigation, with its messages and sessions;
* a **session outside any conversation** (the CLI, an investigation) older than the cutoff, not running and
  not cited by a kept investigation;
* a **closed or failed investigation** last updated before the cutoff (an open, queued or running one is live
  state and stays, with the sessions it cites).

Invocations and agent steps go with their session. Each batch is one write transaction through the writer gate,
so a long prune never holds the database for long; a second run finds nothing to do. SQLite reuses the freed
pages; ``VACUUM`` (:func:`vacuum`) gives them back to the file system.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from datetime import datetime
from typing import Any

from sqlalchemy import and_, delete, exists, func, not_, or_, select
from sqlalchemy.sql import CompoundSelect, Select

from superbiz.store.db import Database
from superbiz.store.repository import write_transaction
from superbiz.store.tables import (
    AgentStep,
    Conversation,
    ConversationMessage,
    DiagnosisSession,
    Investigation,
    ToolInvocationRow,
)
from superbiz.store.views import as_utc

__all__ = ["BATCH", "PruneCounts", "prune", "vacuum"]

#: conversations (or loose sessions, or investigations) deleted per transaction
BATCH = 200
#: investigations in these states are finished and may be pruned
_FINISHED = ("closed", "failed")

_S = DiagnosisSession.__table__
_M = ConversationMessage.__table__
_C = Conversation.__table__
_I = Investigation.__table__


@dataclass
class PruneCounts:
    """Rows deleted (or, in a dry run, that would be)."""

    conversations: int = 0
    messages: int = 0
    sessions: int = 0
    invocations: int = 0
    agent_steps: int = 0
    investigations: int = 0

    def add(self, other: PruneCounts) -> None:
        for field in fields(self):
            setattr(self, field.name, getattr(self, field.name) + getattr(other, field.name))

    def as_dict(self) -> dict[str, int]:
        return {field.name: getattr(self, field.name) for field in fields(self)}


def _old_investigations(cutoff: datetime) -> Select[Any]:
    return select(_I.c.id).where(_I.c.status.in_(_FINISHED), _I.c.updated_at < cutoff)


def _cited_sessions(cutoff: datetime) -> CompoundSelect[Any]:
    """Sessions an investigation that stays cites (its own or its follow-up)."""
    kept = not_(and_(_I.c.status.in_(_FINISHED), _I.c.updated_at < cutoff))
    return select(_I.c.session_id).where(kept, _I.c.session_id.is_not(None)).union(
        select(_I.c.followup_session_id).where(kept, _I.c.followup_session_id.is_not(None))
    )


def _old_conversations(cutoff: datetime) -> Select[Any]:
    recent_message = exists().where(_M.c.conversation_id == _C.c.id, _M.c.created_at >= cutoff)
    live_session = exists().where(
        _S.c.conversation_id == _C.c.id,
        or_(_S.c.created_at >= cutoff, _S.c.status == "running", _S.c.id.in_(_cited_sessions(cutoff))),
    )
    return select(_C.c.id).where(_C.c.created_at < cutoff, not_(recent_message), not_(live_session))


def _loose_sessions(cutoff: datetime) -> Select[Any]:
    in_conversation = exists().where(_C.c.id == _S.c.conversation_id)
    return select(_S.c.id).where(
        or_(_S.c.conversation_id.is_(None), not_(in_conversation)),
        _S.c.created_at < cutoff,
        _S.c.status != "running",
        _S.c.id.not_in(_cited_sessions(cutoff)),
    )


def _count(session: Any, table: Any, column: Any, ids: Select[Any] | Sequence[Any]) -> int:
    return int(session.execute(select(func.count()).select_from(table).where(column.in_(ids))).scalar_one())


def _delete_sessions(session: Any, session_ids: Select[Any] | Sequence[str], *, dry_run: bool) -> PruneCounts:
    counts = PruneCounts(
        sessions=_count(session, _S, _S.c.id, session_ids),
        invocations=_count(session, ToolInvocationRow.__table__, ToolInvocationRow.session_id, session_ids),
        agent_steps=_count(session, AgentStep.__table__, AgentStep.session_id, session_ids),
    )
    if not dry_run:
        session.execute(delete(ToolInvocationRow).where(ToolInvocationRow.session_id.in_(session_ids)))
        session.execute(delete(AgentStep).where(AgentStep.session_id.in_(session_ids)))
        session.execute(delete(DiagnosisSession).where(DiagnosisSession.id.in_(session_ids)))
    return counts


def _prune_conversations(session: Any, ids: Select[Any] | Sequence[str], *, dry_run: bool) -> PruneCounts:
    counts = _delete_sessions(session, select(_S.c.id).where(_S.c.conversation_id.in_(ids)), dry_run=dry_run)
    counts.messages = _count(session, _M, _M.c.conversation_id, ids)
    counts.conversations = _count(session, _C, _C.c.id, ids)
    if not dry_run:
        session.execute(delete(ConversationMessage).where(ConversationMessage.conversation_id.in_(ids)))
        session.execute(delete(Conversation).where(Conversation.id.in_(ids)))
    return counts


def _prune_investigations(session: Any, ids: Select[Any] | Sequence[str], *, dry_run: bool) -> PruneCounts:
    counts = PruneCounts(investigations=_count(session, _I, _I.c.id, ids))
    if not dry_run:
        session.execute(delete(Investigation).where(Investigation.id.in_(ids)))
    return counts


_STEPS = (
    (_old_conversations, _prune_conversations),
    (_loose_sessions, _delete_sessions),
    (_old_investigations, _prune_investigations),
)


def prune(db: Database, *, before: datetime, dry_run: bool = False, batch: int = BATCH) -> PruneCounts:
    """Delete what ended before ``before`` (see the module doc); the rows deleted. ``dry_run``: count only."""
    cutoff = as_utc(before)
    total = PruneCounts()
    if dry_run:
        with db.session() as session:
            for select_ids, remove in _STEPS:
                total.add(remove(session, select_ids(cutoff), dry_run=True))
        return total
    for select_ids, remove in _STEPS:
        while True:
            with write_transaction(db) as session:
                ids = list(session.execute(select_ids(cutoff).limit(batch)).scalars())
                if ids:
                    total.add(remove(session, ids, dry_run=False))
            if len(ids) < batch:
                break
    return total


def vacuum(db: Database) -> bool:
    """Give freed pages back to the file system (SQLite ``VACUUM``); ``False`` on other databases, whose own
    autovacuum does it."""
    if db.engine.dialect.name != "sqlite":
        return False
    raw = db.engine.raw_connection()  # outside SQLAlchemy's transaction: VACUUM cannot run inside one
    try:
        cursor = raw.cursor()
        try:
            cursor.execute("VACUUM")
        finally:
            cursor.close()
    finally:
        raw.close()
    return True
