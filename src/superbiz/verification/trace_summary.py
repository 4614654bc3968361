"""``tool_trace_summary``: a bounded, verifier-facing summary built from tool invocation facts.

Only evidence-bearing tools are summarised (the caller's ``ToolCatalog`` says which, and which arguments name
a call's topic). Failed calls stay as gaps (``success=False``,
``evidence_level="none"``). Calls with the same tool, topic and round merge into one item that keeps the
first effective hit and counts repeats, failures, no-hits and deduped refs. Output summaries are built
from the invocations' evidence refs (concrete facts first) and never from a full scan of the raw output.
When the whole summary is too large, low-priority items are shrunk first and dropped last (spec file 001,
"截断优先级").
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from superbiz.contracts import (
    EvidenceLevel,
    EvidenceRef,
    ExecutorEvidenceV2,
    RetryContext,
    ToolCatalog,
    ToolInvocation,
    TraceSummaryItem,
)
from superbiz.lazy_re import regex
from superbiz.verification.text import normalize

__all__ = ["build_tool_trace_summary", "invocation_priorities", "topic_key", "trace_ref_for"]

INPUT_SUMMARY_CHARS = 160
OUTPUT_SUMMARY_CHARS = 400
_REF_TEXT_CHARS = 220
_REF_SCAN = 200  # refs looked at per invocation (classification, labels)
_REFS_SHOWN = 6
_LABEL_SCAN = 20  # refs per invocation looked at for retrieval layer / relevance / source labels
_OUTPUT_PREFIX = 300  # chars of raw output used when an invocation has no evidence refs
_LABELS_MAX = 5
_SAMPLE_CHARS = 80
_LOWEST_PRIORITY = 5
#: (output_summary limit, lowest priority rank shrunk to it): every item may be cut to 160 chars,
#: only unranked items (no citation, root cause, remediation or retry-gap relation) down to 60.
_SHRINK_STEPS: tuple[tuple[int, int], ...] = ((160, 1), (60, _LOWEST_PRIORITY))

_SAMPLE_ARGS = ("query", "keyword", "service")


def trace_ref_for(first_invocation_id: int) -> str:
    """The stable ``trace_ref`` of an item whose first invocation is ``first_invocation_id``."""
    return f"trace-{first_invocation_id}"


def _clip(text: str, limit: int) -> str:
    text = " ".join(text.split()) if len(text) <= limit * 4 else " ".join(text[: limit * 4].split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _arg_text(value: Any) -> str:
    if isinstance(value, str):
        return value
    try:
        return json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)
    except (TypeError, ValueError):  # pragma: no cover - default=str makes this unreachable in practice
        return repr(value)


def topic_key(invocation: ToolInvocation, topic_args: Sequence[str] = ()) -> str:
    """Normalised key of the tool's topic arguments, used to merge repeated calls (else all arguments)."""
    names = topic_args
    values = [normalize(_arg_text(invocation.arguments[n])) for n in names if invocation.arguments.get(n) is not None]
    if values:
        return "|".join(values)
    return _clip(_arg_text(invocation.arguments), 500)


# --------------------------------------------------------------------------- one invocation


_CallKind = Literal["hit", "legacy", "deduped", "no_hit", "failed"]


@dataclass(frozen=True)
class _Call:
    """What one invocation contributed: its kind and its summary sentence(s)."""

    invocation: ToolInvocation
    kind: _CallKind
    summary: str
    deduped_refs: int


def _ref_label(ref: EvidenceRef) -> str:
    doc = f" [{ref.source_document}]" if ref.source_document else ""
    return f"{ref.raw_path}{doc}: {_clip(ref.text, _REF_TEXT_CHARS)}"


def _join_bounded(pieces: Iterable[str], limit: int) -> tuple[str, int]:
    """Join pieces with ``; `` while within ``limit`` (the first piece is clipped if alone too long)."""
    out, count = "", 0
    for piece in pieces:
        candidate = f"{out}; {piece}" if out else piece
        if len(candidate) > limit:
            return (out, count) if out else (_clip(piece, limit), 1)
        out, count = candidate, count + 1
    return out, count


def _hit_summary(fresh: list[EvidenceRef], total_fresh: int, summary_ref: EvidenceRef | None, deduped: int) -> str:
    text, shown = _join_bounded((_ref_label(r) for r in fresh[:_REFS_SHOWN]), OUTPUT_SUMMARY_CHARS - 60)
    tail = []
    if total_fresh > shown:
        tail.append(f"(+{total_fresh - shown} more refs)")
    if deduped:
        tail.append(f"({deduped} deduped refs: no new evidence)")
    if summary_ref is not None:
        tail.append(f"summary: {summary_ref.text}")
    return _clip(" ".join([text + ".", *tail]), OUTPUT_SUMMARY_CHARS)


def _summarise_call(invocation: ToolInvocation) -> _Call:
    if not invocation.success:
        reason = invocation.error or (invocation.output or "")[:_OUTPUT_PREFIX] or "no error message"
        return _Call(invocation, "failed", _clip(f"FAILED: {reason}", OUTPUT_SUMMARY_CHARS), 0)
    details = invocation.retrieval_details
    refs = details.evidence_refs if details is not None else None
    if refs is None:
        prefix = (invocation.output or "")[:_OUTPUT_PREFIX].strip()
        if not prefix or prefix in {"[]", "{}", "null", '""'}:
            return _Call(invocation, "no_hit", "no output returned", 0)
        return _Call(invocation, "legacy", _clip(f"output (no evidence refs): {prefix}", OUTPUT_SUMMARY_CHARS), 0)
    scanned = refs[:_REF_SCAN]
    summary_ref = next((r for r in scanned if r.raw_path == "summary"), None)
    units = [r for r in scanned if r.raw_path != "summary"]
    fresh = [r for r in units if not r.deduped]
    deduped = len(units) - len(fresh)
    total_fresh = len(fresh) + max(0, len(refs) - _REF_SCAN)
    if fresh:
        return _Call(invocation, "hit", _hit_summary(fresh, total_fresh, summary_ref, deduped), deduped)
    if deduped:
        paths = ", ".join(r.raw_path for r in units[:3])
        text = f"deduped: no new evidence ({deduped} refs already returned earlier in the session: {paths})"
        return _Call(invocation, "deduped", _clip(text, OUTPUT_SUMMARY_CHARS), deduped)
    text = "no hits" + (f"; summary: {summary_ref.text}" if summary_ref is not None else "")
    return _Call(invocation, "no_hit", _clip(text, OUTPUT_SUMMARY_CHARS), 0)


# --------------------------------------------------------------------------- one merged item

_KIND_RANK: Mapping[_CallKind, int] = {"hit": 0, "legacy": 1, "deduped": 2, "no_hit": 3, "failed": 4}
_LEVEL: Mapping[_CallKind, EvidenceLevel] = {
    "hit": "direct",
    "legacy": "indirect",
    "deduped": "none",
    "no_hit": "none",
    "failed": "none",
}


def _input_summary(invocation: ToolInvocation, others: int) -> str:
    text = ", ".join(f"{k}={_arg_text(v)}" for k, v in invocation.arguments.items()) or "(no arguments)"
    if others:
        text = f"{text} (+{others} similar calls)"
    return _clip(text, INPUT_SUMMARY_CHARS)


def _distinct(values: Iterable[str | None], limit: int = _LABELS_MAX) -> list[str]:
    out: list[str] = []
    for value in values:
        if value and value not in out:
            out.append(_clip(value, _SAMPLE_CHARS))
            if len(out) >= limit:
                break
    return out


def _labels(calls: Sequence[_Call]) -> tuple[list[str], list[str], list[str]]:
    """Distinct retrieval layers, relevance levels and source documents of the group's leading refs."""
    layers: list[str | None] = []
    levels: list[str | None] = []
    documents: list[str | None] = []
    for call in calls:
        details = call.invocation.retrieval_details
        for ref in (details.evidence_refs or [])[:_LABEL_SCAN] if details is not None else ():
            layers.append(ref.retrieval_layer)
            levels.append(ref.relevance_level)
            documents.append(ref.source_document)
    return _distinct(layers), _distinct(levels), _distinct(documents)


def _build_item(calls: Sequence[_Call]) -> TraceSummaryItem:
    best = min(calls, key=lambda c: (_KIND_RANK[c.kind], c.invocation.id))
    first = calls[0].invocation
    failed = sum(1 for c in calls if c.kind == "failed")
    no_hit = sum(1 for c in calls if c.kind == "no_hit")
    summary = best.summary
    if len(calls) > 1:
        note = f" [merged {len(calls)} calls: {failed} failed, {no_hit} no-hit]"
        summary = _clip(summary, OUTPUT_SUMMARY_CHARS - len(note)) + note
    layers, levels, documents = _labels(calls)
    samples = (
        _arg_text(c.invocation.arguments[a]) for c in calls for a in _SAMPLE_ARGS if c.invocation.arguments.get(a)
    )
    return TraceSummaryItem(
        trace_ref=trace_ref_for(first.id),
        tool_name=first.tool_name,
        success=any(c.kind != "failed" for c in calls),
        input_summary=_input_summary(first, len(calls) - 1),
        output_summary=summary,
        evidence_level=_LEVEL[best.kind],
        source_invocation_ids=[c.invocation.id for c in calls],
        round=first.round,
        query_samples=_distinct(samples),
        retrieval_layers=layers,
        relevance_levels=levels,
        source_documents=documents,
        call_count=len(calls),
        repeated_count=len(calls) - 1,
        failed_count=failed,
        no_hit_count=no_hit,
        deduped_count=sum(c.deduped_refs for c in calls),
        no_new_evidence=best.kind == "deduped",
    )


# --------------------------------------------------------------------------- bounding


def _item_chars(item: TraceSummaryItem) -> int:
    return len(item.model_dump_json()) + 1  # + the separating comma


def _priority(ids: Sequence[int], priorities: Mapping[int, int]) -> tuple[int, int]:
    """Sort key, most important first: best priority of the ids, then invocation order."""
    return (min(priorities.get(i, _LOWEST_PRIORITY) for i in ids), ids[0])


def _bound_chars(
    items: list[TraceSummaryItem], priorities: Mapping[int, int], *, max_chars: int
) -> list[TraceSummaryItem]:
    """Shrink low-priority output summaries first, then drop the lowest-priority items; keep first-id order."""
    items = list(items)
    least_first = sorted(
        range(len(items)), key=lambda i: _priority(items[i].source_invocation_ids, priorities), reverse=True
    )
    sizes = [_item_chars(item) for item in items]
    total = sum(sizes) + 1
    for limit, max_rank in _SHRINK_STEPS:
        for index in least_first:
            if total <= max_chars:
                break
            item = items[index]
            if len(item.output_summary) > limit and _priority(item.source_invocation_ids, priorities)[0] >= max_rank:
                items[index] = item.model_copy(update={"output_summary": _clip(item.output_summary, limit)})
                new_size = _item_chars(items[index])
                total += new_size - sizes[index]
                sizes[index] = new_size
    kept = set(range(len(items)))
    for index in least_first:
        if total <= max_chars or len(kept) <= 1:
            break
        kept.discard(index)
        total -= sizes[index]
    return [items[i] for i in sorted(kept)]


def build_tool_trace_summary(
    invocations: Sequence[ToolInvocation],
    *,
    tools: ToolCatalog,
    priorities: Mapping[int, int] | None = None,
    max_items: int = 40,
    max_chars: int = 12_000,
) -> list[TraceSummaryItem]:
    """Summarise the invocations of ``tools``' evidence-bearing tools into bounded ``tool_trace_summary`` items.

    At most ``max_items`` items (the most important groups by ``priorities``, lower = keep first) whose
    compact JSON stays within ``max_chars``; items are ordered by their first invocation id.
    """
    ranks = priorities or {}
    evidence_tools = tools.evidence_tools()
    groups: dict[tuple[str, str, int], list[ToolInvocation]] = {}
    for invocation in sorted(invocations, key=lambda inv: inv.id):
        if invocation.tool_name in evidence_tools:
            topic = topic_key(invocation, tools.topic_args(invocation.tool_name))
            key = (invocation.tool_name, topic, invocation.round)
            groups.setdefault(key, []).append(invocation)
    selected = sorted(groups.values(), key=lambda g: _priority([inv.id for inv in g], ranks))[: max(0, max_items)]
    selected.sort(key=lambda g: g[0].id)
    items = [_build_item([_summarise_call(inv) for inv in group]) for group in selected]
    return _bound_chars(items, ranks, max_chars=max_chars)


# --------------------------------------------------------------------------- priorities

_TOKEN = regex(r"[a-z0-9][a-z0-9_.:/-]{2,}|[\u4e00-\u9fff]{2,}")
_STOPWORDS = frozenset({"the", "and", "for", "with", "from", "not", "evidence", "service", "direct", "missing"})


def _terms(texts: Iterable[str | None]) -> set[str]:
    terms: set[str] = set()
    for text in texts:
        if text:
            terms.update(t for t in _TOKEN.findall(normalize(text)) if t not in _STOPWORDS)
    return terms


def _invocation_text(invocation: ToolInvocation) -> str:
    parts = [_arg_text(v) for v in invocation.arguments.values()]
    details = invocation.retrieval_details
    if details is not None and details.evidence_refs:
        parts.extend(r.text[:_REF_TEXT_CHARS] for r in details.evidence_refs[:_REFS_SHOWN])
    return normalize(" ".join(parts))


def _cited_ids(bindings: Iterable[Any]) -> set[int]:
    ids: set[int] = set()
    for binding in bindings:
        if binding.source_invocation_id is not None:
            ids.add(binding.source_invocation_id)
        ids.update(binding.source_invocation_ids or [])
    return ids


def invocation_priorities(
    structured: ExecutorEvidenceV2 | None,
    retry_context: RetryContext | None,
    invocations: Sequence[ToolInvocation],
) -> dict[int, int]:
    """Truncation priority per invocation id (1 = keep first); ids absent from the result rank last.

    1: cited by a claim of the executor's answer; 2: related to root-cause claims or hypotheses;
    3: cited by or related to remediation (recommended actions, ``remediation_result`` claims);
    4: related to the previous round's ``retry_context`` gaps. "Related" = an invocation's arguments or
    leading evidence texts mention a term (identifier or CJK run) of those texts.
    """
    tiers: list[tuple[int, set[int], set[str]]] = []
    if structured is not None:
        claims = structured.claims
        cited = _cited_ids(b for c in claims for b in c.evidence_bindings)
        root_texts: list[str | None] = [c.claim_text for c in claims if c.claim_type == "root_cause"]
        root_texts += [t for h in structured.hypotheses for t in (h.hypothesis_text, h.basis, *h.needed_evidence)]
        fix_texts: list[str | None] = [c.claim_text for c in claims if c.claim_type == "remediation_result"]
        fix_texts += [t for a in structured.recommended_actions for t in (a.action_text, a.reason)]
        fix_ids = _cited_ids(b for a in structured.recommended_actions for b in a.evidence_bindings)
        tiers += [(1, cited, set()), (2, set(), _terms(root_texts)), (3, fix_ids, _terms(fix_texts))]
    if retry_context is not None:
        tiers.append((4, set(), _terms(retry_context.missing_evidence_facts)))
    result: dict[int, int] = {}
    for invocation in invocations:
        text: str | None = None
        for priority, ids, terms in tiers:
            if invocation.id in ids:
                result[invocation.id] = priority
                break
            if terms:
                text = text if text is not None else _invocation_text(invocation)
                if any(term in text for term in terms):
                    result[invocation.id] = priority
                    break
    return result
