"""Windows told relative to an event the data must find first ("锁等待开始前一个小时", "the half hour before its
rollout", "in the first 20 min after it started", "那之前的半小时呢").

A plan fixes its windows before any data is read, so such a window is found in two steps: the event is asked as a
question of its own first (when the trouble began, when the deploy started), its calls run and are recorded, and
the question is then planned again with the span the event sets (``ChatService._anchored``). This module is the
pure part: where a question tells such a window, what to ask for its event, and the span once the event is known.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta

from superbiz.agents.symptoms import trouble_phrase
from superbiz.agents.timeparse import EN_NUMBERS, cn_number
from superbiz.lazy_re import regex

__all__ = ["WindowAnchorSpec", "anchor_span", "event_question", "find_anchor", "refers_back", "unresolved_note"]

_LEN_ZH = r"(?:[一二两三四五六七八九十\d]+\s*个?\s*)?半?\s*个?\s*(?:小时|钟头|分钟)"
_LEN_EN = (r"(?:half\s+(?:an\s+)?hour|half-hour|hour|(?:\d+|two|three|five|ten|fifteen|twenty|thirty|forty|"
           r"forty-five|sixty)(?:\s*(?:min(?:ute)?s?|hours?|hrs?))?)")
#: what an event is told by: a change, a trouble, or a referent to the conversation's ("那", "it", "that")
_DEPLOY = regex(r"发版|发布|上线|部署|新版本|回滚|\b(?:re)?deploy(?:ment|ed)?\b|\brelease[ds]?\b|\broll-?out\b|"
                r"\brolled\s+out\b|\brollback\b", re.I)
_REFERENT = regex(r"^(?:那|这|它|那次|这次|那个|这个)?$|^(?:it|that|this|then)(?:\s+(?:started|began|kicked\s+off|"
                  r"hit|happened))?$", re.I)
_EVENT_WORD = regex(r"开始|出现|发生|爆发|出事|出问题|挂|故障|报错|积压|风暴|锁|慢|过期|打满|超时|宕|抖|"
                    r"\b(?:start(?:ed)?|began|kicked\s+off|hit|expired?|outage|incident|slowdown|storm|backlog|"
                    r"lock(?:s|ing)?|waits?|spike|errors?|broke|failures?|went\s+down|trouble)\b", re.I)
#: "<event>开始前一个小时", "发版前半小时", "那之前的半小时"; "<event>之后那一个小时", "证书过期后一个小时内",
#: "开始后的前20分钟"
_ZH = regex(rf"(?P<event>[^\s，,。？?！!；;、]*?)(?P<mark>开始|出现|发生|爆发|出事|出问题)?(?:之|以)?"
            rf"(?P<rel>前|后)(?:的)?\s*(?:那)?\s*(?:头|最初|开始|前)?\s*(?P<len>{_LEN_ZH})(?:内|里|之内)?")
#: "in the hour before this morning's booking db slowdown started", "the half hour before its rollout",
#: "in the first 20 after it started", "in the half hour before that", "in the hour after the cert expired"
_EN = regex(rf"\b(?:(?:in|during|over|for)\s+)?the\s+(?:first\s+|last\s+)?(?P<len>{_LEN_EN})\s+"
            rf"(?P<rel>before|after|prior\s+to|leading\s+up\s+to|following|since)\s+"
            rf"(?P<event>[^,?.;!，。？！；]+?)(?=\s*(?:[,?.;!，。？！；]|$|\b(?:how|was|were|did|is|are|were|any|what|"
            rf"compared|vs\.?|versus|than)\b))", re.I)
_EN_EVENT_TAIL = regex(r"\s+(?:started|began|kicked\s+off|hit|happened|went\s+out|landed)$", re.I)
_BARE_DEPLOY = regex(r"发版|发布|上线|部署|新版本|回滚|那次|这次|那个|这个|的|\b(?:the|that|this|last|latest|"
                     r"recent|new|re)\b|\b(?:re)?deploy(?:ment|ed)?\b|\brelease[ds]?\b|\broll-?out\b|"
                     r"\brolled\s+out\b|\brollback\b|\s+", re.I)
_ARTICLE = regex(r"^(?:the|that|this)\s+", re.I)
_ITS = regex(r"\b(?:its|it's)\b|它的|它", re.I)


@dataclass(frozen=True)
class WindowAnchorSpec:
    """Where a question tells a window by an event: the phrase said, the event's words, before or after it, how long."""

    phrase: str
    start: int  # the phrase's offset in the question
    event: str
    kind: str  # "deploy" or "onset"
    before: bool
    minutes: int
    english: bool


def _number(raw: str) -> float:
    """ "20", "二十", "两", "twenty" (1 when none is said: "一个小时" or "hour") — `timeparse`'s readings."""
    raw = raw.strip().lower()
    return float(EN_NUMBERS[raw]) if raw in EN_NUMBERS else cn_number(raw)


_LENGTH = regex(r"(?P<n>\d+|[一二两三四五六七八九十]+|two|three|five|ten|fifteen|twenty|thirty|forty-five|forty|sixty)?"
                r"\s*个?\s*(?P<half>半)?\s*个?\s*(?P<unit>小时|钟头|分钟|half\s+(?:an\s+)?hour|half-hour|hours?|hrs?|"
                r"min(?:ute)?s?)?", re.I)


def span_length(raw: str) -> timedelta | None:
    """How long a told span is: "半小时" 30 min, "一个小时" 60, "20分钟" / "20 min" / a bare "20" 20, "hour" 60."""
    m = _LENGTH.fullmatch(raw.strip())
    if m is None or not (m.group("n") or m.group("unit")):
        return None
    unit = (m.group("unit") or "min").lower()
    if unit.startswith("half") or (m.group("half") and not m.group("n")):
        return timedelta(minutes=30)
    n = _number(m.group("n") or "") + (0.5 if m.group("half") else 0.0)
    return timedelta(minutes=n * 60 if unit.startswith(("小", "钟", "h")) else n)


def find_anchor(question: str) -> WindowAnchorSpec | None:
    """The window the question tells relative to an event, else None. A clock or a day is no event ("八点前一个小时"
    is told by its clock: `timeparse` reads it)."""
    for m in _ZH.finditer(question):
        event = m.group("event") or ""
        if (not event and not m.group("mark")) or re.search(r"往$|最近|过去|小时|分钟|钟头", event):
            continue  # "跟再往前半小时比", "最近半小时…再往前半小时": a window moved back, no event told
        if re.search(r"\d|[点时]$|[早晚上午]$", event) and not _DEPLOY.search(event):
            continue  # "八点前一个小时", "今天早上前半小时": a clock or a part of a day, not an event
        told = event + (m.group("mark") or "")
        if not (_DEPLOY.search(told) or _EVENT_WORD.search(told) or _REFERENT.search(event)):
            continue
        length = span_length(m.group("len"))
        if length is None:
            continue
        kind = "deploy" if _DEPLOY.search(event) else "onset"
        return WindowAnchorSpec(m.group(0), m.start(), event, kind, m.group("rel") == "前",
                                int(length.total_seconds() // 60), False)
    for m in _EN.finditer(question):
        event = _EN_EVENT_TAIL.sub("", m.group("event").strip())
        if not (_DEPLOY.search(event) or _EVENT_WORD.search(m.group("event")) or _REFERENT.search(event)):
            continue
        length = span_length(m.group("len"))
        if length is None:
            continue
        kind = "deploy" if _DEPLOY.search(event) else "onset"
        before = m.group("rel").lower().startswith(("before", "prior", "leading"))
        return WindowAnchorSpec(m.group(0), m.start(), event, kind, before, int(length.total_seconds() // 60), True)
    return None


_ASKS_ONSET = regex(r"什么时候开始|几点开始|从几点|哪天开始|\bwhen\s+did\b.*\b(?:start|begin|began|kick)|"
                    r"\bsince\s+when\b|\bwhat\s+time\s+did\b.*\b(?:start|begin)", re.I)


def refers_back(anchor: WindowAnchorSpec) -> bool:
    """Whether the event is only a referent ("那", "that") with no start told ("it started" tells one): in a question
    that sets two windows, or asked alone, such a "before that" is the window just said, not an event."""
    return _REFERENT.search(anchor.event.strip()) is not None and not re.search(
        r"start|began|kicked|开始|出现|发生", anchor.phrase, re.I)


def event_question(anchor: WindowAnchorSpec, subject: str, earlier: str = "") -> str:
    """The question the event is found by: when the trouble began / the change started. A referent ("那", "it")
    asks the conversation's: the last question itself when it asked when something began, else when the trouble it
    named by its kind began ("锁等待期间 X 报了多少" → "锁等待什么时候开始的"), else when its subject's did;
    "its rollout" is the subject's."""
    event = anchor.event.strip()
    if _REFERENT.search(event):
        if earlier and _ASKS_ONSET.search(earlier):
            return earlier
        if trouble := trouble_phrase(earlier):
            return f"when did the {trouble} start?" if anchor.english else f"{trouble}什么时候开始的"
        return "when did it start?" if anchor.english else "什么时候开始的"
    if subject and _ITS.search(event):
        event = re.sub(r"\s+", " ", _ITS.sub(f"{subject}'s " if anchor.english else f"{subject} ", event)).strip()
    elif subject and anchor.kind == "deploy" and not _BARE_DEPLOY.sub("", event).strip():
        #: "发版前半小时", "after the release": the subject's own change
        event = f"{subject} {_ARTICLE.sub('', event).strip()}"
    if anchor.english:
        return f"when did {event} start?"
    return f"{event}什么时候开始的"


def anchor_span(anchor: WindowAnchorSpec, at: datetime) -> tuple[datetime, datetime]:
    """The span the event at ``at`` sets: the minutes before it (up to the second before: the event's own first record
    is no part of the time before it) or after it (from it)."""
    length = timedelta(minutes=anchor.minutes)
    return (at - length, at - timedelta(seconds=1)) if anchor.before else (at, at + length)


def unresolved_note(anchor_event: str, phrase: str) -> str:
    """The gap when the data holds no record of the event a window is told by."""
    return f"数据中没有找到「{anchor_event}」的记录，所问时段（{phrase}）无法确定，因此无法回答该时段内的情况"

