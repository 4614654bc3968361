"""Answer coverage (DESIGN §11.4): per aspect the planner recorded, the verified claim that answers it, or a gap.

Pure: only ``direct_observation`` claims answer an aspect (``reasonable_inference`` ones answer it as an
inference); every other class is ignored. An aspect is answered by a claim whose text states what the aspect
asks (a start time, a count, a state…), recognised from the claim's own wording and type, so the same check
applies to the offline Executor and to a model.

Rule chosen for "an answer that covers nothing asked": the verdict is not changed (it measures groundedness),
but ``complete`` is false and the Composer must open the answer by naming every unanswered aspect as a gap.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from superbiz.contracts import AnswerCoverage, AspectCoverage, Claim, ClaimCheck, ExecutorEvidenceV2
from superbiz.lazy_re import regex

__all__ = ["ASPECT_LABELS", "COVERAGE_RULE", "answer_coverage", "claim_answers"]

COVERAGE_RULE = (
    "only verified claims answer an aspect; an answer that covers none of the aspects asked keeps its verdict but "
    "is marked incomplete and opens by naming each unanswered aspect as a gap"
)
ASPECT_LABELS: dict[str, str] = {
    "cause": "原因",
    "yes_no": "是否由所怀疑的对象引起",
    "onset": "开始时间",
    "end": "结束/恢复时间",
    "duration": "持续时间",
    "count": "数量/范围",
    "comparison": "对比",
    "health": "健康状态",
    "how_to": "处理方法",
    "record": "相关记录",
    "overview": "当前问题概览",
}
_I = re.I
_PATTERNS: dict[str, re.Pattern[str]] = {
    "onset": regex(r"first_seen|\(since\)|开始于|首次达到|首次出现|最早异常|started at|since=", _I),
    "end": regex(r"\(until\)|last_seen|正在触发|firing|已恢复|resolved|结束于|最近一次", _I),
    "duration": regex(r"\(duration\)|active_for|\(span\)|持续", _I),
    "count": regex(
        r"共 ?\d+ ?(?:条|笔|次|个)|条数|increase|笔订单|按状态|按级别|按错误码|\d+ (?:lines|orders|times)", _I
    ),
    "comparison": regex(r"change|earlier_count|earlier_avg|前一窗口|各服务|变化", _I),
    "record": regex(r"订单|trace |\border\b(?!-)|\buser\b(?!-)|用户 ", _I),
    "overview": regex(r"告警|alert|各服务", _I),
    "cause": regex(r"错误码|error_code|告警|alert|ERROR|异常|峰值", _I),
}


#: an overview of a quiet window: no service logged errors, no alert fired (``agents.offline_executor``)
_QUIET = regex(r"^窗口内没有任何服务")
#: a claim about an operation's change events ("X 的操作记录（回滚）：…", ``agents.offline_executor``)
_ACTION = regex(r"^\S+ 的操作记录（[^）]{1,8}）：")


def _names(claim: Claim, names: Sequence[str]) -> bool:
    low = claim.claim_text.lower()
    return not names or any(n.lower() in low for n in names)


def claim_answers(aspect: str, claim: Claim, *, subjects: Sequence[str] = (), suspects: Sequence[str] = (),
                  levels: Sequence[str] = (), measured: Sequence[str] = ()) -> bool:
    """Whether ``claim`` states what ``aspect`` asks (its text and type; not whether it is verified). ``levels``:
    metrics a yes/no compares with a level ("lag 超过一千了吗"): their series answer it; ``measured``: metrics whose
    value a count asks ("how many days left on the cert?"): their series answer it."""
    kind = claim.claim_type
    if aspect == "yes_no" and levels and kind == "observation" and any(
            claim.claim_text.startswith(f"指标 {m}（") for m in levels):
        return True
    if aspect == "count" and measured and kind == "observation" and any(
            claim.claim_text.startswith(f"指标 {m}（") for m in measured):
        return True  # "证书还剩几天？": the series of the measure asked states its value
    if aspect == "how_to":
        return kind == "knowledge"
    if kind == "knowledge":
        return False
    if aspect == "yes_no":
        if _ACTION.search(claim.claim_text) and kind in ("observation", "negative_observation"):
            return True  # "回滚了没有？": the operation's change events (or their absence) answer it
        if suspects:
            return _names(claim, suspects) and kind in ("root_cause", "negative_observation", "observation")
        return kind == "root_cause"
    if aspect == "health":
        return kind in ("observation", "negative_observation") and _names(claim, subjects)
    if aspect == "cause":
        return kind == "root_cause" or (kind == "observation" and _PATTERNS["cause"].search(claim.claim_text)
                                        is not None and _names(claim, subjects))
    if aspect == "comparison":
        return _PATTERNS["comparison"].search(claim.claim_text) is not None
    if aspect in ("onset", "end") and kind == "observation" and _ACTION.search(claim.claim_text):
        return True  # "when did the rollback finish?": the operation's own change event states its time
    if aspect == "overview" and kind == "negative_observation":
        return _QUIET.search(claim.claim_text) is not None  # "窗口内没有任何服务触发告警"
    pattern = _PATTERNS.get(aspect)
    return pattern is not None and pattern.search(claim.claim_text) is not None and kind != "negative_observation"


def _comparison_by_counts(claims: Sequence[Claim], subjects: Sequence[str]) -> list[str]:
    """Two or more count claims about different subjects also answer a comparison."""
    per: dict[str, str] = {}
    for c in claims:
        for s in subjects:
            if s.lower() in c.claim_text.lower() and _PATTERNS["count"].search(c.claim_text):
                per.setdefault(s, c.claim_id)
    return list(per.values()) if len(per) >= 2 else []


def _gap_text(aspect: str) -> str:
    return f"无法确定{ASPECT_LABELS.get(aspect, aspect)}：没有已核验的证据直接回答这一点"


def answer_coverage(
    aspects: Sequence[str],
    structured: ExecutorEvidenceV2 | None,
    claim_checks: Sequence[ClaimCheck],
    *,
    subjects: Sequence[str] = (),
    suspects: Sequence[str] = (),
    levels: Sequence[str] = (),
    measured: Sequence[str] = (),
    codes: Sequence[str] = (),
) -> AnswerCoverage:
    """Per asked aspect, the verified claims that answer it (direct first) or the gap. ``codes``: error codes the
    question names ("A 跟 B 哪个报得多": count claims of two of them answer a comparison, as of two subjects)."""
    status = {c.claim_id: c.verification for c in claim_checks}
    verified = [c for c in (structured.claims if structured else [])
                if status.get(c.claim_id) in ("direct_observation", "reasonable_inference")]
    rows: list[AspectCoverage] = []
    for aspect in dict.fromkeys(aspects):
        hits = [c for c in verified if claim_answers(aspect, c, subjects=subjects, suspects=suspects, levels=levels,
                                                        measured=measured)]
        ids = [c.claim_id for c in hits]
        if aspect == "comparison" and not ids:
            ids = _comparison_by_counts(verified, subjects) or _comparison_by_counts(verified, codes)
        direct = [i for i in ids if status.get(i) == "direct_observation"]
        if not ids:
            rows.append(AspectCoverage(aspect=aspect, status="gap", gap=_gap_text(aspect)))
        else:
            rows.append(AspectCoverage(aspect=aspect, status="answered" if direct else "inferred",
                                       claim_ids=[*direct, *(i for i in ids if i not in direct)]))
    answered = sum(r.status != "gap" for r in rows)
    return AnswerCoverage(aspects=rows, asked=len(rows), answered=answered,
                          complete=bool(rows) and answered == len(rows), rule=COVERAGE_RULE)
