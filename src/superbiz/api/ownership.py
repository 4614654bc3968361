"""Ownership checks of the API: another user's conversation or session is answered as "not found"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import anyio.to_thread
from fastapi import HTTPException

from superbiz.store import repository

if TYPE_CHECKING:
    from superbiz.container import Container

__all__ = ["ensure_conversation_access"]


async def ensure_conversation_access(container: Container, *, user_id: str, conversation_id: str | None) -> None:
    """404 when ``conversation_id`` exists and belongs to someone else (same answer as a missing one would get
    if it were looked up); an unknown id is left to the chat service, which starts that conversation."""
    if conversation_id is None:
        return

    def owner() -> str | None:
        with container.db.session() as session:
            found = repository.get_conversation(session, conversation_id=conversation_id)
        return found.user_id if found is not None else None

    found_owner = await anyio.to_thread.run_sync(owner)
    if found_owner is not None and found_owner != user_id:
        raise HTTPException(status_code=404, detail=f"conversation {conversation_id!r} not found")
