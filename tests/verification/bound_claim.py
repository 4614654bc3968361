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


def verification_of(text: str, invocations: Sequence[ToolInvocation], invocation_id: int, path: str) -> str:
    """The verification class of a claim ``text`` bound to the row at ``path`` of invocation ``invocation_id``."""
    inv = next(i for i in invocations if i.id == invocation_id)
    row = next(r.text for r in (inv.retrieval_details.evidence_refs if inv.retrieval_details else ())
               if r.raw_path == path)
    parsed = parse_executor_output(executor_json([claim("c1", text, bindings=[
        binding(inv.tool_name, invocation_id, path, row)])]))
    result = run_gatekeeper(parsed, invocations, trace_refs={i.id: f"trace-{i.id}" for i in invocations})
    return str(ground_claims(parsed.structured, result, invocations, tools=_TOOLS)[0].verification)
