"""invRD (stop 52), inkvault inkvault-lock-waits-same-cause-zh: "今天早上预约库锁等待 跟昨天下午那次是一个原因吗" — the
store depends on nothing, so each trouble's origin is the store itself: its own code runs of the two windows (lock
wait warnings both times) decide ("是"; it was left undecided, the rule wanting dependencies the lines name)."""

from __future__ import annotations

import pytest

from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem


def _run(cid: str, svc: str, code: str, level: str, count: int, first: str, last: str) -> MaterialItem:
    return MaterialItem(claim_id=cid, claim_type="observation",
                        text=f"{svc} 错误码 {code} 的 {level} 日志在窗口内共 {count} 条，首次出现(first_seen) {first}，"
                             f"最近一次(last_seen) {last}，跨度(span) 40m；示例：lock wait timeout exceeded")


def _head(*items: MaterialItem) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="yes_no", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, timezone="UTC", window_start="2031-05-03T13:00:00Z",
                        window_end="2031-05-03T16:00:00Z", subjects=("apptdb",),
                        same_cause_window=("2031-05-02T19:00:00Z", "2031-05-03T02:00:00Z"))
    return lead_lines(material, brief)[0]


@pytest.mark.spec("Answer the question that was asked")
def test_a_store_of_no_dependencies_compares_its_own_codes_of_the_two_windows() -> None:
    """inkvault-lock-waits-same-cause-zh."""
    head = _head(_run("a1", "apptdb", "AD-W40", "WARN", 50, "2031-05-02T21:00:05Z", "2031-05-02T21:49:50Z"),
                 _run("a2", "apptdb", "AD-W40", "WARN", 40, "2031-05-03T14:30:05Z", "2031-05-03T15:09:06Z"))
    assert head.startswith("是（推断）") and "apptdb" in head, head
    head = _head(_run("a1", "apptdb", "AD-W40", "WARN", 50, "2031-05-02T21:00:05Z", "2031-05-02T21:49:50Z"),
                 _run("a2", "apptdb", "AD-W12", "WARN", 40, "2031-05-03T14:30:05Z", "2031-05-03T15:09:06Z"))
    assert head.startswith("不是（推断）"), head
