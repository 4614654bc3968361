"""Checkable anchors of a text: the concrete things a claim asserts that evidence must contain.

``extract_anchors`` finds error codes, service/component names, alert names, identifiers, numbers with
units, timestamps, quoted strings and technical terms in mixed Chinese/English text. ``keyword_supported``
(from :mod:`superbiz.verification._keywords`) decides whether one keyword is supported by an evidence text.

Everything here is pure and deterministic; the numeric helpers live in :mod:`superbiz.verification._numbers`.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Literal

from pydantic import BaseModel, ConfigDict

from superbiz.lazy_re import regex
from superbiz.verification._dates import DATE_FORM, iso_date
from superbiz.verification._keywords import keyword_supported
from superbiz.verification._numbers import (
    TIME_UNITS,
    NumberMention,
    canonical_value,
    find_durations,
    find_numbers,
    numbers_equal,
    subject_tokens,
)
from superbiz.verification._spoken import HANZI_CLOCK, RANGE_TOTAL, hanzi_clock, number_words

__all__ = [
    "KEY_ENTITY_KINDS",
    "Anchor",
    "AnchorKind",
    "anchor_found",
    "compact",
    "extract_anchors",
    "keyword_supported",
    "norm",
    "norm_lines",
]

AnchorKind = Literal["error_code", "service", "alert", "identifier", "number", "timestamp", "quoted", "term"]

#: Anchor kinds whose absence from all session evidence means the claim fabricated them.
KEY_ENTITY_KINDS: frozenset[str] = frozenset({"error_code", "service", "alert", "identifier"})


class Anchor(BaseModel):
    """One checkable anchor. ``value`` is the normalised form used for matching."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: AnchorKind
    text: str
    value: str
    start: int = 0
    number: float | None = None
    unit: str | None = None
    subject: str = ""


_COMPONENT_SUFFIXES = frozenset(
    {
        "service", "svc", "db", "database", "api", "gateway", "gw", "redis", "es", "mq", "kafka", "pool",
        "cache", "server", "worker", "cluster", "queue", "proxy", "mysql", "pg", "postgres", "web", "app",
        "job", "cron", "broker", "node", "pod", "lb", "ingress", "store", "bus", "center", "sidecar",
    }
)  # fmt: skip

_QUOTED = regex(
    r"\"([^\"\n]{1,200})\"|“([^”\n]{1,200})”|「([^」\n]{1,200})」|『([^』\n]{1,200})』|`([^`\n]{1,200})`"
)
_TIMESTAMP = regex(
    r"\d{4}-\d{2}-\d{2}(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?"
    r"|(?<![\d:.])\d{1,2}:\d{2}(?::\d{2})?(?:Z)?(?![\d:])"
)
_IDENTIFIER = regex(
    r"\b[A-Z][A-Z0-9]{1,9}-\d{6,}(?:-[A-Za-z0-9]+)*\b"  # ORD-20261128-000123
    r"|\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b"  # uuid
    r"|(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?::\d{2,5})?(?![\d.])"  # IPv4[:port]
    r"|\b[A-Z]\d{5,}\b"  # U100001
    r"|\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{12,64}\b"  # trace / span ids
    r"|\b(?:trace|span|req|request)[-_][A-Za-z0-9]{4,}\b"
)
_ERROR_CODE = regex(
    r"\bHTTP[ /-]?[1-5]\d{2}\b"
    r"|\b[A-Z][A-Z0-9]{1,9}-\d{3,5}\b"
    r"|\b[A-Z][A-Z0-9]+(?:_[A-Z0-9]+)+\b"
    r"|\b(?:[a-z][a-z0-9]*\.)*[A-Z][A-Za-z0-9]*(?:Error|Exception)\b"
)
_COMPONENT = regex(
    r"\b[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*-\d+\b"  # HikariPool-1
    r"|\b[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+\b"  # payment-service, order_db, db_pool_max_connections
)
_ALERT = regex(r"\b[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)*[A-Z][a-z0-9]*\b")
_HUMP = regex(r"[A-Z][a-z0-9]+")


def _fold(text: str) -> str:
    return text.lower() if text.isascii() else unicodedata.normalize("NFKC", text).casefold()


def norm(text: str) -> str:
    """NFKC, case-folded, whitespace collapsed: the common form anchors and evidence are compared in."""
    return " ".join(_fold(text).split())


def norm_lines(text: str) -> str:
    """``norm`` that keeps line breaks (one evidence text per line)."""
    return "\n".join(" ".join(line.split()) for line in _fold(text).split("\n"))


def compact(text: str) -> str:
    """``norm`` with whitespace and punctuation removed (for CJK containment)."""
    return "".join(ch for ch in norm(text) if not (ch.isspace() or unicodedata.category(ch)[0] in "PSZ"))


def _is_component(word: str) -> bool:
    if re.search(r"\d", word) and re.search(r"[A-Za-z]", word) and "-" in word and word[0].isupper():
        return True
    parts = re.split(r"[-_]", word.lower())
    return parts[-1] in _COMPONENT_SUFFIXES or parts[0] in _COMPONENT_SUFFIXES - {"app", "web", "job"}


class _Collector:
    """Collects non-overlapping anchors, higher-priority patterns first."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.taken: list[tuple[int, int]] = []
        self.anchors: list[Anchor] = []

    def free(self, start: int, end: int) -> bool:
        return all(end <= s or start >= e for s, e in self.taken)

    def add(self, kind: AnchorKind, start: int, end: int, text: str | None = None, **extra: object) -> None:
        raw = text if text is not None else self.text[start:end]
        self.taken.append((start, end))
        self.anchors.append(Anchor(kind=kind, text=raw, value=norm(raw), start=start, **extra))

    def scan(self, pattern: re.Pattern[str], kind: AnchorKind) -> None:
        for m in pattern.finditer(self.text):
            if self.free(m.start(), m.end()):
                self.add(kind, m.start(), m.end())


def extract_anchors(text: str) -> list[Anchor]:
    """All checkable anchors of ``text``, in order of appearance (English number words before a unit read as digits:
    "fifty-nine minutes" is the length 59 minutes, not a hyphenated name; a range of a total is no anchor)."""
    text = number_words(text, rough=False)
    # a range of a total ("共 5-10 条") states two bounds, not values a row must hold: checked against the row's count
    # by the meaning check (``meaning._quantities``), never as anchors
    text = RANGE_TOTAL.sub(lambda m: " " * len(m.group()), text)
    col = _Collector(text)
    for m in _QUOTED.finditer(text):
        inner = next(g for g in m.groups() if g is not None)
        if inner.strip():
            col.add("quoted", m.start(), m.end(), text=inner.strip())
    for m in DATE_FORM.finditer(text):  # "Nov 28", "11月28日": the date it names, as the ISO date evidence writes
        if col.free(m.start(), m.end()) and (iso := iso_date(m).strip()) != m.group():
            col.add("timestamp", m.start(), m.end(), text=iso)
    for m in HANZI_CLOCK.finditer(text):  # "18点08分": the clock it names, not the numbers 18 and 8
        if col.free(m.start(), m.end()) and (clock := hanzi_clock(m)) != m.group():
            col.add("timestamp", m.start(), m.end(), text=clock)
    col.scan(_TIMESTAMP, "timestamp")
    col.scan(_IDENTIFIER, "identifier")
    col.scan(_ERROR_CODE, "error_code")
    for m in _COMPONENT.finditer(text):
        if col.free(m.start(), m.end()):
            col.add("service" if _is_component(m.group()) else "term", m.start(), m.end())
    for m in _ALERT.finditer(text):
        if col.free(m.start(), m.end()) and len(_HUMP.findall(m.group())) >= 2:
            col.add("alert", m.start(), m.end())
    # a compound duration ("2小时12分钟", "1 小时 16 分钟") is one length, not two numbers
    compound = [d for d in find_durations(text) if len(re.findall(r"\d+", d.raw)) > 1]
    for mention in [*compound, *find_numbers(text)]:
        if col.free(mention.start, mention.end):
            col.add(
                "number",
                mention.start,
                mention.end,
                number=mention.value,
                unit=mention.unit,
                subject=" ".join(subject_tokens(text, mention)),
            )
    return sorted(col.anchors, key=lambda a: a.start)


def _time_patterns(value: str) -> list[str]:
    """Patterns of a timestamp anchor in evidence: ``hh:mm`` also as its UTC / Asia-Shanghai (+8 h) counterpart;
    dates and ISO stamps as written; a date with no year (``0000-11-28``) as any year's."""
    if value.startswith("0000-"):
        return [r"\d{4}" + re.escape(value[4:])]
    m = re.fullmatch(r"(\d{1,2}):(\d{2})(?::(\d{2}))?z?", value)
    if not m:
        iso = re.fullmatch(r"(\d{4}-\d{2}-\d{2})[t ](\d{1,2}:\d{2}(?::\d{2})?)(?:\.\d+)?(?:z|[+-]\d{2}:?\d{2})?", value)
        variants = [value] if not iso else [value, f"{iso.group(1)}t{iso.group(2)}", f"{iso.group(1)} {iso.group(2)}"]
        return [re.escape(v) for v in variants]
    hh, mm, ss = int(m.group(1)), m.group(2), m.group(3)
    tail = f":{ss}" if ss else ""
    return [re.escape(f"{(hh + shift) % 24:02d}:{mm}{tail}") for shift in (0, 8, -8)]


def anchor_found(anchor: Anchor, evidence_norm: str, evidence_numbers: list[NumberMention] | None = None) -> bool:
    """Whether ``anchor`` occurs in an evidence text already passed through :func:`norm`."""
    if anchor.kind == "number":
        assert anchor.number is not None
        mentions = evidence_numbers if evidence_numbers is not None else find_numbers(evidence_norm)
        if any(numbers_equal(anchor.number, anchor.unit, m.value, m.unit) for m in mentions):
            return True
        # a length in time units is also the evidence's duration written with its units (span=1h16m, 59m)
        return anchor.unit in TIME_UNITS and any(
            numbers_equal(anchor.number, anchor.unit, d.value, d.unit) or _rounds_to(anchor, d)
            for d in find_durations(evidence_norm))
    if anchor.kind == "timestamp":
        return any(re.search(rf"(?<![\d:]){p}(?!\d)", evidence_norm) for p in _time_patterns(anchor.value))
    if anchor.kind == "quoted":
        return anchor.value in evidence_norm or compact(anchor.value) in compact(evidence_norm)
    if anchor.kind == "term":  # a term's word separators vary ("lock_wait", "lock-wait"); a service's name never:
        unified = anchor.value.replace("_", "-")  # "coinsled_pg" is no name recorded (a command with it finds nothing)
        return _contains_token(evidence_norm, anchor.value) or _contains_token(evidence_norm.replace("_", "-"), unified)
    return _contains_token(evidence_norm, anchor.value)


def _rounds_to(anchor: Anchor, length: NumberMention) -> bool:
    """A length written with decimals ("2.2 小时", "0.58 hours") is the duration it rounds: half its last written
    place either way (2.2 小时 is 2h09m–2h15m)."""
    decimals = re.search(r"\d\.(\d+)", anchor.text)
    if decimals is None or anchor.number is None:
        return False
    half = canonical_value(0.5 * 10 ** -len(decimals.group(1)), anchor.unit)
    return abs(canonical_value(anchor.number, anchor.unit) - canonical_value(length.value, length.unit)) <= half + 1e-6


def _contains_token(haystack: str, needle: str) -> bool:
    """Containment that does not let ``gw-50`` match inside ``gw-502`` or ``u10000`` inside ``u100001``."""
    if not needle:
        return False
    check_before, check_after = needle[0].isalnum(), needle[-1].isalnum()
    idx = haystack.find(needle)
    while idx != -1:
        end = idx + len(needle)
        before_ok = not check_before or idx == 0 or not _is_word_char(haystack[idx - 1])
        after_ok = not check_after or end == len(haystack) or not _is_word_char(haystack[end])
        if before_ok and after_ok:
            return True
        idx = haystack.find(needle, idx + 1)
    return False


def _is_word_char(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()
