"""Issue 10 pattern opened by invDT (spec scenario "records", a count in the domain's words): "how many ore-car trips
got aborted today?" — a hyphenated word two services' descriptions hold is the domain's own word (it names neither
and is no unknown service: no gap), and "got aborted" fails the records, so the records of the status the words
match are counted; so does "多少次验票失败" (a thing done, failing, counted by times)."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import asks_failed_records
from tests.agents.synthetic import CATALOG, NOW

_CATALOG = CATALOG.model_copy(update={
    "descriptions": {"basket-service": "礼品卡购物车 / gift-card baskets", "vault-db": "gift-card vault database"},
    "order_statuses": ("PAID", "BASKET_ABORTED", "PAYMENT_FAILED")})
_ZH_CATALOG = CATALOG.model_copy(update={"descriptions": {"ledger-service": "付款记账 / payments ledger"}})


def test_records_that_got_aborted_are_failed_records() -> None:
    assert asks_failed_records("how many ore-car trips got aborted today?")
    assert not asks_failed_records("how many requests got aborted today?")


def test_a_hyphenated_word_of_two_descriptions_is_no_unknown_service() -> None:
    plan = offline_plan("how many gift-card baskets got aborted today?", _CATALOG, now=NOW, lookup_ids=lambda _: {})
    assert plan.unknown_services == [] and plan.statuses == ["BASKET_ABORTED"], plan
    assert {"count", "record"} <= set(plan.aspects)


def test_a_hyphenated_name_no_description_holds_is_still_unknown() -> None:
    plan = offline_plan("how many errors has loyalty-points logged today?", _CATALOG, now=NOW, lookup_ids=lambda _: {})
    assert plan.unknown_services == ["loyalty-points"]


@pytest.mark.parametrize("question", ["今天早上一共有多少次付款失败？", "今天付款失败了几次"])
def test_a_thing_done_failing_counted_by_times_counts_its_failed_status(question: str) -> None:
    """"今天早上一共有多少次验票失败？": the words and 失败 match one failed status — its records are counted."""
    plan = offline_plan(question, _ZH_CATALOG, now=NOW, lookup_ids=lambda _: {})
    assert "record" in plan.aspects and plan.statuses == ["PAYMENT_FAILED"], plan


@pytest.mark.parametrize("question", ["今天 ledger-service 失败了几次", "今天付款服务失败了几次",
                                      "今天付款失败报了几次错"])
def test_a_service_failing_counted_by_times_stays_its_lines(question: str) -> None:
    plan = offline_plan(question, _ZH_CATALOG, now=NOW, lookup_ids=lambda _: {})
    assert "record" not in plan.aspects, plan
