"""Negative claims ("当前没有 firing 的告警", "no ERROR logs") and evidence that shows the denied thing present.

A denial names what it denies (alerts or log records), for whom (services, alert names, a log level). An
evidence line is *about* it when it names the same subject; it then shows the thing present (a firing alert,
``N > 0`` matching records, a log line of that level), explicitly absent (``0 firing``, ``0 matching records``)
or says nothing either way. Pure functions over normalised text (:func:`superbiz.verification.anchors.norm`).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Literal

from superbiz.lazy_re import regex
from superbiz.verification.anchors import Anchor, anchor_found, extract_anchors, norm
from superbiz.verification.quoting import blank_quotes

__all__ = ["Denial", "DenialKind", "find_denials", "observed_absence", "presence"]

DenialKind = Literal["alert", "log"]

_CLAUSE = regex(r"[；;。\n]")
#: a denial word not itself denied ("并非没有 X" asserts X: lexicon.DOUBLE_NEGATIONS)
_NEG_CN = r"(?<!并非)(?<!不是)(?<!并不是)(?<!不再是)(?:没有|无|不存在|并无|均无|未见|未发现|未出现)"
_NOT_CN = r"(?:未|没有|不再|均未)"
_NO_BREAK = r"[^，,。；;]"
_ALERT_NOT_FIRING = r"(?:告警|报警|alert)" + _NO_BREAK + "{0,12}" + _NOT_CN + _NO_BREAK + "{0,6}(?:触发|firing|fire)"
_DENIAL_PATTERNS: tuple[tuple[DenialKind, re.Pattern[str]], ...] = (
    ("alert", regex(_NEG_CN + _NO_BREAK + r"{0,12}(?:告警|报警|alert)")),
    ("alert", regex(_ALERT_NOT_FIRING)),
    ("alert", regex(r"(?<![a-z])(?:no|zero)\b[^,.;]{0,30}\balerts?\b")),
    ("alert", regex(r"\bnot (?:currently )?firing\b|(?<![\d.])0 firing\b")),
    ("log", regex(_NEG_CN + _NO_BREAK + r"{0,16}(?:日志|记录|报错)")),
    ("log", regex(r"(?<![a-z])no\b[^,.;]{0,30}\b(?:logs?|log lines|records|entries)\b")),
    ("log", regex(r"(?<![\d.])0 (?:lines? matched|matching (?:records?|lines?)|(?:error )?logs?)\b")),
)  # fmt: skip
_LEVEL = regex(r"(?<![a-z])(error|warn|warning|fatal|critical)(?![a-z])|错误")
_FIRING_COUNT = regex(r"(?<![\d.])(\d+)\s?firing")
_FIRING = regex(r"(?<![a-z])firing(?![a-z])")
_RECORD_COUNT = regex(r"(?<![\d.])(\d+)\s?(?:matching (?:records?|lines?)|lines? matched|records?|hits?)(?![a-z])")
_LOG_LINE = regex(r"^(?:\S+\s+)?(?:error|warn|warning|fatal|critical|info|debug)\s")


@dataclass(frozen=True, slots=True)
class Denial:
    """What a negative clause denies: alerts or log records, for these services / alert names / level."""

    kind: DenialKind
    services: tuple[Anchor, ...]
    alerts: tuple[Anchor, ...]
    level: str | None

    @property
    def has_subject(self) -> bool:
        return bool(self.services or self.alerts)

    def describe(self) -> str:
        names = "、".join(a.text for a in (*self.alerts, *self.services)) or "（未指明对象）"
        what = "正在触发的告警" if self.kind == "alert" else f"{(self.level or '').upper()} 日志记录".strip()
        return f"{names} 的{what}"


def find_denials(claim_text: str) -> list[Denial]:
    """The denials of a claim, clause by clause; services fall back to those named anywhere in the claim."""
    denials: list[Denial] = []
    for part in _CLAUSE.split(unicodedata.normalize("NFKC", claim_text)):
        clause = blank_quotes(norm(part))  # a quoted log message's own "no"/"无" is not the claim's
        kinds = [kind for kind, pattern in _DENIAL_PATTERNS if pattern.search(clause)]
        if not kinds:
            continue
        anchors = extract_anchors(part)
        services = tuple(a for a in anchors if a.kind == "service") or tuple(
            a for a in extract_anchors(claim_text) if a.kind == "service"
        )
        alerts = tuple(a for a in anchors if a.kind == "alert")
        level_match = _LEVEL.search(clause)
        level = None if level_match is None else (level_match.group(1) or "error").replace("warning", "warn")
        for kind in dict.fromkeys(kinds):
            denials.append(Denial(kind, services, alerts if kind == "alert" else (), level if kind == "log" else None))
    return denials


def _about(denial: Denial, line: str) -> bool:
    if not all(anchor_found(a, line) for a in denial.alerts):
        return False
    if denial.services and not any(anchor_found(s, line) for s in denial.services):
        return False
    if denial.kind == "log" and denial.level is not None:
        return re.search(rf"(?<![a-z]){denial.level}", line) is not None
    return True


def presence(denial: Denial, line: str) -> bool | None:
    """True: ``line`` shows the denied thing present; False: it states it is absent; None: it says neither."""
    if not _about(denial, line):
        return None
    if denial.kind == "alert":
        counts = [int(m.group(1)) for m in _FIRING_COUNT.finditer(line)]
        if counts:
            return any(counts)
        return True if _FIRING.search(line) else None
    counts = [int(m.group(1)) for m in _RECORD_COUNT.finditer(line)]
    if counts:
        return any(counts)
    return True if _LOG_LINE.search(line) else None


#: Query fields that do not narrow what a log query covers (where and how much it looked, not what it matched).
_SCOPE_FIELDS = frozenset({"service", "level", "window", "since", "until", "start", "end", "limit"})
_QUERY_FIELD = regex(r"(?<![\w.])([a-z_][\w.]*)=([^\s]+)")
#: A time frame of the claim's own (a day or day part, a clock or date): the query's window may not be it.
_OWN_FRAME = regex(
    r"[0-9]|今天|昨天|前天|昨晚|今晚|凌晨|早上|上午|中午|下午|傍晚|晚上|夜里|夜间|刚才|上周|本周"
    r"|(?<![a-z])(?:today|yesterday|tonight|morning|afternoon|evening|night|last)(?![a-z])"
)


def observed_absence(claim_text: str, lines: list[str], services: set[str]) -> bool:
    """A negative log claim that its own evidence observes directly: every denial's services (``services``: the
    claim's service names) were queried at the claim's level and returned ``0`` records, by a query that narrows
    nothing else (no message, code or other filter) — "X 在查询窗口内没有 ERROR 级别日志" bound to
    ``query_logs service=x level=error …: 0 matching records``. A query of another service, another or no level
    (a claim of no logs at all bound to an ERROR query), a narrower filter, or a claim that names its own time frame
    (the query's window may be another) is not: those stay inferences. ``lines``: normalised evidence texts."""
    denials = find_denials(claim_text)
    if not denials or not services or _OWN_FRAME.search(norm(claim_text).replace("查询窗口", "")):
        return False
    for denial in denials:
        if denial.kind != "log":
            return False
        covered: set[str] = set()
        for line in lines:
            head, _, tail = line.partition(": ")
            fields = {k: v.rstrip(":,;") for k, v in _QUERY_FIELD.findall(head)}
            counts = [int(m.group(1)) for m in _RECORD_COUNT.finditer(tail)]
            queried = {s.strip() for s in fields.get("service", "").split(",") if s.strip()}
            if not counts or any(counts) or not queried or not queried <= services or set(fields) - _SCOPE_FIELDS:
                continue
            level = fields.get("level", "").replace("warning", "warn") or None
            if level is not None and level != denial.level:
                continue
            covered |= queried
        if covered != services:
            return False
    return True
