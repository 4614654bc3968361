"""An MCP ``CallToolResult`` as our envelope: refs are real paths into the persisted output."""

from __future__ import annotations

import json
from typing import Any

from mcp_types import CallToolResult, ImageContent, TextContent

from superbiz.mcp.evidence import tool_result_from_mcp


def _resolve(data: Any, path: str) -> Any:
    """Follow ``content[0]`` / ``structuredContent.items[3].x`` through the persisted data."""
    node = data
    for part in path.replace("[", ".[").split("."):
        node = node[int(part[1:-1])] if part.startswith("[") else node[part]
    return node


def test_refs_address_content_blocks_and_structured_records() -> None:
    structured = {"items": [{"service": "ledger", "code": "LDG-1"}, {"service": "ledger", "code": "LDG-2"}],
                  "page": {"total": 2, "next": None}}
    result = CallToolResult(content=[TextContent(type="text", text="2 records"),
                                     ImageContent(type="image", data="AAAA", mime_type="image/png")],
                            structured_content=structured)
    env = tool_result_from_mcp("srv__search", {"service": "ledger"}, result)
    assert env.status == "ok" and env.params == {"service": "ledger"}
    paths = [r.raw_path for r in env.evidence_refs]
    assert paths == ["content[0]", "structuredContent.items[0]", "structuredContent.items[1]",
                     "structuredContent.page.total"]
    data = json.loads(env.output_text())
    assert _resolve(data, "structuredContent.items[1]") == {"service": "ledger", "code": "LDG-2"}
    assert _resolve(data, "content[0]")["text"] == "2 records"
    by_path = {r.raw_path: r.text for r in env.evidence_refs}
    assert by_path["structuredContent.items[1]"] == "service=ledger code=LDG-2"
    assert by_path["structuredContent.page.total"] == "total: 2"


def test_is_error_result_is_an_error_envelope_with_the_servers_message() -> None:
    result = CallToolResult(content=[TextContent(type="text", text="index unavailable")], is_error=True)
    env = tool_result_from_mcp("srv__search", {}, result)
    assert (env.status, env.error, env.evidence_refs) == ("error", "index unavailable", [])


def test_result_without_text_evidence_is_no_data() -> None:
    result = CallToolResult(content=[ImageContent(type="image", data="AAAA", mime_type="image/png")])
    env = tool_result_from_mcp("srv__chart", {}, result)
    assert env.status == "no_data" and env.evidence_refs == []
