"""Record counts found by the opened himalgear world, on a catalogue of no real world: "多少个<records>被拒/失败了"
counts the domain's records failing, not the log lines of the service its noun names; "这个徒步者今天一共被拒了几次"
after a question about one record counts that record's owner's records."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import asks_failed_records, asks_record_owner, status_matches
from tests.agents.synthetic import CATALOG, NOW


@pytest.mark.parametrize(("question", "asked"), [
    ("今天一共有多少个许可证申请被拒/失败了？", True), ("今天有多少个申请被拒或失败", True),
    ("有几个申请被拒绝、失败了", True), ("今天有多少申请缴费失败了", True),
    ("多少个素材被拒审了", False), ("有多少个请求被拒/失败了", False), ("多少个服务被拒/失败了", False),
])
def test_records_rejected_or_failed_are_records_failing(question: str, asked: bool) -> None:
    """Pattern "records failing, in more words" (opened himalgear: "今天一共有多少个许可证申请被拒/失败了？" counted
    the permit service's log lines by level): "<records>被拒/失败" is the domain's records failing."""
    assert asks_failed_records(question) is asked


def test_rejected_or_failed_records_are_queried_in_their_status() -> None:
    question = "今天一共有多少个申请被拒/失败了？"
    plan = offline_plan(question, CATALOG, now=NOW, lookup_ids=lambda _: {})
    assert {"count", "record"} <= set(plan.aspects)
    assert any(c.tool == "query_order" for c in plan.calls)
    assert status_matches(question, ["SUBMITTED", "ISSUED", "PARTNER_REJECTED"]) == ["PARTNER_REJECTED"]


def _lookup(tokens: object) -> dict[str, str]:
    return {t: "order_id" for t in tokens if t == "ORD-77"}  # type: ignore[attr-defined]


@pytest.mark.parametrize("question", ["这个徒步者今天一共被拒了几次？", "这位持卡人今天失败了几笔？",
                                      "该寄件人一共失败了几单？", "这位付款人今天一共失败了几次？"])
def test_the_owner_named_in_the_domains_own_word_is_the_records_owner(question: str) -> None:
    """Pattern "the owner of a record named before" (opened himalgear: "这个徒步者今天一共被拒了几次？" after
    "<id> 这个许可证申请为什么失败了？" counted every trekker's rejected permits): a person the domain names in its
    own word (…者, …人) after 这个/这位/该 is that record's customer."""
    assert asks_record_owner(question)
    plan = offline_plan(question, CATALOG, now=NOW, earlier_questions=["ORD-77 这笔为什么失败了？"], lookup_ids=_lookup)
    assert plan.owner_count and not plan.peer_count and plan.order_ids == ["ORD-77"], plan


@pytest.mark.parametrize("question", ["这个生产者今天一共失败了几次？", "这个消费者报了几次错？",
                                      "候选人今天一共失败了几次？", "一共失败了几笔？"])
def test_a_producer_or_no_demonstrative_is_no_records_owner(question: str) -> None:
    assert not asks_record_owner(question)
