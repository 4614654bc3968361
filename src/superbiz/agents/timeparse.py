"""Time expressions of a question resolved to an absolute window in the configured time zone.

Chinese and English: "最近半小时", "past 3 hours", "昨天 15:30", "今天下午2点到4点", "this morning", "yesterday",
"14:00-16:00", "05:20 以来", "11月27日". A clock time alone is a window around it (±30 minutes) with that time
as the reference point. No expression → the default window before ``now``. Pure: ``now`` and the zone are
passed in.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, time, timedelta, tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from superbiz.lazy_re import regex

__all__ = [
    "CLOCK_AFTER",
    "CLOCK_BEFORE",
    "CLOCK_FIXED_BEFORE",
    "DEFAULT_MINUTES",
    "EN_NUMBERS",
    "TimeWindowSpec",
    "asks_against_clock",
    "asks_either_side",
    "asks_now",
    "cn_number",
    "format_local",
    "names_clock",
    "part_hours",
    "resolve_time",
    "small_hours_before",
]

DEFAULT_MINUTES = 60
_AROUND = timedelta(minutes=30)
_CN_DIGITS = {"零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_NUM = r"((?<![\d.])\d{1,6}(?:\.\d{1,3})?(?!\d)|(?<![一二两三四五六七八九十半])[一二两三四五六七八九十半]{1,6})"
_RELATIVE = [
    regex(rf"(?:最近|过去|近|前(?!天)|last|past)\s*(?:这)?\s*{_NUM}?\s*(?:个)?\s*(分钟|min(?:ute)?s?|小时|钟头|hours?|hrs?|h|天|days?|周|星期|weeks?)",
          re.I),
    #: "钱包现在这45分钟的错误" (invNC): the present's own minutes or hours said with "现在这"
    regex(rf"(?:现在|目前|当前|眼下)\s*(?:的)?\s*这\s*{_NUM}\s*(?:个)?\s*(分钟|小时|钟头)", re.I),
    regex(rf"{_NUM}\s*(?:个)?\s*(分钟|min(?:ute)?s?|小时|钟头|hours?|天|days?)\s*(?:内|以来|之内|ago)", re.I),
    #: "in the last two days", "over the past three hours": the count said in an English word
    regex(r"\b(?:last|past)\s+(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty)"
          r"\s+(min(?:ute)?s?|hours?|hrs?|days?|weeks?)\b", re.I),
]
_HALF_HOUR = regex(r"(?<![一二两三四五六七八九十\d]个)(?<![一二两三四五六七八九十\d])"
                   r"半(?:个)?(?:小时|钟头)|half an hour|"
                   #: "in the past half hour", "over the last half-hour"
                   r"\b(?:last|past)\s+half[- ]?hour\b", re.I)
#: "一刻钟" / "a quarter of an hour" (15 minutes each), "一个半小时" / "an hour and a half" (90 minutes)
_QUARTERS = regex(r"([一二两三四五六七八九\d])\s*刻钟|(?:a |one )?quarter(?: of an)? hour|"
                  r"(three) quarters of an hour", re.I)
_AND_A_HALF = regex(rf"{_NUM}\s*个半\s*(?:小时|钟头)|{_NUM}\s*and a half hours?|\bhour and a half", re.I)
_LAST_HOUR = regex(r"(?:last|past) hour|最近一小时", re.I)
_DAY_WORDS: list[tuple[re.Pattern[str], int]] = [
    (regex(r"大前天|three days ago|3 days ago|三天前|3天前", re.I), -3),
    #: "the night before last": the evening of the day before yesterday
    (regex(r"前天|前儿|day before yesterday|two days ago|2 days ago|两天前|2天前|"
           r"\b(?:night|nite|evening) before last\b", re.I), -2),
    (regex(r"昨天|昨日|昨晚|昨夜|昨儿|yesterday|\byday\b|\byest(?:erday)?\b|last ni(?:ght|te)|last evening", re.I),
     -1),
    (regex(r"今天|今日|今早|今晨|今晚|今儿|today|\b2day\b|this (?:morning|afternoon|evening|arvo)|toni(?:ght|te)",
           re.I), 0),
]
#: "11月27日", "2026-11-27", and typed with spaces around the Chinese units ("12 月 2 号")
#: (never the minutes and hour of a clock range: "20:10-21:10" is no 10-21)
_DATE = regex(r"(?<![A-Za-z0-9_:：-])(?:(\d{4})(?:[-/]|\s*年\s*))?(\d{1,2})(?:[-/]|\s*月\s*)(\d{1,2})(?:\s*[日号])?"
              r"(?![A-Za-z0-9_:：-])"
              r"(?!\s*[ap]\.?m\b)")
_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_MONTH = r"(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
_EN_DATE = regex(rf"\b{_MONTH}\s+(\d{{1,2}})(?:st|nd|rd|th)?\b(?:,?\s*(\d{{4}}))?|"
                 rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}(?:,?\s*(\d{{4}}))?", re.I)
_WEEKDAYS = ("monday|周一|星期一|礼拜一", "tuesday|周二|星期二|礼拜二", "wednesday|周三|星期三|礼拜三",
             "thursday|周四|星期四|礼拜四", "friday|周五|星期五|礼拜五", "saturday|周六|星期六|礼拜六",
             "sunday|周日|周天|星期日|星期天|礼拜日|礼拜天")
_WEEKDAY = regex(r"(上个?|last\s+)?(" + "|".join(_WEEKDAYS) + ")", re.I)
_PARTS: list[tuple[re.Pattern[str], int, int]] = [
    #: "overnight": the night that ended that morning, from 22:00 the evening before (an incident across midnight)
    (regex(r"\bovernight\b|\b(?:in|during) the night\b", re.I), -2, 6),
    (regex(r"凌晨", re.I), 0, 6),
    #: "the dawn booking outage", "天亮那会儿": a part of the day told by daybreak, the hours around it
    (regex(r"\bdawn\b|\bdaybreak\b|\bsunrise\b|黎明|拂晓|天亮", re.I), 5, 7),
    #: "early this morning", "一大早": from midnight to the start of the working morning
    (regex(r"early[ -](?:this |in the |yesterday |today |on \w+ )?morning|early today|清晨|一大早|大清早",
           re.I), 0, 9),
    #: "payslipper 今早报了多少条 WARN": 今早/今晨 ("this morning", said of today) run from midnight to noon — a
    #: trouble that began before six is still this morning's
    (regex(r"今早|今晨"), 0, 12),
    (regex(r"上午|早上|早晨|morning", re.I), 6, 12),
    (regex(r"中午|\bnoon\b", re.I), 11, 13),
    (regex(r"下午|afternoon|\barvo\b", re.I), 12, 18),
    (regex(r"晚上|昨晚|今晚|夜里|夜间|toni(?:ght|te)|last ni(?:ght|te)|\bni(?:ght|te) before last\b", re.I), 18, 24),
    #: "yesterday evening": in English the evening begins after the working day, from 17:00 (晚上 at dark, 18:00)
    (regex(r"evening", re.I), 17, 24),
    #: "昨天白天都出过哪些事", "during the day yesterday": the working day, from the night's end to the evening (as
    #: "白天到晚上" spans it) — never the whole day with its night
    (regex(r"白天|\bdaytime\b|\bduring the day\b", re.I), 6, 18),
]
#: "夜里 / 夜间 / at night" with no day: the night hours run past midnight into the small hours
_NIGHT_HOURS = regex(r"夜里|夜间", re.I)
_LAST_NIGHT = regex(r"昨晚|昨夜|last ni(?:ght|te)", re.I)
#: where a night ("last night", 凌晨) ends and the morning (上午/早上/morning) begins, local hour
NIGHT_ENDS_AT = 6
#: a count asked or compared ("how many", "which logged more", "多少", "几条") — not an episode's times or cause
_COUNTED = regex(r"\bhow many\b|\b(?:more|fewer)\s+(?:[a-z-]+\s+)?(?:errors?|warnings?|lines?|failures?)\b|"
                 r"多少|几[条个次单笔]|更多|更少|多还是少", re.I)
#: a trouble named by what it was ("the bank cert thing", "the billing deploy", "证书那事"): its episode is counted
#: whole, to now when it runs on — never cut at the last hour like a window of last night
_TROUBLE_NAMED = regex(r"\b(?:deploy\w*|release|rollout|roll-out|cert\w*|thing|mess|incident|outage)\b|"
                       r"发版|发布|证书|那事|那波|那次", re.I)
#: "this morning" asked before this local hour (the working morning's first hour) is the early day so far
_FIRST_MORNING_HOUR_ENDS = NIGHT_ENDS_AT + 1
#: the day and part matched of "this morning" (English), as ``resolve_time`` holds them
_THIS_MORNING = regex(r"this morning", re.I)
#: "今天早上 / 早上" (the early morning of today, said in Chinese): the day matched, if any, and the part
_TODAY_WORDS = regex(r"今天|今日|今儿")
_EARLY_MORNING_ZH = regex(r"早上|早晨")
#: the local hours a part of the day ends at (a window that ends there ends at no clock the question named)
#: (傍晚, read by `timeforms`, ends at 19:00: "昨天傍晚" is a part of the day too, its end no clock the user named)
_DUSK_ENDS_AT = 19
PART_ENDS = frozenset({NIGHT_ENDS_AT, _DUSK_ENDS_AT, *(hi % 24 for _, _, hi in _PARTS)})
#: "tonight / 今晚" asked in the small hours (before the night ends): the night now ending, from the evening before
_TONIGHT = regex(r"今晚|toni(?:ght|te)", re.I)
_EN_TONIGHT = regex(r"toni(?:ght|te)", re.I)
#: where the English evening begins (local hour), as the part "evening" holds it
_EN_EVENING_STARTS = 17
#: "昨晚到今天凌晨", "from last night into this morning": one window from the evening to the end of the next
#: morning's part (凌晨 06:00, 早上/上午 12:00) — never the small hours of the day before
_NIGHT_INTO_MORNING = regex(
    r"(?:昨晚|昨夜|昨天晚上|last ni(?:ght|te)|yesterday evening)\s*(?:一直)?\s*"
    r"(?:到|至|直到|until|till|to|into|through)\s*(?:今天|今日|today|this)?\s*"
    r"(?P<part>凌晨|清晨|早上|上午|早晨|今早|今晨|morning|early morning)", re.I)
#: "昨晚那个库存积压凌晨几点恢复的", "last night's backlog cleared when in the small hours?": last night said, then
#: the small hours — those after that night's midnight (today's), the night from its evening on
_NIGHT_THEN_SMALL_HOURS = regex(r"(?:昨晚|昨夜|昨天晚上|last ni(?:ght|te)'?s?)[^，,。？?\d]{0,16}?"
                                r"(?:凌晨|after midnight|in the small hours|in the early hours)", re.I)
#: "from yesterday afternoon until this morning", "昨天下午到今天上午": a range whose ends are parts of two days — one
#: window from the start of the first part yesterday to the end of the second today (both spanned, not the last one)
_PARTS_ACROSS_DAYS = regex(
    r"(?:昨天|昨日|昨儿|yesterday)\s*(?P<first>上午|下午|中午|早上|傍晚|morning|afternoon|noon)\s*(?:一直)?\s*"
    r"(?:到|至|直到|until|till|to|into|through)\s*(?P<today>今天|今日|今儿|today|this)?\s*"
    r"(?P<second>凌晨|清晨|早上|上午|早晨|今早|今晨|中午|下午|morning|early morning|noon|afternoon)", re.I)
#: "昨天白天到晚上", "上午到下午", "from morning to evening": a range whose ends are parts of one day — one window from
#: the start of the first part to the end of the second (both spanned, not the last one named); 白天 / daytime is
#: the working day, from the morning's start to the evening's
_PARTS_WITHIN_DAY = regex(
    r"(?P<first>白天|上午|早上|中午|下午|\bdaytime|\bmorning|\bafternoon)\s*(?:一直)?\s*"
    r"(?:到|至|直到|\buntil\b|\btill\b|\bto\b|\binto\b|\bthrough\b)\s*(?:the\s+)?"
    r"(?P<second>中午|下午|傍晚|晚上|\bnoon\b|\bafternoon\b|\bevening\b|\bnight\b)", re.I)
_DAYTIME = regex(r"白天|daytime", re.I)
#: "前天夜里到昨天早上", "前天晚上到昨天上午": a range from a part of one past day to a part of a later day — one window
#: from the first part's start (that day) to the second part's end (its day)
_PARTS_ACROSS_NAMED_DAYS = regex(
    r"(?P<d1>前天|前日|昨天|昨日|昨儿)\s*(?P<first>夜里|晚上|晚间|凌晨|早上|上午|中午|下午)\s*(?:一直)?\s*"
    r"(?:到|至|直到)\s*(?P<d2>昨天|昨日|昨儿|今天|今日|今儿)\s*(?P<second>凌晨|清晨|早上|上午|中午|下午|晚上|夜里)")
_DAYS_BACK = {"前天": 2, "前日": 2, "昨天": 1, "昨日": 1, "昨儿": 1, "今天": 0, "今日": 0, "今儿": 0}
#: "昨天下午锁表那半小时", "那一个小时": the span an episode of a day or part said lasted, never the last half hour
_THAT_SPAN = regex(r"那\s*(?:个)?\s*(?:[一二两三四五六七八九十\d]+\s*个?\s*)?半?\s*(?:个)?\s*(?:小时|钟头|分钟)")
#: "最近那半小时", "过去那一个小时": the present's span said with 那 (``_THAT_SPAN`` kept as a relative window)
_RECENT_THAT = regex(r"(?:最近|过去|刚过去|近)\s*(?:的)?\s*那\s*(?:个)?\s*(?:[一二两三四五六七八九十\d]+|半)")
_EVENING_PM = regex(r"下午|傍晚|今晚|晚上|pm|evening|afternoon|\barvo\b|toni(?:ght|te)", re.I)
_PM_WORDS = regex(r"下午|晚上|傍晚|今晚|昨晚|pm|evening|afternoon|\barvo\b|toni(?:ght|te)|last nite", re.I)
_CLOCK = regex(
    r"(?:(?<=\d[-–~])|(?<=\d[ap]m[-–~])|(?<![A-Za-z0-9_:.-]))(\d{1,2})(?:[:：](\d{2})(?::\d{2})?|\s*(?:点|时)(?:\s*(\d{1,2})\s*分?|(半))?|(?=\s*[ap]\.?m\b)|(?=\s*-?\s*(?:ish|something)\b))"
    r"(?:\s*([ap])\.?m\b\.?)?(?![\d])",
    re.I,
)
_RANGE_SEP = regex(r"^\s*(?:到|至|~|-|–|—|to|until|till|and)\s*$", re.I)
#: "八点二十几开始", "八点多开始一直报错": a clock said loosely ("几 / 多") before 开始/以来 still starts the window
_SINCE = regex(r"^\s*(?:零?[几多]\s*(?=以来|开始|起))?(?:以来|以后|之后|过后|起|开始|后|onwards?|"
               r"(?:一直|持续)?\s*(?:到|至|until|till|to)\s*(?:现在|目前|今|now|the moment))", re.I)
#: "从中午开始一直…", "since this morning", "from noon on": a part of the day as the start of a window up to now
#: "昨晚十点以后", "after 10pm last night": a clock then "after", no "since" of its own (see ``_TO_NOW``)
_AFTER_ZH = regex(r"^\s*(?:以后|之后|过后|后)")
_AFTER_EN = regex(r"\bafter\s*(?:about|around|roughly)?\s*$", re.I)
#: a count in all ("一共", "in total")
_IN_ALL = regex(r"一共|总共|\bin total\b|\baltogether\b", re.I)
#: words that carry a window on to now ("以来", "一直", "到现在", "so far", "since")
_TO_NOW = regex(r"以来|一直|持续|到现在|至今|到目前|还在|\bsince\b|\bso far\b|\buntil now\b|\bstill\b", re.I)
_SINCE_OPEN = regex(r"(?:\bsince|\bfrom|自|从|打)\s*(?:about|around|roughly|大概|大约)?\s*"
                    r"(?:今天|昨天|今儿|昨儿|today|yesterday|this)?\s*(?:的)?\s*$", re.I)
#: "3pm-ish", "around 3pm", "3点左右", "三点来钟": an approximate clock, from 30 minutes before to an hour after
#: "昨晚7点那次": the episode around a clock, which runs on past it like "7点左右"
_APPROX_AFTER = regex(r"^\s*(?:-?\s*ish\b|左右|前后|来钟|上下|or so\b|(?:的)?那一?(?:次|回|波|阵))", re.I)
_APPROX_BEFORE = regex(r"(?:\baround|\babout|\bapprox(?:imately|\.)?|\broughly|\bcirca|大概|大约|大致|"
                       r"(?<![预签合邀节])约莫?)\s*(?:at\s*|在\s*)?(?:今天|昨天|前天)?\s*"
                       r"(?:上午|下午|晚上|早上|中午|凌晨|傍晚)?\s*$", re.I)
_APPROX_AFTER_SPAN = timedelta(minutes=60)
#: "since like 11:40", "from approx. 3pm": a spoken filler between the since-word and its clock
_SINCE_BEFORE = regex(r"(?:since|from|after|自|从)\s*"
                      r"(?:about|around|roughly|like|approx(?:imately|\.)?|大概|大约)?\s*"
                      r"(?:今天|昨天|today|yesterday)?\s*"
                      r"(?:上午|下午|晚上|早上|中午|凌晨)?\s*$", re.I)


@dataclass(frozen=True)
class TimeWindowSpec:
    """An absolute window (aware UTC), how it was read, and a reference instant for "at 15:30" questions."""

    start: datetime
    end: datetime
    explicit: bool
    source: str
    at: datetime | None = None


def state_around(spec: TimeWindowSpec, question: str) -> TimeWindowSpec:
    """The state asked around a clock ("anything weird around half past nine?", "三点半左右正常吗"): the half hours
    either side of it. An approximate clock's window runs an hour past it to hold the span of an episode that began
    around it ("the outage around 3pm", "七点那次"); a state asked names no episode, and a trouble that began more
    than half an hour after the clock was not around it."""
    if (spec.at is None or spec.start != spec.at - _AROUND or spec.end != spec.at + _APPROX_AFTER_SPAN
            or _EPISODE_NAMED.search(question)):
        return spec
    return TimeWindowSpec(spec.start, spec.at + _AROUND, spec.explicit, spec.source, at=spec.at)


def _cn_number(raw: str) -> float:
    """ "20", "二十", "两", "半" (1 when none is said)."""
    if raw == "半":
        return 0.5
    try:
        return float(raw)
    except ValueError:
        pass
    if "十" in raw:
        tens, _, ones = raw.partition("十")
        return float((_CN_DIGITS.get(tens, 1) if tens else 1) * 10 + (_CN_DIGITS.get(ones, 0) if ones else 0))
    return float(_CN_DIGITS.get(raw, 1))


def _relative(question: str) -> tuple[timedelta, str] | None:
    quarters = _QUARTERS.search(question)
    if quarters:
        k = 3 if quarters.group(2) else int(_cn_number(quarters.group(1))) if quarters.group(1) else 1
        return timedelta(minutes=15 * k), f"最近 {15 * k} 分钟"
    half = _AND_A_HALF.search(question)
    if half:
        hours = _cn_number(half.group(1) or half.group(2) or "1") + 0.5
        return timedelta(minutes=hours * 60), f"最近 {int(hours * 60)} 分钟"
    if _HALF_HOUR.search(question):
        return timedelta(minutes=30), "最近 30 分钟"
    for pattern in _RELATIVE:
        m = pattern.search(question)
        if m and m.group(0).lower().endswith("ago") and m.group(2).lower().startswith(("天", "day")):
            #: "3 days ago in the evening": a day counted back is that day (``_DAYS_AGO``, ``_DAY_WORDS``), never the
            #: past three days up to now
            continue
        if m:
            word = (m.group(1) or "").lower()
            n = float(_EN_NUMBERS[word]) if word in _EN_NUMBERS else _cn_number(word) if word else 1.0
            unit = m.group(2).lower()
            if unit.startswith(("分", "min")):
                minutes = n
            elif unit.startswith(("小", "钟", "h")):
                minutes = n * 60
            elif unit.startswith(("周", "星", "w")):
                minutes = n * 7 * 1440
            else:
                minutes = n * 1440
            minutes = max(5.0, min(minutes, 14 * 1440.0))
            return timedelta(minutes=minutes), f"最近 {int(minutes)} 分钟"
    if _LAST_HOUR.search(question):
        return timedelta(minutes=60), "最近 60 分钟"
    return None


_WEEKS = regex(r"上周|上个?星期|上个?礼拜|last week|previous week|上个月|last month|previous month|"
               rf"{_NUM}\s*(?:个)?\s*(?:周|星期|weeks?)\s*(?:前|ago)", re.I)


def _weeks(question: str, local_now: datetime, zone: tzinfo) -> TimeWindowSpec | None:
    """"上周" / "last week" (the calendar week before this one), "上个月" / "last month", "2 weeks ago"."""
    m = _WEEKS.search(question)
    if m is None:
        return None
    today = local_now.date()
    word = m.group(0).lower()
    if "月" in word or "month" in word:
        first = today.replace(day=1)
        start_day = (first - timedelta(days=1)).replace(day=1)
        end_day = first
    else:
        n = int(_cn_number(m.group(1))) if m.group(1) else 1
        monday = today - timedelta(days=today.weekday())
        start_day, end_day = monday - timedelta(weeks=n), monday - timedelta(weeks=n - 1)
    return TimeWindowSpec(_local(start_day, time(0), zone), _local(end_day, time(0), zone), True, m.group(0))


def _day(question: str, local_now: datetime) -> tuple[date, str] | None:
    m = _DATE.search(question)
    if m and 1 <= int(m.group(2)) <= 12 and 1 <= int(m.group(3)) <= 31:
        year = int(m.group(1)) if m.group(1) else local_now.year
        try:
            return date(year, int(m.group(2)), int(m.group(3))), m.group(0)
        except ValueError:
            pass
    english = _EN_DATE.search(question)
    if english:
        month: str = english.group(1) or english.group(5)
        day_n: str = english.group(2) or english.group(4)
        year_n: str | None = english.group(3) or english.group(6)
        try:
            return date(int(year_n) if year_n else local_now.year, _MONTHS.index(month[:3].lower()) + 1,
                        int(day_n)), english.group(0)
        except ValueError:
            pass
    weekday = _WEEKDAY.search(question)
    if weekday:
        index = next(i for i, names in enumerate(_WEEKDAYS) if re.fullmatch(names, weekday.group(2), re.I))
        today = local_now.date()
        if weekday.group(1) and "上" in weekday.group(1):  # 上周五: Friday of the calendar week before this one
            return today - timedelta(days=today.weekday() + 7 - index), weekday.group(0)
        return today - timedelta(days=(today.weekday() - index) % 7), weekday.group(0)
    for pattern, offset in _DAY_WORDS:
        found = pattern.search(question)
        if found:
            return local_now.date() + timedelta(days=offset), found.group(0)
    ago = _DAYS_AGO.search(question)
    if ago is not None:  # "四天前", "5 days ago": that day
        n = _days(ago.group(1) or ago.group(2))
        if n is not None and 1 <= n <= 366:
            return local_now.date() - timedelta(days=n), ago.group(0)
    return None


#: "四天前", "10天前", "five days ago" (one to three have day words of their own)
_DAYS_AGO = regex(r"(?<![\d一二两三四五六七八九十])(\d{1,3}|[一二两三四五六七八九十]{1,3})\s*(?:天|日)(?:以)?前|"
                  r"\b(\d{1,3}|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
                  r"twenty|thirty)\s+days?\s+ago\b", re.I)
_EN_NUMBERS = {w: i for i, w in enumerate(("zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
                                            "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen"))}
_EN_NUMBERS.update({"twenty": 20, "thirty": 30, "forty": 40, "forty-five": 45, "sixty": 60})
#: (read by `anchors` too: "the first twenty after it started")
EN_NUMBERS = _EN_NUMBERS


def _days(word: str) -> int | None:
    """1–366 from "4", "four", "四", "十二", "二十"."""
    low = word.lower()
    if low.isdigit():
        return int(low)
    if low in _EN_NUMBERS:
        return _EN_NUMBERS[low]
    if "十" in word:
        tens, _, ones = word.partition("十")
        t = _CN_DIGITS.get(tens, 0) if tens else 1
        o = _CN_DIGITS.get(ones, 0) if ones else 0
        return t * 10 + o if (not tens or tens in _CN_DIGITS) and (not ones or ones in _CN_DIGITS) else None
    return _CN_DIGITS.get(word) if len(word) == 1 else None


#: "零点" is hour 0 (midnight), not "零点五" (0.5) nor "零点几"
#: "零点四十", "零点十五", "零点一刻", "零点五分": minutes after midnight (tens of them, a quarter, or 分 said)
_CN_CLOCK = regex(r"(?<![0-9一二两三四五六七八九十零])([一二两三四五六七八九十]{1,3}|"
                  r"零(?=\s*点(?:(?![几零一二三四五六七八九])|[一二三四五]?十[一二三四五六七八九]?(?![几点])|[一三]刻|"
                  r"零?[一二三四五六七八九]分)))(?=\s*点)")
#: "十一点四十五一堆报错": a minute of two or three numerals is a minute whatever follows (only one numeral may start
#: a word: "点一下", "点十几")
_CN_MINUTES = regex(r"(?<=\d)点(?:([一三])刻|((?:[一二三四五六七八九十]{1,2}|零)[一二三四五六七八九十]|"
                    r"[一二三四五六七八九十](?![一二两三四五六七八九十直下些会样起并共般定切旦度]))(?:分)?)")
_NOON_WORDS = regex(r"中午|\bnoon\b", re.I)
#: "一点多", "3点出头": some time within the hour after the clock, not around it; "21 点那小时", "the 9pm hour": the
#: clock hour that starts at it
#: "after the 8am rollout", "after the 11:40 one": a clock naming a change, the window from it on
#: "the 19:30 app release": a clock between "the" and a change noun (not "after the" / "since the": their windows)
_THE_BEFORE = regex(r"(?<!after )(?<!since )\bthe\s*$", re.I)
_CHANGE_NOUN = regex(r"^\s*(?:[a-z]+\s+)?(?:deploy(?:ment)?|release|rollout|roll-out|upgrade)\b", re.I)
_AFTER_THE = regex(r"\bafter\s+the\s*$", re.I)
#: "since the 03:05 deploy", "03:05 发版以来": a change named by its clock starts a window up to now
_SINCE_THE = regex(r"\bsince\s+the\s*$", re.I)
#: "since kickoff at 8", "since the doors opened at 7pm": an event named, then its clock — a window from it up to now
#: "since I went off shift at 5pm", "since we got in at 9": the event may be told with its subject pronoun
_SINCE_EVENT_AT = regex(r"\bsince\s+(?:(?:the|i|we|they|you)\s+)?(?:[a-z-]{3,}\s+){0,2}[a-z-]{3,}\s+at\s*$", re.I)
#: "went to bed around 10pm, what broke overnight?": an evening clock beside "overnight" starts the night's window
#: (to its end at NIGHT_ENDS_AT), not the hour around the clock
_OVERNIGHT = regex(r"\bovernight\b|\b(?:in|during|through) the night\b|一夜|一整夜|一晚上|整晚|整夜", re.I)
#: "… overnight or this morning?", "昨晚十点以后到今天早上": the night asked on into the day — the window runs to now
_INTO_THE_DAY = regex(r"\bthis morning\b|\btoday\b|\bnow\b|今天|今早|早上|上午|现在", re.I)
_CHANGE_SINCE_ZH = regex(r"^\s*(?:那次|的)?\s*(?:发版|发布|上线|部署|回滚|重启|升级|变更)\s*(?:以来|至今)")
_CHANGE_AFTER_CLOCK = regex(r"^\s*(?:one|deploy(?:ment)?|release|rollout|roll-out|upgrade|restart|rollback)\b",
                            re.I)
_WITHIN_HOUR = regex(r"^\s*(?:钟?多(?!还是|少|吗|不多|么)|出头|过一点|过些|-?\s*something\b|"
                     r"钟?(?:的)?[那这]\s*(?:一|个)?\s*(?:小时|钟头)|hour\b)", re.I)


#: "between noon and 1pm", "from 11am to noon": noon as one end of a clock range is the clock 12 pm
_NOON_END = regex(r"(?:(?<=\bbetween\s)|(?<=\bfrom\s))noon\b(?=\s*(?:-|–|to|and|until|till)\s*\d)|"
                  r"(?<=\d)(?P<tail>(?:\s*[ap]\.?m\.?)?\s*(?:-|–|to|and|until|till)\s*)noon\b", re.I)


#: "healthy at the moment, after this morning's mess": the past is context, the window asked about is now
#: chat shorthand of the present: "whats broken rn", "anything down atm"
_NOW_WORDS = regex(r"\b(?:at the moment|right now|currently|as of now|now|rn|atm)\b|"
                   r"现在|目前|此刻|当前|还好吗|还正常吗", re.I)
_AFTER_PAST = regex(r"\bafter (?:the |this |that |last |yesterday|today)[^,.;?!]*|"
                    r"(?:今天|昨天|今早|昨晚|早上|上午|中午|下午|晚上|凌晨)"
                    r"[^，。；？,;?\s\d:：点]{0,12}(?:之后|过后)", re.I)


#: the past time of a recalled trouble, with its slang and part of the day ("yesterday arvo", "last nite", "yday")
_PAST_WHEN = (r"\b(?:last ni(?:ght|te)|last evening|(?:yesterday|yday)(?:\s+(?:arvo|afternoon|morning|evening|night))?|"
              r"this (?:morning|arvo|afternoon)|earlier today|overnight|"
              #: "is X ok now? it was broken at lunch" (lunch made 11:30-13:30 by ``canonical_time_forms``), "… around
              #: 3pm", "… earlier": a clock of today recalled
              r"(?:(?:at|around|about|from)\s+)?\d{1,2}(?::\d{2}|\s*[ap]m)(?:\s*[-–]\s*\d{1,2}(?::\d{2})?(?:\s*[ap]m)?)?|"
              r"(?:at|around|about)\s+\d{1,2}|earlier)\b")
#: an operation done in the past, recalled ("回滚过", "发过版", "重启了"): like a past trouble, it sets the scene
_OPERATION_DONE = r"回滚过?|回退过?|重启过?|发过?版|发布过?|部署过?|上过?线|扩过?容"
#: the time of a past event recalled in a Chinese aside ("昨天下午", "半夜", "十点", "九点四十", "21:40"): a day, a
#: part of the day, both, or a clock with its minutes
_ASIDE_WHEN = (r"(?:(?:昨天|昨日|前天|今天)?\s*(?:上午|早上|凌晨|中午|下午|晚上|半夜|深夜|午夜|夜里)|"
               r"昨天|昨日|昨晚|昨夜|前天|今早|今晨|[\d零一二两三四五六七八九十]{1,3}\s*(?:点|时)"
               r"(?:半|多|一刻|[\d零一二三四五六七八九十]{1,3}分?)?|\d{1,2}[:：]\d{2})")
#: "昨晚出过事的 X，现在还好吗" / "X, which broke last night, is it ok now?": the past names which X, not when
_PAST_CLAUSE = regex(r"(?:昨天|昨日|昨晚|昨夜|前天|今早|今晨|今天|上午|早上|凌晨|中午|下午|晚上)"
                     r"[^，。；？,;?\s\d:：点的]{0,6}(?:出过?事|出过?问题|出过?故障|挂过?|宕过?机?|崩过?|炸过?|"
                     r"报过?错|告过?警|出过?状况|翻过?车|出过?岔子)[^，。；？,;?\s\d:：点的]{0,4}的(?!时候)|"
                     #: "X 现在正常不？昨晚不是出过事吗", "…？下午不是发过版吗": a past event (a trouble or an
                     #: operation) recalled in an aside of its own ("不是…吗")
                     #: the time may join a day and a part of it, or be a clock ("昨天下午不是出过事吗", "十点不是
                     #: 刚发过版吗"); a backlog recalled is a past trouble too ("半夜不是积压了吗")
                     #: "…现在还好吗 昨晚不是堵了": a jam recalled (堵/卡住) is one too, and an aside closing the
                     #: question may leave out its 吗; "…现在正常吗？下午不是慢过": a slowness recalled too
                     rf"{_ASIDE_WHEN}\s*(?:不是|不是说|好像)\s*"
                     r"[^，。；？,;?\s\d:：点]{0,4}(?:出过?事|出过?问题|出过?故障|挂过?|宕过?机?|崩过?|炸过?|报过?错|"
                     rf"告过?警|出过?状况|翻过?车|出过?岔子|积压|堆积|堵过?(?:住|死)?|卡过?(?:住|死)|慢过|{_OPERATION_DONE})"
                     r"(?:过|了)*\s*(?:吗|么|嘛|吧|[。.!！?？]?\s*$)|"
                     #: "X 现在正常了吗 下午回滚过的": an operation (or trouble) recalled in a closing aside, no 不是
                     rf"(?<=[吗呢么嘛？?\s，,])\s*{_ASIDE_WHEN}\s*(?:刚|才|已经)?\s*(?:{_OPERATION_DONE}|出过事|出过问题|"
                     r"挂过|崩过|炸过)(?:过|了)*\s*(?:的|了)?\s*(?:[。.!！?？]\s*)?$|"
                     #: "X 昨天回滚过，现在健康吗", "X 昨晚出过事，现在好了吗": a past event told in a clause
                     #: of its own before the present asked (过/了 closing it, then a comma)
                     r"(?:昨天|昨日|昨晚|昨夜|前天|今早|今晨|上午|早上|凌晨|中午|下午|晚上)"
                     r"[^，。；？,;?\s\d:：点的]{0,4}(?:出过?事|出过?问题|出过?故障|挂过?|宕过?机?|崩过?|报过?错|翻过?车|"
                     rf"{_OPERATION_DONE})(?:过|了)*(?=\s*[，,]\s*(?:那\s*)?(?:现在|目前|此刻|当前))|"
                     #: "X 昨晚那个证书握手报错 现在还有吗": the past time of a trouble pointed at (那个/那次) names
                     #: which trouble, the present asked after it is the window
                     r"(?:昨天|昨日|昨晚|昨夜|前天|今早|今晨|上午|早上|凌晨|中午|下午|晚上)(?:的)?\s*"
                     r"(?=(?:那个|那次|那波|那些|那阵)[^，。；？,;?]{0,16}?[\s，,]\s*(?:那\s*)?(?:现在|目前|此刻|当前))|"
                     #: "that cert error from last night - still happening now?": the same in English
                     r"\b(?:from|of)\s+(?:last ni(?:ght|te)|yesterday(?:\s+(?:morning|afternoon|evening))?|"
                     r"this morning|earlier today|overnight)\b(?=[^.;?!]{0,12}?\b(?:still|now|anymore|any more)\b)|"
                     r"\b(?:which|that|who)\b[^,.;?!]{0,30}?\b(?:broke|failed|went (?:down|bad)|crashed|was down|"
                     r"blew up|acted up|had (?:an? )?(?:issue|problem|incident|outage)s?)\b[^,.;?!]{0,20}?"
                     rf"{_PAST_WHEN}|"
                     #: "is X ok now? they had issues last night": a past trouble recalled in an aside of its own
                     #: "is X ok now? it got deployed yesterday afternoon / we restarted it at 9": an operation
                     #: done, recalled the same way
                     r"\b(?:it|they|we|there)\s+(?:had|has had|have had|was|were|went|broke|failed|crashed|"
                     r"acted|got|deployed|redeployed|released|shipped|restarted|rebooted|rolled)\b[^,.;?!]{0,30}?"
                     rf"{_PAST_WHEN}|"
                     #: "flash design search ok now? saw some slowness warnings yesterday": a sentence of its own after
                     #: the present asked, telling what someone saw (its subject left out), then when
                     r"(?<=[?？.!])\s*(?:(?:i|we|someone|ops)\s+)?(?:saw|seen|noticed|spotted|had|got)\b[^,.;?!]{0,40}?"
                     rf"{_PAST_WHEN}",
                     re.I)


def asks_now(question: str) -> bool:
    """Whether the question asks about the present ("现在", "right now", "还好吗")."""
    return _NOW_WORDS.search(question) is not None


#: "快十二点半了，线上现在都有啥问题", "都凌晨两点了，…": the time told as the present's (a clause of its own), no
#: window around that clock
_TIME_TOLD = regex(r"(?:^|(?<=[，,。；;！!\s]))(?:现在)?(?:都|已经|快|马上|眼看|将近|差不多)+(?:到)?"
                   r"(?:凌晨|早上|上午|中午|下午|晚上|半夜)?[\d零一二两三四五六七八九十]{1,3}\s*(?:点|时|[:：]\d{2})"
                   r"(?:半|多|一刻|\d{1,2}分?|[零一二三四五六七八九十]{1,3}分?)?了(?=[，,。；;！!\s])")


def present_context(question: str) -> str:
    """Drop a clause telling the present time; then, of a question about the present, an "after <past event>"
    phrase, or a relative clause naming a past event (the past only sets the scene)."""
    question = _TIME_TOLD.sub(" ", question)
    if not _NOW_WORDS.search(question):
        return question
    return _PAST_CLAUSE.sub(" ", _AFTER_PAST.sub(" ", question))


#: "between 9 and 11 this morning", "from 2 to 4 in the afternoon": bare hours of a range that a part of the
#: day places in the morning or the afternoon
_BARE_HOURS = regex(r"\b(between|from)\s+(\d{1,2}(?::\d{2})?)\s*(and|to|until|till|-|–)\s*(\d{1,2}(?::\d{2})?)"
                    r"(?=\s+(?:(?:this|yesterday|tomorrow|in the|on \w+)\s+)?(morning|afternoon|evening|night)\b|"
                    r"\s+(tonight|last night))", re.I)


#: "this morning between 8 and 10", "last night from 9 to 11": the part of the day named before the bare hours
_PART_THEN_HOURS = regex(r"\b(?:this|yesterday|last|in the)\s+(morning|afternoon|evening|night)\s*,?\s+"
                         r"(between|from)\s+(\d{1,2}(?::\d{2})?)\s*(and|to|until|till|-|–)\s*(\d{1,2}(?::\d{2})?)"
                         r"(?!\s*(?:[ap]\.?m\b|[ap]\.m\.|o'?clock|\d))", re.I)


#: "between 9 and 12?", "from 10 to 12 today": bare hours (no minutes: a clock with minutes is read as a clock) of a
#: range with no part of the day, ended by the question or a day word (never "between 9 and 12 errors"): the working
#: day's reading (7–11 → am, 12 → noon, 1–6 → pm; 13–23 as written)
_BARE_HOURS_ALONE = regex(r"\b(between|from)\s+(\d{1,2})\s*(and|to|until|till|-|–)\s*"
                          r"(\d{1,2})(?!\s*(?:[ap]\.?m\b|[ap]\.m\.|o'?clock|[:\d%]))"
                          r"(?=\s*(?:$|[,.?!;)，。？！]|(?:today|yesterday|tonight|local|utc)\b))", re.I)
#: "the share went from 2 to 4": a change of a value, no hours
_VALUE_CHANGED = regex(r"\b(?:went|go|goes|gone|rose|rise|risen|fell|fall|dropped|drop|jumped|jump|grew|grow|"
                       r"climbed|climb|increased|decreased|changed|moved|spiked)\s+(?:up\s+|down\s+)?$", re.I)


#: "between 9am and 12 this morning": the first end's am/pm, the second end bare
_SECOND_BARE = regex(r"\b(between|from)\s+(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?\s*(and|to|until|till|-|–)\s*"
                     r"(\d{1,2})(?::(\d{2}))?(?!\s*(?:[ap]\.?m\b|[ap]\.m\.|[:\d%]))", re.I)


def _second_end(m: re.Match[str]) -> str:
    """The bare second end of a range takes the first's half of the day, the other half when it comes round the
    clock ("9am to 12" → noon, "11am to 1" → 1pm, "9pm to 12" → midnight)."""
    first, second, am = int(m.group(2)), int(m.group(6)), m.group(4).lower() == "a"
    if second > 12 or first > 12:
        return m.group(0)
    same = second % 12 > first % 12
    suffix = ("am" if am else "pm") if same else ("pm" if am else "am")
    minutes = f":{m.group(7)}" if m.group(7) else ""
    return m.group(0)[: m.start(6) - m.start(0)] + f"{second}{minutes}{suffix}"


def _hour_in(part: str, hour_text: str) -> str:
    """A bare hour ("9", "12", "9:30") said within a part of the day, as a clock with its am/pm ("12" of a
    morning is noon; "1" of a night is the small hours)."""
    hour = int(hour_text.split(":", 1)[0])
    if hour > 12:
        return hour_text if ":" in hour_text else f"{hour_text}:00"
    if part == "morning":
        suffix = "pm" if hour == 12 else "am"
    elif part in ("night", "tonight", "last night"):
        suffix = "am" if hour == 12 or hour < 6 else "pm"
    elif part == "day":
        suffix = "am" if 7 <= hour <= 11 else "pm"
    else:
        suffix = "pm"
    return f"{hour_text}{suffix}"


#: "between 10pm last night and 6 this morning", "until 7 tonight": one bare hour (no am/pm) after a range's word or a
#: clock's preposition, placed by the part of the day right after it
_HOUR_BEFORE_PART = regex(r"\b((?:and|to|until|till|at|by|from|since|after|before|around|-|–)\s+)"
                          r"(\d{1,2}(?::\d{2})?)(?!\s*(?:[ap]\.?m\b|[ap]\.m\.|o'?clock|[:\d%]))"
                          r"(?=\s+(?:(?:this|yesterday|in the)\s+(morning|afternoon|evening)\b|"
                          r"(tonight|last night)\b))", re.I)


#: "threw timeouts last night around 6ish", "yesterday evening at 7:30": one bare hour (no am/pm) right after the part
#: of the day it falls in and a clock's preposition — placed by that part as before it ("around 6 last night")
_PART_THEN_HOUR = regex(r"\b((?:(?:this|yesterday|last)\s+(morning|afternoon|evening|night)|(tonight))\s*,?\s+"
                        r"(?:at|around|about|by|before|after|since|from|till|until|near)\s+(?:like\s+)?)"
                        r"(\d{1,2}(?::\d{2})?)(?!\s*(?:[ap]\.?m\b|[ap]\.m\.|o'?clock|[:\d%]|-?\s*(?:and|to|until|till|-|–)\s*\d))"
                        r"(\s*-?\s*ish\b)?", re.I)


def _bare_hours(question: str) -> str:
    def part_then(m: re.Match[str]) -> str:
        said = m.group(1).lower().split()
        part = "last night" if said[:2] == ["last", "night"] else (m.group(3) or m.group(2)).lower()
        return f"{m.group(1)}{_hour_in(part, m.group(4))}{'-ish' if m.group(5) else ''}"

    def before_part(m: re.Match[str]) -> str:
        return f"{m.group(1)}{_hour_in((m.group(3) or m.group(4)).lower(), m.group(2))}"

    def meridiem(m: re.Match[str]) -> str:
        part = (m.group(5) or m.group(6) or "").lower()
        return f"{m.group(1)} {_hour_in(part, m.group(2))} {m.group(3)} {_hour_in(part, m.group(4))}"

    def after_part(m: re.Match[str]) -> str:
        part = m.group(1).lower()
        head = m.group(0)[: m.start(2) - m.start(0)]
        return f"{head}{m.group(2)} {_hour_in(part, m.group(3))} {m.group(4)} {_hour_in(part, m.group(5))}"

    def alone(m: re.Match[str]) -> str:
        if _VALUE_CHANGED.search(m.string[:m.start()]):
            return m.group(0)
        return f"{m.group(1)} {_hour_in('day', m.group(2))} {m.group(3)} {_hour_in('day', m.group(4))}"
    question = _SECOND_BARE.sub(_second_end, question)
    question = _PART_THEN_HOUR.sub(part_then, question)
    question = _HOUR_BEFORE_PART.sub(before_part, _BARE_HOURS.sub(meridiem, question))
    return _BARE_HOURS_ALONE.sub(alone, _PART_THEN_HOURS.sub(after_part, question))


#: "how many bookings failed since 8?", "how many shop orders failed since 9?": an hour said bare after since/after
#: (a filler allowed: "since like 9"), closing the clause — never a number of something ("since 9 orders…") nor a
#: version ("after 3.18.0 went out"); "how many filings bounced since eleven?": the hour said in a word
_SINCE_BARE_HOUR = regex(r"\b(since|after)\s+(?:about\s+|around\s+|roughly\s+|like\s+)?"
                         r"(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
                         r"(?=\s*(?:$|\.(?!\d)|[,?!;)，。？！]|(?:today|local|utc|or so)\b))", re.I)
#: "since kickoff at 8?", "since the doors opened at 7?": the hour of an event named after since
_SINCE_EVENT_BARE_HOUR = regex(r"\b(since\s+(?:(?:the|i|we|they|you)\s+)?(?:[a-z-]{3,}\s+){0,2}[a-z-]{3,}\s+at)"
                               r"\s+(\d{1,2})"
                               r"(?=\s*(?:$|\.(?!\d)|[,?!;)，。？！]|(?:today|local|utc|or so)\b))", re.I)

#: "that latency warning at 7 — did it clear?", "the alert around 9, is it over?": an hour said bare after at/around
#: a thing (never after a value's verb: "peaked at 3", "stuck at 2"), closing the clause — its latest occurrence
#: passed, as after since
_AT_BARE_HOUR = regex(r"\b(at|around)\s+(\d{1,2})"
                      r"(?=\s*(?:$|\.(?!\d)|[,?!;)，。？！—–]|-\s|(?:today|this morning|local|or so)\b))", re.I)
_VALUE_AT = regex(r"\b(?:peak(?:ed|s)?|top(?:ped|s)?(?:\s+out)?|capped|stay(?:ed|s)?|settled|hover(?:ed|s|ing)?|"
                  r"plateaued|stuck|sat|sits?|was|is|are|were|held|holds?|limited|set|maxed(?:\s+out)?|levell?ed|"
                  r"steady|flat|hit|reached|still)\s*$", re.I)


#: "how many album orders failed since 4:20?": a 12-hour clock with its minutes (no leading zero, no am/pm) after
#: since/after
_SINCE_BARE_MINUTES = regex(r"\b(since|after)\s+(?:about\s+|around\s+|roughly\s+|like\s+)?([1-9]|1[0-2]):([0-5]\d)"
                            r"(?![\d:])(?!\s*(?:[ap]\.?m\b|[ap]\.m\.|o['’]?clock))", re.I)
#: "between 1:50 and 2 o'clock", "from 3:40 to 4": a range from a clock with minutes to a bare hour (its o'clock)
_RANGE_BARE_END = regex(r"\b(between|from)\s+(\d{1,2}):(\d{2})\s*(and|to|until|till|-|–)\s*(\d{1,2})"
                        r"(?:\s*o['’]?clock)?(?![\d:])(?!\s*(?:[ap]\.?m\b|[ap]\.m\.|%|点|時|时))", re.I)

#: "like 6 to 6:40", "between 6 and 6:40", "from 11 to 12:30": a range from a bare hour to a 12-hour clock with minutes
#: (no am/pm), read as that hour's o'clock to the clock
_RANGE_BARE_START = regex(r"\b(between|from|like|around|about|roughly)\s+(\d{1,2})\s*(and|to|until|till|-|–)\s*"
                          r"(\d{1,2}):(\d{2})(?![\d:])(?!\s*(?:[ap]\.?m\b|[ap]\.m\.|%|点|時|时))", re.I)


def _since_bare_hour(question: str, local_now: datetime) -> str:
    """"since 8?" → "since 8:00" at the latest such hour passed (8 am asked at 08:15, 8 pm asked at 21:00; one
    still ahead today is yesterday evening's) — a window from that clock to now, never the default recent hour.
    "since 4:20" (a 12-hour clock with minutes, no part of the day said) is likewise its latest occurrence passed
    (16:20 asked at 16:45); "between 1:50 and 2 o'clock" ends at the bare hour's o'clock (2:00)."""
    def clock(m: re.Match[str]) -> str:
        hour = int(m.group(2)) if m.group(2).isdigit() else _EN_NUMBERS[m.group(2).lower()]
        if not 1 <= hour <= 12:
            return m.group(0)
        hour %= 12
        later = hour + 12
        hour = later if later <= local_now.hour or hour > local_now.hour else hour
        return f"{m.group(1)} {hour}:00"

    def minutes(m: re.Match[str]) -> str:
        hour, minute = int(m.group(2)) % 12, int(m.group(3))
        now_at = (local_now.hour, local_now.minute)
        later = (hour + 12, minute)
        if later <= now_at or (hour, minute) > now_at:
            hour += 12
        return f"{m.group(1)} {hour}:{minute:02d}"

    def range_end(m: re.Match[str]) -> str:
        first, second = int(m.group(2)), int(m.group(5))
        if second > 24 or first > 24:
            return m.group(0)
        if second < first <= 12 and second + 12 > first:
            second += 12  # "from 12:50 to 1": 13:00
        if bare and 1 <= first <= second < 12 and not m.group(2).startswith("0") and (
                (second + 12, 0) <= (local_now.hour, local_now.minute)):
            #: "between 2:40 and 3 o'clock" asked at 16:20: the afternoon's, its latest occurrence passed
            first, second = first + 12, second + 12
        return f"{m.group(1)} {first}:{m.group(3)} {m.group(4)} {second}:00"

    def range_start(m: re.Match[str]) -> str:
        first, second, minute = int(m.group(2)), int(m.group(4)), int(m.group(5))
        if not (1 <= first <= 12 and 1 <= second <= 12):
            return m.group(0)
        if second < first:
            second += 12  # "from 11 to 12:30" stays; "from 11 to 1:30": 13:30
        if bare and second < 12 and (second + 12, minute) <= (local_now.hour, local_now.minute):
            #: "like 6 to 6:40" asked at 19:30: the evening's, its latest occurrence passed
            first, second = first + 12, second + 12
        prep = "between" if m.group(1).lower() not in ("between", "from") else m.group(1)
        return f"{prep} {first}:00 {m.group(3)} {second}:{minute:02d}"

    bare = not (_PM_WORDS.search(question) or _HALF_DAY_WORDS.search(question) or _part(question))
    question = _RANGE_BARE_START.sub(range_start, _RANGE_BARE_END.sub(range_end, question))
    if bare:
        question = _SINCE_BARE_MINUTES.sub(minutes, question)
    if bare:
        question = _AT_BARE_HOUR.sub(lambda m: m.group(0) if _VALUE_AT.search(m.string[:m.start()]) else clock(m),
                                     question)
    return _SINCE_EVENT_BARE_HOUR.sub(clock, _SINCE_BARE_HOUR.sub(clock, question))


def _noon_clock(question: str) -> str:
    return _NOON_END.sub(lambda m: (m.group("tail") or "") + "12pm", question)


def _noon_capped(question: str) -> str:
    """"slow before noon?", "中午之前慢吗": noon as the clock 12:00 capping the day (``resolve_time``), only when the
    cap is the window asked — an episode named by it ("中午前那波", "the one before noon"), a since-window or the
    trouble's time against it keep the noon part."""
    if (_TIME_AGAINST_CLOCK.search(question) or _EPISODE_NAMED.search(question)
            or re.search(r"\b(?:since|from|just)\s+before\s+(?:noon|midday)\b", question, re.I)):
        return question
    return _BEFORE_NOON_ZH.sub("12点前", _BEFORE_NOON_EN.sub("before 12pm", question))


#: "before noon / midday", "中午前 / 午前 / 中午之前" (not "中午前后", around noon): the clock 12:00 capping the day
_BEFORE_NOON_EN = regex(r"\bbefore\s+(?:noon|midday)\b", re.I)
_BEFORE_NOON_ZH = regex(r"(?:中午|正午)(?:以前|之前|前)(?!后)|(?<![上下])午前")
#: "slow before 3pm?", "12点前报过几次错": a bare clock after "before" (or followed by 前/之前/以前) caps the day
_BEFORE_CLOCK_EN = regex(r"(?<!\bsince\s)(?<!\bfrom\s)(?<!\bjust\s)\bbefore\s+(?:about\s+|around\s+)?$", re.I)
#: an episode named by the time before it ("中午前那波报错", "the one before noon"): its part of the day, not a cap
_EPISODE_NAMED = regex(r"[那这]一?[波次阵回]|那会|\b(?:the\s+one|episode|incident|outage)\b", re.I)
#: ... not when the trouble's own start or end is set against the clock ("was it sorted out before 10am?", "12点前就
#: 恢复了吗"): those keep the hours either side of it — a renewal named as a thing ("续费服务", "the renewals
#: service") and 续 of 连续/持续/陆续/继续 (going on) are no such time
_TIME_AGAINST_CLOCK = regex(r"\b(?:start|began|begin|kick|fix|sort|resolv|recover|restor|end|stop|clear|"
                            r"renew(?!als?\b)|expir|back)\w*|开始|恢复|修|好了|好的|解决|过期|(?<![连持陆继])续(?!费)|就|已经|停",
                            re.I)


#: "七八点", "两三点", "十一二点", "九十点钟", "8、9点": two adjacent hours said together — some time in either of them
_ADJACENT_HOURS = regex(r"(?<![0-9一二两三四五六七八九十零第])"
                        r"(?:(十?)([一两二三四五六七八九])([一二两三四五六七八九十])|"
                        r"(?<![\d:.])(\d{1,2})\s*[、/]\s*(\d{1,2}))\s*点钟?"
                        r"(?![半一二三四五六七八九十\d]|建议|原因|意见|理由|内容)")
#: "七到八点", "7到8点", "7-8点": a range whose first hour has no 点 of its own reads as "7点到8点"
#: (a numeral right after 点/时 is the minutes of a clock: "四点二十到四点半" is 4:20–4:30, never "二十点到")
_BARE_FROM_HOUR = regex(r"(?<![A-Za-z0-9一二两三四五六七八九十零第:.\-/点时])"
                        r"([一二两三四五六七八九十]{1,3}|\d{1,2})\s*(到|至|-|–|~)\s*"
                        r"(?=(?:[一二两三四五六七八九十]{1,3}|\d{1,2})\s*点)")


def _hour_ranges(question: str) -> str:
    """"晚上七八点" → "晚上7点到8点多" (19:00–21:00), "七到八点" → "七点到八点": colloquial hour ranges as
    clock ranges."""
    def adjacent(m: re.Match[str]) -> str:
        if m.group(4):
            a, b = int(m.group(4)), int(m.group(5))
        else:
            tens = 10 if m.group(1) else 0
            a = tens + _CN_DIGITS[m.group(2)]
            b = 10 if m.group(3) == "十" and not tens else tens + _CN_DIGITS.get(m.group(3), 0)
        return f"{a}点到{b}点多" if b == a + 1 and b <= 24 else m.group(0)

    def from_hour(m: re.Match[str]) -> str:
        hour = _days(m.group(1)) if m.group(1) != "零" else 0
        return f"{m.group(1)}点到" if hour is not None and 0 <= hour <= 24 else m.group(0)
    return _BARE_FROM_HOUR.sub(from_hour, _ADJACENT_HOURS.sub(adjacent, question))


#: "after ten thirty", "before nine fifteen", "since half eight" (British: 8:30): a spoken clock with its minutes after
#: a time preposition ("half past two", "quarter to nine" are left to ``timeforms``: without a part of the day they
#: stay words)
_SPOKEN_WORD_HOUR = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
#: "since about twenty to eight", "around ten past one": minutes to or past a word hour (7:40, 1:10)
_SPOKEN_CLOCK = regex(
    rf"\b(?P<prep>after|before|since|until|till|by|from|between|at|around|about)\s+(?:(?P<filler>about|around|roughly|like)\s+)?"
    rf"(?:(?P<mm>five|ten|twenty|twenty[\s-]five|(?:a\s+)?quarter|half(?=\s+past))\s+(?P<dir>past|after|to)\s+"
    rf"(?P<hh>{_SPOKEN_WORD_HOUR}|\d{{1,2}}(?!\s*:))|half\s+(?P<hour>\d{{1,2}}|"
    rf"{_SPOKEN_WORD_HOUR})|(?P<h>{_SPOKEN_WORD_HOUR})\s+"
    r"(?P<minutes>oh[\s-]five|twenty[\s-]five|thirty[\s-]five|forty[\s-]five|fifty[\s-]five|ten|fifteen|twenty|"
    r"thirty|forty|fifty))\b(?=\s*(?:$|[,.?!;，。？！]|(?:am|pm|a\.m\.|p\.m\.|in|this|that|last|yesterday|today|"
    r"tonight|on|and|or|to|until|till)\b))", re.I)
_SPOKEN_MINUTES = {"oh five": 5, "five": 5, "ten": 10, "fifteen": 15, "twenty": 20, "twenty five": 25, "thirty": 30,
                   "thirty five": 35, "forty": 40, "forty five": 45, "fifty": 50, "fifty five": 55}


#: "why was theme search failing around six", "at seven pm": a bare word hour after a preposition of time, at the
#: question's end or before a meridiem, o'clock or a day word (never "about one or two", "at one point")
_SPOKEN_BARE_HOUR = regex(
    rf"\b(?P<prep>after|before|since|until|till|by|from|at|around|about)\s+(?:(?P<filler>about|around|roughly|like)\s+)?"
    rf"(?P<h>{_SPOKEN_WORD_HOUR})(?:\s*o['’]?clock)?\b(?=\s*(?:$|[,.?!;，。？！]|(?:am|pm|a\.m\.|p\.m\.|this|last|"
    r"yesterday|today|tonight)\b))", re.I)


def _spoken_bare_hour(m: re.Match[str]) -> str:
    """"around six" → "around 6": the digit form the clock reader reads (its most recent occurrence, as "around 6")."""
    filler = "about" if (m.group("filler") or "").lower() == "like" else m.group("filler")
    return f"{m.group('prep')}{f' {filler}' if filler else ''} {_EN_NUMBERS[m.group('h').lower()]}"


def _word_hours(question: str) -> str:
    """A bare word hour as its digit ("around six" → "around 6") before the bare-hour readers see the question — only
    of today, as ``_spoken_clocks``."""
    if not _SPOKEN_BARE_HOUR.search(question) or _spoken_clocks(question) == question:
        return question
    return _SPOKEN_BARE_HOUR.sub(_spoken_bare_hour, question)


def _spoken_clock(m: re.Match[str]) -> str:
    """"after ten thirty" → "after 10点30分", "before half eight" → "before 8点30分": the clock reader's own form of an
    hour of no half of the day (its most recent occurrence, as "八点半", unless a part of the day or am/pm says it)."""
    #: "from like half six": a spoken "like" before a clock is "about"
    filler = "about" if (m.group("filler") or "").lower() == "like" else m.group("filler")
    prep = m.group("prep") + (f" {filler}" if filler else "")
    if m.group("mm"):
        said = re.sub(r"[\s-]+", " ", m.group("mm").lower())
        #: "around half past nine": 9:30 (as "ten past one" and "half eight")
        mm = 15 if "quarter" in said else 30 if said == "half" else _SPOKEN_MINUTES[said]
        hh = int(m.group("hh")) if m.group("hh").isdigit() else _EN_NUMBERS[m.group("hh").lower()]
        if not 1 <= hh <= 12:
            return m.group(0)
        if m.group("dir").lower() == "to":
            hh, mm = (hh - 1) or 12, 60 - mm
        return f"{prep} {hh}点{mm}分"
    if m.group("hour"):
        hour = int(m.group("hour")) if m.group("hour").isdigit() else _EN_NUMBERS[m.group("hour").lower()]
        return f"{prep} {hour}点30分" if 1 <= hour <= 12 else m.group(0)
    minutes = _SPOKEN_MINUTES[re.sub(r"[\s-]+", " ", m.group("minutes").lower())]
    return f"{prep} {_EN_NUMBERS[m.group('h').lower()]}点{minutes}分"


#: "between seven thirty and eight": the word hour that ends a range from a spoken clock (read as that clock's)
_SPOKEN_RANGE_END = regex(rf"(\d点\d{{1,2}}分\s+(?:and|to|until|till|-|–)\s+)(?P<h>{_SPOKEN_WORD_HOUR})"
                          r"(?:[\s-]+(?P<minutes>oh[\s-]five|twenty[\s-]five|thirty[\s-]five|forty[\s-]five|"
                          r"fifty[\s-]five|fifteen|twenty|thirty|forty|fifty))?\b"
                          r"(?!\s*(?:minutes?|mins?|hours?|hrs?|days?|times?|errors?|people|of)\b)", re.I)


def _spoken_range_end(m: re.Match[str]) -> str:
    minutes = _SPOKEN_MINUTES[re.sub(r"[\s-]+", " ", m.group("minutes").lower())] if m.group("minutes") else 0
    return f"{m.group(1)}{_EN_NUMBERS[m.group('h').lower()]}点" + (f"{minutes}分" if minutes else "")


#: "the ten-to-five one", "the quarter-past-four wave": minutes to or past a word hour written as one hyphened word —
#: a clock with no time preposition (the hyphens make it one; "ten to five services" spaced is no clock)
_HYPHENED_CLOCK = regex(rf"\b(?P<mm>five|ten|twenty|twenty-five|quarter|half)-(?P<dir>past|to)-"
                        rf"(?P<hh>{_SPOKEN_WORD_HOUR})\b(?!-)", re.I)


def _hyphened_clock(m: re.Match[str]) -> str:
    """"ten-to-five" → "4点50分", "quarter-past-four" → "4点15分" (as ``_spoken_clock`` reads "at ten to five")."""
    said = m.group("mm").lower().replace("-", " ")
    mm = 15 if said == "quarter" else 30 if said == "half" else _SPOKEN_MINUTES[said]
    hh = _EN_NUMBERS[m.group("hh").lower()]
    if m.group("dir").lower() == "to":
        if said == "half":
            return m.group(0)
        hh, mm = (hh - 1) or 12, 60 - mm
    return f"{hh}点{mm}分"


def _spoken_clocks(question: str) -> str:
    """Spoken clocks as the clock reader's form — only of today: of another day named, an hour of no half of the day
    may be either half, and the day named is the honest window."""
    other_day = (any(p.search(question) for p, offset in _DAY_WORDS if offset) or _WEEKDAY.search(question)
                 or _DATE.search(question) or _EN_DATE.search(question) or _DAYS_AGO.search(question))
    if other_day:
        return question
    question = _HYPHENED_CLOCK.sub(_hyphened_clock, _SPOKEN_CLOCK.sub(_spoken_clock, question))
    question = _SPOKEN_BARE_HOUR.sub(_spoken_bare_hour, question)
    return _SPOKEN_RANGE_END.sub(_spoken_range_end, question)


def _cn_clock_digits(question: str) -> str:
    """"中午一点多" → "中午1点多": Chinese numeral hours as digits, so the clock reader sees them; English spoken
    clocks ("after ten thirty") too."""
    question = _hour_ranges(_spoken_clocks(question))
    def digits(m: re.Match[str]) -> str:
        value = 0 if m.group(1) == "零" else _days(m.group(1))  # "两三点建议" is no clock
        return str(value) if value is not None and 0 <= value <= 24 else m.group(0)

    def minutes(m: re.Match[str]) -> str:  # "8点十五" → "8点15", "8点一刻" → "8点15", "10点零五" → "10点5"
        if m.group(1):
            return f"点{15 * int(_cn_number(m.group(1)))}分"
        value = int(_cn_number(m.group(2).lstrip("零")))
        return f"点{value}分" if 0 <= value <= 59 else m.group(0)
    return _CN_MINUTES.sub(minutes, _CN_CLOCK.sub(digits, question))


_AM_BEFORE = regex(r"(?:凌晨|清晨|早上|上午|今早|今晨)\s*$")


def _clocks(question: str) -> list[tuple[time, int, int]]:
    """Clock times in order: (time, match start, match end); 下午/pm shift hours below 12, 中午 hours 1-5."""
    out: list[tuple[time, int, int]] = []
    pm = _PM_WORDS.search(question) is not None
    noon = _NOON_WORDS.search(question) is not None
    #: "昨晚两点多…超时": last night's bare small hour (1–4, no other pm word beside) is after that evening's midnight
    small = bool(_LAST_NIGHT.search(question)) and not _EVENING_PM.search(question)
    for m in _CLOCK.finditer(question):
        hour = int(m.group(1))
        minute = int(m.group(2) or m.group(3) or (30 if m.group(4) else 0))
        suffix = (m.group(5) or "").lower() + "m" if m.group(5) else ""
        if not suffix and _AM_BEFORE.search(question[max(0, m.start() - 4):m.start()]):
            suffix = "am"
        # hour 0 is midnight whatever the part of the day ("昨晚 0 点"); a range from it ("0 点到 1 点") stays in
        # the small hours: neither end takes the evening's pm
        from_zero = bool(out) and out[-1][0].hour == 0 and _RANGE_SEP.match(question[out[-1][2]:m.start()])
        if suffix == "pm" or (pm and not suffix and 0 < hour < 12 and m.group(2) is None and not from_zero
                              and not (small and hour < 5)):
            hour = hour + 12 if hour < 12 else hour
        elif suffix == "am" and hour == 12:
            hour = 0
        elif noon and not suffix and 1 <= hour <= 5 and m.group(2) is None:
            hour += 12
        if hour > 24 or minute > 59:
            continue
        out.append((time(hour % 24, minute), m.start(), m.end()))
    return _ranged_meridiem(question, out)


_HALF_DAY_WORDS = regex(r"(?<![A-Za-z])[ap]\.?m\b|上午|早上|早晨|清晨|凌晨|晚上|夜|中午|半夜|午夜|"
                        r"\b(?:noon|midnight|morning|night|overnight)\b", re.I)


#: "1:15" (a one-digit hour with its minutes: a 12-hour clock)
#: (in an English question: a Chinese one writes "1：15" on the 24-hour clock)
_ONE_DIGIT_CLOCK = regex(r"(?<![\d:：])[1-9]:[0-5]\d(?![\d:：])")
_CJK_CHAR = regex(r"[\u4e00-\u9fff]")


def names_clock(question: str) -> bool:
    """Whether the question says a clock time ("两点四十那波", "9点多", "around 2:40"): a moment named, not a part of
    the day."""
    return bool(_clocks(_cn_clock_digits(_noon_clock(question))))


def _latest_half(question: str, clocks: list[tuple[time, int, int]], local_now: datetime
                 ) -> list[tuple[time, int, int]]:
    """"两点到三点之间" asked today at 15:40 means 14:00–15:00: an hour of 1–11 written without a part of the day,
    am/pm or minutes after a colon is its most recent past occurrence (the afternoon's once it has begun)."""
    if not clocks or _PM_WORDS.search(question) or _HALF_DAY_WORDS.search(question) or _part(question):
        return clocks
    if (len(clocks) == 1 and clocks[0][0].hour == 12 and local_now.hour < 12 and not _NOON_WORDS.search(question)
            and not re.search(r"[:：]", question[clocks[0][1]:clocks[0][2]])):
        #: "比十二点前那会儿少了吧" asked at 00:40: a bare 12 o'clock before noon has come is its latest occurrence
        #: passed — the midnight that began today, never the noon still ahead (read as yesterday's)
        return [(time(0, clocks[0][0].minute), clocks[0][1], clocks[0][2])]
    #: "how was X doing around 1:15 today?" asked at 16:45: a clock with minutes and a one-digit hour (no leading
    #: zero: a 12-hour clock, as "since 4:20") is bare too — "01:15" or "10:30" keep their own reading
    #: (one clock alone: "between 2:30 and 3:00" is a range of clocks as written)
    bare = [1 <= t.hour <= 11 and (not re.search(r"[:：]", question[lo:hi]) or (
        len(clocks) == 1 and _ONE_DIGIT_CLOCK.search(question[lo:hi]) is not None
        and not _CJK_CHAR.search(question))) for t, lo, hi in clocks]
    first = clocks[0][0]
    #: "七点那次" asked at 00:25: neither 07:00 nor 19:00 has come today — the latest past is yesterday's 19:00
    #: (the clock after now is moved a day back below), not yesterday morning's
    if not bare[0] or time(first.hour + 12, first.minute) > local_now.time() >= first:
        return clocks
    return [(time(t.hour + 12, t.minute), lo, hi) if b else (t, lo, hi)
            for (t, lo, hi), b in zip(clocks, bare, strict=True)]


def _past_day_afternoon(question: str, clocks: list[tuple[time, int, int]]) -> list[tuple[time, int, int]]:
    """"提案服务昨天两点那会儿…", "yesterday around 3": on a past day named, an hour of 1–5 written bare (no part of
    the day, am/pm, minutes after a colon) is the afternoon's — the small hours are said as such (凌晨两点, "3am",
    "overnight"); later bare hours keep their own reading ("昨天8点" is the morning)."""
    if not clocks or _PM_WORDS.search(question) or _HALF_DAY_WORDS.search(question) or _part(question):
        return clocks
    #: "around 5:30 yesterday": in English a one-digit hour with minutes (no leading zero: the 12-hour clock, as
    #: ``_latest_half`` reads it) is bare too; "05:30" or a Chinese "5:30" keep their own reading
    bare = [1 <= t.hour <= 5 and (not re.search(r"[:：]", question[lo:hi]) or (
        len(clocks) == 1 and _ONE_DIGIT_CLOCK.search(question[lo:hi]) is not None
        and not _CJK_CHAR.search(question))) for t, lo, hi in clocks]
    if not bare[0]:
        return clocks
    return [(time(t.hour + 12, t.minute), lo, hi) if b else (t, lo, hi)
            for (t, lo, hi), b in zip(clocks, bare, strict=True)]


_BARE_RANGE = regex(r"(?<![\d:.])(\d{1,2})(?::(\d{2}))?\s*(?:-|–|to|and|until|till|到|至)\s*"
                    r"(\d{1,2})(?::\d{2})?\s*([ap])\.?m\b", re.I)


def _ranged_meridiem(question: str, clocks: list[tuple[time, int, int]]) -> list[tuple[time, int, int]]:
    """"between 3 and 4 pm", "3:00-4:00pm": the first end of the range takes the second's am/pm."""
    by_start = {lo: (t, lo, hi) for t, lo, hi in clocks}
    for m in _BARE_RANGE.finditer(question):
        hour, minute = int(m.group(1)), int(m.group(2) or 0)
        if hour > 12 or minute > 59:
            continue
        pm = m.group(4).lower() == "p"
        if hour % 12 > int(m.group(3)) % 12:
            pm = not pm  # "11 to 1 pm": the range crosses noon
        hour = (hour % 12) + (12 if pm else 0)
        end = m.start(1) + len(m.group(1)) + (len(m.group(2)) + 1 if m.group(2) else 0)
        by_start[m.start(1)] = (time(hour, minute), m.start(1), end)
    return [by_start[k] for k in sorted(by_start)]


def part_hours(words: str) -> tuple[int, int] | None:
    """The local hours (from, to) of the part of the day ``words`` name ("morning" → (6, 12); "overnight" → (-2, 6):
    from 22:00 the evening before), else None."""
    if clock := _CLOCK_WORDS.fullmatch(words.strip()):
        #: "11:30-13:30" (lunch said in words), "12:00pm": the hours the clock range runs over — a single clock the
        #: hour before it to the hour after it
        hours = [int(h) % 12 + (12 if (ap or "").lower() == "pm" else 0) if ap else int(h)
                 for h, ap in ((clock.group(1), clock.group(3)), (clock.group(4), clock.group(6))) if h]
        minutes = int(clock.group(5) or 0)
        return ((hours[0], hours[1] + (1 if minutes else 0)) if len(hours) == 2
                else (hours[0] - 1, hours[0] + 2))
    part = _part(words)
    return None if part is None else (part[0], part[1])


#: a clock or a clock range as ``question.episode_sides`` gives it ("11:30-13:30", "12:00pm")
_CLOCK_WORDS = regex(r"(\d{1,2}):(\d{2})\s*([ap]m)?(?:\s*-\s*(\d{1,2}):(\d{2})\s*([ap]m)?)?", re.I)


def _part(question: str) -> tuple[int, int, str] | None:
    for pattern, lo, hi in _PARTS:
        m = pattern.search(question)
        if m:
            return lo, hi, m.group(0)
    return None


#: "半夜 / 午夜 / around midnight": the hours either side of a local midnight — the last one passed, or the one
#: that ended the day named ("昨晚半夜", "yesterday around midnight"): an incident across the day boundary
_MIDNIGHT = regex(r"半夜|午夜|深夜|\bmidnight\b", re.I)
MIDNIGHT_SPAN = timedelta(hours=3)


def _midnight(question: str, day_hit: tuple[date, str] | None, local_now: datetime, zone: tzinfo,
              now: datetime) -> TimeWindowSpec | None:
    m = _MIDNIGHT.search(question)
    if m is None:
        return None
    today = local_now.date()
    day = day_hit[0] + timedelta(days=1) if day_hit and day_hit[0] < today else today
    midnight = _local(day, time(0), zone)
    start = midnight - MIDNIGHT_SPAN
    label = " ".join(x for x in (day_hit[1] if day_hit else "", m.group(0)) if x)
    since = (_MIDNIGHT_SINCE_BEFORE.search(question[:m.start()]) is not None
             or _MIDNIGHT_SINCE_AFTER.match(question[m.end():]) is not None) and not asks_either_side(question)
    if since and midnight < now:
        #: "since midnight / 午夜以来 / 从半夜到现在": from that midnight on, not the hours either side of it
        return TimeWindowSpec(midnight, now, True, f"{label}以来")
    before = _BEFORE_MIDNIGHT.match(question[m.end():]) or _BEFORE_MIDNIGHT_EN.search(question[:m.start()])
    if before and not asks_against_clock(question) and (not _BEFORE_MIDNIGHT_NOT_PLACED.search(question)
                                                        or _MORE_BEFORE_MIDNIGHT.search(question[:m.start()])):
        #: "the lag before midnight — when did it clear?", "午夜之前那次积压几点消化完的": the episode placed before
        #: that midnight — the hours up to it, never the ones after it (a yes/no against the clock keeps the hours
        #: either side: "did it start before midnight?" may be answered "no, at 00:20")
        #: "yesterday evening before midnight", "昨天晚上零点前": midnight closes the evening named — the whole evening
        evening = next((lo for pattern, lo, hi in _PARTS if hi == 24 and pattern.search(question[:m.start()])), None)
        if evening is not None:
            start = min(start, midnight - timedelta(hours=24 - evening))
        elif day_hit is not None and day_hit[0] < today and _COUNTED_WINDOW.search(question):
            #: "how many errors did X log yesterday, before midnight?": the day named, counted up to its midnight
            start = _local(day_hit[0], time(0), zone)
        return TimeWindowSpec(start, min(midnight, now), True,
                              f"before {label}" if m.group(0).isascii() else f"{label}之前")
    return TimeWindowSpec(start, min(midnight + MIDNIGHT_SPAN, now), True, label)


def around_midnight(question: str) -> bool:
    """Whether the question's window is the hours either side of a midnight ("昨晚半夜 …", "around midnight"):
    neither "since midnight" nor "before midnight" (``_midnight``)."""
    m = _MIDNIGHT.search(question)
    if m is None:
        return False
    if ((_MIDNIGHT_SINCE_BEFORE.search(question[:m.start()]) is not None
            or _MIDNIGHT_SINCE_AFTER.match(question[m.end():]) is not None) and not asks_either_side(question)):
        return False
    return not (_BEFORE_MIDNIGHT.match(question[m.end():]) or _BEFORE_MIDNIGHT_EN.search(question[:m.start()]))


#: a count over a window ("how many … yesterday, before midnight?"): the whole day named is counted
_COUNTED_WINDOW = regex(r"多少|几[次个条笔张单回]|\bhow many\b|\bnumber of\b|\bcount\b", re.I)
#: "before midnight" / "零点之前 / 午夜前" placing an episode before that midnight (``_midnight``)
_BEFORE_MIDNIGHT_EN = regex(r"\bbefore\s+$", re.I)
#: ... but not a trouble going on "since just before midnight", nor a yes/no about the time ("was it sorted out
#: before midnight?", "是不是半夜前就…"): those keep the hours either side of it
_BEFORE_MIDNIGHT_NOT_PLACED = regex(r"\b(?:since|from)\s+(?:\w+\s+){0,2}before\s+midnight|是不是|是否|"
                                    r"[吗么]\s*[？?]?\s*$|^\s*(?:is|was|are|were|did|does|do|has|have|had)\b",
                                    re.I)
#: ... unless it asks how much happened then ("were more / any X failing before midnight (or after)?"): a measure placed
#: before midnight, not a time asked against it
_MORE_BEFORE_MIDNIGHT = regex(r"\b(?:more|fewer|less|any)\b|更多|更少", re.I)
#: ("半夜前台一直报错": 前台 is the front desk, not "before")
_BEFORE_MIDNIGHT = regex(r"\s*(?:之前|以前|前(?=那|这|的|就|已|[，,。？?\s]|$))")
_MIDNIGHT_SINCE_BEFORE = regex(r"(?:\b(?:since|after)\s+|从|自)$", re.I)
_MIDNIGHT_SINCE_AFTER = regex(r"\s*(?:以来|之后|以后|开始|起|到现在|至今)")


#: "昨晚11点到今天凌晨1点", "between 11pm last night and 1am today": a range whose ends name their own days
_DAY_RANGE_SEP = regex(r"^\s*(?P<left>[^\d]{0,16}?)\s*(?:到|至|~|-|–|—|to|until|till|and)\s*"
                       r"(?P<right>[^\d]{0,12})$", re.I)


def _cross_day_range(question: str, clocks: list[tuple[time, int, int]], local_now: datetime,
                     zone: tzinfo) -> TimeWindowSpec | None:
    sep = _DAY_RANGE_SEP.match(question[clocks[0][2]:clocks[1][1]])
    if sep is None:
        return None
    first_day = _day(question[:clocks[0][1]] + " " + sep.group("left"), local_now)
    second_day = _day(sep.group("right") + question[clocks[1][2]:clocks[1][2] + 8], local_now)
    if first_day is None and second_day is None:
        return None
    first = first_day[0] if first_day else local_now.date()
    start = _local(first, clocks[0][0], zone)
    end = _local(second_day[0] if second_day else first, clocks[1][0], zone)
    if end <= start and second_day is None:
        end += timedelta(days=1)
    if end <= start:
        return None
    return TimeWindowSpec(start, end, True, question[clocks[0][1]:clocks[1][2]])


def _local(day: date, t: time, zone: tzinfo) -> datetime:
    return datetime.combine(day, t).replace(tzinfo=zone).astimezone(UTC)


#: "昨晚十二点前后", "夜里12点", "凌晨12点": 12 o'clock at night is the midnight that ends the evening named (local
#: 00:00 of the next day), never noon, also when near it ("昨晚快十二点那会"); "凌晨12点" is 00:00 of the day named;
#: "昨天晚上（零点之前）", "昨晚零点前": 0 o'clock told beside an evening is that same midnight, never the start of the
#: day named (the evening before it)
_NIGHT_TWELVE = regex(r"(?P<day>昨天|昨日|昨儿|前天|前儿|今天|今儿)?\s*"
                      r"(?P<night>昨晚|昨夜|今晚|晚上|夜里|夜间|半夜|深夜|午夜|凌晨)\s*(?:的)?\s*[（(，,]?\s*"
                      r"(?:(?:快|将近|接近|差不多|大概|大约)?\s*12|(?P<zero>0))\s*(?=点|时|[:：]\d)")


def _night_twelve(question: str) -> tuple[str, int]:
    """The question with a night's 12 o'clock written as 凌晨0 of the day named, and the days to add to that day
    (1: the midnight after the evening named; 0: 凌晨12点, or a night named without a day — the last one passed)."""
    m = _NIGHT_TWELVE.search(question)
    if m is None or (m.group("zero") and m.group("night") == "凌晨"):
        return question, 0
    day, night = m.group("day") or "", m.group("night")
    if night in ("昨晚", "昨夜"):
        day, shift = "昨天", 1
    elif night == "今晚":
        day, shift = "今天", 1
    else:
        shift = 1 if day and night != "凌晨" else 0
    return question[:m.start()] + f"{day}凌晨0" + question[m.end():], shift


_SINCE_DAY_BEFORE = regex(r"(?:\bsince(?:\s+the)?|自从|从|自)\s*$", re.I)
_SINCE_DAY_AFTER = regex(r"^\s*(?:以来|至今|(?:开始)?(?:一直)?\s*(?:到|至)\s*(?:现在|目前|今)|onwards?\b|"
                         r"(?:up )?(?:until|till|to) now\b)", re.I)


def _since_day(question: str, word: str) -> bool:
    """"since yesterday", "昨天以来", "从昨天开始", "yesterday until now": a day as the start of a window up to now."""
    at = question.find(word)
    return at >= 0 and bool(_SINCE_DAY_BEFORE.search(question[:at])
                            or _SINCE_DAY_AFTER.match(question[at + len(word):]))


def _since_part(question: str, part: tuple[int, int, str]) -> bool:
    """"从中午开始一直…", "since this morning", "from noon on": the part of the day starts a window up to now."""
    at = question.find(part[2])
    return at >= 0 and bool(_SINCE.match(question[at + len(part[2]):]) or _SINCE_OPEN.search(question[:at])
                            or re.match(r"\s*(?:on\b|一直)", question[at + len(part[2]):], re.I))


#: a part of the day capped by a clock: "凌晨（六点以前）", "凌晨6点之前" (not "…之前就…": a yes/no against the
#: clock, ``question_ops.asks_against_clock``), "early this morning (before 6am)"
_PART_BEFORE_CLOCK_ZH = regex(r"(?P<part>凌晨|清晨|早上|上午|早晨|今早|今晨|下午|晚上)\s*[（(]?\s*$")
_CLOCK_CAP_ZH = regex(r"^\s*(?:以前|之前|前(?!后))(?!\s*(?:就|已经|已))\s*[）)]?")
_PART_BEFORE_CLOCK_EN = regex(r"(?P<part>early (?:this |in the )?morning|this morning|this afternoon|"
                              r"this evening|tonight)\s*[(,]?\s*before\s*$", re.I)


def _part_until(question: str, lo: int, hi: int, clock: time) -> tuple[int, str] | None:
    """(the part's first local hour, the label) of a part of the day capped by the clock at ``lo:hi``, else None
    (also when the clock does not fall after the part's start)."""
    zh = _PART_BEFORE_CLOCK_ZH.search(question[:lo])
    cap = _CLOCK_CAP_ZH.match(question[hi:]) if zh else None
    part_m = zh if cap else _PART_BEFORE_CLOCK_EN.search(question[:lo])
    if part_m is None or (part := _part(part_m.group("part"))) is None or part[0] < 0:
        return None
    if not part[0] < clock.hour + clock.minute / 60 <= part[1]:
        return None
    label = re.sub(r"\s*[（()）,]\s*", " ", question[part_m.start():hi + (cap.end() if cap else 0)])
    return part[0], label.strip()


def resolve_time(question: str, *, now: datetime, zone: tzinfo, default_minutes: int = DEFAULT_MINUTES
                 ) -> TimeWindowSpec:
    """The window a question asks about (see the module doc); ``now`` is aware (or naive UTC). A window that has
    begun never runs past now ("between 1 and 3 this afternoon" asked at 14:50 ends at 14:50): nothing is recorded
    after now, and an alert still firing has lasted until now, not until the window's end."""
    now = now.replace(tzinfo=UTC) if now.tzinfo is None else now.astimezone(UTC)
    spec = _resolve_time(question, now=now, zone=zone, default_minutes=default_minutes)
    if spec.start < now < spec.end:
        return replace(spec, end=now)
    return spec


#: "7:30-8", "2-2:30pm": a clock range with minutes on one end only — the bare hour is that hour sharp (never a
#: month and day "2-2", nor the whole hour of 7 to 8)
_HALF_MINUTES_LEFT = regex(r"(?<![\d:/.\-])(\d{1,2}):([0-5]\d)\s*-\s*(\d{1,2})(?![\d:/.\-])")
_HALF_MINUTES_RIGHT = regex(r"(?<![\d:/.\-])(\d{1,2})\s*-\s*(\d{1,2}):([0-5]\d)(?![\d:])")


#: "2-3 this afternoon", "9-10am": a bare hour range right before its part of the day or meridiem (never a month and
#: day "2-3")
_BARE_RANGE_PARTED = regex(r"(?<![\d:/.\-])(\d{1,2})\s*-\s*(\d{1,2})(?![\d:/.\-])(?=\s*(?:[ap]\.?m\b|"
                           r"(?:this\s+|in\s+the\s+)?(?:morning|afternoon|evening)\b|tonight\b))", re.I)
#: "8-9 vs 10-11 this morning": two clock ranges set against each other before one part of the day or meridiem —
#: the part is said of both (the first is no month and day "8-9")
_RANGE = r"\d{1,2}(?::[0-5]\d)?\s*-\s*\d{1,2}(?::[0-5]\d)?(?![\d:/.\-])"
_SHARED_PART = regex(rf"(?<![\d:/.\-])({_RANGE})(\s*(?:vs\.?|versus|and|or|against|compared\s+(?:to|with))\s*{_RANGE}"
                     r"\s*((?:[ap]\.?m\b|(?:this\s+|in\s+the\s+)?(?:morning|afternoon|evening)\b|tonight\b)"
                     r"(?:\s+(?:yesterday|today)\b)?))", re.I)
#: "2:30-3:00 this afternoon": a range of clocks below 12 said of the afternoon or evening is after noon
_RANGE_AFTER_NOON = regex(r"(?<![\d:])(\d{1,2}):([0-5]\d)\s*-\s*(\d{1,2}):([0-5]\d)"
                          r"(?=\s*(?:this\s+|in\s+the\s+)?(?:afternoon|evening)\b|\s*tonight\b)", re.I)


def clock_range_halves(question: str) -> str:
    """"7:30-8 this morning" → "7:30-8:00 …", "yesterday 2-2:30pm" → "2:00-2:30pm", "2-3 this afternoon" →
    "14:00-15:00 …": both ends of a clock range with their minutes, when one end says them (or the part of the day
    or meridiem follows), after noon when the afternoon or evening is said."""
    question = _SHARED_PART.sub(lambda m: f"{m[1]} {m[3]}{m[2]}", question)
    question = _BARE_RANGE_PARTED.sub(
        lambda m: f"{m[1]}:00-{m[2]}:00" if int(m[1]) <= 12 and int(m[2]) <= 12 else m[0], question)
    question = _HALF_MINUTES_LEFT.sub(lambda m: f"{m[1]}:{m[2]}-{m[3]}:00" if int(m[3]) <= 24 else m[0], question)
    question = _HALF_MINUTES_RIGHT.sub(lambda m: f"{m[1]}:00-{m[2]}:{m[3]}" if int(m[1]) <= 24 else m[0], question)
    return _RANGE_AFTER_NOON.sub(
        lambda m: f"{int(m[1]) + 12}:{m[2]}-{int(m[3]) + 12}:{m[4]}" if 1 <= int(m[1]) < 12 and 1 <= int(m[3]) < 12
        else m[0], question)


def _resolve_time(question: str, *, now: datetime, zone: tzinfo, default_minutes: int) -> TimeWindowSpec:
    local_now = now.astimezone(zone)
    question, night_shift = _night_twelve(_cn_clock_digits(_noon_clock(_noon_capped(
        _bare_hours(_since_bare_hour(present_context(clock_range_halves(_word_hours(question))), local_now))))))
    day_hit = _day(question, local_now)
    clocks = _clocks(question)
    if _part(question) is not None:
        #: "players can't get in tonight - did the 19:30 app release break it?": a clock naming a change ("the 19:30
        #: app release") only dates that change; the part of the day asked is the window
        clocks = [c for c in clocks
                  if not (_THE_BEFORE.search(question[:c[1]]) and _CHANGE_NOUN.match(question[c[2]:]))]
    if day_hit is None or day_hit[0] == local_now.date():
        clocks = _latest_half(question, clocks, local_now)
    elif day_hit[0] < local_now.date():
        clocks = _past_day_afternoon(question, clocks)
    day = (day_hit[0] if day_hit else local_now.date()) + timedelta(days=night_shift)
    if len(clocks) >= 2 and _RANGE_SEP.match(question[clocks[0][2]:clocks[1][1]]):
        if _LAST_NIGHT.search(question) and clocks[0][0].hour < 5 and not night_shift:
            day += timedelta(days=1)  # "昨晚 0 点到 1 点", "昨晚1点到2点": after that midnight
        start, end = _local(day, clocks[0][0], zone), _local(day, clocks[1][0], zone)
        if clocks[1][0] == time(12) and clocks[0][0].hour >= 18:  # "昨晚11点到12点": to midnight, not noon
            end = _local(day, time(0), zone)
        if _WITHIN_HOUR.match(question[clocks[1][2]:]):  # "六点半到七点多": to the end of that hour
            end += timedelta(hours=1)
        if end <= start:
            end += timedelta(days=1)
        if start > now and day_hit is None:  # "14:00-15:00" after now means yesterday's
            start, end = start - timedelta(days=1), end - timedelta(days=1)
        return TimeWindowSpec(start, end, True, question[clocks[0][1]:clocks[1][2]])
    if len(clocks) >= 2:
        ranged = _cross_day_range(question, clocks, local_now, zone)
        if ranged is not None:
            return ranged
    if clocks:
        t, lo, hi = clocks[0]
        if _LAST_NIGHT.search(question) and t.hour < NIGHT_ENDS_AT and not night_shift:
            day += timedelta(days=1)  # "last night at 1am", "昨晚凌晨2点": the small hours after that evening
        at = _local(day, t, zone)
        if at > now and day_hit is None:
            at -= timedelta(days=1)  # "15:30" after now means yesterday's
        if (t.hour >= 18 and not night_shift and _OVERNIGHT.search(question) and len(clocks) == 1
                and not _TO_NOW.search(question) and not _INTO_THE_DAY.search(question)):
            night_end = _local(at.astimezone(zone).date() + timedelta(days=1), time(NIGHT_ENDS_AT), zone)
            if at < now:
                return TimeWindowSpec(at, min(night_end, max(now, at)), True, question[lo:hi] + " overnight", at=at)
        if (_SINCE.match(question[hi:]) or _SINCE_BEFORE.search(question[:lo]) or _SINCE_EVENT_AT.search(question[:lo])
                or (_SINCE_THE.search(question[:lo]) and _CHANGE_AFTER_CLOCK.match(question[hi:]))
                or _CHANGE_SINCE_ZH.match(question[hi:])):
            #: ("昨晚十一点以后一共响了几个告警": a count in all (一共/总共) runs on to now as 以来 does)
            if (_LAST_NIGHT.search(question) and not night_shift and not _TO_NOW.search(question)
                    and not _IN_ALL.search(question)
                    and (_AFTER_ZH.match(question[hi:]) or _AFTER_EN.search(question[:lo]))):
                #: "昨晚十点以后有没有报错", "after 10pm last night": the rest of that night (to its end at
                #: NIGHT_ENDS_AT), not up to now — "以来 / 一直 / 到现在" still run to now
                night_of = day - timedelta(days=1) if t.hour < NIGHT_ENDS_AT else day
                night_end = _local(night_of + timedelta(days=1), time(NIGHT_ENDS_AT), zone)
                if at < night_end < now:
                    return TimeWindowSpec(at, night_end, True, question[lo:hi] + " 以后", at=at)
            return TimeWindowSpec(at, max(now, at), True, question[lo:hi] + " 以来", at=at)
        if _AFTER_THE.search(question[:lo]) and _CHANGE_AFTER_CLOCK.match(question[hi:]):
            #: "after the 8am rollout", "after the 11:40 one": the hour from that change on, not the hours around it
            return TimeWindowSpec(at, at + timedelta(hours=1), True, "after " + question[lo:hi], at=at)
        within = _WITHIN_HOUR.match(question[hi:])
        if within:
            return TimeWindowSpec(at, at + timedelta(hours=1), True, question[lo:hi + within.end()], at=at)
        if (night_shift and t == time(0) and _CLOCK_CAP_ZH.match(question[hi:]) and not asks_against_clock(question)
                and not _TIME_AGAINST_CLOCK.search(question) and not _EPISODE_NAMED.search(question)):
            #: "昨晚十二点之前报了多少次错": the evening that midnight closes (from 晚上's start), not the hour around
            evening = next(lo_h for pattern, lo_h, hi_h in _PARTS if hi_h == 24 and pattern.search("晚上"))
            said = question[lo:hi + (m.end() if (m := _CLOCK_CAP_ZH.match(question[hi:])) else 0)]
            return TimeWindowSpec(at - timedelta(hours=24 - evening), min(at, now), True, said.strip(), at=at)
        if (capped := _part_until(question, lo, hi, t)) is not None:
            #: "今天凌晨（六点以前）", "early this morning (before 6am)": the part of the day up to the clock
            start = at - timedelta(hours=t.hour - capped[0], minutes=t.minute)
            return TimeWindowSpec(start, min(at, now), True, capped[1], at=at)
        if ((_BEFORE_CLOCK_EN.search(question[:lo]) or _CLOCK_CAP_ZH.match(question[hi:]))
                and not asks_against_clock(question) and not _TIME_AGAINST_CLOCK.search(question)
                and not _EPISODE_NAMED.search(question)
                and not _LAST_NIGHT.search(question) and not night_shift):
            #: "catalogue was slow before noon?", "12点前报过几次错": the day up to the clock (up to now when the
            #: clock is still ahead today), not the hour around it
            cap = _local(day, t, zone)
            start = _local(day, time(0), zone)
            label = question[lo:hi + (m.end() if (m := _CLOCK_CAP_ZH.match(question[hi:])) else 0)]
            if t == time(0):
                #: "零点前被拒了几笔", "before 0:00": the hours up to that midnight (as "午夜之前"), not the empty
                #: span from the day's start to its own start
                start = cap - MIDNIGHT_SPAN
            return TimeWindowSpec(start, min(cap, now), True, ("before " if label.isascii() else "") + label.strip(),
                                  at=cap)
        approx = _APPROX_AFTER.match(question[hi:])
        if approx or _APPROX_BEFORE.search(question[:lo]):
            return TimeWindowSpec(at - _AROUND, at + _APPROX_AFTER_SPAN, True,
                                  question[lo:hi + (approx.end() if approx else 0)], at=at)
        return TimeWindowSpec(at - _AROUND, at + _AROUND, True, question[lo:hi], at=at)
    weeks = _weeks(question, local_now, zone)
    if weeks is not None and (day_hit is None or not _WEEKDAY.search(question)):
        return weeks
    named = _PARTS_ACROSS_NAMED_DAYS.search(question)
    if named is not None and _DAYS_BACK[named.group("d1")] > _DAYS_BACK[named.group("d2")]:
        first, second = _part(named.group("first")), _part(named.group("second"))
        if first is not None and second is not None:
            today = local_now.date()
            start = _local(today - timedelta(days=_DAYS_BACK[named.group("d1")]), time(max(first[0], 0)), zone)
            end = _local(today - timedelta(days=_DAYS_BACK[named.group("d2")]), time(0), zone) + timedelta(
                hours=second[1])
            if start < now:
                return TimeWindowSpec(start, min(end, now), True, named.group(0))
    #: "发版那半小时" with no day of its own: still the told thing's span, never the last half hour (the records it
    #: asks are counted over the data; "最近那半小时" is the present's)
    relative = _relative(_THAT_SPAN.sub(" ", question) if day_hit is not None or _part(question)
                         or not _RECENT_THAT.search(question) else question)
    if relative is not None:
        return TimeWindowSpec(now - relative[0], now, True, relative[1])
    small_hours = _NIGHT_THEN_SMALL_HOURS.search(question)
    if small_hours is not None and _NIGHT_INTO_MORNING.search(question) is None:
        #: "昨晚那个库存积压凌晨几点恢复的": the small hours after last night's midnight — from that evening to 06:00
        today = local_now.date()
        start = _local(today - timedelta(days=1), time(18), zone)
        end = _local(today, time(NIGHT_ENDS_AT), zone)
        if start < now:
            return TimeWindowSpec(start, min(end, now), True, small_hours.group(0))
    into = _NIGHT_INTO_MORNING.search(question)
    if into is not None:
        today = local_now.date()
        end_h = NIGHT_ENDS_AT if into.group("part") in ("凌晨",) else 9 if re.search(
            r"清晨|early", into.group("part"), re.I) else 12
        start = _local(today - timedelta(days=1), time(18), zone)
        end = _local(today, time(end_h), zone)
        return TimeWindowSpec(start, min(end, now), True, into.group(0))
    across = _PARTS_ACROSS_DAYS.search(question)
    first, second = (_part(across.group("first")), _part(across.group("second"))) if across else (None, None)
    if (across is not None and first is not None and second is not None and not across.group("today")
            and second[0] > first[0]):
        across = None  # "昨天上午到下午": two parts of yesterday, in order (a range within the day, below)
    if across is not None and first is not None and second is not None:
        today = local_now.date()
        start = _local(today - timedelta(days=1), time(max(first[0], 0)), zone)
        end = _local(today, time(0), zone) + timedelta(hours=second[1])
        return TimeWindowSpec(start, min(end, now), True, across.group(0))
    midnight = _midnight(question, day_hit, local_now, zone, now)
    if midnight is not None:
        return midnight
    part = _part(question)
    within = _PARTS_WITHIN_DAY.search(question)
    if within is not None:
        first = (NIGHT_ENDS_AT, 18, "") if _DAYTIME.fullmatch(within.group("first")) else _part(within.group("first"))
        second = _part(re.sub(r"(?i)^night$", "晚上", within.group("second")))
        if first is not None and second is not None and second[1] > first[0]:
            part = (first[0], second[1], within.group(0))
        else:
            within = None
    if part is not None or day_hit is not None:
        lo_h, hi_h = (part[0], part[1]) if part else (0, 24)
        if part and _LAST_NIGHT.fullmatch(part[2]):
            hi_h = 24 + NIGHT_ENDS_AT  # a night runs past midnight: "昨晚啥情况" covers an incident across it
            if (local_now.hour < NIGHT_ENDS_AT and day == local_now.date() - timedelta(days=1)
                    and _COUNTED.search(question) is not None and _TROUBLE_NAMED.search(question) is None
                    and not _since_part(question, part)):
                #: (not "昨晚到现在有多少…": a night said to run on to now counts up to now, past midnight)
                #: "last night which logged more errors, A or B?" at 02:10: a count over last night asked from its
                #: small hours runs up to the recent hour (the present's lines), never to before midnight — last
                #: night's own wave may run past midnight
                recent = now - timedelta(minutes=DEFAULT_MINUTES)
                end = max(_local(day + timedelta(days=1), time(0), zone), recent)
                return TimeWindowSpec(_local(day, time(max(lo_h, 0)), zone), end, True,
                                      " ".join(dict.fromkeys(x for x in (day_hit[1] if day_hit else "", part[2])
                                                             if x)))
        elif (part and _TONIGHT.fullmatch(part[2]) and local_now.hour < NIGHT_ENDS_AT
              and (day_hit is None or _TONIGHT.fullmatch(day_hit[1])) and day == local_now.date()):
            #: "How many donations failed tonight?" at 03:15: the night now ending, not the coming evening
            day -= timedelta(days=1)
            hi_h = 24 + NIGHT_ENDS_AT
        elif (part and _EN_TONIGHT.fullmatch(part[2]) and day == local_now.date()
              and lo_h <= local_now.hour < lo_h + 1):
            #: "how many video joins failed tonight?" at 18:45: the English "tonight" asked in its first hour is this
            #: evening as English says it, from 17:00 — not the 45 minutes since 18:00 that cut a trouble begun at
            #: dusk (17:46) in two (as "this morning" asked in its first hour runs from midnight)
            lo_h = _EN_EVENING_STARTS
        if part and day_hit is None and _local(day, time(max(lo_h, 0)), zone) > now:
            #: "夜里…几点起的头" asked in the morning: a part of the day not begun yet today is the last one passed
            day -= timedelta(days=1)
            if _NIGHT_HOURS.fullmatch(part[2]):
                hi_h = 24 + NIGHT_ENDS_AT
        if (part and (lo_h, hi_h) == (NIGHT_ENDS_AT, 12) and day == local_now.date()
                and local_now.hour < NIGHT_ENDS_AT):
            #: "how many orders failed so far this morning?" at 05:52: the morning asked before 06:00 is the small
            #: hours up to now (06:00–12:00 lies wholly after now)
            lo_h = 0
        elif (part and (lo_h, hi_h) == (NIGHT_ENDS_AT, 12) and day == local_now.date()
              and local_now.hour < _FIRST_MORNING_HOUR_ENDS and _early_day_so_far(day_hit, part[2])):
            #: "which logged more errors this morning?" at 06:50: the English "this morning" asked in the working
            #: morning's first hour is the early day so far (from midnight, as 今早 is) — not the 50 minutes since
            #: 06:00 that cut a trouble of the small hours in two (later, a deploy at 05:30 is no "this morning" one);
            #: so is "今天早上 / 早上" (上午, the forenoon, stays 06:00-)
            lo_h = 0
        label = " ".join(dict.fromkeys(x for x in (day_hit[1] if day_hit else "", part[2] if part else "") if x))
        if part is None and day_hit is not None and _since_day(question, day_hit[1]):
            #: "since yesterday / 昨天以来 / 从昨天到现在": from that day's start up to now, not that day alone
            start = _local(day, time(0), zone)
            if start < now:
                return TimeWindowSpec(start, now, True, f"{day_hit[1]} 以来")
        #: "从中午开始一直…": from the part's start (noon: 12:00) to now ("from morning to evening" is a range)
        if part and within is None and _since_part(question, part):
            start = _local(day, time(12 if _NOON_WORDS.fullmatch(part[2]) else max(lo_h, 0)), zone)
            return TimeWindowSpec(start, max(now, start), True, f"{label} 以来")
        start = _local(day, time(lo_h), zone) if lo_h >= 0 else _local(day, time(0), zone) + timedelta(hours=lo_h)
        end = _local(day, time(0), zone) + timedelta(hours=hi_h)
        return TimeWindowSpec(start, min(end, now) if start < now else end, True, label)
    return TimeWindowSpec(now - timedelta(minutes=default_minutes), now, False, f"默认最近 {default_minutes} 分钟")


def _early_day_so_far(day_hit: tuple[date, str] | None, part: str) -> bool:
    """The morning of today as spoken before its working hours: "this morning", "今天早上", "早上"."""
    if day_hit is not None and _THIS_MORNING.fullmatch(day_hit[1]):
        return True
    return bool(_EARLY_MORNING_ZH.fullmatch(part)) and (day_hit is None or bool(_TODAY_WORDS.fullmatch(day_hit[1])))


def format_local(value: datetime, zone: tzinfo, *, seconds: bool = False) -> str:
    """``2026-11-28 13:24`` in ``zone`` (an aware or naive-UTC instant)."""
    v = value.replace(tzinfo=UTC) if value.tzinfo is None else value
    return v.astimezone(zone).strftime("%Y-%m-%d %H:%M:%S" if seconds else "%Y-%m-%d %H:%M")


def small_hours_before(start: datetime, timezone: str) -> datetime:
    """A window that begins when the morning does (06:00 local, where "last night" ends): the small hours before it
    are that morning's as spoken ("what time did X start failing this morning?" of an episode at 02:40), so its
    episode is looked for from local midnight; any other window: its start."""
    try:
        zone = ZoneInfo(timezone)
    except (ZoneInfoNotFoundError, ValueError):
        return start
    local = start.astimezone(zone)
    if (local.hour, local.minute) != (NIGHT_ENDS_AT, 0):
        return start
    return local.replace(hour=0).astimezone(UTC)


#: "before or after midnight?", "零点之前还是之后": which side of a clock a trouble began on (asked, not a window)
EITHER_SIDE_EN = r"\bbefore\s+or\s+after\s+"
EITHER_SIDE_ZH = r"\s*(?:之前|以前|前)\s*还是\s*(?:之后|以后|后)"
_EITHER_SIDE = regex(EITHER_SIDE_EN + r"(?:the\s+)?(?:midnight|noon|\d)|" + EITHER_SIDE_ZH, re.I)


def asks_either_side(question: str) -> bool:
    """Whether the question asks which side of a clock a trouble began on ("before or after midnight?")."""
    return _EITHER_SIDE.search(question) is not None


#: the clock a yes/no sets a trouble's onset or end against, in English ("midnight", "9pm") and Chinese ("晚上九点")
_CLOCK_EN = r"(?P<en>midnight|noon|\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|\d{1,2}:\d{2})"
_CLOCK_ZH = (r"(?P<pm>晚上|下午|傍晚|夜里|夜间)?(?P<zh>午夜|零点|半夜(?:(?:十二|12)点)?|中午(?:十二|12)点|"
             r"\d{1,2}点(?:半|\d{1,2}分?)?|[一二三四五六七八九十]{1,3}点半?)")
#: the same, or a bare hour closing the question ("was it over by 9?", "fixed before 10 this morning?"): the last
#: such clock passed, am or pm (`question_ops._clock_passed`)
_CLOCK_EN_BARE = (r"(?P<en>midnight|noon|\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|\d{1,2}:\d{2}|"
                  r"\d{1,2}(?:\s*o'?clock)?(?=\s*(?:[?.!,？。！，]|$|this\b|today\b|tonight\b|yesterday\b|last\b)))")
#: "did X already start lagging before midnight?", "X 是不是零点之前就开始积压了": the subject's onset against a clock
CLOCK_BEFORE = regex(
    r"\b(?:start|begin|began|already|expir)\w*\b(?:\s+[\w-]+){0,3}?\s+before\s+" + _CLOCK_EN + "|"
    #: "was the billing thing before or after midnight?", "是零点之前还是之后": which side of the clock it began on
    + EITHER_SIDE_EN + _CLOCK_EN.replace("?P<en>", "?P<en2>") + "|"
    + _CLOCK_ZH.replace("?P<pm>", "?P<pm2>").replace("?P<zh>", "?P<zh2>") + EITHER_SIDE_ZH + "|" + _CLOCK_ZH +
    #: "证书是零点前过期的吗": a certificate's expiry is the onset of its trouble
    r"\s*(?:之前|以前|前)\s*(?:就|已经|(?=(?:就|已经)?\s*过期))", re.I)


#: "快递证书是过了零点才换好的吗", "was the cert only renewed after midnight?": the trouble's end against a clock
CLOCK_AFTER = regex(
    r"\b(?:renew|fix|resolv|recover|restor|end|stop|clear)\w*\b(?:\s+[\w-]+){0,3}?\s+(?:only\s+)?after\s+"
    + _CLOCK_EN + "|(?P<past>过了|到了)?" + _CLOCK_ZH + r"\s*(?P<after>之后|以后|后)?\s*才", re.I)


#: "航司证书是在昨天半夜12点之前就修好了吧？", "was the cert already renewed before midnight?": the trouble's end
#: against a clock asked the other way round (yes when it had ended before the clock)
CLOCK_FIXED_BEFORE = regex(
    r"(?:\b(?:renew|fix|resolv|recover|restor|end|stop|clear)\w*\b(?:\s+[\w-]+){0,3}?\s+before|"
    #: "was it over by 9?", "all done by 9am?", "back before 10?": the trouble over by a clock
    r"\b(?:over|done|finished|sorted|fixed|resolved|recovered|cleared|back(?:\s+up)?|all\s+clear)\s+(?:by|before))"
    r"\s+" + _CLOCK_EN_BARE + "|"
    + _CLOCK_ZH + r"\s*(?:之前|以前|前)\s*(?:就|已经)?\s*(?:已经)?"
    r"(?:修好|修复|恢复|解决|搞定|处理好|弄好|换好|续上|续好|更新好|好)", re.I)


def asks_against_clock(question: str) -> bool:
    """Whether a yes/no compares the trouble's onset or end with a clock ("did it start before midnight?",
    "零点之前就修好了吧", "过了零点才换好的吗")."""
    return any(r.search(question) for r in (CLOCK_BEFORE, CLOCK_AFTER, CLOCK_FIXED_BEFORE))


cn_number = _cn_number
