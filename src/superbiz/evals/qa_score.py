"""Score one composed answer against the answer keys of its case (pure; no I/O).

An aspect holds when every expected fact is stated (tolerant of format, strict about the zone); the case holds
when every aspect does **and** it states no false fact: no ``must_not_contain`` text, no time in the wrong
zone, every confirmed claim ``direct_observation``/``reasonable_inference``, and every number and clock time
in the answer's head present in the session's evidence (the claims' evidence excerpts and the tool arguments).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any
from zoneinfo import ZoneInfo

from superbiz.evals.qa_schema import QaCase, QaFact
from superbiz.evals.qa_text import (
    answer_head,
    first_sentence,
    local_minute,
    minute_distance,
    stated_durations,
    stated_numbers,
    stated_times,
    strip_questions,
)
from superbiz.lazy_re import regex

__all__ = ["AnswerView", "AspectScore", "CaseScore", "ExpectedFact", "score_case"]

_OK_CLASSES = frozenset({"direct_observation", "reasonable_inference"})
_NO_WORDS = ("不是", "并非", "不是由", "没有", "未发现", "无关", "不会", "否", "并未", "未见")
_NO_EN = regex(r"\b(no|not|isn't|wasn't|doesn't|didn't|unrelated|none)\b", re.IGNORECASE)
_YES_WORDS = ("是", "确实", "确认", "有关", "相关", "有", "受到", "出现过", "发生过")
_YES_EN = regex(r"\b(yes|indeed|confirmed|caused by|is the cause|it was|it did|there was|there were|"
                r"was affected|were affected)\b", re.IGNORECASE)
_HEALTHY = ("健康", "正常", "无异常", "没有异常", "未发现异常", "未见异常", "没有问题")
_HEALTHY_EN = regex(r"\b(healthy|no anomal\w*|no errors?|no issues?|normal)\b", re.IGNORECASE)
_UNHEALTHY = ("异常", "不健康", "受影响", "告警", "报错", "故障", "有问题", "降级", "积压", "超时", "失败")
_UNHEALTHY_EN = regex(r"\b(unhealthy|degraded|affected|firing|failing|errors|incident|not healthy)\b",
                      re.IGNORECASE)
_GAP_WORDS = ("没有找到", "未找到", "找不到", "没有数据", "无数据", "没有相关", "无法确定", "无法判断", "不在",
              "超出", "之外", "未知", "不存在", "没有证据", "无证据", "没有记录", "查不到", "未查到")
_GAP_EN = regex(r"\b(no data|no evidence|not found|unknown|outside|cannot determine|can't determine|"
                r"could not find|couldn't find|does not exist|doesn't exist|no records?)\b", re.IGNORECASE)
_CLEAN_BILL = ("运行正常", "状态正常", "一切正常", "是健康的", "没有问题", "无异常")
_CLEAN_BILL_EN = regex(r"\b(is healthy|all good|no issues|working normally)\b", re.IGNORECASE)


@dataclass(frozen=True)
class ExpectedFact:
    """A fact with its key value taken from the data (``value``: datetime, number, string or bool)."""

    fact: QaFact
    value: Any
    display: str


@dataclass(frozen=True)
class AnswerView:
    """What the engine returned, as the scorer reads it."""

    answer: str
    questions: list[str]
    confirmed: list[dict[str, Any]]  # {claim_text, verification, evidence: [{excerpt}]}
    to_confirm: list[dict[str, Any]]
    gaps: list[str]
    arguments: list[dict[str, Any]] = field(default_factory=list)
    #: the session's verdict: a REJECTed (degraded) answer answers nothing
    verdict: str = "PASS"


@dataclass(frozen=True)
class AspectScore:
    aspect: str
    ok: bool
    reasons: list[str]


@dataclass(frozen=True)
class CaseScore:
    case_id: str
    aspects: list[AspectScore]
    false_facts: list[str]

    @property
    def ok(self) -> bool:
        return not self.false_facts and all(a.ok for a in self.aspects)


def _contains(text: str, needle: str) -> bool:
    return needle.lower() in text.lower()


_NEUTRAL = ("是否", "是不是", "有没有", "会不会", "whether")
_NEGATORS = ("没有", "无", "未", "不", "零", "no ", "without ", "zero ", "0 ")


def _neutral(text: str) -> str:
    for w in _NEUTRAL:
        text = text.replace(w, " ")
    return text


def _word_yes_no(text: str) -> str | None:
    no = any(w in text for w in _NO_WORDS) or bool(_NO_EN.search(text))
    rest = text
    for w in _NO_WORDS:
        rest = rest.replace(w, "")
    yes = any(w in rest for w in _YES_WORDS) or bool(_YES_EN.search(rest))
    return "no" if no else ("yes" if yes else None)


#: a head that says it cannot tell ("无法确定是否由所怀疑的对象引起：没有已核验的证据…") answers neither yes nor no,
#: whatever its gap sentence's own 没有 says
_CANNOT_TELL = regex(r"\s*(?:无法确定|无法判断|不能确定|尚不确定|cannot determine|can't determine|"
                     r"unable to determine)", re.IGNORECASE)


def _yes_no(sentence: str) -> str | None:
    """The verdict of the first clause (``是的，…`` / ``No, …``), else of the whole first sentence; a head that
    cannot tell answers neither."""
    if _CANNOT_TELL.match(sentence):
        return None
    text = _neutral(sentence)
    clause = re.split(r"[，,;；:：]", text, maxsplit=1)[0]
    return _word_yes_no(clause) or _word_yes_no(text)


def _negated(text: str, start: int) -> bool:
    before = text[max(0, start - 10):start].lower()
    return any(n in before for n in _NEGATORS)


def _health(sentence: str) -> str | None:
    text = _neutral(sentence)
    unhealthy = any(w in text for w in ("不正常", "不健康", "非健康")) or bool(
        re.search(r"\b(unhealthy|not healthy)\b", text, re.IGNORECASE))
    for w in ("不正常", "不健康", "非健康"):
        text = text.replace(w, " ")
    text = re.sub(r"\b(unhealthy|not healthy)\b", " ", text, flags=re.IGNORECASE)
    healthy = any(w in text for w in _HEALTHY) or bool(_HEALTHY_EN.search(text))
    rest = text
    for w in _HEALTHY:
        rest = rest.replace(w, " ")
    rest = _HEALTHY_EN.sub(" ", rest)
    for w in _UNHEALTHY:
        unhealthy = unhealthy or any(not _negated(rest, m.start()) for m in re.finditer(re.escape(w), rest))
    unhealthy = unhealthy or any(not _negated(rest, m.start()) for m in _UNHEALTHY_EN.finditer(rest))
    if healthy == unhealthy:
        return None
    return "healthy" if healthy else "unhealthy"


class _Reader:
    def __init__(self, view: AnswerView, zone: ZoneInfo, day: datetime) -> None:
        self.view, self.zone, self.day = view, zone, day
        self.text = strip_questions(view.answer, view.questions)
        self.head = answer_head(self.text)
        self.sentence = first_sentence(self.head)

    def where(self, fact: QaFact, aspect: str) -> str:
        """Facts belong in the head (the direct answer); a how-to's steps may be anywhere."""
        default = "answer" if aspect == "how_to" else "head"
        return self.head if (fact.where or default) == "head" else self.text

    def check(self, exp: ExpectedFact, aspect: str) -> str | None:
        """``None`` when the fact is stated, else why not."""
        fact, text = exp.fact, self.where(exp.fact, aspect)
        render = fact.render
        if render == "time":
            want = local_minute(exp.value, self.zone)
            times = stated_times(text, self.zone, day=self.day)
            if any(minute_distance(t.minute_of_day, want) <= fact.tolerance_min for t in times):
                return None
            return f"time {exp.display} not stated (found {[t.text.strip() for t in times][:6]})"
        if render == "count":
            tol = fact.tolerance or 0
            nums = [n for n, pct in stated_numbers(text) if not pct]
            return None if any(abs(n - float(exp.value)) <= tol for n in nums) else f"count {exp.display} not stated"
        if render == "duration":
            tol = fact.tolerance if fact.tolerance is not None else 2
            got = stated_durations(text)
            return None if any(abs(d - float(exp.value)) <= tol for d in got) else \
                f"duration {exp.display} not stated (found {got[:4]})"
        if render == "text":
            return None if _contains(text, str(exp.value)) else f"{exp.display!r} not named"
        if render == "any_of":
            hits = [s for s in fact.any_of if _contains(text, s)]
            return None if len(hits) >= fact.min_matches else \
                f"{len(hits)} of {fact.any_of} stated (need {fact.min_matches})"
        if render in ("yes", "no", "yes_no"):
            word = render if render != "yes_no" else ("yes" if exp.value else "no")
            said = _yes_no(self.sentence)
            return None if said == word else f"first sentence answers {said or 'neither'}, key is {word}"
        if render in ("healthy", "unhealthy"):
            judged = _health(self.sentence)
            return None if judged == render else f"first sentence judges {judged or 'nothing'}, key is {render}"
        return self._gap(fact)

    def _gap(self, fact: QaFact) -> str | None:
        said = any(w in self.head for w in _GAP_WORDS) or bool(_GAP_EN.search(self.head))
        if fact.subject and any(_contains(g, fact.subject) for g in self.view.gaps):
            said = True
        if not said:
            return "the missing evidence is not stated as a gap in the answer's head"
        if any(w in self.sentence for w in _CLEAN_BILL) or _CLEAN_BILL_EN.search(self.sentence):
            return "a clean bill of health was stated instead of a gap"
        if fact.subject:
            about = [c["claim_text"] for c in self.view.confirmed if _contains(c["claim_text"], fact.subject)]
            if about:
                return f"confirmed a claim about {fact.subject} without data: {about[0][:80]}"
        return None


def _evidence(view: AnswerView) -> str:
    parts = [str(ev.get("excerpt", "")) for c in (*view.confirmed, *view.to_confirm) for ev in c.get("evidence", [])]
    parts += [str(v) for args in view.arguments for v in args.values()]
    return "\n".join(parts)


def _unsupported(reader: _Reader, case: QaCase) -> list[str]:
    evidence = _evidence(reader.view)
    asked = " ".join(reader.view.questions)
    ev_nums = {n for n, _ in stated_numbers(evidence)} | {n for n, _ in stated_numbers(asked)}
    ev_times = [t.minute_of_day for t in stated_times(evidence + "\n" + asked, reader.zone, day=reader.day)]
    out = []
    durations = set(stated_durations(reader.head))
    for n, pct in stated_numbers(reader.head):
        if n in (0, 1) or n in ev_nums or (pct and round(n / 100, 4) in ev_nums) or n in durations:
            continue
        if 1900 <= n <= 2100 and n == int(n):
            continue
        out.append(f"number {n:g}{'%' if pct else ''} in the answer is not in the evidence")
    for t in stated_times(reader.head, reader.zone, day=reader.day):
        if not any(minute_distance(t.minute_of_day, e) <= 1 for e in ev_times):
            out.append(f"time {t.text.strip()} in the answer is not in the evidence")
    return out


def _zone_labels_removed(text: str, zone: ZoneInfo) -> str:
    """``text`` without what an explicit label of the world's own zone covers: on a line that names the zone
    (``查询窗口：… 16:50 ~ … 16:50（Pacific/Auckland）``), the times before the name are stated in that zone."""
    lines = []
    for line in text.splitlines():
        at = line.rfind(zone.key)
        lines.append(line[at + len(zone.key):] if at >= 0 else line)
    return "\n".join(lines)


def _wrong_zone(reader: _Reader, expected: list[ExpectedFact]) -> list[str]:
    out = []
    #: a clock that is itself one of the expected local times (the weather blip at 03:00 beside a storm at 05:00
    #: local, which is 03:00 in UTC) is that fact stated right, never the other one's UTC form
    rights = [(local_minute(e.value, reader.zone), e.fact.tolerance_min) for e in expected if e.fact.render == "time"]
    unlabelled = [t for t in stated_times(_zone_labels_removed(reader.text, reader.zone), reader.zone, day=reader.day)
                  if not t.labelled and not any(minute_distance(t.minute_of_day, r) <= tol for r, tol in rights)]
    for exp in expected:
        if exp.fact.render != "time":
            continue
        right = local_minute(exp.value, reader.zone)
        for other in (ZoneInfo("UTC"), ZoneInfo("Asia/Shanghai")):
            wrong = local_minute(exp.value, other)
            if minute_distance(wrong, right) < 30:
                continue
            for t in unlabelled:
                if minute_distance(t.minute_of_day, wrong) <= exp.fact.tolerance_min:
                    out.append(f"time {t.text.strip()} is {exp.display} in {other.key}, not in {reader.zone.key}")
    return out


def score_case(case: QaCase, view: AnswerView, expected: dict[str, list[ExpectedFact]], *, zone: ZoneInfo,
               day: datetime | None = None) -> CaseScore:
    """Judge one answer. ``expected`` maps each aspect of ``case`` to its facts with key values."""
    reader = _Reader(view, zone, day or datetime.now(UTC))
    aspects = []
    for asp in case.aspects:
        reasons = [r for exp in expected.get(asp.aspect, []) if (r := reader.check(exp, asp.aspect)) is not None]
        if view.verdict == "REJECT":
            reasons.append("the answer was rejected (degraded output)")
        aspects.append(AspectScore(aspect=asp.aspect, ok=not reasons, reasons=reasons))
    false = [f"contains {s!r}" for s in case.must_not_contain if _contains(reader.text, s)]
    false += [f"names {s!r} in the answer's head" for s in case.must_not_contain_head if _contains(reader.head, s)]
    false += _wrong_zone(reader, [e for exps in expected.values() for e in exps])
    false += [f"confirmed claim classified {c['verification']}: {c['claim_text'][:80]}"
              for c in view.confirmed if c.get("verification") not in _OK_CLASSES]
    false += _unsupported(reader, case)
    return CaseScore(case_id=case.id, aspects=aspects, false_facts=false)
