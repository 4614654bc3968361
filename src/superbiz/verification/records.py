"""One evidence ref as a *record*: its fields, its text, its numbers and its timestamps.

Fields come from the ref's extras when the tool attached them (``service``, ``level``, ``ts``, ``state``,
``metric``, ``latest`` …) and otherwise from ``key=value`` pairs of its text; nothing here knows a tool's text
layout beyond that. A ``summary`` ref also gets ``count`` (``N matching …``, ``N firing alerts``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import cached_property

from superbiz.contracts import EvidenceRef
from superbiz.lazy_re import regex
from superbiz.verification._numbers import NumberMention, find_numbers
from superbiz.verification.identifiers import clean

__all__ = ["Record", "Stamp", "field_pairs", "parse_stamps", "record_of"]

_KV = regex(r"(?<![\w.])([A-Za-z_][\w.]*)=(\"[^\"]*\"|[^\s,;]+(?:,(?![A-Za-z_][\w.]*=)[^\s,;]+)*)")
_STRIP = ")]}>.,;:\"'"
#: "query_logs service=x level=error window=…: 0 matching records": a query summary's count of what it matched
_MATCHING = regex(r"(?<![\w.])(\d+) matching records\b")
_WORD_KV = regex(
    r"(?<![\w.])([A-Za-z_][\w.]*)=([A-Za-z][A-Za-z_]{1,23}(?:,[A-Za-z][A-Za-z_]{1,23})*)(?![\w.:/\-])"
)
_METRIC_HEAD = regex(r"^([A-Za-z_:][A-Za-z0-9_:]*)\{([^}]*)\}")
_SKIP_EXTRAS = frozenset({"raw_path", "text", "deduped", "retrieval_layer", "relevance_level", "chunk_key"})
_COUNT = regex(r"(?<![\w.])(\d+) (?:matching (?:records|lines|orders)|firing(?: alerts?)?\b)")
_ISO = regex(r"(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?")
_BARE_TIME = regex(r"(?<![\d:T-])(\d{1,2}):(\d{2})(?::(\d{2}))?(?![\d:])")
_ITEM = regex(r"^[a-z_]+\[\d+\]$")


@dataclass(frozen=True, slots=True)
class Stamp:
    """A UTC instant of a record (``date`` None: the time of day is all that is known)."""

    date: str | None
    minutes: int  # minutes since midnight UTC
    seconds: int | None


def parse_stamps(text: str) -> list[Stamp]:
    """Every ISO timestamp (converted to UTC) and every bare ``hh:mm[:ss]`` (records are in UTC) of ``text``."""
    out: list[Stamp] = []
    for m in _ISO.finditer(text):
        date, hh, mm, ss, zone = m.groups()
        stamp = datetime.fromisoformat(f"{date}T{hh}:{mm}:{ss or '00'}")
        if zone and zone != "Z":
            sign = 1 if zone[0] == "+" else -1
            digits = zone[1:].replace(":", "")
            offset = sign * (int(digits[:2]) * 60 + int(digits[2:]))
            stamp = datetime.fromtimestamp(stamp.replace(tzinfo=UTC).timestamp() - offset * 60, UTC)
        out.append(Stamp(stamp.strftime("%Y-%m-%d"), stamp.hour * 60 + stamp.minute,
                         stamp.second if ss is not None else None))
    for m in _BARE_TIME.finditer(text):
        if int(m.group(1)) > 23 or int(m.group(2)) > 59:
            continue
        out.append(Stamp(None, int(m.group(1)) * 60 + int(m.group(2)), int(m.group(3)) if m.group(3) else None))
    return out


@dataclass(frozen=True)
class Record:
    """The fields and text of one evidence ref of one invocation."""

    invocation_id: int
    raw_path: str
    tool_name: str
    text: str  # clean(), case-folded
    fields: dict[str, str] = field(hash=False)  # keys lower-case, values clean()
    arguments: str = ""  # the invocation's arguments, case-folded (what was queried)
    #: Fields as the ref's text shows them (``max=41.6%``; the extra may hold the raw 41.5953).
    shown: dict[str, str] = field(default_factory=dict, hash=False)
    #: the ref is runbook guidance (its tool's evidence is ``knowledge``), never a row of the incident's data
    knowledge: bool = False

    @property
    def is_item(self) -> bool:
        """One returned row (``logs[3]``), as opposed to a summary of the query or a runbook chunk."""
        return _ITEM.match(self.raw_path) is not None and not self.knowledge

    @cached_property
    def haystack(self) -> str:
        """Text, field values and (for summaries) the query arguments, case-folded: where names are looked up."""
        parts = [self.text, *(v.casefold() for v in (*self.fields.values(), *self.shown.values()))]
        return " ".join(parts + ([self.arguments] if self.arguments else []))

    @cached_property
    def numbers(self) -> list[NumberMention]:
        return find_numbers(self.haystack)

    @cached_property
    def stamps(self) -> list[Stamp]:
        return parse_stamps(self.text.upper()) + [s for v in self.fields.values() for s in parse_stamps(v.upper())]

    def values(self, key: str) -> list[str]:
        """The field's values, case-folded (``level=ERROR,WARN`` → ``["error", "warn"]``)."""
        raws = [r for r in (self.fields.get(key), self.shown.get(key)) if r is not None]
        return list(dict.fromkeys(v.strip().casefold() for raw in raws for v in raw.split(",") if v.strip()))

    @property
    def count(self) -> int | None:
        raw = self.fields.get("count") if self.fields.get("count", "").isdigit() else self.shown.get("count")
        return int(raw) if raw is not None and raw.isdigit() else None


def field_pairs(text: str) -> list[tuple[str, str]]:
    """Every ``key=word`` pair of ``text`` whose value is a word (a level, a state, a status), in one pass over
    a whole session's evidence: the vocabularies of enumerated fields."""
    return _WORD_KV.findall(text)


def _text_fields(text: str) -> dict[str, str]:
    fields: dict[str, str] = {}
    head = _METRIC_HEAD.match(text)
    if head:
        fields["metric"] = head.group(1)
        for pair in head.group(2).split(","):
            key, _, value = pair.partition("=")
            if value:
                fields.setdefault(key.strip().lower(), value.strip())
    for key, value in _KV.findall(text):
        value = value[1:-1] if value.startswith('"') and value.endswith('"') and len(value) > 1 else value
        fields.setdefault(key.lower(), value.rstrip(_STRIP))
    if matched := _MATCHING.search(text):  # a query's summary: its match count is the rows' count
        fields.setdefault("count", matched.group(1))
    return fields


def record_of(
    ref: EvidenceRef, *, invocation_id: int, tool_name: str, arguments: str = "", knowledge: bool = False
) -> Record:
    """The record of ``ref``: extras first, then ``key=value`` pairs of its text, then a summary's count."""
    text = clean(ref.text)
    fields = {k.lower(): clean(str(v)) for k, v in (ref.model_extra or {}).items()
              if v is not None and k not in _SKIP_EXTRAS and not isinstance(v, (dict, list))}
    if ref.source_document:
        fields.setdefault("source_document", clean(ref.source_document))
    shown: dict[str, str] = {}
    for key, value in _text_fields(text).items():
        if key not in fields:
            fields[key] = value
        shown[key] = value
    if not _ITEM.match(ref.raw_path):
        m = _COUNT.search(text)
        if m:
            fields.setdefault("count", m.group(1))
    return Record(invocation_id, ref.raw_path, tool_name, text.casefold(), fields,
                  arguments.casefold() if not _ITEM.match(ref.raw_path) else "", shown, knowledge)
