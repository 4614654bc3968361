"""Heads found by the opened skygate and simwave worlds: "现在线上都有啥问题" (a health question of no subject)
names every service in trouble, not only the first; an end long before now or from a resolved alert reads as
recovered ("那现在呢 恢复了没" is answered healthy, with when)."""

from __future__ import annotations

from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem

_QUEUE = MaterialItem(claim_id="c1", claim_type="log_observation",
                      text="svc-q 错误码 Q-1 的 ERROR 日志在窗口内共 68 条，"
                           "首次出现(first_seen) 2026-03-09T08:08:05Z")
_CACHE = MaterialItem(claim_id="c2", claim_type="alert_observation",
                      text="告警 HitRatioDrop（服务 cache-r，critical）正在触发(firing)，"
                           "开始于(since) 2026-03-09T07:49:00Z")
_CALLER = MaterialItem(claim_id="c3", claim_type="log_observation",
                       text="svc-c 错误码 C-1 的 ERROR 日志在窗口内共 208 条，"
                            "首次出现(first_seen) 2026-03-09T07:50:05Z")


def _head(aspect: str, items: tuple[MaterialItem, ...], **brief: object) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect=aspect, status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    return lead_lines(material, AnswerBrief(coverage=coverage, **brief))[0]  # type: ignore[arg-type]


def test_a_health_question_of_no_subject_names_every_service_in_trouble() -> None:
    head = _head("health", (_QUEUE, _CACHE, _CALLER), asks_problem=True)
    assert head.startswith("是，") and all(s in head.split("：")[0] for s in ("svc-q", "cache-r", "svc-c")), head


def test_a_health_question_about_a_subject_names_only_it() -> None:
    head = _head("health", (_QUEUE, _CALLER), subjects=("svc-q",))
    assert head.startswith("否，svc-q 有异常") and "svc-c" not in head.split("：")[0], head


def test_an_end_long_before_now_reads_recovered() -> None:
    lines = MaterialItem(claim_id="e1", claim_type="log_observation",
                         text="svc-a 错误码 A-1 的 ERROR 日志在窗口内共 70 条，"
                              "首次出现(first_seen) 2026-03-09T04:14:02Z，最近一次(last_seen) 2026-03-09T04:48:28Z")
    head = _head("end", (lines,), subjects=("svc-a",), timezone="UTC", window_end="2026-03-09T08:25:00Z")
    assert head.startswith("已停止：最后一次出现在 2026-03-09 04:48:28") and "已恢复正常" in head, head
    resolved = MaterialItem(claim_id="e2", claim_type="alert_observation",
                            text="告警 TlsErrors（服务 svc-a，critical）已恢复(resolved)："
                                 "开始于(since) 2026-03-09T02:43:00Z，结束于(until) 2026-03-09T05:17:00Z")
    head = _head("end", (resolved,), subjects=("svc-a",), timezone="UTC", window_end="2026-03-09T08:25:00Z")
    assert head.startswith("已于 2026-03-09 05:17:00（UTC）恢复正常"), head


def test_a_cause_of_no_subject_names_the_first_error_of_each_service() -> None:
    """Pattern "what broke X yesterday evening?" (a word several services share, no subject): two incidents of the
    window each have their first error in the head, not only the first incident's."""
    head = _head("cause", (_QUEUE, _CALLER, _CACHE))
    assert "svc-q 错误码 Q-1" in head and "svc-c 错误码 C-1" in head, head
    named = _head("cause", (_QUEUE, _CALLER), subjects=("svc-q",))
    assert "svc-c" not in named, named
