"""invAR: a suspect asked as one cause among others, and a service named by the word beside an outage word (opened
lintly, berthly), over a catalogue of no real world. Spec scenario: "yes/no about a suspect" — the suspect is
queried beside the subject and the first sentence answers yes or no about it; a question naming its subject by a
word its description holds ("the booking outage") resolves that service, never no subject at all.

- "one cause among others": "is X also part of why Y is failing, or is it just the backlog?", "does X also play a
  part in …", "is X also to blame for …", "X 也是 Y 失败的原因之一吗" — a yes/no with X the suspect, Y the subject
  (the "why" inside the phrase asks no cause of its own);
- "outage named beside its kind": "was the basket outage caused by a deploy?" — the word before the outage word is
  held by one service's description: that service is the subject, the deploy the suspect (no service); the word
  that is itself an incident's kind ("the cache outage") names no service that way.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import NOW
from tests.agents.test_invag_suspect_by_phrase import CATALOG
from tests.agents.world_chat import world_asker


@pytest.mark.parametrize("question", [
    "Is vault-db also part of why ledger-service is failing, or is it just the backlog?",
    "Does vault-db also play a part in ledger-service failing?",
    "Is vault-db also to blame for ledger-service failing?",
    "vault-db 也是 ledger-service 失败的原因之一吗",
])
def test_a_suspect_asked_as_one_cause_among_others_is_a_yes_no_about_it(question: str) -> None:
    plan = offline_plan(question, CATALOG, now=NOW)
    assert plan.aspects == ["yes_no"] and plan.suspects == ["vault-db"] and plan.services == ["ledger-service"], (
        plan.aspects, plan.services, plan.suspects)


def test_a_why_question_without_the_phrase_still_asks_the_cause() -> None:
    plan = offline_plan("Why is ledger-service failing?", CATALOG, now=NOW)
    assert "cause" in plan.aspects and "yes_no" not in plan.aspects


def test_the_word_beside_an_outage_word_names_its_service() -> None:
    plan = offline_plan("Was the basket outage we have right now caused by a deploy?", CATALOG, now=NOW)
    assert plan.aspects == ["yes_no"] and plan.services == ["basket-service"] and plan.suspects == [], (
        plan.services, plan.suspects)
    assert plan.cause_changes  # the deploy is the suspect: the subject's change events are searched


def test_of_several_described_by_the_word_the_one_whose_team_holds_it_is_named() -> None:
    catalog = CATALOG.model_copy(update={
        "descriptions": {**CATALOG.descriptions, "edge-router": "购物篮 App 网关 / basket app gateway"},
        "teams": {"basket-service": "购物篮组 Basket", "edge-router": "平台组 Platform"}})
    plan = offline_plan("Was the basket outage we have right now caused by a deploy?", catalog, now=NOW)
    assert plan.services == ["basket-service"] and plan.suspects == [], (plan.services, plan.suspects)


def test_an_incident_kind_beside_the_outage_word_names_no_service_by_its_description() -> None:
    plan = offline_plan("Was the cache outage we have right now caused by a deploy?", CATALOG, now=NOW)
    assert "basket-service" not in plan.services and "till-service" not in plan.services


def test_two_services_blamed_on_a_deploy_are_both_subjects_not_one_the_suspect() -> None:
    plan = offline_plan("Was the basket-service and till-service outage caused by a deploy?", CATALOG, now=NOW)
    assert plan.services == ["basket-service", "till-service"] and plan.suspects == [], (plan.services, plan.suspects)


# "two incidents of one service named by their events" (opened skilift): "X 昨天证书那次 和 今天缓存那次，哪次报错更
# 多？" — each side counts the one error code its episode began in its window; today's day part also holds the
# certificate episode's lines carried past midnight, which the cache side never counts.

def test_sides_named_by_their_events_compare_each_episode_own_code(tmp_path: Path) -> None:
    with world_asker(tmp_path, "harbor") as ask:
        question = "booking-api 昨天证书那次 和 今天缓存那次，哪次报错更多？"
        answer, cache = ask(question, "SELECT count(*) FROM log_record WHERE service = 'booking-api' "
                                      "AND error_code = 'BKG-5021'")
        _, carried = ask(question, "SELECT count(*) FROM log_record WHERE service = 'booking-api' "
                                   "AND error_code = 'BKG-5040' AND ts >= '2026-10-14 04:00:00'")
    head = answer.splitlines()[0]
    assert carried > 0, "the certificate episode ran past local midnight into today"
    assert "BKG-5021 的 ERROR 日志：" in head and f"共 {cache} 条" in head, answer
    assert f"共 {cache + carried} 条" not in head, answer


def test_a_pair_of_day_parts_without_events_keeps_the_level_counts() -> None:
    assert not offline_plan("ledger-service 昨天下午和今天上午，哪次报错更多？", CATALOG, now=NOW).episode_codes
    assert offline_plan("ledger-service 昨天下午锁那次 和 今天上午缓存那次，哪次报错更多？", CATALOG,
                        now=NOW).episode_codes


def test_a_queue_backlog_asked_as_part_of_the_cause_stays_the_cause_question() -> None:
    #: the backlog is the consumer's lag, never the queue's own lines: not a yes/no read from the silent queue
    plan = offline_plan("Is the paint-queue backlog also part of why paint-worker is failing?", CATALOG, now=NOW)
    assert "yes_no" not in plan.aspects and "cause" in plan.aspects, plan.aspects
