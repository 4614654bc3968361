"""Shared test fixtures. No test talks to the internet or to a real model."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from superbiz.sources.world import World

pytest_plugins = [
    "tests.pg",  # PostgreSQL fixtures: pg_url, pg_database
    "tests.support.fixtures",  # scripted OpenAI-compatible server: scripted_server
]


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own SUPERBIZ_HOME; the user's ~/.superbiz is never touched."""
    home = tmp_path_factory.mktemp("superbiz-home")
    monkeypatch.setenv("SUPERBIZ_HOME", str(home))
    monkeypatch.delenv("SUPERBIZ_CONFIG", raising=False)
    for key in list(os.environ):
        if key.startswith("SUPERBIZ_") and key != "SUPERBIZ_HOME" and not key.startswith("SUPERBIZ_REQUIRE_"):
            monkeypatch.delenv(key, raising=False)
    return home


@pytest.fixture(scope="session")
def built_worlds(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, World]]:
    """Every named world (demo, dev, held out) built once per test session, read-only: tests that write to a world
    build their own copy."""
    from superbiz.sources.worldgen import WORLD_NAMES, build_world

    folder = tmp_path_factory.mktemp("built-worlds")
    worlds = {name: build_world(name, f"sqlite:///{folder / name}.db") for name in WORLD_NAMES}
    yield worlds
    for world in worlds.values():
        world.dispose()
