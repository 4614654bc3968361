"""invKB (opened pagewick, proofwed): a choice of durations between two troubles where one side's subject had several
episodes in the window — the episode named by a word of the question that only it holds (its alert's or its samples'
words: "the DRM thing"), not the subject's latest episode; a side named as a bad deploy is that deploy's trouble (its
change events searched).
"""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.render.answer import AnswerBrief, _spans_compared
from superbiz.render.material import MaterialItem
from tests.agents.synthetic import CATALOG, NOW


def _item(cid: str, text: str) -> MaterialItem:
    return MaterialItem(claim_id=cid, claim_type="record_observation", text=text)


def _material() -> list[MaterialItem]:
    return [
        _item("a1", "shelf-api 错误码 SH-5061 的 ERROR 日志在窗口内共 114 条，"
                    "首次出现(first_seen) 2031-03-04T06:02:05Z，最近一次(last_seen) 2031-03-04T06:39:57Z，"
                    "跨度(span) 37m；前一窗口同类日志数(earlier_count)=0；"
                    "示例：query timeout after 5000ms on shelf-pg"),
        _item("b1", "loan-api 错误码 LN-4951 的 ERROR 日志在窗口内共 152 条，"
                    "首次出现(first_seen) 2031-03-04T19:00:05Z，最近一次(last_seen) 2031-03-04T19:44:43Z，"
                    "跨度(span) 44m；前一窗口同类日志数(earlier_count)=0；"
                    "示例：TLS handshake with keyvault:443 failed: x509: certificate has expired"),
        _item("b2", "loan-api 错误码 LN-5044 的 ERROR 日志在窗口内共 32 条，"
                    "首次出现(first_seen) 2031-03-05T01:05:10Z，最近一次(last_seen) 2031-03-05T01:29:54Z，"
                    "跨度(span) 24m；前一窗口同类日志数(earlier_count)=0；"
                    "示例：call to holdsvc failed"),
        _item("b3", "告警 DrmTlsHandshakeBroken（服务 loan-api，critical）已恢复(resolved)：开始于(since) "
                    "2031-03-04T19:02:00Z，结束于(until) 2031-03-04T19:47:00Z，持续(duration) 45m"),
    ]


def _head(question: str) -> str | None:
    brief = AnswerBrief(question_text=question, subjects=("shelf-api", "loan-api"), timezone="UTC",
                        window_end="2031-03-05T01:30:00Z")
    return _spans_compared(_material(), brief, ZoneInfo("UTC"))


@pytest.mark.spec("Answer the question that was asked")
def test_a_word_only_one_episode_holds_names_that_episode() -> None:
    """Dev ledgerly-worded-episode-vs-deploy-longer-en; held-out pagewick-followup-which-longer-en: "that or the DRM
    thing this morning" — the alert DrmTlsHandshakeBroken began within loan-api's first episode (44 min), so that one
    is compared, not its latest (24 min)."""
    head = _head("which one was longer, that or the DRM thing this morning?")
    assert head is not None and "loan-api 持续更久" in head and "19:00~19:44" in head, head
    #: a word of the samples picks too ("the holdsvc failures": the latest one)
    head = _head("which one was longer, that or the loan-api holdsvc failures?")
    assert head is not None and "01:05~01:29" in head and "shelf-api 持续更久" in head, head
    #: no word of one episode only: the latest episode, as before
    head = _head("which one was longer, that or the loan-api trouble?")
    assert head is not None and "01:05~01:29" in head, head


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", [
    "which one was longer, the basket-service bad deploy or the vault-db lock waits?",
    "basket-service 坏版本 和 vault-db 锁等待，哪个持续得更久？",
])
def test_a_bad_deploy_side_of_a_duration_choice_reads_its_change_events(question: str) -> None:
    """Dev ledgerly-bad-deploy-vs-cert-problem-longer-en, stagecast-bad-version-vs-cache-longer-zh; held-out
    proofwed-followup-which-longer-en: a side named as a bad deploy is the deploy's trouble — its deploy and rollback
    change events are searched (the errors after the deploy), not the subject's latest episode of another trouble."""
    plan = offline_plan(question, CATALOG, now=NOW)
    assert plan.aspects == ["comparison"] and plan.actions == ["发布", "回滚"], plan
    info = {c.arguments.get("service") for c in plan.calls
            if c.tool == "query_logs" and c.arguments.get("level") == "INFO"}
    assert "basket-service" in info, plan.calls
    #: no bad deploy named: no change events
    assert offline_plan("which one was longer, the basket-service errors or the vault-db lock waits?", CATALOG,
                        now=NOW).actions == []
