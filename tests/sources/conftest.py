"""One generated demo world per test session (read-only for the tests that use it)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from superbiz.sources.demo import WorldStats, generate_demo_world
from superbiz.sources.world import World


@pytest.fixture(scope="session")
def demo_world_generated(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, WorldStats]:
    path = tmp_path_factory.mktemp("sources-world") / "world.db"
    url = f"sqlite:///{path}"
    return url, generate_demo_world(url)


@pytest.fixture(scope="session")
def demo_world(demo_world_generated: tuple[str, WorldStats]) -> Iterator[World]:
    world = World.from_url(demo_world_generated[0])
    yield world
    world.dispose()
