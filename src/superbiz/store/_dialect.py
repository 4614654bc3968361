"""``INSERT ... ON CONFLICT DO NOTHING`` in the session's dialect (SQLite and PostgreSQL both have it)."""

from __future__ import annotations

from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session

from superbiz.store.tables import Base

__all__ = ["insert_or_ignore"]


def insert_or_ignore(
    session: Session, table: type[Base], *, conflict_on: str = "id"
) -> postgresql.Insert | sqlite.Insert:
    """An insert into ``table`` that does nothing when a row with the same ``conflict_on`` exists: give it
    ``.values(...)`` (and ``.returning(...)`` to learn whether it inserted)."""
    if session.get_bind().dialect.name == "postgresql":
        return postgresql.insert(table).on_conflict_do_nothing(index_elements=[conflict_on])
    return sqlite.insert(table).on_conflict_do_nothing(index_elements=[conflict_on])
