"""A trouble asked of now ("档案库现在还慢吗") whose alert resolved within the window, nothing anomalous left.

Scenario bloodvan "档案库现在还慢吗" (held-out, first measurement): the registry database's slow-query alert had
resolved 40 minutes before now and its WARN lines had stopped (fewer than the window before: no anomaly of their own);
the head answered "是，… 在窗口内出过问题（已恢复）" — a "still" question answered with the past. Now the resolved
alert is the trouble over: "没有，… 现在健康 … 已于 <end> 停止" — unless the subject's lines go on to now.

Spec scenario: "Answer the question that was asked".
"""

from __future__ import annotations

import pytest

from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem

_RESOLVED = MaterialItem(claim_id="a1", claim_type="alert_observation",
                         text="告警 DbSlow（服务 db-a，critical）已恢复(resolved)：开始于(since) 2026-03-09T05:41:00Z，"
                              "结束于(until) 2026-03-09T06:22:00Z，持续(duration) 41m")


def _warns(last_seen: str) -> MaterialItem:
    return MaterialItem(claim_id="w1", claim_type="log_observation",
                        text="db-a 错误码 D-W1 的 WARN 日志在窗口内共 15 条，"
                             "首次出现(first_seen) 2026-03-09T06:05:31Z，"
                             f"最近一次(last_seen) {last_seen}，跨度(span) 14m；前一窗口同类日志数(earlier_count)=25；"
                             "示例：slow query 4.3s")


def _head(*items: MaterialItem) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="health", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, subjects=("db-a",), timezone="UTC", window_end="2026-03-09T07:05:00Z",
                        now=True, asks_problem=True)
    return lead_lines(material, brief)[0]


@pytest.mark.spec("Answer the question that was asked")
def test_a_resolved_alert_is_the_trouble_over_when_now_is_asked() -> None:
    """The alert over and the lines stopped: no trouble now, the alert's end said."""
    head = _head(_RESOLVED, _warns("2026-03-09T06:19:39Z"))
    assert head.startswith("没有，db-a 现在健康") and "2026-03-09 06:22:00" in head


@pytest.mark.spec("Answer the question that was asked")
def test_lines_going_on_to_now_keep_the_past_trouble_said() -> None:
    """The subject's lines still going at now: the resolved alert alone says nothing is over."""
    assert not _head(_RESOLVED, _warns("2026-03-09T07:03:00Z")).startswith("没有")
