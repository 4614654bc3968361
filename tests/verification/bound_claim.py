"""One claim bound to one recorded row, through the real pipeline (parse → Gatekeeper → grounding): its
verification. Shared by the red-team tests that build their rows by hand."""

from __future__ import annotations

from collections.abc import Sequence

from superbiz.contracts import ToolInvocation
from superbiz.tools.registry import builtin_catalog
from superbiz.verification.gatekeeper import run_gatekeeper
from superbiz.verification.grounding import ground_claims
from superbiz.verification.parse import parse_executor_output
from tests.verification.factories import binding, claim, executor_json

_TOOLS = builtin_catalog()


def verification_of(text: str, invocations: Sequence[ToolInvocation], invocation_id: int,
                    path: str | Sequence[str]) -> str:
    """The verification class of a claim ``text`` bound to the row at ``path`` of invocation ``invocation_id`` (or
    to each of several rows: a list of paths)."""
    inv = next(i for i in invocations if i.id == invocation_id)
    refs = inv.retrieval_details.evidence_refs if inv.retrieval_details else ()
    paths = [path] if isinstance(path, str) else list(path)
    bindings = [binding(inv.tool_name, invocation_id, p, next(r.text for r in refs if r.raw_path == p)) for p in paths]
    parsed = parse_executor_output(executor_json([claim("c1", text, bindings=bindings)]))
    result = run_gatekeeper(parsed, invocations, trace_refs={i.id: f"trace-{i.id}" for i in invocations})
    return str(ground_claims(parsed.structured, result, invocations, tools=_TOOLS)[0].verification)
