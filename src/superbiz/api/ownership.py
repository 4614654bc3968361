"""Ownership checks of the API: another user's conversation or session is answered as "not found"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import anyio.to_thread

from superbiz.services import sessions

if TYPE_CHECKING:
    from superbiz.container import Container

__all__ = ["ensure_conversation_access"]


async def ensure_conversation_access(container: Container, *, user_id: str, conversation_id: str | None) -> None:
    """404 (``NotFoundError``) when ``conversation_id`` belongs to someone else, as for a missing one. An unknown
    id is claimed for ``user_id`` here (:func:`superbiz.services.sessions.claim_conversation`)."""
    if conversation_id is None:
        return

    def claim() -> None:
        sessions.claim_conversation(
            db=container.db, conversation_id=conversation_id, user_id=user_id, now=container.clock()
        )

    await anyio.to_thread.run_sync(claim)
