"""A clean stop: chats in flight when the server shuts down are finished or closed as interrupted.

Every chat the app runs goes through :class:`TrackedChatService`, which notes each chat's session id and whether
it reached ``done``. When the server stops (one SIGTERM: uvicorn stops accepting, sse-starlette ends the open
streams, the lifespan shuts down), :meth:`InFlightChats.close` waits up to a grace period for the chat threads
to end, then marks every session of this process that never reached ``done`` and is still ``running`` in the
database as ``interrupted`` with :data:`INTERRUPTED` (and a ``system`` step saying why) — never left
``running`` for ever.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import anyio
import anyio.to_thread
import structlog

from superbiz.chat.service import ChatService
from superbiz.services import sessions

if TYPE_CHECKING:
    from superbiz.chat.events import ChatEvent
    from superbiz.container import Container

__all__ = ["INTERRUPTED", "InFlightChats", "TrackedChatService"]

INTERRUPTED = "interrupted: the server shut down before the chat finished"
_log = structlog.get_logger("superbiz.api.shutdown")


@dataclass(eq=False)
class _Flight:
    session_id: str | None = None
    done: bool = False
    ended: threading.Event = field(default_factory=threading.Event)


class InFlightChats:
    """The chats of one app that have started and not reached ``done`` (thread-safe)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._flights: set[_Flight] = set()

    def track(self, events: Iterator[ChatEvent]) -> Iterator[ChatEvent]:
        flight = _Flight()
        with self._lock:
            self._flights.add(flight)
        try:
            for event in events:
                flight.session_id = flight.session_id or event.session_id or None
                flight.done = flight.done or event.type == "done"
                yield event
        finally:
            flight.ended.set()
            if flight.done:
                with self._lock:
                    self._flights.discard(flight)

    def _snapshot(self) -> list[_Flight]:
        with self._lock:
            return list(self._flights)

    async def close(self, container: Container, *, grace_s: float) -> list[str]:
        """Wait up to ``grace_s`` for running chats, then close the unfinished ones; their session ids."""
        deadline = time.monotonic() + grace_s
        while any(not f.ended.is_set() for f in self._snapshot()) and time.monotonic() < deadline:
            await anyio.sleep(0.05)
        unfinished = sorted({f.session_id for f in self._snapshot() if not f.done and f.session_id})
        if not unfinished:
            return []
        closed = await anyio.to_thread.run_sync(_mark_interrupted, container, unfinished)
        _log.warning("shutdown.chats_interrupted", sessions=closed)
        return closed


def _mark_interrupted(container: Container, session_ids: list[str]) -> list[str]:
    return sessions.interrupt_sessions(
        db=container.db, session_ids=session_ids, reason=INTERRUPTED, now=container.clock()
    )


class TrackedChatService(ChatService):
    """``ChatService`` whose chats are registered in ``in_flight`` while they run."""

    def __init__(self, container: Container, in_flight: InFlightChats) -> None:
        super().__init__(container)
        self.in_flight = in_flight

    def stream(self, question: str, *, user_id: str, conversation_id: str | None = None) -> Iterator[ChatEvent]:
        return self.in_flight.track(super().stream(question, user_id=user_id, conversation_id=conversation_id))
