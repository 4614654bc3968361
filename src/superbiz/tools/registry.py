"""The tool registry of the agent: the evidence tools over the world (+ knowledge) and the clock."""

from __future__ import annotations

from collections.abc import Sequence

from superbiz.tools.base import ToolRegistry, ToolSpec
from superbiz.tools.clock import GET_CURRENT_DATETIME_SPEC
from superbiz.tools.logs import QUERY_LOGS_SPEC
from superbiz.tools.metrics import QUERY_METRICS_SPEC
from superbiz.tools.orders import QUERY_ORDER_SPEC

__all__ = ["WORLD_TOOL_SPECS", "build_registry"]

#: the tools over the incident world, plus the clock
WORLD_TOOL_SPECS: tuple[ToolSpec, ...] = (
    QUERY_LOGS_SPEC, QUERY_METRICS_SPEC, QUERY_ORDER_SPEC, GET_CURRENT_DATETIME_SPEC,
)


def build_registry(*, include_knowledge: bool = True, extra: Sequence[ToolSpec] = ()) -> ToolRegistry:
    """A registry with ``query_logs``, ``query_metrics``, ``query_order``, ``get_current_datetime``,
    ``lookup_knowledge`` (unless ``include_knowledge=False``) and any ``extra`` specs (e.g. MCP tools)."""
    registry = ToolRegistry(list(WORLD_TOOL_SPECS))
    if include_knowledge:
        from superbiz.tools.knowledge import LOOKUP_KNOWLEDGE_SPEC  # lazy: the knowledge stack is heavier

        registry.register(LOOKUP_KNOWLEDGE_SPEC)
    for spec in extra:
        registry.register(spec)
    return registry
