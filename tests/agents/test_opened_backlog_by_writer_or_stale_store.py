"""A backlog asked by the application that writes the queue, or by the store whose data stopped moving (opened
atollstay, dzongpost; scenario "cause" of a queue backlog), on a catalogue of no real world: "What caused the room
service order pile-up?" names the ordering application — the cause is the other user of its queue whose alerts speak
of consumer lag, not the healthy writer; "App 上轨迹一直不更新" names the tracking store — the cause is its caller that
reads a queue and lags on it."""

from __future__ import annotations

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import BACKLOG_WORDS, STALE_WORDS
from tests.agents.synthetic import CATALOG, NOW

#: basket-service writes jobs-q, ledger-service reads it (and lags: its alerts say so) and writes vault-db
_QUEUED = CATALOG.model_copy(update={
    "services": ("edge-router", "basket-service", "ledger-service", "vault-db", "jobs-q"),
    "dependencies": {"basket-service": ("jobs-q",), "ledger-service": ("jobs-q", "vault-db")},
    "dependency_kinds": {"basket-service": (("jobs-q", "kafka"),),
                         "ledger-service": (("jobs-q", "kafka"), ("vault-db", "mysql"))},
    "alert_words": {"ledger-service": "ConsumerLagGrowing ledger-service consumer lag on jobs above 10000"},
})


def test_a_pile_up_is_a_backlog() -> None:
    assert BACKLOG_WORDS.search("What caused the room service order pile-up earlier this evening?")
    assert not BACKLOG_WORDS.search("slotdb lock waits piling up - what's the procedure?")
    assert STALE_WORDS.search("包裹扫了码，App 上轨迹一直不更新") and STALE_WORDS.search("the map isn't updating")


def test_a_backlog_named_by_its_writer_is_its_lagging_readers() -> None:
    plan = offline_plan("What caused the basket-service pile-up earlier today?", _QUEUED, now=NOW)
    assert plan.services[:1] == ["ledger-service"] and "basket-service" in plan.services, plan


def test_a_store_whose_data_stopped_moving_is_behind_its_lagging_writer() -> None:
    plan = offline_plan("vault-db 里的数据一直不更新，什么原因", _QUEUED, now=NOW)
    assert plan.services[:1] == ["ledger-service"], plan


def test_no_backlog_alert_no_reader_added() -> None:
    quiet = _QUEUED.model_copy(update={"alert_words": {}})
    plan = offline_plan("vault-db 里的数据一直不更新，什么原因", quiet, now=NOW)
    assert plan.services == ["vault-db"], plan
