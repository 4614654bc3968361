"""Time phrases in the forms people type, rewritten to the forms the time parser reads (``agents.timeparse``).

English clock times become ``3:30pm``; vague Chinese and English phrases become the windows an engineer means
(傍晚 → 17:00-19:00, 午饭时候/lunchtime → 11:30-13:30, 前半夜 → 18:00-24:00, 后半夜 → 00:00-06:00 of the night's
second day, 一早 → 一大早, 这两天 → 过去48小时, "the past couple of hours" → past 2 hours, 14点-15点 → 14:00-15:00).

"half past three in the afternoon", "3.30pm", "quarter to 4", "at 9 this morning", "last night at 11", "tonight
at 8", "3 o'clock", "noon": a bare hour takes its am/pm from the part of the day the question names
(morning → am; afternoon, evening, tonight → pm; night → pm from 6, am before). Without a part of the day a bare
hour stays as written (it may be a count: "at 3 pods"). Chinese clock forms are read by ``agents.timeparse``.
"""

from __future__ import annotations

import re

from superbiz.lazy_re import regex

__all__ = ["canonical_time_forms"]

_P = re.IGNORECASE
_WORDS = {w: i for i, w in enumerate(
    ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"])}
_WORD = "|".join(w for w in _WORDS if w != "zero")
_AMPM = r"(?:am|pm|a\.m\.|p\.m\.)"
_PART = regex(r"\b(morning|afternoon|evening|tonight|night|overnight)\b", _P)
#: what may follow a clock time (so "at 3 pods", "down to one replica" are no clock times)
_AFTER = (r"(?=\s*(?:$|[,.?!;，。？！]|(?:am|pm|a\.m\.|p\.m\.|o'?clock|in|this|that|last|yesterday|today|tonight|"
          r"on|and|or|to|until|till)\b|-))")
#: a word number in a clock position: "at three", "three o'clock", "three in the afternoon", "half past three"
_WORD_CLOCK = regex(
    rf"\b(?:at|around|about|since|until|till|past|from|to)\s({_WORD})\b{_AFTER}|"
    rf"\b({_WORD})\b(?=\s*(?:o'?clock|{_AMPM}|in the (?:morning|afternoon|evening)|at night|this (?:morning|afternoon|"
    rf"evening)|tonight|last night|yesterday|today))", _P)
_DOTTED = regex(rf"\b(\d{{1,2}})\.(\d{{2}})\s*({_AMPM})", _P)
_HALF = regex(r"\bhalf past (\d{1,2})\b", _P)
_QUARTER = regex(r"\b(?:a )?quarter (past|after|to|till|before) (\d{1,2})\b", _P)
#: "between half past one and two": a range from half past an hour to a bare hour is a range of clocks (1:30 to 2),
#: as "between 1:30 and 2" — said with neither am/pm nor a part of the day, the parser places it
_HALF_RANGE = regex(rf"\b(between|from)\s+half past (\d{{1,2}}|{_WORD})\s+(and|to|until|till)\s+(\d{{1,2}}|{_WORD})\b"
                    r"(?![:.]\d)", _P)
_OCLOCK = regex(r"\b(\d{1,2})\s*o'?clock\b", _P)
_NOON = regex(r"\b(noon|midday)\b", _P)
#: a bare hour (or h:mm) after a time preposition, followed by what may follow a clock time
_BARE = regex(rf"\b(at|around|about|by|since|from|until|till|after|before|to)\s+(\d{{1,2}})(:\d{{2}})?"
              rf"(?!\s*{_AMPM}){_AFTER}", _P)

#: "lotrixa timed out at 9 40": an hour then two digits of minutes typed with a space for the colon, after a time
#: preposition and before what may follow a clock time, is that clock (9:40)
_SPACED_CLOCK = regex(rf"\b(at|around|about|by|since|from|until|till|after|before)\s+([01]?\d|2[0-3])\s+([0-5]\d)"
                      rf"{_AFTER}", _P)

_APPROX_BARE = regex(r"\b(around|about)\s+(\d{1,2})(?!\s*(?:am|pm|a\.m\.|p\.m\.))(?=\s*(?:$|[?.!,;，。？！]))", _P)


def _pm(part: str, hour: int) -> str:
    part = part.lower()
    if part == "morning":
        return "am"
    if part in ("night", "overnight"):
        return "pm" if 6 <= hour <= 11 else "am"
    return "pm"


#: "between midnight and 1 am", "from midnight to 2am": midnight starting a range of small hours is its 12am, not the
#: hours either side of a midnight
_MIDNIGHT_FROM = regex(rf"\b(between|from)\s+midnight\s+(?=(?:and|to|until|till|-|–)\s*\d{{1,2}}(?::\d{{2}})?\s*"
                       rf"{_AMPM})", _P)
#: "between 11 pm and midnight": a range of the evening ending at midnight ends at its 12am
_MIDNIGHT_TO = regex(r"(\b\d{1,2}(?::\d{2})?\s*(?:pm|p\.m\.)\s+(?:and|to|until|till)\s+|"
                     r"\b\d{1,2}(?::\d{2})?\s*(?:pm|p\.m\.)\s*[-–]\s*)midnight\b", _P)


def _clock_forms(text: str) -> str:
    """``text`` with English clock expressions in the ``3:30pm`` form; anything else untouched.

    A spoken time with neither am/pm nor a part of the day ("around half past two") is left as written: it may be
    either half of the day, and the day it names is the honest window.
    """
    text = _DOTTED.sub(lambda m: f"{m.group(1)}:{m.group(2)}{m.group(3)}", text)
    text = _MIDNIGHT_FROM.sub(lambda m: f"{m.group(1)} 12am ", text)
    text = _MIDNIGHT_TO.sub(lambda m: f"{m.group(1)}12am", text)

    def number(word: str) -> int:
        return int(word) if word.isdigit() else _WORDS[word.lower()]

    text = _HALF_RANGE.sub(lambda m: f"{m.group(1)} {number(m.group(2))}:30 {m.group(3)} {number(m.group(4))}", text)
    part = _PART.search(text)
    if part is None:
        #: "what happened to X around 11?": an approximate bare hour ending its clause is that clock's latest
        #: occurrence (the parser's "11点左右"), not a count ("about 11 errors" goes on)
        text = _APPROX_BARE.sub(lambda m: f"{m.group(1)} {m.group(2)}点左右" if int(m.group(2)) <= 23 else m.group(0),
                                text)
    if part is None and not re.search(rf"\d\s*{_AMPM}|\b(?:{_WORD})\s*{_AMPM}", text, _P):
        return _NOON.sub("12:00pm", text)

    def word(m: re.Match[str]) -> str:
        number = m.group(1) or m.group(2)
        return m.group(0).replace(number, str(_WORDS[number.lower()]))

    text = _WORD_CLOCK.sub(word, text)
    text = _HALF.sub(lambda m: f"{m.group(1)}:30", text)

    def quarter(m: re.Match[str]) -> str:
        hour = int(m.group(2))
        if m.group(1).lower() in ("past", "after"):
            return f"{hour}:15"
        return f"{(hour - 1) % 12 or 12}:45"

    text = _QUARTER.sub(quarter, text)
    text = _OCLOCK.sub(lambda m: f"{m.group(1)}:00", text)
    text = _NOON.sub("12:00pm", text)  # midnight is left to the parser: which day's midnight depends on the day
    if part is None:
        return text

    def bare(m: re.Match[str]) -> str:
        hour = int(m.group(2))
        if not 1 <= hour <= 11:
            return m.group(0)  # 0, 12 and 13–23 say their half of the day themselves
        return f"{m.group(1)} {hour}{m.group(3) or ':00'}{_pm(part.group(1), hour)}"

    return _BARE.sub(bare, text)


_DAY_SHIFT = {"前天": "昨天", "昨天": "今天", "昨晚": "今天", "今天": "明天"}
_DUSK = regex(r"(前天|昨天|今天)?\s*傍晚")
#: "昨天傍晚七点多", "傍晚6点半": a clock right after 傍晚 says the hour itself (pm); 傍晚 only places it
_DUSK_CLOCK = regex(r"傍晚(?=\s*(?:的)?\s*(?:\d{1,2}|[一二两三四五六七八九十]{1,3})\s*(?:点|时|[:：]\d))")
_AFTER_LUNCH = regex(r"\b(?:since|after) lunch(?: ?time)?\b|(?:午饭|午休|午餐)(?:后|以后|之后|过后)", _P)
_LUNCH = regex(r"(前天|昨天|今天)?\s*(?:午饭|午餐|午休|吃午饭)(?:的)?(?:时候|时间|那会儿?|前后|期间)?|"
               r"\b(?:(?:around|at|during|over|about) lunch(?: ?time| hour| break)?|lunch ?time|lunch hour|"
               r"lunch break)\b|"
               #: "how long did the lunch booking db incident last?": lunch before the trouble's words places it;
               #: the/that/this is kept (never replaced), so "during the lunchtime X deploy" still names an
               #: incident for the episode rules ("during the … deploy": the sides' own codes are compared)
               r"\b(?P<det>the|that|this)\s+lunch(?:[ -]?time)?\b(?=\s+[a-z])", _P)
_LUNCH_HOURS, _LOOSE_LUNCH = "11:30-13:30", "11:00-14:00"
_ROUGHLY = regex(r"\b(?:around|about)\b|前后", _P)
_FIRST_HALF_NIGHT = regex(r"(前天|昨天|今天)?\s*(?:晚上)?前半夜")
_SECOND_HALF_NIGHT = regex(r"(前天|昨天|昨晚|今天)?\s*(?:晚上|夜里)?(?:后半夜|下半夜)")
_EARLY = regex(r"(?<!大)(?:一清早|大清早|一早)")
_FEW_DAYS = regex(r"这两天|最近两天|近两天|这几天|最近几天|近几天|"
                  r"\b(?:the )?(?:past|last) (?:couple|few) (?:of )?days\b|"
                  #: "over the two days", "in the data we have", "现有数据里": the few days the data holds
                  r"\b(?:over|across|in|during) (?:the|these) (?:two|2|couple of|few) days\b|"
                  r"\b(?:in|across|over) (?:all )?the data(?: we (?:have|hold|got|'ve got))?\b|"
                  r"(?:现有|所有|全部)(?:的)?数据(?:里|中|内)", _P)
_N_DAYS = regex(r"(?:这|最近|近|过去)\s*([三四五六七3-7])\s*天(?!前)")
_DAY_COUNT = {"三": 3, "四": 4, "五": 5, "六": 6, "七": 7}
_FEW_HOURS = regex(r"\b(?:the )?(?:past|last) (?:a )?(couple|few) (?:of )?hours\b", _P)
_HOUR_DASH = regex(r"(\d{1,2})\s*点\s*[-~～—–]\s*(\d{1,2})\s*点")
#: "since I went to bed at 11pm", "after we logged off around 10": what the asker did only names the clock that
#: starts the window ("since 11pm")
_SINCE_I = regex(r"\b(since|after)\s+(?:i|we)\s+(?:went\s+to\s+(?:bed|sleep)|went\s+home|fell\s+asleep|"
                 r"logged\s+(?:off|out)|signed\s+off|clocked\s+out|left(?:\s+work|\s+the\s+office)?)"
                 r"\s+(?:at\s+)?(?=(?:around|about|roughly)?\s*\d)", _P)
#: "一晚上都发生了啥", "整晚", "一宿": the whole night that ended this morning ("overnight"), not the evening only
#: "overnight, say midnight to 6am": midnight starting a range to a clock is 12am (00:00), not a point in time
_MIDNIGHT_STARTS = regex(r"\bmidnight(?=\s*(?:to|until|till|through|-|–)\s*\d)", _P)
_WHOLE_NIGHT = regex(r"(?:昨天|昨晚|昨夜|昨)?(?:一整晚|一晚上|一整夜|整晚|整夜|一宿|通宵)")


#: "in the 7 o'clock hour", "the 9am hour", "the 14:00 hour": the hour that starts at that clock
_CLOCK_HOUR = regex(r"\b(?:the\s+)?(\d{1,2})(?::00|\s*o['’]?clock|\s*([ap])\.?m\.?)\s+hour\b", _P)


def _clock_hour(m: re.Match[str]) -> str:
    hour = int(m.group(1)) % 12 + (12 if (m.group(2) or "").lower() == "p" else 0) if m.group(2) else int(m.group(1))
    if hour >= 24:
        return m.group(0)
    if not m.group(2) and ":" not in m.group(0) and 1 <= hour <= 11:  # "the 2 o'clock hour": its latest occurrence
        return f"{hour}点到{hour + 1}点"
    return f"{hour:02d}:00-{(hour + 1) % 24:02d}:00"


#: "昨天下午到傍晚", "上午到下午", "this afternoon into the evening": two parts of one day joined as a range are
#: one window from the first part's start to the second part's end (not the second part alone)
_PART_HOURS = {"凌晨": (0, 6), "早上": (6, 12), "上午": (6, 12), "中午": (11, 13), "下午": (12, 18),
               "傍晚": (17, 19), "晚上": (18, 24), "morning": (6, 12), "afternoon": (12, 18), "evening": (18, 24)}
_ZH_PART = "凌晨|早上|上午|中午|下午|傍晚|晚上"
_PART_RANGE = regex(
    rf"(?P<day>前天|昨天|今天)?\s*(?P<a>{_ZH_PART})\s*(?:一直)?\s*(?:到|至)\s*(?P<b>{_ZH_PART})(?!\s*(?:的)?\s*(?:\d|"
    rf"[一二两三四五六七八九十]{{1,3}}\s*点))|"
    r"\b(?P<en_a>morning|afternoon)\s+(?:to|into|through|till|until)\s+(?:the\s+)?(?P<en_b>afternoon|evening)\b", _P)


def _part_range(m: re.Match[str]) -> str:
    a, b = (m.group("a"), m.group("b")) if m.group("a") else (m.group("en_a").lower(), m.group("en_b").lower())
    (lo, _), (_, hi) = _PART_HOURS[a], _PART_HOURS[b]
    if hi <= lo:
        return m.group(0)
    clock = f"{lo:02d}:00-{hi:02d}:00"
    return f"{m.group('day') or ''}{clock}" if m.group("a") else f"{m.group('en_a')} {clock}"


#: "从午夜到凌晨1点": midnight starting a range of small hours is their 0 点, not the hours either side of a midnight
_MIDNIGHT_ZH = regex(r"(?:午夜|半夜)(?:12点|十二点)?\s*(到|至|~|-)\s*(?:凌晨)?\s*"
                     r"(?=(?:\d{1,2}|[一二两三四五六])\s*点)")

#: "半夜十二点到十二点半": a range begun at midnight and ended at twelve-something is the half hour after midnight
#: (00:00-00:30), not a range to half past noon
_MIDNIGHT_TO_TWELVE_ZH = regex(r"(?:午夜|半夜)(?:12点|十二点)?\s*(到|至|~|-)\s*(?:凌晨)?\s*(?:十二|12)\s*点"
                               r"(?=\s*(?:半|\d{1,2}\s*分|(?:[一二三四五]?十[一二三四五六七八九]?|[一二三四五六七八九])\s*分|过))")
_MIDNIGHT_TO_TWELVE_EN = regex(r"\b(between\s+|from\s+)?midnight\s*(and|to|until|till|through|-|–)\s*12:(\d{2})\b"
                               r"(?!\s*[ap]\.?m)", _P)


#: "this morning before noon", "this afternoon until 3", "上午中午之前": a part of the day cut short by a clock is
#: one window from the part's start to that clock (never the hours around the clock alone)
_PART_UNTIL = regex(r"\b(?P<part>morning|afternoon|evening)\s+(?:before|until|till|up to|up till)\s+"
                    r"(?P<clock>noon|midday|(?P<h>\d{1,2})(?::(?P<m>\d{2}))?\s*(?P<ap>[ap])?\.?m?\.?)(?![\d:])|"
                    r"(?P<zh>上午|早上)\s*(?:到)?\s*(?:中午|十二点|12点)\s*(?:之前|以前|前)", _P)


def _part_until(m: re.Match[str]) -> str:
    if m.group("zh"):
        return "06:00-12:00"
    part = m.group("part").lower()
    lo = _PART_HOURS[part][0]
    if m.group("h") is None:
        hour, minute = 12, 0
    else:
        hour, minute = int(m.group("h")), int(m.group("m") or 0)
        pm = (m.group("ap") or "").lower() == "p" or (not m.group("ap") and part != "morning")
        hour = hour % 12 + (12 if pm else 0) if hour <= 12 else hour
    if not lo < hour <= 24 or minute > 59:
        return m.group(0)
    return f"{m.group('part')} {lo:02d}:00-{hour:02d}:{minute:02d}"


#: "the 1 o'clock cache thing", "the half-three cache storm" (British: 3:30): an episode named by the clock it came
#: at — the clock's form the parser reads as its latest occurrence ("the 1:00 …", "the 3:30 …")
#: "the 10ish one", "the ten-ish storm": the clock said loosely is the same clock
_EPISODE_CLOCK = regex(rf"\b(the|that|this)\s+(?:(\d{{1,2}}|{_WORD})\s*(?:o'?clock|-?\s?ish\b)|"
                       rf"half[\s-](\d{{1,2}}|{_WORD}))"
                       rf"(?=\s+[a-z])", _P)


def _episode_clock(m: re.Match[str]) -> str:
    said = m.group(2) or m.group(3)
    hour = int(said) if said.isdigit() else _WORDS[said.lower()]
    if not 1 <= hour <= 12:
        return m.group(0)
    return f"{m.group(1)} {hour}:{'00' if m.group(2) else '30'}"


def canonical_time_forms(text: str) -> str:
    """``text`` with its time phrases in the forms ``agents.timeparse`` reads; anything else untouched."""
    text = _SPACED_CLOCK.sub(r"\1 \2:\3", text)
    text = _PART_UNTIL.sub(_part_until, text)
    text = _CLOCK_HOUR.sub(_clock_hour, text)
    text = _EPISODE_CLOCK.sub(_episode_clock, text)
    text = _MIDNIGHT_TO_TWELVE_ZH.sub(lambda m: f"凌晨0点{m.group(1)}0点", text)
    text = _MIDNIGHT_TO_TWELVE_EN.sub(lambda m: f"{m.group(1) or ''}12am {m.group(2)} 12:{m.group(3)}am", text)
    text = _MIDNIGHT_ZH.sub(lambda m: f"凌晨0点{m.group(1)}", text)
    text = _clock_forms(text)
    text = _PART_RANGE.sub(_part_range, text)
    text = _DUSK_CLOCK.sub("晚上", text)
    text = _DUSK.sub(lambda m: f"{m.group(1) or ''}17:00-19:00", text)
    text = _AFTER_LUNCH.sub(lambda m: "since 12:00pm" if m.group(0).isascii() else "12:00以后", text)
    #: "around lunch", "午饭前后": lunch said loosely runs half an hour further either side (11:00-14:00)
    text = _LUNCH.sub(lambda m: f"{m.group(1) or m.group('det') or ''} "
                                f"{_LOOSE_LUNCH if _ROUGHLY.search(m.group(0)) else _LUNCH_HOURS} ", text)
    text = _FIRST_HALF_NIGHT.sub(lambda m: f"{m.group(1) or ''}18:00-24:00", text)
    text = _SECOND_HALF_NIGHT.sub(lambda m: f"{_DAY_SHIFT.get(m.group(1) or '', '今天')}00:00-06:00", text)
    text = _EARLY.sub("一大早", text)
    text = _MIDNIGHT_STARTS.sub("12am", text)
    text = _SINCE_I.sub(lambda m: f"{m.group(1)} ", text)
    text = _WHOLE_NIGHT.sub(" overnight ", text)
    text = _FEW_DAYS.sub(lambda m: "过去72小时" if re.search(r"几|few|data|数据", m.group(0)) else "过去48小时", text)
    #: "这三天一共来过几次critical告警", "近5天": the days said counted back from now
    text = _N_DAYS.sub(lambda m: f"过去{24 * _DAY_COUNT.get(m.group(1), 0) or 24 * int(m.group(1))}小时", text)
    text = _FEW_HOURS.sub(lambda m: f"past {2 if m.group(1).lower() == 'couple' else 3} hours", text)
    return _HOUR_DASH.sub(lambda m: f"{m.group(1)}:00-{m.group(2)}:00", text)
