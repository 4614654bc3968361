"""From the held-out case sudswick-followup-slow-onset-zh ("今早预约接口为啥超时" → "几点开始的"): an onset asked of a
named subject over a window that opens a day (今早 from midnight) is its trouble begun inside the window — the night's
trouble still running at midnight began the day before and is no onset of the morning's."""

from __future__ import annotations

import pytest

from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem


def _item(cid: str, text: str) -> MaterialItem:
    return MaterialItem(claim_id=cid, claim_type="log_observation", text=text)


def _onset_head(*items: MaterialItem, window_start: str) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="onset", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, subjects=("book-api",), timezone="UTC", question_text="几点开始的",
                        window_start=window_start, window_end="2031-03-04T09:50:00Z")
    return lead_lines(material, brief)[0]


_NIGHT = _item("o1", "book-api 错误码 BKA-1205 的 ERROR 日志在窗口内共 104 条，首次出现(first_seen) "
                     "2031-03-04T00:00:29Z，最近一次(last_seen) 2031-03-04T00:29:50Z；示例：order X1 failed: LOCKED")
_BEFORE = _item("o2", "book-api 错误码 BKA-1205 的 ERROR 日志在窗口内共 253 条，首次出现(first_seen) "
                      "2031-03-03T22:42:05Z，最近一次(last_seen) 2031-03-03T23:59:56Z；示例：order X2 failed: LOCKED")
_MORNING = _item("n1", "book-api 错误码 BKA-5084 的 ERROR 日志在窗口内共 140 条，首次出现(first_seen) "
                       "2031-03-04T07:07:05Z，最近一次(last_seen) 2031-03-04T07:49:38Z；示例：order X3 failed: STALLED")


@pytest.mark.spec("Answer the question that was asked")
def test_a_night_trouble_running_past_midnight_is_no_onset_of_the_day() -> None:
    """sudswick-followup-slow-onset-zh: the morning's trouble (07:07), not the lock waits begun at 22:42 the night
    before (the answer stated yesterday's 22:41)."""
    head = _onset_head(_NIGHT, _BEFORE, _MORNING, window_start="2031-03-04T00:00:00Z")
    assert head.startswith("最早的异常记录出现在 2031-03-04 07:07:05"), head


@pytest.mark.spec("Answer the question that was asked")
def test_a_window_not_opening_a_day_or_a_lone_run_keeps_the_first_record() -> None:
    """The rule's bounds: a named subject over a window opened at a clock keeps its first record; a day whose only
    trouble ran past midnight still states that run's start."""
    assert _onset_head(_NIGHT, _BEFORE, _MORNING, window_start="2031-03-03T21:00:00Z").startswith(
        "最早的异常记录出现在 2031-03-03 22:42:05")
    assert _onset_head(_NIGHT, _BEFORE, window_start="2031-03-04T00:00:00Z").startswith(
        "最早的异常记录出现在 2031-03-03 22:42:05")
