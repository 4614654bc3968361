"""Issue 10, pattern 1 (time), red-teamed with the vaguer phrases of on-call chat: parts of the day (傍晚, 午饭时候,
lunchtime, 前半夜/后半夜, 一早), "这两天 / the past couple of hours", an hour range written "14点-15点", and a bare
hour with no part of the day, which means its most recent past occurrence ("两点到三点之间" asked at 15:40 is
14:00–15:00, not the small hours)."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.question_text import clean_question
from superbiz.agents.timeparse import resolve_time

NOW = datetime(2031, 3, 4, 7, 40, tzinfo=UTC)  # 15:40 in Shanghai
ZONE = ZoneInfo("Asia/Shanghai")


@pytest.mark.parametrize(("question", "window"), [
    ("昨天傍晚 order-api 报错了吗", ("03-03 17:00", "03-03 19:00")),
    ("午饭时候 order-api 报错了吗", ("03-04 11:30", "03-04 13:30")),
    #: lunch said loosely ("around lunchtime") runs half an hour further either side (invEC, opened gelatoly)
    ("around lunchtime was order-api failing?", ("03-04 11:00", "03-04 14:00")),
    ("昨天前半夜 order-api", ("03-03 18:00", "03-04 00:00")),
    ("昨天后半夜 order-api", ("03-04 00:00", "03-04 06:00")),
    ("今天一早 order-api 有报错吗", ("03-04 00:00", "03-04 09:00")),
    ("这两天 order-api 有问题吗", ("03-02 15:40", "03-04 15:40")),
    ("past couple of hours order-api errors", ("03-04 13:40", "03-04 15:40")),
    ("14点-15点 order-api 报错多少", ("03-04 14:00", "03-04 15:00")),
    ("凌晨两点到三点 order-api 报错多少", ("03-04 02:00", "03-04 03:00")),   # a part of the day keeps its half
    ("两点到三点之间 order-api 报错多少", ("03-04 14:00", "03-04 15:00")),   # a bare hour: its latest past occurrence
    ("三点多 order-api 报错了吗", ("03-04 15:00", "03-04 15:40")),  # the hour, up to now (15:40)
    ("02:00-03:00 order-api 报错多少", ("03-04 02:00", "03-04 03:00")),     # a 24-hour clock says its own half
    ("四点到五点 order-api 报错多少", ("03-04 04:00", "03-04 05:00")),       # 16:00 is still to come at 15:40
])
def test_vague_time_phrases_resolve_to_the_window_an_engineer_means(question: str, window: tuple[str, str]
                                                                    ) -> None:
    got = resolve_time(clean_question(question), now=NOW, zone=ZONE)
    assert got.explicit, question
    start, end = (t.astimezone(ZONE).strftime("%m-%d %H:%M") for t in (got.start, got.end))
    assert (start, end) == window, question
