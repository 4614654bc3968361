"""Answer keys from the data: run each fact's SQL against the world's database and render the value.

Parameters every query may use besides its own ``params``: ``:anchor`` (the world's "now"), ``:today`` and
``:yesterday`` (local midnights of the anchor's day and the day before), all as stored naive-UTC text. A
parameter value ``local:<day> HH:MM`` (``local:0 14:00`` today, ``local:-1 09:30`` yesterday) is a local clock
time of the world's zone converted to stored UTC text.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import Engine, text

from superbiz.evals.qa_schema import QaCase, QaFact
from superbiz.evals.qa_score import ExpectedFact
from superbiz.lazy_re import regex

__all__ = ["AnswerKeyError", "case_keys", "key_params", "parse_stored"]

_LOCAL = regex(r"^local:\s*(-?\d+)\s+(\d{1,2}):(\d{2})$")


class AnswerKeyError(ValueError):
    """An answer-key query failed or returned nothing: the case cannot be judged."""


def _stored(value: datetime) -> str:
    return value.astimezone(UTC).strftime("%Y-%m-%d %H:%M:%S")


def parse_stored(value: Any) -> datetime:
    """A timestamp column value (a datetime, or SQLite text) as an aware UTC datetime."""
    dt = value if isinstance(value, datetime) else datetime.fromisoformat(str(value).replace("Z", "+00:00"))
    return dt.replace(tzinfo=UTC) if dt.tzinfo is None else dt.astimezone(UTC)


def key_params(anchor: datetime, zone: ZoneInfo, params: dict[str, Any]) -> dict[str, Any]:
    """The bind parameters of one query (see the module docstring)."""
    local_anchor = anchor.astimezone(zone)
    midnight = local_anchor.replace(hour=0, minute=0, second=0, microsecond=0)
    out: dict[str, Any] = {
        "anchor": _stored(anchor), "today": _stored(midnight),
        "yesterday": _stored(midnight - timedelta(days=1)),
    }
    for key, value in params.items():
        match = _LOCAL.match(str(value)) if isinstance(value, str) else None
        if match:
            day = (local_anchor + timedelta(days=int(match.group(1)))).date()
            local = datetime(day.year, day.month, day.day, int(match.group(2)), int(match.group(3)), tzinfo=zone)
            out[key] = _stored(local)
        else:
            out[key] = value
    return out


def _display(fact: QaFact, value: Any, zone: ZoneInfo) -> str:
    if fact.render == "time":
        return f"{value.astimezone(zone):%H:%M} {zone.key}"
    if fact.render == "duration":
        return f"{value:g} min"
    return str(value)


def _fact(engine: Engine, fact: QaFact, anchor: datetime, zone: ZoneInfo, case_id: str) -> ExpectedFact:
    if fact.sql is None:
        return ExpectedFact(fact=fact, value=fact.value, display=fact.value or fact.render)
    try:
        with engine.connect() as conn:
            row = conn.execute(text(fact.sql), key_params(anchor, zone, fact.params)).first()
    except Exception as exc:  # a boundary: any database error is a broken key, named with its case
        raise AnswerKeyError(f"{case_id}: answer-key query failed: {exc}") from exc
    if row is None or row[0] is None:
        raise AnswerKeyError(f"{case_id}: answer-key query returned nothing: {fact.sql}")
    raw = row[0]
    value: Any
    if fact.render == "time":
        value = parse_stored(raw)
    elif fact.render == "count":
        value = int(raw)
    elif fact.render == "duration":
        value = round(float(raw), 1)
    elif fact.render == "yes_no":
        value = bool(raw)
    else:
        value = str(raw)
    return ExpectedFact(fact=fact, value=value, display=_display(fact, value, zone))


def case_keys(engine: Engine, case: QaCase, *, anchor: datetime, zone: ZoneInfo) -> dict[str, list[ExpectedFact]]:
    """Every aspect's expected facts, from the data. Raises :class:`AnswerKeyError`."""
    return {a.aspect: [_fact(engine, f, anchor, zone, case.id) for f in a.facts] for a in case.aspects}
