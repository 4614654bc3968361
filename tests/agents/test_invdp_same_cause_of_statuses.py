"""invDP (issue 10, opened dunecamp): "the failed X and the failed Y - same root cause?" over two record statuses.

Each side of the question names its own status by a word of it ("bookings" ↔ BOOKING_FAILED; a side saying only
"failed" is the one failing status the other side does not name); the planner queries each status's records and
their error codes decide: none in common → "不是（推断）", one and the same code → "是（推断）". Before, the two
services the words named were judged by their dependency chains and the answer said neither (or "yes" from a
caller they share)."""

from __future__ import annotations

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_terms import same_cause_statuses
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem
from tests.agents.synthetic import CATALOG, NOW

_STATUSES = ("RESERVED", "CHECKED_IN", "RESERVATION_FAILED", "SHUTTLE_FAILED")


def test_each_side_names_its_status_a_side_saying_only_failed_takes_the_other_failing_one() -> None:
    question = "the failed reservations and the failed van pickups last night - same root cause?"
    assert same_cause_statuses(question, _STATUSES) == ["RESERVATION_FAILED", "SHUTTLE_FAILED"]
    assert same_cause_statuses("were the shuttle failures and the reservation failures one problem?",
                               _STATUSES) == ["SHUTTLE_FAILED", "RESERVATION_FAILED"]


def test_a_status_without_fail_in_its_name_is_named_by_its_word() -> None:
    statuses = ("SETTLED", "PENDING_REVIEW", "FAILED_POSTING", "RATE_UNAVAILABLE")
    assert same_cause_statuses("posting failures and the rate-unavailable ones - same cause?",
                               statuses) == ["FAILED_POSTING", "RATE_UNAVAILABLE"]


def test_sides_naming_no_status_or_one_and_the_same_give_none() -> None:
    assert same_cause_statuses("do ledger-service and vault-db share a root cause?", _STATUSES) == []
    assert same_cause_statuses("the failed reservations and the failed reservations - same cause?", _STATUSES) == []


def test_the_plan_asks_each_statuses_records_and_no_suspect() -> None:
    catalog = CATALOG.model_copy(update={"order_statuses": _STATUSES})
    plan = offline_plan("the failed reservations and the failed van pickups - same root cause?", catalog, now=NOW,
                        lookup_ids=lambda _: {})
    assert plan.statuses == ["RESERVATION_FAILED", "SHUTTLE_FAILED"] and "yes_no" in plan.aspects
    assert not plan.suspect_terms
    asked = [c.arguments.get("status") for c in plan.calls if c.tool == "query_order" and c.arguments.get("status")]
    assert asked == ["RESERVATION_FAILED", "SHUTTLE_FAILED"], asked


_DESCRIPTIONS = {"front-app": "客人预约App / guest reservation app",
                 "resv-svc": "营地预约服务 / camp reservation service",
                 "vanbus": "面包车接驳调度 / van shuttle scheduler", "pay": "支付服务 / payments"}


def test_a_chinese_side_names_the_status_its_descriptions_english_words_name() -> None:
    """"预约失败和接驳失败是同一个原因吗": 预约 and 接驳 are held by descriptions whose English words name a status."""
    assert same_cause_statuses("预约失败和接驳失败是同一个原因吗", _STATUSES, _DESCRIPTIONS) == [
        "RESERVATION_FAILED", "SHUTTLE_FAILED"]


def test_a_follow_up_asking_if_the_two_are_one_cause_takes_the_two_earlier_questions_as_its_sides() -> None:
    """dunecamp-followup-same-cause-zh's pattern: "这俩是同一个原因吗" after "X 失败是啥原因" / "那 Y 失败呢"."""
    catalog = CATALOG.model_copy(update={"order_statuses": _STATUSES, "descriptions": _DESCRIPTIONS})
    plan = offline_plan("这俩是同一个原因吗", catalog, now=NOW, lookup_ids=lambda _: {},
                        earlier_questions=("预约失败是啥原因", "那接驳失败呢"))
    assert plan.statuses == ["RESERVATION_FAILED", "SHUTTLE_FAILED"] and "yes_no" in plan.aspects, plan


def _item(cid: str, status: str, codes: str) -> MaterialItem:
    return MaterialItem(claim_id=cid, claim_type="observation",
                        text=f"状态为 {status} 的订单按错误码（两状态是否同因的对比之一）：{codes}")


def _head(*items: MaterialItem) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="yes_no", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, subjects=("ledger-service", "vault-db"), timezone="UTC", same_cause=True)
    return lead_lines(material, brief)[0]


def test_records_of_no_common_code_say_no_and_of_one_code_say_yes() -> None:
    head = _head(_item("c1", "RESERVATION_FAILED", "RSV-5409: 18"), _item("c2", "SHUTTLE_FAILED", "RSV-5172: 13"))
    assert head.startswith("不是（推断）") and "RSV-5409" in head and "RSV-5172" in head, head
    head = _head(_item("c1", "RESERVATION_FAILED", "RSV-5409: 18"), _item("c2", "SHUTTLE_FAILED", "RSV-5409: 4"))
    assert head.startswith("是（推断）"), head
