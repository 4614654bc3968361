"""Numbers in mixed Chinese/English text: mentions with units, Chinese numerals, unit-aware equality,
and the subject words that precede a number (``连接池最大 100`` → ``{pool, max}``)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from superbiz.lazy_re import regex

__all__ = [
    "TIME_UNITS",
    "NumberIndex",
    "NumberMention",
    "canonical_value",
    "claims_extreme",
    "comparable",
    "find_durations",
    "find_numbers",
    "numbers_equal",
    "parse_chinese_numeral",
    "subject_tokens",
    "subjects_match",
]


@dataclass(frozen=True, slots=True)
class NumberMention:
    start: int
    end: int
    value: float
    unit: str | None
    raw: str


_TIME = {"ms": 1.0, "毫秒": 1.0, "s": 1000.0, "sec": 1000.0, "秒": 1000.0, "min": 60_000.0, "分钟": 60_000.0,
         "h": 3_600_000.0, "小时": 3_600_000.0, "天": 86_400_000.0,
         #: the words models write in English answers ("35 mins", "2 hours")
         "secs": 1000.0, "second": 1000.0, "seconds": 1000.0, "mins": 60_000.0, "minute": 60_000.0,
         "minutes": 60_000.0, "hr": 3_600_000.0, "hrs": 3_600_000.0, "hour": 3_600_000.0, "hours": 3_600_000.0,
         "day": 86_400_000.0, "days": 86_400_000.0}  # fmt: skip
#: Units of a length of time (a claim's ``59 分钟`` may be a row's ``59m``).
TIME_UNITS: frozenset[str] = frozenset(_TIME)
_BYTES = {"b": 1.0, "kb": 1024.0, "kib": 1024.0, "mb": 1024.0**2, "mib": 1024.0**2, "gb": 1024.0**3,
          "gib": 1024.0**3, "tb": 1024.0**4, "tib": 1024.0**4}  # fmt: skip
_SCALES = {"万": 1e4, "亿": 1e8, "千": 1e3, "百": 1e2, "万亿": 1e12, "k": 1e3, "K": 1e3}
_COUNTS = "个次条笔台件人家元块项例单倍起份位只张"
_ASCII_UNITS = sorted(list(_TIME) + list(_BYTES), key=len, reverse=True)
_UNIT_RE = (
    r"(?P<scale>万亿|万|亿|[kK](?![A-Za-z]))?\s?(?:(?P<unit>%|％|‰|毫秒|分钟|小时|秒|天|[" + _COUNTS + r"])"
    r"|(?P<aunit>(?i:" + "|".join(_ASCII_UNITS) + r"))(?![A-Za-z]))?"
)
#: Clock times (``05:31``, ``05:31:12``), dates (``2026-11-28``) and IPv4 addresses are not quantities: a
#: number is never the digits around a ``:dd`` / ``dddd-dd-dd`` (and an IPv4 never passes ``(?![\d.]\d)``).
_TIMESTAMP_PART = r"(?!(?<=\d:)\d{2})"
_TIMESTAMP_NEXT = r"(?!:\d{2}|(?<=\d{4})-\d{2}-\d{2})"
_ARABIC = regex(
    r"(?<![A-Za-z0-9_.\-])" + _TIMESTAMP_PART
    # 1,234 (thousands); 2496,000 / 12,34 (misplaced separators: the digits as written, never the part before)
    + r"(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:,\d{2,})+(?![\d.])|\d+(?:\.\d+)?)"
    + _TIMESTAMP_NEXT + r"(?![\d.]\d)\s?" + _UNIT_RE + r"(?![A-Za-z0-9_])"
)  # fmt: skip
_CN_DIGITS = "零〇一二两三四五六七八九"
_CN_NUMERAL = regex(
    r"(?P<pct>百分之)?(?P<num>[" + _CN_DIGITS + r"十百千万亿]*[" + _CN_DIGITS + r"十][" + _CN_DIGITS
    + r"十百千万亿]*(?:点[" + _CN_DIGITS + r"]+)?)" + r"(?P<unit>%|毫秒|分钟|小时|秒|[" + _COUNTS + r"])?"
)  # fmt: skip
_CN_VALUES = {c: i for i, c in enumerate("零一二三四五六七八九")} | {"〇": 0, "两": 2}
_CN_SMALL = {"十": 10, "百": 100, "千": 1000}


def parse_chinese_numeral(text: str) -> float | None:
    """``三十五`` → 35, ``一万二千`` → 12000, ``三点五`` → 3.5; None when not a numeral."""
    integer, _, frac = text.partition("点")
    total, section, digit = 0.0, 0.0, 0.0
    for ch in integer:
        if ch in _CN_VALUES:
            digit = _CN_VALUES[ch]
        elif ch in _CN_SMALL:
            section += (digit or 1) * _CN_SMALL[ch]
            digit = 0
        elif ch in ("万", "亿"):
            scale = 1e4 if ch == "万" else 1e8
            total = (total + section + digit) * scale if ch == "亿" else total + (section + digit) * scale
            section = digit = 0
        else:
            return None
    if digit and not frac and len(integer) >= 2 and integer[-2] in "万千百" and integer[-1] in _CN_VALUES:
        # 一万二 = 12000, 三千五 = 3500, 一百二 = 120 (the unit below the last one is implied)
        below = {"万": 1000, "千": 100, "百": 10}[integer[-2]]
        digit *= below
    value = total + section + digit
    if frac:
        if any(c not in _CN_VALUES for c in frac):
            return None
        value += float("0." + "".join(str(_CN_VALUES[c]) for c in frac))
    return value


def find_numbers(text: str, *, chinese: bool = False) -> list[NumberMention]:
    """Arabic numbers with their unit (and ``万``/``亿`` scale); Chinese numerals too when ``chinese``."""
    out: list[NumberMention] = []
    for m in _ARABIC.finditer(text):
        value = float(m.group("num").replace(",", ""))
        if m.group("scale"):
            value *= _SCALES[m.group("scale")]
        unit = m.group("unit") or m.group("aunit")
        unit = "%" if unit == "％" else (unit.lower() if unit else None)
        end = m.end() if unit or m.group("scale") else m.end("num")
        out.append(NumberMention(m.start(), end, value, unit, text[m.start() : end]))
    if chinese:
        taken = [(n.start, n.end) for n in out]
        for m in _CN_NUMERAL.finditer(text):
            if any(not (m.end() <= s or m.start() >= e) for s, e in taken):
                continue
            cn_value = parse_chinese_numeral(m.group("num"))
            if cn_value is None:
                continue
            unit = "%" if m.group("pct") else m.group("unit")
            out.append(NumberMention(m.start(), m.end(), cn_value, unit, m.group()))
    return sorted(out, key=lambda n: n.start)


#: A duration written with its units, compound or not (``2h12m``, ``59m``, ``1 小时 16 分钟``, ``30s``,
#: ``2 hr 12 min``, ``1 hour and 10 minutes``).
_LENGTH_UNIT = r"(?:天|小时|分钟|秒|days?|hours?|hrs?|minutes?|mins?|seconds?|secs?|min|d|h|m|s)(?![A-Za-z])"
_DURATION = regex(
    r"(?<![A-Za-z0-9_.\-:])" + r"\d+\s?" + _LENGTH_UNIT + r"(?:\s?(?:and\s)?\d+\s?" + _LENGTH_UNIT + r")*"
    r"(?![A-Za-z0-9_])"
)
_DURATION_ITEM = regex(r"(\d+)\s?(" + _LENGTH_UNIT + r")")
#: a length's unit in ms: the time units, and "d" / "m" as lengths write them ("3d", "2h12m")
_DURATION_MS = _TIME | {"d": 86_400_000.0, "m": 60_000.0}


def find_durations(text: str) -> list[NumberMention]:
    """Durations written with their units, as one length in ms each: ``2h12m`` / ``1 小时 16 分钟`` / ``59m``
    (``find_numbers`` reads ``59m`` as nothing and ``2小时12分钟`` as two numbers)."""
    out: list[NumberMention] = []
    for m in _DURATION.finditer(text):
        parts = _DURATION_ITEM.findall(m.group())
        value = sum(int(n) * _DURATION_MS[u.lower()] for n, u in parts)
        out.append(NumberMention(m.start(), m.end(), value, "ms", m.group()))
    return out


def _canonical(value: float, unit: str | None) -> tuple[str, float]:
    if unit is None or unit in _COUNTS:
        return "none", value
    if unit == "%":
        return "percent", value
    if unit == "‰":
        return "percent", value / 10.0
    if unit in _TIME:
        return "time", value * _TIME[unit]
    if unit in _BYTES:
        return "bytes", value * _BYTES[unit]
    return "none", value


def _close(a: float, b: float) -> bool:
    return abs(a - b) <= 1e-6 * max(1.0, abs(a), abs(b))


def numbers_equal(a: float, unit_a: str | None, b: float, unit_b: str | None) -> bool:
    """Unit-aware equality of a claimed ``a`` with an evidence ``b``: ``3.2s`` == ``3200ms``; ``35%`` == ``0.35``;
    a unitless number matches by value; a claimed percentage never equals the bare ratio of the same digits."""
    dim_a, va = _canonical(a, unit_a)
    dim_b, vb = _canonical(b, unit_b)
    if dim_a == dim_b:
        return _close(va, vb)
    if dim_a == "percent" and dim_b == "none":
        return _close(va / 100.0, b)  # a claimed "0.42%" is not the ratio 0.42
    if dim_a == "none" and dim_b == "percent":
        return _close(a, vb / 100.0) or _close(a, vb)  # "错误率 0.35" / "35" for 35% (the unit left out)
    if "none" in (dim_a, dim_b):
        return _close(a, b)
    return False


def comparable(unit_a: str | None, unit_b: str | None) -> bool:
    """Whether two numbers are of one dimension, so that a difference is a real conflict."""
    dims = {_canonical(1.0, unit_a)[0], _canonical(1.0, unit_b)[0]}
    return len(dims) == 1 or dims == {"percent", "none"}


_GLOSSARY = {
    "连接池": ("pool",), "连接数": ("connection",), "连接": ("connection",), "最大": ("max",), "上限": ("max",),
    "最小": ("min",), "活跃": ("active",), "等待": ("pending",), "排队": ("pending",), "挂起": ("pending",),
    "线程": ("thread",), "错误率": ("error", "rate"), "失败率": ("error", "rate"), "延迟": ("latency",),
    "耗时": ("latency",), "响应时间": ("latency",), "超时": ("timeout",), "重启": ("restart",),
    "内存": ("memory",), "堆": ("heap",), "磁盘": ("disk",), "使用率": ("usage",), "占用": ("usage",),
    "请求": ("request",), "次数": ("count",), "数量": ("count",), "实例": ("instance",), "副本": ("replica",),
    "吞吐": ("throughput",), "告警": ("alert",), "订单": ("order",), "用户": ("user",), "金额": ("amount",),
}  # fmt: skip
_SYNONYMS = {"duration": "latency", "maximum": "max", "used": "usage", "errors": "error", "timed": "timeout",
             "restarts": "restart", "connections": "connection", "threads": "thread", "requests": "request",
             "orders": "order", "users": "user", "alerts": "alert", "pct": "percent", "ratio": "rate",
             "minimum": "min"}  # fmt: skip
_STOP = {"the", "is", "to", "of", "a", "an", "at", "in", "up", "after", "and", "or", "for", "with", "was", "by",
         "on", "out", "service", "now", "total", "s", "ms", "gib", "gb", "mb", "kb", "mib", "min", "h",
         "sec"}  # fmt: skip
_QUALIFIERS = {"latest", "max", "min", "avg", "mean", "peak", "first", "last", "value", "current", "p50", "p95", "p99"}
#: ``min=31`` is the minimum, not minutes (``min`` alone is a stop word as a time unit).
_MIN_STAT = regex(r"(?<![a-z0-9_])min(?=\s?[=:])")
_CLAUSE_BREAK = regex(r"[,，。;；\n、:：]|\s{2,}")
#: Greedy: its end is the end of the last clause break of a window (one C-level scan).
_LAST_BREAK = regex(r".*(?:[,，。;；\n、:：]|\s{2,})", re.S)
_BARE_NUMBER = regex(r"(?<![A-Za-z0-9_])\d+(?:\.\d+)?%?")
_HEAD_END = regex(r"[{:(=]|(?<![A-Za-z_])\d")
_GLOSS_RE = regex("|".join(sorted(_GLOSSARY, key=len, reverse=True)))


def _tokens(fragment: str) -> list[str]:
    out: list[str] = []
    for piece in re.split(r"([\u4e00-\u9fff]+)", _MIN_STAT.sub("minimum", fragment.lower())):
        if not piece:
            continue
        if re.match(r"[\u4e00-\u9fff]", piece):
            for g in _GLOSS_RE.findall(piece):
                out.extend(_GLOSSARY[g])
            continue
        for word in re.split(r"[^a-z0-9]+", piece):
            if len(word) < 2 or word.isdigit() or word in _STOP:  # "z" of "06:00Z" is no subject
                continue
            out.append(_SYNONYMS.get(word, word))
    return out


def subject_tokens(text: str, mention: NumberMention, *, previous_end: int = 0) -> list[str]:
    """Canonical subject words just before ``mention`` (same clause, after the previous number), at most 4."""
    window = text[max(previous_end, mention.start - 80) : mention.start]
    last_break = _LAST_BREAK.match(window)
    if last_break is not None and last_break.end() < len(window):
        window = window[last_break.end() :]
    tokens = list(_clause_subject(window))
    if set(tokens) <= _QUALIFIERS:
        # "latest=0.12" names its subject at the head of the statement: "http_5xx_rate{...}: latest=0.12".
        line_start = text.rfind("\n", 0, mention.start) + 1
        tokens = [*_head_subject(text[line_start : mention.start]), *tokens]
    return tokens


@lru_cache(maxsize=4096)
def _clause_subject(clause: str) -> tuple[str, ...]:
    """The last 4 subject tokens of a clause, after its last number (memoised: evidence lines repeat shapes)."""
    before = list(_BARE_NUMBER.finditer(clause))
    return _last_tokens(clause[before[-1].end() :] if before else clause)


def _head_subject(line_head: str) -> tuple[str, ...]:
    """The subject named at the head of a statement (``http_5xx_rate{...}: latest=0.12``)."""
    return _last_tokens(_HEAD_END.split(line_head, maxsplit=1)[0])


@lru_cache(maxsize=4096)
def _last_tokens(fragment: str) -> tuple[str, ...]:
    return tuple(_tokens(fragment)[-4:])


def subjects_match(claim: set[str], evidence: set[str]) -> bool:
    """Same subject: the shared tokens are all of one side's tokens (``{pool,max}`` vs ``{db,pool,max,connection}``)
    or at least two of them (``{gateway,http,5xx,rate}`` vs ``{http,5xx,rate,latest}``)."""
    shared = claim & evidence
    return bool(shared) and (shared in (claim, evidence) or len(shared) >= 2)


#: Qualifiers that make a claimed number an extreme ("最高 45" is not "somewhere between min and max").
_EXTREME_TOKENS = frozenset({"max", "min", "peak"})
_EXTREME_WORDS = regex(r"最高|最低|最大|最小|峰值|上限|下限|highest|lowest|maximum|minimum|peak|max|min")


class NumberIndex:
    """Every number of a session's evidence, indexed once per verification round.

    ``contains`` answers "is this value stated anywhere" against the distinct values; ``same_subject`` returns
    the statements whose subject matches a claim's, looked up through a token index over the distinct
    subjects (so the cost per claim number does not grow with the size of the session).
    """

    def __init__(self, evidence: str, extra: Iterable[str] = ()) -> None:
        # subject -> its distinct (value, unit) statements, first mention kept (repeated lines cost nothing later)
        by_subject: dict[frozenset[str], dict[tuple[float, str | None], NumberMention]] = {}
        values: dict[tuple[float, str | None], None] = {}
        previous = 0
        for mention in find_numbers(evidence):
            line_start = evidence.rfind("\n", 0, mention.start) + 1
            tokens = frozenset(subject_tokens(evidence, mention, previous_end=max(previous, line_start)))
            key = (mention.value, mention.unit)
            by_subject.setdefault(tokens, {}).setdefault(key, mention)
            values[key] = None
            previous = mention.end
        for text in extra:
            for mention in find_numbers(text):
                values[(mention.value, mention.unit)] = None
        self._values = tuple(values)
        self._by_subject = {subject: tuple(found.values()) for subject, found in by_subject.items()}
        self._by_token: dict[str, list[frozenset[str]]] = {}
        for subject in by_subject:
            for token in subject:
                self._by_token.setdefault(token, []).append(subject)

    def contains(self, value: float, unit: str | None) -> bool:
        """Whether the evidence states this number anywhere (unit-aware)."""
        return any(numbers_equal(value, unit, v, u) for v, u in self._values)

    def _subjects(self, claim: set[str]) -> list[frozenset[str]]:
        candidates = dict.fromkeys(s for token in claim for s in self._by_token.get(token, ()))
        return [s for s in candidates if subjects_match(claim, set(s))]

    def same_subject(self, subject: Iterable[str], unit: str | None) -> list[NumberMention]:
        """Statements about the same subject (:func:`subjects_match`) with a comparable unit, in text order."""
        out = [m for s in self._subjects(set(subject)) for m in self._by_subject[s] if comparable(unit, m.unit)]
        return sorted(out, key=lambda m: m.start)

    def range_of(self, subject: Iterable[str], unit: str | None) -> tuple[float, float] | None:
        """The canonical [low, high] of same-subject, same-dimension statements when the evidence states a
        range (its subjects carry both a ``min`` and a ``max`` qualifier); None otherwise."""
        subjects = self._subjects(set(subject))
        if not {"min", "max"} <= set().union(*subjects):
            return None
        dim = _canonical(1.0, unit)[0]
        values = [c[1] for s in subjects for m in self._by_subject[s] if (c := _canonical(m.value, m.unit))[0] == dim]
        return (min(values), max(values)) if values else None


def claims_extreme(text: str, mention_start: int, subject: Iterable[str]) -> bool:
    """Whether the claimed number is an extreme (最高/峰值/max …) rather than a value inside a range."""
    if _EXTREME_TOKENS & set(subject):
        return True
    window = text[max(0, mention_start - 16) : mention_start].lower()
    breaks = list(_CLAUSE_BREAK.finditer(window))
    if breaks:
        window = window[breaks[-1].end() :]
    return bool(_EXTREME_WORDS.search(window))


def canonical_value(value: float, unit: str | None) -> float:
    """The value in its dimension's base unit (ms, bytes, percent points, plain)."""
    return _canonical(value, unit)[1]
