"""``query_logs``: log records of the incident world, newest first, with a citable summary.

Evidence refs: ``logs[i]`` (one per returned record), ``summary`` (always: what was searched, how many matched —
this makes "no ERROR logs for X in the window" citable), ``error_code_counts`` (when codes occur),
``code_stats[i]`` (per service, level and error code: count, first_seen, last_seen, span, and with
``compare_previous`` the count in the previous window of equal length), ``level_counts``, without a service
filter ``service_counts``, and with ``episodes`` (a service's runs of lines) ``episodes`` (how many separate runs)
and ``episodes[i]`` (each run's start, end, span, count and codes). Every ref carries its record's fields as extras.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from sqlalchemy import ColumnElement, and_, func, or_, select

from superbiz.contracts import EvidenceRef, ToolTraits
from superbiz.sources.world import World, log_record_table, to_naive_utc
from superbiz.tools._log_runs import episode_refs, fetch_runs
from superbiz.tools._log_stats import LogStats, fetch_stats, previous_window, stat_refs
from superbiz.tools._world import get_world, run_on_world
from superbiz.tools.base import ToolContext, ToolError, ToolResult, ToolSpec
from superbiz.tools.clock import TimeWindow, format_ts, resolve_window
from superbiz.tools.metrics import team_of

__all__ = ["LEVELS", "QUERY_LOGS_SPEC", "query_logs"]

LEVELS = ("DEBUG", "INFO", "WARN", "ERROR", "FATAL")
_ALIASES = {"WARNING": "WARN", "ERR": "ERROR", "CRITICAL": "FATAL"}
MAX_LIMIT = 200
_TOP_CODES = 10


def _level_name(part: str, what: str = "level") -> str:
    name = _ALIASES.get(part.strip().upper(), part.strip().upper())
    if name not in LEVELS:
        raise ToolError(f"invalid {what} {part.strip()!r}: use one of {', '.join(LEVELS)} (or 'ERROR,WARN')")
    return name


def _levels(level: str | None, min_level: str | None = None) -> list[str]:
    """The levels asked, most severe first: ``level`` (a list), narrowed to ``min_level`` and above."""
    names = [_level_name(p) for p in level.replace("|", ",").split(",")] if level else list(LEVELS)
    if min_level:
        floor = LEVELS.index(_level_name(min_level, "min_level"))
        names = [n for n in names if LEVELS.index(n) >= floor]
    elif not level:
        return []
    return sorted(set(names), key=LEVELS.index, reverse=True)


@dataclass(frozen=True)
class _Query:
    service: str | None
    levels: list[str]
    keyword: str | None
    trace_id: str | None
    error_code: str | None
    window: TimeWindow
    #: "会员组的服务今天报了多少错": the team's services (the service catalogue's), counted by the query
    team: str | None = None
    members: tuple[str, ...] = ()

    def describe(self) -> str:
        parts = ["query_logs"]
        if self.service:
            parts.append(f"service={self.service}")
        if self.team:
            parts.append(f"team={self.team} services={','.join(self.members)}")
        elif self.members:
            parts.append(f"services={','.join(self.members)}")
        if self.levels:
            parts.append(f"level={','.join(self.levels)}")
        if self.keyword:
            parts.append(f'keyword="{self.keyword}"')
        if self.trace_id:
            parts.append(f"trace_id={self.trace_id}")
        if self.error_code:
            parts.append(f"error_code={self.error_code}")
        parts.append(f"window={self.window.label()}")
        return " ".join(parts)

    def where(self, window: TimeWindow | None = None) -> ColumnElement[bool]:
        c = log_record_table.c
        w = window or self.window
        conds = [c.ts >= to_naive_utc(w.start), c.ts <= to_naive_utc(w.end)]
        if window is not None:
            conds[-1] = c.ts < to_naive_utc(w.end)
        if self.service:
            conds.append(c.service == self.service)
        if self.team or self.members:
            conds.append(c.service.in_(self.members))
        if self.levels:
            conds.append(c.level.in_(self.levels))
        if self.trace_id:
            conds.append(c.trace_id == self.trace_id)
        if self.error_code:
            conds.append(c.error_code == self.error_code)
        if self.keyword:
            escaped = self.keyword.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
            conds.append(c.message.like(f"%{escaped}%", escape="\\"))
        return and_(*conds)


def _fetch(world: World, q: _Query, limit: int, *, compare: bool
           ) -> tuple[int, list[Any], list[tuple[str, int]], LogStats | None]:
    c = log_record_table.c
    where = q.where()
    earlier = q.where(TimeWindow(*previous_window(q.window.start, q.window.end))) if compare else None
    with world.engine.connect() as conn:
        total = conn.execute(select(func.count()).select_from(log_record_table).where(where)).scalar_one()
        rows = conn.execute(
            select(c.ts, c.service, c.level, c.trace_id, c.error_code, c.message)
            .where(where).order_by(c.ts.desc(), c.id.desc()).limit(limit)
        ).all() if total else []
        n = func.count().label("n")
        codes = conn.execute(
            select(c.error_code, n).where(where, c.error_code.is_not(None))
            .group_by(c.error_code).order_by(n.desc(), c.error_code).limit(_TOP_CODES)
        ).all() if total else []
    stats = fetch_stats(world, where, earlier=earlier, by_service=q.service is None) if total else None
    if stats is None and q.service and q.levels:
        stats = LogStats(codes=[], levels=[], services=[])  # a service's zero per level asked is its count
    return int(total), list(rows), [(str(code), int(count)) for code, count in codes], stats


def _team_refs(world: World, q: _Query) -> list[EvidenceRef]:
    """``team_counts``: the matching lines of every service summed per catalogue team (most first)."""
    c = log_record_table.c
    teams = run_on_world(world, World.catalog).teams
    with world.engine.connect() as conn:
        rows = conn.execute(select(c.service, func.count()).where(q.where()).group_by(c.service)).all()
    per: dict[str, int] = {}
    for svc, n in rows:
        if teams.get(str(svc)):
            per[teams[str(svc)]] = per.get(teams[str(svc)], 0) + int(n)
    if not per:
        return []
    order = sorted(per, key=lambda t: (-per[t], t))
    return [EvidenceRef(raw_path="team_counts", text=", ".join(f"{t}: {per[t]}" for t in order), counts=per)]


def _log_text(row: Any, stamp: str) -> str:
    code = row.error_code or ""
    prefix = f"{code} " if code and not row.message.startswith(code) else ""
    return f"{stamp} {row.level} {row.service} trace={row.trace_id or '-'} {prefix}{row.message}"


def query_logs(
    ctx: ToolContext,
    *,
    service: str | None = None,
    level: str | None = None,
    keyword: str | None = None,
    trace_id: str | None = None,
    error_code: str | None = None,
    min_level: str | None = None,
    start: str | None = None,
    end: str | None = None,
    limit: int = 20,
    compare_previous: bool = False,
    episodes: bool = False,
    team: str | None = None,
    service_list: str | None = None,
    naming: bool = False,
    by_team: bool = False,
) -> ToolResult:
    """Search log records (newest first) by service (or a team's services), level, keyword, trace id, error code
    and time window."""
    params = {k: v for k, v in {"service": service, "team": team, "service_list": service_list,
                                "level": level, "min_level": min_level,
                                "keyword": keyword, "trace_id": trace_id, "error_code": error_code, "start": start,
                                "end": end, "limit": limit, "compare_previous": compare_previous or None,
                                "episodes": episodes or None, "naming": naming or None,
                                "by_team": by_team or None}.items()
              if v is not None}
    if not 1 <= limit <= MAX_LIMIT:
        raise ToolError(f"invalid limit {limit}: must be between 1 and {MAX_LIMIT}")
    if episodes and not service:
        raise ToolError("episodes=true needs a service: the runs of one service's lines are stated")
    if by_team and (service or team):
        raise ToolError("by_team counts every service's lines per team: leave service and team out")
    if naming and not episodes:
        raise ToolError("naming=true goes with episodes=true: the runs also hold other services' lines naming it")
    if team is not None and service:
        raise ToolError("team counts the lines of a team's services: leave service out (query one service alone)")
    if service_list is not None and (service or team is not None):
        raise ToolError("service_list counts the lines of several services: leave service and team out")
    team_name, members = team_of(ctx, team) if team is not None else (None, ())
    if service_list is not None:
        #: "mysql的调用方报了多少错": the lines of several services named, counted together (invUA)
        members = tuple(dict.fromkeys(s.strip() for s in service_list.split(",") if s.strip()))
        if not members:
            raise ToolError("service_list needs at least one service name (a comma list)")
    q = _Query(service=service.strip() if service else None, levels=_levels(level, min_level), team=team_name,
               members=members,
               keyword=keyword.strip() if keyword else None, trace_id=trace_id.strip() if trace_id else None,
               error_code=error_code.strip().upper() if error_code else None,
               window=resolve_window(start, end, now=ctx.now))
    world = get_world(ctx)
    window = {"start": format_ts(q.window.start), "end": format_ts(q.window.end)}
    if q.service and q.service not in run_on_world(world, World.catalog).services:
        text = f"{q.describe()}: service {q.service!r} has no records in the world (0 matching records)"
        return ToolResult(tool_name="query_logs", status="no_data", params=params,
                          data={"total": 0, "window": window, "service_known": False, "logs": []},
                          evidence_refs=[EvidenceRef(raw_path="summary", text=text)])
    total, rows, codes, stats = run_on_world(world, lambda w: _fetch(w, q, limit, compare=compare_previous))
    stamps = [format_ts(r.ts, ms=True) for r in rows]
    refs = [EvidenceRef(raw_path=f"logs[{i}]", text=_log_text(r, stamp), service=r.service, level=r.level,
                        ts=stamp, error_code=r.error_code, trace_id=r.trace_id)
            for i, (r, stamp) in enumerate(zip(rows, stamps, strict=True))]
    shown = f"; showing newest {len(rows)}" if total > len(rows) else ""
    refs.append(EvidenceRef(raw_path="summary", text=f"{q.describe()}: {total} matching records{shown}",
                            counts={"total": total}, window=window))
    if codes:
        refs.append(EvidenceRef(raw_path="error_code_counts", text=", ".join(f"{c}: {n}" for c, n in codes),
                                counts=dict(codes)))
    if stats is not None:
        refs += stat_refs(stats, service=q.service, levels=q.levels)
    if episodes and total and q.service:
        #: an outside partner logs little of its own: its trouble is also the lines its callers log naming it
        where = or_(q.where(), replace(q, service=None, keyword=q.service).where()) if naming else q.where()
        runs = run_on_world(world, lambda w: fetch_runs(w, where))
        refs += episode_refs(runs, service=q.service, levels=q.levels, naming=naming)
    if by_team and total:
        refs += _team_refs(world, q)
    data = {
        "total": total, "window": window, "service_known": True if q.service else None,
        "error_code_counts": dict(codes),
        "logs": [{"ts": stamp, "service": r.service, "level": r.level, "trace_id": r.trace_id,
                  "error_code": r.error_code, "message": r.message} for r, stamp in zip(rows, stamps, strict=True)],
    }
    return ToolResult(tool_name="query_logs", status="ok" if total else "no_data", params=params, data=data,
                      evidence_refs=refs)


QUERY_LOGS_SPEC = ToolSpec(
    name="query_logs",
    description=(
        "Search service logs (newest first). Filters: service, level (ERROR, WARN, INFO or 'ERROR,WARN'), min_level "
        "(that level and above, e.g. WARN = WARN+ERROR+FATAL), keyword (substring of the message), trace_id, "
        "error_code, time window start/end (ISO-8601 or relative like -30m, -2h, now; default: last 60 minutes). "
        "Returns matching records (logs[i]), a summary with the match count (cite it for 'no errors' findings), "
        "counts by error code and by level, per service/level/error-code stats code_stats[i] with count, "
        "first_seen, last_seen and span (cite first_seen for 'when did it start'), counts by service without a "
        "service filter, with compare_previous=true each bucket's count in the previous window of equal length, "
        "and with episodes=true (a service given; e.g. min_level=WARN) the separate episodes of its lines: runs "
        "parted by quiet gaps over 30 minutes (a code's lines taking over from another code's start a new run), "
        "how many (cite 'episodes' for 'how many separate times') and each run's start, end, span, count and codes. "
        "With team (no service), the lines of that team's services, counted together; with service_list (a comma "
        "list, no service), the lines of those services, counted together. With by_team=true (no "
        "service) also the lines summed per team of the service catalogue (team_counts). With naming=true (and "
        "episodes=true) the runs also hold other services' lines whose message names the service (an outside "
        "partner's trouble as its callers log it)."
    ),
    parameters={
        "type": "object",
        "properties": {
            "service": {"type": "string", "minLength": 1, "maxLength": 100,
                        "description": "exact service name, e.g. the one the question names"},
            "level": {"type": "string", "minLength": 1, "maxLength": 40,
                      "description": "one level or a comma list, e.g. ERROR or ERROR,WARN"},
            "min_level": {"type": "string", "minLength": 1, "maxLength": 8, "description": "that level and above, e.g. WARN"},  # noqa: E501
            "keyword": {"type": "string", "minLength": 1, "maxLength": 200,
                        "description": "substring of the message, e.g. timeout"},
            "trace_id": {"type": "string", "minLength": 1, "maxLength": 64,
                         "description": "e.g. a trace id read from a log line"},
            "error_code": {"type": "string", "minLength": 1, "maxLength": 32,
                           "description": "e.g. an error code read from a log line"},
            "start": {"type": "string", "minLength": 1, "maxLength": 40,
                      "description": "window start, ISO-8601 or relative, e.g. -30m"},
            "end": {"type": "string", "minLength": 1, "maxLength": 40, "description": "window end, e.g. now"},
            "limit": {"type": "integer", "minimum": 1, "maximum": MAX_LIMIT, "default": 20,
                      "description": "newest records to return, e.g. 20"},
            "compare_previous": {"type": "boolean", "default": False,
                                 "description": "also count each bucket in the previous window of equal length, e.g. true"},  # noqa: E501
            "episodes": {"type": "boolean", "default": False,
                         "description": "with a service: state the separate runs (episodes) of its lines, e.g. true"},
            "naming": {"type": "boolean", "default": False,
                       "description": "with episodes: also other services' lines naming the service, e.g. true"},
            "by_team": {"type": "boolean", "default": False,
                        "description": "without a service: also count the lines per catalogue team, e.g. true"},
            "team": {"type": "string", "minLength": 1, "maxLength": 100,
                     "description": "the lines of one team's services (the service catalogue's team), e.g. a team "
                                    "word the question says"},
            "service_list": {"type": "string", "minLength": 1, "maxLength": 400,
                         "description": "the lines of several services counted together, a comma list, e.g. the "
                                        "callers of a database"},
        },
        "additionalProperties": False,
    },
    fn=query_logs,
    traits=ToolTraits(evidence="incident", topic_args=("service", "level", "keyword")),
    kind="logs",
)
