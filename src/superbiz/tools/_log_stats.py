"""Aggregations behind ``query_logs``: per (service, level, error code) first_seen / last_seen / count, counts
by level and by service, and the same buckets' counts in the previous window of equal length.

Every aggregate becomes one evidence ref whose text restates its record and whose extras carry the record's
fields, so a claim can restate one record faithfully.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import ColumnElement, func, select

from superbiz.contracts import EvidenceRef
from superbiz.sources.world import World, as_utc, log_record_table
from superbiz.tools.clock import format_ts

__all__ = ["CodeStat", "LogStats", "fetch_stats", "previous_window", "span_text", "stat_refs"]

_TOP_BUCKETS = 15
_TOP_SERVICES = 15


@dataclass(frozen=True)
class CodeStat:
    service: str
    level: str
    error_code: str | None
    count: int
    first_seen: datetime
    last_seen: datetime
    sample: str
    earlier_count: int | None = None


@dataclass(frozen=True)
class LogStats:
    codes: list[CodeStat]
    levels: list[tuple[str, int]]
    services: list[tuple[str, int]]


def span_text(start: datetime, end: datetime) -> str:
    """``36m``, ``2h05m``, ``45s``: the length of [start, end] as the tools state it."""
    seconds = max(0, int((end - start).total_seconds()))
    if seconds < 60:
        return f"{seconds}s"
    minutes = seconds // 60
    return f"{minutes}m" if minutes < 60 else f"{minutes // 60}h{minutes % 60:02d}m"


def fetch_stats(
    world: World, where: ColumnElement[bool], *, earlier: ColumnElement[bool] | None, by_service: bool
) -> LogStats:
    c = log_record_table.c
    n = func.count().label("n")
    key = (c.service, c.level, c.error_code)
    with world.engine.connect() as conn:
        rows = conn.execute(
            select(*key, n, func.min(c.ts), func.max(c.ts), func.min(c.message))
            .where(where).group_by(*key).order_by(n.desc(), c.service, c.level, c.error_code).limit(_TOP_BUCKETS)
        ).all()
        before: dict[tuple[str, str, str | None], int] = {}
        if earlier is not None and rows:
            before = {(s, lv, code): int(k) for s, lv, code, k in
                      conn.execute(select(*key, n).where(earlier).group_by(*key)).all()}
        levels = conn.execute(select(c.level, n).where(where).group_by(c.level).order_by(n.desc())).all()
        services = conn.execute(
            select(c.service, n).where(where).group_by(c.service).order_by(n.desc(), c.service).limit(_TOP_SERVICES)
        ).all() if by_service else []
    codes = [
        CodeStat(service=str(s), level=str(lv), error_code=code, count=int(k), first_seen=as_utc(lo),
                 last_seen=as_utc(hi), sample=str(msg)[:120],
                 earlier_count=before.get((s, lv, code), 0) if earlier is not None else None)
        for s, lv, code, k, lo, hi, msg in rows
    ]
    return LogStats(codes=codes, levels=[(str(lv), int(k)) for lv, k in levels],
                    services=[(str(s), int(k)) for s, k in services])


def _stat_ref(i: int, s: CodeStat) -> EvidenceRef:
    first, last = format_ts(s.first_seen), format_ts(s.last_seen)
    earlier = "" if s.earlier_count is None else f" earlier_count={s.earlier_count}"
    text = (f"{s.service} {s.level} error_code={s.error_code or '-'}: count={s.count} first_seen={first} "
            f"last_seen={last} span={span_text(s.first_seen, s.last_seen)}{earlier} sample=\"{s.sample}\"")
    extras: dict[str, Any] = {"service": s.service, "level": s.level, "error_code": s.error_code,
                              "count": s.count, "first_seen": first, "last_seen": last}
    if s.earlier_count is not None:
        extras["earlier_count"] = s.earlier_count
    return EvidenceRef(raw_path=f"code_stats[{i}]", text=text, **extras)


def stat_refs(stats: LogStats, *, service: str | None = None, levels: Sequence[str] = ()) -> list[EvidenceRef]:
    """``code_stats[i]``, ``level_counts`` (every level asked, zeros included) and (without a service filter)
    ``service_counts``."""
    refs = [_stat_ref(i, s) for i, s in enumerate(stats.codes)]
    counts = dict(stats.levels)
    for level in levels:
        counts.setdefault(level, 0)
    if counts:
        order = sorted(counts, key=lambda lv: (-counts[lv], lv))
        head = f"{service} " if service else ""
        refs.append(EvidenceRef(raw_path="level_counts", text=head + ", ".join(f"{lv}: {counts[lv]}" for lv in order),
                                service=service, counts=counts))
    if stats.services:
        refs.append(EvidenceRef(raw_path="service_counts",
                                text=", ".join(f"{s}: {k}" for s, k in stats.services),
                                counts=dict(stats.services)))
    return refs


def previous_window(start: datetime, end: datetime) -> tuple[datetime, datetime]:
    """The window of equal length just before [start, end)."""
    length = end - start
    return start - max(length, timedelta(minutes=1)), start
