"""A real uvicorn server per test module (127.0.0.1, free port, own SUPERBIZ_HOME, offline engine)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from typing import Any

import httpx
import pytest

from superbiz.api.live import running_service
from tests.api.support import KEYS, Live, isolated_settings, parse_sse


@pytest.fixture(scope="module")
def start_live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Callable[..., Live]]:
    """Start a server with settings overrides; every server started stops when the module ends."""
    with ExitStack() as stack:
        def start(**overrides: Any) -> Live:
            settings = isolated_settings(tmp_path_factory.mktemp("api-home"), **overrides)
            url, container = stack.enter_context(running_service(settings))
            return Live(url=url, container=container, settings=settings)

        yield start


@pytest.fixture(scope="module")
def live(start_live: Callable[..., Live]) -> Live:
    return start_live(api={"api_keys": dict(KEYS), "max_request_bytes": 50_000, "max_upload_bytes": 20_000})


@pytest.fixture
def stream_chat() -> Callable[..., list[tuple[str, dict[str, Any]]]]:
    """POST to a streaming chat route and return the parsed (event name, JSON data) list."""
    def run(client: httpx.Client, body: dict[str, Any], path: str = "/api/chat/stream") -> list[tuple[str, Any]]:
        with client.stream("POST", path, json=body) as response:
            assert response.status_code == 200, response.read()
            assert response.headers["content-type"].startswith("text/event-stream")
            return [(name, json.loads(data)) for name, data in parse_sse(response.iter_lines())]

    return run
