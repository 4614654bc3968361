"""The state now and the end of a trouble; a night's bare hour; a name told with an English appositive (invFF: the
opened held-out crabhaul, pyrenshop, datepalm and sunlease).

Spec scenarios: "Onset, end and duration questions" — "is X still <any verb>?" ("still locking up", "still acting
up") and "X 现在还有问题吗" ask the state now: over the recent window, a trouble that ended minutes ago is named as
stopped ("没有，X 现在健康…已于 … 停止"), never "是，X 有异常"; "is it over?" is answered by the end (是, 已于 …
恢复), never the window's health; "积压几点消的" asks the end. "Time expressions" — "between 10pm last night and 6
this morning": a bare hour before a part of the day takes that part's am/pm (one window across midnight). "No
evidence is never a clean bill" — "is fumigo, the fumigation scheduler, down?": a latin name the data does not hold,
told with an appositive that ends in a kind of part, is an unknown service (a gap), never the service a word of the
appositive names. The integration test proves "Verified excerpt supports direct observation": the 否/是 head is read
from verified claims (PASS), beside counts taken from the world's database by SQL.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import asks_still, aspects_of, still_of_any_verb
from superbiz.agents.timeparse import format_local, resolve_time
from tests.agents.synthetic import NOW
from tests.agents.world_chat import sql_text, world_service


@pytest.mark.parametrize("question", ["is the quota ledger db still locking up?", "is the X API still acting up?",
                                      "退税合作方证书现在还有问题吗", "X 还有异常没"])
def test_still_of_any_verb_asks_the_state_now(question: str) -> None:
    assert still_of_any_verb(question)
    #: the health of now answers it (no whole-day end); "is X still failing?" names its end and keeps it
    assert "end" not in aspects_of(question, has_entity=True, has_record=False)
    assert not still_of_any_verb("is X still failing?")


@pytest.mark.parametrize("question", ["is it over?", "is the outage over?"])
def test_over_asks_the_end(question: str) -> None:
    assert "end" in aspects_of(question, has_entity=True, has_record=False)


def test_other_problems_are_not_the_trouble_still_going() -> None:
    assert not asks_still("除了这个，别的还有问题吗")
    assert asks_still("证书现在还有问题吗")


@pytest.mark.parametrize("question", ["冷库积压几点消的？", "告警什么时候消掉的"])
def test_gone_away_asks_the_end(question: str) -> None:
    assert "end" in aspects_of(question, has_entity=True, has_record=False)


def test_a_bare_hour_before_a_part_of_the_day_takes_its_half() -> None:
    zone, now = ZoneInfo("Africa/Lusaka"), datetime(2026, 12, 4, 20, 30, tzinfo=UTC)
    spec = resolve_time("anything break between 10pm last night and 6 this morning?", now=now, zone=zone)
    assert (format_local(spec.start, zone), format_local(spec.end, zone)) == ("2026-12-03 22:00", "2026-12-04 06:00")
    spec = resolve_time("any errors from 11 last night to 2 this morning?", now=now, zone=zone)
    assert (format_local(spec.start, zone), format_local(spec.end, zone)) == ("2026-12-03 23:00", "2026-12-04 02:00")


_CATALOG = Catalog(
    services=("sched-api", "tracking-api"),
    dependencies={}, dependency_kinds={},
    descriptions={"sched-api": "排程接口 / scheduling API", "tracking-api": "货运追踪 / shipment tracking API"},
    timezone="UTC", data_start=datetime(2031, 3, 2, tzinfo=UTC), data_end=NOW, silent=frozenset(),
)


def test_an_unheld_name_told_with_an_appositive_is_a_gap() -> None:
    plan = offline_plan("is yardmind, the container tracking scheduler, down?", _CATALOG, now=NOW)
    assert plan.unknown_services == ["yardmind"] and not plan.services
    #: a held name with its appositive stays that service; a plain word before one names nothing
    assert offline_plan("is tracking-api, the shipment tracking service, down?", _CATALOG,
                        now=NOW).services == ["tracking-api"]
    assert "well" not in offline_plan("well, the tracking service, is it down?", _CATALOG, now=NOW).unknown_services


@pytest.mark.spec("Verified excerpt supports direct observation")
def test_a_trouble_ended_minutes_ago_is_no_longer_going_on(tmp_path: Path) -> None:
    """ledgerly: account-api's errors and alert ended about 20 minutes before now — "still acting up?" is 否 and
    "is it over?" after its onset is 是, both read from the verified end (PASS)."""
    with world_service(tmp_path, "ledgerly") as (service, url):
        recent = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'account-api' AND level IN "
                                   "('WARN', 'ERROR') AND ts >= datetime((SELECT value FROM world_meta WHERE key = "
                                   "'anchor_time'), '-15 minutes')"))
        resolved = int(sql_text(url, "SELECT count(*) FROM alert WHERE service = 'account-api' AND state = "
                                     "'resolved'"))
        assert recent == 0 and resolved > 0
        still = service.ask("is the account profile API still acting up?", user_id="invff")
        assert still.verdict == "PASS" and still.answer.startswith(("否", "没有"))
        assert "现在健康" in still.answer.split("\n", 1)[0]
        service.ask("when did the account-api errors start this morning?", user_id="invff", conversation_id="ff")
        over = service.ask("is it over?", user_id="invff", conversation_id="ff")
        assert over.verdict == "PASS" and over.answer.startswith("是")
