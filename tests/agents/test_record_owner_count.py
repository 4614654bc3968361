"""Pattern "the owner of a record named before" (two-episodes world, spec scenario: a member's booking failed in
each of the day's two episodes): after "what happened to record X?", "how many of that member's records failed
today?" counts the records of the customer X belongs to in the window asked — not every customer's, and not the
peers of X's status. Proved on a catalogue of no real world (the plan) and on a dev world (the answer, read beside
the world's own data taken by SQL)."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import asks_record_owner
from superbiz.chat.service import ChatService
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import sql_text, world_service

IDS = {"ORD-77": "order_id"}


def _lookup(tokens: object) -> dict[str, str]:
    return {t: IDS[t] for t in tokens if t in IDS}  # type: ignore[attr-defined]


@pytest.mark.parametrize("question", [
    "and how many of that member's orders failed today?", "how many times has this customer's payment failed?",
    "这个用户今天一共失败了几笔？", "该客户今天有几笔支付失败", "那位会员今天失败了几单",
])
def test_a_count_of_the_records_owner_keeps_the_earlier_record(question: str) -> None:
    plan = offline_plan(question, CATALOG, now=NOW, earlier_questions=["What happened to order ORD-77?"],
                        lookup_ids=_lookup)
    assert asks_record_owner(question)
    assert plan.owner_count and not plan.peer_count and plan.order_ids == ["ORD-77"], plan


@pytest.mark.parametrize("question", ["一共失败了几笔？", "how many failed today?", "basket-service 今天失败了几笔？"])
def test_a_count_naming_no_owner_is_no_owner_count(question: str) -> None:
    plan = offline_plan(question, CATALOG, now=NOW, earlier_questions=["ORD-77 这笔怎么回事"], lookup_ids=_lookup)
    assert not plan.owner_count and not asks_record_owner(question), plan


@pytest.fixture(scope="module")
def ledgerly(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ChatService, str]]:
    with world_service(tmp_path_factory.mktemp("ledgerly-owner"), "ledgerly") as served:
        yield served


def test_the_owners_records_are_counted_after_a_record(ledgerly: tuple[ChatService, str]) -> None:
    """ledgerly: "TXN_00001634 这笔怎么回事" then "这个用户一共有几笔失败？" states that customer's own records."""
    service, url = ledgerly
    cid = f"t-{time.time_ns()}"
    service.ask("TXN_00001634 这笔怎么回事", user_id="t", conversation_id=cid)
    answer = service.ask("这个用户一共有几笔失败？", user_id="t", conversation_id=cid).answer
    head = answer.split("\n\n", 1)[0]
    user = sql_text(url, "SELECT user_id FROM orders WHERE order_id = 'TXN_00001634'")
    assert f"用户 {user}" in head, head
