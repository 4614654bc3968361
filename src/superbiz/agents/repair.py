"""The Executor's one repair turn: the Gatekeeper's and the parser's findings go back to the model once.

The model may change evidence bindings and excerpts only. The turn offers no tools (no new evidence), and the
repaired output is accepted only when it keeps every claim — same ids, same texts, same order — and is no
worse than the original by the Gatekeeper (:func:`repair_rejection`). This is not the spec's evidence round 2
and never consumes it: the verdict of the round simply uses the accepted output (DESIGN §11.8).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from superbiz.agents.offline_executor import RecordedCall
from superbiz.agents.prompting import render
from superbiz.contracts import ExecutorRepair, GatekeeperResult
from superbiz.models.base import ChatMessage, ModelClient, ModelResponse
from superbiz.verification.forms import model_ref_order
from superbiz.verification.gatekeeper import SEVERITY_ORDER
from superbiz.verification.parse import ParsedExecutorOutput

__all__ = [
    "MAX_ERRORS_SENT",
    "model_repair",
    "needs_repair",
    "repair_errors",
    "repair_rejection",
    "repair_turn",
]

MAX_ERRORS_SENT = 40
_MAX_OUTPUT_CHARS = 20_000
#: Bound on the ref texts shown per cited result in the repair brief (every valid raw path is listed).
_MAX_REF_CHARS_PER_RESULT = 3_000


def needs_repair(parsed: ParsedExecutorOutput, gate: GatekeeperResult) -> bool:
    """Is there anything the model could fix: a parse failure or a Gatekeeper error?"""
    return parsed.parse_status.status == "malformed" or bool(gate.errors)


def repair_errors(parsed: ParsedExecutorOutput, gate: GatekeeperResult) -> list[str]:
    """The findings sent back: the parse failure (if any) and every Gatekeeper error, rule first."""
    errors: list[str] = []
    if parsed.parse_status.status != "valid":
        errors.append(f"[parse.{parsed.parse_status.status}] {parsed.parse_status.reason or 'no reason given'}")
    errors.extend(f"[{issue.rule}] {issue.message}" for issue in gate.errors)
    return errors[:MAX_ERRORS_SENT]


def _cited_paths(parsed: ParsedExecutorOutput) -> dict[int, list[str]]:
    paths: dict[int, list[str]] = {}
    for claim in parsed.structured.claims if parsed.structured is not None else []:
        for binding in claim.evidence_bindings:
            if binding.source_invocation_id is not None and binding.raw_path:
                paths.setdefault(binding.source_invocation_id, []).append(binding.raw_path)
    return paths


def _evidence_view(call: RecordedCall, cited: Sequence[str]) -> dict[str, Any]:
    """One cited result: every valid raw path, and ref texts — the cited paths and ``summary`` first — bounded."""
    refs = call.result.evidence_refs
    order = model_ref_order([r.raw_path for r in refs])
    wanted = {p.casefold() for p in cited}
    first = [i for i in order if refs[i].raw_path.casefold() in wanted or "[" not in refs[i].raw_path]
    texts: dict[str, str] = {}
    used = 0
    for index in [*first, *(i for i in order if i not in first)]:
        ref = refs[index]
        if used + len(ref.text) > _MAX_REF_CHARS_PER_RESULT and texts:
            break
        texts[ref.raw_path] = ref.text
        used += len(ref.text)
    return {
        "tool_name": call.invocation.tool_name,
        "source_invocation_id": call.invocation.id,
        "valid_raw_paths": [refs[i].raw_path for i in order],
        "evidence_refs": texts,
    }


def _repair_brief(
    previous_output: str, errors: Sequence[str], parsed: ParsedExecutorOutput, calls: Sequence[RecordedCall]
) -> str:
    cited = _cited_paths(parsed)
    evidence_calls = [c for c in calls if c.invocation.success]
    shown = [c for c in evidence_calls if c.invocation.id in cited] or evidence_calls
    brief: dict[str, Any] = {
        "previous_output": previous_output[:_MAX_OUTPUT_CHARS],
        "errors": list(errors),
        "session_invocations": [
            {"source_invocation_id": c.invocation.id, "tool_name": c.invocation.tool_name} for c in calls
        ],
        "cited_evidence": [_evidence_view(c, cited.get(c.invocation.id, [])) for c in shown],
    }
    return json.dumps(brief, ensure_ascii=False)


def model_repair(
    client: ModelClient,
    *,
    previous_output: str,
    errors: Sequence[str],
    parsed: ParsedExecutorOutput,
    calls: Sequence[RecordedCall],
    on_response: Callable[[ModelResponse], None] | None = None,
) -> str:
    """One JSON-mode request without tools; returns the model's repaired output text (may be empty)."""
    messages = [
        ChatMessage.system(render("executor_repair")),
        ChatMessage.user(_repair_brief(previous_output, errors, parsed, calls)),
    ]
    response = client.complete(messages, json_output=True)
    if on_response is not None:
        on_response(response)
    return response.content or ""


def _claim_texts(parsed: ParsedExecutorOutput) -> list[tuple[str, str]]:
    return [(c.claim_id, c.claim_text) for c in parsed.structured.claims] if parsed.structured is not None else []


def repair_rejection(
    original: ParsedExecutorOutput,
    original_gate: GatekeeperResult,
    repaired: ParsedExecutorOutput,
    repaired_gate: GatekeeperResult,
) -> str | None:
    """Why the repaired output must not replace the original (``None``: accept it)."""
    if repaired.parse_status.status != "valid" or repaired.structured is None:
        return f"the repaired output is {repaired.parse_status.status}: {repaired.parse_status.reason}"
    if original.structured is not None:
        before, after = _claim_texts(original), _claim_texts(repaired)
        invalid_ids = {i.claim_id for i in original.issues if "claim_id" in i.message}
        same = len(before) == len(after) and all(
            b_text == a_text and (b_id == a_id or b_id in invalid_ids)
            for (b_id, b_text), (a_id, a_text) in zip(before, after, strict=True)
        )
        if not same:
            return "the repair changed claim ids or claim texts (only bindings and excerpts may change)"
    else:
        raw = original.raw_text or ""
        invented = [text for _id, text in _claim_texts(repaired) if text.strip() not in raw]
        if invented:
            return f"the repair wrote claim texts that the original output did not contain: {invented[:3]!r}"
    if original.parse_status.status != "valid":
        return None
    rank_before = (SEVERITY_ORDER[original_gate.severity], len(original_gate.errors))
    rank_after = (SEVERITY_ORDER[repaired_gate.severity], len(repaired_gate.errors))
    if rank_after >= rank_before:
        return (
            f"the repair fixed nothing by the Gatekeeper ({repaired_gate.severity}, {len(repaired_gate.errors)} "
            f"errors vs {original_gate.severity}, {len(original_gate.errors)} before)"
        )
    return None


def _gate_summary(gate: GatekeeperResult) -> dict[str, Any]:
    return gate.model_dump(mode="json", include={"status", "severity", "failed_rules"})


def repair_turn(
    client: ModelClient,
    *,
    round: int,
    raw_output: str,
    check: Callable[[str], tuple[ParsedExecutorOutput, GatekeeperResult]],
    calls: Sequence[RecordedCall],
    on_response: Callable[[ModelResponse], None] | None = None,
) -> tuple[str, ExecutorRepair | None]:
    """Run the repair turn when needed; returns the output to verify and the record (``None``: no repair)."""
    parsed, gate = check(raw_output)
    if not needs_repair(parsed, gate):
        return raw_output, None
    errors = repair_errors(parsed, gate)
    repaired = model_repair(
        client, previous_output=raw_output, errors=errors, parsed=parsed, calls=calls, on_response=on_response
    )
    repaired_parsed, repaired_gate = check(repaired)
    reason = repair_rejection(parsed, gate, repaired_parsed, repaired_gate)
    record = ExecutorRepair(
        round=round,
        attempts=2,
        errors_sent=errors,
        accepted=reason is None,
        reason=reason or "bindings repaired; claims unchanged",
        original_output=raw_output[:_MAX_OUTPUT_CHARS],
        repaired_output=repaired[:_MAX_OUTPUT_CHARS],
        original_gatekeeper=_gate_summary(gate),
        repaired_gatekeeper=_gate_summary(repaired_gate),
    )
    return (repaired if reason is None else raw_output), record
