"""The deadline of the chat running in this thread: model timeouts are clipped to it, the tool loop checks it.

The chat loop opens a :func:`deadline_scope` (a context variable, so it follows the chat into the worker thread
that runs it); the model client asks :func:`clip_timeout` before every attempt and the chat loop calls
:meth:`Deadline.check` before every tool call and stage. Both raise :class:`~superbiz.errors.DeadlineExceeded`
once the time is up; the chat loop persists the session as failed with that reason. Outside a scope nothing
is clipped.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

from superbiz.errors import DeadlineExceeded

__all__ = ["Deadline", "clip_sleep", "clip_timeout", "current_deadline", "deadline_scope"]


@dataclass(frozen=True, kw_only=True)
class Deadline:
    seconds: float
    #: ``time.monotonic()`` value at which the time is up
    at: float

    @classmethod
    def after(cls, seconds: float) -> Deadline:
        return cls(seconds=seconds, at=time.monotonic() + seconds)

    def remaining(self) -> float:
        return self.at - time.monotonic()

    def check(self, stage: str) -> None:
        """Raise ``DeadlineExceeded`` when the time is up."""
        if self.remaining() <= 0:
            raise DeadlineExceeded(f"chat deadline of {self.seconds:g} s exceeded (at {stage})", stage=stage)


_current: ContextVar[Deadline | None] = ContextVar("superbiz_chat_deadline", default=None)


def current_deadline() -> Deadline | None:
    return _current.get()


@contextmanager
def deadline_scope(deadline: Deadline) -> Iterator[Deadline]:
    token = _current.set(deadline)
    try:
        yield deadline
    finally:
        _current.reset(token)


def clip_timeout(timeout_s: float, *, stage: str = "model call") -> float:
    """``timeout_s``, or less so that the call ends within the current deadline; raises when it has passed."""
    deadline = _current.get()
    if deadline is None:
        return timeout_s
    deadline.check(stage)
    return max(0.05, min(timeout_s, deadline.remaining()))


def clip_sleep(seconds: float) -> float:
    """A backoff wait shortened to the current deadline (never negative)."""
    deadline = _current.get()
    return seconds if deadline is None else max(0.0, min(seconds, deadline.remaining()))
