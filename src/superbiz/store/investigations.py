"""Repository of ``investigation`` rows: record a notification (create / deduplicate / close), update, read.

Functions take a keyword-only ``session=``; the caller owns the transaction (use ``Database.write_session`` for
:func:`record_notification`, so the dedup read and the write happen under one write lock).
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict
from sqlalchemy import select, update
from sqlalchemy.orm import Session

from superbiz.store.tables import Investigation
from superbiz.store.views import UtcDatetime, as_utc

__all__ = [
    "InvestigationStatus",
    "InvestigationView",
    "NotificationOutcome",
    "get_investigation",
    "list_investigations",
    "open_investigations",
    "record_firing",
    "update_investigation",
]

InvestigationStatus = Literal["queued", "running", "open", "closing", "closed", "failed"]
#: still about alerts that fire (a resolved notification closes these)
_ACTIVE = ("queued", "running", "open", "failed")


class InvestigationView(BaseModel):
    model_config = ConfigDict(from_attributes=True, frozen=True)

    id: str
    user_id: str
    source: str
    receiver: str
    group_key: str
    fingerprint_digest: str
    fingerprints: list[str]
    alerts: list[dict[str, Any]]
    status: InvestigationStatus
    question: str
    window_start: UtcDatetime | None
    session_id: str | None
    verdict: str | None
    groundedness_score: float | None
    summary: str | None
    followup_session_id: str | None
    followup_verdict: str | None
    followup_summary: str | None
    notifications: int
    forward_status: str | None
    error: str | None
    created_at: UtcDatetime
    updated_at: UtcDatetime
    closed_at: UtcDatetime | None


class NotificationOutcome(BaseModel):
    model_config = ConfigDict(frozen=True)

    investigation_id: str
    action: Literal["created", "duplicate"]


def _active(session: Session, *, user_id: str, group_key: str) -> list[Investigation]:
    stmt = (select(Investigation)
            .where(Investigation.user_id == user_id, Investigation.group_key == group_key,
                   Investigation.status.in_(_ACTIVE))
            .order_by(Investigation.created_at.desc()))
    return list(session.scalars(stmt))


def record_firing(
    session: Session, *, user_id: str, receiver: str, group_key: str, digest: str, fingerprints: list[str],
    alerts: list[dict[str, Any]], question: str, window_start: datetime, now: datetime,
) -> NotificationOutcome:
    """A firing notification: a duplicate of the group's active investigation with the same alerts (counted),
    else a new ``queued`` investigation."""
    for row in _active(session, user_id=user_id, group_key=group_key):
        if row.fingerprint_digest == digest:
            row.notifications += 1
            row.updated_at = now
            return NotificationOutcome(investigation_id=row.id, action="duplicate")
    row = Investigation(
        id=uuid.uuid4().hex, user_id=user_id, source="alertmanager", receiver=receiver, group_key=group_key,
        fingerprint_digest=digest, fingerprints=fingerprints, alerts=alerts, status="queued", question=question,
        window_start=as_utc(window_start), notifications=1, created_at=now, updated_at=now,
    )
    session.add(row)
    return NotificationOutcome(investigation_id=row.id, action="created")


def open_investigations(session: Session, *, user_id: str, group_key: str) -> list[InvestigationView]:
    """The group's investigations that a resolved notification should close (newest first)."""
    return [InvestigationView.model_validate(r) for r in _active(session, user_id=user_id, group_key=group_key)]


def update_investigation(session: Session, *, investigation_id: str, now: datetime, **values: Any) -> None:
    session.execute(update(Investigation).where(Investigation.id == investigation_id)
                    .values(updated_at=now, **values))


def get_investigation(
    session: Session, *, investigation_id: str, user_id: str | None = None
) -> InvestigationView | None:
    row = session.get(Investigation, investigation_id)
    if row is None or (user_id is not None and row.user_id != user_id):
        return None
    return InvestigationView.model_validate(row)


def list_investigations(
    session: Session, *, user_id: str | None = None, status: str | None = None, limit: int = 50, offset: int = 0
) -> list[InvestigationView]:
    """Newest first; only ``user_id``'s when given."""
    stmt = select(Investigation).order_by(Investigation.created_at.desc(), Investigation.id.desc())
    if user_id is not None:
        stmt = stmt.where(Investigation.user_id == user_id)
    if status is not None:
        stmt = stmt.where(Investigation.status == status)
    return [InvestigationView.model_validate(r) for r in session.scalars(stmt.limit(limit).offset(offset))]
