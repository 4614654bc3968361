"""Stop 43 (invIC; opened pollenrun, proofwed, shelfback): a yes/no whether a trouble or a change failed records,
said with the records as the verb's object ("did the db slowdown at six actually fail any client selections?", "did
last night's deploy void any route plans?", "did X time out any bookings?") — answered by the count of the status
the verb and noun name (it was the health of the trouble's service: "否，X 有异常"); and "act up" in any form asks
whether there was a trouble (yes = it acted up; it answered "否，X 有异常")."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.plan import _IT_CAUSED_ZH, offline_plan
from superbiz.agents.question import asks_about_problems, asks_failed_records, status_matches
from superbiz.render.answer_base import ANY_RECORDS_FAILED
from tests.agents.synthetic import CATALOG
from tests.agents.world_chat import ask_head, world_asker, world_service

_STATUSES = ("BOOKED", "COLLECTED", "ROUTE_VOID", "SIGN_FAILED", "SELECTION_FAILED", "UPLOAD_FAILED")


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["did the layout db slowdown at six actually fail any client selections?",
                                      "did last night's routing deploy actually void any grower route plans?",
                                      "did the cache evictions this afternoon actually time out any bookings?",
                                      "has the release cancelled any orders?",
                                      "did yesterday's meal db thing actually reject any hikers' orders?"])
def test_a_trouble_failing_records_as_its_object_is_a_yes_no_over_records(question: str) -> None:
    """pollenrun-routing-deploy-voided-plans-yes-en, proofwed-db-failed-selections-yes-en,
    hutnest-meal-hit-orders-yes-en: the failing verb's object (its owner's possessive before it) is the domain's
    records — a yes/no over their count, like "did any bookings time out?"."""
    assert ANY_RECORDS_FAILED.search(question)
    assert asks_failed_records(question)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["did the deploy fail any health checks?", "did the db fail any queries?"])
def test_a_trouble_failing_calls_or_checks_counts_no_records(question: str) -> None:
    """Checks, queries, requests failed are no records of the domain."""
    assert not asks_failed_records(question)


@pytest.mark.spec("Answer the question that was asked")
def test_void_and_a_records_noun_name_their_status() -> None:
    """pollenrun-routing-deploy-voided-plans-yes-en: "void" names the VOID status; "fail any client selections" the
    selections' failed status (not every failed status)."""
    assert status_matches("did the deploy actually void any route plans?", _STATUSES) == ["ROUTE_VOID"]
    assert status_matches("did the db slowdown actually fail any client selections?", _STATUSES) == [
        "SELECTION_FAILED"]
    #: hutnest-meal-hit-orders-yes-en: the bare verb "reject" names the rejected status as "rejected" does
    assert status_matches("did the db thing actually reject any hikers' orders?", ("BOOKED", "MEAL_REJECTED")) == [
        "MEAL_REJECTED"]


@pytest.mark.spec("Answer the question that was asked")
def test_a_void_status_of_failed_records_is_counted_for_the_yes_no() -> None:
    """pollenrun-routing-deploy-voided-plans-yes-en: ROUTE_VOID (records with an error code) is a failing status."""
    catalog = CATALOG.model_copy(update={"order_statuses": ("BOOKED", "ROUTE_VOID"),
                                         "failed_statuses": ("ROUTE_VOID",)})
    plan = offline_plan("did last night's deploy actually void any route plans?", catalog)
    assert plan.aspects == ["count", "record"], plan
    assert plan.statuses == ["ROUTE_VOID"]


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["did the label printer act up at all this morning?", "is X acting up?",
                                      "did it play up last night?", "has the cache acted up today?"])
def test_act_up_in_any_form_asks_about_a_problem(question: str) -> None:
    """shelfback-label-printer-today-yes-en: "act up" asks whether there was a trouble (yes = unhealthy)."""
    assert asks_about_problems(question)


@pytest.mark.spec("Answer the question that was asked")
def test_trouble_timing_out_records_and_acting_up_answer_over_dev_worlds(tmp_path: Path) -> None:
    """harbor-ic-evictions-time-out-any-bookings-yes-en / -no-en: yes by the afternoon's QUOTE_TIMEOUT records, no
    before noon (it answered the cache's health: "否，fare-cache 有异常")."""
    with world_asker(tmp_path, "harbor") as ask:
        answer, count = ask("did the fare cache evictions this afternoon actually time out any bookings?",
                            "SELECT count(*) FROM orders WHERE status = 'QUOTE_TIMEOUT'")
        assert count > 0
        assert answer.startswith("是，"), answer
        assert f"共 {count} 笔" in answer.splitlines()[0]
        answer, _ = ask("did the fare cache evictions this morning actually time out any bookings?", "SELECT 0")
        assert answer.startswith("没有，"), answer


@pytest.mark.spec("Answer the question that was asked")
def test_acted_up_last_night_answers_yes_over_a_dev_world(tmp_path: Path) -> None:
    """ledgerly-ic-statement-builder-act-up-last-night-yes-en: its warnings last night say yes (it said "否，…
    有异常")."""
    with world_asker(tmp_path, "ledgerly") as ask:
        answer, count = ask("did the statement builder act up at all last night?",
                            "SELECT count(*) FROM log_record WHERE service = 'statement-builder' AND level = 'WARN'")
        assert count > 0
        assert answer.startswith("是，"), answer


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["那它把选片App搞挂了吗", "它是不是把转账服务搞挂了", "那它有没有把 Y 也拖垮了"])
def test_it_as_the_doer_of_a_harm_after_a_change_is_the_suspect(question: str) -> None:
    """proofwed-followup-print-rollout-suspect-zh: "那它把 Y 搞挂了吗" after "X 今晚发版了吗" — 它 is X by its
    change."""
    assert _IT_CAUSED_ZH.search(question)


@pytest.mark.spec("Answer the question that was asked")
def test_it_broke_y_after_a_deploy_question_answers_about_the_change_over_a_dev_world(tmp_path: Path) -> None:
    """ledgerly-ic-followup-it-broke-transfers-no-zh / -front-yes-zh: the deploy asked of first is the suspect, the
    service named after 把 the subject — no for a service whose errors never point at it (it said "是，Y 有异常"),
    yes for the one whose errors call the changed service."""
    with world_service(tmp_path, "ledgerly") as (service, _):
        assert ask_head(service, "account-api 今天发版了吗", "那它把转账服务搞挂了吗").startswith("不是")
        assert ask_head(service, "account-api 今天发版了吗", "那它把 api-front 搞挂了吗").startswith("是")
