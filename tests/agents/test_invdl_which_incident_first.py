"""invDL (issue 10, old axepass case): "which one started first?" after "which services are failing right now?" —
the incidents going on, in the order they began, each by its own earliest anomaly: the follow-up repeated the
overview of the earlier hour, where the older incident's start (its deploy's first errors) lay before the window and
only the alerts' later firing times were told (dev: harbor-followup-which-incident-started-first-en,
stagecast-followup-which-incident-first-zh)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import sql_text, world_service

_OVERVIEW = "which services are failing right now?"


def test_a_which_first_follow_up_of_an_overview_reads_the_incidents_from_their_starts() -> None:
    before = offline_plan(_OVERVIEW, CATALOG, now=NOW)
    plan = offline_plan("which one started first?", CATALOG, now=NOW, earlier_questions=[_OVERVIEW])
    assert plan.incidents_first and plan.aspects == ["overview"]
    assert plan.window_start < before.window_start and plan.window_end == before.window_end
    #: two sides named: the sides' own onsets, no incidents
    named = offline_plan("which started first, basket-service or vault-db?", CATALOG, now=NOW,
                         earlier_questions=[_OVERVIEW])
    assert not named.incidents_first
    assert not offline_plan(_OVERVIEW, CATALOG, now=NOW).incidents_first


def _local(stamp: str, zone: str) -> str:
    return f"{datetime.fromisoformat(stamp).replace(tzinfo=UTC).astimezone(ZoneInfo(zone)):%H:%M:%S}"


def test_the_incidents_going_on_are_told_in_the_order_they_began(tmp_path: Path) -> None:
    with world_service(tmp_path, "harbor") as (service, url):
        service.ask("what's failing right now?", user_id="dl", conversation_id="c")
        head = service.ask("which of them started first?", user_id="dl", conversation_id="c").answer.split("\n")[0]
        cache = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'fare-cache' AND level = 'WARN' "
                              "AND ts >= '2026-10-14 17:00'")
        worker = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'manifest-worker' AND level = 'WARN' "
                               "AND ts >= '2026-10-14 17:00'")
    zone = "America/New_York"
    assert head.startswith("fare-cache 的事件先开始"), head
    assert _local(cache[:19], zone) in head and _local(worker[:19], zone) in head, head
    assert head.index(_local(cache[:19], zone)) < head.index(_local(worker[:19], zone))
