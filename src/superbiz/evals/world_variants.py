"""Mutated worlds: the same world with its names, zone, ids or codes in another shape, and its QA cases rewritten
to match.

A held-out world's first score measures how the engine copes with shapes no dev world had: service names in
another style, another zone, other id formats, other error codes. :mod:`superbiz.evals.qa_variants` mutates
the question; this module mutates the *world* a readable world (dev, or an opened held-out one) is generated from,
and rewrites its QA file consistently, so that a case answered correctly on the original should stay correct:

* a rename (services, error codes) is applied to the spec **and** to every string of the QA file (questions,
  earlier questions, SQL, literal values, ``must_not_contain``...), so the answer keys, which are SQL, recompute
  on the variant world;
* a re-zone keeps every wall-clock time of the spec (anchor, incident starts and ends) in the new zone, so "today
  at 14:00" keeps its meaning; literal UTC timestamps in SQL are shifted the same way;
* other id formats change the spec's id templates; a case that types an id of the original format literally is
  left out (the generator's ids are random draws, they cannot be mapped one to one) and counted in ``skipped``.

Pure and deterministic: the input is a :class:`WorldSpec` and a :class:`QaFile`, the output a new pair.
``benchmarks/world_variants.py`` runs the QA cases under each variant and prints how many stay correct.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any
from zoneinfo import ZoneInfo

from superbiz.evals.qa_schema import QaFile
from superbiz.lazy_re import regex
from superbiz.sources.worldgen.spec import IdFormats, WorldSpec

__all__ = ["VARIANTS", "VariantWorld", "WorldVariant", "derive", "id_pattern", "rename_text"]

#: QA fields never rewritten (identifiers and enums of the case format)
_FIXED_KEYS = frozenset({"id", "lang", "render", "aspect", "where", "tags", "world", "holdout"})
#: spec fields never rewritten by a rename (the world's own identity, id templates, metric names, the zone)
_SPEC_FIXED_KEYS = frozenset({"id", "name", "title", "timezone", "ids", "vocab", "kind", "flavor", "alert_severity"})


@dataclass(frozen=True)
class VariantWorld:
    """One variant of one world: its spec, its rewritten QA file and the case ids left out (with why)."""

    variant: str
    spec: WorldSpec
    suite: QaFile
    skipped: tuple[str, ...] = ()
    mapping: tuple[tuple[str, str], ...] = ()

    @property
    def key(self) -> str:
        """The name the runner knows the variant world by (``harbor~dotted-names``)."""
        return self.suite.world


@dataclass(frozen=True)
class WorldVariant:
    name: str
    #: what the variant changes: ``names``, ``zone``, ``ids`` or ``codes``
    kind: str
    make: Callable[[WorldSpec, QaFile], tuple[WorldSpec, QaFile, tuple[str, ...], dict[str, str]]]


# -- renames ---------------------------------------------------------------------------------------------------


def _token_regex(words: list[str]) -> re.Pattern[str]:
    """Any of ``words`` as a whole token: not inside a longer name, id or code (a sentence's full stop may follow)."""
    alternation = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"(?<![A-Za-z0-9_.\-])(?:{alternation})(?![A-Za-z0-9_\-])(?!\.[A-Za-z0-9])")


def rename_text(text: str, mapping: dict[str, str]) -> str:
    """``text`` with every whole-token occurrence of a key of ``mapping`` replaced by its value (one pass)."""
    if not mapping or not text:
        return text
    return _token_regex(list(mapping)).sub(lambda m: mapping[m.group(0)], text)


def _map_strings(value: Any, fn: Callable[[str], str], fixed: frozenset[str], key: str | None = None) -> Any:
    if key in fixed:
        return value
    if isinstance(value, str):
        return fn(value)
    if isinstance(value, dict):
        return {k: _map_strings(v, fn, fixed, k) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return type(value)(_map_strings(v, fn, fixed) for v in value)
    return value


def _rename(spec: WorldSpec, suite: QaFile, mapping: dict[str, str]) -> tuple[WorldSpec, QaFile]:
    def fn(text: str) -> str:
        return rename_text(text, mapping)

    data = spec.model_dump()
    data = _map_strings(data, fn, _SPEC_FIXED_KEYS)
    data["services"] = [{**s, "name": mapping.get(s["name"], s["name"])} for s in data["services"]]
    new_spec = WorldSpec.model_validate(data)
    new_suite = QaFile.model_validate(_map_strings(suite.model_dump(), fn, _FIXED_KEYS))
    return new_spec, new_suite


def _name_variant(style: Callable[[int, str, WorldSpec], str]) -> Callable[..., Any]:
    def make(spec: WorldSpec, suite: QaFile) -> tuple[WorldSpec, QaFile, tuple[str, ...], dict[str, str]]:
        mapping: dict[str, str] = {}
        for i, svc in enumerate(spec.services):
            new = style(i, svc.name, spec)
            while new in mapping.values() or (new != svc.name and new in {s.name for s in spec.services}):
                new = f"{new}{i}"
            mapping[svc.name] = new
        mapping = {k: v for k, v in mapping.items() if k != v}
        new_spec, new_suite = _rename(spec, suite, mapping)
        return new_spec, new_suite, (), mapping

    return make


def _dotted(i: int, name: str, spec: WorldSpec) -> str:
    return name.replace("-", ".") if "-" in name else f"{name}.svc"


def _underscored(i: int, name: str, spec: WorldSpec) -> str:
    return name.replace("-", "_") if "-" in name else f"{name}_svc"


def _camel(i: int, name: str, spec: WorldSpec) -> str:
    parts = [p for p in name.split("-") if p]
    if len(parts) == 1:
        parts.append("svc")
    return "".join(p[:1].upper() + p[1:] for p in parts)


def _short_code(i: int, name: str, spec: WorldSpec) -> str:
    return f"svc{i + 1}" if i % 2 == 0 else f"p{i + 1}-gw"


#: words the engine itself speaks (record, signal and aspect words) used as parts of service names
_ENGINE_WORDS = (
    "order",
    "alert",
    "log",
    "time",
    "metric",
    "health",
    "error",
    "queue",
    "cache",
    "db",
    "status",
    "now",
    "api",
    "count",
)
_ENGINE_NAMES = (
    "order-status",
    "alert-hub",
    "log-sink",
    "time-svc",
    "metric-api",
    "health-check",
    "error-queue",
    "cache-db",
    "status-now",
    "count-api",
    "queue-log",
    "db-health",
    "now-order",
    "api-time",
    "error-cache",
    "order-log",
    "alert-status",
    "metric-db",
    "time-count",
    "log-api",
)


def _engine_vocab(i: int, name: str, spec: WorldSpec) -> str:
    if i < len(_ENGINE_NAMES):
        return _ENGINE_NAMES[i]
    return f"{_ENGINE_WORDS[i % len(_ENGINE_WORDS)]}-{_ENGINE_WORDS[(i * 5 + 3) % len(_ENGINE_WORDS)]}{i}"


def _very_long(i: int, name: str, spec: WorldSpec) -> str:
    return f"{name}-primary-production-cluster-service-v2"


# -- error codes -----------------------------------------------------------------------------------------------


def _codes(spec: WorldSpec) -> list[str]:
    out: list[str] = []
    for inc in spec.incidents:
        for code in (inc.error_code, inc.warn_code, inc.upstream_code):
            if code and code not in out:
                out.append(code)
    return out


def _code_variant(style: Callable[[int, str], str]) -> Callable[..., Any]:
    def make(spec: WorldSpec, suite: QaFile) -> tuple[WorldSpec, QaFile, tuple[str, ...], dict[str, str]]:
        mapping = {code: style(i, code) for i, code in enumerate(_codes(spec))}
        mapping = {k: v for k, v in mapping.items() if k != v}
        new_spec, new_suite = _rename(spec, suite, mapping)
        return new_spec, new_suite, (), mapping

    return make


def _code_lower(i: int, code: str) -> str:
    return code.lower()


def _code_dotted(i: int, code: str) -> str:
    dotted = re.sub(r"[-_]+", ".", code)
    return dotted if dotted != code else re.sub(r"(?<=[A-Za-z])(?=\d)", ".", code)


def _code_numeric(i: int, code: str) -> str:
    return str(60401 + 113 * i)


# -- zones -----------------------------------------------------------------------------------------------------

_STORED = regex(r"'(\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2})?)'")


def _rezone_dt(value: datetime, old: ZoneInfo, new: ZoneInfo) -> datetime:
    return value.astimezone(old).replace(tzinfo=new)


def _zone_variant(zone_name: str) -> Callable[..., Any]:
    def make(spec: WorldSpec, suite: QaFile) -> tuple[WorldSpec, QaFile, tuple[str, ...], dict[str, str]]:
        old, new = spec.zone, ZoneInfo(zone_name)
        incidents = [
            inc.model_copy(
                update={
                    "start": _rezone_dt(inc.start, old, new),
                    "end": _rezone_dt(inc.end, old, new) if inc.end else None,
                }
            )
            for inc in spec.incidents
        ]
        new_spec = WorldSpec.model_validate(
            {
                **spec.model_dump(),
                "timezone": zone_name,
                "anchor": _rezone_dt(spec.anchor, old, new),
                "incidents": [i.model_dump() for i in incidents],
            }
        )

        def shift(match: re.Match[str]) -> str:
            stored = datetime.fromisoformat(match.group(1)).replace(tzinfo=UTC)
            moved = _rezone_dt(stored, old, new).astimezone(UTC)
            return f"'{moved:%Y-%m-%d %H:%M:%S}'"

        def fn(text: str) -> str:
            return _STORED.sub(shift, text)

        data = suite.model_dump()
        for case in data["cases"]:
            for aspect in case["aspects"]:
                for fact in aspect["facts"]:
                    if fact.get("sql"):
                        fact["sql"] = fn(fact["sql"])
        skipped = tuple(c.id for c in suite.cases if _mentions_utc(c))
        data["cases"] = [c for c in data["cases"] if c["id"] not in skipped]
        return new_spec, QaFile.model_validate(data), skipped, {spec.timezone: zone_name}

    return make


_UTC_TIME = regex(r"\b\d{1,2}:\d{2}\s*(?:UTC|GMT|Z\b)|\bUTC\b", re.I)


def _mentions_utc(case: Any) -> bool:
    """A question that names UTC (or a ``must_not_contain`` clock time) depends on the zone's offset: left out."""
    texts = [case.question, *case.conversation]
    clock = re.compile(r"^\d{1,2}:\d{2}$")
    return any(_UTC_TIME.search(t) for t in texts) or any(
        clock.match(s.strip()) for s in [*case.must_not_contain, *case.must_not_contain_head]
    )


# -- ids -------------------------------------------------------------------------------------------------------

_FIELD = regex(r"\{(seq|num|alnum|hex|uuid|date)(?::(\d+))?\}")
_FIELD_RE = {
    "seq": r"\d{%d,}",
    "num": r"\d{%d}",
    "alnum": r"[A-Z0-9]{%d}",
    "hex": r"[0-9a-f]{%d}",
    "uuid": r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}",
    "date": r"\d{8}",
}


def id_pattern(template: str) -> re.Pattern[str]:
    """A regex matching the ids an :class:`~superbiz.sources.worldgen.ids.IdMaker` template renders."""
    out, last = [], 0
    for m in _FIELD.finditer(template):
        out.append(re.escape(template[last : m.start()]))
        piece = _FIELD_RE[m.group(1)]
        out.append(piece % int(m.group(2) or 1) if "%d" in piece else piece)
        last = m.end()
    out.append(re.escape(template[last:]))
    return re.compile(rf"(?<![A-Za-z0-9]){''.join(out)}(?![A-Za-z0-9])")


def _case_texts(case: dict[str, Any]) -> list[str]:
    texts = [case["question"], *case["conversation"], *case["must_not_contain"], *case["must_not_contain_head"]]
    for aspect in case["aspects"]:
        for fact in aspect["facts"]:
            texts += [
                fact.get("sql") or "",
                fact.get("value") or "",
                *fact.get("any_of", []),
                fact.get("subject") or "",
            ]
            texts += [str(v) for v in fact.get("params", {}).values()]
    return texts


def _ids_variant(order: str, user: str, trace: str) -> Callable[..., Any]:
    def make(spec: WorldSpec, suite: QaFile) -> tuple[WorldSpec, QaFile, tuple[str, ...], dict[str, str]]:
        patterns = [id_pattern(t) for t in (spec.ids.order, spec.ids.user, spec.ids.trace)]
        new_spec = spec.model_copy(update={"ids": IdFormats(order=order, user=user, trace=trace)})
        data = suite.model_dump()
        skipped = tuple(c["id"] for c in data["cases"] if any(p.search(t) for p in patterns for t in _case_texts(c)))
        data["cases"] = [c for c in data["cases"] if c["id"] not in skipped]
        mapping = {spec.ids.order: order, spec.ids.user: user, spec.ids.trace: trace}
        return new_spec, QaFile.model_validate(data), skipped, mapping

    return make


VARIANTS: tuple[WorldVariant, ...] = (
    WorldVariant("dotted-names", "names", _name_variant(_dotted)),
    WorldVariant("underscore-names", "names", _name_variant(_underscored)),
    WorldVariant("camel-names", "names", _name_variant(_camel)),
    WorldVariant("short-code-names", "names", _name_variant(_short_code)),
    WorldVariant("engine-word-names", "names", _name_variant(_engine_vocab)),
    WorldVariant("long-names", "names", _name_variant(_very_long)),
    WorldVariant("zone-st-johns", "zone", _zone_variant("America/St_Johns")),
    WorldVariant("zone-chatham", "zone", _zone_variant("Pacific/Chatham")),
    WorldVariant("zone-honolulu", "zone", _zone_variant("Pacific/Honolulu")),
    WorldVariant("ids-numeric", "ids", _ids_variant("{num:12}", "{num:8}", "{hex:32}")),
    WorldVariant("ids-dotted-lower", "ids", _ids_variant("ord.{date}.{hex:6}", "u.{hex:8}", "{uuid}")),
    WorldVariant("codes-lower", "codes", _code_variant(_code_lower)),
    WorldVariant("codes-dotted", "codes", _code_variant(_code_dotted)),
    WorldVariant("codes-numeric", "codes", _code_variant(_code_numeric)),
)


def derive(spec: WorldSpec, suite: QaFile, variant: WorldVariant | str) -> VariantWorld:
    """``variant`` of the world ``spec`` with its QA file ``suite`` rewritten to match (pure)."""
    chosen = variant if isinstance(variant, WorldVariant) else next(v for v in VARIANTS if v.name == variant)
    new_spec, new_suite, skipped, mapping = chosen.make(spec, suite)
    new_suite = new_suite.model_copy(update={"world": f"{suite.world}~{chosen.name}"})
    return VariantWorld(
        variant=chosen.name, spec=new_spec, suite=new_suite, skipped=skipped, mapping=tuple(mapping.items())
    )
