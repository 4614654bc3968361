"""The episodes behind ``query_logs(episodes=true)``: a service's lines split into separate runs.

A run (an episode) is a stretch of the lines parted from the next by a quiet gap of more than 30 minutes. Each error
code's lines are split on their own; two codes' runs are one episode when they overlap for at least half of the
shorter one (two codes of one trouble), and a code's run that only takes over as another one ends (one code
handing over to the next: a deploy's errors, then the backlog it left) starts an episode of its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from sqlalchemy import ColumnElement, select

from superbiz.contracts import EPISODE_GAP, EvidenceRef
from superbiz.sources.world import World, as_utc, log_record_table
from superbiz.tools._log_stats import span_text
from superbiz.tools.clock import format_ts

__all__ = ["EPISODE_GAP", "Run", "episode_refs", "fetch_runs", "split_runs"]


@dataclass
class Run:
    start: datetime
    end: datetime
    count: int
    codes: list[str] = field(default_factory=list)


def split_runs(lines: Sequence[tuple[datetime, str | None]], gap: timedelta = EPISODE_GAP) -> list[Run]:
    """The episodes of ``lines`` ((ts, error code) pairs), oldest first."""
    by_code: dict[str, list[datetime]] = {}
    for ts, code in sorted(lines, key=lambda x: x[0]):
        by_code.setdefault(code or "-", []).append(ts)
    code_runs: list[Run] = []
    for code, stamps in by_code.items():
        for ts in stamps:
            last = code_runs[-1] if code_runs and code_runs[-1].codes == [code] else None
            if last is not None and ts - last.end <= gap:
                last.end, last.count = ts, last.count + 1
            else:
                code_runs.append(Run(ts, ts, 1, [code]))
    episodes: list[Run] = []
    for run in sorted(code_runs, key=lambda r: (r.start, r.end)):
        cur = episodes[-1] if episodes else None
        if cur is not None and _joins(cur, run):
            cur.end, cur.count = max(cur.end, run.end), cur.count + run.count
            cur.codes += [c for c in run.codes if c not in cur.codes]
        else:
            episodes.append(Run(run.start, run.end, run.count, list(run.codes)))
    return episodes


def _joins(episode: Run, run: Run) -> bool:
    """A code's run belongs to the episode before it: it begins before the episode's quiet gap is over and, when it
    begins before the episode's end, overlaps it for at least half of the shorter of the two (a code taking over as
    the episode ends is a new one)."""
    if run.codes == episode.codes[-1:] or set(run.codes) <= set(episode.codes):
        return run.start - episode.end <= EPISODE_GAP
    if run.start > episode.end:
        return False  # another code after the episode's last line: its own episode when the quiet gap passed
    overlap = (min(episode.end, run.end) - run.start).total_seconds()
    shorter = min((episode.end - episode.start).total_seconds(), (run.end - run.start).total_seconds())
    return overlap >= shorter / 2


def fetch_runs(world: World, where: ColumnElement[bool]) -> list[Run]:
    c = log_record_table.c
    with world.engine.connect() as conn:
        rows = conn.execute(select(c.ts, c.error_code).where(where).order_by(c.ts)).all()
    return split_runs([(as_utc(ts), code) for ts, code in rows])


def episode_refs(runs: Sequence[Run], *, service: str, levels: Sequence[str], naming: bool = False
                 ) -> list[EvidenceRef]:
    """``episodes`` (how many separate runs) and ``episodes[i]`` (each run); with ``naming`` the runs also hold
    other services' lines naming ``service``."""
    lv = ",".join(levels) if levels else "any level"
    n = len(runs)
    refs = [EvidenceRef(
        raw_path="episodes",
        text=(f"{service} {lv}: {n} separate episodes (runs of its lines"
              f"{' and of lines naming it' if naming else ''} parted by quiet gaps over "
              f"{int(EPISODE_GAP.total_seconds() // 60)}m) in the window"),
        service=service, counts={"episodes": n}, episodes=n)]
    for i, r in enumerate(runs):
        codes = ",".join(c for c in r.codes if c != "-") or "-"
        refs.append(EvidenceRef(
            raw_path=f"episodes[{i}]",
            text=(f"{service} episode {i + 1} of {n}: start={format_ts(r.start)} end={format_ts(r.end)} "
                  f"span={span_text(r.start, r.end)} count={r.count} codes={codes}"),
            service=service, first_seen=format_ts(r.start), last_seen=format_ts(r.end), count=r.count))
    return refs
