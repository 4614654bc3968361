"""Who runs a chat, and closing what dead processes left ``running``.

Every ``diagnosis_session`` row carries its ``owner`` (``host:pid:start-token`` of the process running the chat)
and a ``heartbeat_at`` that the owner refreshes as each stage is written and, while the chat waits on a model,
every ``chat.heartbeat_s`` (:class:`superbiz.chat.lifecycle.Heartbeats`). A process that starts (and ``serve``
periodically) closes as ``interrupted`` the sessions whose owner is gone:

* the owner is on this host and its pid no longer exists, or it is this pid with another start token (a
  restarted process that got the same pid, usual in containers): dead, closed at once;
* otherwise (another host, or a pid that exists) only a heartbeat older than ``stale_after_s`` closes it. A live
  chat never goes that long without a heartbeat, so another live replica's chat is never closed.

Closing keeps what was recorded (steps, invocations) and adds one ``system`` step saying why.
"""

from __future__ import annotations

import os
import secrets
import socket
from collections.abc import Collection
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import cache
from typing import Literal

from sqlalchemy import Table, bindparam, insert, select, update
from sqlalchemy.orm import Session

from superbiz.store.tables import AgentStep, DiagnosisSession
from superbiz.store.views import as_utc

__all__ = [
    "OwnerState",
    "ProcessOwner",
    "close_interrupted",
    "current_owner",
    "interrupt_session",
    "owner_state",
    "touch_sessions",
]

OwnerState = Literal["alive", "dead", "unknown"]

_SESSIONS: Table = DiagnosisSession.__table__  # type: ignore[assignment]  # a declarative table is a Table
_STEPS: Table = AgentStep.__table__  # type: ignore[assignment]


@dataclass(frozen=True, kw_only=True)
class ProcessOwner:
    host: str
    pid: int
    token: str

    @property
    def label(self) -> str:
        return f"{self.host}:{self.pid}:{self.token}"

    @classmethod
    def parse(cls, label: str | None) -> ProcessOwner | None:
        parts = (label or "").rsplit(":", 2)
        if len(parts) != 3 or not parts[1].isdigit():
            return None
        host, pid, token = parts
        return cls(host=host, pid=int(pid), token=token)


@cache
def _owner_of(pid: int) -> ProcessOwner:
    return ProcessOwner(host=socket.gethostname()[:120], pid=pid, token=secrets.token_hex(6))


def current_owner() -> ProcessOwner:
    """This process (a forked child gets its own identity)."""
    return _owner_of(os.getpid())


def owner_state(owner: ProcessOwner | None, *, me: ProcessOwner) -> OwnerState:
    """Whether the process ``owner`` still runs, as far as this process can tell."""
    if owner is None or owner.host != me.host:
        return "unknown"
    if owner.pid == me.pid:
        return "alive" if owner.token == me.token else "dead"
    try:
        os.kill(owner.pid, 0)
    except ProcessLookupError:
        return "dead"
    except PermissionError:  # exists, owned by someone else
        return "alive"
    return "alive"


#: one session's heartbeat (every write of a chat runs it): built once, so its SQL is compiled and cached once
#: (an ``IN`` of one id is re-expanded on every call)
_TOUCH_ONE = (
    update(_SESSIONS)
    .where(_SESSIONS.c.id == bindparam("touch_id"), _SESSIONS.c.status == "running")
    .values(heartbeat_at=bindparam("touch_at"))
)


def touch_sessions(session: Session, *, session_ids: list[str], now: datetime) -> None:
    """Refresh the heartbeat of ``session_ids`` (still ``running``)."""
    if not session_ids:
        return
    if len(session_ids) == 1:
        session.execute(_TOUCH_ONE, {"touch_id": session_ids[0], "touch_at": as_utc(now)})
        return
    session.execute(
        update(_SESSIONS)
        .where(_SESSIONS.c.id.in_(session_ids), _SESSIONS.c.status == "running")
        .values(heartbeat_at=as_utc(now))
    )


def _reason(
    owner: ProcessOwner | None, state: OwnerState | Literal["ended"], stale: bool, stale_after_s: float
) -> str | None:
    who = owner.label if owner is not None else "an unknown process"
    if state == "ended":
        return "interrupted: the chat stopped without recording its outcome (database unavailable or client gone)"
    if state == "dead":
        return f"interrupted: the process that ran this chat ({who}) is gone"
    if state == "unknown" and stale:
        return f"interrupted: no heartbeat from {who} for more than {stale_after_s:g} s"
    if state == "alive" and stale:
        return f"interrupted: {who} sent no heartbeat for more than {stale_after_s:g} s (pid reused or wedged)"
    return None


def close_interrupted(
    session: Session,
    *,
    now: datetime,
    stale_after_s: float,
    me: ProcessOwner,
    active: Collection[str] | None = None,
) -> list[str]:
    """Close as ``interrupted`` every ``running`` session whose owner is gone; returns their ids.

    With ``active`` (the chats this process is running now), this process's own sessions that are not among
    them are closed too: their chat ended without being able to record it (e.g. the database was down)."""
    rows = session.execute(
        select(_SESSIONS.c.id, _SESSIONS.c.owner, _SESSIONS.c.heartbeat_at, _SESSIONS.c.created_at).where(
            _SESSIONS.c.status == "running"
        )
    ).all()
    now = as_utc(now)
    limit = now - timedelta(seconds=stale_after_s)
    closed: list[str] = []
    for row in rows:
        owner = ProcessOwner.parse(row.owner)
        if owner is not None and owner == me and (active is None or row.id in active):
            continue
        seen = as_utc(row.heartbeat_at or row.created_at)
        state: OwnerState | Literal["ended"] = "ended" if owner == me else owner_state(owner, me=me)
        reason = _reason(owner, state, seen < limit, stale_after_s)
        if reason is None:
            continue
        if interrupt_session(session, session_id=row.id, reason=reason, now=now, created_at=row.created_at):
            closed.append(row.id)
    return closed


def interrupt_session(
    session: Session, *, session_id: str, reason: str, now: datetime, created_at: datetime | None = None
) -> bool:
    """Close one ``running`` session as ``interrupted`` with ``reason`` and a ``system`` step saying why.

    False when the session is not ``running`` (it finished, or another process closed it first)."""
    now = as_utc(now)
    if created_at is None:
        row = session.execute(select(_SESSIONS.c.created_at).where(_SESSIONS.c.id == session_id)).first()
        if row is None:
            return False
        created_at = row[0]
    done = session.execute(
        update(_SESSIONS)
        .where(_SESSIONS.c.id == bindparam("sid"), _SESSIONS.c.status == "running")
        .values(status="interrupted", error=reason, completed_at=now,
                duration_ms=(now - as_utc(created_at)).total_seconds() * 1000.0),
        {"sid": session_id},
    )
    if not getattr(done, "rowcount", 0):
        return False
    last = session.execute(
        select(_STEPS.c.step_index).where(_STEPS.c.session_id == session_id).order_by(_STEPS.c.step_index.desc())
    ).first()
    session.execute(insert(_STEPS), {
        "session_id": session_id, "round": 0, "agent": "system", "step_index": (last[0] if last else 0) + 1,
        "thought": reason[:1000], "model_output": None, "model_name": None, "prompt_tokens": None,
        "completion_tokens": None, "duration_ms": 0.0, "created_at": now,
    })  # fmt: skip
    return True

