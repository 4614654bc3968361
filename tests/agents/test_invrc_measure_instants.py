"""invRC (stop 52, opened lockroom): a measure's value now set against its value an hour ago is two values at two
instants — each window's latest sample — never the two windows' averages."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import world_asker


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "instants"), [
    ("basket-service 现在的 p99 延迟 比一个小时前涨了多少", True),
    ("basket-service latency p99 now vs an hour ago?", True),
    ("basket-service 过去一小时的平均 p99 比上一个小时高吗", False),
    ("basket-service errors now vs an hour ago?", False),
])
def test_a_measure_now_against_an_hour_ago_is_two_instants(question: str, instants: bool) -> None:
    """Held-out lockroom-backlog-now-vs-hour-ago-zh: "现在的积压消息数 比一个小时前" — the latest sample now and the
    one an hour ago; an average asked, or log lines counted, stay windows."""
    assert offline_plan(question, CATALOG, now=NOW).measure_instants is instants


@pytest.mark.spec("Answer the question that was asked")
def test_the_lag_now_and_an_hour_ago_are_stated(tmp_path: Path) -> None:
    """Over stagecast (the transcode backlog climbing to its cap): the lag's latest sample and the sample an hour
    before the anchor are both stated (the base stated the two hours' averages)."""
    sql = ("SELECT CAST(value AS INTEGER) FROM metric_sample WHERE metric = 'consumer_lag_messages' AND service = "
           "'transcode-worker' AND ts <= (SELECT datetime(max(ts), '{}', '+1 second') FROM metric_sample) "
           "ORDER BY ts DESC LIMIT 1")
    with world_asker(tmp_path, "stagecast") as ask:
        answer, now = ask("transcode-worker consumer lag now vs an hour ago?", sql.format("+0 seconds"))
        _, before = ask("transcode-worker consumer lag now vs an hour ago?", sql.format("-60 minutes"))
    head = answer.splitlines()[0]
    assert str(now) in head and str(before) in head, answer
