"""build_registry: which tools, which are evidence-bearing, extra specs."""

from __future__ import annotations

import importlib.util
import json

import pytest

from superbiz.contracts import EvidenceRef
from superbiz.tools.base import ToolContext, ToolResult, ToolSpec
from superbiz.tools.registry import build_registry

#: the evidence tools of the spec (file 001, "证据型工具边界"); the clock is a helper
SPEC_EVIDENCE_TOOLS = frozenset({"lookup_knowledge", "query_logs", "query_metrics", "query_order"})


def test_build_registry_without_knowledge_has_the_world_tools() -> None:
    registry = build_registry(include_knowledge=False)
    assert registry.names() == ["get_current_datetime", "query_logs", "query_metrics", "query_order"]
    assert registry.evidence_tools() == SPEC_EVIDENCE_TOOLS - {"lookup_knowledge"}
    for spec in registry.specs():
        schema = spec.openai_schema()["function"]
        assert schema["parameters"]["additionalProperties"] is False
        assert schema["description"]


def test_build_registry_adds_extra_specs() -> None:
    def echo(ctx: ToolContext, **kwargs: object) -> ToolResult:
        return ToolResult(tool_name="echo", status="ok", data=kwargs)

    extra = ToolSpec(name="echo", description="echo", parameters={"type": "object"}, fn=echo)
    registry = build_registry(include_knowledge=False, extra=[extra])
    assert "echo" in registry.names()
    with pytest.raises(ValueError, match="already registered"):
        build_registry(include_knowledge=False, extra=[extra, extra])


@pytest.mark.skipif(importlib.util.find_spec("superbiz.tools.knowledge") is None,
                    reason="superbiz.tools.knowledge is not there yet")
def test_build_registry_includes_lookup_knowledge() -> None:
    registry = build_registry()
    assert "lookup_knowledge" in registry.names()
    assert registry.evidence_tools() == SPEC_EVIDENCE_TOOLS


# --------------------------------------------------------------------------- render_for_model (issue 16)


def _many_refs(count: int, width: int = 300) -> ToolResult:
    refs = [EvidenceRef(raw_path=f"logs[{i}]", text=f"line {i} " + "x" * width) for i in range(count)]
    refs += [EvidenceRef(raw_path="summary", text=f"{count} matching records"),
             EvidenceRef(raw_path="error_code_counts", text="E-1: 3")]  # fmt: skip
    return ToolResult(tool_name="query_logs", status="ok", evidence_refs=refs)


def test_render_for_model_shows_refs_keyed_by_raw_path_with_summary_and_counts_first() -> None:
    shown = json.loads(_many_refs(3).render_for_model(17))
    assert shown["source_invocation_id"] == 17
    assert list(shown["evidence_refs"])[:2] == ["summary", "error_code_counts"]
    assert shown["evidence_refs"]["logs[2]"].startswith("line 2 ")
    assert "omitted_refs" not in shown


@pytest.mark.parametrize("count", [40, 100, 400])
def test_render_for_model_cuts_whole_refs_and_stays_valid_json_under_the_budget(count: int) -> None:
    result = _many_refs(count)
    text = result.render_for_model(5)
    assert len(text) <= 12_000
    shown = json.loads(text)  # never cut inside the JSON
    assert {"summary", "error_code_counts"} <= set(shown["evidence_refs"])
    kept = [p for p in shown["evidence_refs"] if p.startswith("logs[")]
    assert kept == [f"logs[{i}]" for i in range(len(kept))]
    assert shown["omitted_refs"] == count - len(kept) > 0
    assert all(shown["evidence_refs"][p] == r.text for r in result.evidence_refs if (p := r.raw_path) in kept)


def test_every_tool_parameter_is_described_with_an_example() -> None:
    registry = build_registry()
    for spec in registry.specs():
        for name, schema in spec.parameters.get("properties", {}).items():
            description = schema.get("description", "")
            assert description, f"{spec.name}.{name} has no description"
            assert "e.g." in description or "enum" in schema, f"{spec.name}.{name} has no example"
