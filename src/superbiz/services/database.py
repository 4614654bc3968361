"""The application database as the faces operate it: open, migrate, check that it accepts writes."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from superbiz.errors import StoreError
from superbiz.settings import Settings
from superbiz.store import repository
from superbiz.store.db import Database, sqlite_unwritable
from superbiz.store.migrate import current_revision, upgrade

__all__ = ["Database", "Migration", "migrate", "open_database", "write_failure"]


@dataclass(frozen=True, slots=True)
class Migration:
    """What ``migrate`` did: the database (password hidden) and its revision before and after."""

    where: str
    before: str | None
    after: str | None


def open_database(settings: Settings) -> Database:
    """The application database of ``settings`` (migrated to head)."""
    return Database.from_settings(settings)


def migrate(*, settings: Settings) -> Migration:
    """Migrate the database of ``settings`` to the newest schema (under the replicas' schema lock)."""
    db = Database.from_settings(settings, migrate=False)
    try:
        before = current_revision(db)
        upgrade(db)
        after = current_revision(db)
    finally:
        db.dispose()
    return Migration(where=db.url.render_as_string(hide_password=True), before=before, after=after)


def write_failure(*, db: Database, now: datetime) -> str | None:
    """Why the database does not accept writes now (a read-only SQLite file, a failed probe write), or None."""
    url = db.url
    if db.dialect == "sqlite" and url.database and url.database != ":memory:":
        unwritable = sqlite_unwritable(url.database)
        if unwritable is not None:
            return f"read-only: {unwritable}"
    try:
        repository.probe_write(db, now=now)
    except StoreError as exc:
        return str(exc)
    return None
