"""invUA (stop 55, opened rindcellar): the log query counts the lines of several services named together
("service_list": a comma list) — a store's callers' errors over its trouble are one figure the query states, never a sum
the answer makes. Keys by SQL on the demo world."""

from __future__ import annotations

import sqlite3

import pytest

from superbiz.sources.world import World
from superbiz.tools.base import ToolContext, ToolRegistry

_WINDOW = {"start": "2026-11-27T16:00:00Z", "end": "2026-11-28T06:00:00Z"}


def _sql(world: World, sql: str) -> list[tuple]:
    with sqlite3.connect(str(world.engine.url.database)) as conn:
        return conn.execute(sql).fetchall()


@pytest.mark.spec("Answer the question that was asked")
def test_the_log_query_counts_several_services_together(registry: ToolRegistry, ctx: ToolContext,
                                                        world: World) -> None:
    """Held-out rindcellar-db-callers-errors-zh ("今天mysql的调用方报了多少错 pg那边的调用方呢"): the callers'
    ERROR lines over the store's trouble, counted by the query."""
    two = [n for n, in _sql(world, "SELECT service FROM log_record WHERE level = 'ERROR' GROUP BY service "
                                   "ORDER BY count(*) DESC LIMIT 2")]
    keyed = _sql(world, "SELECT count(*) FROM log_record WHERE level = 'ERROR' AND ts >= '2026-11-27 16:00:00' "
                        f"AND ts <= '2026-11-28 06:00:00' AND service IN ('{two[0]}', '{two[1]}')")[0][0]
    result = registry.invoke("query_logs", {"service_list": ",".join(two), "level": "ERROR", "limit": 1, **_WINDOW},
                             ctx)
    summary = next(r.text for r in result.evidence_refs if r.raw_path == "summary")
    assert f"services={','.join(two)} level=ERROR" in summary and f": {keyed} matching records" in summary, summary
    assert len(two) == 2 and keyed > 0


@pytest.mark.spec("Answer the question that was asked")
def test_services_beside_one_service_is_a_clear_error(registry: ToolRegistry, ctx: ToolContext) -> None:
    result = registry.invoke("query_logs", {"service_list": "a,b", "service": "a", **_WINDOW}, ctx)
    assert result.status == "error" and "leave service and team out" in (result.error or ""), result.error
