"""Issue 10, invDW (opened lagoonbus-sms-requeued-en): "how many messages hit the processing deadline and got
re-queued?" counts things told in one error code's own log words; when no record carries that code (its record
count is a verified 0), the count is that code's lines — never the window's records of another kind."""

from __future__ import annotations

from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem

_TOTAL = MaterialItem(claim_id="c1", claim_type="direct_observation",
                      text="查询窗口内共 665 笔订单，其中失败（带错误码）的 0 笔")
_NONE = MaterialItem(claim_id="c2", claim_type="direct_observation", text="查询窗口内（error_code=Q-1）共 0 笔订单")
_REQUEUED = MaterialItem(claim_id="c3", claim_type="log_observation",
                         text="sms 错误码 Q-1 的 ERROR 日志在窗口内共 74 条，"
                              "首次出现(first_seen) 2026-12-03T10:13:05Z，最近一次(last_seen) 2026-12-03T10:49:47Z，"
                              "跨度(span) 36m；前一窗口同类日志数(earlier_count)=0；"
                              "示例：processing deadline 30s exceeded for a message of topic delay.sms; "
                              "message re-queued")
_LAG = MaterialItem(claim_id="c4", claim_type="log_observation",
                    text="sms 错误码 Q-2 的 WARN 日志在窗口内共 40 条，"
                         "首次出现(first_seen) 2026-12-03T10:10:05Z，最近一次(last_seen) 2026-12-03T10:49:00Z，"
                         "跨度(span) 38m；前一窗口同类日志数(earlier_count)=0；"
                         "示例：consumer lag 103524 messages on topic delay.sms partition 2")


def _head(question: str, *items: MaterialItem) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="count", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, subjects=("sms",), timezone="UTC", question_text=question)
    return lead_lines(material, brief)[0]


def test_messages_told_in_a_codes_words_count_its_lines() -> None:
    head = _head("how many delay SMS messages hit the processing deadline and got re-queued last night?",
                 _TOTAL, _NONE, _REQUEUED, _LAG)
    assert "共 74 条" in head and "665" not in head, head


def test_records_carrying_the_code_stay_the_count() -> None:
    held = MaterialItem(claim_id="c2", claim_type="direct_observation", text="查询窗口内（error_code=Q-1）共 9 笔订单")
    head = _head("how many delay SMS messages hit the processing deadline and got re-queued last night?",
                 _TOTAL, held, _REQUEUED, _LAG)
    assert "74" not in head, head


def test_a_question_in_no_codes_words_counts_the_records() -> None:
    head = _head("how many orders came in last night?", _TOTAL, _NONE, _REQUEUED, _LAG)
    assert "665" in head, head
