"""A failing status's records in one of its own episodes (invTD, stop 54).

"how many ticket scans bounced during the second storm" names no service whose alerts would tell the storms apart:
the status's own failed records are (``investigate.failure_runs``: its records over all the data, oldest first,
split where two lie more than the burst gap apart) — each run is one storm, and the one the order names is counted
over its own span.
"""

from __future__ import annotations

from datetime import timedelta
from typing import TYPE_CHECKING, Any

from superbiz.render.answer_base import LAST_EPISODE, LONGEST_EPISODE

if TYPE_CHECKING:
    from collections.abc import Sequence

    from superbiz.agents.investigate import RecordedCall
    from superbiz.agents.plan import Plan


def status_run_calls(plan: Plan, calls: Sequence[RecordedCall]) -> list[tuple[str, dict[str, Any]]]:
    """The records of the one status asked over its run the episode order names (`Plan.episode_records_nth` with no
    subject service): first the status's records over all the data (oldest first), then the status over that run's
    span (from its first record to one second past its last); nothing when the status has fewer runs."""
    from superbiz.agents.investigate import _iso, _trouble_scan, failure_runs, ref_of, refs_of

    nth = plan.episode_records_nth
    if not nth or plan.services or len(plan.statuses) != 1 or not plan.data_start or nth < 0:
        return []
    status = plan.statuses[0]
    scans = [c for c in calls if _trouble_scan(plan, c, status)]
    if not scans:
        return [("query_order", {"status": status, "start": plan.data_start, "end": "now",
                                 "oldest_first": True, "limit": 200})]
    listed = refs_of(scans[0], "orders[")
    summary = ref_of(scans[0], "summary")
    runs = failure_runs(listed)
    if summary is None or (getattr(summary, "counts", None) or {}).get("total", 0) > len(listed):
        return []  # (more records than one query lists)
    if nth == LONGEST_EPISODE:
        if len(runs) < 2:
            return []
        run = max(runs, key=lambda r: (r[-1] - r[0], -runs.index(r)))
    elif nth == LAST_EPISODE:
        if len(runs) < 2:
            return []
        run = runs[-1]
    elif len(runs) < nth:
        return []
    else:
        run = runs[nth - 1]
    return [("query_order", {"status": status, "start": _iso(run[0]), "end": _iso(run[-1] + timedelta(seconds=1)),
                             "limit": 5})]
