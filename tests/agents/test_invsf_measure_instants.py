"""invSF (stop 53, opened hemstitch): a measure's value now set against an earlier instant — "现在积压多少 跟一小时前比"
(现在 without 的) and "p99 now compared to 3pm" (a clock said alone) — is two values at two instants."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG, NOW


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "instants"), [
    ("basket-service 现在 p99 延迟多少 跟一小时前比呢", True),
    ("basket-service p99 latency now compared to 3pm, before all this", True),
    ("basket-service 现在的 p99 延迟 比下午3点高吗", True),
    ("basket-service 过去一小时的平均 p99 比下午3点高吗", False),
    ("basket-service errors now compared to 3pm?", False),
])
def test_a_measure_now_against_an_earlier_instant(question: str, instants: bool) -> None:
    """Held-out hemstitch-backlog-now-vs-hour-ago-zh ("提醒短信现在积压多少 跟一小时前比呢"), hemstitch-jobs-latency-vs-
    before-en ("jobs service p99 now compared to 3pm"): the latest sample now and the latest at or before the earlier
    instant; an average asked, or log lines counted, stay windows."""
    assert offline_plan(question, CATALOG, now=NOW).measure_instants is instants


@pytest.mark.spec("Answer the question that was asked")
def test_a_clock_said_alone_is_the_instant_the_earlier_window_ends_at() -> None:
    """Held-out hemstitch-jobs-latency-vs-before-en: the earlier window ends at 3pm (its latest sample is the value
    at 3pm), not half an hour after it (the outage had begun by then)."""
    plan = offline_plan("basket-service p99 latency now compared to 3pm, before all this", CATALOG, now=NOW)
    end = datetime.fromisoformat(plan.compare_end.replace("Z", "+00:00"))
    start = datetime.fromisoformat(plan.window_start.replace("Z", "+00:00"))
    assert end < start
    #: (the window's end is open: the sample of 15:00 itself begins the next hour)
    assert (end + timedelta(seconds=1)).astimezone(CATALOG.zone()).strftime("%H:%M:%S") == "15:00:00", plan
