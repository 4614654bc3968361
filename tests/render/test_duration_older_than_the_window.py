"""A duration asked of a trouble older than the (at most 24 h) wide window ("How long has X been failing on the
partner cert?" for a certificate that expired 31 hours ago): the lines the window's start cut off state only the
day it holds; the subject's alert, firing since before them, states the whole span up to now."""

from __future__ import annotations

from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem

_LINES = MaterialItem(claim_id="l1", claim_type="log_observation",
                      text="svc-a 错误码 A-4952 的 ERROR 日志在窗口内共 2880 条，"
                           "首次出现(first_seen) 2031-03-03T12:00:31Z，"
                           "最近一次(last_seen) 2031-03-04T11:59:48Z，跨度(span) 23h59m；"
                           "前一窗口同类日志数(earlier_count)=880")
_FIRING = MaterialItem(claim_id="a1", claim_type="alert_observation",
                       text="告警 PeerTlsExpired（服务 svc-a，critical）正在触发(firing)，开始于(since) "
                            "2031-03-03T04:42:00Z，已持续(active_for) 31h18m，"
                            "摘要(summary)：svc-a TLS handshakes failing")


def _head(*items: MaterialItem) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="duration", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, subjects=("svc-a",), timezone="UTC", window_start="2031-03-03T12:00:00Z",
                        window_end="2031-03-04T12:00:00Z")
    return lead_lines(material, brief)[0]


def test_a_trouble_older_than_the_window_lasts_as_long_as_its_firing_alert() -> None:
    """Pattern "duration past the wide window": not capped at the 23h59m the window holds."""
    head = _head(_LINES, _FIRING)
    assert head.startswith("持续约 31h18m"), head


def test_lines_begun_inside_the_window_keep_their_own_span() -> None:
    """No earlier lines: the trouble began in the window, an older alert of the service is not its span."""
    lines = MaterialItem(claim_id="l1", claim_type="log_observation",
                         text=_LINES.text.replace("earlier_count)=880", "earlier_count)=0"))
    assert _head(lines, _FIRING).startswith("持续约 23h59m")


def test_another_services_firing_alert_is_not_the_span() -> None:
    other = MaterialItem(claim_id="a1", claim_type="alert_observation",
                         text=_FIRING.text.replace("服务 svc-a", "服务 svc-b"))
    assert _head(_LINES, other).startswith("持续约 23h59m")
