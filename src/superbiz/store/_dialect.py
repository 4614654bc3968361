"""``INSERT ... ON CONFLICT DO NOTHING`` in the session's dialect (SQLite and PostgreSQL both have it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sqlalchemy.orm import Session

from superbiz.store.tables import Base

if TYPE_CHECKING:
    from sqlalchemy.dialects import postgresql, sqlite

__all__ = ["insert_or_ignore"]


def insert_or_ignore(
    session: Session, table: type[Base], *, conflict_on: str = "id"
) -> postgresql.Insert | sqlite.Insert:
    """An insert into ``table`` that does nothing when a row with the same ``conflict_on`` exists: give it
    ``.values(...)`` (and ``.returning(...)`` to learn whether it inserted)."""
    #: the dialect modules are imported on first use: PostgreSQL's alone costs ~60 ms of every CLI start on SQLite
    if session.get_bind().dialect.name == "postgresql":
        from sqlalchemy.dialects import postgresql

        return postgresql.insert(table).on_conflict_do_nothing(index_elements=[conflict_on])
    from sqlalchemy.dialects import sqlite

    return sqlite.insert(table).on_conflict_do_nothing(index_elements=[conflict_on])
