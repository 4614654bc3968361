"""The MCP streamable-HTTP endpoint of ``superbiz serve`` (``/mcp``), behind the same API keys as ``/api``.

A pure ASGI app: it authenticates the request (``Authorization: Bearer <key>`` or ``X-API-Key``), puts the
key's owner on the request state (the MCP tools read it), and hands the request to the SDK's session
manager (stateless, JSON responses: every request stands alone, so the caller is always the key's owner).
The SDK is imported, and its session manager started, on the first request (the app starts fast, and it
works whether or not the ASGI server runs lifespan events).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable, MutableMapping
from typing import TYPE_CHECKING, Any

from superbiz.api.auth import KeyRing, key_from_headers

if TYPE_CHECKING:
    from superbiz.container import Container

__all__ = ["McpHttpEndpoint"]

Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]


async def _unauthorized(send: Send, message: str) -> None:
    body = json.dumps({"error": {"code": "unauthorized", "message": message, "status": 401}}).encode()
    await send({"type": "http.response.start", "status": 401, "headers": [
        (b"content-type", b"application/json"), (b"www-authenticate", b'Bearer realm="superbiz"'),
        (b"content-length", str(len(body)).encode()),
    ]})
    await send({"type": "http.response.body", "body": body})


class McpHttpEndpoint:
    def __init__(self, container: Container, keyring: KeyRing) -> None:
        self.container = container
        self.keyring = keyring
        self._manager: Any = None
        self._lock: asyncio.Lock | None = None
        self._stop: asyncio.Event | None = None
        self._task: asyncio.Task[None] | None = None

    async def _started(self) -> Any:
        if self._lock is None:
            self._lock = asyncio.Lock()
        async with self._lock:
            if self._manager is not None and self._task is not None and not self._task.done():
                return self._manager
            from mcp.server.transport_security import TransportSecuritySettings

            from superbiz.api.mcp_server import build_mcp_server

            server = build_mcp_server(self.container)
            # API keys guard the endpoint, and a browser never sends them on its own: no DNS-rebinding check
            server.streamable_http_app(
                stateless_http=True, json_response=True,
                transport_security=TransportSecuritySettings(enable_dns_rebinding_protection=False),
            )
            manager = server.session_manager
            ready, self._stop = asyncio.Event(), asyncio.Event()
            stop = self._stop

            async def run() -> None:
                async with manager.run():
                    ready.set()
                    await stop.wait()

            self._task = asyncio.create_task(run(), name="mcp-session-manager")
            waiter = asyncio.create_task(ready.wait())
            await asyncio.wait({waiter, self._task}, return_when=asyncio.FIRST_COMPLETED)
            if not ready.is_set():
                waiter.cancel()
                self._task.result()  # raises what stopped the manager from starting
            self._manager = manager
            return manager

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", [])}
        presented = key_from_headers(headers.get("authorization"), headers.get("x-api-key"))
        if presented is None:
            await _unauthorized(send, "missing API key (Authorization: Bearer <key> or X-API-Key)")
            return
        user = self.keyring.authenticate(presented)
        if user is None:
            await _unauthorized(send, "invalid API key")
            return
        scope.setdefault("state", {})["user_id"] = user
        manager = await self._started()
        await manager.handle_request(scope, receive, send)

    async def aclose(self) -> None:
        """Stop the session manager (when the app shuts down)."""
        if self._stop is not None:
            self._stop.set()
        if self._task is not None:
            await asyncio.wait({self._task}, timeout=5)
