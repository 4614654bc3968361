"""Spec scenario "Answer the question that was asked" (stop 48): a count of records with a status set aside by the
asker ("天气取消的别算", "天气原因取消的不算", "not counting the weather cancellations")."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question_text import set_aside
from tests.agents.synthetic import CATALOG, NOW

_CATALOG = CATALOG.model_copy(update={
    "order_statuses": ("CONFIRMED", "CANCELLED_STORM", "CHECK_FAILED", "SLOT_TIMEOUT")})


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "rest", "words"), [
    ("今天凌晨到现在 系统故障一共搞挂了多少单预订 天气原因取消的不算", "今天凌晨到现在 系统故障一共搞挂了多少单预订",
     "天气原因取消"),
    ("四点以后有多少单失败的 天气取消的别算", "四点以后有多少单失败的", "天气取消"),
    ("how many bookings failed today, not counting the weather cancellations?", "how many bookings failed today?",
     "weather cancellations"),
    ("今天失败了多少单？", "今天失败了多少单？", ""),
])
def test_the_clause_setting_records_aside_is_told_apart(question: str, rest: str, words: str) -> None:
    """loftbloom-incident-failures-morning-zh, loftbloom-wxfail-bookings-count-zh: the clause is no part of what is
    counted."""
    assert set_aside(question) == (rest, words)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", [
    "今天凌晨到现在 系统故障一共搞挂了多少单预订 天气原因取消的不算",
    "how many bookings failed today, not counting the cancellations?",
])
def test_a_status_set_aside_is_not_the_status_counted(question: str) -> None:
    """loftbloom-incident-failures-morning-zh ("…一共搞挂了多少单预订 天气原因取消的不算": 38 failed bookings, not the
    21 weather cancellations): the status the clause names is not the one counted — the failed records are."""
    plan = offline_plan(question, _CATALOG, now=NOW)
    assert "count" in plan.aspects
    assert "CANCELLED_STORM" not in plan.statuses
