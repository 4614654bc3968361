"""seedbank-backlog-still-no-en: "is pickstream still backed up?" is decided by the subject's own trouble's end — its
backlog alert resolved yesterday — not by another service's alert still firing in the same window (a later, unrelated
certificate trouble): 否, never 是，仍未恢复 of the other service."""

from __future__ import annotations

from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem

_OWN_ERRORS = MaterialItem(claim_id="c1", claim_type="log_observation",
                           text="svc-a 错误码 A-1 的 ERROR 日志在窗口内共 56 条，"
                                "首次出现(first_seen) 2026-12-02T18:37:13Z，"
                                "最近一次(last_seen) 2026-12-02T19:04:05Z，跨度(span) 26m")
_OWN_RESOLVED = MaterialItem(claim_id="c2", claim_type="alert_observation",
                             text="告警 TopicBacklog（服务 svc-a，warning）已恢复(resolved)：开始于(since) "
                                  "2026-12-02T17:27:00Z，结束于(until) 2026-12-02T19:07:00Z，持续(duration) 1h40m")
_OTHER_FIRING = MaterialItem(claim_id="c3", claim_type="alert_observation",
                             text="告警 CertInvalid（服务 svc-b，critical）正在触发(firing)，开始于(since) "
                                  "2026-12-03T16:54:00Z，已持续(active_for) 1h43m")


def _lead(subjects: tuple[str, ...]) -> list[str]:
    items = (_OWN_ERRORS, _OWN_RESOLVED, _OTHER_FIRING)
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    ids = [i.claim_id for i in items]
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="end", status="answered", claim_ids=ids),
                                       AspectCoverage(aspect="health", status="answered", claim_ids=ids)])
    brief = AnswerBrief(coverage=coverage, subjects=subjects, still=True, asks_problem=True,
                        timezone="UTC", window_end="2026-12-03T18:37:00Z")
    return lead_lines(material, brief)


def test_still_is_decided_by_the_subjects_own_trouble() -> None:
    head = _lead(("svc-a",))[0]
    assert head.startswith("否") and "svc-b" not in head, head
