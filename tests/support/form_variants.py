"""The form-variant suite (issue 16): true bindings from real tool outputs, their harmless variants, controls.

A *true binding* cites one evidence ref of a real tool invocation over a real world (the demo world, or the
second world of ``form_worlds``) with its verbatim text, in a one-claim ``executor_evidence_v2`` contract
whose claim text is that ref's text. Its baseline verdict (deterministic core: parse → Gatekeeper → grounding
→ verdict) is measured; only bindings whose baseline is PASS are varied. A *harmless variant* writes the same
binding in a form real models use (a raw-path spelling, an id as ``"trace-11"``, a Chinese enum label, an
excerpt with a trailing ``。``...): it should still PASS. A *control* changes the meaning (excerpt from another
ref, a paraphrase, a changed number, an elided negation, the wrong invocation): it must never PASS.
Used by ``tests/test_form_variants.py`` and ``benchmarks/form_variants.py``.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Literal

from superbiz.contracts import EvidenceRef, RetrievalDetails, ToolInvocation, Verdict
from superbiz.pipeline import conclude_round, prepare_round
from superbiz.sources.world import World
from superbiz.tools.base import ToolContext
from superbiz.tools.registry import build_registry

try:
    from superbiz.verification.forms import model_ref_order
except ImportError:  # the code before issue 16 (benchmarks/form_variants.py --before): refs in persisted order

    def model_ref_order(paths: list[str]) -> list[int]:  # type: ignore[misc]
        return list(range(len(paths)))


__all__ = ["Case", "SuiteRow", "Tally", "collect_invocations", "run_suite", "tally", "true_cases"]

Kind = Literal["baseline", "harmless", "control"]
_NEGATION = re.compile(r"(?<![A-Za-z])(?:not|no|never|none|cannot|without)(?![A-Za-z])|n't|[不未没无非]", re.IGNORECASE)
_NUMBER = re.compile(r"\d+")
_CJK_ASCII = re.compile(r"([\u4e00-\u9fff])([A-Za-z0-9])|([A-Za-z0-9])([\u4e00-\u9fff])")
_MAX_EXCERPT = 240


@dataclass(frozen=True)
class Case:
    world: str
    kind: Kind
    variant: str
    binding_key: str
    output: str


@dataclass(frozen=True)
class SuiteRow:
    case: Case
    verdict: Verdict


def collect_invocations(world_url: str, now: datetime) -> list[ToolInvocation]:
    """Real tool calls over the world (logs, metrics, orders per service) as persisted invocations."""
    world = World.from_url(world_url)
    registry = build_registry(include_knowledge=False)
    ctx = ToolContext(sources={"world": world}, now=now.replace(tzinfo=UTC) if now.tzinfo is None else now)
    catalog = world.catalog()
    calls: list[tuple[str, dict[str, Any]]] = []
    for service in catalog.services:
        calls.append(("query_logs", {"service": service, "level": "ERROR", "start": "-60m", "limit": 6}))
        calls.append(("query_metrics", {"service": service, "start": "-60m"}))
    calls += [("query_order", {"status": status, "limit": 4}) for status in catalog.order_statuses[:3]]
    invocations: list[ToolInvocation] = []
    try:
        for index, (tool, arguments) in enumerate(calls, start=101):
            result = registry.invoke(tool, arguments, ctx)
            invocations.append(
                ToolInvocation(
                    id=index,
                    tool_name=tool,
                    success=result.success,
                    arguments=arguments,
                    output=result.output_text(),
                    error=result.error,
                    retrieval_details=RetrievalDetails(evidence_refs=list(result.evidence_refs)),
                )
            )
    finally:
        world.dispose()
    return invocations


def _refs(inv: ToolInvocation) -> list[EvidenceRef]:
    return list(inv.retrieval_details.evidence_refs or []) if inv.retrieval_details else []


def _binding(inv: ToolInvocation, ref: EvidenceRef, **over: Any) -> dict[str, Any]:
    b: dict[str, Any] = {
        "source_type": "tool_invocation",
        "tool_name": inv.tool_name,
        "source_invocation_id": inv.id,
        "raw_path": ref.raw_path,
        "evidence_excerpt": ref.text,
    }
    b.update(over)
    return b


def _contract(claim_text: str, binding: Any, *, claim_type: str, **claim_over: Any) -> dict[str, Any]:
    claim = {
        "claim_id": "c1",
        "claim_type": claim_type,
        "claim_text": claim_text,
        "support_level": "direct",
        "evidence_bindings": [binding],
    }
    claim.update(claim_over)
    return {
        "answer_version": "executor_evidence_v2",
        "claims": [claim],
        "hypotheses": [],
        "recommended_actions": [],
        "missing_info": [],
    }


def _dump(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False)


def _claim_type(ref: EvidenceRef) -> str:
    return "negative_observation" if ref.raw_path == "summary" and " 0 " in f" {ref.text} " else "observation"


def _path_variants(path: str, position: int) -> dict[str, str]:
    out = {
        "raw_path.json_path": f"$.{path}",
        "raw_path.upper_case": path.upper(),
        "raw_path.subfield_suffix": f"{path}.text",
        "raw_path.evidence_refs_index": f"evidence_refs[{position}]",
        "raw_path.evidence_refs_key": f'evidence_refs["{path}"]',
    }
    if match := re.fullmatch(r"(\w+)\[(\d+)\]", path):
        name, index = match.groups()
        out |= {
            "raw_path.pointer": f"/{name}/{index}",
            "raw_path.dot_index": f"{name}.{index}",
            "raw_path.padding": f"{name}[ {index} ]",
            "raw_path.message_suffix": f"{path}.message",
        }
    else:
        out["raw_path.pointer"] = f"/{path}"
    return out


def _elisions(text: str) -> dict[str, str]:
    words = text.split(" ")
    if len(words) < 6:
        return {}
    cut = len(words) // 3
    head, middle, tail = " ".join(words[:cut]), " ".join(words[cut:-cut]), " ".join(words[-cut:])
    if _NEGATION.search(middle) or not head or not tail:
        return {}
    return {
        f"excerpt.elision_{name}": f"{head} {mark} {tail}"
        for name, mark in (("brackets", "[...]"), ("parens", "(...)"), ("two_dots", ".."), ("ellipsis", "…"))
    }


def _excerpt_variants(text: str) -> dict[str, str]:
    first, _, rest = text.partition(" ")
    out = {
        "excerpt.trailing_period": text + ".",
        "excerpt.cjk_full_stop": text + "。",
        "excerpt.message_label": f"message: {text}",
        "excerpt.curly_quotes": f"“{text}”",
        "excerpt.inner_backticks": f"`{first}` {rest}" if rest else f"`{first}`",
    }
    if "-" in text:
        out["excerpt.unicode_dash"] = text.replace("-", "\u2010", 1)
    if _CJK_ASCII.search(text):
        out["excerpt.cjk_ascii_space"] = _CJK_ASCII.sub(lambda m: " ".join(g for g in m.groups() if g), text)
    elif re.search(r"[\u4e00-\u9fff] [A-Za-z0-9]|[A-Za-z0-9] [\u4e00-\u9fff]", text):
        out["excerpt.cjk_ascii_no_space"] = re.sub(
            r"(?<=[\u4e00-\u9fff]) (?=[A-Za-z0-9])|(?<=[A-Za-z0-9]) (?=[\u4e00-\u9fff])", "", text
        )
    return out | _elisions(text)


def _harmless(inv: ToolInvocation, ref: EvidenceRef, position: int) -> Iterator[tuple[str, str]]:
    kind = _claim_type(ref)
    claim = ref.text

    def with_binding(**over: Any) -> str:
        return _dump(_contract(claim, _binding(inv, ref, **over), claim_type=kind))

    for name, path in _path_variants(ref.raw_path, position).items():
        yield name, with_binding(raw_path=path)
    yield "tool_name.upper_case", with_binding(tool_name=inv.tool_name.upper())
    yield "tool_name.functions_prefix", with_binding(tool_name=f"functions.{inv.tool_name}")
    for name, spelling in (("trace", f"trace-{inv.id}"), ("hash", f"#{inv.id}"), ("string", str(inv.id))):
        yield f"invocation_id.{name}", with_binding(source_invocation_id=spelling)
    for name, excerpt in _excerpt_variants(ref.text).items():
        yield name, with_binding(evidence_excerpt=excerpt)
    base = _contract(claim, _binding(inv, ref), claim_type=kind)
    label = {"observation": "观察", "negative_observation": "否定观察"}[kind]
    for name, over in (
        ("claim_id.integer", {"claim_id": 1}),
        ("claim_type.capitalised", {"claim_type": kind.title()}),
        ("claim_type.chinese", {"claim_type": label}),
        ("support_level.chinese", {"support_level": "直接"}),
        ("evidence_bindings.scalar", {"evidence_bindings": _binding(inv, ref)}),
    ):
        yield name, _dump({**base, "claims": [{**base["claims"][0], **over}]})
    yield "missing_info.scalar", _dump({**base, "missing_info": "暂无"})
    draft = _dump(_contract("draft", _binding(inv, ref, raw_path="logs[999]"), claim_type=kind))
    yield "think_block", f"<think>first draft: {draft}</think>\n{_dump(base)}"
    yield "markdown_fence", f"```json\n{_dump(base)}\n```"


def _changed_number(text: str) -> str | None:
    match = _NUMBER.search(text)
    if match is None:
        return None
    bumped = str(int(match.group()) + 1)
    return text[: match.start()] + bumped + text[match.end() :]


def _controls(inv: ToolInvocation, ref: EvidenceRef, invocations: list[ToolInvocation]) -> Iterator[tuple[str, str]]:
    kind = _claim_type(ref)
    others = [r for r in _refs(inv) if r.raw_path != ref.raw_path and r.text not in ref.text]
    if others:
        other = others[0]
        yield (
            "control.excerpt_from_other_ref",
            _dump(_contract(other.text, _binding(inv, ref, evidence_excerpt=other.text), claim_type=kind)),
        )
    words = ref.text.split(" ")
    if len(words) >= 3:
        paraphrase = " ".join(reversed(words))
        yield (
            "control.paraphrase",
            _dump(_contract(ref.text, _binding(inv, ref, evidence_excerpt=paraphrase), claim_type=kind)),
        )
    if (changed := _changed_number(ref.text)) is not None:
        yield (
            "control.changed_number",
            _dump(_contract(changed, _binding(inv, ref, evidence_excerpt=changed), claim_type=kind)),
        )
    if (match := _NEGATION.search(ref.text)) and match.start() > 3 and match.end() < len(ref.text) - 3:
        head, tail = ref.text[: match.start()].strip(), ref.text[match.end() :].strip()
        elided = f"{head} … {tail}"
        yield (
            "control.negation_elided",
            _dump(_contract(f"{head} {tail}", _binding(inv, ref, evidence_excerpt=elided), claim_type=kind)),
        )
    wrong = next(
        (
            i
            for i in invocations
            if i.id != inv.id
            and i.tool_name == inv.tool_name
            and not any(r.raw_path == ref.raw_path and ref.text in r.text for r in _refs(i))
        ),
        None,
    )
    if wrong is not None:
        yield (
            "control.wrong_invocation",
            _dump(_contract(ref.text, _binding(inv, ref, source_invocation_id=wrong.id), claim_type=kind)),
        )


def _sampled(order: list[int], paths: list[str], per_invocation: int | None) -> list[tuple[int, int]]:
    """(position, index) pairs; with a bound, the first un-indexed ref and the first indexed ones."""
    pairs = list(enumerate(order))
    if per_invocation is None:
        return pairs
    plain = [p for p in pairs if "[" not in paths[p[1]]][:1]
    indexed = [p for p in pairs if "[" in paths[p[1]]][: max(per_invocation - len(plain), 0)]
    return plain + indexed


def true_cases(world: str, invocations: list[ToolInvocation], *, per_invocation: int | None = None) -> Iterator[Case]:
    """Every true binding of the session (baseline), its harmless variants and its controls."""
    for inv in invocations:
        refs = _refs(inv)
        paths = [r.raw_path for r in refs]
        order = model_ref_order(paths)
        for position, index in _sampled(order, paths, per_invocation):
            ref = refs[index]
            if not inv.success or len(ref.text) > _MAX_EXCERPT or ref.deduped:
                continue
            key = f"{world}:{inv.id}:{ref.raw_path}"
            yield Case(
                world,
                "baseline",
                "baseline",
                key,
                _dump(_contract(ref.text, _binding(inv, ref), claim_type=_claim_type(ref))),
            )
            for variant, output in _harmless(inv, ref, position):
                yield Case(world, "harmless", variant, key, output)
            for variant, output in _controls(inv, ref, invocations):
                yield Case(world, "control", variant, key, output)


def verdict_of(output: str, invocations: list[ToolInvocation]) -> Verdict:
    prepared = prepare_round(
        original_query="form variants", round=2, retry_context=None, invocations=invocations, executor_output=output
    )
    return conclude_round(prepared, verifier_output=None, threshold=0.5, max_rounds=2).outcome.verdict


def run_suite(worlds: dict[str, tuple[str, datetime]], *, per_invocation: int | None = None) -> list[SuiteRow]:
    """All cases of all worlds with their verdicts; harmless/control rows only for baseline-PASS bindings."""
    rows: list[SuiteRow] = []
    for name, (url, now) in worlds.items():
        invocations = collect_invocations(url, now)
        passing: set[str] = set()
        for case in true_cases(name, invocations, per_invocation=per_invocation):
            if case.kind != "baseline" and case.binding_key not in passing:
                continue
            verdict = verdict_of(case.output, invocations)
            if case.kind == "baseline" and verdict == "PASS":
                passing.add(case.binding_key)
            rows.append(SuiteRow(case, verdict))
    return rows


@dataclass(frozen=True)
class Tally:
    kind: Kind
    variant: str
    cases: int
    verdicts: Counter[str]


def tally(rows: list[SuiteRow], *, by: Callable[[Case], str] = lambda c: c.variant) -> list[Tally]:
    groups: dict[tuple[Kind, str], Counter[str]] = {}
    for row in rows:
        groups.setdefault((row.case.kind, by(row.case)), Counter())[row.verdict] += 1
    return [Tally(kind, variant, sum(c.values()), c) for (kind, variant), c in sorted(groups.items())]
