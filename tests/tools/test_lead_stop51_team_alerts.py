"""The alert query over a team (stop 51, the lead): "交易组今天响了几条告警" is answered with the count the query
itself states for the team's services — never a sum the answer makes over each service's own query. Keys by SQL on
the demo world."""

from __future__ import annotations

import sqlite3

import pytest

from superbiz.sources.world import World
from superbiz.tools.base import ToolContext, ToolRegistry

_WINDOW = {"start": "2026-11-27T16:00:00Z", "end": "2026-11-28T06:00:00Z"}


def _sql(world: World, sql: str) -> list[tuple]:
    path = world.engine.url.database
    with sqlite3.connect(str(path)) as conn:
        return conn.execute(sql).fetchall()


@pytest.mark.spec("Answer the question that was asked")
def test_the_alert_query_lists_and_counts_one_teams_alerts(registry: ToolRegistry, ctx: ToolContext,
                                                           world: World) -> None:
    team, = _sql(world, "SELECT team FROM service GROUP BY team HAVING count(*) >= 2")[0]
    members = sorted(n for n, in _sql(world, f"SELECT name FROM service WHERE team = '{team}'"))
    keyed = _sql(world, "SELECT count(*) FROM alert WHERE starts_at <= '2026-11-28 06:00:00' AND (ends_at IS NULL "
                        f"OR ends_at >= '2026-11-27 16:00:00') AND service IN (SELECT name FROM service "
                        f"WHERE team = '{team}')")[0][0]
    result = registry.invoke("query_metrics", {"team": team[:2] + "组" if team.endswith("组") else team,
                                               "state": "any", **_WINDOW}, ctx)
    assert result.status == "ok" and keyed >= 2
    assert {a["service"] for a in result.data["alerts"]} <= set(members) and len(result.data["alerts"]) == keyed
    summary = next(r.text for r in result.evidence_refs if r.raw_path == "summary")
    assert f"team={team} services={','.join(members)}" in summary, summary
    firing = sum(a["state"] == "firing" for a in result.data["alerts"])
    assert f"{firing} firing alerts, {keyed - firing} resolved alerts" in summary, summary
    assert not result.data["series"]  # a team's alerts only: no service's series


@pytest.mark.spec("Answer the question that was asked")
def test_a_team_word_no_team_or_several_teams_hold_is_a_clear_error(registry: ToolRegistry,
                                                                   ctx: ToolContext) -> None:
    for team, error in (("Nobody Team", "no team of the service catalogue"), ("组", "several teams"),
                        ("交易组", "leave service and metric out")):
        extra = {"service": "order-service"} if team == "交易组" else {}
        result = registry.invoke("query_metrics", {"team": team, **extra, **_WINDOW}, ctx)
        assert result.status == "error" and error in (result.error or ""), (team, result.error)
