"""Driver errors as :class:`superbiz.errors.StoreError` (shared by ``db`` and ``migrate``, which import nothing
of each other but this)."""

from __future__ import annotations

from sqlalchemy.engine import URL
from sqlalchemy.exc import SQLAlchemyError

from superbiz.errors import StoreError

__all__ = ["is_memory_sqlite", "store_error"]


def is_memory_sqlite(url: URL) -> bool:
    """Whether ``url`` is an in-memory SQLite database (no file to lock or create)."""
    return url.database in (None, "", ":memory:") or bool(url.query.get("mode") == "memory")


def store_error(exc: SQLAlchemyError, url: URL) -> StoreError:
    """A :class:`StoreError` naming the database (password hidden) and the driver's first message line:
    never the SQL statement or its parameters (SQLAlchemy puts both in ``str(exc)``)."""
    where = url.render_as_string(hide_password=True)
    orig = getattr(exc, "orig", None)
    detail = str(orig).strip() if orig is not None else type(exc).__name__
    detail = (detail.splitlines() or [type(exc).__name__])[0][:300]
    return StoreError(f"database {where!r} failed: {detail}")
