"""superbiz as an MCP server, driven by the SDK's own client: over stdio (``superbiz mcp``) and over streamable
HTTP at ``/mcp`` of a live ``superbiz serve`` app (with a key, with another user's key, without a key)."""

from __future__ import annotations

import json
import sys
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import httpx
import httpx2
import pytest
from mcp.client.streamable_http import streamable_http_client

from mcp import Client, StdioServerParameters
from superbiz.api.live import running_service
from tests.api.support import DEMO_QUESTION, KEYS, isolated_settings
from tests.mcp.conftest import ROOT

CASES = ROOT / "examples" / "cases"


def _structured(result: Any) -> dict[str, Any]:
    assert not result.is_error, result.content
    assert isinstance(result.structured_content, dict)
    return result.structured_content


async def _exercise(client: Client) -> dict[str, Any]:
    """List the tools, ask the demo question, read its audit trail, verify a recorded case."""
    tools = {t.name: t for t in (await client.list_tools()).tools}
    assert set(tools) == {"ask", "verify", "session"}
    assert tools["ask"].input_schema["required"] == ["question"]
    assert "verdict" in (tools["ask"].description or "")
    assert {"original_query", "tool_invocations", "executor_output"} <= set(tools["verify"].input_schema["required"])

    answer = _structured(await client.call_tool("ask", {"question": DEMO_QUESTION}))
    assert answer["verdict"] in ("PASS", "LOW_CONFID", "REJECT")
    assert 0.0 <= answer["groundedness_score"] <= 1.0
    assert answer["answer"] and answer["session_id"]
    assert answer["confirmed"], answer  # the demo incident has directly observed facts
    assert all(f["evidence"] for f in answer["confirmed"])

    trail = _structured(await client.call_tool("session", {"session_id": answer["session_id"]}))
    assert trail["session"]["id"] == answer["session_id"]
    assert trail["session"]["verdict"] == answer["verdict"]
    assert trail["invocations"]

    missing = await client.call_tool("session", {"session_id": "no-such-session"})
    assert missing.is_error and "not found" in missing.content[0].text

    case = json.loads((CASES / "payment_excerpt_altered_timeout.json").read_text(encoding="utf-8"))
    case.pop("description", None)
    verified = _structured(await client.call_tool("verify", case))
    assert verified["verdict"] == "REJECT"
    assert "evidence.excerpt_mismatch" in verified["gatekeeper_result"]["failed_rules"]
    return answer


def test_mcp_server_over_stdio_with_the_sdk_client(tmp_path: Path, shared_world_url: str) -> None:
    params = StdioServerParameters(
        command=sys.executable, args=["-c", "from superbiz.cli import main; main()", "mcp", "--user", "ide"],
        env={"PYTHONPATH": str(ROOT / "src"), "SUPERBIZ_HOME": str(tmp_path), "PATH": "/usr/bin:/bin",
             "SUPERBIZ_SOURCES__WORLD_URL": shared_world_url},
    )

    async def main() -> dict[str, Any]:
        async with Client(params, read_timeout_seconds=120) as client:
            return await _exercise(client)

    answer = anyio.run(main)
    from superbiz.store import Database, repository

    db = Database.create(f"sqlite:///{tmp_path / 'superbiz.db'}")
    try:
        with db.session() as s:
            stored = repository.get_session(s, session_id=answer["session_id"], user_id="ide")
        assert stored is not None and stored.verdict == answer["verdict"]
    finally:
        db.dispose()


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory, shared_world_url: str) -> Iterator[str]:
    settings = isolated_settings(tmp_path_factory.mktemp("mcp-http"), sources={"world_url": shared_world_url})
    with running_service(settings) as (url, _container):
        yield url


@asynccontextmanager
async def _http_client(url: str, key: str | None) -> AsyncIterator[Client]:
    headers = {"Authorization": f"Bearer {key}"} if key else {}
    async with (
        httpx2.AsyncClient(headers=headers, timeout=httpx2.Timeout(120)) as http,
        Client(streamable_http_client(f"{url}/mcp", http_client=http), read_timeout_seconds=120) as c,
    ):
        yield c


def test_mcp_server_over_http_with_a_key(live: str) -> None:
    async def main() -> None:
        async with _http_client(live, KEYS["alice"]) as alice:
            answer = await _exercise(alice)
            first = _structured(await alice.call_tool("ask", {"question": "order-service 为什么频繁重启？",
                                                               "conversation_id": "conv-mcp-alice"}))
            assert first["conversation_id"] == "conv-mcp-alice"
        async with _http_client(live, KEYS["bob"]) as bob:  # another user's session and conversation: not found
            other = await bob.call_tool("session", {"session_id": answer["session_id"]})
            assert other.is_error and "not found" in other.content[0].text
            taken = await bob.call_tool("ask", {"question": "那 payment-service 呢？",
                                                "conversation_id": "conv-mcp-alice"})
            assert taken.is_error and "not found" in taken.content[0].text

    anyio.run(main)


def test_mcp_server_over_http_without_a_key_is_refused(live: str) -> None:
    async def connect(key: str | None) -> None:
        async with _http_client(live, key) as client:
            await client.list_tools()

    for key in (None, "wrong-key"):
        with pytest.raises(Exception):  # noqa: B017  # the SDK surfaces the 401 as its own error
            anyio.run(connect, key)
    body = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}}
    refused = httpx.post(f"{live}/mcp", json=body, headers={"Accept": "application/json, text/event-stream"})
    assert refused.status_code == 401
    assert refused.headers["www-authenticate"].startswith("Bearer")
