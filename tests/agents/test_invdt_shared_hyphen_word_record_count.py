"""Issue 10 pattern opened by invDT (spec scenario "records", a count in the domain's words): "how many ore-car trips
got aborted today?" — a hyphenated word two services' descriptions hold is the domain's own word (it names neither
and is no unknown service: no gap), and "got aborted" fails the records, so the records of the status the words
match are counted."""

from __future__ import annotations

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import asks_failed_records
from tests.agents.synthetic import CATALOG, NOW

_CATALOG = CATALOG.model_copy(update={
    "descriptions": {"basket-service": "礼品卡购物车 / gift-card baskets", "vault-db": "gift-card vault database"},
    "order_statuses": ("PAID", "BASKET_ABORTED", "PAYMENT_FAILED")})


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
