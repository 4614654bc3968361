"""What the user may read (DESIGN §9.8): the verifier-allowed material an answer is composed from.

Which claim appears as what is decided in one place, ``verification.claim_view``: confirmed facts are
``direct_observation`` claims; inferences (``reasonable_inference``) are labelled and absent from DEGRADED
material; unsupported / overstated / external_unknown claims are only items to confirm (never in DEGRADED). Gaps
come from the verifier. The text of a ``contradicted`` claim is never material: only how many were dropped.
"""

from __future__ import annotations

import re

from pydantic import BaseModel, ConfigDict, Field

from superbiz.contracts import ExecutorEvidenceV2, Verdict, Verification, VerificationOutcome
from superbiz.lazy_re import regex
from superbiz.verification.anchors import KEY_ENTITY_KINDS, Anchor, anchor_found, extract_anchors, norm
from superbiz.verification.claim_view import TO_CONFIRM, ClaimShown, claim_visibility, claims_with_checks
from superbiz.verification.grounding import CAUSAL_MARKERS

__all__ = [
    "MAX_CONFIRMED",
    "MAX_MATERIAL_CHARS",
    "AllowedMaterial",
    "MaterialItem",
    "allowed_material",
    "clean_text",
    "drop_covered_gaps",
    "has_root_cause_wording",
    "looks_like_json",
    "quoted_evidence",
]

_MAX_ITEM_CHARS = 300
#: Bounds of an answer (issue 9): at most this many confirmed items are listed ("另有 N 条" for the rest), and
#: the listed items of all sections together stay under the character budget.
MAX_CONFIRMED = 12
MAX_MATERIAL_CHARS = 6000
_QUOTABLE = regex(r"^(?P<head>[^：:]{0,40}?(?:日志|原文|记录|报错|消息)[^：:]{0,10})[：:]\s*(?P<tail>.+)$")
_JSON_MARKERS = regex(
    r"[{\[]\s*\"[^\"\n]{0,60}\"\s*:|\"claims\"|answer_version|executor_evidence_v2|evidence_bindings|claim_id",
    re.IGNORECASE,
)
_NO_EVIDENCE = frozenset({"unsupported", "external_unknown"})
_FORBIDDEN_KINDS = KEY_ENTITY_KINDS | {"number", "quoted", "timestamp"}


class MaterialItem(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    claim_id: str
    claim_type: str
    text: str


class AllowedMaterial(BaseModel):
    """Verifier-allowed material. ``forbidden`` (contradicted texts and their own anchors) is for the
    guards only: excluded from serialisation and repr, never rendered."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    verdict: Verdict
    degraded: bool
    confirmed: tuple[MaterialItem, ...] = ()
    inferences: tuple[MaterialItem, ...] = ()
    to_confirm: tuple[MaterialItem, ...] = ()
    hypotheses: tuple[str, ...] = ()
    gaps: tuple[str, ...] = ()
    next_steps: tuple[str, ...] = ()
    dropped_contradicted: int = 0
    #: Confirmed items not listed (the cap, or the size budget): rendered as "另有 N 条".
    confirmed_omitted: int = 0
    forbidden: tuple[str, ...] = Field(default=(), exclude=True, repr=False)

    def allowed_text(self) -> str:
        """Every readable piece of the material, joined (what a composed answer may draw anchors from)."""
        items = [i.text for i in (*self.confirmed, *self.inferences, *self.to_confirm)]
        return "\n".join([*items, *self.hypotheses, *self.gaps, *self.next_steps])


def looks_like_json(text: str) -> bool:
    """Whether ``text`` carries machine-contract JSON (keys in quotes, contract field names)."""
    return _JSON_MARKERS.search(text) is not None


def clean_text(text: str) -> str | None:
    """One line, bounded; None when it is empty or looks like raw JSON."""
    line = re.sub(r"\s+", " ", text).strip()
    if not line or looks_like_json(line):
        return None
    if len(line) <= _MAX_ITEM_CHARS:
        return line
    cut = line[: _MAX_ITEM_CHARS - 1]
    partial = _TOKEN_END.search(cut)
    if partial is not None and partial.start() > 0 and _TOKEN_END.match(line[len(cut)]):
        #: never half a token: "2026-11-19T02:53:1…" would read as a clock time without its zone
        cut = cut[: partial.start()].rstrip()
    return cut + "…"


#: the end of an id, number or timestamp (what a clip must not cut in two)
_TOKEN_END = regex(r"[0-9A-Za-z:.+_\-]+$")


def quoted_evidence(text: str) -> str:
    """A claim that reproduces evidence text ("日志显示：ERROR … No space left on device") shows that text as a
    quotation, so it never reads as our own assertion."""
    m = _QUOTABLE.match(text)
    if m is None:
        return text
    tail = m.group("tail").strip()
    ascii_share = sum(ch.isascii() for ch in tail) / max(len(tail), 1)
    if ascii_share < 0.6 or tail.startswith(("「", "“", '"', "`")):
        return text
    return f"{m.group('head')}：「{tail}」"


def _bounded(items: list[MaterialItem], seen: set[str]) -> list[MaterialItem]:
    """Identical claims (after normalisation) once, in order."""
    out: list[MaterialItem] = []
    for item in items:
        key = norm(item.text)
        if key not in seen:
            seen.add(key)
            out.append(item)
    return out


def _capped(confirmed: list[MaterialItem], others: int) -> tuple[list[MaterialItem], int]:
    """At most ``MAX_CONFIRMED`` confirmed items, and no more than the character budget left by the others."""
    kept: list[MaterialItem] = []
    budget = MAX_MATERIAL_CHARS - others
    for item in confirmed:
        if len(kept) >= MAX_CONFIRMED or budget - len(item.text) < 0:
            break
        kept.append(item)
        budget -= len(item.text)
    return kept, len(confirmed) - len(kept)


def _forbidden_anchors(contradicted: list[str], kept: list[str]) -> list[Anchor]:
    kept_norm = norm("\n".join(kept))
    out: list[Anchor] = []
    for text in contradicted:
        out.extend(a for a in extract_anchors(text) if a.kind in _FORBIDDEN_KINDS and not anchor_found(a, kept_norm))
    return out


def _gap_subject(text: str, claim_id: str, verification: str) -> str:
    keys = [a.text for a in extract_anchors(text) if a.kind in KEY_ENTITY_KINDS]
    subject = f"关于 {'、'.join(dict.fromkeys(keys))} 的断言" if keys else f"断言 {claim_id}"
    return subject + ("缺少直接证据" if verification in _NO_EVIDENCE else "只有间接支持，缺少直接证据")


def has_root_cause_wording(text: str) -> bool:
    """Whether ``text`` states a cause (``根因``, ``导致``, ``caused by``...): never shown in DEGRADED output."""
    n = norm(text)
    return any(marker in n for marker in CAUSAL_MARKERS)


class _Filter:
    def __init__(self, forbidden_texts: list[str], forbidden_anchors: list[Anchor], *, degraded: bool) -> None:
        self.texts = [norm(t) for t in forbidden_texts if t.strip()]
        self.anchors = forbidden_anchors
        self.degraded = degraded

    def ok(self, text: str) -> str | None:
        line = clean_text(text)
        if line is None:
            return None
        n = norm(line)
        if any(t in n for t in self.texts) or any(anchor_found(a, n) for a in self.anchors):
            return None
        if self.degraded and has_root_cause_wording(line):
            return None
        return line


def allowed_material(outcome: VerificationOutcome, structured: ExecutorEvidenceV2 | None) -> AllowedMaterial:
    """Sort the structured output by verifier class into what each output type may show."""
    degraded = outcome.verdict == "REJECT"
    by_class: dict[Verification, list[tuple[MaterialItem, ClaimShown]]] = {}
    contradicted: list[str] = []
    for claim, check in claims_with_checks(structured, outcome.claim_checks):  # by position, never by id
        shown = claim_visibility(check.verification, claim.claim_type, degraded=degraded)
        if shown == "dropped":
            contradicted.append(claim.claim_text)
            continue
        item = MaterialItem(claim_id=claim.claim_id, claim_type=claim.claim_type, text=claim.claim_text)
        by_class.setdefault(check.verification, []).append((item, shown))
    kept = [i.text for items in by_class.values() for i, _ in items]
    filt = _Filter(contradicted, _forbidden_anchors(contradicted, kept), degraded=degraded)

    def items(verification: Verification, shown: ClaimShown) -> tuple[MaterialItem, ...]:
        out: list[MaterialItem] = []
        for item, seen in by_class.get(verification, []):
            text = filt.ok(item.text)
            if text is not None and seen == shown:
                out.append(item.model_copy(update={"text": quoted_evidence(text)}))
        return tuple(out)

    def texts(raw: list[str]) -> tuple[str, ...]:
        return tuple(dict.fromkeys(t for t in (filt.ok(r) for r in raw) if t is not None))

    gap_raw = [
        _gap_subject(i.text, i.claim_id, v)
        for v in ("unsupported", "external_unknown", "overstated")
        for i, _ in by_class.get(v, [])
    ]
    hyps = structured.hypotheses if structured is not None else []
    if structured is not None:
        gap_raw += [*structured.missing_info, *(n for h in hyps for n in h.needed_evidence)]
    seen: set[str] = set()
    confirmed = _bounded(list(items("direct_observation", "confirmed")), seen)
    inferences = _bounded(list(items("reasonable_inference", "inference")), seen)
    to_confirm = _bounded([i for v in TO_CONFIRM for i in items(v, "to_confirm")], seen)
    confirmed, omitted = _capped(confirmed, sum(len(i.text) for i in (*inferences, *to_confirm)))
    return AllowedMaterial(
        verdict=outcome.verdict,
        degraded=degraded,
        confirmed=tuple(confirmed),
        confirmed_omitted=omitted,
        inferences=tuple(inferences),
        to_confirm=tuple(to_confirm),
        hypotheses=() if degraded else texts([h.hypothesis_text for h in hyps]),
        gaps=texts(gap_raw),
        next_steps=texts([a.action_text for a in structured.recommended_actions] if structured is not None else []),
        dropped_contradicted=len(contradicted),
        forbidden=tuple(contradicted) + tuple(a.text for a in filt.anchors),
    )


_BACKTICKED = regex(r"`([^`\n]{3,80})`")
_IDENTIFIER = regex(
    r"[A-Za-z][A-Za-z0-9]*(?:[_.:-][A-Za-z0-9]+)+|[a-z]+[A-Z][A-Za-z0-9]+|[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]+"
)


def _condition_tokens(hypothesis_text: str) -> set[str]:
    """What a runbook hypothesis names as its judgement condition: backticked names, else metric-/alert-like ids."""
    quoted = {t.strip().lower() for t in _BACKTICKED.findall(hypothesis_text)}
    return quoted or {t.lower() for t in _IDENTIFIER.findall(hypothesis_text)}


def drop_covered_gaps(material: AllowedMaterial, structured: ExecutorEvidenceV2 | None) -> AllowedMaterial:
    """``material`` without the gaps that only a hypothesis asked for and a confirmed claim already covers.

    A hypothesis's ``needed_evidence`` ("current logs or metrics for this runbook's condition") is covered when a
    confirmed (direct_observation) claim names one of the metrics, alerts or codes the hypothesis names. A gap
    that any uncovered hypothesis, ``missing_info`` or an unsupported claim also asks for stays.
    """
    if structured is None or not structured.hypotheses or not material.gaps:
        return material
    confirmed = "\n".join(item.text for item in material.confirmed).lower()
    needed_by_open: set[str] = set(structured.missing_info)
    covered: set[str] = set()
    for hypothesis in structured.hypotheses:
        tokens = _condition_tokens(hypothesis.hypothesis_text)
        target = covered if tokens and any(t in confirmed for t in tokens) else needed_by_open
        target.update(hypothesis.needed_evidence)
    drop = covered - needed_by_open
    gaps = tuple(g for g in material.gaps if g not in drop)
    return material if gaps == material.gaps else material.model_copy(update={"gaps": gaps})
