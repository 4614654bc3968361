"""``Database``: SQLite connection settings, sessions and transactions, errors translated at the boundary."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest
from sqlalchemy import text

from superbiz.errors import StoreError
from superbiz.settings import Settings
from superbiz.store import Database


def _pragma(db: Database, name: str) -> object:
    with db.session() as session:
        return session.execute(text(f"PRAGMA {name}")).scalar_one()


def test_database_sqlite_file_uses_wal_foreign_keys_and_busy_timeout(tmp_path: Path) -> None:
    db = Database(url=f"sqlite:///{tmp_path / 'a.db'}", busy_timeout_s=12.5)
    try:
        assert db.dialect == "sqlite"
        assert _pragma(db, "journal_mode") == "wal"
        assert _pragma(db, "foreign_keys") == 1
        assert _pragma(db, "busy_timeout") == 12500
    finally:
        db.dispose()


def test_database_sqlite_memory_shares_one_connection() -> None:
    db = Database.create("sqlite://")
    try:
        with db.transaction() as session:
            session.execute(text("INSERT INTO conversation (id, user_id, title, created_at) "
                                 "VALUES ('c1', 'u', '', '2026-01-01 00:00:00')"))
        with db.session() as session:
            assert session.execute(text("SELECT count(*) FROM conversation")).scalar_one() == 1
    finally:
        db.dispose()


def test_database_session_rolls_back_what_the_caller_did_not_commit(db: Database) -> None:
    insert = text("INSERT INTO conversation (id, user_id, title, created_at) VALUES (:id, 'u', '', :t)")
    with db.session() as session:
        session.execute(insert, {"id": "kept", "t": "2026-01-01 00:00:00"})
        session.commit()
        session.execute(insert, {"id": "dropped", "t": "2026-01-01 00:00:00"})
    with db.session() as session:
        ids = session.execute(text("SELECT id FROM conversation ORDER BY id")).scalars().all()
    assert ids == ["kept"]


def test_database_transaction_rolls_back_on_error(db: Database) -> None:
    insert = text("INSERT INTO conversation (id, user_id, title, created_at) VALUES ('x', 'u', '', :t)")
    with pytest.raises(RuntimeError), db.transaction() as session:
        session.execute(insert, {"t": "2026-01-01 00:00:00"})
        raise RuntimeError("boom")
    with db.session() as session:
        assert session.execute(text("SELECT count(*) FROM conversation")).scalar_one() == 0


def test_database_from_settings_creates_the_sqlite_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "deep" / "home"
    monkeypatch.setenv("SUPERBIZ_HOME", str(home))
    db = Database.from_settings(Settings())
    try:
        assert (home / "superbiz.db").is_file()
        db.check()
    finally:
        db.dispose()


def test_database_unreachable_postgres_raises_store_error() -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]  # bound but not listening: connection refused
        db = Database(url=f"postgresql+psycopg://app:secret@127.0.0.1:{port}/nothing?connect_timeout=2")
        with pytest.raises(StoreError) as info:
            db.check()
    message = str(info.value)
    assert f"127.0.0.1:{port}" in message
    assert "secret" not in message
    db.dispose()


def test_database_missing_schema_raises_store_error(empty_db_url: str) -> None:
    db = Database(url=empty_db_url)
    try:
        with pytest.raises(StoreError, match="diagnosis_session"), db.session() as session:
            session.execute(text("SELECT id FROM diagnosis_session"))
    finally:
        db.dispose()


def test_database_unopenable_sqlite_file_raises_store_error(tmp_path: Path) -> None:
    db = Database(url=f"sqlite:///{tmp_path / 'missing-folder' / 'a.db'}")
    with pytest.raises(StoreError, match="unable to open database file"):
        db.check()
    db.dispose()


def test_database_rejects_unsupported_backends() -> None:
    with pytest.raises(StoreError, match="unsupported database"):
        Database(url="mysql://root@localhost/x")


def test_database_sqlite_write_session_takes_the_write_lock_before_any_read(tmp_path: Path) -> None:
    from sqlalchemy.exc import OperationalError

    url = f"sqlite:///{tmp_path / 'a.db'}"
    holder = Database.create(url)
    impatient = Database(url=url, busy_timeout_s=0.05)
    try:
        with holder.write_session() as held:
            held.execute(text("SELECT 1"))  # a read only: the lock comes from BEGIN IMMEDIATE itself
            with pytest.raises(OperationalError, match="database is locked"), impatient.write_session() as other:
                other.execute(text("SELECT 1"))
            with impatient.session() as reader:  # WAL: plain readers are never blocked
                assert reader.execute(text("SELECT count(*) FROM diagnosis_session")).scalar_one() == 0
    finally:
        impatient.dispose()
        holder.dispose()
