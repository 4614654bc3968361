"""Onset/end/duration patterns of the opened paydesk and coursepad worlds, on a catalogue of no real world: a night
running into the next morning ("昨晚到今天凌晨"), a duration asked as "慢了几分钟", and a service named by an alias
word in the plural ("how long were ledgers broken")."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG, NOW

_DESCRIBED = CATALOG.model_copy(update={"descriptions": {"ledger-service": "ledger and reconciliation",
                                                         "vault-db": "ledger database"}})


@pytest.mark.parametrize("question", [
    "昨晚到今天凌晨那个证书故障前后一共多长时间",
    "from last night into this morning, how long was ledger-service down?",
    "ledger-service 昨晚一直到今天凌晨出了多久的问题",
])
def test_a_night_into_the_next_morning_is_one_window(question: str) -> None:
    """Pattern "night into the morning": yesterday 18:00 to the end of the morning part named (凌晨: 06:00; morning:
    12:00) — never the small hours of the day before (the first part word alone)."""
    plan = offline_plan(question, CATALOG, now=NOW)
    assert plan.window_start == "2031-03-03T18:00:00Z", plan
    assert plan.window_end in ("2031-03-04T06:00:00Z", "2031-03-04T12:00:00Z"), plan
    assert plan.aspects == ["duration"]


@pytest.mark.parametrize("question", ["ledger-service 昨天早上那次慢了几分钟？", "ledger-service 上午挂了多少分钟"])
def test_minutes_slow_asks_a_duration(question: str) -> None:
    assert offline_plan(question, CATALOG, now=NOW).aspects == ["duration"]


@pytest.mark.parametrize(("question", "named"), [
    ("how long were ledgers broken yesterday evening?", ["ledger-service"]),
    ("what broke the ledger this morning?", ["ledger-service"]),
    ("what broke the ledgerx this morning?", []),
])
def test_an_alias_word_in_the_plural_names_its_service(question: str, named: list[str]) -> None:
    """Pattern "plural alias": "ledgers" names the application that owns the alias word "ledger" (shared with its
    database, so the application); a longer word that only starts with it names nothing."""
    assert offline_plan(question, _DESCRIBED, now=NOW).services[:1] == named


def test_a_plural_alias_does_not_name_a_second_service_beside_a_named_one() -> None:
    """"Ledgers can't post — basket-service keeps failing": basket-service is named; the plural names nothing more
    (a plural is read only when the question names no service otherwise)."""
    plan = offline_plan("Ledgers can't post — basket-service keeps failing. Where is this coming from?", _DESCRIBED,
                        now=NOW)
    assert plan.services[:1] == ["basket-service"] and "ledger-service" not in plan.services[:1], plan


def test_a_database_described_as_x_shujuku_is_named_x_ku() -> None:
    """Pattern "short database name": "账务库" names the service described "账务数据库 (MySQL)"."""
    catalog = CATALOG.model_copy(update={"descriptions": {"vault-db": "账务数据库 (MySQL)"}})
    plan = offline_plan("账务库锁等待那次一共搞了多长时间", catalog, now=NOW)
    assert plan.services[:1] == ["vault-db"] and plan.aspects == ["duration"], plan


def test_a_team_called_time_is_not_named_by_what_time() -> None:
    """"what time did it clear up" names no service of a team "考勤组 Time" (it named one: the wrong incident)."""
    catalog = CATALOG.model_copy(update={"teams": {"basket-service": "考勤组 Time"}})
    assert offline_plan("ledger-service: what time did it clear up?", catalog, now=NOW).services[:1] == [
        "ledger-service"]
    assert "basket-service" not in offline_plan("the cert thing overnight - what time did it clear up?", catalog,
                                                now=NOW).services


@pytest.mark.parametrize("question", ["the cert thing overnight - what time did it clear up?",
                                      "the payout outage last night, when did it end?"])
def test_the_questions_own_thing_is_what_it_refers_to(question: str) -> None:
    """Pattern "own referent": "the <words> thing/outage … it" — the pronoun is the question's own incident, not
    an unresolved reference (which gathers no evidence): every service's alerts and errors are searched."""
    plan = offline_plan(question, CATALOG, now=NOW)
    assert not plan.unresolved_pronoun and plan.aspects == ["end"], plan
    assert any(c.tool == "query_logs" and "service" not in c.arguments for c in plan.calls), plan.calls


def test_it_without_a_thing_of_its_own_is_still_unresolved() -> None:
    assert offline_plan("what time did it clear up?", CATALOG, now=NOW).unresolved_pronoun


def test_a_description_head_before_engine_names_its_service() -> None:
    """Pattern "engine head": "薪资核算" names the service described "薪资核算引擎", not (also) the one whose team word
    "薪资" it contains."""
    catalog = CATALOG.model_copy(update={"descriptions": {"ledger-service": "薪资核算引擎（应发、扣款）"},
                                         "teams": {"basket-service": "薪资组 Payroll"}})
    assert offline_plan("薪资核算那块儿今天几点开始不对劲的？", catalog, now=NOW).services == ["ledger-service"]
