"""Guard for model-composed answers: the chat layer falls back to the templates when this rejects.

A composed text may only restate verifier-allowed material (issue 9: meaning, not only names):

* no raw JSON, no contradicted claim text, no anchor (id, number, error code, service, alert, timestamp) that the
  allowed material does not contain;
* every sentence (clause) is covered by one allowed material item: at least half of its content words (CJK
  bigrams, ASCII words) occur in that one item — framing phrases, connectives and reporting verbs carry no claim;
* verdict wording (PASS/REJECT, 判定为 …) must name the verdict actually reached, and root-cause wording needs a
  cause in the material (a *confirmed* one when the text says the cause is confirmed); DEGRADED output never
  states a cause.

It runs for every output type; the reason it returns becomes ``composer_output.fallback_reason``.
"""

from __future__ import annotations

import re

from superbiz.lazy_re import regex
from superbiz.render.material import AllowedMaterial, MaterialItem, has_root_cause_wording, looks_like_json
from superbiz.verification.anchors import Anchor, anchor_found, compact, extract_anchors, norm
from superbiz.verification.lexicon import NO_CLAIM_WORDS

__all__ = ["SENTENCE_COVERAGE", "composer_guard"]

_KEY_KINDS = frozenset({"error_code", "service", "alert", "identifier"})
_CHECKED = frozenset({"error_code", "service", "alert", "identifier", "timestamp", "number"})
#: Share of a sentence's content units that one material item must contain.
SENTENCE_COVERAGE = 0.5
_SENTENCE = regex(r"[。！？!?；;，,：:\n]+")
#: Framing of an answer (the templates' own headings and fixed phrases): no claim.
_FRAMES: tuple[str, ...] = (
    "以下结论基于当前已获取证据", "仍存在部分证据缺口", "请谨慎参考", "当前无法基于已获取证据生成可靠结论",
    "建议人工介入", "已确认信息", "已确认的信息", "已确认", "已核实", "经核实", "证据缺口", "建议下一步",
    "下一步建议", "可能方向", "待确认",
    "推断", "结论", "总结", "综上所述", "综上", "根据已获取的证据", "根据现有证据", "根据证据", "从证据看",
    "关于您的问题", "您的问题", "针对", "情况如下", "如下", "以下", "可以", "需要", "建议", "目前", "当前",
)  # fmt: skip
_NOISE_WORDS = sorted({*_FRAMES, *(w for w in NO_CLAIM_WORDS if len(w) > 1)}, key=len, reverse=True)
_NOISE = regex(
    "|".join([r"[共有另]\s?\d+\s?[条项个]", r"(?<![a-z_])(?:pass|reject|low_confid)(?![a-z_])",
              *(re.escape(w) for w in _NOISE_WORDS)])
)
_STOP_CHARS = set("的了是在和与及或也都有被把对从为其这那个中上下着过就还而并且之所以如果因此已经后前时")
_VERDICT = regex(r"(?<![a-z_])(pass|reject|low_confid)(?![a-z_])|判定为|判定结果|裁定|验证通过|核验通过|审核通过")
_CONFIRMED_CAUSE = regex(r"根因已确认|已确认.{0,6}(?:根因|原因)|确认(?:的)?根因|根本原因(?:是|为)|根因(?:是|为)")


def _checked(anchor: Anchor) -> bool:
    if anchor.kind not in _CHECKED:
        return False
    if anchor.kind == "number":
        # Small counts ("2 条结论", list numbering) are prose, not evidence.
        assert anchor.number is not None
        return anchor.unit not in (None, "条", "个", "项") or anchor.number >= 10 or not anchor.number.is_integer()
    return True


def _units(sentence: str) -> list[str]:
    """Content units of one sentence: ASCII words and CJK bigrams, framing and function words removed."""
    text = _NOISE.sub(" ", norm(sentence))
    words = re.findall(r"[a-z0-9][a-z0-9._-]+", text)
    units = list(words)
    for run in re.findall(r"[\u4e00-\u9fff]+", text):
        chars = [c for c in run if c not in _STOP_CHARS]
        units += ["".join(chars[i : i + 2]) for i in range(len(chars) - 1)]
        if len(chars) == 1:
            units.append(chars[0])
    return units


def _items(material: AllowedMaterial) -> list[str]:
    items: list[MaterialItem] = [*material.confirmed, *material.inferences, *material.to_confirm]
    texts = [i.text for i in items] + [*material.hypotheses, *material.gaps, *material.next_steps]
    if material.confirmed_omitted:
        texts.append(f"另有 {material.confirmed_omitted} 条已确认信息未列出")
    if material.dropped_contradicted:
        texts.append(f"另有 {material.dropped_contradicted} 条结论因与证据冲突已被剔除")
    return [compact(t) for t in texts]


def _uncovered(text: str, material: AllowedMaterial) -> str | None:
    """The first clause that no single item covers: its names all in that item, half its content words too."""
    items = _items(material)
    for sentence in _SENTENCE.split(text):
        units = _units(sentence)
        if not units:
            continue
        keys = [compact(a.text) for a in extract_anchors(sentence) if a.kind in _KEY_KINDS]
        shares = [
            sum(1 for u in units if compact(u) in item) / len(units)
            for item in items
            if all(k in item for k in keys)
        ]
        if max(shares, default=0.0) < SENTENCE_COVERAGE:
            return sentence.strip()[:80]
    return None


def _cause_problem(text: str, material: AllowedMaterial) -> str | None:
    if not has_root_cause_wording(text) and _CONFIRMED_CAUSE.search(text) is None:
        return None
    if material.degraded:
        return "degraded output must not state a root-cause conclusion"
    causal = [i for i in (*material.confirmed, *material.inferences) if i.claim_type == "root_cause"
              or has_root_cause_wording(i.text)]
    confirmed = [i for i in material.confirmed if i in causal]
    if _CONFIRMED_CAUSE.search(text) and not confirmed:
        return "composed text says a root cause is confirmed, but no confirmed cause is in the material"
    if not causal:
        return "composed text states a cause, but the material has none"
    return None


def _verdict_problem(text: str, material: AllowedMaterial) -> str | None:
    for m in _VERDICT.finditer(norm(text)):
        named = m.group(1)
        if named is None or named.upper() != material.verdict:
            return f"composed text states a verdict ({m.group()}) the verification did not reach ({material.verdict})"
    return None


def composer_guard(text: str, material: AllowedMaterial) -> str | None:
    """A rejection reason when ``text`` goes beyond ``material``; None when it is safe to show."""
    if looks_like_json(text):
        return "composed text contains raw JSON / machine-contract fields"
    if reason := _verdict_problem(text, material) or _cause_problem(text, material):
        return reason
    flat = compact(text)
    for forbidden in material.forbidden:
        if compact(forbidden) and compact(forbidden) in flat:
            return f"composed text contains content dropped as contradicted ({len(forbidden)} chars)"
    allowed = norm(material.allowed_text() + f"\n{material.dropped_contradicted}\n{material.confirmed_omitted}")
    for anchor in extract_anchors(text):
        if _checked(anchor) and not anchor_found(anchor, allowed):
            return f"composed text introduces {anchor.kind} {anchor.text!r} absent from the allowed material"
    if sentence := _uncovered(text, material):
        return f"composed sentence not covered by any one allowed material item: {sentence!r}"
    return None
