"""Spec scenario "when did an operation start" (opened held-out saguaro, "When did the bad sunledger deploy start?"
with a clean 08:10 rollout and a bad 11:40 one the same day): "the bad deploy" names the change event errors began
right after, not the day's first deploy; without "bad" the first change event still answers."""

from __future__ import annotations

from zoneinfo import ZoneInfo

from superbiz.agents.question_ops import operation_order
from superbiz.render.answer_time import action_time_line
from superbiz.render.material import MaterialItem

ZONE = ZoneInfo("UTC")


def _op(i: int, stamp: str, what: str) -> MaterialItem:
    return MaterialItem(claim_id=f"a{i}", claim_type="log_observation",
                        text=f"ledger-api 的操作记录（发布）：「{stamp}.000Z INFO ledger-api {what}」")


_ITEMS = [
    _op(1, "2026-12-03T15:10:00", "deployment started: rolling out version 3.7.0 (from 3.6.2)"),
    _op(2, "2026-12-03T15:24:00", "deployment completed: version 3.7.0 serving 100% of traffic"),
    _op(3, "2026-12-03T18:40:00", "deployment started: rolling out version 3.8.0 (from 3.7.0)"),
    MaterialItem(claim_id="e1", claim_type="log_observation",
                 text="ledger-api 错误码 LGR-5003 的 ERROR 日志在窗口内共 136 条，首次出现(first_seen) "
                      "2026-12-03T18:41:05Z，最近一次(last_seen) 2026-12-03T19:14:31Z，跨度(span) 33m"),
]


def test_the_bad_deploy_is_an_operation_order() -> None:
    assert operation_order("When did the bad ledger-api deploy start?") == "bad"
    assert operation_order("出问题的那次发版是几点开始的") == "bad"
    assert operation_order("When did the ledger-api deploy start?") == ""


def test_the_bad_deploy_is_the_one_errors_followed() -> None:
    line = action_time_line(_ITEMS, ZONE, "UTC", last=False, bad=True)
    assert line is not None and "18:40:00" in line.split("：", 1)[0]
    first = action_time_line(_ITEMS, ZONE, "UTC", last=False)
    assert first is not None and "15:10:00" in first.split("：", 1)[0]
