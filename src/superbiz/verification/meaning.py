"""Record-aware checking: what a claim asserts against the fields of the records its bindings name (issue 9).

``check_meaning`` compares a :class:`~superbiz.verification.assertions.ClaimReading` with the bound records,
grouped so that every fact must come from one record unless the claim joins records explicitly (summaries of one
invocation form one group with their query). Per group: every identifier-like token must occur in the group
(absent from the whole session → fabricated, else unsupported; a lookalike spoof → contradicted); a claimed value
of a field the record has (``key=value``, 状态为 X, 已退款, a level/state/severity word of the session's
vocabulary) must equal it; a claimed state / availability must match ``state`` / an ``up`` series; a statistic
(峰值 → max …) must equal that field; other numbers and clock times must occur in the group (a time in a zone
the claim does not name is not converted); a denial must not be bound to evidence that shows the thing.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from superbiz.lazy_re import built, regex
from superbiz.verification._numbers import (
    TIME_UNITS,
    NumberMention,
    canonical_value,
    comparable,
    find_durations,
    find_numbers,
    numbers_equal,
)
from superbiz.verification.assertions import ZERO_COUNT, ClaimReading, ClaimTime
from superbiz.verification.identifiers import contains_token, skeleton
from superbiz.verification.lexicon import (
    CAUSAL_MARKERS,
    COPULA_NEGATIONS,
    CURRENT_MARKERS,
    NEGATIONS,
    OCCURRENCE_WORDS,
    RATE_UNITS,
    REPORTING_FRAMES,
    SATURATION_EVIDENCE,
    SATURATION_WORDS,
    SEVERITY_WORDS,
    SEVERITY_ZH,
    UNIT_TOKENS,
)
from superbiz.verification.quoting import blank_quotes, copied, denied_copy
from superbiz.verification.records import Record, Stamp, parse_stamps

__all__ = ["Finding", "SessionView", "check_meaning", "group_records", "knowledge_as_fact"]

Severity = Literal["contradicted", "unsupported"]
Finding = tuple[Severity, str]
_NOT_ENUMERATED = frozenset({"summary", "message", "heading_path", "source_document", "window", "keyword", "query",
                             "trace", "trace_id", "user", "user_id", "order_id", "metric", "text"})
_ENUM_VALUE = regex(r"^[a-z][a-z_]{1,23}$")
_WORD = regex(r"[a-z][a-z0-9_]*")
_STAT_FIELDS = frozenset({"max", "min", "avg", "latest"})
#: "共 N 条": a total of lines or records, stated right after 共 (``_quantities``)
_TOTAL_BEFORE = regex(r"共\s*(?P<bound>至少|不少于|超过|多于|至多|最多|不超过|不到|少于|"
                      r"大约|大概|将近|接近|约|近)?\s*$")
#: A bounded total ("共至少 41 条"): which counts make it true. An approximate one ("共约 30 条") is held to the row's
#: count like a plain total (``_same_count``): 约 never lets a doubled count through on another number of the row.
_BOUNDS: dict[str, Callable[[float, float], bool]] = {
    "至少": lambda c, n: c >= n, "不少于": lambda c, n: c >= n, "超过": lambda c, n: c > n, "多于": lambda c, n: c > n,
    "至多": lambda c, n: c <= n, "最多": lambda c, n: c <= n, "不超过": lambda c, n: c <= n,
    "不到": lambda c, n: c < n, "少于": lambda c, n: c < n,
}  # fmt: skip
_LINE_UNITS = frozenset({"条", None})
#: "共 2 段异常", "分 3 波": a number of episodes (read against the ``episodes`` a query states), never of lines
_EPISODE_WORD = regex(r"\s*(?:段|波|轮)")
#: ``name: N`` entries of a listing (``quote-engine: 240, booking-api: 128``, ``WARN: 60, ERROR: 0``).
_LISTED = regex(r"(?<![\w.\-])([a-z][\w.\-]*):\s?(\d+)(?![\d.:])")
_SAID_WORDS = regex(r"[^a-z0-9_\-.]+")
#: A count over several rows of one result ("记录了 3 次") speaks about all of them together.
_COUNT_UNITS = frozenset({"次", "条", "个", "笔", "起", "项"})
#: The value a copula negation ("不是 X", lexicon.COPULA_NEGATIONS) denies.
_DENIED_VALUE = regex(r"\s?([a-z][a-z0-9_]*)(?![a-z0-9_\-])")


@dataclass
class SessionView:
    """The whole session's evidence as seen by the meaning check: where names occur, and field vocabularies."""

    haystack: str
    vocabulary: dict[str, set[str]] = field(default_factory=dict)  # value → field keys it is a value of
    _skeleton: str | None = None

    @classmethod
    def of(cls, haystack: str, pairs: Iterable[tuple[str, str]]) -> SessionView:
        """``haystack``: the session's evidence and arguments, case-folded; ``pairs``: every (field, value)."""
        vocabulary: dict[str, set[str]] = {}
        for key, raw in pairs:
            key = key.lower()
            if key in _NOT_ENUMERATED:
                continue
            for value in raw.casefold().split(","):
                value = value.strip()
                if _ENUM_VALUE.match(value):
                    vocabulary.setdefault(value, set()).add(key)
        return cls(haystack, vocabulary)

    @property
    def skeleton(self) -> str:
        if self._skeleton is None:
            self._skeleton = skeleton(self.haystack)
        return self._skeleton


def group_records(records: Sequence[Record], *, joins: bool) -> list[list[Record]]:
    """One group per item record, with its own query's summaries (a row and the summary of its result are one
    context); summaries of an invocation without bound rows together; all in one when ``joins``."""
    if joins or len(records) <= 1:
        return [list(records)]
    summaries: dict[int, list[Record]] = {}
    for r in records:
        if not r.is_item:
            summaries.setdefault(r.invocation_id, []).append(r)
    groups = [[r, *summaries.get(r.invocation_id, [])] for r in records if r.is_item]
    with_items = {r.invocation_id for r in records if r.is_item}
    groups += [group for inv, group in summaries.items() if inv not in with_items]
    return groups


def _has(hay: str, key: str) -> bool:
    return contains_token(hay, key) or contains_token(hay.replace("_", "-"), key.replace("_", "-"))


class _Group:
    def __init__(self, records: Sequence[Record]) -> None:
        self.records = records
        self.hay = " ".join(r.haystack for r in records)
        self.items = [r for r in records if r.is_item]

    def values(self, key: str) -> list[str] | None:
        found = [v for r in self.records for v in r.values(key)]
        return found if any(key in r.fields for r in self.records) else None

    def is_summary(self) -> bool:
        return not self.items


def _identifiers(reading: ClaimReading, g: _Group, session: SessionView) -> Iterable[Finding]:
    for ident in (*reading.identifiers, *([reading.subject] if reading.subject else [])):
        key = ident.key
        if ident.spoof:
            known = contains_token(session.skeleton, skeleton(key))
            what = "与证据中的名称仅字形相似（混用希腊/西里尔字母）" if known else "在本会话任何证据中都不存在"
            yield "contradicted", f"名称 {ident.text} {what}"
        elif ident.disguised:
            #: "pay\u200dment-service", "payment–service": reads as a recorded name, is not it (never confirmed)
            yield "unsupported", f"名称 {ident.text!r} 含不可见字符或形似连字符，不是证据中记录的写法"
        elif not _has(g.hay, key):
            if _has(session.haystack, key):
                yield "unsupported", f"名称 {ident.text} 不在该断言绑定的记录中（仅见于会话中的其他证据）"
            else:
                yield "contradicted", f"名称 {ident.text} 在本会话任何工具证据中都不存在（疑似编造）"


_ISO_VALUE = regex(r"\d{4}-\d{2}-\d{2}[t ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:z|[+-]\d{2}:?\d{2})?", re.I)
#: ``2h12m`` / ``35分钟`` / ``35min`` / ``35 minutes`` / ``1 hour 5 mins`` (spaces dropped first).
_DURATION = regex(r"(?:(\d+(?:\.\d+)?)(?:d|天|days?))?(?:(\d+(?:\.\d+)?)(?:h|hrs?|hours?|小时))?"
                  r"(?:(\d+(?:\.\d+)?)(?:m|mins?|minutes?|分钟|分))?(?:(\d+(?:\.\d+)?)(?:s|secs?|seconds?|秒))?")
_DURATION_SECONDS = (86_400, 3_600, 60, 1)


def _duration(text: str) -> tuple[float, float] | None:
    """``2h12m`` / ``1h9m`` / ``59m`` / ``30s`` / ``2.2 小时`` in seconds, with the rounding its decimals allow (half
    the last written place: ``2.2 小时`` is 2.15–2.25 hours; none for whole units); None: not such a duration."""
    m = _DURATION.fullmatch(text.replace(" ", ""))
    if m is None or not any(m.groups()):
        return None
    seconds = sum(float(g) * unit for g, unit in zip(m.groups(), _DURATION_SECONDS, strict=True) if g)
    rounding = max((0.5 * 10 ** -len(g.partition(".")[2]) * unit
                    for g, unit in zip(m.groups(), _DURATION_SECONDS, strict=True) if g and "." in g), default=0.0)
    return seconds, rounding


def _instant(text: str) -> Stamp | None:
    """The instant an ISO timestamp value names (its offset applied), None for any other value."""
    if _ISO_VALUE.fullmatch(text) is None:
        return None
    stamps = parse_stamps(text.upper())
    return stamps[0] if stamps and stamps[0].date is not None else None


def _value_equal(claimed: str, actual: str) -> bool:
    if claimed == actual:
        return True
    if "@" in actual and "@" not in claimed:  # value_at=1137s@2026-03-09t02:30:00z: the value, at that time
        return _value_equal(claimed, actual.split("@", 1)[0])
    a_time, b_time = _instant(claimed), _instant(actual)
    if a_time is not None or b_time is not None:
        return a_time == b_time
    a_span, b_span = _duration(claimed), _duration(actual)
    if a_span is not None and b_span is not None:
        return abs(a_span[0] - b_span[0]) <= a_span[1] + b_span[1] + 1e-6
    if a_span is not None or b_span is not None:
        return False
    if claimed.startswith("-") or actual.startswith("-"):
        #: "increase=-11.23" of a falling series (the row holds -11.2294): the signs agree, then the magnitudes
        #: compare as numbers (a minus sign reads as no number at all)
        return claimed[:1] == actual[:1] and _value_equal(claimed[1:], actual[1:])
    a, b = find_numbers(claimed), find_numbers(actual)
    if len(a) == 1 and len(b) == 1:
        return numbers_equal(a[0].value, a[0].unit, b[0].value, b[0].unit)
    return False


def _fields(reading: ClaimReading, g: _Group, session: SessionView) -> Iterable[Finding]:
    severity: Severity = "unsupported" if g.is_summary() else "contradicted"
    for key, value in reading.pairs:
        value = value.casefold().rstrip(".:,;")
        actual = g.values(key)
        if actual is None and any(r.fields.get("metric", "").casefold() == key for r in g.records):
            actual = g.values("latest")
        if actual is not None and actual and not any(_value_equal(value, a) for a in actual):
            yield severity, f"断言 {key}={value}，但绑定记录中 {key}={'/'.join(actual)}"
        elif actual and (unit := _foreign_unit(value, actual, g.values("metric") or [])):
            metric = "/".join(g.values("metric") or [])
            yield severity, f"断言 {key}={value}，但绑定记录的指标 {metric} 不是以 {unit} 计量"
        elif actual and (rate := _foreign_rate(value, g.values("metric") or [])):
            metric = "/".join(g.values("metric") or [])
            yield severity, f"断言 {key}={value}，但绑定记录的指标 {metric} {rate}"
        elif actual and _unstated_rate(value, g.values("metric") or []):
            metric = "/".join(g.values("metric") or [])
            yield "unsupported", f"断言 {key}={value}，但绑定记录的指标 {metric} 没有说明按什么时间单位计"
    for m in _SEVERITY_ZH.finditer(reading.text):
        said, actual = SEVERITY_ZH[m.group()], g.values("severity")
        if actual and said not in actual and set(actual) <= set(SEVERITY_ZH.values()):
            yield severity, f"断言为 {m.group()}（{said}），但绑定记录的 severity={'/'.join(actual)}"
    for word in dict.fromkeys(_WORD.findall(reading.text)):
        keys = set(session.vocabulary.get(word, ())) | ({"severity"} if word in SEVERITY_WORDS else set())
        for key in sorted(keys):
            actual = g.values(key)
            if actual and word not in actual and not _has(g.hay, word):
                yield severity, f"断言中的 {word} 与绑定记录的 {key}={'/'.join(actual)} 不符"


def _foreign_unit(claimed: str, actual: Sequence[str], metrics: Sequence[str]) -> str | None:
    """The unit a claimed statistic adds to a unitless field value when the series' metric name measures in
    another one (``峰值(max) 140000ms`` of ``consumer_lag_messages``); None when the unit is the metric's own or
    the metric does not say (``resp_p99_ms`` is in ms; ``latency`` in some time unit)."""
    mentions = find_numbers(claimed.removeprefix("-"))  # "-0.0278/min": a value below zero has its unit too
    if len(mentions) != 1 or not mentions[0].unit or any(n.unit for a in actual for n in find_numbers(a.lstrip("-"))):
        return None
    unit = mentions[0].unit.casefold()
    dimension = next((d for d, units in UNIT_TOKENS.items() if unit in units), None)
    if dimension is None or not metrics:
        return None
    for metric in metrics:
        parts = metric.casefold().split("_")
        tokens = {t for i, t in enumerate(parts) if i == 0 or parts[i - 1] != "per"}  # req_per_sec is a rate
        own = tokens & UNIT_TOKENS[dimension]
        units = [n.unit for t in own for n in find_numbers(f"1{t}") if n.unit and n.raw == f"1{t}"]
        if units and not any(canonical_value(1, u) == canonical_value(1, unit) for u in units):
            return unit  # query_p99_ms stated in s: the metric names its own unit, and it is another
        if own:
            return None
    return unit


_SEVERITY_ZH = regex("(?:" + "|".join(SEVERITY_ZH) + r")(?!别)")  # 严重级别 is "the severity", not critical
_RATE_NAMES = {"second": "每秒", "minute": "每分钟", "hour": "每小时"}
#: Metric-name words of a quantity that is no rate (a ratio, a backlog) and of one that is (rps, qps).
_NOT_RATES = frozenset({"ratio", "pct", "percent", "share", "fraction", "frac", "lag", "backlog", "depth", "behind",
                        "busy", "inflight", "pending", "queued", "active", "idle", "used", "connections", "conns",
                        #: "cert_days_left": a count of days to come (its unit none the checker reads: no rate)
                        "days", "left", "remaining",
                        #: "gps_unconsumed_msgs", "weigh_tickets_unread", "pg_lock_waiters": what waits, a level
                        "unconsumed", "unread", "unacked", "unprocessed", "outstanding", "waiters"})
_RATE_TOKENS = frozenset({"rate", "rps", "qps", "tps", "throughput", "per"})


def _rate(text: str) -> str | None:
    """The time unit of a rate ``text`` states (``846.62/min`` → minute), None when it states none."""
    found = [(len(w), unit) for unit, words in RATE_UNITS.items() for w in words
             if built((r"(?<![a-z])" if w[0].isalpha() else "") + re.escape(w) + (r"(?![a-z])" if w.isascii()
                                                                                     else "")).search(text)]
    return max(found)[1] if found else None


def _foreign_rate(claimed: str, metrics: Sequence[str]) -> str | None:
    """What a metric's name says it measures when a claimed value states a rate per another unit: ``846.62/min``
    of ``evicted_keys_per_s`` (per second), ``0.0026/min`` of ``error_ratio`` or ``35.44/min`` of
    ``query_p99_ms`` (no rate at all); None when they agree or the name does not say."""
    said = _rate(claimed)
    if said is None:
        return None
    for metric in metrics:
        own = _rate(metric.casefold())
        if own is not None:
            return f"是{_RATE_NAMES[own]}的速率" if own != said else None
        parts = metric.casefold().split("_")
        if set(parts) & (_NOT_RATES | UNIT_TOKENS["time"] | UNIT_TOKENS["size"]) and not set(parts) & _RATE_TOKENS:
            return "不是速率"
    return None


def _unstated_rate(claimed: str, metrics: Sequence[str]) -> bool:
    """A claimed value stating a rate's time unit (``10.9/min``) of a metric whose name states no time unit — a rate
    not per what (``wx_tls_errors_rate``) or no rate at all in words the checker does not know (``renewals_waiting``,
    a level): the unit is the claim's own, not the evidence's."""
    return _rate(claimed) is not None and bool(metrics) and all(_rate(m.casefold()) is None for m in metrics)


_FRACTION = regex(r"(?<![\d./:\-])(\d+(?:\.\d+)?)\s?/\s?(\d+(?:\.\d+)?)(?![\d./:])")
#: Fields that carry a resource's capacity, and (``threshold``) an alert's trigger level.
_CAPACITY_FIELDS = ("limit", "capacity", "max_connections", "pool_max", "pool_size", "max_size", "quota", "size")
_LEVEL_FIELDS = ("value", "latest", "active", "used", "in_use", "current", "usage")
#: Words right before a saturation word that deny or soften it (未打满, 接近耗尽).
_NOT_FULL_BEFORE = regex(r"(?:未|没|没有|不|无|非|并未|尚未|接近|即将|快要|快|将要|几乎|将)\s?$")


def _numeric(values: Sequence[str]) -> list[float]:
    return [n.value for v in values for n in find_numbers(v)[:1]]


def _saturation(reading: ClaimReading, g: _Group) -> Iterable[Finding]:
    """An assessment that a resource is full ("…，已经打满", "连接池耗尽") must be what the bound rows show: a value
    at its limit (``40/40``, ``active=40 limit=40``, ``value`` ≥ ``threshold``) or the rows' own words; below the
    limit it is contradicted, with no limit in the rows it is unsupported."""
    if any(marker in reading.text for marker in CAUSAL_MARKERS):
        return  # "根因是连接池耗尽": a cause the claim links, judged as a link (overstated without it)
    said = [w for w in SATURATION_WORDS for m in re.finditer(re.escape(w), reading.text)
            if not _NOT_FULL_BEFORE.search(reading.text[max(0, m.start() - 4) : m.start()])]
    if not said or any(w in g.hay for w in SATURATION_EVIDENCE):
        return
    fractions = [(float(a), float(b)) for a, b in _FRACTION.findall(g.hay) if float(b) > 0]
    levels = _numeric([v for k in _LEVEL_FIELDS for v in g.values(k) or []])
    capacity = _numeric([v for k in _CAPACITY_FIELDS for v in g.values(k) or []])
    # a pool's row "active=40 max=40": its max is the limit; a series' max is only its highest sample
    capacity += _numeric([v for r in g.items if "metric" not in r.fields for v in r.values("max")])
    threshold = _numeric(g.values("threshold") or [])
    if any(a >= b for a, b in fractions) or any(v >= c for v in levels for c in capacity + threshold):
        return
    if fractions or (capacity and levels):
        shown = ", ".join(f"{a:g}/{b:g}" for a, b in fractions[:2]) or "数值未达到上限"
        yield "contradicted", f"断言{said[0]}，但绑定记录显示 {shown}"
    else:
        yield "unsupported", f"断言{said[0]}，但绑定记录没有显示数值达到上限"


def _levels(reading: ClaimReading, g: _Group) -> Iterable[Finding]:
    """A log level the claim attributes its lines to must be the bound row's ``level``, or (for a summary) a
    level the query asked for or the summary lists."""
    if not reading.levels:
        return
    if g.items:
        actual = [v for r in g.items for v in r.values("level")]
        actual = ["warn" if v == "warning" else v for v in actual]
        wrong = [lv for lv in reading.levels if actual and lv not in actual]
        if wrong:
            shown = "/".join(actual).upper()
            yield "contradicted", f"断言为 {'/'.join(wrong).upper()} 日志，但绑定记录的 level={shown}"
        return
    # whole words only: a service named exhibit-info is no INFO level
    said = {("warn" if w == "warning" else w) for r in g.records for w in _SAID_WORDS.split(f"{r.text} {r.arguments}")}
    asked = [r for r in g.records if r.arguments]
    wrong = [lv for lv in reading.levels if lv not in said]
    if wrong and asked and said & {"debug", "info", "warn", "error", "fatal"}:
        yield "unsupported", f"断言为 {'/'.join(wrong).upper()} 日志，但绑定的查询与汇总不是该级别"


def _logger(reading: ClaimReading, g: _Group) -> Iterable[Finding]:
    """The leading name of "S 错误码 C 的 … 日志" must be the ``service`` of the bound rows that have one."""
    services = [v.strip("\"'") for r in g.items for v in r.values("service")]
    if reading.logger and services and skeleton(reading.logger) not in {skeleton(s) for s in services}:
        yield "contradicted", f"断言为 {reading.logger} 的记录，但绑定记录的 service={'/'.join(services)}"


def _listed(reading: ClaimReading, g: _Group) -> Iterable[Finding]:
    """``name: N`` entries the claim states must be those of a listing the bound records show."""
    listing: dict[str, set[str]] = {}
    for r in g.records:
        for name, value in _LISTED.findall(r.text):
            listing.setdefault(name, set()).add(str(int(value)))
    if not listing:
        return
    for name, value in _LISTED.findall(reading.text):
        if name not in listing:
            yield "unsupported", f"{name} 不在绑定记录的列表中"
        elif str(int(value)) not in listing[name]:
            yield "contradicted", f"断言 {name}: {value}，但绑定记录中 {name}: {'/'.join(sorted(listing[name]))}"


def _state(reading: ClaimReading, g: _Group) -> Iterable[Finding]:
    states = g.values("state")
    if reading.state and states and reading.state not in states:
        yield "contradicted", f"断言状态为 {reading.state}，但绑定记录的 state={'/'.join(states)}"
    ups = [r for r in g.items if r.fields.get("metric", "").casefold() == "up"]
    if reading.availability and ups:
        actual = "down" if all(_is_zero(r.values("latest")) for r in ups) else "up"
        if actual != reading.availability:
            latest = ups[0].fields.get("latest")
            yield "contradicted", f"断言服务 {reading.availability}，但绑定的 up 序列 latest={latest}"


def _is_zero(values: list[str]) -> bool:
    numbers = [n.value for v in values for n in find_numbers(v)]
    return bool(numbers) and all(n == 0 for n in numbers)


def _polarity(reading: ClaimReading, g: _Group) -> Iterable[Finding]:
    counts = [c for r in g.records if (c := r.count) is not None]
    negations = _own_negations(reading.text, g.hay) if reading.negated else []
    for m in negations:  # "当前状态不是 DELIVERED" of a row whose status=DELIVERED
        word = _DENIED_VALUE.match(reading.text, m.end()) if m.group() in COPULA_NEGATIONS else None
        keys = [k for r in g.items for k, v in r.fields.items()
                if word and k not in _NOT_ENUMERATED and v.casefold() == word.group(1)]
        if word and keys:
            yield "contradicted", f"断言不是 {word.group(1)}，但绑定记录中 {keys[0]}={word.group(1)}"
            return
    zero = (reading.negated and not negations and ZERO_COUNT.search(reading.text) is not None
            and not _zero_part_of_whole(reading, counts, g))
    denied = next((d for m in negations if (d := denied_copy(reading.text, m.end(), g.hay))), None)
    if (negations or zero) and (counts or denied or _denies_occurrence(reading.text, negations) or zero):
        if counts:
            if any(counts):
                yield "contradicted", f"否定断言，但绑定的汇总显示有 {max(counts)} 条匹配"
        elif g.items:
            shown = [i.text for i in reading.identifiers if _has(g.hay, i.key)]
            if denied:
                yield "contradicted", f"否定断言，但绑定的记录包含「{denied}」"
            elif shown:
                yield "contradicted", f"否定断言，但绑定的记录显示存在 {'、'.join(shown)}"
            else:
                yield "unsupported", "单条记录不能证明“不存在”"
    elif reading.existence and counts and not any(counts) and not reading.quantities:
        yield "contradicted", "断言存在，但绑定的汇总显示 0 条匹配"


def _zero_part_of_whole(reading: ClaimReading, counts: list[int], g: _Group) -> bool:
    """"共 33 笔，其中失败的 0 笔": a zero part stated beside its whole (a non-zero count of the bound summary) is
    the summary's own zero ("0 of 33 … failed"), not a denial of the whole."""
    whole = [q.mention.value for q in reading.quantities if q.mention.value > 0]
    has_zero = any(n.value == 0 for r in g.records for n in r.numbers)
    return has_zero and any(w == c for w in whole for c in counts if c > 0)


_NEGATION = regex(
    "|".join(
        rf"(?<![a-z]){w}(?![a-z])" if w.isascii() else re.escape(w) for w in sorted(NEGATIONS, key=len, reverse=True)
    )
)


def _own_negations(text: str, hay: str) -> list[re.Match[str]]:
    """The claim's own negations: not those inside text it copies from the record (a quoted log line says
    "No space left on device", the claim does not)."""
    return [m for m in _NEGATION.finditer(text) if not copied(text, m.start(), m.end(), hay)]


def _denies_occurrence(text: str, negations: list[re.Match[str]]) -> bool:
    """One of ``negations`` denies an occurrence (没有失败, 未出现 X, no errors), not a state (未发送)."""
    for m in negations:
        after = re.split(r"[，,。；;：:]", text[m.end() : m.end() + 48], maxsplit=1)[0]
        if any(w in after for w in OCCURRENCE_WORDS):
            return True
    return False


def _same_number(m: NumberMention, n: NumberMention) -> bool:
    """Unit-aware equality, or the evidence's raw value shown rounded as the claim writes it (41.5953 → 41.6)."""
    if numbers_equal(m.value, m.unit, n.value, n.unit):
        return True
    if m.unit != n.unit:
        return False
    digits = m.raw.split(".", 1)[1] if "." in m.raw else ""
    decimals = len(re.match(r"\d*", digits).group()) if digits else 0  # type: ignore[union-attr]
    return abs(m.value - n.value) <= 0.5 * 10**-decimals + 1e-9 and (decimals > 0 or abs(n.value) >= 10)


def _same_count(count: float, claimed: float) -> bool:
    return numbers_equal(claimed, None, count, None)


def _quantities(reading: ClaimReading, g: _Group) -> Iterable[Finding]:
    numbers = [n for r in g.records for n in r.numbers]
    durations = find_durations(g.hay)  # span=1h16m: a length the claim may write as 1小时16分钟 or 76 分钟
    for q in reading.quantities:
        m = q.mention
        stat = q.statistic
        stated = g.values(stat) if stat in _STAT_FIELDS and stat is not None else None
        if stated:
            shown = [n for r in g.records if stat in r.shown for n in find_numbers(r.shown[stat])]
            raw = [n for r in g.records if stat in r.fields for n in find_numbers(r.fields[stat])]
            # as the text shows it (exactly), else the raw extra rounded as the claim writes it
            values = shown + raw
            matched = any(numbers_equal(m.value, m.unit, n.value, n.unit) for n in values) or (
                not shown and any(_same_number(m, n) for n in raw)
            )
            if values and not matched:
                yield "contradicted", f"断言的{stat} {m.raw}，但绑定记录中 {stat}={'/'.join(stated)}"
            continue
        if ((episodes := g.values("episodes")) and m.unit is None and _EPISODE_WORD.match(reading.text, m.end)
                and not reading.text[: m.start].rstrip().endswith("第")):  # "第 1 段" names one, counts none
            if not any(_same_count(n.value, m.value) for v in episodes for n in find_numbers(v)):
                yield "contradicted", f"断言的段数 {m.raw}，但绑定记录中 episodes={'/'.join(episodes)}"
            continue
        total = _TOTAL_BEFORE.search(reading.text[: m.start]) if stat is None else None
        if total and m.unit in _LINE_UNITS and len(g.records) > 1 and len(own := _scoped(reading, g.records)) == 1:
            g = _Group(own)  # two rows bound, the claim's words name one: its count is that row's (not a sibling's)
        if total and m.unit in _LINE_UNITS and (counted := g.values("count")) and len(g.records) == 1:
            #: "…的 WARN 日志在窗口内共 48 条" bound to one row with ``count=47``: the row's count, not any 48 the row
            #: holds elsewhere (a sample's "waited 48s", the row's earlier_count); "共至少 41 条" a bound on it
            holds = _BOUNDS.get(total.group("bound") or "", _same_count)
            if not any(holds(n.value, m.value) for v in counted for n in find_numbers(v)):
                yield "contradicted", f"断言的条数 {m.raw}，但绑定记录中 count={'/'.join(counted)}"
            elif code := next((c for c in g.values("error_code") or []
                               if c != "-" and not _has(_own_words(reading), c)), ""):
                #: one code's row stated as the service's total ("X 在窗口内的日志共 120 条" of ``error_code=A: 120``)
                yield "unsupported", f"条数 {m.raw} 只是错误码 {code} 的日志条数，断言没有指明该错误码"
            continue
        if not any(_same_number(m, n) for n in numbers) and not (
                m.unit in TIME_UNITS and any(numbers_equal(m.value, m.unit, d.value, d.unit) for d in durations)):
            yield "unsupported", f"数值 {m.raw} 不在该断言绑定的记录中"
        elif (relabelled := _relabelled(m, numbers)) is not None:
            yield "contradicted", f"数值 {m.raw} 在绑定记录中是 {relabelled.raw}（单位不同）"


#: A claim about lines with no error code ("不带错误码的 WARN 日志", "without an error code").
_NO_CODE = regex(r"不带错误码|无错误码|没有错误码|without (?:an |any )?(?:error )?code")


def _scoped(reading: ClaimReading, records: Sequence[Record]) -> list[Record]:
    """The rows among ``records`` (each with a count) that the claim's own words scope to: the error code it names
    (or no code, when it says so) and the level it names; every row when the words name neither."""
    own = _own_words(reading)
    rows = [r for r in records if r.values("count")]
    no_code = _NO_CODE.search(own) is not None
    coded = [r for r in rows if any((c == "-") == no_code and (no_code or _has(own, c))
                                    for c in r.values("error_code"))]
    rows = coded if coded else rows
    levelled = [r for r in rows if any(lv.casefold() in own.split() or f"的 {lv.casefold()} " in own
                                       for lv in r.values("level"))]
    return levelled or rows


#: Where a claim starts copying a sample line of its evidence ("…；示例：ORD-5001 OutOfMemoryError").
_SAMPLE_MARK = regex(r"(?:示例|样例|例如|sample|e\.g\.)\s?[:：]")


def _own_words(reading: ClaimReading) -> str:
    """The claim's own words: not a quotation or a sample line it copies — a code named only inside the copied
    line ("X 在窗口内的日志共 8 条；示例：ORD-5001 …") is not the claim's scope."""
    mark = _SAMPLE_MARK.search(reading.text)
    return blank_quotes(reading.text[: mark.start()] if mark else reading.text)


def _relabelled(m: NumberMention, numbers: Sequence[NumberMention]) -> NumberMention | None:
    """The evidence's number of the claimed value under another unit of its dimension ("waited 30s" quoted as
    "30ms") when only a bare number of that value (a row's count=30) would support the claimed one; else None."""
    if m.unit is None or any(n.unit is not None and numbers_equal(m.value, m.unit, n.value, n.unit) for n in numbers):
        return None
    return next((n for n in numbers if n.unit is not None and n.unit != m.unit and n.value == m.value
                 and comparable(n.unit, m.unit)), None)


def _stamps(t: ClaimTime, g: _Group) -> list[Stamp]:
    """The instants ``t`` may be: the stamps of the field it is stated as (``first_seen``, ``max_at``) when the
    rows have it — an event's time, not the window's edge the row also shows — else every stamp of the rows."""
    own = [s for v in (g.values(t.field) or [] if t.field else []) for s in parse_stamps(v.upper())]
    return own or [s for r in g.records for s in r.stamps]


def _time_matches(t: ClaimTime, g: _Group, shift: int = 0) -> bool:
    for s in _stamps(t, g):
        if t.minutes is None:
            if t.same_day(s.date):
                return True
            continue
        if (t.minutes + shift) % 1440 != s.minutes:
            continue
        if t.seconds is not None and s.seconds is not None and t.seconds != s.seconds:
            continue
        if t.date is not None and s.date is not None and not t.same_day(s.date):
            continue
        return True
    return False


def _times(reading: ClaimReading, g: _Group) -> Iterable[Finding]:
    for t in reading.times:
        if _time_matches(t, g):
            continue
        if not t.zone_named and any(_time_matches(t, g, shift) for shift in (-480, 480)):
            yield "unsupported", f"时间 {t.raw} 未注明时区，与记录的 UTC 时间不一致"
        else:
            yield "unsupported", f"时间 {t.raw} 不在该断言绑定的记录中"


def _group_findings(reading: ClaimReading, records: Sequence[Record], session: SessionView) -> list[Finding]:
    g = _Group(records)
    findings = [*_identifiers(reading, g, session), *_fields(reading, g, session), *_state(reading, g),
                *_levels(reading, g), *_logger(reading, g), *_listed(reading, g), *_saturation(reading, g)]
    if not any(f[0] == "contradicted" for f in findings):
        findings += _polarity(reading, g)
    findings += [*_quantities(reading, g), *_times(reading, g), *_summary_window(reading, g)]
    return sorted(findings, key=lambda f: f[0] != "contradicted")


#: a window stated as a range of UTC instants ("2026-10-14t19:20:00z~20:20:00z", "2026-10-14 19:20 utc ~ 20:20 utc";
#: the end may omit the date; a start whose zone was dropped is read too, so that it never matches the window)
_RANGE = regex(r"(\d{4}-\d{2}-\d{2})[t ](\d{2}:\d{2}(?::\d{2})?)(?:z|\s?utc)?\s?~\s?"
               r"(?:(\d{4}-\d{2}-\d{2})[t ])?(\d{2}:\d{2}(?::\d{2})?)(?:z|\s?utc)")


def _seconds(clock: str) -> str:
    return clock if len(clock) > 5 else clock + ":00"


def _range_key(m: re.Match[str]) -> tuple[str, str, str, str]:
    return m.group(1), _seconds(m.group(2)), m.group(3) or m.group(1), _seconds(m.group(4))


def _same_range(stated: tuple[str, str, str, str], window: tuple[str, str, str, str]) -> bool:
    """A stated range is the window; its days by month and day when written with no year ("10/14 19:20 utc~…")."""
    return all(a == b or (i in (0, 2) and a.startswith("0000-") and a[5:] == b[5:])
               for i, (a, b) in enumerate(zip(stated, window, strict=True)))


def _summary_window(reading: ClaimReading, g: _Group) -> Iterable[Finding]:
    """A count bound to a query's summary alone is that query's count over its own window: a window the claim
    states beside it ("…：A~B 共 0 条") must be the query's window, not an edge moved or another window."""
    if not g.is_summary() or not any(q.mention.unit in _COUNT_UNITS for q in reading.quantities):
        return
    windows = {_range_key(m) for v in g.values("window") or [] if (m := _RANGE.fullmatch(v))}
    stated = [_range_key(m) for m in _RANGE.finditer(reading.text)]
    if windows and stated and not all(any(_same_range(s, w) for w in windows) for s in stated):
        yield "contradicted", f"断言的窗口与绑定查询的窗口 {'/'.join(g.values('window') or [])} 不一致"


def _holder(reading: ClaimReading, records: Sequence[Record]) -> list[list[Record]] | None:
    """Of several bound rows of one result (``code_stats[0]``, ``code_stats[1]``), the one that holds every name the
    claim states, with its query's summaries: the claim speaks of that row, whatever joins it writes ("…首次达到；
    最新值…"), so its values must be that row's — a peak or a count copied from a sibling row is not (None: no
    names, one row, rows of several results, or several rows hold all)."""
    names = [i.key for i in (*reading.identifiers, *([reading.subject] if reading.subject else []))]
    items = [r for r in records if r.is_item]
    results = {(r.invocation_id, r.raw_path.split("[")[0]) for r in items}
    if not (names or reading.metric) or len(items) < 2 or len(results) > 1:
        return None  # rows of several results: a claim may link them ("A 的异常由 B 引起")
    holders = [r for r in items if all(_has(r.haystack, key) for key in names)]
    if reading.metric and any(r.fields.get("metric") for r in holders):  # 指标 rps: the rps row, not its sibling
        holders = [r for r in holders if r.fields.get("metric", "").casefold() == reading.metric]
    if len(holders) != 1:
        return None
    row = holders[0]
    return [[row, *(r for r in records if not r.is_item and r.invocation_id == row.invocation_id)]]


def check_meaning(reading: ClaimReading, records: Sequence[Record], session: SessionView) -> Finding | None:
    """The worst finding of the claim against its bound records (None: the records say what it says)."""
    if not records:
        return None
    counted = any(q.mention.unit in _COUNT_UNITS for q in reading.quantities)
    items = [r for r in records if r.is_item]
    same_result = len(items) > 1 and len({r.invocation_id for r in items}) == 1
    groups = _holder(reading, records) or group_records(records, joins=reading.joins or (counted and same_result))
    if len(groups) == 1:
        found = _group_findings(reading, groups[0], session)
        return found[0] if found else None
    union = _group_findings(reading, records, session)
    if union:
        return union[0]
    if any(not _group_findings(reading, group, session) for group in groups):
        return None
    return "unsupported", "断言把多条不同记录的事实合并成一条陈述，但没有明确说明是多条记录的关联"


def knowledge_as_fact(claim_text: str, chunks: Sequence[Record]) -> bool:
    """A claim bound only to knowledge chunks that asserts the current incident's state (not what a doc says).

    Decided from the text, never from the Executor's label: the part of the claim that merely quotes the
    chunk ("知识库《x》说明：<chunk text>") is not read; current-incident markers elsewhere make it a fact claim.
    """
    text = claim_text.casefold()
    for frame in REPORTING_FRAMES:
        m = re.search(re.escape(frame) + r"\s?[：:]", text)
        if m is not None:
            quoted = re.sub(r"\W", "", text[m.end() :])
            hay = re.sub(r"\W", "", " ".join(c.text for c in chunks))
            if quoted and quoted[: max(8, len(quoted) // 2)] in hay:
                text = text[: m.start()]
            break
    return any(marker in text for marker in CURRENT_MARKERS)
