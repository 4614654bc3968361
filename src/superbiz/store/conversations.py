"""Conversations and their messages (multi-turn chat). The caller owns the transaction."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from superbiz.store._dialect import insert_or_ignore
from superbiz.store.tables import Conversation, ConversationMessage
from superbiz.store.views import ConversationView, MessageRole, NotFound, as_utc

__all__ = ["ConversationOwnedError", "add_message", "conversation_history", "ensure_conversation", "get_conversation"]


class ConversationOwnedError(PermissionError):
    """The conversation id is taken by another user (the API answers 404, as for an unknown id)."""


def get_conversation(session: Session, *, conversation_id: str, user_id: str | None = None) -> ConversationView | None:
    """The conversation, or ``None`` when absent or owned by another user than ``user_id``."""
    row = session.get(Conversation, conversation_id)
    if row is None or (user_id is not None and row.user_id != user_id):
        return None
    return ConversationView.model_validate(row)


def ensure_conversation(
    session: Session, *, conversation_id: str, user_id: str, now: datetime, title: str = ""
) -> ConversationView:
    """The conversation, created when missing (insert-or-get: ``INSERT ... ON CONFLICT DO NOTHING``, then read
    it), so requests racing to start the same new conversation all get it, on any replica. Raises
    :class:`ConversationOwnedError` (a ``PermissionError``) if another user owns it."""
    session.execute(
        insert_or_ignore(session, Conversation).values(
            id=conversation_id, user_id=user_id, title=title[:200], created_at=as_utc(now)
        )
    )
    stmt = select(Conversation).where(Conversation.id == conversation_id).execution_options(populate_existing=True)
    row = session.scalars(stmt).one()
    if row.user_id != user_id:
        raise ConversationOwnedError(f"conversation {conversation_id!r} belongs to another user")
    if not row.title and title:
        row.title = title[:200]
        session.flush()
    return ConversationView.model_validate(row)


def add_message(
    session: Session,
    *,
    conversation_id: str,
    role: MessageRole,
    content: str,
    now: datetime,
    session_id: str | None = None,
) -> int:
    """Append a message; returns its id. Raises :class:`NotFound` for an unknown conversation."""
    if session.get(Conversation, conversation_id) is None:
        raise NotFound(f"conversation {conversation_id!r} does not exist")
    row = ConversationMessage(
        conversation_id=conversation_id, role=role, content=content, session_id=session_id, created_at=as_utc(now)
    )
    session.add(row)
    session.flush()
    return row.id


def conversation_history(session: Session, *, conversation_id: str, limit: int) -> list[tuple[str, str]]:
    """The last ``limit`` messages as ``(role, content)``, oldest first."""
    if limit <= 0:
        return []
    stmt = (
        select(ConversationMessage.role, ConversationMessage.content)
        .where(ConversationMessage.conversation_id == conversation_id)
        .order_by(ConversationMessage.id.desc())
        .limit(limit)
    )
    rows = [(str(role), str(content)) for role, content in session.execute(stmt)]
    rows.reverse()
    return rows
