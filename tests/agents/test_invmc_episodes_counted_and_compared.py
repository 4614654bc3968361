"""Spec scenario "Answer the question that was asked" (stop 47): how many times a trouble happened ("炸了几次",
"how many separate times did X blow up"), a time of trouble that rang no alert, and the failed records of two
episodes named by their order ("第一次和第三次", "first storm vs the one now")."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.question import compares_episodes, episode_pair
from superbiz.agents.question_ops import counts_troubles
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem
from tests.agents.world_chat import ask_head, sql_text, world_asker, world_service


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "counted"), [
    ("闸机缓存今天炸了几次", True),
    ("forstkeg今天一共炸了几次", True),
    ("X 昨天崩了几回", True),
    ("how many separate times did the booking service blow up yesterday?", True),
    ("how many times did X crash today?", True),
    ("X 今天报了几次错", False),
    ("how many times was X restarted today?", False),
])
def test_a_trouble_said_as_blowing_up_counts_its_times(question: str, counted: bool) -> None:
    """pawsafari-storm-episodes-count-zh ("闸机缓存今天炸了几次"), fb-episode-count-zh ("forstkeg今天一共炸了几次"),
    dentaloop-booking-episodes-count-en ("how many separate times did the booking service blow up yesterday?"):
    how many times the trouble happened (its alert firings), never its log lines by level ("WARN: 35")."""
    assert counts_troubles(question) is counted


def _item(claim: str, text: str) -> MaterialItem:
    return MaterialItem(claim_id=claim, claim_type="observation", text=text)


@pytest.mark.spec("Answer the question that was asked")
def test_a_time_of_trouble_that_rang_no_alert_is_listed_beside_the_firings() -> None:
    """dentaloop-booking-episodes-count-en: the booking service failed three times yesterday — two rang its alerts,
    the third (a partner's certificate, hours later) only logged ERROR lines of a code of its own. Those lines are
    a time too, listed beside the firings; the lines of a code that overlap a firing are not."""
    items = (
        _item("a1", "告警 SlowP99（服务 book，critical）已恢复(resolved)：开始于(since) 2031-05-06T09:09:00Z，结束于"
                    "(until) 2031-05-06T09:52:00Z，持续(duration) 43m"),
        _item("a2", "告警 ErrBurn（服务 book，critical）已恢复(resolved)：开始于(since) 2031-05-06T12:43:00Z，结束于"
                    "(until) 2031-05-06T13:09:00Z，持续(duration) 26m"),
        _item("l1", "book 错误码 BK-4431 的 ERROR 日志在窗口内共 139 条，首次出现(first_seen) 2031-05-06T09:06:02Z，"
                    "最近一次(last_seen) 2031-05-06T09:49:56Z，跨度(span) 43m；前一窗口同类日志数(earlier_count)=0；"
                    "示例：cache miss"),
        _item("l2", "book 错误码 BK-4950 的 ERROR 日志在窗口内共 39 条，首次出现(first_seen) 2031-05-06T19:31:05Z，"
                    "最近一次(last_seen) 2031-05-06T19:59:44Z，跨度(span) 28m；前一窗口同类日志数(earlier_count)=0；"
                    "示例：call to partner-bridge failed"),
    )
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items, inferences=())
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="count", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, subjects=("book",), timezone="UTC", episode_stems=("",),
                        window_end="2031-05-07T00:00:00Z")
    head = lead_lines(material, brief)[0]
    assert "共触发 2 次" in head and "BK-4950" in head and "BK-4431" not in head, head


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "pair"), [
    ("第一次和第三次咪表故障，哪次失败的会话多？", [1, 3]),
    ("first storm vs the one now which had more scanner errors", [1, -1]),
    ("这次跟第一次比，哪次报错多", [-1, 1]),
    ("两波床位风暴 哪一波订床失败的更多？", []),
])
def test_the_two_episodes_a_comparison_names_by_order(question: str, pair: list[int]) -> None:
    """kerbmint-first-vs-third-sessions-zh, pawsafari-storm-windows-errors-en: the two episodes set against each
    other are the ones named (the first and the third, the first and the one going on now), not the first two."""
    assert compares_episodes(question)
    assert episode_pair(question) == pair


@pytest.mark.spec("Answer the question that was asked")
def test_the_first_and_third_episode_records_are_compared(tmp_path: Path) -> None:
    """kerbmint-first-vs-third-sessions-zh: the meter cache storm happened three times today; "第一次和第三次…哪次
    失败的会话多？" sets the first episode's failed sessions against the third's (from 10:00 local), never the
    second's."""
    with world_asker(tmp_path, "kerbmint") as ask:
        answer, third = ask("第一次和第三次咪表故障，哪次失败的会话多？",
                            "SELECT count(*) FROM orders WHERE status = 'SESSION_FAILED' "
                            "AND created_at >= '2026-12-06 03:00:00'")
    head = answer.split("\n", 1)[0]
    assert f"共 {third} 笔" in head and "08:15~09:32" not in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_two_episodes_each_of_its_own_code_count_their_failed_records() -> None:
    """proofwed-episodes-more-failed-zh ("选片App今晚两次出事，哪次失败的选片多？"): the app has no alerts to tell its
    episodes apart, but its failed records fall under two codes, each first seen at a time of its own — each code's
    records are one episode's (8 then 7), oldest first, never one code's log lines."""
    items = (
        _item("o1", "查询窗口内（error_code=AP-5100）共 7 笔订单，按状态：PICK_FAILED: 7"),
        _item("o2", "查询窗口内（error_code=AP-5034）共 8 笔订单，按状态：PICK_FAILED: 8"),
        _item("r1", "订单 R-1 当前状态为 PICK_FAILED，创建于 2031-05-07T05:04:59Z，用户 u-1，错误码 AP-5100"),
        _item("r2", "订单 R-2 当前状态为 PICK_FAILED，创建于 2031-05-07T03:20:21Z，用户 u-2，错误码 AP-5034"),
        _item("l1", "app 错误码 AP-5100 的 ERROR 日志在窗口内共 103 条，首次出现(first_seen) 2031-05-07T04:41:05Z，"
                    "最近一次(last_seen) 2031-05-07T05:04:59Z，跨度(span) 23m；前一窗口同类日志数(earlier_count)=0；"
                    "示例：order R-3 failed: PICK_FAILED"),
    )
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items, inferences=())
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="comparison", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, subjects=("app",), timezone="UTC", episodes_compared=True,
                        question_text="选片App今晚两次出事，哪次失败的选片多？")
    head = lead_lines(material, brief)[0]
    assert "AP-5034（最早 2031-05-07 03:20）共 8 笔" in head and "共 7 笔" in head and "前者更多" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_which_failed_more_after_two_turns_sets_their_records_against_each_other(tmp_path: Path) -> None:
    """lingobay-followup-which-more-en: "which one failed more jobs?" after "what happened to invoicing yesterday
    afternoon?" / "and matching last night?" asks the records each turn's trouble failed (the invoicing status
    against the matching one), never the last turn's log lines alone."""
    with world_service(tmp_path, "lingobay") as (service, url):
        head = ask_head(service, "what happened to invoicing yesterday afternoon?", "and matching last night?",
                        "which one failed more jobs?")
        invoices = sql_text(url, "SELECT count(*) FROM orders WHERE status = 'INVOICE_FAILED'")
        assigned = sql_text(url, "SELECT count(*) FROM orders WHERE status = 'ASSIGN_FAILED'")
    assert "INVOICE_FAILED 的订单：" in head and f"共 {invoices} 笔" in head and f"共 {assigned} 笔" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_the_times_counted_rest_on_the_alert_query_own_counts(tmp_path: Path) -> None:
    """pawsafari-storm-episodes-count-zh: "闸机缓存今天炸了几次" — the cache's alert fired twice today (one resolved,
    one firing); the head counts the firings and the subject's alert query's own counts are claimed beside them, so
    the number stated is one the evidence states (it was flagged as a number of no evidence)."""
    with world_service(tmp_path, "pawsafari") as (service, url):
        answer = service.ask("闸机缓存今天炸了几次", user_id="test", conversation_id="mc-times").answer
        fired = sql_text(url, "SELECT count(*) FROM alert WHERE alertname = 'KopoHitSlump' "
                              "AND starts_at >= '2026-12-09 22:00:00'")
    head = answer.split("\n", 1)[0]
    #: (stop 50, invPB: the times are the log query's own episodes of the subject's lines when it states them)
    assert f"共触发 {fired} 次" in head or f"分为 {fired} 段异常" in head, head
    assert f"窗口内告警共 {fired} 个，正在触发(firing) 1 个，已恢复(resolved) 1 个" in answer, answer
