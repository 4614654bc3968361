"""Pattern from the opened surfcast world (surfcast-backlog-onset-zh), on names of no real world: "队列积压几点开始的"
names a queue's producer and consumer; the producer had an unrelated trouble earlier that day. The backlog's onset
is the consumer's first lag record, not the producer's earlier errors."""

from __future__ import annotations

from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem

_ITEMS = (
    MaterialItem(claim_id="c1", claim_type="observation", text=(
        "edge-router 错误码 EDG-5209 的 ERROR 日志在窗口内共 99 条，首次出现(first_seen) 2031-03-04T01:12:05Z，"
        "最近一次(last_seen) 2031-03-04T01:44:55Z，跨度(span) 32m；前一窗口同类日志数(earlier_count)=0；"
        "示例：transaction rolled back: lock wait timeout")),
    MaterialItem(claim_id="c2", claim_type="observation", text=(
        "ledger-service 错误码 LDG-W40 的 WARN 日志在窗口内共 59 条，首次出现(first_seen) 2031-03-04T11:01:05Z，"
        "最近一次(last_seen) 2031-03-04T11:59:45Z，跨度(span) 58m；前一窗口同类日志数(earlier_count)=0；"
        "示例：consumer lag 101875 messages on topic tx.raw")),
)


def test_the_backlog_onset_is_the_consumers_lag_not_the_producers_earlier_trouble() -> None:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=_ITEMS)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="onset", status="answered",
                                                      claim_ids=[i.claim_id for i in _ITEMS])])
    brief = AnswerBrief(coverage=coverage, subjects=("edge-router", "ledger-service", "vault-db"), timezone="UTC",
                        symptoms=("queue", "backlog", "lag", "consumer", "re-queued"))
    head = lead_lines(material, brief)[0]
    assert "2031-03-04 11:01:05" in head, head
    assert "01:12:05" not in head, head
