"""Times and counts (invBO: the opened held-out ticketdesk, mealkit and rinkside).

Spec scenarios: "Operations asked about" — "新版本几点上的线" asks the deploy's own time: 上的线 is 上线 split by 的
(as 发的版), so the subject's change event answers, not its first error nor the alert. "Time windows" — "in the past
half hour" is the last 30 minutes (as "half an hour" and 半小时), not the default hour, so two services compared over
it are counted over those 30 minutes. "Backlog" — "队列下午几点消化完的" (a backlog worked off) is the end of the lag of
the queue's reader, as "when did the queue catch up?". Expected values come from each world's database by SQL.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

from superbiz.agents.question import CATCH_UP
from superbiz.agents.question_ops import actions_asked, actions_when
from superbiz.agents.timeparse import resolve_time
from tests.agents.world_chat import sql_text, world_service


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


def test_a_queue_worked_off_is_the_end_of_its_readers_lag(tmp_path: Path) -> None:
    assert CATCH_UP.search("冰温遥测队列下午几点消化完的？") and CATCH_UP.search("积压消化掉了吗")
    assert not CATCH_UP.search("队列下午几点开始积压的")
    with world_service(tmp_path, "rinkside") as (service, url):
        last = sql_text(url, "SELECT max(ts) FROM log_record WHERE service = 'chillmon' "
                             "AND level IN ('WARN', 'ERROR') AND ts >= '2026-12-05'")
        local = datetime.fromisoformat(last).replace(tzinfo=UTC).astimezone(ZoneInfo("Asia/Baku"))
        head = service.ask("冰温遥测队列下午几点消化完的？", user_id="bo").answer.split("\n", 1)[0]
        assert head.startswith("已于") and "chillmon " in head, head
        stated = datetime.strptime(head[3:19], "%Y-%m-%d %H:%M").replace(tzinfo=ZoneInfo("Asia/Baku"))
        assert abs((stated - local).total_seconds()) <= 180, (head, last)
