"""The lead's rule, stop 51 (issue 10): a team's alerts counted.

"维修组那边今天响了几条告警" (kartlap): 维修组 is the team "车队维修组 PitCrew", whose two services (the maintenance app
and its cache) both alerted in the morning's cache storm. The word 维修 alone names the maintenance app (its
description), so one alert was counted; the team word names every service of the team, and the count is the alert
query's own over the team (a sum over each service's query would be a number no tool states). English: "the pit
crew team", "team Payments". A team whose services had no alert is answered 0, not left unanswered.

Keys by SQL on the generated world (times stored naive UTC; kartlap's local day began 2026-10-13 13:00 UTC).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.agents.world_chat import ask_head, sql_text, world_service

_TODAY = "2026-10-13 13:00:00"


def _team_alerts(url: str, word: str) -> tuple[str, list[str]]:
    count = sql_text(url, f"SELECT count(*) FROM alert WHERE starts_at >= '{_TODAY}' AND service IN "
                          f"(SELECT name FROM service WHERE team LIKE '%{word}%')")
    members = sql_text(url, f"SELECT group_concat(name) FROM service WHERE team LIKE '%{word}%'").split(",")
    return count, members


@pytest.mark.spec("Answer the question that was asked")
def test_a_team_word_counts_the_alerts_of_every_service_of_the_team(tmp_path: Path) -> None:
    with world_service(tmp_path, "kartlap") as (service, url):
        head = ask_head(service, "维修组那边今天响了几条告警")
        count, members = _team_alerts(url, "维修组")
    assert int(count) >= 2 and len(members) >= 2
    assert f"共 {count} 个" in head and all(m in head for m in members), (count, members, head)


@pytest.mark.spec("Answer the question that was asked")
def test_a_team_named_in_english_counts_its_alerts_too(tmp_path: Path) -> None:
    with world_service(tmp_path, "kartlap") as (service, url):
        crew = ask_head(service, "how many alerts did the pit crew team get today?")
        crew_count, _ = _team_alerts(url, "PitCrew")
        timing = ask_head(service, "how many alerts did the timing team get today")
        timing_count, _ = _team_alerts(url, "Timing")
    assert f"共 {crew_count} 个" in crew, crew
    assert f"共 {timing_count} 个" in timing and "PitCrew" not in timing, timing


@pytest.mark.spec("Answer the question that was asked")
def test_a_team_whose_services_had_no_alert_is_answered_none(tmp_path: Path) -> None:
    with world_service(tmp_path, "kartlap") as (service, url):
        head = ask_head(service, "前台预订组今天有几条告警")
        count, members = _team_alerts(url, "前台预订组")
    assert count == "0" and "共 0 个" in head and all(m in head for m in members), (count, head)
