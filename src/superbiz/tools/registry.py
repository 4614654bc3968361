"""The tool registry of the agent: the built-in tools, listed once.

Each tool module exposes its ``ToolSpec`` (everything about the tool: schema, description, function, traits).
Adding a tool = its module + one line in ``BUILTIN_TOOL_SPECS`` (+ its source and tests); the registry, the
models' tool list, the verification core's traits (``builtin_catalog``) and the offline MCP mapping follow.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from superbiz.contracts import ToolCatalog
from superbiz.tools.base import ToolRegistry, ToolSpec, catalog_of
from superbiz.tools.clock import GET_CURRENT_DATETIME_SPEC
from superbiz.tools.knowledge import LOOKUP_KNOWLEDGE_SPEC
from superbiz.tools.logs import QUERY_LOGS_SPEC
from superbiz.tools.metrics import QUERY_METRICS_SPEC
from superbiz.tools.orders import QUERY_ORDER_SPEC

__all__ = ["BUILTIN_TOOL_SPECS", "build_registry", "builtin_catalog"]

#: every built-in tool, once: the tools over the incident world, the clock and the knowledge base
BUILTIN_TOOL_SPECS: tuple[ToolSpec, ...] = (
    QUERY_LOGS_SPEC,
    QUERY_METRICS_SPEC,
    QUERY_ORDER_SPEC,
    GET_CURRENT_DATETIME_SPEC,
    LOOKUP_KNOWLEDGE_SPEC,
)


def build_registry(*, include_knowledge: bool = True, extra: Sequence[ToolSpec] = ()) -> ToolRegistry:
    """A registry with the built-in tools (without the knowledge tools when ``include_knowledge=False``) and
    any ``extra`` specs (e.g. MCP tools)."""
    registry = ToolRegistry([s for s in BUILTIN_TOOL_SPECS if include_knowledge or s.traits.evidence != "knowledge"])
    for spec in extra:
        registry.register(spec)
    return registry


@functools.cache
def builtin_catalog() -> ToolCatalog:
    """The traits of the built-in tools: what a recorded round (no registry) is verified with."""
    return catalog_of(BUILTIN_TOOL_SPECS)
