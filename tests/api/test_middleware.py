"""ServiceMiddleware around a small Starlette app in a real uvicorn: deadline, streams, crashes, size, ids."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import anyio
import httpx
import pytest
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse, StreamingResponse
from starlette.routing import Route

from superbiz.api.live import running_server
from superbiz.api.metrics import ApiMetrics
from superbiz.api.middleware import ServiceMiddleware


async def slow(request: Request) -> JSONResponse:
    await anyio.sleep(2)
    return JSONResponse({"ok": True})


async def stream(request: Request) -> StreamingResponse:
    async def body() -> AsyncIterator[bytes]:
        for i in range(4):
            await anyio.sleep(0.15)
            yield f"data: {i}\n\n".encode()

    return StreamingResponse(body(), media_type="text/event-stream")


async def crash(request: Request) -> JSONResponse:
    raise RuntimeError("secret internals")


async def echo(request: Request) -> JSONResponse:
    return JSONResponse({"size": len(await request.body())})


@pytest.fixture(scope="module")
def url() -> Iterator[str]:
    middleware = Middleware(ServiceMiddleware, metrics=ApiMetrics(), max_request_bytes=100,
                            upload_limits={"/upload": 1000}, timeout_s=0.3)  # placed as create_app places it
    app = Starlette(routes=[Route("/slow", slow), Route("/stream", stream), Route("/crash", crash),
                            Route("/echo", echo, methods=["POST"]), Route("/upload", echo, methods=["POST"])],
                    middleware=[middleware])
    with running_server(app) as base:
        yield base


def test_slow_response_gets_504_json_with_request_id(url: str) -> None:
    response = httpx.get(f"{url}/slow", headers={"X-Request-ID": "r-1"}, timeout=5)
    assert response.status_code == 504
    assert response.json()["error"]["code"] == "timeout"
    assert response.headers["x-request-id"] == "r-1"


def test_event_stream_outlives_the_deadline_once_started(url: str) -> None:
    response = httpx.get(f"{url}/stream", timeout=5)
    assert response.status_code == 200
    assert response.text.count("data:") == 4


def test_unhandled_exception_is_a_json_500_without_internals(url: str) -> None:
    response = httpx.get(f"{url}/crash", headers={"X-Request-ID": "r-2"})
    assert response.status_code == 500
    assert response.json()["error"]["code"] == "internal_error"
    assert "secret" not in response.text
    assert response.headers["x-request-id"] == "r-2"


def test_size_limits_per_path(url: str) -> None:
    assert httpx.post(f"{url}/echo", content=b"x" * 100).json() == {"size": 100}
    assert httpx.post(f"{url}/echo", content=b"x" * 101).status_code == 413
    assert httpx.post(f"{url}/upload", content=b"x" * 1000).status_code == 200
    assert httpx.post(f"{url}/upload", content=b"x" * 1001).status_code == 413


def test_a_request_cancelled_by_the_servers_shutdown_gets_503_with_retry_after_not_500() -> None:
    """What uvicorn does when its graceful-shutdown period runs out: ``task.cancel()`` on each request still
    running (e.g. a chat waiting for an offline slot). Without the middleware's answer uvicorn sends a bare 500."""
    import asyncio
    import json
    from typing import Any

    sent: list[dict[str, Any]] = []

    async def waiting_for_a_slot(scope: Any, receive: Any, send: Any) -> None:
        await asyncio.Event().wait()

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    async def receive() -> dict[str, Any]:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def shut_down() -> None:
        middleware = ServiceMiddleware(waiting_for_a_slot, metrics=ApiMetrics(), max_request_bytes=100,
                                       upload_limits={}, timeout_s=30)
        scope = {"type": "http", "method": "POST", "path": "/api/chat", "headers": []}
        task = asyncio.ensure_future(middleware(scope, receive, send))
        await asyncio.sleep(0.05)
        task.cancel(msg="Task cancelled, timeout graceful shutdown exceeded")
        await task  # answered, not re-raised into uvicorn (which would log it and send its own 500)

    asyncio.run(shut_down())
    start, body = sent
    assert start["status"] == 503
    headers = dict(start["headers"])
    assert int(headers[b"retry-after"]) > 0 and headers[b"connection"] == b"close"
    assert json.loads(body["body"])["error"]["code"] == "unavailable"
