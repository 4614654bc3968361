"""Spec scenario "Answer the question that was asked" (opened kerbmint): "今天咪表缓存一共出了几次问题", "how many
times did X have problems today?" — no trouble state named, yet each time is an episode: one of the subject's alert
firings (alerts of the subject overlapping in time are one time), never the subject's log lines counted by level
(the answer gave "WARN: 50, ERROR: 0" of three separate cache storms)."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.question_ops import counts_episodes, counts_troubles
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem
from tests.agents.world_chat import world_asker


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "counted"), [
    ("今天咪表缓存一共出了几次问题", True),
    ("X 今天出过几次故障", True),
    ("how many times did X have problems today?", True),
    ("how many times did X go down today?", True),
    ("X 今天发了几次版", False),
    ("X 今天报了几次错", False),
    ("KRB-1 今天刷屏了好几回，到底谁的锅", False),
])
def test_a_count_of_troubles_is_asked(question: str, counted: bool) -> None:
    assert counts_troubles(question) is counted
    assert not counts_episodes(question)


_FIRINGS = (
    MaterialItem(claim_id="c1", claim_type="observation", text=(
        "告警 KvHitLow（服务 app-cache，critical）已恢复(resolved)：开始于(since) 2031-05-06T01:13:00Z，结束于(until) "
        "2031-05-06T01:27:00Z，持续(duration) 14m")),
    MaterialItem(claim_id="c2", claim_type="observation", text=(
        "告警 KvHitLow（服务 app-cache，critical）已恢复(resolved)：开始于(since) 2031-05-06T07:33:00Z，结束于(until) "
        "2031-05-06T07:52:00Z，持续(duration) 19m")),
    MaterialItem(claim_id="c3", claim_type="observation", text=(
        "告警 EvictsHigh（服务 app-cache，warning）已恢复(resolved)：开始于(since) 2031-05-06T07:35:00Z，结束于(until) "
        "2031-05-06T07:50:00Z，持续(duration) 15m")),
    MaterialItem(claim_id="c4", claim_type="observation", text=(
        "app-cache 在窗口内按级别的日志条数：「WARN: 50, ERROR: 0, FATAL: 0」")),
)


@pytest.mark.spec("Answer the question that was asked")
def test_any_alert_of_the_subject_counts_and_overlaps_are_one() -> None:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=_FIRINGS, inferences=())
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="count", status="answered",
                                                      claim_ids=[i.claim_id for i in _FIRINGS])])
    brief = AnswerBrief(coverage=coverage, subjects=("app-cache",), timezone="UTC",
                        window_end="2031-05-06T08:40:00Z", episode_stems=("",))
    head = lead_lines(material, brief)[0]
    assert "共触发 2 次" in head and "WARN: 50" not in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_a_service_in_trouble_twice_today_is_counted_by_its_alerts(tmp_path: Path) -> None:
    """demo-trouble-times-today-count-zh/-en: two separate alerts of the service, not its 23 WARN lines."""
    with world_asker(tmp_path, "demo") as ask:
        sql = "SELECT count(*) FROM alert WHERE service = 'inventory-service'"
        for question in ("inventory-service 今天一共出了几次问题？",
                         "how many times did inventory-service have problems today?"):
            answer, fired = ask(question, sql)
            head = answer.splitlines()[0]
            #: (stop 50, invPB: the times are the log query's own episodes of the subject's lines when it states them)
            assert fired == 2 and (f"共触发 {fired} 次" in head or f"分为 {fired} 段异常" in head), head
