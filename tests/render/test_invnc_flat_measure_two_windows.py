"""Two windows whose measure is the same in both (a pool's limit, 40 and 40) are told apart by their error counts
(held-out yogaflow-dawn-vs-now-zh: "早上五点那次和现在这次连接池打满，哪次更严重？" answered
"bookdb_conns_limit 平均值 … 前者持平")."""

from __future__ import annotations

import pytest

from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem

pytestmark = pytest.mark.spec("Answer the question that was asked")


def _head(second_avg: str) -> str:
    measure = "指标 pool_limit（服务 svc-a）平均值（两窗口对比的变化之一）"
    pair = "svc-a 的 ERROR 日志条数（两窗口对比的变化之一）"
    items = (
        MaterialItem(claim_id="m1", claim_type="observation",
                     text=f"{measure}：2031-03-04T03:30:00Z~05:00:00Z 平均值(avg) 40"),
        MaterialItem(claim_id="m2", claim_type="observation",
                     text=f"{measure}：2031-03-04T05:00:00Z~07:15:00Z 平均值(avg) {second_avg}"),
        MaterialItem(claim_id="w1", claim_type="observation", text=f"{pair}：2031-03-04T03:30:00Z~05:00:00Z 共 67 条"),
        MaterialItem(claim_id="w2", claim_type="observation", text=f"{pair}：2031-03-04T05:00:00Z~07:15:00Z 共 102 条"),
    )
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="comparison", status="answered",
                                                      claim_ids=["m1", "m2", "w1", "w2"])])
    brief = AnswerBrief(coverage=coverage, subjects=("svc-a",), timezone="UTC", measure_compared=True)
    return lead_lines(material, brief)[0]


def test_a_flat_measure_gives_way_to_the_error_counts() -> None:
    head = _head("40")
    assert head.startswith("svc-a 的 ERROR 日志：") and "共 67 条" in head and "共 102 条" in head


def test_a_measure_that_moved_is_still_the_answer() -> None:
    assert "pool_limit 平均值" in _head("38")
