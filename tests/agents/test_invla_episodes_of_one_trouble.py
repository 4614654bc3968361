"""Spec scenario "Answer the question that was asked" (opened laptide, sprigrack): one trouble that happened twice —
the nth episode's onset, end and duration (each episode's own span), "is it over? when did it stop?", "一共出了几次？"
after "X 今天怎么了", and a deed the members' app lists said short ("订道" of "订泳道")."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.question import asks_over, aspects_of, learn_aliases
from superbiz.agents.question_ops import counts_troubles
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem
from tests.agents.world_chat import world_asker


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "counted"), [
    ("一共出了几次？", True),
    ("一共出过几回？", True),
    ("X 今天一共出了几次错", False),
    ("X 今天报了几次错", False),
])
def test_a_bare_times_asked_after_a_trouble_counts_its_episodes(question: str, counted: bool) -> None:
    """"一共出了几次？" after "营养液配比今天怎么了": how many times the trouble happened (the subject's alert
    firings), never its log lines by level ("ERROR: 93")."""
    assert counts_troubles(question) is counted


@pytest.mark.spec("Answer the question that was asked")
def test_a_bracketed_deed_said_short_names_the_application() -> None:
    """"七点以后订道是不是又挂了一次？": "订道" is "订泳道" (a one-character verb and its object's last character),
    a deed the members' app lists in brackets — the app is asked about, never an unknown "七点以后订道"."""
    descriptions = {"app": "会员App (订泳道、报游泳课、激活储物柜手环) / members' app",
                    "lanes": "泳道预约服务 / lane booking service", "slots": "泳道时段分配 / lane slot allocator"}
    aliases = learn_aliases(list(descriptions), descriptions, {})
    assert aliases.get("订道") == "app", aliases
    #: a contraction a common word holds ("订单") is never learned
    shop = {"shop": "商城 (订单子、查物流) / shop"}
    assert "订子" not in learn_aliases(list(shop), shop, {})


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "over"), [
    ("is the lane booking mess over? when did it stop?", True),
    ("is it over? how long did it last?", True),
    ("is the backlog over yet?", True),
    ("is the rollout over? when did it end?", False),
])
def test_over_asked_before_a_second_question(question: str, over: bool) -> None:
    """"is the X mess over? when did it stop?": whether it is over is asked (是, then its end), not only when."""
    assert asks_over(question) is over


@pytest.mark.spec("Answer the question that was asked")
def test_an_ordinal_with_a_span_asked_asks_no_onset() -> None:
    """"泳道预约库 第一次连接池打满 持续了多久": 第一次 names the episode whose span is asked — no onset line first."""
    assert aspects_of("X 第一次连接池打满 持续了多久", has_entity=True, has_record=False) == ["duration"]
    assert "onset" in aspects_of("X 第一次是几点开始的", has_entity=True, has_record=False)


def _wave(claim: str, count: int, first: str, last: str, span: str, earlier: int) -> MaterialItem:
    return MaterialItem(claim_id=claim, claim_type="observation", text=(
        f"store-pg 错误码 SPG-W1 的 WARN 日志在窗口内共 {count} 条，首次出现(first_seen) {first}，最近一次(last_seen) "
        f"{last}，跨度(span) {span}；前一窗口同类日志数(earlier_count)={earlier}；示例：client connections 380 close "
        "to max_connections 400"))


@pytest.mark.spec("Answer the question that was asked")
def test_the_nth_episode_of_a_store_queried_apart_is_its_own_span() -> None:
    """A store with no alerts of its own, its lines queried per episode (its caller's alerts told them apart): the
    day's record of its code covers both narrower ones, the later one reads steady against a previous window holding
    the first's tail, and the quiet between them (25 minutes) is shorter than the usual gap — the first episode's
    duration is its own 34 minutes, never the day's 1h09m."""
    items = (
        _wave("c1", 45, "2031-05-06T22:05:05Z", "2031-05-06T23:14:37Z", "1h09m", 0),
        _wave("c2", 35, "2031-05-06T22:05:05Z", "2031-05-06T22:39:44Z", "34m", 0),
        _wave("c3", 10, "2031-05-06T23:05:05Z", "2031-05-06T23:14:37Z", "9m", 30),
    )
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items, inferences=())
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="duration", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, subjects=("store-pg",), timezone="UTC",
                        window_end="2031-05-06T23:30:00Z", episode=1)
    head = lead_lines(material, brief)[0]
    assert "34 分钟" in head and "1h09m（" not in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_the_second_outage_onset_of_a_chain_below_a_quiet_app(tmp_path: Path) -> None:
    """"when did the second lane outage kick off tonight?" (laptide: the lane booking service and its slot allocator,
    below a members' app with no alerts): the one caller told nothing apart, so the allocator's alerts split the
    episodes and both named services are queried per episode — the second episode's first record (19:07 local),
    never the evening's first anomaly (18:05)."""
    with world_asker(tmp_path, "laptide") as ask:
        answer, _ = ask("when did the second lane outage kick off tonight?", "SELECT 0")
    head = answer.split("\n", 1)[0]
    assert "19:07" in head and "18:05" not in head, head
