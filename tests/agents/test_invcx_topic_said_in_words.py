"""invCX (opened remitnic): a topic said in words names the service whose alerts mention it, on names of no real world.

Scenario remitnic "why were the SMS payout notices so late this morning?": the notifications consumer's alert speaks
of the topic "payout.notices"; "payout" alone named the payout service, whose partner's certificate trouble headed
the answer (a false fact: another incident's service). The topic's parts said apart ("payout notices") name the one
service whose alerts mention the topic, and its words no longer name the others (``plan_terms.topic_in_words``,
the one rule kept at the merge with invCW's). Dev: harbor-topic-said-in-words-late-cause-en.
"""

from __future__ import annotations

from superbiz.agents.plan_model import Catalog
from superbiz.agents.plan_terms import topic_in_words

_CATALOG = Catalog(services=("pay-svc", "notice-svc", "notice-q"),
                   descriptions={"pay-svc": "出款服务 / payout service",
                                 "notice-svc": "通知服务 / notifications service",
                                 "notice-q": "通知队列 (Kafka) / notifications queue"},
                   mentions={"payout.notices": "notice-svc"})


def _topic_said(text: str, catalog: Catalog) -> str:
    held = [*catalog.services, *catalog.descriptions.values(), *catalog.teams.values()]
    found = topic_in_words(text, catalog.mentions, held)
    return text if found is None else text.replace(found[0], found[1])


def test_topic_parts_said_apart_name_its_service() -> None:
    """Scenario remitnic "the SMS payout notices": the consumer whose alerts mention payout.notices."""
    assert _topic_said("why were the SMS payout notices so late?", _CATALOG) == "why were the SMS notice-svc so late?"


def test_one_part_alone_or_another_order_is_no_topic() -> None:
    """"payouts failing" or "notices about payouts" say no topic."""
    for text in ("why are payouts failing?", "any notices about payout errors?", "payout notices-board"):
        assert _topic_said(text, _CATALOG) == text


def test_the_queue_of_the_topic_named_stays_the_queue() -> None:
    """"Is the payout notices queue still backed up?": the queue is named (its words read as before)."""
    text = "Is the payout notices queue still backed up?"
    assert _topic_said(text, _CATALOG) == text
