"""``diagnosis_session.self_evaluation``: a container ``{rule_evaluation, verifier_evaluation}``.

Each writer updates only its own slot, by read-modify-write under a row lock in one transaction:
PostgreSQL ``SELECT ... FOR UPDATE``; SQLite ``BEGIN IMMEDIATE`` (the database write lock is taken before
the read, see :meth:`Database.write_session`). The whole object is replaced only when initialising from
null, as ``{slot: value}``. A transaction that meets a locked database (or a PostgreSQL serialization
failure / deadlock) is retried.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Mapping
from typing import Any, Literal, TypeAlias

from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.exc import DBAPIError, OperationalError
from sqlalchemy.orm import Session

from superbiz.store.db import Database, store_error
from superbiz.store.tables import DiagnosisSession
from superbiz.store.views import NotFound

__all__ = [
    "SLOTS",
    "Slot",
    "SlotUpdate",
    "SlotValue",
    "read_self_evaluation",
    "set_self_evaluation_slot",
    "update_self_evaluation_slot",
]

Slot = Literal["rule_evaluation", "verifier_evaluation"]
SLOTS: tuple[Slot, ...] = ("rule_evaluation", "verifier_evaluation")

SlotValue: TypeAlias = Mapping[str, Any] | BaseModel
#: the new value of a slot, or a function of its current value (``None`` when absent) run under the lock
SlotUpdate: TypeAlias = SlotValue | Callable[[dict[str, Any] | None], SlotValue]

_MAX_ATTEMPTS = 20
_RETRYABLE_TEXT = ("database is locked", "database is busy", "deadlock detected", "could not serialize")
_RETRYABLE_SQLSTATE = {"40001", "40P01", "55P03"}


def _as_json_dict(value: Mapping[str, Any] | BaseModel) -> dict[str, Any]:
    """A fresh JSON-only copy of ``value`` (so no caller object is aliased into the row)."""
    raw = value.model_dump(mode="json") if isinstance(value, BaseModel) else value
    copied = json.loads(json.dumps(raw, ensure_ascii=False, allow_nan=False))
    if not isinstance(copied, dict):
        raise TypeError(f"a self_evaluation slot holds a JSON object, got {type(raw).__name__}")
    return copied


def set_self_evaluation_slot(
    session: Session, *, session_id: str, slot: Slot, value: SlotUpdate
) -> dict[str, Any]:
    """Read-modify-write of one slot inside the caller's *write* transaction; returns the new container.

    The caller must hold the row lock for the whole transaction: use ``Database.write_session()`` (SQLite
    ``BEGIN IMMEDIATE``); on PostgreSQL this function takes ``FOR UPDATE`` itself.
    """
    if slot not in SLOTS:
        raise ValueError(f"unknown self_evaluation slot {slot!r}; expected one of {SLOTS}")
    stmt = select(DiagnosisSession).where(DiagnosisSession.id == session_id).with_for_update()
    row = session.execute(stmt.execution_options(populate_existing=True)).scalars().first()
    if row is None:
        raise NotFound(f"diagnosis_session {session_id!r} does not exist")
    current = row.self_evaluation
    if current is not None and not isinstance(current, dict):
        raise TypeError(f"diagnosis_session {session_id!r}: self_evaluation is {type(current).__name__}, not an object")
    if callable(value):
        previous = current.get(slot) if current is not None else None
        payload = _as_json_dict(value(_as_json_dict(previous) if isinstance(previous, dict) else None))
    else:
        payload = _as_json_dict(value)
    if current is None:
        container: dict[str, Any] = {slot: payload}
    else:
        container = {**current, slot: payload}
    row.self_evaluation = container  # a new dict: JSON columns do not track in-place mutation
    session.flush()
    return container


def _retryable(exc: DBAPIError) -> bool:
    if getattr(exc.orig, "sqlstate", None) in _RETRYABLE_SQLSTATE:
        return True
    return isinstance(exc, OperationalError) and any(t in str(exc.orig).lower() for t in _RETRYABLE_TEXT)


def update_self_evaluation_slot(
    db: Database, *, session_id: str, slot: Slot, value: SlotUpdate
) -> dict[str, Any]:
    """Write ONE slot of ``self_evaluation`` in its own locked transaction; returns the new container.

    ``value`` is the slot's new object, or a function of its current object (e.g. to add ``composer_output``
    to ``verifier_evaluation``), called under the lock and possibly again on retry. Other slots are preserved.
    Raises :class:`NotFound` for an unknown session and :class:`~superbiz.errors.StoreError` when the
    database keeps failing.
    """
    for attempt in range(1, _MAX_ATTEMPTS + 1):
        try:
            with db.write_session() as session:
                return set_self_evaluation_slot(session, session_id=session_id, slot=slot, value=value)
        except DBAPIError as exc:
            if attempt == _MAX_ATTEMPTS or not _retryable(exc):
                raise store_error(exc, db.url) from exc
            time.sleep(min(0.5, 0.01 * attempt) * (0.5 + random.random()))
    raise AssertionError("unreachable")


def read_self_evaluation(session: Session, *, session_id: str) -> dict[str, Any] | None:
    """The stored container (``None`` when nothing was written yet). Raises :class:`NotFound`."""
    stmt = select(DiagnosisSession.self_evaluation).where(DiagnosisSession.id == session_id)
    found = session.execute(stmt).first()
    if found is None:
        raise NotFound(f"diagnosis_session {session_id!r} does not exist")
    value = found[0]
    return None if value is None else dict(value)
