"""build_registry: which tools, which are evidence-bearing, extra specs."""

from __future__ import annotations

import importlib.util

import pytest

from superbiz.contracts import DEFAULT_EVIDENCE_TOOLS
from superbiz.tools.base import ToolContext, ToolResult, ToolSpec
from superbiz.tools.registry import build_registry


def test_build_registry_without_knowledge_has_the_world_tools() -> None:
    registry = build_registry(include_knowledge=False)
    assert registry.names() == ["get_current_datetime", "query_logs", "query_metrics", "query_order"]
    assert registry.evidence_tools() == DEFAULT_EVIDENCE_TOOLS - {"lookup_knowledge"}
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
    assert registry.evidence_tools() == DEFAULT_EVIDENCE_TOOLS
