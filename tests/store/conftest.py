"""Storage fixtures: the same tests run on SQLite (a WAL file) and on a real PostgreSQL."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from superbiz.store import Database


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def empty_db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """URL of an empty database: a SQLite file, or a fresh database on the suite's PostgreSQL."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'superbiz.db'}"
    return str(request.getfixturevalue("pg_database"))


@pytest.fixture
def db(empty_db_url: str) -> Iterator[Database]:
    """A migrated database on each backend."""
    database = Database.create(empty_db_url)
    try:
        yield database
    finally:
        database.dispose()
