"""The offline engine's optional use of MCP tools whose config maps them to an evidence kind.

When the rule-based plan queried a kind of evidence (logs, metrics, records) and an MCP server is configured
as a source of that kind, the same filters are passed to its tools (only the arguments its input schema
names, and only when it takes at least one of them and every required one is known). Its records become
claims like native ones: one claim per record (list item of the structured result, else text block), whose
text carries the ref's excerpt verbatim, bound to the invocation and path.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from superbiz.agents.offline_executor import RecordedCall
from superbiz.agents.plan import Plan, call_signature
from superbiz.mcp.tools import McpTool
from superbiz.settings import EvidenceKind
from superbiz.tools.registry import BUILTIN_TOOL_SPECS

__all__ = ["McpOfflineHook"]

#: the native tools whose arguments an MCP tool of their kind receives (each native tool's ``ToolSpec.kind``)
_NATIVE: dict[str, EvidenceKind] = {s.name: s.kind for s in BUILTIN_TOOL_SPECS if s.kind is not None}
_KIND_WORD: dict[EvidenceKind, str] = {"logs": "日志", "metrics": "指标", "records": "业务记录"}
_CLAIMS_PER_CALL = 3
_EXCERPT_MAX = 300


@dataclass(frozen=True)
class McpOfflineHook:
    tools: Sequence[McpTool]

    def calls(self, plan: Plan, calls: Sequence[RecordedCall]) -> list[tuple[str, dict[str, Any]]]:
        """Calls of kind-mapped MCP tools with the filters the native calls of that kind used."""
        native: dict[EvidenceKind, dict[str, Any]] = {}
        for call in calls:
            kind = _NATIVE.get(call.invocation.tool_name)
            if kind is not None:
                native.setdefault(kind, dict(call.invocation.arguments))
        done = {call_signature(c.invocation.tool_name, c.invocation.arguments) for c in calls}
        out: list[tuple[str, dict[str, Any]]] = []
        for tool in self.tools:
            if tool.evidence_kind is None or tool.evidence_kind not in native:
                continue
            args = {k: v for k, v in native[tool.evidence_kind].items() if k in tool.properties}
            required = tool.spec.parameters.get("required") or []
            if args and all(r in args for r in required) and call_signature(tool.spec.name, args) not in done:
                out.append((tool.spec.name, args))
        return out

    def amend(self, contract_text: str, calls: Sequence[RecordedCall]) -> str:
        """The contract with one observation claim per leading evidence ref of each successful MCP call."""
        kinds = {t.spec.name: t.evidence_kind for t in self.tools if t.evidence_kind is not None}
        contract = json.loads(contract_text)
        claims: list[dict[str, Any]] = contract.setdefault("claims", [])
        for call in calls:
            kind = kinds.get(call.invocation.tool_name)
            if kind is None or call.result.status != "ok":
                continue
            # records first (list items of the structured result), else the text blocks
            refs = [r for r in call.result.evidence_refs
                    if r.raw_path.startswith("structuredContent") and r.raw_path.endswith("]")]
            refs = refs or [r for r in call.result.evidence_refs if r.raw_path.startswith("content[")]
            for ref in refs[:_CLAIMS_PER_CALL]:
                excerpt = ref.text[:_EXCERPT_MAX].strip()
                claims.append({
                    "claim_id": f"c{len(claims) + 1}",
                    "claim_type": "observation",
                    "claim_text": f"外部{_KIND_WORD[kind]}显示：{excerpt}",
                    "support_level": "direct",
                    "evidence_bindings": [{
                        "source_type": "tool_invocation", "source_id": f"trace-{call.invocation.id}",
                        "tool_name": call.invocation.tool_name, "source_invocation_id": call.invocation.id,
                        "raw_path": ref.raw_path, "evidence_excerpt": excerpt,
                    }],
                })
        return json.dumps(contract, ensure_ascii=False)
