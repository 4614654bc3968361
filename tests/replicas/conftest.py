"""A real PostgreSQL database and three real replicas on it, once per module; a shared demo world file."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from superbiz.sources.demo import generate_demo_world
from tests.pg import PgServer, create_database, drop_database
from tests.replicas.cluster import Replica, replicas


@pytest.fixture(scope="session")
def world_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    """One generated demo world (read-only SQLite) every replica reads, instead of one generation per home."""
    url = f"sqlite:///{tmp_path_factory.mktemp('replica-world') / 'world.db'}"
    generate_demo_world(url)
    return url


@pytest.fixture(scope="module")
def module_database(pg_server: PgServer) -> Iterator[str]:
    name = f"r_{uuid.uuid4().hex[:12]}"
    url = create_database(pg_server, name)
    try:
        yield url
    finally:
        drop_database(pg_server, name)


@pytest.fixture(scope="module")
def cluster(module_database: str, world_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[list[Replica]]:
    """Three replicas on one empty PostgreSQL database, started at the same time."""
    root: Path = tmp_path_factory.mktemp("replicas")
    with replicas(3, root, database_url=module_database, world_url=world_url) as started:
        yield started
