"""Ownership checks of the API: another user's conversation or session is answered as "not found"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import anyio.to_thread
from fastapi import HTTPException

from superbiz.store import conversations, repository

if TYPE_CHECKING:
    from superbiz.container import Container

__all__ = ["ensure_conversation_access"]


async def ensure_conversation_access(container: Container, *, user_id: str, conversation_id: str | None) -> None:
    """404 when ``conversation_id`` belongs to someone else (same answer as a missing one would get if it were
    looked up). An unknown id is claimed for ``user_id`` here, by insert-or-get, so two users (or replicas)
    racing for one new id get one owner and a 404 for the other, never a server error."""
    if conversation_id is None:
        return

    def claim() -> None:
        with repository.write_transaction(container.db) as session:
            conversations.ensure_conversation(
                session, conversation_id=conversation_id, user_id=user_id, now=container.clock()
            )

    try:
        await anyio.to_thread.run_sync(claim)
    except conversations.ConversationOwnedError as exc:
        raise HTTPException(status_code=404, detail=f"conversation {conversation_id!r} not found") from exc
