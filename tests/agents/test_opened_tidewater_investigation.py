"""Patterns of the opened tidewater world (issue 10, round 4), on a catalogue of no real world: a suspect yes/no
whose symptom is told in words, counts of records, and follow-ups that inherit the earlier question's topic."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG, NOW


@pytest.mark.parametrize("question", [
    "今天早上订单老是付不了款，是不是 vault-db 查询太慢搞的？",
    "were this morning's failed payments caused by vault-db?",
    "今天上午付款失败，是 vault-db 慢查询导致的吗？",
])
def test_a_suspect_with_a_symptom_told_in_words_is_the_suspect(question: str) -> None:
    """Pattern "suspect yes/no answered by WARN lines and a resolved alert": the one service named is the suspect
    (queried as such, its anomalies answer yes, its clean window no), not a subject without a suspect."""
    plan = offline_plan(question, CATALOG, now=NOW)
    assert plan.aspects == ["yes_no"] and plan.suspects == ["vault-db"], plan


def test_a_versioned_suspect_keeps_the_service_as_the_subject() -> None:
    plan = offline_plan("Was the ledger-service outage caused by the 3.18.0 deploy?", CATALOG, now=NOW)
    assert plan.suspects == [] and plan.suspect_terms == ["3.18.0"] and plan.services == ["ledger-service"]


@pytest.mark.parametrize("question", ["今天有几张订单状态是 PAYMENT_FAILED？", "今天有几件订单是 REFUNDED？"])
def test_a_count_with_a_measure_word_counts_records(question: str) -> None:
    """Pattern "counts of records": 几张/几件 ask a count of the records of that status, not one record."""
    plan = offline_plan(question, CATALOG, now=NOW)
    assert "count" in plan.aspects and "record" in plan.aspects and plan.error_codes == [], plan
    calls = [c.arguments for c in plan.calls if c.tool == "query_order"]
    assert calls and all(c.get("status") in ("PAYMENT_FAILED", "REFUNDED") for c in calls), calls


def test_a_total_and_its_failed_records_are_both_queried() -> None:
    """"how many came in, and how many of those failed?": the window's aggregate (total, failed) first."""
    plan = offline_plan("between 9 and 11 this morning how many orders were created, and how many of those failed?",
                        CATALOG, now=NOW)
    orders = [c.arguments for c in plan.calls if c.tool == "query_order"]
    assert orders and "status" not in orders[0] and orders[0]["start"] == plan.window_start, orders


@pytest.mark.parametrize(("earlier", "question"), [
    ("今天早上是不是有订单付款失败了？", "有多少张"),
    ("did payments fail this morning?", "and how many?"),
])
def test_a_bare_count_follow_up_counts_the_earlier_questions_records(earlier: str, question: str) -> None:
    """Pattern "follow-up count inherits the topic": the earlier question's records in its window, not log lines."""
    first = offline_plan(earlier, CATALOG, now=NOW)
    plan = offline_plan(question, CATALOG, now=NOW, earlier_questions=(earlier,))
    assert "count" in plan.aspects and "record" in plan.aspects, plan
    orders = [c.arguments for c in plan.calls if c.tool == "query_order"]
    assert orders and orders[0].get("start") == first.window_start and "status" not in orders[0], orders


def test_a_bare_count_after_a_question_about_no_records_is_no_record_count() -> None:
    plan = offline_plan("and how many?", CATALOG, now=NOW, earlier_questions=("is ledger-service throwing errors?",))
    assert "record" not in plan.aspects


def test_the_domains_own_record_noun_is_read_from_its_statuses() -> None:
    """"how many enrolment requests failed?" with a status ENROLMENT_FAILED: records, though "enrolment" is no
    record word of the engine's own; a count of log lines with that word is not."""
    catalog = CATALOG.model_copy(update={"order_statuses": ("ENROLLED", "ENROLMENT_FAILED")})
    plan = offline_plan("between 9 and 11 this morning, how many enrolment requests came in and how many failed?",
                        catalog, now=NOW)
    assert "record" in plan.aspects and plan.statuses == ["ENROLMENT_FAILED"], plan
    assert "record" not in offline_plan("how many enrolment errors were logged today?", catalog, now=NOW).aspects


def test_a_how_to_follow_up_without_terms_of_its_own_asks_about_the_earlier_question() -> None:
    """Pattern "follow-up how-to inherits the topic": the knowledge query is built from the earlier question's
    terms (the certificate), not from "下次再遇到"."""
    plan = offline_plan("下次再遇到该怎么办", CATALOG, now=NOW,
                        earlier_questions=("昨晚半夜付款一直失败是证书的问题对吧",))
    query = next(c.arguments["query"] for c in plan.calls if c.tool == "lookup_knowledge")
    assert "证书" in query and "下次" not in query and "昨晚" not in query, query


def test_a_how_to_with_terms_of_its_own_keeps_them() -> None:
    plan = offline_plan("证书过期了该怎么处理？", CATALOG, now=NOW,
                        earlier_questions=("ledger-service 现在积压严重吗？",))
    assert plan.topic == ""
    query = next(c.arguments["query"] for c in plan.calls if c.tool == "lookup_knowledge")
    assert "证书" in query and "积压" not in query, query


def test_the_one_service_named_before_the_yes_no_marker_stays_the_subject() -> None:
    """"X 一直失败是证书的问题对吧": X is the subject, the certificate the suspect (no service suspected)."""
    plan = offline_plan("昨晚 ledger-service 一直失败是证书的问题对吧", CATALOG, now=NOW)
    assert plan.suspects == [] and plan.services == ["ledger-service"], plan
