"""The deterministic grounding checker (DESIGN §2, §9): one ``ClaimCheck`` per structured claim.

It is the offline Verifier and, when a model verifies, the hard guard on the model's claim checks
(:func:`guard_claim_checks`: a model may be stricter, never looser).

Per claim, in order: fabricated key entity, a number that same-subject session evidence states differently,
or a denial of what the evidence shows present (firing alert, N > 0 records) → ``contradicted``; no verified
binding or any failed binding → ``unsupported``; only knowledge-base evidence for an incident claim →
``external_unknown``; anchors missing from claim-local evidence → ``unsupported``; otherwise
``direct_observation``, capped at ``reasonable_inference`` by an honest ``indirect`` label, deduped-only
evidence or a causal link the Executor itself marks as inferred, and raised to ``overstated`` by a causal link
asserted as direct that the evidence does not state, or by absolute wording (唯一, 所有, always …) the evidence
does not carry.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from superbiz.contracts import (
    CheckedBinding,
    Claim,
    ClaimCheck,
    ClaimEvidenceRef,
    ExecutorEvidenceV2,
    GatekeeperResult,
    ToolCatalog,
    ToolInvocation,
    Verification,
)
from superbiz.lazy_re import regex
from superbiz.verification._negation import find_denials, observed_absence, presence
from superbiz.verification._numbers import canonical_value, claims_extreme, numbers_equal
from superbiz.verification.anchors import (
    KEY_ENTITY_KINDS,
    Anchor,
    anchor_found,
    compact,
    extract_anchors,
    norm,
)
from superbiz.verification.assertions import read_claim
from superbiz.verification.identifiers import clean, hidden_in
from superbiz.verification.lexicon import CAUSAL_MARKERS
from superbiz.verification.meaning import check_meaning, knowledge_as_fact
from superbiz.verification.session import EvidenceSession, SessionRef

__all__ = [
    "CAUSAL_MARKERS",
    "STRICTNESS",
    "ground_claims",
    "guard_claim_checks",
    "stricter",
]

#: Higher is stricter. A model may move a claim up this scale, never down.
STRICTNESS: dict[str, int] = {
    "direct_observation": 0,
    "reasonable_inference": 1,
    "overstated": 2,
    "external_unknown": 3,
    "unsupported": 4,
    "contradicted": 5,
}
_CAUSAL_TYPES = frozenset({"root_cause", "attribution"})
#: Absolute quantifiers and certainty: a claim may carry them only when its own evidence does.
_ABSOLUTE = regex(
    r"唯一|所有|全部|全都|一定|必然|肯定|始终|总是|完全|彻底|毫无疑问"
    r"|(?<![a-z])(?:only|sole|solely|all|every|always|definitely|certainly|entirely|undoubtedly)(?![a-z])"
)
_BOUND_BEFORE = regex(r"(?:至少|不少于|超过|多于|至多|最多|不超过|不到|少于)\s?$")
_STOP_CJK = set("的了是在和与及或也都有被把对从为其这那个中上下")


def stricter(a: Verification, b: Verification) -> Verification:
    """The stricter of two classes (ties keep ``a``)."""
    return b if STRICTNESS[b] > STRICTNESS[a] else a


def _names(anchors: Sequence[Anchor]) -> str:
    return "、".join(dict.fromkeys(a.text for a in anchors))


def _number_conflict(anchor: Anchor, claim_text: str, local: str, session: EvidenceSession) -> str | None:
    """A description of the conflict when session evidence about the same subject states a different number.

    No conflict when the claimed value is in the claim's own evidence, when it appears for the same subject
    anywhere ("从 0 增加到 3" vs "first=0 last=3"), or when it lies inside a stated min–max range and the
    claim does not assert an extreme ("最高 45" vs "max=50" still conflicts).
    """
    assert anchor.number is not None
    subject = anchor.subject.split()
    if not subject or anchor_found(anchor, local) or _BOUND_BEFORE.search(claim_text[: anchor.start]):
        return None  # "至少 2000 条" is a bound, not a value (the meaning check holds the count to it)
    same_subject = session.numbers.same_subject(subject, anchor.unit)
    if not same_subject or any(numbers_equal(anchor.number, anchor.unit, m.value, m.unit) for m in same_subject):
        return None
    bounds = session.numbers.range_of(subject, anchor.unit)
    inside = bounds is not None and bounds[0] <= canonical_value(anchor.number, anchor.unit) <= bounds[1]
    if inside and not claims_extreme(claim_text, anchor.start, subject):
        return None
    stated = "、".join(dict.fromkeys(m.raw for m in same_subject[:4]))
    return f"断言中的数值 {anchor.text}（{anchor.subject}）与证据中同一指标的 {stated} 冲突"


def _denied_presence(claim_text: str, local_refs: Sequence[SessionRef], session: EvidenceSession) -> str | None:
    """A negative claim whose evidence shows the denied thing present (a firing alert, N > 0 records).

    The claim's own verified evidence decides first; when it states nothing about the subject, a firing alert
    or records of the named level for a named service anywhere in the session contradict the denial too.
    """
    for denial in find_denials(claim_text):
        states = [(ref.raw_path, presence(denial, ref.text)) for ref in local_refs]
        shown = next((path for path, state in states if state), None)
        if shown is not None:
            return f"否定断言与其证据冲突：{shown} 显示存在 {denial.describe()}。"
        if any(state is False for _, state in states) or not denial.has_subject:
            continue
        if denial.kind == "log" and denial.level is None:
            continue  # "没有匹配的日志" is relative to its own query: other queries do not contradict it
        line = next((line for line in session.lines if presence(denial, line)), None)
        if line is not None:
            return f"否定断言与会话证据冲突：证据显示存在 {denial.describe()}（{line[:120]}）。"
    return None


def _services_named(claim: Claim, session: EvidenceSession) -> set[str]:
    """The services a claim names: its service anchors and its words that are ``service=`` values in the session."""
    text = norm(claim.claim_text)
    named = {a.text.lower() for a in extract_anchors(claim.claim_text) if a.kind == "service"}
    words = re.findall(r"(?<![\w.-])[a-z][a-z0-9_-]*[a-z0-9](?![\w.-])", text)
    return named | {w for w in words if "service" in session.view.vocabulary.get(w, set())}


def _misnamed_services(anchors: Sequence[Anchor], session: EvidenceSession) -> list[Anchor]:
    """Words written as a queried service with its dashes turned underscores ("fx_rates" of ``service=fx-rates``):
    no name any tool recorded (a command with it finds nothing), never the service."""
    return [a for a in anchors if a.kind == "term" and "_" in a.value and a.value.lower() not in session.services
            and a.value.lower().replace("_", "-") in session.services]


def _content_covered(claim_text: str, evidence: str) -> bool:
    """Whether evidence covers the claim's content words (CJK bigrams and ASCII words), at least 80 %."""
    text = norm(claim_text)
    words = [w for w in re.findall(r"[a-z0-9][a-z0-9._-]+", text)]
    cjk_runs = ["".join(c for c in run if c not in _STOP_CJK) for run in re.findall(r"[\u4e00-\u9fff]+", text)]
    units = words + [run[i : i + 2] for run in cjk_runs for i in range(max(len(run) - 1, 0))]
    units += [run for run in cjk_runs if len(run) == 1]
    if not units:
        return False
    hay = compact(evidence)
    found = sum(1 for u in units if compact(u) in hay)
    return found / len(units) >= 0.8


def _honest_inference(claim: Claim) -> bool:
    """The Executor itself labelled the claim as not directly supported (anything but ``direct``)."""
    return claim.support_level.strip().lower() not in {"direct", ""}


def _unsupported_absolutes(claim_text: str, evidence: str) -> str:
    """Quantifiers / certainty words of the claim (唯一, 所有, always, only …) that its evidence does not carry."""
    text = norm(claim_text)
    found = [m.group() for m in _ABSOLUTE.finditer(text)]
    return "、".join(dict.fromkeys(w for w in found if not re.search(_word(w), evidence)))


def _word(w: str) -> str:
    return rf"(?<![a-z]){re.escape(w)}(?![a-z])" if w.isascii() else re.escape(w)


def _causal(claim: Claim) -> bool:
    text = norm(claim.claim_text)
    return claim.claim_type in _CAUSAL_TYPES or any(marker in text for marker in CAUSAL_MARKERS)


def _link_in_evidence(claim: Claim, keys: Sequence[Anchor], refs: Sequence[SessionRef]) -> bool:
    """One evidence ref itself states the link: all key entities together (plus a causal marker when causal)."""
    needs_marker = claim.claim_type == "root_cause" or any(m in norm(claim.claim_text) for m in CAUSAL_MARKERS)
    if not needs_marker and len(keys) < 2:
        return False
    for ref in refs:
        if all(anchor_found(k, ref.text) for k in keys) and (
            not needs_marker or any(marker in ref.text for marker in CAUSAL_MARKERS)
        ):
            return True
    return False


def _evidence_refs(bindings: Sequence[CheckedBinding]) -> list[ClaimEvidenceRef]:
    return [
        ClaimEvidenceRef(
            trace_ref=b.trace_ref,
            tool_name=b.tool_name,
            source_invocation_ids=[] if b.source_invocation_id is None else [b.source_invocation_id],
            raw_path=b.raw_path,
        )
        for b in bindings
    ]


def _classify(claim: Claim, bindings: Sequence[CheckedBinding], session: EvidenceSession) -> tuple[Verification, str]:
    hidden = hidden_in(claim.claim_text)  # cleaning drops invisible characters: the names they disguised, first
    claim = claim.model_copy(update={"claim_text": clean(claim.claim_text)})
    anchors = extract_anchors(claim.claim_text)
    keys = [a for a in anchors if a.kind in KEY_ENTITY_KINDS]
    fabricated = [k for k in keys if not session.found(k)] + _misnamed_services(anchors, session)
    if fabricated:
        return "contradicted", f"关键实体 {_names(fabricated)} 在本会话任何工具证据中都不存在（疑似编造）。"
    verified = [
        b for b in bindings if b.verified and b.source_invocation_id is not None and b.raw_path is not None
    ]
    keys_of = [(b.source_invocation_id or 0, b.raw_path or "", b.tool_name) for b in verified]
    local_refs = [ref for inv_id, path, _ in keys_of if (ref := session.ref(inv_id, path))]
    evidence_keys = [(inv_id, path) for inv_id, path, tool in keys_of if tool not in session.non_evidence]
    records = [rec for inv_id, path in evidence_keys if (rec := session.record(inv_id, path))]
    local_all = "\n".join(r.text for r in local_refs)
    for anchor in anchors:
        if anchor.kind == "number" and (conflict := _number_conflict(anchor, claim.claim_text, local_all, session)):
            return "contradicted", conflict + "。"
    if denied := _denied_presence(claim.claim_text, local_refs, session):
        return "contradicted", denied
    reading = read_claim(claim.claim_text, hidden=hidden)
    finding = check_meaning(reading, records, session.view) if records else None
    if finding is not None and finding[0] == "contradicted":
        return "contradicted", finding[1] + "。"
    if not bindings:
        return "unsupported", "该断言没有任何证据绑定。"
    failed = [b for b in bindings if not b.verified]
    if failed:
        rules = "、".join(dict.fromkeys(r for b in failed for r in b.failed_rules)) or "未通过核验"
        scope = "全部" if len(failed) == len(bindings) else f"{len(failed)}/{len(bindings)} 条"
        return "unsupported", f"{scope}证据绑定未通过 Gatekeeper 核验（{rules}），不能作为直接证据。"
    helpers = sorted({r.tool_name for r in local_refs if r.tool_name in session.non_evidence})
    if helpers:
        return "unsupported", f"绑定了非证据工具 {'、'.join(helpers)} 的输出，它不能支持事件事实。"
    incident_refs = [r for r in local_refs if r.tool_name not in session.knowledge]
    if local_refs and not incident_refs:
        if claim.claim_type != "knowledge":
            return "external_unknown", "该断言只绑定了知识库/运行手册证据，不能证明当前事件事实。"
        if knowledge_as_fact(claim.claim_text, records):
            return "external_unknown", "该断言标为 knowledge，但陈述的是当前事件的状态，只有运行手册证据，不能证明。"
        incident_refs = local_refs
    if not incident_refs:
        return "unsupported", "未找到该断言已核验证据的原文。"
    if finding is not None:
        return "unsupported", finding[1] + "。"
    asserted = bool(reading.identifiers or reading.quantities or reading.times or reading.pairs or reading.state)
    return _classify_supported(claim, anchors, keys, incident_refs, session, asserted=asserted)


def _classify_supported(
    claim: Claim,
    all_anchors: Sequence[Anchor],
    keys: Sequence[Anchor],
    refs: Sequence[SessionRef],
    session: EvidenceSession,
    *,
    asserted: bool = False,
) -> tuple[Verification, str]:
    """``asserted``: the meaning check verified the claim's assertions against its records."""
    local = "\n".join(r.text for r in refs)
    # Clock times were checked against the records' timestamps by the meaning check (zone-aware).
    anchors = [a for a in all_anchors if a.kind != "timestamp"]
    missing = [a for a in anchors if not anchor_found(a, local)]
    if missing:
        elsewhere = "（仅见于会话中的其他证据）" if all(session.found(a) for a in missing) else ""
        return "unsupported", f"锚点 {_names(missing)} 未出现在该断言已核验的证据中{elsewhere}。"
    fresh = "\n".join(r.text for r in refs if not r.deduped)
    paths = "、".join(dict.fromkeys(r.raw_path for r in refs))
    if anchors or asserted or all_anchors:
        result: Verification = "direct_observation"
        named = _names(all_anchors) if all_anchors else "（断言的名称、数值与字段）"
        detail = f"锚点 {named} 均见于已核验的断言证据（{paths}）"
        fresh_ok = bool(fresh) and all(anchor_found(a, fresh) for a in anchors)
    elif _content_covered(claim.claim_text, local):
        result, detail = "direct_observation", f"断言没有可核对的锚点，但已核验证据（{paths}）覆盖了其内容"
        fresh_ok = bool(fresh) and _content_covered(claim.claim_text, fresh)
    elif observed_absence(claim.claim_text, [r.text for r in refs], services := _services_named(claim, session)):
        result, detail = "direct_observation", f"否定断言：已核验证据（{paths}）对同一服务、同一级别的查询返回 0 条"
        fresh_ok = observed_absence(claim.claim_text, [r.text for r in refs if not r.deduped], services)
    else:
        result, detail = "reasonable_inference", f"断言没有可核对的锚点，已核验证据（{paths}）只能间接支持"
        fresh_ok = True
    notes: list[str] = []
    if claim.support_level == "indirect":
        result = stricter(result, "reasonable_inference")
        notes.append("Executor 自报为间接支持")
    if not fresh_ok:
        result = stricter(result, "reasonable_inference")
        notes.append("支撑证据是重复检索（deduped），不算新的直接证据")
    if _causal(claim) and not _link_in_evidence(claim, keys, refs):
        if _honest_inference(claim):
            result = stricter(result, "reasonable_inference")
            notes.append("证据本身没有陈述断言中的因果/归属关系，Executor 已如实标为推断")
        else:
            result = stricter(result, "overstated")
            notes.append("断言以直接事实陈述因果/归属关系，但证据本身没有陈述该关系")
    if absolute := _unsupported_absolutes(claim.claim_text, local):
        result = stricter(result, "overstated")
        notes.append(f"断言使用了证据没有的绝对化表述（{absolute}）")
    return result, detail + ("；" + "；".join(notes) if notes else "") + "。"


def ground_claims(
    structured: ExecutorEvidenceV2 | None,
    gatekeeper_result: GatekeeperResult,
    invocations: Sequence[ToolInvocation],
    *,
    tools: ToolCatalog,
) -> list[ClaimCheck]:
    """One deterministic ``ClaimCheck`` per structured claim (none when the output did not parse).

    ``tools``: the traits of the session's tools (which are helpers, which give runbook guidance)."""
    if structured is None or not structured.claims:
        return []
    session = EvidenceSession(invocations, tools)
    checks: list[ClaimCheck] = []
    for claim in structured.claims:
        bindings = sorted(
            (b for b in gatekeeper_result.checked_bindings if b.claim_id == claim.claim_id),
            key=lambda b: b.binding_index,
        )
        if not bindings and claim.evidence_bindings:
            verification: Verification = "unsupported"
            detail = "该断言的证据绑定没有经过 Gatekeeper 核验，不能作为直接证据。"
        else:
            verification, detail = _classify(claim, bindings, session)
        checks.append(
            ClaimCheck(
                claim_id=claim.claim_id,
                verification=verification,
                detail=detail,
                evidence_refs=_evidence_refs(bindings),
            )
        )
    return checks


def guard_claim_checks(model_checks: Sequence[ClaimCheck], deterministic: Sequence[ClaimCheck]) -> list[ClaimCheck]:
    """Per claim, the stricter of the model's and the deterministic check.

    Model checks for unknown claims are dropped; skipped claims get the deterministic check; several model
    checks for one claim → the strictest counts. Evidence refs always come from the deterministic check
    (system-computed, auditable). Deterministic checks are taken by position (one per claim, in order).
    """
    by_id: dict[str, ClaimCheck] = {}
    for check in model_checks:
        seen = by_id.get(check.claim_id)
        if seen is None or STRICTNESS[check.verification] > STRICTNESS[seen.verification]:
            by_id[check.claim_id] = check
    guarded: list[ClaimCheck] = []
    for det in deterministic:
        model = by_id.get(det.claim_id)
        if model is not None and STRICTNESS[model.verification] > STRICTNESS[det.verification]:
            guarded.append(det.model_copy(update={"verification": model.verification, "detail": model.detail}))
        else:
            guarded.append(det)
    return guarded
