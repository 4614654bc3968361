"""Calling configured MCP servers from the (synchronous) tool registry, with the official SDK's ``Client``.

An :class:`McpPool` keeps one open connection per server (a stdio server process, or an HTTP session) on
its own event-loop thread, so the registry's synchronous tools can call it from any thread. Each call is
bounded by the server's ``timeout_s`` (connecting included). Every failure (cannot start, refused, hung,
killed mid-call, not MCP at all, a malformed result) raises :class:`McpCallError` with a message the model
can read, and drops the connection: the next call opens a fresh one.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import os
import threading
from collections.abc import Awaitable, Callable
from contextlib import AsyncExitStack
from dataclasses import dataclass, field
from typing import Any, TypeVar

import anyio
from mcp_types import CallToolResult, Tool

from superbiz.settings import McpServerSettings

__all__ = ["McpCallError", "McpPool"]

T = TypeVar("T")

#: extra time the calling thread waits beyond the server's own deadline
_WAIT_GRACE_S = 5.0


class McpCallError(Exception):
    """An MCP server could not answer (the message names the server and what went wrong)."""


async def _open(server: McpServerSettings, stack: AsyncExitStack) -> Any:
    from mcp.client.stdio import stdio_client
    from mcp.client.streamable_http import streamable_http_client

    from mcp import Client, StdioServerParameters

    if server.command is not None:
        params = StdioServerParameters(
            command=server.command[0], args=server.command[1:],
            env={**os.environ, **server.env} if server.env else None,
        )
        devnull = stack.enter_context(open(os.devnull, "w"))  # noqa: SIM115  # closed by the stack
        transport = stdio_client(params, errlog=devnull)
    else:
        import httpx2

        assert server.url is not None  # settings validate: exactly one of command/url
        http = await stack.enter_async_context(
            httpx2.AsyncClient(headers=server.headers, timeout=httpx2.Timeout(server.timeout_s))
        )
        transport = streamable_http_client(server.url, http_client=http)
    client = Client(transport, read_timeout_seconds=server.timeout_s, cache=None)
    return await stack.enter_async_context(client)


@dataclass
class _Connection:
    """One open client, owned by its own task (the SDK's context managers must exit where they entered)."""

    ready: asyncio.Future[Any]
    stop: asyncio.Event = field(default_factory=asyncio.Event)
    task: asyncio.Task[None] | None = None

    @staticmethod
    async def owner(server: McpServerSettings, conn: _Connection) -> None:
        try:
            async with AsyncExitStack() as stack:
                client = await _open(server, stack)
                conn.ready.set_result(client)
                await conn.stop.wait()
        except BaseException as exc:  # boundary: a dying server ends its connection, never the loop
            if not conn.ready.done():
                conn.ready.set_exception(exc)


def _describe(server: McpServerSettings, exc: BaseException) -> str:
    while isinstance(exc, BaseExceptionGroup) and len(exc.exceptions) == 1:
        exc = exc.exceptions[0]
    if isinstance(exc, McpCallError):
        return str(exc)
    if isinstance(exc, TimeoutError | concurrent.futures.TimeoutError):
        return f"MCP server {server.name!r} did not answer within {server.timeout_s:g}s"
    text = str(exc).strip()
    detail = text.splitlines()[0][:300] if text else ""
    return f"MCP server {server.name!r} failed: {type(exc).__name__}{': ' + detail if detail else ''}"


class McpPool:
    """Open connections to MCP servers, on one background event loop."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._connections: dict[str, _Connection] = {}

    def _ensure_loop(self) -> asyncio.AbstractEventLoop:
        with self._lock:
            if self._loop is None:
                loop = asyncio.new_event_loop()
                self._thread = threading.Thread(target=loop.run_forever, name="mcp-pool", daemon=True)
                self._thread.start()
                self._loop = loop
            return self._loop

    async def _client(self, server: McpServerSettings) -> Any:
        conn = self._connections.get(server.name)
        if conn is None or (conn.task is not None and conn.task.done()):
            conn = _Connection(ready=asyncio.get_running_loop().create_future())
            conn.ready.add_done_callback(lambda f: f.cancelled() or f.exception())  # retrieved, even if unawaited
            conn.task = asyncio.create_task(_Connection.owner(server, conn))
            self._connections[server.name] = conn
        return await asyncio.shield(conn.ready)

    def _drop(self, server: McpServerSettings) -> None:
        conn = self._connections.pop(server.name, None)
        if conn is not None:
            conn.stop.set()

    async def _call(self, server: McpServerSettings, work: Callable[[Any], Awaitable[T]]) -> T:
        try:
            try:
                with anyio.fail_after(server.connect_timeout_s):
                    client = await self._client(server)
            except TimeoutError as exc:
                raise McpCallError(
                    f"MCP server {server.name!r} did not start within {server.connect_timeout_s:g}s"
                ) from exc
            try:
                with anyio.fail_after(server.timeout_s):
                    return await work(client)
            except TimeoutError as exc:
                raise McpCallError(f"MCP server {server.name!r} did not answer within {server.timeout_s:g}s") from exc
        except BaseException:
            self._drop(server)  # whatever happened, the next call starts from a fresh connection
            raise

    def run(self, server: McpServerSettings, work: Callable[[Any], Awaitable[T]]) -> T:
        """``work(client)`` against ``server`` within its timeouts; :class:`McpCallError` on failure."""
        future = asyncio.run_coroutine_threadsafe(self._call(server, work), self._ensure_loop())
        try:
            return future.result(timeout=server.connect_timeout_s + server.timeout_s + _WAIT_GRACE_S)
        except McpCallError:
            raise
        except BaseException as exc:  # boundary: anything the SDK or the server does becomes McpCallError
            future.cancel()
            raise McpCallError(_describe(server, exc)) from exc

    def list_tools(self, server: McpServerSettings) -> list[Tool]:
        """The tools ``server`` lists (all pages)."""

        async def work(client: Any) -> list[Tool]:
            tools: list[Tool] = []
            cursor: str | None = None
            while True:
                page = await client.list_tools(cursor=cursor)
                tools += page.tools
                cursor = page.next_cursor
                if not cursor:
                    return tools

        return self.run(server, work)

    def call_tool(self, server: McpServerSettings, tool: str, arguments: dict[str, Any]) -> CallToolResult:
        """One ``tools/call`` on ``server``."""

        async def work(client: Any) -> CallToolResult:
            result = await client.call_tool(tool, arguments)
            if not isinstance(result, CallToolResult):
                raise McpCallError(f"MCP server {server.name!r} answered {type(result).__name__}, not a tool result")
            return result

        return self.run(server, work)

    def close(self) -> None:
        """Close every connection (stdio servers are stopped) and the loop."""
        with self._lock:
            loop, thread, self._loop, self._thread = self._loop, self._thread, None, None
        if loop is None:
            return

        async def shutdown() -> None:
            tasks = [c.task for c in self._connections.values() if c.task is not None]
            for conn in self._connections.values():
                conn.stop.set()
            self._connections.clear()
            if tasks:
                await asyncio.wait(tasks, timeout=10)

        try:
            asyncio.run_coroutine_threadsafe(shutdown(), loop).result(timeout=15)
        finally:
            loop.call_soon_threadsafe(loop.stop)
            if thread is not None:
                thread.join(timeout=5)
            loop.close()
