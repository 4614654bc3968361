"""Two windows a question sets against each other ("今天上午和昨天同一时段比", "09:00-10:00 vs 14:00-15:00",
"比昨天这个时候多吗", "than it was an hour ago"), read with the single-window reader of ``agents.timeparse``.
Pure: ``now`` and the zone are passed in."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import UTC, date, datetime, timedelta, tzinfo
from itertools import islice

from superbiz.agents.timeparse import (
    _CLOCK,
    _LAST_NIGHT,
    _RANGE_SEP,
    DEFAULT_MINUTES,
    NIGHT_ENDS_AT,
    TimeWindowSpec,
    _clocks,
    _cn_clock_digits,
    _day,
    _noon_clock,
    _part,
    _relative,
    clock_range_halves,
    resolve_time,
    state_around,
)
from superbiz.lazy_re import regex

__all__ = ["resolve_windows"]


#: words that set two windows against each other ("A 和 B 比", "A vs B", "A 比 B 多")
#: 比 of 比赛 / 比例 / 比分 / 比如 is a word of its own ("今晚报名比赛一直失败，八点二十左右开始的"), never "than"
_VERSUS = regex(r"相比|对比|比较|和|与|跟|同|比(?![赛例分如方特])|\bvs\.?|\bversus\b|\bcompared? (?:to|with)\b|"
                r"\bthan\b|\bagainst\b|\band\b", re.I)
#: "more errors between 9 and 10 or between 7 and 8?", "上午还是晚上报错多": "or" sets two windows against each other
#: only in a question that asks which is more; "compare X last night with the past hour": "with" only after "compare"
_OR_VERSUS = regex(r"\bor\b|还是", re.I)
_WHICH_MORE = regex(r"\b(?:more|fewer|less|worse|better|higher|lower|bigger|smaller|longer|shorter)\b|多|少|高|低",
                    re.I)
#: "昨天的短信证书问题和凌晨的遥测积压，哪个持续得更久？": how long two troubles lasted, each said with its own time — a
#: side naming only a day ("昨天的…") lends it to no part of the day the other side names (that part is its own: the
#: last small hours passed)
#: the day a part-holding day word ("今早", "昨晚") names, by days back from today
_DAY_ONLY = {0: "今天 ", 1: "昨天 "}
_LASTED = regex(r"\b(?:longer|shorter)\b|持续|更久|更长|更短(?!信)", re.I)
_WITH_VERSUS = regex(r"\bwith\b", re.I)
#: "是不是跟九点五十五那次发版有关": a clock of the suspected change in a "跟 … 有关" slot — the change's time, no
#: second window set against the first
_CHANGE_SLOT = regex(r"^\s*[^，,。？?]{0,16}?(?:那次|这次|那一次|的)?\s*(?:发版|发布|部署|上线|变更|升级)\s*"
                     r"(?:有关|相关|有关系|有没有关系|有啥关系|有什么关系|有关联|引起|导致|造成|搞)")
_COMPARE_WORD = regex(r"\bcompar", re.I)
#: "和现在这次比", "with now": a side naming only the present is the window up to now — "这次/this one" the day so far
#: (the episode now going on), a bare "now" the recent default window
_PRESENT_ONLY = regex(r"现在|目前|当前|眼下|这会儿|\bnow\b|\bcurrent(?:ly)?\b|\bright now\b", re.I)
PRESENT_EPISODE = regex(r"这次|这波|这一次|这一波|\bthis (?:one|episode|time|wave)\b", re.I)
#: "对比一下：A vs B", "compare: A vs B": a compare word introducing the two windows it lists after a colon
_LISTED = regex(r"\s*(?:一下)?\s*[:：]")
_SAME_SPAN = regex(r"同一?时段|同一?时间段?|同期|相同时段|same (?:time|period|hours?|window)", re.I)


#: "before midnight or after?", "before or after midnight", "零点前和零点后" said short ("零点之前还是之后"): the side
#: after the split names no anchor of its own — it is the anchor of the other side ("after midnight")
_ANCHOR_EN = r"(?:midnight|noon|midday|\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?)"
_AFTER_SHORT_EN = regex(r"\bbefore\s+(?P<anchor>" + _ANCHOR_EN + r")(?P<sep>,?\s+(?:or|vs\.?|versus|and|than|"
                        r"compared (?:to|with))\s+)after\b(?!\s*(?:midnight|noon|midday|\d|the\b|that\b|it\b))",
                        re.I)
_BEFORE_SHORT_EN = regex(r"\bbefore(?P<sep>\s+(?:or|vs\.?|versus|and)\s+)after\s+(?P<anchor>" + _ANCHOR_EN + ")",
                         re.I)
_AFTER_SHORT_ZH = regex(r"(?P<anchor>零点|午夜|半夜|\d{1,2}\s*点(?:半)?)(?P<before>之前|以前|前)"
                        r"(?P<sep>\s*(?:和|跟|与|还是|比|vs\.?)\s*)(?P<after>之后|以后|后)(?![台面端])")


def _elliptic_sides(question: str) -> str:
    """The question with a side said short given the other side's anchor ("before midnight or after midnight")."""
    question = _AFTER_SHORT_EN.sub(lambda m: f"before {m.group('anchor')}{m.group('sep')}after {m.group('anchor')}",
                                   question)
    question = _BEFORE_SHORT_EN.sub(lambda m: f"before {m.group('anchor')}{m.group('sep')}after {m.group('anchor')}",
                                    question)
    return _AFTER_SHORT_ZH.sub(lambda m: m.group("anchor") + m.group("before") + m.group("sep") + m.group("anchor")
                               + m.group("after"), question)


def _shifted(spec: TimeWindowSpec, days: int, source: str) -> TimeWindowSpec:
    delta = timedelta(days=days)
    return TimeWindowSpec(spec.start + delta, spec.end + delta, True, source,
                          at=spec.at + delta if spec.at else None)


def _sub_day(segment: str) -> bool:
    return bool(_clocks(segment) or _part(segment) or _relative(segment))


#: "between 9 and 10", "between like 7:30 and 8" (a spoken filler before the first end): one range
#: ("between seven thirty and eight" reads "between 7点30分 and 8点")
_BETWEEN = regex(r"\b(?:between|from)\s+(?:(?:like|about|around|roughly|approx(?:imately|\.)?)\s+)?"
                 r"(?:[\d:.]+|\d{1,2}点(?:\d{1,2}分|半)?)\s*"
                 r"(?:[ap]\.?m\.?)?\s*$", re.I)
#: "between 11pm last night and 1am today": a range whose first end names its day
_BETWEEN_DAY = regex(r"\b(?:between|from)\s+(?:(?:like|about|around|roughly|approx(?:imately|\.)?)\s+)?[\d:.]+\s*"
                     r"(?:[ap]\.?m\.?)?\s*(?:last night|yesterday|today|tonight|"
                     r"this morning|last evening)\s*$", re.I)


def _is_range(left: str, separator: str, right: str) -> bool:
    """"9pm and 11pm", "14:00 和 15:00", "between 9 and 10 am": one range, not two windows."""
    clocks = _clocks(left)
    adjacent = bool(clocks) and not left[clocks[-1][2]:].strip() and _CLOCK.match(right.lstrip()) is not None
    # "23 点到 0 点跟 0 点到 1 点": a side that is a range of its own already is a window, not one end of a range
    right_clocks = _clocks(right)
    ranges = (len(clocks) >= 2 and _RANGE_SEP.match(left[clocks[-2][2]:clocks[-1][1]]) is not None) or (
        len(right_clocks) >= 2 and _RANGE_SEP.match(right[right_clocks[0][2]:right_clocks[1][1]]) is not None)
    adjacent = adjacent and not ranges
    ranged = _RANGE_SEP.match(separator) is not None or separator in "和与跟"
    between = _BETWEEN.search(left) or _BETWEEN_DAY.search(left)
    return (adjacent and ranged) or (_RANGE_SEP.match(separator) is not None and between is not None)


#: "比昨天这个时候多吗", "than this time yesterday": the recent window against the same hours a day earlier;
#: "than it was an hour ago", "vs the hour before", "比上一个小时": against the window just before it
#: "那跟昨晚同一个钟点比呢" (invPG): 昨晚 with the same hour is the recent window one day earlier too, never the night
_SAME_TIME_YESTERDAY = regex(r"(?:昨天|昨晚|昨夜|昨儿)(?:的)?(?:这个时候|这时候|这会儿|同一时间|同一时刻|同期|同时段|"
                             r"同一个?钟点|同一个?点钟?|同一个?时候|同一个?小时|这个钟点|这个点)|"
                             r"(?:this|the same) time yesterday|yesterday at (?:this|the same) time", re.I)
_HOUR_BEFORE = regex(r"(?:than|vs\.?|versus|compared (?:to|with))\s+(?:it was\s+)?(?:an|one|1) hours? "
                     r"(?:ago|before|earlier)|\b(?:vs\.?|versus|than|compared (?:to|with))\s+the "
                     r"(?:hour|previous hour|prior hour) (?:before|earlier)?|"
                     r"\b(?:vs\.?|versus|than|compared (?:to|with))\s+(?:the\s+)?"
                     r"(?:previous|prior|preceding) hour\b|\bthe hour before (?:that|it)\b|"
                     r"比?上一个?小时|比一小时前|跟一小时前|和一小时前|比前一个?小时|"
                     #: "最近一小时和再往前一小时比", "跟之前那一个小时比": the hour just before the recent one
                     r"(?:和|跟|与|同|比)\s*(?:再)?(?:往前|之前|前面|前)(?:推)?(?:的|那)?\s*(?:一|1)\s*个?(?:小时|钟头)|"
                     #: "最近二十分钟…跟再往前二十分钟比", "vs the previous 20 minutes": the span just before the
                     #: recent one, of its length
                     r"(?:和|跟|与|同|比)\s*(?:再往前|往前|之前|前面)(?:推)?(?:的|那)?\s*"
                     r"(?:\d+|[一二两三四五六七八九十半]+)\s*(?:个?小时|个?钟头|分钟)|"
                     r"\b(?:vs\.?|versus|than|compared (?:to|with))\s+the\s+(?:previous|prior|preceding)\s+"
                     r"(?:\d+|[a-z]+)\s+(?:min(?:ute)?s?|hours?)\b|"
                     #: "last 30 min vs the half hour before that", "vs the 30 minutes before": the span just before
                     #: the recent one, of its length
                     r"\b(?:vs\.?|versus|than|compared (?:to|with))\s+the\s+(?:half[ -]an?[ -]hour|half[ -]hour|"
                     r"(?:\d+|[a-z]+)\s*(?:min(?:ute)?s?|hours?))\s+(?:before|earlier|prior)\b(?!\s*(?:\d|noon|midnight))",
                     re.I)

#: "worse now than it was 20 min ago", "比 20 分钟前高吗": the last N minutes against the N minutes before them
_AGO_BEFORE = regex(r"(?:\bthan|\bvs\.?|\bversus|\bcompared (?:to|with))\s+(?:it was\s+|they were\s+|it did\s+)?"
                    r"(?P<en>(?:\d+|an?|one|two|three|half an?)\s*(?:min(?:ute)?s?|hours?|hrs?))\s+"
                    r"(?:ago|before|earlier)\b|"
                    r"(?:比|跟|和|与)\s*(?P<zh>(?:\d+|[一二两三四五六七八九十半]+)\s*(?:分钟|个?小时|个?钟头))\s*"
                    r"(?:前|之前|以前)", re.I)


#: "last 20 min vs the 20 min before 13:10": the earlier side told as a span ending at a clock
_SPAN_BEFORE_CLOCK = regex(r"\b(?:the\s+)?(\d{1,3})\s*(min(?:ute)?s?|h(?:ou)?rs?)\s+(?:before|leading up to|up to)\s+"
                           r"(\d{1,2}):(\d{2})(?!\d)", re.I)


def _span_before_clock(question: str, now: datetime, zone: tzinfo | None) -> TimeWindowSpec | None:
    """"the 20 min before 13:10" → 12:50-13:10 local, on the latest day that clock has passed; else None."""
    m = _SPAN_BEFORE_CLOCK.search(question)
    if m is None or zone is None or int(m[3]) > 23:
        return None
    span = timedelta(minutes=int(m[1])) if m[2].lower().startswith("m") else timedelta(hours=int(m[1]))
    local = now.astimezone(zone)
    end = local.replace(hour=int(m[3]), minute=int(m[4]), second=0, microsecond=0)
    if end > local:
        end -= timedelta(days=1)
    end = end.astimezone(UTC)
    return TimeWindowSpec(end - span, end, True, m[0].strip())


def _now_versus_earlier(question: str, now: datetime, zone: tzinfo | None = None
                        ) -> tuple[TimeWindowSpec, TimeWindowSpec] | None:
    """The recent window (the question's "past N …", else the default, else the N of "than N min ago") against the
    same hours yesterday or the window just before it; only when the question names no window of its own besides."""
    yesterday, before = _SAME_TIME_YESTERDAY.search(question), _HOUR_BEFORE.search(question)
    ago = _AGO_BEFORE.search(question) if not (yesterday or before) else None
    if not (yesterday or before or ago):
        return None
    rest = _AGO_BEFORE.sub(" ", _HOUR_BEFORE.sub(" ", _SAME_TIME_YESTERDAY.sub(" ", question)))
    relative = _relative(rest)
    if relative is None and (_day(rest, now) or _clocks(rest) or _part(rest)):
        return None
    if relative is None and ago is not None:
        relative = _relative(f"past {ago.group('en')}" if ago.group("en") else f"最近{ago.group('zh')}")
    span = relative[0] if relative else timedelta(minutes=DEFAULT_MINUTES)
    first = TimeWindowSpec(now - span, now, True, relative[1] if relative else f"最近 {DEFAULT_MINUTES} 分钟")
    if before and (told := _span_before_clock(rest, now, zone)) is not None:
        #: "worse now than an hour ago? last 20 min vs the 20 min before 13:10": the earlier side as told
        return first, told
    if yesterday:
        return first, _shifted(first, -1, "昨天同一时段")
    return first, TimeWindowSpec(first.start - span, first.start, True, "前一个同长窗口")


#: how many "vs / 比 / 和" splits are tried: a question sets at most a few windows against each other (a pasted
#: log must not cost one parse per word)
_MAX_SPLITS = 8
#: "这波报错比昨天下午那波还多吗", "is X erroring now like it was around 8:30?": the present (no window of its own)
#: set against a window the other side names
_NOW_MARK = regex(r"现在|这会儿|目前|当前|眼下|这波|\bnow\b|\bcurrently\b|at the moment|"
                  #: "is the current error wave bigger than the one around 2am?": the wave going on now
                  r"\bcurrent\s+(?:[a-z-]+\s+)?(?:wave|spike|burst|episode|incident|outage|one)\b", re.I)
_NOW_VERSUS = regex(r"比|和|跟|与|相比|对比|\bthan\b|\bvs\.?|\bversus\b|\bcompared (?:to|with)\b|"
                    r"\b(?:like|as) (?:it|they) (?:was|were|did)\b|\bas (?:bad|much|many) as\b", re.I)


#: the shortest present set after hours named that reach into the recent window
_RECENT_MIN = timedelta(minutes=5)
#: half the hour centred on a clock named as the earlier side ("六点前后")
_AROUND_CLOCK = timedelta(minutes=30)


def _now_versus_named(question: str, now: datetime, zone: tzinfo) -> tuple[TimeWindowSpec, TimeWindowSpec] | None:
    for m in islice(_NOW_VERSUS.finditer(question), _MAX_SPLITS):
        left, right = question[: m.start()], question[m.end():]
        if not _NOW_MARK.search(left) or _NOW_MARK.search(right):
            continue
        own = resolve_time(left, now=now, zone=zone)
        named = resolve_time(right, now=now, zone=zone)
        relative = _relative(left)
        if relative is None and _clocks(right) and named.explicit:
            #: "值机现在的报错跟五点四十那会儿比呢 最近一刻钟 vs 5:40到5:55" (invNC): the present's span said after the
            #: clock named ("最近一刻钟") is the present's still — a "past N" is never a clock's hours
            relative = _relative(right)
        if (_LAST_NIGHT.search(right) and now.astimezone(zone).hour < NIGHT_ENDS_AT and named.start < now
                and now - timedelta(minutes=DEFAULT_MINUTES) > named.start and not _clocks(right)
                and not (own.explicit and relative is None)):
            #: "more errors now than during last night's mess?", "现在这波比昨晚那波多还是少" at 02:10: the present
            #: set against last night asked from its small hours — last night is the night up to the present window
            #: (its wave may run past midnight), never the present's lines counted on both sides
            span = relative[0] if relative else timedelta(minutes=DEFAULT_MINUTES)
            first = TimeWindowSpec(now - span, now, True, relative[1] if relative else f"最近 {DEFAULT_MINUTES} 分钟")
            return first, TimeWindowSpec(named.start, first.start, True, named.source)
        #: "商城现在比八点半那会儿好了吧" at 09:15: hours named that reach into the recent window set the present
        #: after them (their end to now), never the recent hour holding them both
        reach = relative is None and now - _RECENT_MIN >= named.end > now - timedelta(minutes=DEFAULT_MINUTES)
        if (relative is None and named.explicit and named.at is not None and not reach
                and named.end > now - timedelta(minutes=DEFAULT_MINUTES)
                and named.at + _AROUND_CLOCK <= now - _RECENT_MIN):
            #: "X 现在的报错 跟六点前后比 怎么样" at 18:45: the hours around a clock ("前后 / 左右 / around") run on an
            #: hour past it, here into the present — the named side is the hour centred on the clock, the present is
            #: after it (its end to now), never the recent hour holding the clock's wave on both sides
            cut = named.at + _AROUND_CLOCK
            return (TimeWindowSpec(cut, now, True, "此后至今"),
                    TimeWindowSpec(named.start, cut, True, named.source, at=named.at))
        if not named.explicit or (named.end > now - timedelta(minutes=DEFAULT_MINUTES) and not reach):
            continue
        if own.explicit and relative is None:
            continue
        if reach:
            return TimeWindowSpec(named.end, now, True, "此后至今"), named
        if relative is None and PRESENT_EPISODE.search(left) and named.at is not None:
            #: "大厅现在这波报错比七点半那波多还是少": the wave going on now is all of it since the one named at a
            #: clock, never the recent hour cutting its start off (a wave named by a part of a day — "比昨晚那波" —
            #: sets the recent hour against it, as before)
            return TimeWindowSpec(named.end, now, True, f"{named.source}之后至今"), named
        span = relative[0] if relative else timedelta(minutes=DEFAULT_MINUTES)
        first = TimeWindowSpec(now - span, now, True, relative[1] if relative else f"最近 {DEFAULT_MINUTES} 分钟")
        if relative is not None and (same := _span_at_clock(right, named, span, first.start)) is not None:
            return first, same
        #: "gw errs now vs this morning around 7 better or worse": counts at an approximate clock named no episode
        #: ("那波", "the outage") are the half hours either side of it, never an hour past it (invVE)
        return first, state_around(_hour_from_clock(right, named, first.start), right)
    return None


#: "than at 7pm", "跟七点的时候比": a clock said as an instant ("at", 的时候 / 时), never the hours around it
_AT_CLOCK_BEFORE = regex(r"\bat\s*$", re.I)
_AT_CLOCK_AFTER = regex(r"\s*(?:钟)?\s*(?:的时候|时)(?!段)")


def _span_at_clock(side: str, named: TimeWindowSpec, span: timedelta, present: datetime) -> TimeWindowSpec | None:
    """"is X erroring more in the last half hour than at 7pm": the present's own span ("the last half hour") set
    against a clock said as an instant is that span from the clock (19:00–19:30), never the hour centred on it — a
    clock said with 前后 / 左右 / around keeps the hours around it (None then)."""
    clocks = _clocks(side)
    if (named.at is None or len(clocks) != 1 or named.start != named.at - _AROUND_CLOCK
            or named.end != named.at + _AROUND_CLOCK or named.at + span > present
            or not (_AT_CLOCK_BEFORE.search(side[:clocks[0][1]]) or _AT_CLOCK_AFTER.match(side[clocks[0][2]:]))):
        return None
    return replace(named, start=named.at, end=named.at + span)


#: "昨晚九点那会儿", "凌晨两点那阵": the time a clock marks, said with 那会儿 right after it
_THAT_WHILE_AFTER = regex(r"\s*(?:钟)?\s*那(?:会儿?|阵子?|时候?|个时候)")


def _hour_from_clock(side: str, named: TimeWindowSpec, present: datetime) -> TimeWindowSpec:
    """"影像服务现在跟昨晚九点那会儿比怎么样" (invPG): a past clock said with 那会儿, set against the present, is
    the hour from that clock (its wave began at it: 21:00–22:00), never the hour centred on it that cut the wave in
    half; a clock said with 前后/左右/around, or one whose hour would run into the present's window, keeps the hours
    around it."""
    clocks = _clocks(side)
    if (named.at is None or not clocks or named.start != named.at - _AROUND_CLOCK
            or named.end != named.at + _AROUND_CLOCK or not _THAT_WHILE_AFTER.match(side[clocks[-1][2]:])
            or named.at + timedelta(hours=1) > present):
        return named
    return replace(named, start=named.at, end=named.at + timedelta(hours=1))


def _splits(question: str) -> list[re.Match[str]]:
    """Where a question may set one window against another, in order."""
    found = list(_VERSUS.finditer(question))
    if _WHICH_MORE.search(question):
        found += _OR_VERSUS.finditer(question)
    if _COMPARE_WORD.search(question):
        found += _WITH_VERSUS.finditer(question)
    return sorted(found, key=lambda m: m.start())


def _present(right: str, now: datetime, local_now: datetime) -> TimeWindowSpec | None:
    """The window of a side that names only the present ("现在这次", "the past hour", "now"), else ``None``."""
    if _clocks(right) or _part(right) or _day(right, local_now):
        return None
    relative = _relative(right)
    if relative is not None:
        return TimeWindowSpec(now - relative[0], now, True, relative[1])
    if not _PRESENT_ONLY.search(right):
        return None
    if PRESENT_EPISODE.search(right):
        midnight = local_now.replace(hour=0, minute=0, second=0, microsecond=0).astimezone(UTC)
        return TimeWindowSpec(midnight, now, True, "今天（截至现在）")
    return TimeWindowSpec(now - timedelta(minutes=DEFAULT_MINUTES), now, True, f"最近 {DEFAULT_MINUTES} 分钟")


def _whole_day(day: tuple[date, str], now: datetime, zone: tzinfo) -> TimeWindowSpec:
    """The whole of a day named, up to now when it is today."""
    start = datetime(day[0].year, day[0].month, day[0].day, tzinfo=zone).astimezone(UTC)
    end = min(start + timedelta(days=1), now)
    return TimeWindowSpec(start, end, True, f"{day[1]}（截至现在）" if end == now else day[1])


#: "today's pick failures": a day owning the thing named after it (its own episode), never a period to compare
_DAY_POSSESSIVE = regex(r"\b(?:today|yesterday)['’]s\s+[a-z]", re.I)


#: "昨晚 X 的报错 和 今天 Y 的报错", "今天中午卖票失败的和昨天订座失败的": a bare day owning a thing of its own (a
#: latin name, or words ending in a trouble, then 的) is that day's whole episode, never the first side's hours moved
_DAY_OWNS_ZH = regex(r"\s*(?:今天|今日|昨天|昨日|前天)\s*"
                     r"(?:[A-Za-z][\w-]*\s*|[\u4e00-\u9fff]{1,6}?(?:失败|出错|报错|被拒))的")


#: "跟 X 比呢", "和昨天比起来": a "比" closing a "跟 / 和 X" frame (invNC), never a split of its own
_FRAME_END = regex(r"\s*(?:呢|吧|吗|一下|的话|起来)")


def resolve_windows(question: str, *, now: datetime, zone: tzinfo) -> tuple[TimeWindowSpec, TimeWindowSpec] | None:
    """Two explicit windows a question sets against each other, in the order asked, else ``None``.

    "今天上午和昨天同一时段比" (the second is the first moved to the day named), "过去一小时比今天上午10点到11点",
    "09:00-10:00 vs 14:00-15:00" (a second window without a day of its own takes the first's day), "比昨天多吗"
    after a window of today (the same hours yesterday). A range ("9pm and 11pm") is one window, not two."""
    now = now.replace(tzinfo=UTC) if now.tzinfo is None else now.astimezone(UTC)
    local_now = now.astimezone(zone)
    question = _elliptic_sides(_cn_clock_digits(_noon_clock(clock_range_halves(question))))
    earlier = _now_versus_earlier(question, now, zone)
    if earlier is not None:
        return earlier
    for m in islice(_splits(question), _MAX_SPLITS):
        left, right = question[: m.start()], question[m.end():]
        if _LISTED.match(right) and (listed := resolve_windows(right, now=now, zone=zone)) is not None:
            return listed  # "零点前后对比一下：23点到0点 vs 0点到现在": the windows listed after the colon are compared
        if _is_range(left, m.group(0), right) or (m.group(0) in "跟和与同" and _CHANGE_SLOT.match(right)):
            continue
        if m.group(0) == "比" and _FRAME_END.match(right):
            continue  # "跟五点四十那会儿比呢 …": the verb closing a "跟 X 比" frame, whose split is its "跟"
        first = resolve_time(left, now=now, zone=zone)
        if (clocks := _clocks(left)) and (tail := _relative(left[clocks[-1][2]:])) is not None:
            #: "值机现在的报错跟五点四十那会儿比呢 最近一刻钟 vs 5:40到5:55" (invNC): a side restated by a "past N"
            #: after the clocks said before it is the present's span, never the hours around the clock
            first = TimeWindowSpec(now - tail[0], now, True, tail[1])
        if not first.explicit:
            continue
        present = _present(right, now, local_now)
        if (present is None and _VERSUS.fullmatch(m.group(0)) is None
                and not resolve_time(right, now=now, zone=zone).explicit):
            continue  # "who logged more - a or b?": an "or" / "with" of no window of its own sets no window
        if present is not None:
            if PRESENT_EPISODE.search(right) and present.start <= first.start and first.end < present.end:
                #: "中午那波和现在这波，哪段报错更多": the wave going on now comes after the one named — today so far
                #: held both, so it counted the named wave twice
                present = TimeWindowSpec(first.end, present.end, True, f"{first.source}之后至今")
            if (present.start, present.end) != (first.start, first.end):
                #: "during the morning cert outage or during the current slowness": the morning up to the present
                #: side's start (the last hour lies in both)
                return _apart(first, present), present
            continue
        left_day = _day(left, local_now)
        right_day = _day(right, local_now)
        base = left_day[0] if left_day else local_now.date()
        if (right_day is not None and (PRESENT_EPISODE.search(right) or _DAY_POSSESSIVE.search(right)
                                       or _DAY_OWNS_ZH.match(right)
                                       #: "which one was longer, the uploads stuck last night or the gear rental
                                       #: thing the day before yesterday?": a side's trouble on a bare day lies
                                       #: wherever in it — how long each lasted is asked, never a count of the
                                       #: same hours
                                       or _LASTED.search(question))
                and not _SAME_SPAN.search(right) and not _sub_day(right)):
            #: "昨晚那次和今天这次", "last night's X or today's Y": the episode of the day named (all of that day, up
            #: to now), not the first side's hours moved to it
            second = _whole_day(right_day, now, zone)
        elif right_day is not None and (_SAME_SPAN.search(right) or not _sub_day(right)) and _sub_day(left):
            second = _shifted(first, (right_day[0] - base).days, f"{right_day[1]} 同一时段")
        elif _SAME_SPAN.search(right) and right_day is None:
            continue
        elif right_day is None and not _sub_day(right) and not resolve_time(right, now=now, zone=zone).explicit:
            #: "X 现在的报错量跟昨天下午两点到三点比，哪个多？": a side after the last "比" that names no time is no
            #: window (the first side's day); the present against the named window decides below
            continue
        else:
            lent = left_day is not None and right_day is None and (_sub_day(left) or not _LASTED.search(question))
            if lent and _DAY_OWNS_ZH.match(left) and _part(left) is None and _part(right) is not None \
                    and not _clocks(right):
                #: "昨天提交失败的 跟凌晨图像处理失败的 哪个多？": the day owns the first side's thing only; a part of
                #: the day on the other side is the last one passed, never that part of the first side's day
                lent = False
            if lent and _LASTED.search(question) and (lp := _part(left)) and (rp := _part(right)) \
                    and not _clocks(right) and rp[1] <= lp[0]:
                #: "昨天下午的证书问题和凌晨的队列积压，哪个持续得更久": a part wholly before the first side's is the
                #: last one passed (the small hours since), never that part earlier on the first side's day
                lent = False
            day_word = left_day[1] + " " if lent and left_day else ""
            if lent and left_day and _part(left_day[1]) is not None and _part(right) is not None:
                #: "今早X那次和下午Y那次": a day word holding a part of its own (今早) lends its day only (今天)
                day_word = _DAY_ONLY.get((local_now.date() - left_day[0]).days, "")
            #: "昨天下午2点到3点和4点到5点": a second clock window of no part of its own takes the first's part
            left_part = _part(left) if _clocks(right) and right_day is None and _part(right) is None else None
            if left_part is not None and left_part[2] not in day_word:
                day_word += left_part[2] + " "
            second = resolve_time(day_word + right, now=now, zone=zone)
            if second.at is not None and second.at <= now and PRESENT_EPISODE.search(right) and _clocks(right):
                #: "七点半那波和九点这波，哪波失败的单多？": the wave going on now that began at the clock named runs
                #: from it to now (it had the hour around the clock, cutting the wave's later part off)
                second = TimeWindowSpec(second.at, now, True, f"{second.source}至今", at=second.at)
                if first.start < second.start < first.end:  # the earlier wave ends where this one began
                    first = TimeWindowSpec(first.start, second.start, first.explicit, first.source, at=first.at)
        if (second.explicit and first.end == now and _relative(left) is not None
                and (same := _span_at_clock(right, second, first.end - first.start, first.start)) is not None):
            second = same  # "in the last half hour than at 7pm": the same span from the clock (19:00–19:30)
        if second.explicit and (second.start, second.end) != (first.start, first.end):
            return _apart(first, second), _apart(second, first)
    return _now_versus_named(question, now, zone)


def _apart(side: TimeWindowSpec, other: TimeWindowSpec) -> TimeWindowSpec:
    """One side of two windows set against each other, without the other side when that lies inside it at one of
    its ends ("昨晚那次和今天凌晨那次": last night runs to 06:00 and holds the small hours, so its own incident is the
    part before them): two things compared are two spans, never one counted twice."""
    if (side.start, side.end) == (other.start, other.end) or not (side.start <= other.start and other.end <= side.end):
        return side
    if other.end == side.end and other.start > side.start:
        return TimeWindowSpec(side.start, other.start, side.explicit, side.source, at=side.at)
    if other.start == side.start and other.end < side.end:
        return TimeWindowSpec(other.end, side.end, side.explicit, side.source, at=side.at)
    return side
