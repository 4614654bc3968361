"""invPE (stop 50), rindcave rindcave-backlog-courier-cert-suspect-no-en: "is the packing backlog because of the
courier cert thing from last night?" — the suspect is a partner silent itself, seen only through its caller's lines
naming it ("TLS handshake with <partner>:443 failed"); those lines ended hours before the backlog began and the
backlog's records do not name the partner: "不是" (it was left undecided)."""

from __future__ import annotations

import pytest

from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem

_CALLER = MaterialItem(claim_id="l1", claim_type="log_observation",
                       text="card-pay 错误码 CP-4951 的 ERROR 日志在窗口内共 310 条，"
                            "首次出现(first_seen) 2031-03-03T19:40:02Z，"
                            "最近一次(last_seen) 2031-03-03T22:14:57Z，跨度(span) 2h34m；"
                            "前一窗口同类日志数(earlier_count)=0；"
                            "示例：TLS handshake with card-ext:443 failed: x509: certificate has expired")
_BACKLOG = MaterialItem(claim_id="l2", claim_type="log_observation",
                        text="pack-worker 错误码 PW-3009 的 ERROR 日志在窗口内共 94 条，"
                             "首次出现(first_seen) 2031-03-04T07:43:03Z，"
                             "最近一次(last_seen) 2031-03-04T08:29:52Z，跨度(span) 46m；"
                             "前一窗口同类日志数(earlier_count)=0；"
                             "示例：processing deadline 30s exceeded for a message of topic packjobs")


def _head(*items: MaterialItem) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="yes_no", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, subjects=("pack-worker",), suspects=("card-ext",), timezone="UTC",
                        window_start="2031-03-03T18:00:00Z", window_end="2031-03-04T09:00:00Z")
    return lead_lines(material, brief)[0]


@pytest.mark.spec("Answer the question that was asked")
def test_a_silent_suspects_trouble_over_before_the_subjects_began_is_no_cause() -> None:
    """rindcave rindcave-backlog-courier-cert-suspect-no-en."""
    head = _head(_BACKLOG, _CALLER)
    assert head.startswith("不是（推断）：card-ext 的异常在 2031-03-03T22:14:57Z 已结束"), head
