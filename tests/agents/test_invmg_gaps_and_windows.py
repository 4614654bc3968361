"""Question patterns of stop 47 (investigator invMG: gaps and windows), on no real world: a latin name the data
does not hold told after its description ("驯兽师排班系统 lionrota", "the brine pump controller pumpmaster") is an
unknown service (a gap), never the service a word of the description names."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.timeparse import format_local, resolve_time
from tests.agents.synthetic import NOW

_CATALOG = Catalog(
    services=("rota-api", "brine-api"),
    dependencies={}, dependency_kinds={},
    descriptions={"rota-api": "演员排班服务", "brine-api": "brine pond sensor API"},
    timezone="UTC", data_start=datetime(2031, 3, 2, tzinfo=UTC), data_end=NOW, silent=frozenset(),
)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "name"), [
    ("驯兽师排班系统 lionrota 今天正常吗", "lionrota"),
    ("any errors on the brine pump controller pumpmaster?", "pumpmaster"),
    ("how is the pond level monitor levelwise?", "levelwise"),
])
def test_an_unheld_name_after_its_description_is_a_gap(question: str, name: str) -> None:
    """bigtopia-unknown-service-zh, saltpan-noev-service-en: the description before the name holds a word of a
    held service (排班, brine), yet the name asked is none of the data's — an unknown service, stated as a gap."""
    plan = offline_plan(question, _CATALOG, now=NOW)
    assert plan.unknown_services == [name] and not plan.services


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "service"), [
    ("is the brine sensor service down?", "brine-api"),
    ("is the brine sensor api brine-api down?", "brine-api"),
    ("演员排班服务 rota-api 今天正常吗", "rota-api"),
])
def test_a_description_closing_on_a_state_word_or_a_held_name_names_the_service(question: str, service: str) -> None:
    """A state word after the description ("… service down?") names nothing; a held name after it is that service."""
    plan = offline_plan(question, _CATALOG, now=NOW)
    assert plan.services == [service] and not plan.unknown_services


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["how many requests failed during the midnight db mess?",
                                      "is there a backlog on the brine sensor queue backlog?",
                                      "any trouble with the brine sensor api outage?"])
def test_a_trouble_noun_after_a_description_is_no_name(question: str) -> None:
    """A trouble's noun closing the clause after a part's description ("the midnight DB mess") names no service."""
    assert not offline_plan(question, _CATALOG, now=NOW).unknown_services


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "start", "end"), [
    ("anything broken on the booking side 3 days ago in the evening?", "2031-03-01 17:00", "2031-03-02 00:00"),
    ("5 days ago", "2031-02-27 00:00", "2031-02-28 00:00"),
    ("errors 30 minutes ago", None, None),
])
def test_days_counted_back_are_that_day(question: str, start: str | None, end: str | None) -> None:
    """dentaloop-before-data-en: "3 days ago in the evening" is that day's evening (outside the data: a gap), never
    the past three days up to now; minutes or hours ago stay a recent window."""
    spec = resolve_time(question, now=NOW, zone=ZoneInfo("UTC"))
    if start is None:
        assert spec.end == NOW
    else:
        assert (format_local(spec.start, ZoneInfo("UTC")), format_local(spec.end, ZoneInfo("UTC"))) == (start, end)


_MEASURED = Catalog(
    services=("gate-api", "terminal-api"),
    dependencies={}, dependency_kinds={},
    descriptions={"gate-api": "entry gate API / 入口闸机服务",
                  "terminal-api": "retail terminal ticket sales / 零售终端售票服务"},
    timezone="UTC", data_start=datetime(2031, 3, 2, tzinfo=UTC), data_end=NOW, silent=frozenset(),
    metrics=("error_ratio", "latency_p99_ms", "db_pool_in_use"),
)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "gap"), [
    ("what was the car park occupancy around half past eight", "car park occupancy"),
    ("今晚头奖奖池有多少钱", "头奖奖池"),
    ("how many retail terminals are offline right now?", "retail terminals"),
    ("多少台终端离线了？", "终端"),
])
def test_a_value_or_a_state_nothing_of_the_data_holds_is_a_gap(question: str, gap: str) -> None:
    """pawsafari-unmeasured-parking-en, lotterix-jackpot-unmeasured-zh, lotterix-en-unmeasured: a quantity asked
    with a time after it ("… around half past eight"), a sum of money ("有多少钱"), or things counted by a state of
    their own ("terminals are offline") that no metric or status holds are a gap in the head, never a log count."""
    plan = offline_plan(question, _MEASURED, now=NOW)
    assert gap in plan.uncounted, plan.uncounted


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "start", "end"), [
    ("今天零点到零点四十 X 报了多少条 error", "2031-03-04 00:00", "2031-03-04 00:40"),
    ("零点一刻到一点", "2031-03-04 00:15", "2031-03-04 01:00"),
])
def test_minutes_after_midnight_said_in_numerals_are_a_clock(question: str, start: str, end: str) -> None:
    """bigtopia-midnight-window-count-zh: "零点四十" is 00:40 (tens of minutes after 零点), so "零点到零点四十" is that
    window — never the hour around midnight; "零点五" and "零点几" stay numbers (0.5), no clock."""
    zone = ZoneInfo("UTC")
    spec = resolve_time(question, now=NOW, zone=zone)
    assert (format_local(spec.start, zone), format_local(spec.end, zone)) == (start, end)
    assert not resolve_time("错误率零点五算高吗", now=NOW, zone=zone).explicit


@pytest.mark.spec("Answer the question that was asked")
def test_a_bare_twelve_before_noon_is_the_midnight_passed() -> None:
    """signbridge-relay-now-vs-midnight-zh ("relaywave 现在的报错 比十二点前那会儿少了吧？" at 00:40): a bare 十二点
    asked before noon has come is the midnight that began the day (its latest occurrence passed), never noon —
    "中午十二点" and a 12 asked in the afternoon stay noon."""
    zone = ZoneInfo("UTC")
    night = datetime(2031, 3, 4, 0, 40, tzinfo=UTC)
    spec = resolve_time("X 十二点以来报了多少错", now=night, zone=zone)
    assert format_local(spec.start, zone) == "2031-03-04 00:00"
    assert format_local(resolve_time("X 中午十二点以来报了多少错", now=night, zone=zone).start,
                        zone).endswith("12:00")
    afternoon = datetime(2031, 3, 4, 15, 0, tzinfo=UTC)
    assert format_local(resolve_time("X 十二点以来报了多少错", now=afternoon, zone=zone).start,
                        zone) == "2031-03-04 12:00"


_SHOP = Catalog(
    services=("front-api", "price-redis"),
    dependencies={"front-api": ("price-redis",)}, dependency_kinds={"front-api": (("price-redis", "redis"),)},
    descriptions={"front-api": "shop front", "price-redis": "price cache (Redis)"},
    timezone="UTC", data_start=datetime(2031, 3, 2, tzinfo=UTC), data_end=NOW, silent=frozenset(),
)


@pytest.mark.spec("Answer the question that was asked")
def test_now_against_a_named_incident_counts_each_sides_own_episode() -> None:
    """pyrenshop-front-now-vs-yesterday-en ("shop front errors now vs during yesterday evening's price cache mess,
    which had more?"): the price cache only names the other side's incident — the subject is the shop front alone,
    and each side is counted by its own episode's code (the present's the one that began in the recent window, never
    an earlier trouble's tail), not both services' lines in both windows."""
    plan = offline_plan("shop front errors now vs during yesterday evening's price cache mess, which had more?", _SHOP,
                        now=NOW)
    assert plan.services == ["front-api"] and plan.episode_codes
    assert plan.compare_start and plan.compare_start < plan.window_start
