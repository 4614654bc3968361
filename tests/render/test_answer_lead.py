"""The answer-first lines: the first sentence answers the aspect asked from verified material alone."""

from __future__ import annotations

from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem

_ERRORS = MaterialItem(claim_id="c1", claim_type="log_observation",
                       text="svc-a 错误码 A-1 的 ERROR 日志在窗口内共 14 条，首次出现(first_seen) 2026-03-09T08:08:05Z")
_WARNS = MaterialItem(claim_id="c2", claim_type="log_observation",
                      text="svc-a 错误码 A-W 的 WARN 日志在窗口内共 30 条；前一窗口同类日志数(earlier_count)=0")
_FIRING = MaterialItem(claim_id="c3", claim_type="alert_observation",
                       text="告警 QueueBacklog（服务 svc-a，warning）正在触发(firing)，"
                            "开始于(since) 2026-03-09T08:10:00Z")


def _head(*items: MaterialItem) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="health", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    return lead_lines(material, AnswerBrief(coverage=coverage, subjects=("svc-a",)))[0]


def test_health_head_names_the_firing_alert_besides_the_first_error() -> None:
    head = _head(_ERRORS, _WARNS, _FIRING)
    assert head.startswith("否，svc-a 有异常：svc-a 错误码 A-1")
    assert "QueueBacklog" in head and "另有其他异常" in head


def test_health_head_with_the_alert_first_does_not_repeat_it() -> None:
    head = _head(_FIRING, _ERRORS)
    assert head.count("QueueBacklog") == 1 and "另有其他异常" in head


def _yes_no_head(suspect_text: str) -> str:
    symptom = MaterialItem(claim_id="s1", claim_type="log_observation",
                           text="svc-a 错误码 A-1 的 ERROR 日志在窗口内共 40 条，首次出现(first_seen) "
                                "2026-03-09T08:05:00Z；前一窗口同类日志数(earlier_count)=0")
    suspect = MaterialItem(claim_id="s2", claim_type="log_observation", text=suspect_text)
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=(symptom, suspect))
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="yes_no", status="answered", claim_ids=["s2"])])
    brief = AnswerBrief(coverage=coverage, subjects=("svc-a",), suspects=("db-b",))
    return lead_lines(material, brief)[0]


def test_yes_no_a_suspect_whose_first_anomaly_follows_the_symptom_is_not_its_cause() -> None:
    head = _yes_no_head("db-b 错误码 B-W 的 WARN 日志在窗口内共 30 条，首次出现(first_seen) 2026-03-09T08:40:00Z；"
                        "前一窗口同类日志数(earlier_count)=0")
    assert head.startswith("不是（推断）") and "2026-03-09T08:40:00Z" in head and "2026-03-09T08:05:00Z" in head


def test_yes_no_a_suspect_already_anomalous_before_the_window_stays_undetermined() -> None:
    head = _yes_no_head("db-b 错误码 B-W 的 WARN 日志在窗口内共 30 条，首次出现(first_seen) 2026-03-09T08:40:00Z；"
                        "前一窗口同类日志数(earlier_count)=12")
    assert "无法确定" in head and not head.startswith("不是")
