"""Session lifecycle of one process: heartbeats of its running chats, and recovery of what dead ones left.

:class:`Heartbeats` keeps the set of chats this process runs; while it is not empty, one daemon thread
refreshes their ``heartbeat_at`` every ``chat.heartbeat_s`` (one small write for all of them), so a chat that
waits on a slow model still looks alive to every replica. :func:`recover_interrupted` closes as
``interrupted`` the sessions left ``running`` by processes that are gone (rules in ``store.lifecycle``); the
server runs it at start-up and every ``chat.recovery_interval_s``.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import datetime

from superbiz.errors import StoreError
from superbiz.lazy_log import LazyLogger
from superbiz.store import repository as repo
from superbiz.store.db import Database
from superbiz.store.lifecycle import close_interrupted, current_owner, touch_sessions

__all__ = ["Heartbeats", "recover_interrupted"]

log = LazyLogger("superbiz.chat.lifecycle")


class Heartbeats:
    def __init__(self, db: Database, *, interval_s: float, clock: Callable[[], datetime]) -> None:
        self.db = db
        self.interval_s = interval_s
        self.clock = clock
        self._active: set[str] = set()
        self._lock = threading.Lock()
        self._wake = threading.Condition(self._lock)
        self._thread: threading.Thread | None = None

    def add(self, session_id: str) -> None:
        with self._lock:
            self._active.add(session_id)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="superbiz-heartbeats", daemon=True)
                self._thread.start()

    def discard(self, session_id: str) -> None:
        with self._lock:
            self._active.discard(session_id)
            if not self._active:
                self._wake.notify_all()

    def active(self) -> list[str]:
        with self._lock:
            return sorted(self._active)

    def _run(self) -> None:
        while True:
            with self._lock:
                self._wake.wait(self.interval_s)
                ids = sorted(self._active)
                if not ids:
                    self._thread = None
                    return
            try:
                with repo.write_transaction(self.db) as s:
                    touch_sessions(s, session_ids=ids, now=self.clock())
            except StoreError as exc:  # the next beat tries again; readiness reports the database
                log.warning("heartbeat.failed", sessions=len(ids), error=str(exc))


def recover_interrupted(
    db: Database,
    *,
    stale_after_s: float,
    clock: Callable[[], datetime],
    heartbeats: Heartbeats | None = None,
) -> list[str]:
    """Close what dead processes left ``running`` and, given this process's ``heartbeats``, what its own chats
    left ``running`` when they could not record their end; the ids closed (logged)."""
    with repo.write_transaction(db) as s:
        active = heartbeats.active() if heartbeats is not None else None
        closed = close_interrupted(s, now=clock(), stale_after_s=stale_after_s, me=current_owner(), active=active)
    if closed:
        log.warning("sessions.interrupted", count=len(closed), sessions=closed[:20])
    return closed
