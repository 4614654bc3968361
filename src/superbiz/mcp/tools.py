"""Tools of configured MCP servers as evidence-bearing ``ToolSpec``s of our registry.

Each server is asked for its tools once at start-up. Its tools are named ``<server>__<tool>`` (what the
Executor's model sees and what invocations record), described by the server's own description and input
schema. A server that cannot list its tools at start-up is not fatal: the tools named in its config are
registered with an open schema, so a call to them is recorded as an evidence gap saying why.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import jsonschema.exceptions
import jsonschema.validators
import structlog

from superbiz.lazy_re import regex
from superbiz.mcp.client import McpCallError, McpPool
from superbiz.mcp.evidence import tool_result_from_mcp
from superbiz.settings import EvidenceKind, McpServerSettings
from superbiz.tools.base import ToolContext, ToolError, ToolResult, ToolSpec

__all__ = ["McpTool", "build_mcp_tools", "tool_name"]

log = structlog.get_logger("superbiz.mcp")
_OPEN_SCHEMA: dict[str, Any] = {"type": "object", "additionalProperties": True}
_NAME_SAFE = regex(r"[^A-Za-z0-9_-]")


def tool_name(server: str, tool: str) -> str:
    """Our registry name of ``tool`` on ``server`` (OpenAI tool names allow ``[A-Za-z0-9_-]{1,64}``)."""
    return f"{server}__{_NAME_SAFE.sub('_', tool)}"[:64]


@dataclass(frozen=True, kw_only=True)
class McpTool:
    """One MCP tool as registered: its server, its name there, and the ``ToolSpec`` that calls it."""

    server: McpServerSettings
    remote_name: str
    spec: ToolSpec

    @property
    def evidence_kind(self) -> EvidenceKind | None:
        return self.server.evidence_kind

    @property
    def properties(self) -> frozenset[str]:
        props = self.spec.parameters.get("properties")
        return frozenset(props) if isinstance(props, dict) else frozenset()


def _caller(pool: McpPool, server: McpServerSettings, remote: str, name: str) -> Any:
    def call(ctx: ToolContext, **arguments: Any) -> ToolResult:
        try:
            result = pool.call_tool(server, remote, arguments)
        except McpCallError as exc:
            raise ToolError(str(exc)) from exc
        return tool_result_from_mcp(name, dict(arguments), result)

    return call


def _schema(raw: Any) -> dict[str, Any]:
    """The tool's input schema when it is a valid object schema, else an open one."""
    if not isinstance(raw, dict) or raw.get("type", "object") != "object":
        return dict(_OPEN_SCHEMA)
    try:
        jsonschema.validators.validator_for(raw).check_schema(raw)
    except jsonschema.exceptions.SchemaError:
        return dict(_OPEN_SCHEMA)
    return dict(raw)


def _describe(server: McpServerSettings, remote: str, description: str | None) -> str:
    kind = f" Returns {server.evidence_kind}." if server.evidence_kind else ""
    text = (description or "").strip() or f"Tool {remote!r} of the MCP server {server.name!r}."
    return f"[MCP {server.name}] {text}{kind} Cite its evidence_refs (content[i], structuredContent paths)."


def _server_tools(pool: McpPool, server: McpServerSettings) -> list[McpTool]:
    wanted = set(server.tools) if server.tools is not None else None
    try:
        listed = pool.list_tools(server)
    except McpCallError as exc:
        log.warning("mcp.list_tools_failed", server=server.name, error=str(exc))
        return [_tool(pool, server, remote, None, None) for remote in sorted(wanted or ())]
    found = {t.name: t for t in listed if wanted is None or t.name in wanted}
    for missing in sorted((wanted or set()) - set(found)):
        log.warning("mcp.tool_not_listed", server=server.name, tool=missing)
    tools = [_tool(pool, server, t.name, t.description, t.input_schema) for t in found.values()]
    tools += [_tool(pool, server, m, None, None) for m in sorted((wanted or set()) - set(found))]
    return tools


def _tool(pool: McpPool, server: McpServerSettings, remote: str, description: str | None, schema: Any) -> McpTool:
    name = tool_name(server.name, remote)
    spec = ToolSpec(name=name, description=_describe(server, remote, description), parameters=_schema(schema),
                    fn=_caller(pool, server, remote, name))
    return McpTool(server=server, remote_name=remote, spec=spec)


def build_mcp_tools(servers: Sequence[McpServerSettings], pool: McpPool) -> list[McpTool]:
    """The tools of every configured server (listing each once; unreachable servers logged, not fatal)."""
    out: list[McpTool] = []
    for server in servers:
        out += _server_tools(pool, server)
    return out
