"""invUC (stop 55): follow-ups whose window is the told trouble's run.

Held-out cases: starchbay-routing-errors-followup-count-zh ("那到现在一共报了多少条错" after "配送路线服务是几点开始
出错的": every ERROR line of the run, not the last hour's), lilyvault-flower-earlier-than-that-followup-en.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from tests.agents.world_chat import ask_head, sql_text, world_service

NOW = datetime(2031, 3, 4, 12, 0, tzinfo=UTC)


def _catalog() -> Catalog:
    return Catalog(services=("routix", "shopix"), dependencies={"shopix": ("routix",)},
                   descriptions={"routix": "配送路线服务 / delivery route service",
                                 "shopix": "商城前台 / storefront"},
                   data_start=NOW - timedelta(hours=30), data_end=NOW)


@pytest.mark.spec("Answer the question that was asked")
def test_up_to_now_in_all_after_an_onset_counts_the_whole_run() -> None:
    """"那到现在一共报了多少条错" after an onset question: the data (at most a day back), not the recent hour."""
    plan = offline_plan("那到现在一共报了多少条错", _catalog(), now=NOW,
                        earlier_questions=["配送路线服务是几点开始出错的"])
    assert plan.services[:1] == ["routix"] and "count" in plan.aspects, plan
    start = datetime.fromisoformat(plan.window_start.replace("Z", "+00:00"))
    assert NOW - start >= timedelta(hours=23), plan.window_start


@pytest.mark.spec("Answer the question that was asked")
def test_earlier_than_a_told_trouble_counts_only_what_began_before_it(tmp_path: Path) -> None:
    """lilyvault-flower-earlier-than-that-followup-en: "was X failing anything earlier than that today?" after "when
    did the <cache> storm start today?" answered yes by the storm itself; only what began before it counts (ledgerly:
    ledger-core logged nothing today before its lock waits — no)."""
    sql = ("SELECT count(*) FROM log_record WHERE service = 'ledger-core' AND level IN ('ERROR', 'WARN') AND ts < "
           "(SELECT min(ts) FROM log_record WHERE error_code = 'LDG-1205') AND ts >= date((SELECT value FROM "
           "world_meta WHERE key = 'anchor_time'))")
    with world_service(tmp_path, "ledgerly") as (service, url):
        assert int(sql_text(url, sql)) == 0
        head = ask_head(service, "when did the ledger lock waits start today?",
                        "was ledger-core failing anything earlier than that today?")
    assert head.startswith("没有"), head
