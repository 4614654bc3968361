"""invQD (stop 51), sporelab sporelab-fu-boxrota-false: "did that cause the harvest order errors right after" after
"did boxrota deploy anything today?" — a clean rollout of a service off the subject's chain is no cause; the "no"
tells the subject's trouble that began after the change (not an earlier one of the day) and the services its samples
point down to (the key names the database at the chain's end)."""

from __future__ import annotations

import pytest

from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem

_RELEASE = MaterialItem(claim_id="c1", claim_type="observation",
                        text="gift-box 的发布记录「2031-05-02T09:20:00.000Z INFO gift-box deployment started: rolling "
                             "out version 3.1.0 (from 3.0.9)」与最早异常分别出现于 2031-05-02T09:20:00.000Z、"
                             "2031-05-02T01:00:11Z：发布晚于最早异常")
_EARLY = MaterialItem(claim_id="c2", claim_type="observation",
                      text="till-api 错误码 TL-4951 的 ERROR 日志在窗口内共 40 条，首次出现(first_seen) "
                           "2031-05-02T01:00:11Z，最近一次(last_seen) 2031-05-02T12:29:35Z，跨度(span) 11h29m；"
                           "前一窗口同类日志数(earlier_count)=12；示例：order 88 failed (call to courier-hub failed)")
_AFTER = MaterialItem(claim_id="c3", claim_type="observation",
                      text="till-api 错误码 TL-5032 的 ERROR 日志在窗口内共 87 条，首次出现(first_seen) "
                           "2031-05-02T09:30:53Z，最近一次(last_seen) 2031-05-02T10:09:35Z，跨度(span) 38m；"
                           "前一窗口同类日志数(earlier_count)=0；"
                           "示例：call to stock-api failed: stock-api returned 503")
_STOCK = MaterialItem(claim_id="c4", claim_type="observation",
                      text="stock-api 错误码 SA-5207 的 ERROR 日志在窗口内共 152 条，首次出现(first_seen) "
                           "2031-05-02T09:32:04Z，最近一次(last_seen) 2031-05-02T10:09:46Z，跨度(span) 37m；"
                           "前一窗口同类日志数(earlier_count)=0；示例：query timeout after 5000ms on shelf-pg")
_DB = MaterialItem(claim_id="c5", claim_type="observation",
                   text="shelf-pg 错误码 SP-W40 的 WARN 日志在窗口内共 40 条，首次出现(first_seen) "
                        "2031-05-02T09:30:05Z，最近一次(last_seen) 2031-05-02T10:09:32Z，跨度(span) 39m；"
                        "前一窗口同类日志数(earlier_count)=0；示例：slow query 4.0s")
_CLEAN = MaterialItem(claim_id="c6", claim_type="negative_observation",
                      text="gift-box 在查询窗口内没有 ERROR 或 WARN 级别日志")


@pytest.mark.spec("Answer the question that was asked")
def test_a_clean_change_off_the_chain_is_no_and_the_trouble_after_it_is_followed_down() -> None:
    """sporelab-fu-boxrota-false."""
    items = (_RELEASE, _EARLY, _AFTER, _STOCK, _DB, _CLEAN)
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="yes_no", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, subjects=("till-api",), suspects=("gift-box",), unrelated=("gift-box",),
                        change_suspect=True, timezone="UTC",
                        window_start="2031-05-02T00:00:00Z", window_end="2031-05-02T12:45:00Z")
    head = lead_lines(material, brief)[0]
    assert head.startswith("不是（推断）：gift-box 不在 till-api 的依赖链上"), head
    assert "TL-5032" in head and "TL-4951" not in head, head
    assert head.endswith("其报错沿调用链指向 stock-api → shelf-pg"), head
