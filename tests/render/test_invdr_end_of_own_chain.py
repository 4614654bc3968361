"""Issue 10, invDR (opened wharfwine-booking-failures-end-en, -followup-bookings-still-zh): "When did X's booking
failures stop?" / "还在失败吗" is the end of X's own trouble — its lines of a code relayed from a service outside X's
dependencies ("order … failed: … (call to S failed)", another trouble's failed records, later) are set aside, so the
end is X's own chain's last line, not "仍有异常" of the other trouble."""

from __future__ import annotations

from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem

_OWN = MaterialItem(claim_id="c1", claim_type="log_observation",
                    text="app 错误码 APP-5034 的 ERROR 日志在窗口内共 48 条，"
                         "首次出现(first_seen) 2026-12-04T00:22:21Z，"
                         "最近一次(last_seen) 2026-12-04T00:49:50Z，跨度(span) 27m；"
                         "前一窗口同类日志数(earlier_count)=0；"
                         "示例：call to slots failed: timeout waiting for slots")
_RELAYED = MaterialItem(claim_id="c2", claim_type="log_observation",
                        text="app 错误码 SHP-4958 的 ERROR 日志在窗口内共 5 条，"
                             "首次出现(first_seen) 2026-12-04T00:53:13Z，"
                             "最近一次(last_seen) 2026-12-04T01:02:56Z，跨度(span) 9m；"
                             "前一窗口同类日志数(earlier_count)=0；"
                             "示例：order o-1 failed: LABEL_REJECTED (call to shipper failed)")


def _head(*, still: bool, unreached: tuple[str, ...]) -> str:
    items = (_OWN, _RELAYED)
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="end", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, subjects=("app",), still=still, timezone="UTC",
                        window_end="2026-12-04T01:10:00Z", unreached=unreached)
    return lead_lines(material, brief)[0]


def test_end_of_failures_skips_a_code_relayed_from_outside_the_chain() -> None:
    head = _head(still=False, unreached=("shipper",))
    assert head.startswith("已停止") and "00:49:50" in head and "SHP-4958" not in head, head


def test_still_failing_follow_up_is_no_when_only_the_relayed_code_goes_on() -> None:
    head = _head(still=True, unreached=("shipper",))
    assert head.startswith("否") and "APP-5034" in head, head


def test_a_relayed_code_of_a_dependency_stays_the_subjects_trouble() -> None:
    head = _head(still=True, unreached=())
    assert head.startswith("是") and "SHP-4958" in head, head


_APP_ERRORS = MaterialItem(claim_id="d1", claim_type="log_observation",
                           text="app 错误码 APP-5044 的 ERROR 日志在窗口内共 32 条，"
                                "首次出现(first_seen) 2026-12-03T13:23:05Z，"
                                "最近一次(last_seen) 2026-12-03T13:44:41Z，跨度(span) 21m")
_CACHE_WARN = MaterialItem(claim_id="d2", claim_type="log_observation",
                           text="cache 错误码 C-W03 的 WARN 日志在窗口内共 25 条，"
                                "首次出现(first_seen) 2026-12-03T13:20:05Z，"
                                "最近一次(last_seen) 2026-12-03T13:44:59Z，跨度(span) 24m")
_CACHE_ALERT = MaterialItem(claim_id="d3", claim_type="alert_observation",
                            text="告警 HitsDown（服务 cache，critical）已恢复(resolved)：开始于(since) "
                                 "2026-12-03T13:21:00Z，结束于(until) 2026-12-03T13:47:00Z，持续(duration) 26m")


def _duration_head(question: str) -> str:
    items = (_APP_ERRORS, _CACHE_WARN, _CACHE_ALERT)
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="duration", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, subjects=("app",), timezone="UTC", question_text=question,
                        window_start="2026-12-03T00:00:00Z", window_end="2026-12-04T00:00:00Z")
    return lead_lines(material, brief)[0]


def test_how_long_a_subject_was_affected_is_its_own_span() -> None:
    """hivecomb-buyer-app-affected-duration-en: not the dependency's alert that began first and outlasted it."""
    head = _duration_head("how long was app affected yesterday?")
    assert "21 分钟" in head and "26 分钟" not in head, head


def test_how_long_an_incident_lasted_keeps_its_precursor() -> None:
    head = _duration_head("how long did the app incident last?")
    assert "26 分钟" in head, head
