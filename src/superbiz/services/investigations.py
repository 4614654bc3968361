"""Investigations Alertmanager started, for every face: a user sees only their own (``user_id=None``: all).

Another user's investigation is answered like a missing one (:class:`~superbiz.errors.NotFoundError`).
"""

from __future__ import annotations

from superbiz.errors import NotFoundError
from superbiz.store import investigations as repo
from superbiz.store.db import Database
from superbiz.store.investigations import InvestigationStatus, InvestigationView

__all__ = ["InvestigationStatus", "InvestigationView", "get_investigation", "list_investigations"]


def list_investigations(
    *, db: Database, user_id: str | None, status: InvestigationStatus | None = None, limit: int = 50, offset: int = 0
) -> list[InvestigationView]:
    """Newest first."""
    with db.session() as session:
        return repo.list_investigations(session, user_id=user_id, status=status, limit=limit, offset=offset)


def get_investigation(*, db: Database, investigation_id: str, user_id: str | None) -> InvestigationView:
    """One investigation, or :class:`NotFoundError`."""
    with db.session() as session:
        found = repo.get_investigation(session, investigation_id=investigation_id, user_id=user_id)
    if found is None:
        raise NotFoundError(f"investigation {investigation_id!r} not found")
    return found
