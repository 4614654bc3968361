"""One result envelope for every tool, the tool spec, and the registry.

Tools are plain functions ``fn(ctx: ToolContext, **arguments) -> ToolResult``. A tool's ``ToolSpec`` holds
everything about it: its name, the description and argument schema the models see, its function, the
``ToolTraits`` the verification core reads (evidence kind, trace-summary topic arguments) and, for a native
evidence tool, the evidence kind whose filters a configured MCP tool receives. The registry validates
arguments against each tool's JSON schema, turns every exception into an ``error`` result (a tool failure
never crashes the agent loop) and hands the traits of its tools to the verification core (``catalog``).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

import jsonschema
import jsonschema.exceptions
import jsonschema.protocols
import jsonschema.validators
from pydantic import BaseModel, ConfigDict, Field

from superbiz.contracts import EvidenceRef, ToolCatalog, ToolTraits
from superbiz.settings import EvidenceKind
from superbiz.verification.forms import model_ref_order

__all__ = [
    "ToolContext",
    "ToolError",
    "ToolRegistry",
    "ToolResult",
    "ToolSpec",
    "ToolStatus",
    "catalog_of",
]

ToolStatus = Literal["ok", "error", "no_data"]

#: Bound on the text of a rendered result handed to a model (the full data is persisted).
MAX_RENDERED_CHARS = 12_000
#: Bound on one ref's text inside a rendered result (a longer text ends in an elision mark).
MAX_REF_CHARS = 1_500


class ToolError(Exception):
    """Raised inside a tool for a failure the model can act on (bad argument, backend down)."""


class ToolResult(BaseModel):
    """The single envelope every tool returns."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    tool_name: str
    status: ToolStatus
    data: Any = None
    error: str | None = None
    params: dict[str, Any] = Field(default_factory=dict)
    evidence_refs: list[EvidenceRef] = Field(default_factory=list)

    @property
    def success(self) -> bool:
        return self.status != "error"

    def output_text(self) -> str:
        """The persisted output: JSON of ``data`` (or the error), bounded by the caller if needed."""
        if self.status == "error":
            return json.dumps({"error": self.error}, ensure_ascii=False)
        return json.dumps(self.data, ensure_ascii=False, default=str)

    def render_for_model(self, invocation_id: int | None = None, *, budget: int = MAX_RENDERED_CHARS) -> str:
        """The one rendering shown to a model: status, invocation id, and the evidence refs to cite.

        Refs are a keyed object (``{"summary": "…", "logs[0]": "…"}``) so a citation is copied, not invented;
        ``summary`` and count refs come first. The text stays under ``budget`` characters by leaving out whole
        refs from the end (their number is stated), never by cutting inside the JSON.
        """
        payload: dict[str, Any] = {"tool_name": self.tool_name, "status": self.status}
        if invocation_id is not None:
            payload["source_invocation_id"] = invocation_id
        if self.error:
            payload["error"] = self.error[:MAX_REF_CHARS]
        refs = self.evidence_refs
        order = model_ref_order([r.raw_path for r in refs])
        deduped = [refs[i].raw_path for i in order if refs[i].deduped]
        tail: dict[str, Any] = {"deduped_refs": deduped} if deduped else {}
        reserve = len(json.dumps({**payload, **tail, "evidence_refs": {}, "omitted_refs": len(refs)})) + 80
        shown: dict[str, str] = {}
        used = reserve
        for position, index in enumerate(order):
            ref = refs[index]
            text = ref.text if len(ref.text) <= MAX_REF_CHARS else ref.text[: MAX_REF_CHARS - 1] + "…"
            cost = len(json.dumps(ref.raw_path, ensure_ascii=False)) + len(json.dumps(text, ensure_ascii=False)) + 4
            if used + cost > budget:
                tail["omitted_refs"] = len(order) - position
                tail["note"] = "later refs left out to stay within the size bound; narrow the query to see them"
                break
            shown[ref.raw_path] = text
            used += cost
        payload["evidence_refs"] = shown
        payload.update(tail)
        return json.dumps(payload, ensure_ascii=False)


@dataclass(frozen=True, kw_only=True)
class ToolContext:
    """What a tool may use: the data sources and the clock are passed in, never imported as globals."""

    sources: Mapping[str, Any]
    now: datetime
    session_id: str | None = None
    #: keys of knowledge chunks already returned earlier in this session (for dedup)
    seen_chunks: set[str] = field(default_factory=set)


ToolFn = Callable[..., ToolResult]


@dataclass(frozen=True, kw_only=True)
class ToolSpec:
    """Everything about one tool; a tool module exposes one (``registry.BUILTIN_TOOL_SPECS`` lists them)."""

    name: str
    #: what the models are told about the tool (the function description of the tools API)
    description: str
    #: the JSON schema of its arguments (validated before every call; shown to the models)
    parameters: dict[str, Any]
    fn: ToolFn
    #: what the verification core knows about the tool (default: incident evidence, no topic arguments)
    traits: ToolTraits = field(default_factory=ToolTraits)
    #: a native tool's kind of evidence: an MCP tool configured with that kind gets this tool's filters offline
    kind: EvidenceKind | None = None

    @property
    def evidence_bearing(self) -> bool:
        return self.traits.evidence_bearing

    def planner_entry(self) -> dict[str, Any]:
        """What the Planner is told about the tool: its description, its argument names (each with its
        description) and the required ones."""
        properties: dict[str, Any] = self.parameters.get("properties") or {}
        return {
            "description": self.description,
            "arguments": {name: str(prop.get("description", "")) for name, prop in properties.items()},
            "required": list(self.parameters.get("required") or []),
        }

    def openai_schema(self) -> dict[str, Any]:
        return {
            "type": "function",
            "function": {"name": self.name, "description": self.description, "parameters": self.parameters},
        }


def catalog_of(specs: Iterable[ToolSpec]) -> ToolCatalog:
    """The ``ToolCatalog`` of ``specs`` (tool name → traits)."""
    return ToolCatalog(tools={spec.name: spec.traits for spec in specs})


class ToolRegistry:
    def __init__(self, specs: list[ToolSpec] | None = None) -> None:
        self._specs: dict[str, ToolSpec] = {}
        self._validators: dict[str, jsonschema.protocols.Validator] = {}
        for spec in specs or []:
            self.register(spec)

    def register(self, spec: ToolSpec) -> None:
        if spec.name in self._specs:
            raise ValueError(f"tool {spec.name!r} is already registered")
        validator_cls = jsonschema.validators.validator_for(spec.parameters)
        validator_cls.check_schema(spec.parameters)  # a broken schema fails at start-up, not per call
        self._specs[spec.name] = spec
        self._validators[spec.name] = validator_cls(spec.parameters)

    def get(self, name: str) -> ToolSpec | None:
        return self._specs.get(name)

    def names(self) -> list[str]:
        return sorted(self._specs)

    def specs(self) -> list[ToolSpec]:
        return [self._specs[n] for n in self.names()]

    def evidence_tools(self) -> frozenset[str]:
        return frozenset(n for n, s in self._specs.items() if s.evidence_bearing)

    def planner_tools(self) -> dict[str, dict[str, Any]]:
        """The Planner's ``tools``: name → description and arguments (``ToolSpec.planner_entry``)."""
        return {name: self._specs[name].planner_entry() for name in self.names()}

    def catalog(self) -> ToolCatalog:
        """The traits of every registered tool, as the verification core takes them."""
        return catalog_of(self._specs.values())

    def invoke(self, name: str, arguments: Mapping[str, Any], ctx: ToolContext) -> ToolResult:
        """Validate and run a tool; every failure becomes an ``error`` result."""
        params = dict(arguments)
        spec = self._specs.get(name)
        if spec is None:
            return ToolResult(
                tool_name=name, status="error", params=params,
                error=f"unknown tool {name!r}; available: {', '.join(self.names())}",
            )
        invalid = jsonschema.exceptions.best_match(self._validators[name].iter_errors(params))
        if invalid is not None:
            where = "/".join(str(p) for p in invalid.absolute_path) or "arguments"
            return ToolResult(
                tool_name=name, status="error", params=params,
                error=f"invalid arguments for {name}: {where}: {invalid.message}",
            )
        try:
            return spec.fn(ctx, **params)
        except ToolError as exc:
            return ToolResult(tool_name=name, status="error", params=params, error=str(exc))
        except Exception as exc:  # boundary: a tool failure must never crash the agent loop
            return ToolResult(
                tool_name=name, status="error", params=params,
                error=f"{name} failed: {type(exc).__name__}: {exc}",
            )
