"""Run the Alembic migrations shipped inside the package, programmatically (no ``alembic.ini``)."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy.exc import DBAPIError

from superbiz.store.db import Database, store_error

__all__ = ["MIGRATIONS_DIR", "alembic_config", "current_revision", "head_revision", "upgrade"]

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"


def alembic_config() -> Config:
    """A Config whose ``script_location`` is the package's ``migrations`` folder."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    return config


def upgrade(db: Database, *, revision: str = "head") -> None:
    """Migrate ``db`` to ``revision`` in one transaction; :class:`StoreError` when the database fails."""
    config = alembic_config()
    try:
        with db.engine.begin() as connection:
            config.attributes["connection"] = connection
            command.upgrade(config, revision)
    except DBAPIError as exc:
        raise store_error(exc, db.url) from exc


def head_revision() -> str | None:
    """The newest revision shipped with this version of superbiz."""
    return ScriptDirectory.from_config(alembic_config()).get_current_head()


def current_revision(db: Database) -> str | None:
    """The revision ``db`` is at (``None`` for an empty database)."""
    try:
        with db.engine.connect() as connection:
            return MigrationContext.configure(connection).get_current_revision()
    except DBAPIError as exc:
        raise store_error(exc, db.url) from exc
