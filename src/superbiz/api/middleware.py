"""One pure-ASGI middleware: request ids, body size limits, a response deadline, access log and metrics.

* ``X-Request-ID``: a safe incoming id is kept, otherwise a new one is made; it is echoed on every response
  and available to handlers as ``request.state.request_id``.
* Size: a declared ``Content-Length`` above the limit is refused with 413 before the body is read; a body
  that grows past the limit while streaming in raises ``HTTPException(413)``. Upload paths get their own limit.
* Body time: the whole body must arrive within ``body_timeout_s`` of the first read, else ``HTTPException(408)``
  (a client trickling its body cannot hold a connection).
* Deadline: a response that has not started within ``timeout_s`` gets 504. Streaming responses
  (``text/event-stream``) lift the deadline once they start: the stream enforces its own and ends with an
  ``error`` event rather than being cut.
* Shutdown: when uvicorn's graceful-shutdown period ends it cancels the requests still running (chats queued
  for a slot or still working). One that has not started its response gets 503 ``unavailable`` with
  ``Retry-After`` and ``Connection: close`` here, instead of uvicorn's bare ``500 Internal Server Error``: the
  client retries and another replica, or the restarted process, answers. Its chat, if it had started, is closed
  as ``interrupted`` by the shutdown (``api/shutdown.py``).
* One structured JSON access-log line per request (structlog), and the request metrics.
"""

from __future__ import annotations

import asyncio
import json
import math
import time
import uuid
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

import anyio
import structlog
from starlette.exceptions import HTTPException

from superbiz.api.metrics import ApiMetrics
from superbiz.lazy_re import regex

__all__ = ["ServiceMiddleware", "json_error_body"]

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

_SAFE_ID = regex(r"^[A-Za-z0-9._:-]{1,128}$")
#: ``Retry-After`` of a request cut by the server's shutdown: a restart or another replica answers soon
SHUTDOWN_RETRY_AFTER_S = 2
_log = structlog.get_logger("superbiz.api.access")


def json_error_body(status: int, message: str, *, code: str) -> bytes:
    """The JSON error shape of every API error: ``{"error": {"code", "message", "status"}}``."""
    return json.dumps({"error": {"code": code, "message": message, "status": status}}, ensure_ascii=False).encode()


class ServiceMiddleware:
    def __init__(
        self,
        app: ASGIApp,
        *,
        metrics: ApiMetrics,
        max_request_bytes: int,
        upload_limits: dict[str, int],
        timeout_s: float,
        body_timeout_s: float = 15.0,
    ) -> None:
        self.app = app
        self.body_timeout_s = body_timeout_s
        self.metrics = metrics
        self.max_request_bytes = max_request_bytes
        self.upload_limits = upload_limits
        self.timeout_s = timeout_s

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request_id = _request_id(scope)
        scope.setdefault("state", {})["request_id"] = request_id
        limit = self.upload_limits.get(scope["path"], self.max_request_bytes)
        started = time.perf_counter()
        state = {"status": 500, "started": False, "bytes": 0}

        async def send_wrapper(message: Message) -> None:
            if message["type"] == "http.response.start":
                state["status"] = message["status"]
                state["started"] = True
                headers = list(message.get("headers", []))
                headers.append((b"x-request-id", request_id.encode()))
                message["headers"] = headers
                if _is_event_stream(headers):
                    deadline_scope.deadline = math.inf
            elif message["type"] == "http.response.body":
                state["bytes"] += len(message.get("body", b""))
            await send(message)

        declared = _content_length(scope)
        try:
            with anyio.CancelScope(deadline=anyio.current_time() + self.timeout_s) as deadline_scope:
                if declared is not None and declared > limit:
                    await _send_error(send_wrapper, 413, f"request body exceeds {limit} bytes", "payload_too_large")
                else:
                    await self.app(scope, _limited(receive, limit, self.body_timeout_s), send_wrapper)
            if deadline_scope.cancelled_caught and not state["started"]:
                await _send_error(send_wrapper, 504, f"request exceeded {self.timeout_s:g} s", "timeout")
        except asyncio.CancelledError:  # the server's graceful shutdown ran out: answer 503, never a bare 500
            if state["started"]:
                raise
            _log.warning("request_cancelled_by_shutdown", request_id=request_id, path=scope["path"])
            await _send_error(send_wrapper, 503, "the server is shutting down; retry the request", "unavailable",
                              headers=[(b"retry-after", str(SHUTDOWN_RETRY_AFTER_S).encode()),
                                       (b"connection", b"close")])
        except Exception as exc:  # boundary: anything unhandled becomes a JSON 500 carrying the request id
            _log.error("request_failed", request_id=request_id, path=scope["path"], error=repr(exc), exc_info=exc)
            if state["started"]:
                raise
            await _send_error(send_wrapper, 500, "internal error (see server log for the request id)",
                              "internal_error")
        finally:
            self._record(scope, state, started, request_id)

    def _record(self, scope: Scope, state: dict[str, Any], started: float, request_id: str) -> None:
        seconds = time.perf_counter() - started
        route = getattr(scope.get("route"), "path", None) or ("/static" if scope["path"].startswith("/static")
                                                               else "<unmatched>")
        self.metrics.observe_request(route=route, method=scope["method"], status=state["status"], seconds=seconds)
        client = scope.get("client")
        _log.info(
            "http_request",
            request_id=request_id,
            method=scope["method"],
            path=scope["path"],
            route=route,
            status=state["status"],
            duration_ms=round(seconds * 1000, 2),
            response_bytes=state["bytes"],
            user=scope.get("state", {}).get("user_id"),
            client=client[0] if client else None,
        )


def _request_id(scope: Scope) -> str:
    for name, value in scope.get("headers", []):
        if name == b"x-request-id":
            candidate: str = bytes(value).decode("latin-1")
            if _SAFE_ID.match(candidate):
                return candidate
    return uuid.uuid4().hex


def _content_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", []):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


def _is_event_stream(headers: list[tuple[bytes, bytes]]) -> bool:
    return any(n.lower() == b"content-type" and v.startswith(b"text/event-stream") for n, v in headers)


def _limited(receive: Receive, limit: int, body_timeout_s: float) -> Receive:
    received = 0
    deadline: float | None = None
    complete = False

    async def wrapper() -> Message:
        nonlocal received, deadline, complete
        if complete:  # after the body: waiting for a disconnect is not bounded here
            return await receive()
        if deadline is None:
            deadline = anyio.current_time() + body_timeout_s
        try:
            with anyio.fail_after(max(0.0, deadline - anyio.current_time())):
                message = await receive()
        except TimeoutError:
            raise HTTPException(status_code=408, detail=f"request body not received within {body_timeout_s:g} s") \
                from None
        if message["type"] == "http.request":
            complete = not message.get("more_body", False)
            received += len(message.get("body", b""))
            if received > limit:
                raise HTTPException(status_code=413, detail=f"request body exceeds {limit} bytes")
        return message

    return wrapper


async def _send_error(send: Send, status: int, message: str, code: str,
                      headers: list[tuple[bytes, bytes]] | None = None) -> None:
    body = json_error_body(status, message, code=code)
    await send({
        "type": "http.response.start",
        "status": status,
        "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                    *(headers or [])],
    })
    await send({"type": "http.response.body", "body": body})
