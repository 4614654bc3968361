"""Failed records of "this time" (invFG: the opened held-out pillpost).

Spec scenario proved: "Verified excerpt supports direct observation" — "and how many orders failed this time?" after
"what's up with X?" (no time named) counts the failed records of the episode going on now: over the recent window, or
from where the alerts firing in it began when that episode began before it (its subject's own alerts, else those of
the dependencies its lines name) — never over all the data, which also holds an earlier episode's failures. The count
stated is read from verified claims (PASS), beside counts taken from the world's database by SQL.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import sql_text, world_service


def test_this_time_marks_the_failed_records_of_the_episode_now() -> None:
    plan = offline_plan("and how many orders failed this time?", CATALOG, now=NOW,
                        earlier_questions=["what's up with orders?"])
    assert plan.this_episode_records and plan.window_own, plan
    plain = offline_plan("how many failed so far?", CATALOG, now=NOW, earlier_questions=["Did orders fail?"])
    assert not plain.this_episode_records and not plain.window_own, plain


@pytest.mark.spec("Verified excerpt supports direct observation")
def test_failed_records_this_time_are_the_episode_nows(tmp_path: Path) -> None:
    """ledgerly: transfer-api failed 14 transfers in its morning episode and 7 in the one going on now (the last
    hour) — "this time" is 7, not the 21 of all the data."""
    with world_service(tmp_path, "ledgerly") as (service, url):
        now_count = sql_text(url, "SELECT count(*) FROM orders WHERE error_code IS NOT NULL AND created_at >= "
                                  "datetime((SELECT value FROM world_meta WHERE key = 'anchor_time'), '-60 minutes')")
        total = sql_text(url, "SELECT count(*) FROM orders WHERE error_code IS NOT NULL")
        assert int(now_count) < int(total)
        service.ask("what's going on with transfer-api?", user_id="invfg", conversation_id="fg")
        reply = service.ask("and how many transfers failed this time?", user_id="invfg", conversation_id="fg")
        head = reply.answer.split("\n", 1)[0]
        assert reply.verdict == "PASS" and f"失败（带错误码）的 {now_count} 笔" in head, reply.answer
        assert f"的 {total} 笔" not in head


@pytest.mark.spec("Verified excerpt supports direct observation")
def test_failed_records_this_time_reach_back_to_the_episodes_start(tmp_path: Path) -> None:
    """harbor: booking-api (no alerts of its own) has failed bookings since quote-engine's latency alert began, two
    hours ago — "this time" counts them from that alert's start, not only the last hour's."""
    with world_service(tmp_path, "harbor") as (service, url):
        since = sql_text(url, "SELECT starts_at FROM alert WHERE service = 'quote-engine' AND state = 'firing'")
        episode = sql_text(url, "SELECT count(*) FROM orders WHERE error_code IS NOT NULL AND created_at >= "
                                f"'{since}'")
        service.ask("what's wrong with booking-api?", user_id="invfg", conversation_id="fg")
        reply = service.ask("and how many bookings failed this time?", user_id="invfg", conversation_id="fg")
        head = reply.answer.split("\n", 1)[0]
        assert reply.verdict == "PASS" and f"失败（带错误码）的 {episode} 笔" in head, reply.answer
