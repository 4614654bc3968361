"""Run the Alembic migrations shipped inside the package, programmatically (no ``alembic.ini``), once.

Alembic is imported only when there is something to migrate: :func:`upgrade` to ``head`` first compares the
database's ``alembic_version`` row with the head revision read from the shipped revision files, and a
database already at head costs one query (importing Alembic's command machinery costs ~0.1 s per process).

Replicas that start together on one database never race: an upgrade runs under :func:`schema_lock` — a
PostgreSQL session advisory lock (``pg_advisory_lock``), or ``flock`` of ``<database file>.migrate-lock`` for
SQLite — and looks at the version again once it holds the lock, so the first one migrates and the others find
the database at head. Seeding (the knowledge base from ``sources.knowledge_dirs``) takes the same lock.

This module knows a database only as an engine and a URL (:class:`Migratable`), so it imports nothing of
``superbiz.store.db``.
"""

from __future__ import annotations

import functools
import os
import re
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Literal, Protocol

from sqlalchemy import Engine, inspect, text
from sqlalchemy.engine import URL, Connection
from sqlalchemy.exc import DBAPIError

from superbiz.lazy_re import regex
from superbiz.store._errors import is_memory_sqlite, store_error

try:
    import fcntl
except ImportError:  # pragma: no cover - not POSIX
    fcntl = None  # type: ignore[assignment]

if TYPE_CHECKING:
    from alembic.config import Config

__all__ = [
    "MIGRATIONS_DIR",
    "SCHEMA_LOCK_KEY",
    "Dialect",
    "Migratable",
    "alembic_config",
    "current_revision",
    "head_revision",
    "schema_lock",
    "shipped_head",
    "upgrade",
]

Dialect = Literal["sqlite", "postgresql"]

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
#: the key of the PostgreSQL advisory lock held while migrating or seeding (any fixed 64-bit integer)
SCHEMA_LOCK_KEY = 0x5355504552_42495A  # "SUPERBIZ"
_VERSION_TABLE = "alembic_version"
_ASSIGNMENT = regex(r"^(revision|down_revision)\s*(?::[^=]*)?=\s*(.+?)\s*$", re.MULTILINE)
_QUOTED = regex(r"""["']([^"']+)["']""")
_MEMORY_LOCK = threading.Lock()


class Migratable(Protocol):
    """What migrating needs of a database (``superbiz.store.db.Database`` is one)."""

    @property
    def engine(self) -> Engine: ...

    @property
    def url(self) -> URL: ...


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


def _at_head(connection: Connection) -> bool:
    """Whether the database holds exactly the shipped head revision in ``alembic_version``."""
    head = shipped_head()
    if head is None:
        return False
    if not inspect(connection).has_table(_VERSION_TABLE):
        return False
    rows = connection.execute(text(f"SELECT version_num FROM {_VERSION_TABLE}")).scalars().all()
    return rows == [head]


def _lock_file(url: URL) -> Path | None:
    if is_memory_sqlite(url) or fcntl is None:
        return None
    path = Path(str(url.database)).expanduser()
    return path.with_name(path.name + ".migrate-lock")


@contextmanager
def schema_lock(db: Migratable) -> Iterator[None]:
    """Hold the database's schema lock: one migration or seeding at a time across every process using it.

    PostgreSQL: ``pg_advisory_lock`` on a connection of its own (released on exit, or by the server if the
    process dies). SQLite file: ``flock`` of ``<file>.migrate-lock``. In-memory SQLite: a thread lock.
    """
    if db.url.get_backend_name() == "postgresql":
        try:
            connection = db.engine.connect()
            connection.execute(text("SELECT pg_advisory_lock(:key)"), {"key": SCHEMA_LOCK_KEY})
            connection.commit()
        except DBAPIError as exc:
            raise store_error(exc, db.url) from exc
        try:
            yield
        finally:
            try:
                connection.execute(text("SELECT pg_advisory_unlock(:key)"), {"key": SCHEMA_LOCK_KEY})
                connection.commit()
            finally:
                connection.close()
        return
    path = _lock_file(db.url)
    if path is None:
        with _MEMORY_LOCK:
            yield
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    except OSError:  # a read-only folder: no process can write this database, so none needs the file lock
        with _MEMORY_LOCK:
            yield
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing the descriptor releases the flock


def _check_at_head(db: Migratable) -> bool:
    try:
        with db.engine.connect() as connection:
            return _at_head(connection)
    except DBAPIError as exc:
        raise store_error(exc, db.url) from exc


def upgrade(db: Migratable, *, revision: str = "head") -> None:
    """Migrate ``db`` to ``revision`` in one transaction under :func:`schema_lock`; :class:`StoreError` when
    the database fails. Safe to call from many processes at once: the ones that wait find the work done."""
    if revision == "head" and _check_at_head(db):
        return
    with schema_lock(db):
        if revision == "head" and _check_at_head(db):
            return  # another process migrated while this one waited
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


def current_revision(db: Migratable) -> str | None:
    """The revision ``db`` is at (``None`` for an empty database)."""
    from alembic.runtime.migration import MigrationContext

    try:
        with db.engine.connect() as connection:
            return MigrationContext.configure(connection).get_current_revision()
    except DBAPIError as exc:
        raise store_error(exc, db.url) from exc
