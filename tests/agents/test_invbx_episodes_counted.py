"""Spec scenario "episodes counted" (opened beanlot, nilecart, himalgear): "how many times did the lots database pool
get exhausted today?", "昨天订单库连接池告警一共响了几次", "was the orders db pool maxed out more than once
yesterday?". Each time is an episode — a firing of the trouble's alert, which fires on the database's caller (the
application whose pool is exhausted) — never the database's log lines: the answers counted the WARN lines (35, 40)
of a code that spans both episodes as one record, and read "more than once" as a comparison."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.question import aspects_of
from superbiz.agents.question_ops import counts_episodes
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem
from tests.agents.world_chat import world_asker


@pytest.mark.parametrize(("question", "counted"), [
    ("how many times did the lots database pool get exhausted today?", True),
    ("昨天订单库连接池告警一共响了几次", True),
    ("was the orders db pool maxed out more than once yesterday?", True),
    ("今天连接池打满了几次", True),
    ("how many times did X log an error today?", False),
    ("how many times was it deployed today?", False),
    ("is the catalog db pool still maxed out?", False),
])
def test_an_episode_count_is_asked(question: str, counted: bool) -> None:
    assert counts_episodes(question) is counted


def test_more_than_once_compares_nothing() -> None:
    aspects = aspects_of("was the orders db pool maxed out more than once yesterday?", has_entity=True,
                         has_record=False)
    assert "comparison" not in aspects, aspects


_FIRINGS = (
    MaterialItem(claim_id="c1", claim_type="observation", text=(
        "告警 PoolFull（服务 app，critical）已恢复(resolved)：开始于(since) 2031-05-06T01:13:00Z，结束于(until) "
        "2031-05-06T01:27:00Z，持续(duration) 14m")),
    MaterialItem(claim_id="c2", claim_type="observation", text=(
        "告警 PoolFull（服务 app，critical）已恢复(resolved)：开始于(since) 2031-05-06T07:33:00Z，结束于(until) "
        "2031-05-06T07:52:00Z，持续(duration) 19m")),
    MaterialItem(claim_id="c3", claim_type="observation", text=(
        "告警 ErrorsHigh（服务 app，critical）已恢复(resolved)：开始于(since) 2031-05-06T07:35:00Z，结束于(until) "
        "2031-05-06T07:50:00Z，持续(duration) 15m")),
    MaterialItem(claim_id="c4", claim_type="observation", text=(
        "app-db 错误码 DB-W1 的 WARN 日志在窗口内共 35 条，首次出现(first_seen) 2031-05-06T01:10:05Z，"
        "最近一次(last_seen) 2031-05-06T07:49:43Z，跨度(span) 6h39m")),
)


def _head(aspect: str, items: tuple[MaterialItem, ...] = _FIRINGS) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items, inferences=())
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect=aspect, status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, subjects=("app-db", "app"), timezone="UTC",
                        window_end="2031-05-06T08:40:00Z", episode_stems=("pool",))
    return lead_lines(material, brief)[0]


def test_the_count_is_the_troubles_alert_firings() -> None:
    head = _head("count")
    assert "共触发 2 次" in head and "ErrorsHigh" not in head and "35 条" not in head, head


def test_more_than_once_is_yes_of_two_firings_and_no_of_one() -> None:
    assert _head("yes_no").startswith("是，"), _head("yes_no")
    one = _head("yes_no", _FIRINGS[1:])
    assert one.startswith("不是，") and "共触发 1 次" in one, one


def test_a_database_pool_exhausted_twice_is_counted_on_its_caller(tmp_path: Path) -> None:
    """beanlot-pool-times-count-en: the pool alert fires on the lot registry, the database only logs warnings."""
    with world_asker(tmp_path, "beanlot") as ask:
        answer, fired = ask("how many times did the lots database pool get exhausted today?",
                            "SELECT count(*) FROM alert WHERE alertname = 'LotsDbPoolSaturated'")
        head = answer.splitlines()[0]
        assert fired == 2 and f"共触发 {fired} 次" in head, head
        answer, _ = ask("was the lots db pool maxed out more than once today?", "SELECT 1")
        assert answer.startswith("是，"), answer
