"""Migrations create every table of ``store/tables.py`` on an empty database, with no drift."""

from __future__ import annotations

from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import inspect

from superbiz.store import Database, current_revision, head_revision, upgrade
from superbiz.store.migrate import shipped_head
from superbiz.store.tables import Base


def test_upgrade_creates_every_table_on_an_empty_database(empty_db_url: str) -> None:
    db = Database(url=empty_db_url)
    try:
        assert current_revision(db) is None
        upgrade(db)
        tables = set(inspect(db.engine).get_table_names())
        assert set(Base.metadata.tables) <= tables
        assert "alembic_version" in tables
        assert current_revision(db) == head_revision()
    finally:
        db.dispose()


def test_upgrade_leaves_no_drift_between_tables_and_schema(empty_db_url: str) -> None:
    db = Database.create(empty_db_url)
    try:
        with db.engine.connect() as connection:
            context = MigrationContext.configure(connection, opts={"compare_type": True})
            diff = compare_metadata(context, Base.metadata)
        assert diff == []
    finally:
        db.dispose()


def test_upgrade_twice_is_a_no_op(empty_db_url: str) -> None:
    db = Database.create(empty_db_url)
    try:
        upgrade(db)
        assert current_revision(db) == head_revision()
        indexes = {ix["name"] for ix in inspect(db.engine).get_indexes("tool_invocation")}
        assert "ix_tool_invocation_session_round" in indexes
    finally:
        db.dispose()


def test_head_revision_is_the_single_shipped_head() -> None:
    head = head_revision()
    assert head is not None and head == shipped_head()
