"""Shared test fixtures. No test talks to the internet or to a real model."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

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
