"""pytest fixtures for the scripted OpenAI-compatible server (registered in tests/conftest.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.support.scripted_server import ScriptedOpenAIServer

__all__ = ["scripted_server"]


@pytest.fixture
def scripted_server() -> Iterator[ScriptedOpenAIServer]:
    """A started ``ScriptedOpenAIServer`` on 127.0.0.1 (random port), stopped after the test."""
    with ScriptedOpenAIServer() as server:
        yield server
