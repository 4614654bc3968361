"""Scenario "card-cert-expired" of the opened telecabina (invBZ): "is the card partner cert still expired?" asked 15
minutes after the renewal. The caller's lines naming the partner (the inferred cause) stopped and its alert
resolved well before now: it was the partner's certificate, and it is no longer — "不是", never the "是" of the
trouble before the renewal. While the lines reach now it stays "是"."""

from __future__ import annotations

from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem

_LINES = MaterialItem(claim_id="l1", claim_type="log_observation",
                      text="card-pay 错误码 CP-4951 的 ERROR 日志在窗口内共 86 条，"
                           "首次出现(first_seen) 2031-03-04T11:12:13Z，"
                           "最近一次(last_seen) 2031-03-04T11:54:51Z，跨度(span) 42m；"
                           "前一窗口同类日志数(earlier_count)=120；"
                           "示例：TLS handshake with card-ext:443 failed: x509: certificate has expired")
_ALERT = MaterialItem(claim_id="a1", claim_type="alert_observation",
                      text="告警 PeerCertInvalid（服务 card-pay，critical）已恢复(resolved)：开始于(since) "
                           "2031-03-04T04:02:00Z，结束于(until) 2031-03-04T11:57:00Z，持续(duration) 7h55m")
_CAUSE = MaterialItem(claim_id="c1", claim_type="root_cause",
                      text="推断：card-pay 的异常指向 card-ext——card-pay 的异常日志首次出现(first_seen) "
                           "2031-03-04T11:12:13Z，日志内容提到 card-ext（它自身从来静默，只能从调用方的日志看它）")


def _head(*items: MaterialItem, still: bool = True) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="yes_no", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, subjects=("card-pay",), suspects=("card-ext",), timezone="UTC",
                        window_start="2031-03-04T11:12:00Z", window_end="2031-03-04T12:12:00Z", still=still)
    return lead_lines(material, brief)[0]


def test_a_cause_that_stopped_before_now_is_no_longer_so() -> None:
    head = _head(_CAUSE, _LINES, _ALERT)
    assert head.startswith("不是（推断），已不再出错。已于 2031-03-04 11:57"), head


def test_a_cause_whose_lines_reach_now_still_is() -> None:
    lines = MaterialItem(claim_id="l1", claim_type="log_observation",
                         text=_LINES.text.replace("11:54:51Z", "12:10:51Z"))
    firing = MaterialItem(claim_id="a1", claim_type="alert_observation",
                          text="告警 PeerCertInvalid（服务 card-pay，critical）正在触发(firing)，开始于(since) "
                               "2031-03-04T04:02:00Z，已持续(active_for) 8h10m")
    assert _head(_CAUSE, lines, firing).startswith("是（推断）")


def test_without_still_the_past_cause_is_yes() -> None:
    assert _head(_CAUSE, _LINES, _ALERT, still=False).startswith("是（推断）")
