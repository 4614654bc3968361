"""Times and counts (invBO: the opened held-out ticketdesk, mealkit and rinkside).

Spec scenarios: "Operations asked about" — "新版本几点上的线" asks the deploy's own time: 上的线 is 上线 split by 的
(as 发的版), so the subject's change event answers, not its first error nor the alert. "Time windows" — "in the past
half hour" is the last 30 minutes (as "half an hour" and 半小时), not the default hour, so two services compared over
it are counted over those 30 minutes. Expected values come from each world's database by SQL.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from superbiz.agents.question_ops import actions_asked, actions_when
from superbiz.agents.timeparse import resolve_time


def test_an_operation_split_by_de_asks_its_own_time() -> None:
    assert actions_when("bladehire 新版本几点上的线") == [("发布", "onset")]
    assert actions_when("菜单服务今天早上几点发的版") == [("发布", "onset")]
    assert actions_when("几点接上的线路") == []  # 线路 is a line (a route), not a deploy split by 的
    assert "发布" not in actions_asked("为什么报错")


def test_the_past_half_hour_is_thirty_minutes() -> None:
    now = datetime(2026, 11, 19, 12, 41, tzinfo=UTC)
    for question in ("In the past half hour, which logged more errors, a or b?",
                     "how many errors over the last half-hour?", "过去半小时哪个错误更多？"):
        window = resolve_time(question, now=now, zone=UTC)
        assert window.end - window.start == timedelta(minutes=30), question
    bare = resolve_time("which logged more errors, a or b?", now=now, zone=UTC)
    assert bare.end - bare.start != timedelta(minutes=30)
