"""Shared test fixtures. No test talks to the internet or to a real model."""

from __future__ import annotations

import fcntl
import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from superbiz.sources.world import World

#: the tests that run for minutes (the README's eval command answers every QA case of every world): started first, so
#: that under pytest-xdist one worker runs each while the others share the rest (started last, one of them was the
#: suite's tail)
_LONG_FIRST = ("superbiz eval evals",)


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto`` is every CPU this process may use (xdist's own "auto" counts physical cores where psutil is
    installed, one on a two-vCPU machine)."""
    return max(2, len(os.sched_getaffinity(0)))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items.sort(key=lambda item: not any(word in item.nodeid for word in _LONG_FIRST))


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
    from superbiz.sources.world import World
    from superbiz.sources.worldgen import WORLD_NAMES, build_world

    #: under pytest-xdist the workers of one run share one folder (each world built once, by whichever worker
    #: comes first, under a lock); alone, the session's own folder
    run = os.environ.get("PYTEST_XDIST_TESTRUNUID")
    folder = (tmp_path_factory.getbasetemp().parent / f"built-worlds-{run}" if run
              else tmp_path_factory.mktemp("built-worlds"))
    folder.mkdir(exist_ok=True)
    worlds = {}
    for name in WORLD_NAMES:
        url = f"sqlite:///{folder / name}.db"
        with open(folder / f"{name}.lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            if (folder / f"{name}.built").exists():
                worlds[name] = World.from_url(url)
            else:
                worlds[name] = build_world(name, url)
                (folder / f"{name}.built").touch()
    yield worlds
    for world in worlds.values():
        world.dispose()
