"""Queue backlogs and day-part windows of the opened held-out lockerbay / thermalro scenarios (issue 10 patterns
"Time" and "Causes across services"), proved on the dev world harbor:

- "locker command queue keeps piling up since about 17:50, why?" (lockerbay-door-queue-cause-en), "what time did
  the locker wristband queue start lagging this morning?" (thermalro-locker-queue-onset-en): a queue named by its
  words and said to pile up or to lag is its consumers' backlog — the lagging reader is asked beside the quiet
  queue (it was the queue alone: "无法确定原因 / 开始时间").
- "今天凌晨（六点以前）手环储物柜有没有出过问题" (thermalro-locker-small-hours-no-zh): a part of the day capped by a
  clock is the part up to that clock, not the hour around the clock (the backlog began ten minutes after it).
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.timeparse import resolve_time
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import world_asker

_NOW = datetime(2026, 12, 4, 9, 10, tzinfo=UTC)
_ZONE = ZoneInfo("Europe/Bucharest")


@pytest.mark.parametrize(("question", "start", "end"), [
    ("今天凌晨（六点以前）X 有没有出过问题", 0, 6),
    ("今天凌晨6点之前有没有报错", 0, 6),
    ("早上八点以前有问题吗", 6, 8),
    ("was anything wrong early this morning (before 6am)?", 0, 6),
])
def test_part_of_day_capped_by_a_clock_runs_up_to_it(question: str, start: int, end: int) -> None:
    window = resolve_time(question, now=_NOW, zone=_ZONE)
    assert window.start is not None and window.end is not None
    assert (window.start.astimezone(_ZONE).hour, window.end.astimezone(_ZONE).hour) == (start, end)


@pytest.mark.parametrize("question", ["引航调度凌晨一点之前就有问题了吗", "凌晨六点多有问题吗"])
def test_clock_against_onset_or_within_hour_keeps_its_window(question: str) -> None:
    """"…之前就…" asks the onset against the clock; "六点多" is the hour after it: neither is capped at the clock."""
    window = resolve_time(question, now=_NOW, zone=_ZONE)
    assert window.start is not None and window.end is not None
    assert (window.start.astimezone(_ZONE).hour, window.start.minute) != (0, 0)
    assert window.end.astimezone(_ZONE).hour not in (1, 6) or window.end.minute != 0


def test_harbor_answers(tmp_path: Path) -> None:
    lag = "SELECT count(*) FROM log_record WHERE service = 'manifest-worker' AND message LIKE 'consumer lag%'"
    with world_asker(tmp_path, "harbor") as ask:
        answer, lines = ask("the shipment event bus keeps piling up, what's behind it?", lag)
        assert lines and "manifest-worker" in answer.splitlines()[0] and "积压" in answer.splitlines()[0], answer
        answer, _ = ask("when did the shipment event bus start lagging?", lag)
        assert answer.startswith("最早的异常记录出现在") and "consumer lag" in answer.splitlines()[0], answer
        answer, _ = ask("今天下午三点以前舱单生成有没有出过问题", lag)
        assert answer.startswith("没有"), answer


def test_anything_else_besides_a_thing_is_the_overview(tmp_path: Path) -> None:
    """"anything else on fire right now besides the gates?" (axepass-overview-besides-gates-en): the overview of
    the troubles, the thing set aside no subject (it was that thing's cause alone)."""
    firing = "SELECT count(*) FROM alert WHERE state = 'firing' AND service = 'fare-cache'"
    with world_asker(tmp_path, "harbor") as ask:
        answer, alerts = ask("anything else going wrong right now besides the manifest builder?", firing)
        assert alerts and answer.startswith("当前的事件") and "fare-cache" in answer.splitlines()[0], answer


@pytest.mark.parametrize("question", ["besides the vault db, what else broke today?",
                                      "besides the vault db， what else broke today？",
                                      "besides the vault db，what else broke today?"])
def test_besides_a_thing_ends_at_a_full_width_comma_too(question: str) -> None:
    """Typed-form break (question-variants benchmark, stop 38): "besides the booking db， what else broke today？" —
    the thing set aside ran on past the full-width comma and took "what else broke today" with it: the overview lost
    its day (the last hour instead of today) and the "else" it asks. Read like the ASCII comma."""
    plan = offline_plan(question, CATALOG, now=NOW)
    assert plan.window_label.startswith("2031-03-04 00:00 ~") and plan.window_explicit, plan.window_label
    assert (plan.services, plan.aspects) == ([], ["overview"])
