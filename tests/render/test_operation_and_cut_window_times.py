"""Answer-first time lines of the opened skygate and simwave worlds: an operation's own change event answers when it
began or ended, and a duration whose lines the window's start cut off is the resolved alert that began before it."""

from __future__ import annotations

from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem

_STARTED = MaterialItem(claim_id="a1", claim_type="observation",
                        text="svc-a 的操作记录（回滚）：「2031-03-03T19:10:00.000Z INFO svc-a rollback started」")
_DONE = MaterialItem(claim_id="a2", claim_type="observation",
                     text="svc-a 的操作记录（回滚）：「2031-03-03T19:24:00.000Z INFO svc-a rollback completed」")
_ERRORS = MaterialItem(claim_id="e1", claim_type="log_observation",
                       text="svc-a 错误码 A-1 的 ERROR 日志在窗口内共 80 条，"
                            "首次出现(first_seen) 2031-03-03T18:55:00Z，"
                            "最近一次(last_seen) 2031-03-03T19:23:10Z，跨度(span) 28m")


def _head(aspect: str, *items: MaterialItem, window_start: str = "") -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect=aspect, status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, subjects=("svc-a",), timezone="UTC", window_start=window_start,
                        window_end="2031-03-04T12:00:00Z")
    return lead_lines(material, brief)[0]


def test_the_end_of_an_operation_is_its_last_change_event() -> None:
    """Pattern "time of an operation": "when did the rollback finish?" is the completed line's time, not the last
    error before it."""
    head = _head("end", _ERRORS, _STARTED, _DONE)
    assert "19:24:00" in head.split("：")[0] and "rollback completed" in head, head


def test_the_start_of_an_operation_is_its_first_change_event() -> None:
    head = _head("onset", _ERRORS, _DONE, _STARTED)
    assert "19:10:00" in head.split("：")[0] and "rollback started" in head, head


def test_without_a_change_event_the_end_is_the_anomalys() -> None:
    assert "rollback" not in _head("end", _ERRORS)


_CUT_LINES = MaterialItem(claim_id="d1", claim_type="log_observation",
                          text="svc-b 错误码 B-9 的 ERROR 日志在窗口内共 57 条，"
                               "首次出现(first_seen) 2031-03-04T00:00:24Z，"
                               "最近一次(last_seen) 2031-03-04T00:56:39Z，跨度(span) 56m")
_ALERT = MaterialItem(claim_id="d2", claim_type="alert_observation",
                      text="告警 TlsHandshakeErrors（服务 svc-c，critical）已恢复(resolved)：开始于(since) "
                           "2031-03-03T23:43:00Z，结束于(until) 2031-03-04T00:59:00Z，持续(duration) 1h16m")


def test_a_duration_cut_off_by_the_windows_start_is_the_alert_that_began_before_it() -> None:
    """Pattern "incident across the window's start" ("凌晨…多久" for one that began before midnight): the lines
    first seen at the window's start state only the part inside it."""
    head = _head("duration", _CUT_LINES, _ALERT, window_start="2031-03-04T00:00:00Z")
    assert head.startswith("持续约 1h16m"), head


def test_lines_that_began_well_inside_the_window_keep_their_own_span() -> None:
    head = _head("duration", _CUT_LINES, _ALERT, window_start="2031-03-03T18:00:00Z")
    assert head.startswith("持续约 56 分钟"), head
