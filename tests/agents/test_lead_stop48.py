"""The lead's mends, stop 48 (issue 10).

- "解锁积压 昨天傍晚那次和今早那次，哪次更久？" (sunlease): one trouble's two episodes, each named by its own time,
  asked which lasted longer — was answered with the two windows' line counts ("前者持平"), the first window (傍晚,
  17:00–19:00) ending as its episode began (19:00). Each episode's span is set against the other's now, from one
  window holding both (the part's end followed on for an hour). Keys by SQL on the world's WARN+ lines.
- "选片App因此报了多少错" after "相册排版库今天怎么了" / "影响到选片App了吗" (proofwed): the count "as a result" is of
  the lines the conversation's trouble caused — the app's codes whose samples name the trouble's service or the one
  between (`Plan.caused_by`) — not every line of the app's day (another dependency's failures are another trouble's).
- "and how many alarms did it raise?" (pinhall's typed variant of "… alerts …"): an alarm is an alert, counted.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.question import ALERTS_COUNTED
from tests.agents.world_chat import ask_head, sql_text, world_service

_SPAN = ("SELECT (julianday(max(ts)) - julianday(min(ts))) * 1440 FROM log_record WHERE service = 'unlokey' "
         "AND level IN ('WARN', 'ERROR') AND ts {op} (SELECT date(value) FROM world_meta WHERE key = 'anchor_time')")


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", [
    "解锁积压 昨天傍晚那次和今早那次，哪次更久？",
    "which lasted longer, the unlock backlog last night or the one this morning?",
])
def test_two_timed_episodes_of_one_trouble_are_compared_by_how_long_each_lasted(tmp_path: Path,
                                                                                   question: str) -> None:
    with world_service(tmp_path, "sunlease") as (service, url):
        head = ask_head(service, question)
        spans = [float(sql_text(url, _SPAN.format(op=op))) for op in ("<", ">=")]
    assert all(20 < s < 60 for s in spans), spans
    assert all(f"{round(s)} 分钟" in head for s in spans), (spans, head)
    assert "持平" not in head and "持续更久" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_a_count_asked_as_a_result_of_the_conversations_trouble_counts_the_lines_it_caused(tmp_path: Path) -> None:
    with world_service(tmp_path, "proofwed") as (service, url):
        head = ask_head(service, "相册排版库今天怎么了", "影响到选片App了吗", "选片App因此报了多少错")
        caused = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'lumigal' AND level = 'ERROR' "
                                   "AND message LIKE '%spreadwise%'"))
        every = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'lumigal' AND level = 'ERROR'"))
    assert 0 < caused < every, (caused, every)
    assert f"共 {caused} 条" in head and f"ERROR: {every}" not in head, (caused, every, head)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "counted"), [
    ("and how many alarms did it raise?", True),
    ("how many alerts fired today?", True),
    ("how many alarm-clock bookings failed?", False),
])
def test_alarms_are_alerts_counted(question: str, counted: bool) -> None:
    assert (ALERTS_COUNTED.search(question) is not None) is counted
