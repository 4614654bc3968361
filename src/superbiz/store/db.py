"""The application database: one engine and one session factory, SQLite (WAL) by default, PostgreSQL supported.

``Database`` never connects at construction; the first session does. Driver errors that mean "the database
failed" (cannot connect, locked beyond the busy timeout, schema missing) leave ``session()`` and
``write_session()`` as :class:`superbiz.errors.StoreError`; constraint violations stay SQLAlchemy errors.

SQLite connections run with ``foreign_keys=ON``, ``busy_timeout`` and (for files) WAL. pysqlite's own
transaction handling is switched off and ``BEGIN`` is emitted from the engine's ``begin`` event (the
workaround documented by SQLAlchemy), so :meth:`Database.write_session` can start with ``BEGIN IMMEDIATE``:
the write lock is taken before the first read.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import Engine, create_engine, event, text
from sqlalchemy.engine import URL, Connection, make_url
from sqlalchemy.exc import DBAPIError, IntegrityError
from sqlalchemy.orm import Session, sessionmaker
from sqlalchemy.pool import StaticPool

from superbiz.errors import StoreError
from superbiz.store._errors import is_memory_sqlite as _is_memory_sqlite
from superbiz.store._errors import store_error
from superbiz.store.migrate import Dialect
from superbiz.store.migrate import upgrade as _upgrade

if TYPE_CHECKING:
    from superbiz.settings import Settings

__all__ = ["DEFAULT_BUSY_TIMEOUT_S", "Database", "Dialect", "sqlite_unwritable", "store_error"]

DEFAULT_BUSY_TIMEOUT_S = 30.0
#: execution option read by the SQLite ``begin`` listener: "DEFERRED" (default) or "IMMEDIATE"
_BEGIN_OPTION = "superbiz_sqlite_begin"


def sqlite_unwritable(database: str) -> str | None:
    """Why the SQLite file ``database`` (with its ``-wal``/``-shm`` and folder) cannot be written, or ``None``.

    Read-only file systems and file modes are both caught (``os.access``). A connection to such a database is
    opened ``query_only``: writes fail cleanly as "attempt to write a readonly database" (a ``StoreError``, 503)
    instead of SQLite trying to create or grow files it cannot write.
    """
    path = Path(database).expanduser()
    for candidate in (path.parent, path, Path(f"{path}-wal"), Path(f"{path}-shm")):
        if candidate.exists() and not os.access(candidate, os.W_OK):
            return f"{candidate} is not writable"
    return None


def _install_sqlite_events(engine: Engine, *, busy_timeout_s: float, wal: bool, database: str | None) -> None:
    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # hand transaction control to SQLAlchemy's "begin" event below
        dbapi_connection.isolation_level = None
        unwritable = sqlite_unwritable(database) if database else None
        cursor = dbapi_connection.cursor()
        try:
            cursor.execute(f"PRAGMA busy_timeout = {int(busy_timeout_s * 1000)}")
            cursor.execute("PRAGMA foreign_keys = ON")
            if unwritable is not None:
                cursor.execute("PRAGMA query_only = ON")
            elif wal:
                cursor.execute("PRAGMA journal_mode = WAL")
                cursor.execute("PRAGMA synchronous = NORMAL")
        finally:
            cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Connection) -> None:
        mode = conn.get_execution_options().get(_BEGIN_OPTION, "DEFERRED")
        if mode not in ("DEFERRED", "IMMEDIATE"):
            raise ValueError(f"unknown SQLite begin mode {mode!r}")
        conn.exec_driver_sql(f"BEGIN {mode}")


class Database:
    """Engine + session factory for one database URL (``sqlite:///...`` or ``postgresql+psycopg://...``)."""

    def __init__(self, *, url: str | URL, busy_timeout_s: float = DEFAULT_BUSY_TIMEOUT_S, echo: bool = False) -> None:
        self.url: URL = make_url(url)
        backend = self.url.get_backend_name()
        if backend not in ("sqlite", "postgresql"):
            raise StoreError(f"unsupported database {self.url.render_as_string(hide_password=True)!r}: "
                             "use sqlite:///<file> or postgresql+psycopg://...")
        self.dialect: Dialect = "sqlite" if backend == "sqlite" else "postgresql"
        self.engine: Engine = self._make_engine(busy_timeout_s=busy_timeout_s, echo=echo)
        write_bind: Engine = self.engine
        if self.dialect == "sqlite":
            write_bind = self.engine.execution_options(**{_BEGIN_OPTION: "IMMEDIATE"})
        self._sessions = sessionmaker(bind=self.engine, expire_on_commit=False)
        self._write_sessions = sessionmaker(bind=write_bind, expire_on_commit=False)

    def _make_engine(self, *, busy_timeout_s: float, echo: bool) -> Engine:
        if self.dialect == "postgresql":
            return create_engine(self.url, echo=echo, pool_pre_ping=True, hide_parameters=True)
        memory = _is_memory_sqlite(self.url)
        kwargs: dict[str, Any] = {"connect_args": {"check_same_thread": False, "timeout": busy_timeout_s}}
        if memory:
            kwargs["poolclass"] = StaticPool  # one shared connection, or each checkout sees an empty database
        engine = create_engine(self._read_only_url() or self.url, echo=echo, hide_parameters=True, **kwargs)
        _install_sqlite_events(engine, busy_timeout_s=busy_timeout_s, wal=not memory,
                               database=None if memory else str(self.url.database))
        return engine

    def _read_only_url(self) -> URL | None:
        """For a SQLite file that cannot be written and has no ``-shm`` (e.g. on a read-only file system), the
        URL that opens it read-only and immutable: SQLite could not open it in WAL mode at all, and this
        process can still read (sessions, documents) while every write fails cleanly."""
        database = self.url.database
        if _is_memory_sqlite(self.url) or not database or database.startswith("file:"):
            return None
        path = Path(database).expanduser()
        if not path.exists() or Path(f"{path}-shm").exists() or sqlite_unwritable(str(path)) is None:
            return None
        return self.url.set(database=f"file:{path}", query={"mode": "ro", "immutable": "1", "uri": "true"})

    # ------------------------------------------------------------------ construction helpers

    @classmethod
    def create(cls, url: str | URL, *, migrate: bool = True, **kwargs: Any) -> Database:
        """A ``Database`` for ``url``, migrated to the newest schema unless ``migrate=False``."""
        db = cls(url=url, **kwargs)
        if migrate:
            _upgrade(db)
        return db

    @classmethod
    def from_settings(cls, settings: Settings, *, migrate: bool = True) -> Database:
        """The database of ``settings.db_url``; creates the folder of a SQLite file first."""
        url = make_url(settings.db_url)
        if url.get_backend_name() == "sqlite" and not _is_memory_sqlite(url):
            Path(str(url.database)).expanduser().parent.mkdir(parents=True, exist_ok=True)
        return cls.create(url, migrate=migrate)

    # ------------------------------------------------------------------ sessions

    @contextmanager
    def session(self) -> Iterator[Session]:
        """A session; the caller owns the transaction (``session.commit()``), anything uncommitted is rolled back."""
        with self._translated(), self._sessions() as session:
            yield session

    @contextmanager
    def transaction(self) -> Iterator[Session]:
        """A session inside one transaction: committed when the block ends, rolled back on error."""
        with self._translated(), self._sessions() as session, session.begin():
            yield session

    @contextmanager
    def write_session(self) -> Iterator[Session]:
        """Like :meth:`transaction`, but SQLite starts it with ``BEGIN IMMEDIATE`` (write lock before reads).

        Driver errors are *not* translated here, so callers can retry ``database is locked``.
        """
        with self._write_sessions() as session, session.begin():
            yield session

    @contextmanager
    def _translated(self) -> Iterator[None]:
        try:
            yield
        except IntegrityError:
            raise
        except DBAPIError as exc:
            raise store_error(exc, self.url) from exc

    def check(self) -> None:
        """Connect and run ``SELECT 1``; raises :class:`StoreError` when the database is unreachable."""
        with self.session() as session:
            session.execute(text("SELECT 1"))

    def dispose(self) -> None:
        """Close every pooled connection."""
        self.engine.dispose()

    def __repr__(self) -> str:
        return f"Database(url={self.url.render_as_string(hide_password=True)!r})"
