"""Fixtures of the fault suite: a scripted model server and real ``superbiz serve`` processes.

Building the demo world and knowledge base takes ~20 s here, so it is done once per test session into a seed
home; each test's server starts on a copy of it (its own database, world and index).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.faults.harness import Served
from tests.support.scripted_server import ScriptedOpenAIServer


@pytest.fixture
def scripted() -> Iterator[ScriptedOpenAIServer]:
    with ScriptedOpenAIServer() as server:
        yield server


@pytest.fixture(scope="session")
def seed_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    home = tmp_path_factory.mktemp("fault-seed")
    env = {k: v for k, v in os.environ.items() if not k.startswith("SUPERBIZ_")}
    env["SUPERBIZ_HOME"] = str(home)
    code = ("from superbiz.settings import load_settings; from superbiz.container import build_container; "
            "build_container(load_settings()).close()")
    subprocess.run([sys.executable, "-c", code], env=env, check=True, timeout=300)
    with contextlib.closing(sqlite3.connect(home / "superbiz.db")) as db:  # everything into the main file,
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # so that copying superbiz.db alone copies it all
    return home


def copy_home(seed: Path, home: Path) -> Path:
    shutil.copytree(seed, home, dirs_exist_ok=True)
    return home


@pytest.fixture
def serve(tmp_path: Path, seed_home: Path) -> Iterator[Callable[..., Served]]:
    """``serve(settings, home=...)`` starts a server on a copy of the seed home; all are stopped afterwards."""
    started: list[Served] = []

    def start(settings: dict[str, Any] | None = None, *, home: Path | None = None) -> Served:
        home = home or copy_home(seed_home, tmp_path / f"home{len(started)}")
        served = Served(home=home, settings=settings or {})
        started.append(served)
        return served.start()

    yield start
    for served in started:
        served.stop()
