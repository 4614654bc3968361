"""The Verifier's input hook: narrow id backfill, and the explicit, bounded verifier payload.

The payload is assembled only from explicit inputs (original query, final Executor output, parsed
evidence contract, tool trace summary, gatekeeper result, retry context), never from message history or
planner/executor reasoning. Its compact JSON stays within :data:`MAX_PAYLOAD_BYTES` for realistic sessions
(50 claims x 2 bindings, 200 invocations) whatever the size of raw tool outputs: when needed it drops the
duplicated raw answer first, then compacts the gatekeeper's checked bindings, then shrinks the trace
summary and long strings.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from superbiz.contracts import (
    CheckedBinding,
    ExecutorEvidenceV2,
    GateIssue,
    GatekeeperResult,
    RetryContext,
    ToolInvocation,
    TraceSummaryItem,
    VerifierPayload,
)
from superbiz.verification.parse import ParsedExecutorOutput

__all__ = [
    "ANSWER_SAME_AS_STRUCTURED",
    "MAX_ANSWER_CHARS",
    "MAX_PAYLOAD_BYTES",
    "backfill_invocation_ids",
    "build_verifier_payload",
    "payload_json",
    "trace_refs_by_invocation",
]

MAX_ANSWER_CHARS = 4_000
MAX_PAYLOAD_BYTES = 16 * 1024
ANSWER_SAME_AS_STRUCTURED = "(same as executor_structured_output)"

#: The keys of the evidence contract passed to the Verifier; anything else (reasoning, removed fields) is not.
_CONTRACT_KEYS: Mapping[str, tuple[str, ...]] = {
    "top": ("answer_version", "claims", "hypotheses", "recommended_actions", "missing_info"),
    "claim": ("claim_id", "claim_type", "claim_text", "support_level", "evidence_bindings"),
    "binding": (
        "source_type",
        "source_id",
        "tool_name",
        "source_invocation_id",
        "source_invocation_ids",
        "raw_path",
        "evidence_excerpt",
    ),
    "hypothesis": ("hypothesis_text", "basis", "needed_evidence"),
    "action": ("action_text", "reason", "evidence_bindings"),
}


# --------------------------------------------------------------------------- input hook


def _has_no_id(binding: Mapping[str, Any]) -> bool:
    return binding.get("source_invocation_id") is None and not binding.get("source_invocation_ids")


def backfill_invocation_ids(
    parsed: ParsedExecutorOutput, invocations: Sequence[ToolInvocation]
) -> tuple[ParsedExecutorOutput, list[GateIssue]]:
    """Fill ``source_invocation_id`` of id-less claim bindings whose tool has exactly one invocation.

    Returns a new parsed output (inputs untouched) and one ``evidence.invocation_backfilled`` warning per
    filled binding. ``raw_path`` is never synthesised; zero or several candidates leave the binding as is.
    """
    if parsed.parse_status.status != "valid" or parsed.data is None or not isinstance(parsed.data.get("claims"), list):
        return parsed, []
    by_tool: dict[str, list[int]] = {}
    for invocation in invocations:
        by_tool.setdefault(invocation.tool_name, []).append(invocation.id)
    data = copy.deepcopy(parsed.data)
    warnings: list[GateIssue] = []
    unreadable = {(i.claim_id, i.binding_index) for i in parsed.issues}  # an id the parser could not read
    for claim in data["claims"]:
        if not isinstance(claim, dict) or not isinstance(claim.get("evidence_bindings"), list):
            continue
        for index, binding in enumerate(claim["evidence_bindings"]):
            if not isinstance(binding, dict) or not _has_no_id(binding):
                continue
            if (claim.get("claim_id"), index) in unreadable:
                continue
            tool = binding.get("tool_name")
            candidates = by_tool.get(tool, []) if isinstance(tool, str) else []
            if len(candidates) != 1:
                continue
            binding["source_invocation_id"] = candidates[0]
            warnings.append(
                GateIssue(
                    rule="evidence.invocation_backfilled",
                    message=(
                        f"claim {claim.get('claim_id')!r} binding {index}: source_invocation_id backfilled to "
                        f"{candidates[0]}, the only current-session {tool!r} invocation (raw_path not backfilled)"
                    ),
                    claim_id=str(claim.get("claim_id")),
                    binding_index=index,
                    severity="none",
                )
            )
    if not warnings:
        return parsed, []
    structured = ExecutorEvidenceV2.model_validate(data)
    return replace(parsed, data=data, structured=structured), warnings


def trace_refs_by_invocation(summary: Sequence[TraceSummaryItem]) -> dict[int, str]:
    """Map every invocation id of the summary to the ``trace_ref`` of the item that contains it."""
    return {invocation_id: item.trace_ref for item in summary for invocation_id in item.source_invocation_ids}


# --------------------------------------------------------------------------- bounded views


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: max(0, limit - 1)] + "…"


_CHILD_KIND: Mapping[str, str] = {
    "claims": "claim",
    "hypotheses": "hypothesis",
    "recommended_actions": "action",
    "evidence_bindings": "binding",
}


@dataclass(frozen=True)
class _Cut:
    """How much of the evidence contract to keep: string lengths, and whether to drop redundant keys."""

    text_chars: int
    excerpt_chars: int
    lean: bool = False


def _redundant(key: str, value: Any, obj: Mapping[str, Any], cut: _Cut) -> bool:
    if not cut.lean:
        return False
    if key == "source_type":
        return True
    return key == "source_invocation_ids" and value in ([obj.get("source_invocation_id")], [])


def _pick(obj: Any, kind: str, cut: _Cut) -> Any:
    """A copy of ``obj`` keeping only contract keys, with long strings cut."""
    if not isinstance(obj, dict):
        return _cut(obj, cut.text_chars) if isinstance(obj, str) else obj
    out: dict[str, Any] = {}
    for key in _CONTRACT_KEYS[kind]:
        if key not in obj or _redundant(key, obj[key], obj, cut):
            continue
        value = obj[key]
        child = _CHILD_KIND.get(key)
        if child is not None and isinstance(value, list):
            out[key] = [_pick(item, child, cut) for item in value]
        elif isinstance(value, str):
            out[key] = _cut(value, cut.excerpt_chars if key == "evidence_excerpt" else cut.text_chars)
        elif isinstance(value, list):
            out[key] = [_cut(v, cut.text_chars) if isinstance(v, str) else v for v in value]
        else:
            out[key] = value
    return out


@dataclass(frozen=True)
class _Draft:
    answer: str
    structured: dict[str, Any] | None
    summary: list[TraceSummaryItem]
    gatekeeper: GatekeeperResult
    #: invocation ids cited by the Executor's bindings (from the uncompacted gatekeeper result)
    cited: frozenset[int]


def _answer_text(raw: str | None, limit: int) -> str:
    text = raw or ""
    if len(text) <= limit:
        return text
    marker = f"…[truncated, {len(text)} chars in total]"
    return text[: limit - len(marker)] + marker


def _shrink_summary(draft: _Draft, limit: int, *, drop_uncited: bool, drop_labels: bool = False) -> _Draft:
    """Cut summaries to ``limit``; optionally drop items neither cited by a binding nor an evidence gap."""
    items = []
    for item in draft.summary:
        if drop_uncited and item.success and not draft.cited.intersection(item.source_invocation_ids):
            continue
        update: dict[str, Any] = {
            "output_summary": _cut(item.output_summary, limit),
            "input_summary": _cut(item.input_summary, limit),
        }
        if drop_labels:
            update.update(query_samples=[], retrieval_layers=[], relevance_levels=[], source_documents=[])
        items.append(item.model_copy(update=update))
    return replace(draft, summary=items)


def _compact_gatekeeper(
    draft: _Draft, message_chars: int, *, max_issues: int | None = None, flagged_only: bool = False
) -> _Draft:
    """Cut issue messages; checked bindings reduced to ids and flags (only the flagged ones if asked)."""
    result = draft.gatekeeper

    def issues(values: list[GateIssue]) -> list[GateIssue]:
        kept = values if max_issues is None else values[:max_issues]
        return [i.model_copy(update={"message": _cut(i.message, message_chars)}) for i in kept]

    bindings = [
        CheckedBinding(
            claim_id=b.claim_id,
            binding_index=b.binding_index,
            tool_name=None,
            source_invocation_id=b.source_invocation_id,
            raw_path=None,
            verified=b.verified,
            deduped=b.deduped,
            backfilled=b.backfilled,
            failed_rules=b.failed_rules,
        )
        for b in result.checked_bindings
        if not flagged_only or not b.verified or b.deduped or b.backfilled
    ]
    update = {"checked_bindings": bindings, "errors": issues(result.errors), "warnings": issues(result.warnings)}
    return replace(draft, gatekeeper=result.model_copy(update=update))


def _shrinkers(parsed: ParsedExecutorOutput, *, valid: bool) -> list[Callable[[_Draft], _Draft]]:
    """Successive size reductions, least harmful first (each applies on top of the previous ones)."""
    data = parsed.data or {}

    def contract(cut: _Cut) -> Callable[[_Draft], _Draft]:
        return lambda d: replace(d, structured=_pick(data, "top", cut) if valid else None)

    return [
        lambda d: replace(d, answer=ANSWER_SAME_AS_STRUCTURED if valid else _answer_text(parsed.raw_text, 1_500)),
        lambda d: _compact_gatekeeper(d, 240),
        lambda d: _shrink_summary(d, 200, drop_uncited=False),
        contract(_Cut(300, 150, lean=True)),
        lambda d: _compact_gatekeeper(d, 120, max_issues=40, flagged_only=True),
        lambda d: _shrink_summary(d, 80, drop_uncited=False),
        contract(_Cut(160, 100, lean=True)),
        lambda d: _shrink_summary(d, 80, drop_uncited=True),
        lambda d: _compact_gatekeeper(d, 80, max_issues=10, flagged_only=True),
        contract(_Cut(100, 60, lean=True)),
        lambda d: _shrink_summary(d, 40, drop_uncited=True, drop_labels=True),
    ]


def _payload(
    draft: _Draft, *, original_query: str, parsed: ParsedExecutorOutput, retry: RetryContext | None
) -> VerifierPayload:
    return VerifierPayload(
        original_query=original_query,
        executor_final_answer=draft.answer,
        executor_structured_output=draft.structured,
        executor_output_parse_status=parsed.parse_status,
        tool_trace_summary=draft.summary,
        gatekeeper_result=draft.gatekeeper,
        retry_context=retry,
    )


def build_verifier_payload(
    *,
    original_query: str,
    parsed: ParsedExecutorOutput,
    tool_trace_summary: list[TraceSummaryItem],
    gatekeeper_result: GatekeeperResult,
    retry_context: RetryContext | None,
    max_bytes: int = MAX_PAYLOAD_BYTES,
) -> VerifierPayload:
    """The Verifier's explicit input, bounded to ``max_bytes`` of :func:`payload_json` when achievable."""
    valid = parsed.parse_status.status == "valid" and parsed.structured is not None and parsed.data is not None
    draft = _Draft(
        answer=_answer_text(parsed.raw_text, MAX_ANSWER_CHARS),
        structured=_pick(parsed.data, "top", _Cut(500, 300)) if valid else None,
        summary=list(tool_trace_summary),
        gatekeeper=gatekeeper_result,
        cited=frozenset(
            b.source_invocation_id for b in gatekeeper_result.checked_bindings if b.source_invocation_id is not None
        ),
    )
    sizes = {name: _part_bytes(draft, name) for name in _PARTS}
    payload = _payload(draft, original_query=original_query, parsed=parsed, retry=retry_context)
    overhead = len(payload_json(payload).encode("utf-8")) - sum(sizes.values())
    for shrink in _shrinkers(parsed, valid=valid):
        if overhead + sum(sizes.values()) <= max_bytes:
            break
        smaller = shrink(draft)
        for name in _PARTS:
            if getattr(smaller, name) is not getattr(draft, name):
                sizes[name] = _part_bytes(smaller, name)
        draft = smaller
    return _payload(draft, original_query=original_query, parsed=parsed, retry=retry_context)


# --------------------------------------------------------------------------- serialisation

#: Fields kept on nested items even when they hold their default value.
_ALWAYS = {"round", "success", "evidence_level", "verified", "severity"}


def _dump_item(model: TraceSummaryItem | CheckedBinding | GateIssue) -> dict[str, Any]:
    full = model.model_dump(mode="json")
    lean = model.model_dump(mode="json", exclude_defaults=True, exclude_none=True)
    return {k: v for k, v in full.items() if k in lean or k in _ALWAYS}


def _dump_gatekeeper(result: GatekeeperResult) -> dict[str, Any]:
    return {
        "status": result.status,
        "severity": result.severity,
        "checked_bindings": [_dump_item(b) for b in result.checked_bindings],
        "failed_rules": result.failed_rules,
        "warnings": [_dump_item(w) for w in result.warnings],
        "errors": [_dump_item(e) for e in result.errors],
    }


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


_PARTS = ("answer", "structured", "summary", "gatekeeper")


def _part_bytes(draft: _Draft, name: str) -> int:
    """UTF-8 size of one variable part of the payload, exactly as :func:`payload_json` writes it."""
    if name == "answer":
        value: Any = draft.answer
    elif name == "structured":
        value = draft.structured
    elif name == "summary":
        value = [_dump_item(item) for item in draft.summary]
    else:
        value = _dump_gatekeeper(draft.gatekeeper)
    return len(_json(value).encode("utf-8"))


def payload_json(payload: VerifierPayload) -> str:
    """Compact JSON of the payload (``ensure_ascii=False``); nested items omit empty/default fields."""
    return _json(
        {
            "original_query": payload.original_query,
            "executor_final_answer": payload.executor_final_answer,
            "executor_structured_output": payload.executor_structured_output,
            "executor_output_parse_status": payload.executor_output_parse_status.model_dump(mode="json"),
            "tool_trace_summary": [_dump_item(item) for item in payload.tool_trace_summary],
            "gatekeeper_result": _dump_gatekeeper(payload.gatekeeper_result),
            "retry_context": payload.retry_context.model_dump(mode="json") if payload.retry_context else None,
        }
    )
