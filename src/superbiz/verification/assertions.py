"""What a claim asserts, read from its text with the lexicon (:mod:`superbiz.verification.lexicon`).

``read_claim`` returns the claim's identifiers, numbers (with the statistic they name and their unit; Chinese
numerals and full-width digits included), clock times and dates (with the zone the claim names, if any),
``key=value`` pairs, field phrases (已退款 → status=REFUNDED), alert state, availability, polarity, and whether
it joins several records explicitly or speaks about the current incident. Pure; nothing is looked up here.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date as _date
from datetime import timedelta

from superbiz.lazy_re import regex
from superbiz.verification._dates import iso_dates
from superbiz.verification._numbers import NumberMention, find_durations, find_numbers
from superbiz.verification._spoken import spoken_forms
from superbiz.verification.identifiers import Identifier, clean, find_identifiers, hidden_in
from superbiz.verification.lexicon import (
    CURRENT_MARKERS,
    EXISTENCE_WORDS,
    FIELD_PHRASES,
    JOIN_MARKERS,
    NEGATIONS,
    NOT_NEGATIONS,
    NUMERAL_STOPWORDS,
    PLAIN_WORDS,
    RATE_UNITS,
    STATE_WORDS,
    STATISTIC_WORDS,
    UP_WORDS,
    ZONE_WORDS,
    Statistic,
)

__all__ = ["ZERO_COUNT", "ClaimReading", "ClaimTime", "Quantity", "is_negated", "read_claim"]


@dataclass(frozen=True, slots=True)
class Quantity:
    mention: NumberMention
    statistic: Statistic | None


@dataclass(frozen=True, slots=True)
class ClaimTime:
    date: str | None  # YYYY-MM-DD in UTC (after the zone shift) or None
    minutes: int | None  # minutes since midnight UTC, None for a bare date
    seconds: int | None
    zone_named: bool
    raw: str
    #: the field of the row this instant is stated as (``(first_seen) …``, ``于 … 首次达到`` → ``max_at``): an
    #: event's time, compared with that field, never with a window edge the row also shows
    field: str | None = None
    #: the date was written with no year ("Nov 28 05:14", "11月28日"): ``date`` carries the placeholder year 2000 and
    #: is compared by month and day
    yearless: bool = False

    def same_day(self, date: str | None) -> bool:
        """Whether this time's date is ``date`` (a row's ``YYYY-MM-DD``); by month and day when no year was written."""
        if self.date is None or date is None:
            return self.date == date
        return self.date[5:] == date[5:] if self.yearless else self.date == date


@dataclass(frozen=True)
class ClaimReading:
    text: str  # clean(), case-folded
    identifiers: tuple[Identifier, ...]
    quantities: tuple[Quantity, ...]
    times: tuple[ClaimTime, ...]
    pairs: tuple[tuple[str, str], ...]  # key=value written in the claim, and field phrases
    state: str | None
    availability: str | None
    negated: bool
    existence: bool
    joins: bool
    current: bool
    levels: tuple[str, ...] = ()  # log levels the claim attributes its lines to ("warning" read as "warn")
    #: a plain-word name opening the claim (``aquatally 在窗口内…``): checked like an identifier, but not by
    #: itself something the claim asserts (its classification does not rest on it)
    subject: Identifier | None = None
    logger: str | None = None  # the leading name of "S 错误码 …" / "S 在窗口内 …": whose rows these are
    metric: str | None = None  # the series the claim names ("指标 rps（服务 S）"): the row whose ``metric`` it is


_TIME = regex(
    r"(?:(?P<date>\d{4}-\d{2}-\d{2})(?:[t ]+|(?=\d{1,2}:)))?"
    r"(?<![\d:+\-])(?P<hh>\d{1,2}):(?P<mm>\d{2})(?::(?P<ss>\d{2}))?"
    r"(?:\.\d+)?(?P<z>z)?(?![\d:])(?:\s?(?P<ampm>a\.?m\.?|p\.?m\.?)(?![a-z]))?"
    r"|(?P<dateonly>\d{4}-\d{2}-\d{2})(?![t \d])"
)
_OFFSET = regex(r"(?:utc|gmt)?\s?([+-])(\d{1,2})(?::?(\d{2}))?")
_PAIR = regex(r"(?<![\w.])([a-z_][\w.]*)\s?=\s?(\d{1,3}(?:,\d{3})+(?:\.\d+)?(?!,?\d)|[\w.%+:\-~]+)")
#: A value labelled with its field name in parentheses: ``峰值(max) 869.93``, ``首次出现(first_seen) 2026-…z``,
#: ``(earlier_count)=0`` — the same assertion as ``max=869.93``.
#: A length's unit written apart from its number ("35 分钟", "35 min", "1 hour 5 minutes").
_SPAN_UNIT = r"(?:天|小时|分钟|秒|分|days?|hours?|hrs?|minutes?|mins?|seconds?|secs?)(?![a-z])"
#: The value may group its thousands (``140,000``) or write its ten-thousands apart (``14 万``), as models do.
#: An approximation word before it ("约 35 分钟", "about 35 minutes") is not the value.
_LABELLED = regex(r"\(([a-z][a-z0-9_]*)\)\s?=?\s?(?:约|大约|近|about|approx\.?|~|≈)?\s?"
                  r"((?:[+\-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?(?!,?\d)|"
                  r"[+\-]?\w(?:[\w.%‰:+\-/]*[\w%‰])?)(?:\s(?:万|亿))?"
                  r"(?:\s(?:" + _SPAN_UNIT + r")(?:\s?\d+\s?(?:" + _SPAN_UNIT + r"))*)?)")
#: A clock right after a labelled date ("(first_seen) 2026-10-14 19:20:16 UTC"): the date is part of an instant,
#: read with its clock and zone as a time (``_times``), not as the field's whole value.
_CLOCK_NEXT = regex(r"\s?\d{1,2}:\d{2}")
_BARE_CLOCK = regex(r"\d{1,2}:\d{2}(?::\d{2})?(?:z|\s?[ap]\.?m\.?)?")
#: A rate unit written apart from its labelled value (``最新值(latest) 140000 每分钟``, ``… 140000 条/分钟``,
#: ``… 140000 per minute``): part of the value, as ``140000/min`` is — the value is a rate per that unit.
_RATE_NEXT = regex(
    r"\s?(?:(?:条|个|次|笔|件|msgs?|messages|events|req(?:uests)?)\s?)?("
    + "|".join(re.escape(w).replace("/", r"/\s?") + (r"(?![a-z])" if w.isascii() else "")
               for words in RATE_UNITS.values() for w in sorted(words, key=len, reverse=True)
               if w.startswith(("/", "每", "per ")))
    + ")"
)
#: a total stated below zero ("共 -1 条"): a count no row holds (the arabic reader takes no sign)
_SIGNED_TOTAL = regex(r"共\s?(-\d+)\s?([条次个笔])")
#: A labelled duration in words ("(span) 59 分钟", "(active_for) 2小时12分钟", "(span) 0.58 hours"): compared with the
#: row's field as a length (its decimals as rounded), not as loose numbers.
_CJK_SPAN = regex(r"(?:\s?\d+(?:\.\d+)?\s?(?:天|小时|分钟|秒|days?|hours?|hrs?|minutes?|mins?|seconds?|secs?)"
                  r"(?![a-z]))+")
#: A log level the claim attributes its lines to (``的 ERROR 日志``, ``warn logs``).
_LEVEL = regex(
    r"(?<![a-z0-9_\-])(debug|info|warn|warning|error|fatal|警告|致命错误|致命)\s?(?:级别)?\s?(?:日志|logs?\b)"
)
#: A level written in Chinese ("的 警告 日志"), read as the level it names.
_LEVEL_WORDS = {"warning": "warn", "警告": "warn", "致命错误": "fatal", "致命": "fatal"}
#: A service named as the claim's attribution in parentheses (``指标 m（服务 S）``, ``（服务 S，critical）``).
_SERVICE_LABEL = regex(r"\(服务\s?([a-z][\w.\-]*)(?=[,)])")
#: "订单 X 当前状态为 REFUNDED", "status: pending": a record's status said in words — compared with the bound row's
#: own status field (a plain-word status such as PENDING is no identifier, and may appear nowhere else in the session)
_STATUS_SAID = regex(r"(?<!通知)(?<!推送)(?<!告警)状态(?:为|是)\s*([a-z][a-z0-9_]*)\b|"
                     r"(?<![\w-])status(?:\s+is|\s*[:：])\s*([a-z][a-z0-9_]*)\b")
#: A plain lower-case word that opens a Chinese sentence about what it logged or where is its subject's name
#: (``aquatally 在窗口内…``, ``permitly 错误码 …``): checked like an identifier.
_SUBJECT = regex(r"^([a-z][a-z0-9]{3,})\s?(?=错误码|在|的|记录|共有|没有|按级别)")
#: A leading name followed by what it logged or where (``S 错误码 …``, ``S 在窗口内…``, ``S 的 ERROR 日志``):
#: the service the bound rows are of.
_LOGGER = regex(r"^([a-z][\w.\-]*[a-z0-9])\s?(?:错误码|在|的|记录|共有|没有|按级别)")
#: The moment a peak was first reached (``于 2026-10-14t19:20:00z 首次达到``): the series' ``max_at``.
_REACHED_AT = regex(r"于\s?(\d{4}-\d{2}-\d{2}t\d{2}:\d{2}(?::\d{2})?z?)\s?首次达到")
#: What an instant is stated as: a field label right before it, or 首次达到 right after it (its zone between).
_FIELD_BEFORE = regex(r"\(([a-z][a-z0-9_]*)\)\s?=?\s?$")
_REACHED_NEXT = regex(r"\s?(?:\([^()]{1,12}\)|(?:utc|gmt)?[+-]\d{1,2}(?::?\d{2})?|[a-z]{1,4})?\s?首次达到")
#: The series a claim names: ``指标 rps（服务 S）``.
_METRIC_NAMED = regex(r"指标\s?([a-z_:][a-z0-9_:]*)(?![a-z0-9_:])")
_CLAUSE = regex(r"[，,。；;：:（）()\n]")
_SPACES = regex(r"\s+")
#: a count of none ("0 条", "零笔"); a zero that is a lower bound ("共至少 0 条" of a range "0-6 条", "超过 0 条")
#: states no denial
ZERO_COUNT = regex(r"(?<!至少)(?<!至少\s)(?<!不少于)(?<!不少于\s)(?<!超过)(?<!超过\s)(?<!多于)(?<!多于\s)"
                   r"(?:(?<![\d.,])0\s?|(?<![一二三四五六七八九十百千万])零)[条个次笔项]")
_ZONE_TOKEN = regex(r"^(?:utc|gmt)(?:[+-]\d|$)")


def _zone_near(text: str, start: int, end: int) -> int | None:
    """The UTC offset (minutes) named right before or right after the time at ``start:end``."""
    after = text[end : end + 14].lstrip(" （(")
    m = _OFFSET.match(after)
    if m and after.startswith(("utc", "gmt", "+", "-")):
        sign = 1 if m.group(1) == "+" else -1
        return sign * (int(m.group(2)) * 60 + int(m.group(3) or 0))
    window = (text[max(0, start - 8) : start], after[:10])
    for word, offset in sorted(ZONE_WORDS.items(), key=lambda kv: -len(kv[0])):
        if word == "z":
            continue
        before = window[0].rstrip()
        if (before.endswith(word) and not (word.isascii() and before[-len(word) - 1 : -len(word)].isalpha())) or (
                window[1].startswith(word) and not (word.isascii() and window[1][len(word) : len(word) + 1].isalpha())):
            return offset
    return None


def _times(text: str) -> tuple[list[ClaimTime], list[tuple[int, int]]]:
    times: list[ClaimTime] = []
    spans: list[tuple[int, int]] = []
    for m in _TIME.finditer(text):
        spans.append((m.start(), m.end()))
        yearless = (m.group("date") or m.group("dateonly") or "").startswith("0000-")
        if m.group("dateonly"):
            day = m.group("dateonly")
            times.append(ClaimTime("2000" + day[4:] if yearless else day, None, None, False, m.group(),
                                   yearless=yearless))
            continue
        hh, mm = int(m.group("hh")), int(m.group("mm"))
        if hh > 23 or mm > 59 or (m.group("ampm") and not 1 <= hh <= 12):
            continue
        if m.group("ampm"):  # "5:14 am" / "12:05 am" / "3:40 p.m.": the 12-hour clock
            hh = hh % 12 + (12 if m.group("ampm").startswith("p") else 0)
        offset = 0 if m.group("z") else _zone_near(text, m.start(), m.end())
        minutes = hh * 60 + mm - (offset or 0)
        date = "2000" + m.group("date")[4:] if yearless else m.group("date")
        if date and (minutes < 0 or minutes >= 1440):
            date = (_date.fromisoformat(date) + timedelta(days=minutes // 1440)).isoformat()
        ss = m.group("ss")
        label = _FIELD_BEFORE.search(text[max(0, m.start() - 24) : m.start()])
        stated = label.group(1) if label else ("max_at" if _REACHED_NEXT.match(text, m.end()) else None)
        times.append(ClaimTime(date, minutes % 1440, int(ss) if ss else None, offset is not None, m.group(), stated,
                               yearless))
    return times, spans


def _ascii_alnum(ch: str) -> bool:
    return ch.isascii() and (ch.isalnum() or ch == "_")


def _statistic_before(text: str, start: int) -> Statistic | None:
    window = _CLAUSE.split(text[max(0, start - 12) : start])[-1]
    best: tuple[int, Statistic] | None = None
    for word, stat in STATISTIC_WORDS.items():
        pos = window.rfind(word)
        if pos < 0:
            continue
        if word.isascii() and pos > 0 and _ascii_alnum(window[pos - 1]):
            continue
        if word.isascii() and pos + len(word) < len(window) and _ascii_alnum(window[pos + len(word)]):
            continue
        end = pos + len(word)
        if best is None or end > best[0]:
            best = (end, stat)
    return None if best is None else best[1]


def _quantities(text: str, blocked: list[tuple[int, int]]) -> list[Quantity]:
    out: list[Quantity] = []
    # a compound duration ("1小时16分钟", "2h12m") is one length, not two numbers
    compound = [d for d in find_durations(text) if len(re.findall(r"\d+", d.raw)) > 1
                and not any(not (d.end <= s or d.start >= e) for s, e in blocked)]
    out += [Quantity(d, None) for d in compound]
    blocked = blocked + [(d.start, d.end) for d in compound]
    for mention in find_numbers(text, chinese=True):
        if any(not (mention.end <= s or mention.start >= e) for s, e in blocked):
            continue
        raw = mention.raw
        if not raw[0].isdigit():  # a Chinese numeral: not a bare 一 (一条 = "a"), not 千万 / 一些
            digits = re.sub(r"[^零〇一二两三四五六七八九十百千万亿点]", "", raw)
            # a lone numeral counts with a unit, or as the value of a named statistic ("最大值为 五")
            lone_word = not mention.unit and _statistic_before(text, mention.start) is None
            total = text[: mention.start].rstrip().endswith("共")  # "共一条": a total of one, not "a"
            if (len(digits) < 2 and ((digits == "一" and not total) or lone_word)) or any(
                w in text[mention.start : mention.end + 1] for w in NUMERAL_STOPWORDS
            ):
                continue
        if text[max(0, mention.start - 1) : mention.start] == "=":
            continue  # key=value pairs are compared as pairs
        out.append(Quantity(mention, _statistic_before(text, mention.start)))
    out += [Quantity(NumberMention(m.start(1), m.end(), float(m.group(1)), m.group(2), m.group()[1:].strip()), None)
            for m in _SIGNED_TOTAL.finditer(text)]
    return sorted(out, key=lambda q: q.mention.start)


def is_negated(text: str) -> bool:
    """Whether ``text`` (clean, lower-cased) denies something (state and "无法"-like phrases are not denials)."""
    return _negated(text)


def _negated(text: str) -> bool:
    rest = _NOT_DENIALS.sub(" ", text)
    return _NEGATIONS.search(rest) is not None or ZERO_COUNT.search(text) is not None


def _lexicon_value(text: str, pattern: re.Pattern[str], words: dict[str, str]) -> str | None:
    m = pattern.search(text)
    return None if m is None else words[m.group()]


def _words_re(words: Iterable[str], *, ascii_left: str = "a-z0-9_", dotted: bool = False) -> re.Pattern[str]:
    """One alternation, longest first; ASCII words only as whole words ("vs" is not in "kvstore"). ``dotted``: nor
    as a part of a dotted or dashed name ("firing" is no state in the topic "ovnx.firing-batches")."""
    left = r"(?<![a-z0-9][.\-])" if dotted else ""
    right = r"(?![.\-][a-z0-9])" if dotted else ""
    parts = [
        rf"(?<![{ascii_left}]){left}{re.escape(w)}(?![a-z0-9_]){right}" if w.isascii() else re.escape(w)
        for w in sorted(words, key=len, reverse=True)
    ]
    return re.compile("|".join(parts))


_EXISTENCE = _words_re(EXISTENCE_WORDS)
_JOINS = _words_re(JOIN_MARKERS)
_CURRENT = _words_re(CURRENT_MARKERS)
_STATE = _words_re(STATE_WORDS, ascii_left="a-z_=", dotted=True)
_UP = _words_re(UP_WORDS, ascii_left="a-z_=", dotted=True)
_FIELD_PHRASES = _words_re(FIELD_PHRASES)
_NOT_DENIALS = _words_re([*NOT_NEGATIONS, *STATE_WORDS, *UP_WORDS, *FIELD_PHRASES], ascii_left="a-z")
_NEGATIONS = _words_re(NEGATIONS, ascii_left="a-z")


def _with_rate(value: str, text: str, end: int) -> str:
    """``value`` with the rate unit ``text`` writes right after it at ``end`` (spaces dropped), if any."""
    rate = _RATE_NEXT.match(text, end)
    if rate is None or "/" in value:
        return value
    unit = rate.group(1)
    return f"{value} {unit}" if unit.startswith("per ") else value + re.sub(r"\s", "", unit)


def read_claim(claim_text: str, *, hidden: frozenset[str] = frozenset()) -> ClaimReading:
    """The assertions of one claim (``hidden``: names its raw text wrote with an invisible character inside, when
    ``claim_text`` was cleaned already)."""
    base = spoken_forms(iso_dates(_SPACES.sub(" ", clean(claim_text))))
    text = base.lower()
    times, time_spans = _times(text)
    hidden = hidden | hidden_in(claim_text)  # names written with an invisible character inside (``clean`` drops it)
    identifiers = [
        i for i in find_identifiers(base, hidden=hidden)
        if not any(s <= i.start < e for s, e in time_spans) and not _ZONE_TOKEN.match(i.key)
    ]
    subject = _SUBJECT.match(base)
    named = None
    if subject and subject.group(1) not in PLAIN_WORDS and not any(i.start == 0 for i in identifiers):
        named = Identifier(subject.group(1), 0, subject.end(1), False, subject.group(1).casefold() in hidden)
    id_spans = [(i.start, i.end) for i in identifiers]
    pairs = [(k, v.rstrip(":.")) for k, v in _PAIR.findall(text)]
    #: a labelled clock with no date ("首次出现(first_seen) 05:14 utc", "5:14 am") is a time, read with its zone
    labelled = [m for m in _LABELLED.finditer(text)
                if not _CLOCK_NEXT.match(text, m.end()) and not _BARE_CLOCK.fullmatch(m.group(2))]
    pairs += [(m.group(1), _with_rate(m.group(2).rstrip(":."), text, m.end())) for m in labelled]
    pairs += [("max_at", v) for v in _REACHED_AT.findall(text)]
    pairs += [("service", v) for v in _SERVICE_LABEL.findall(text)]
    pairs += [("status", a or b) for a, b in _STATUS_SAID.findall(text)]
    pairs += [phrase_value for phrase, phrase_value in FIELD_PHRASES.items() if phrase in text]
    pair_spans = [(m.start(), m.end()) for m in _PAIR.finditer(text)]
    pair_spans += [m.span(2) for m in labelled if _CJK_SPAN.fullmatch(m.group(2))]  # compared as a duration pair
    quantities = _quantities(text, time_spans + id_spans + pair_spans)
    return ClaimReading(
        text=text,
        identifiers=tuple(identifiers),
        quantities=tuple(quantities),
        times=tuple(times),
        pairs=tuple(dict.fromkeys(pairs)),
        state=_lexicon_value(_FIELD_PHRASES.sub(" ", text), _STATE, STATE_WORDS),
        availability=_lexicon_value(text, _UP, UP_WORDS),
        negated=_negated(text),
        existence=_EXISTENCE.search(text) is not None,
        joins=_JOINS.search(text) is not None,
        current=_CURRENT.search(text) is not None,
        subject=named,
        logger=(m.group(1) if (m := _LOGGER.match(text)) else None),
        levels=tuple(dict.fromkeys(_LEVEL_WORDS.get(m, m) for m in _LEVEL.findall(text))),
        metric=(m.group(1) if (m := _METRIC_NAMED.search(text)) else None),
    )
