"""Run the Alembic migrations shipped inside the package, programmatically (no ``alembic.ini``).

Alembic is imported only when there is something to migrate: :func:`upgrade` to ``head`` first compares the
database's ``alembic_version`` row with the head revision read from the shipped revision files, and a
database already at head costs one query (importing Alembic's command machinery costs ~0.1 s per process).
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import inspect, text
from sqlalchemy.exc import DBAPIError

from superbiz.store.db import Database, store_error

if TYPE_CHECKING:
    from alembic.config import Config

__all__ = ["MIGRATIONS_DIR", "alembic_config", "current_revision", "head_revision", "shipped_head", "upgrade"]

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
_VERSION_TABLE = "alembic_version"
_ASSIGNMENT = re.compile(r"^(revision|down_revision)\s*(?::[^=]*)?=\s*(.+?)\s*$", re.MULTILINE)
_QUOTED = re.compile(r"""["']([^"']+)["']""")


def alembic_config() -> Config:
    """A Config whose ``script_location`` is the package's ``migrations`` folder."""
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    return config


@functools.cache
def shipped_head() -> str | None:
    """The single head revision of the shipped revision files, read without Alembic (``None``: not one head)."""
    revisions: set[str] = set()
    parents: set[str] = set()
    for path in (MIGRATIONS_DIR / "versions").glob("*.py"):
        for name, value in _ASSIGNMENT.findall(path.read_text(encoding="utf-8")):
            ids = _QUOTED.findall(value)
            if name == "revision":
                revisions.update(ids)
            else:
                parents.update(ids)
    heads = revisions - parents
    return next(iter(heads)) if len(heads) == 1 else None


def _at_head(db: Database) -> bool:
    """Whether ``db``'s ``alembic_version`` holds exactly the shipped head revision."""
    head = shipped_head()
    if head is None:
        return False
    try:
        with db.engine.connect() as connection:
            if not inspect(connection).has_table(_VERSION_TABLE):
                return False
            rows = connection.execute(text(f"SELECT version_num FROM {_VERSION_TABLE}")).scalars().all()
    except DBAPIError as exc:
        raise store_error(exc, db.url) from exc
    return rows == [head]


def upgrade(db: Database, *, revision: str = "head") -> None:
    """Migrate ``db`` to ``revision`` in one transaction; :class:`StoreError` when the database fails."""
    if revision == "head" and _at_head(db):
        return
    from alembic import command

    config = alembic_config()
    try:
        with db.engine.begin() as connection:
            config.attributes["connection"] = connection
            command.upgrade(config, revision)
    except DBAPIError as exc:
        raise store_error(exc, db.url) from exc


def head_revision() -> str | None:
    """The newest revision shipped with this version of superbiz."""
    from alembic.script import ScriptDirectory

    return ScriptDirectory.from_config(alembic_config()).get_current_head()


def current_revision(db: Database) -> str | None:
    """The revision ``db`` is at (``None`` for an empty database)."""
    from alembic.runtime.migration import MigrationContext

    try:
        with db.engine.connect() as connection:
            return MigrationContext.configure(connection).get_current_revision()
    except DBAPIError as exc:
        raise store_error(exc, db.url) from exc
