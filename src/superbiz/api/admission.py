"""Admission of offline chats in one process, and its queue depth (what a load balancer routes by).

``POST /api/chat`` and non-streaming ``POST /v1/chat/completions`` run offline chats (pure CPU under one GIL)
at most ``api.offline_chats_per_process`` at a time: more at once only adds thread switching and stretches every
chat (and each short SQLite write lock it takes). The rest wait their turn, first come first served. Chats with
a model endpoint mostly wait on the model and are not limited (they still count as running); streams are not
either (a slow reader would hold a slot). To use more cores, run more processes: ``superbiz serve --workers N``
or more replicas.

:func:`queue_status` is the small, separate piece ``/readyz`` and ``/metrics`` show.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import TypedDict

from starlette.applications import Starlette

__all__ = ["ChatAdmission", "QueueStatus", "queue_status"]


class QueueStatus(TypedDict):
    queued: int
    running: int
    capacity: int


class ChatAdmission:
    """A counting gate: ``capacity`` offline chats at once, the others queued in arrival order."""

    def __init__(self, capacity: int) -> None:
        if capacity < 1:
            raise ValueError("capacity must be at least 1")
        self.capacity = capacity
        self._slots = asyncio.Semaphore(capacity)
        self.queued = 0
        self.running = 0

    @asynccontextmanager
    async def admitted(self, *, gated: bool = True) -> AsyncIterator[None]:
        """Hold a slot for the block (``gated=False``: counted as running, never waits)."""
        if not gated:
            self.running += 1
            try:
                yield
            finally:
                self.running -= 1
            return
        self.queued += 1
        try:
            await self._slots.acquire()
        finally:
            self.queued -= 1
        self.running += 1
        try:
            yield
        finally:
            self.running -= 1
            self._slots.release()

    def status(self) -> QueueStatus:
        return QueueStatus(queued=self.queued, running=self.running, capacity=self.capacity)


def queue_status(app: Starlette) -> QueueStatus:
    """The chat queue of ``app``'s process: chats waiting for a slot, running, and the number of slots."""
    admission: ChatAdmission | None = getattr(app.state, "admission", None)
    if admission is None:
        return QueueStatus(queued=0, running=0, capacity=0)
    return admission.status()
