"""The window of a suspect judged over its subject's own episode.

A yes/no that blames a subject's trouble on a suspect (a database, cache, search node or a change: "补货计划器报错是不是
ES慢查询导致的", "was the planner hit by the planogram deploy?") and names no time of its own asks about the subject's
trouble wherever it lies — its only or latest episode, which may have ended hours ago — never about the recent hour
alone (which held neither side's trouble: a true suspect was answered "no, no anomaly"). A question of the present
("现在 / still / 还在 / right now") keeps the recent window: the trouble going on is the one asked.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from superbiz.agents.question import asks_failed_records
from superbiz.agents.timeparse import asks_now
from superbiz.lazy_re import regex

#: the present asked in words the recent-window readings know ("眼下", "这会儿", "还在", "still", "currently")
_PRESENT = regex(r"眼下|这会儿?|还在|仍然|依然|正在|目前|当前|此刻|"
                      r"\bstill\b|\bcurrently\b|\bright now\b|\bongoing\b", re.I)


#: "Is the gateway failing because of the catalogue?": a present progressive asks about the trouble going on (the recent
#: window), as "was the planner hit by…" asks about the subject's own past episode
_PROGRESSIVE = regex(r"\s*(?:is|are)\s+(?:[\w.-]+\s+){0,4}?[a-z]+ing\b", re.I)


#: ("did the failed bookings have anything to do with the billing db?": failed records follow their own trail over
#: the window asked — the merged round lost a true no to "cannot tell" over a day)
_FAILED_RECORDS_EN = regex(r"\b(?:failed|rejected|declined|bounced|voided|refused)\s+(?:[a-z]+\s+)?[a-z]+s\b",
                                re.I)
#: "提币积压是不是钱包库锁导致的", "is X what's behind the replay backlog?": a backlog stands until it is drained — the
#: one asked is the one standing now (the recent window); over a day, any earlier trouble of the suspect would read
#: as its cause (the merged round's whole run: eight backlog suspects turned from a true no to a false yes)
_BACKLOG = regex(r"积压|堆积|积存|\bbacklog|\bpiling up\b|\bqueue (?:is )?(?:backed|stuck)", re.I)


def own_episode_asked(question: str, aspects: list[str], suspects: list[str], services: list[str], *,
                      explicit: bool, earlier: bool, ids: bool) -> bool:
    """Whether a yes/no about a suspect of one subject's trouble, with no window of its own, no conversation and no
    present word, is judged over the data (at most a day back) rather than the recent hour."""
    if aspects != ["yes_no"] or not suspects or explicit or earlier or ids:
        return False
    if not [s for s in services if s not in suspects]:
        return False  # the suspect alone: its own state is asked, over the window the question means
    return (not asks_now(question) and _PRESENT.search(question) is None and _PROGRESSIVE.match(question) is None
            and _BACKLOG.search(question) is None and not asks_failed_records(question)
            and _FAILED_RECORDS_EN.search(question) is None)


#: a change said as a noun ("教练端9点半那次发版", "那小卖部五点五十五那次发版呢")
_CHANGE_NOUN = regex(r"发版|发布|部署|上线|升级")
#: a clock, a determiner or a particle said between the thing and its change ("9点半那次", "九点半的", "五点五十五那次")
_BETWEEN = regex(r"(?:那次|这次|那个|这个|那回|的|\s+|\d{1,2}(?:[:：.]\d{2})?|"
                      r"[零〇一二两三四五六七八九十\d]{1,3}点(?:半|一刻|三刻|[零〇一二三四五六七八九十\d]{1,3}分?)?)+$")
#: what stands before the thing whose change is said: a yes/no mark, a "那", a link word or a pause
_BEFORE_THING = regex(r"是不是|是否|会不会|难道是|就是|[跟和与那是]|[，,。；;？?\s]")


def change_part_said(question: str, described_part: Callable[[str, Any], str | None], catalog: Any
                     ) -> str | None:
    """The one application a suspected change names by a part of its description, said right before the change
    with only a clock or a determiner between ("是不是教练端9点半那次发版搞的" → the app whose head is "教练端应用";
    "那小卖部五点五十五那次发版呢 有影响吗"); None when no change is said or the part names no one application."""
    change = _CHANGE_NOUN.search(question)
    if change is None:
        return None
    before = _BETWEEN.sub("", question[:change.start()])
    thing = _BEFORE_THING.split(before)[-1] if before else ""
    return described_part(thing, catalog) if len(thing) >= 2 else None


#: a yes/no blaming something ("是不是…搞的", "跟…有关系吗", "有影响吗", "…导致的吗")
_YES_NO_BLAME = regex(r"是不是|是否|会不会|难道是|有关系?吗|有关系没|有没有关系|相关吗|有影响吗|有没有影响|"
                           r"影响到?.{0,12}[吗没]|(?:导致|引起|造成|搞|搞出来|害|连累|拖累|拖垮)的(?:吗|么|吧)?")


def asks_yes_no_change(question: str) -> bool:
    """Whether a Chinese question blames something in a yes/no and says a change as a noun."""
    return _CHANGE_NOUN.search(question) is not None and _YES_NO_BLAME.search(question) is not None


#: "那小卖部五点五十五那次发版呢 有影响吗": a change's harm asked with no victim named
CHANGE_HARM_ASKED = regex(r"(?:发版|发布|部署|上线|升级|变更)\s*(?:呢|吧)?\s*[，,]?\s*"
                               r"(?:有|有没有|会不会有|有啥|有什么)影响(?:吗|么|没|没有)?\s*[？?]?\s*$")
