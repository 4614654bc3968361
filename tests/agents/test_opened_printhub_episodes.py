"""Patterns from the opened printhub world: one of a service's two incidents named by its order ("第二个呢，啥原因？"
after "X 今天是不是出了两次问题"), and the two incidents set against each other ("哪次报错多", "which one lasted
longer, the first or the second?"). Synthetic material: a render worker whose cache dependency failed in the morning
(a finished episode with an inferred cause) and whose queue backs up in the afternoon (a firing alert)."""

from __future__ import annotations

import pytest

from superbiz.agents.question import aspects_of, compares_episodes, episode_ordinal
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem

_CONFIRMED = (
    MaterialItem(claim_id="c1", claim_type="observation", text=(
        "tile-worker 错误码 TW-4471 的 ERROR 日志在窗口内共 120 条，首次出现(first_seen) 2031-05-06T01:16:05Z，"
        "最近一次(last_seen) 2031-05-06T02:01:41Z，跨度(span) 45m；示例：cache miss on tile-cache")),
    MaterialItem(claim_id="c2", claim_type="observation", text=(
        "tile-worker 错误码 TW-3302 的 ERROR 日志在窗口内共 250 条，首次出现(first_seen) 2031-05-06T06:09:05Z，"
        "最近一次(last_seen) 2031-05-06T08:39:15Z，跨度(span) 2h30m；示例：deadline exceeded for a message of topic "
        "tiles.render; message re-queued")),
    MaterialItem(claim_id="c3", claim_type="observation", text=(
        "告警 TileBacklogHigh（服务 tile-worker，warning）正在触发(firing)，开始于(since) 2031-05-06T06:11:00Z，"
        "已持续(active_for) 2h29m，摘要(summary)：tile-worker consumer lag on tiles.render above 10000 messages")),
    MaterialItem(claim_id="c4", claim_type="observation", text=(
        "tile-cache 错误码 TC-W09 的 WARN 日志在窗口内共 48 条，首次出现(first_seen) 2031-05-06T01:14:05Z，"
        "最近一次(last_seen) 2031-05-06T02:01:01Z，跨度(span) 46m")),
)
_INFERRED = (
    MaterialItem(claim_id="i1", claim_type="root_cause", text=(
        "推断：tile-worker 的异常（cache miss on tile-cache）可能源自依赖 tile-cache——tile-cache 的最早异常 "
        "2031-05-06T01:14:05Z 不晚于 tile-worker 相关异常的首次出现 2031-05-06T01:16:05Z")),
)


def _head(aspect: str, question: str) -> str:
    items = (*_CONFIRMED, *_INFERRED)
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=_CONFIRMED, inferences=_INFERRED)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect=aspect, status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, subjects=("tile-worker",), timezone="UTC",
                        window_end="2031-05-06T08:40:00Z", episode=episode_ordinal(question),
                        episodes_compared=compares_episodes(question), question_text=question)
    return lead_lines(material, brief)[0]


@pytest.mark.parametrize(("question", "ordinal"), [
    ("第二个呢，啥原因？", 2), ("第二次是啥原因", 2), ("what caused the second one?", 2), ("第一次是啥原因", 1),
    ("Which one lasted longer, the first or the second?", 0), ("今天是不是出了两次问题", 0), ("为什么报错", 0),
])
def test_an_incident_named_by_its_order(question: str, ordinal: int) -> None:
    assert episode_ordinal(question) == ordinal


@pytest.mark.parametrize("question", ["第二个呢，啥原因？", "what caused the second one?"])
def test_the_second_incidents_cause_is_not_the_first_ones(question: str) -> None:
    """Pattern "the Nth incident's cause" (printhub ph-rip-second-one-cause: "第二个呢，啥原因？" after "X 今天是不是出
    了两次问题" named the morning's cache dependency — the first incident's inferred cause — as the cause of the
    afternoon's backlog, a false fact): only the records inside that episode answer."""
    head = _head("cause", question)
    assert "tiles.render" in head and "TileBacklogHigh" in head, head
    assert "tile-cache" not in head, head


def test_the_first_incidents_cause_keeps_its_inferred_dependency() -> None:
    head = _head("cause", "第一次是啥原因")
    assert "tile-cache" in head and "TileBacklogHigh" not in head, head


@pytest.mark.parametrize("question", ["tile-worker 今天两次故障，哪次报错多",
                                      "Which one lasted longer, the first or the second?"])
def test_two_incidents_compared_are_a_comparison(question: str) -> None:
    assert compares_episodes(question)
    assert aspects_of(question, has_entity=True, has_record=False) == ["comparison"]


def test_which_incident_had_more_errors_states_each_ones_count() -> None:
    """Pattern "two incidents compared" (printhub ph-rip-two-incidents-compare: "X 今天两次故障，哪次报错多" answered
    with the morning's cause): each episode's ERROR lines, span and alerts, then which one had more."""
    head = _head("comparison", "tile-worker 今天两次故障，哪次报错多")
    assert head.startswith("第二次(second)报错更多"), head
    assert "120 条" in head and "250 条" in head, head


def test_which_incident_lasted_longer_states_the_ongoing_ones_span() -> None:
    """printhub ph-rip-first-vs-second-longer: the later episode still firing runs to the window's end."""
    head = _head("comparison", "Which one lasted longer, the first or the second?")
    assert head.startswith("第二次(second)持续更久"), head
    assert "2h31m" in head and "TileBacklogHigh" in head, head


@pytest.mark.parametrize(("question", "aspect"), [
    ("When did the partner's certificate expire?", "onset"), ("证书什么时候过期的", "onset"),
    ("几点续上的？", "end"), ("证书啥时候续好的", "end"), ("When was the certificate renewed?", "end"),
])
def test_an_expiry_and_a_renewal_are_the_troubles_onset_and_end(question: str, aspect: str) -> None:
    """Pattern "expired / renewed" (printhub ph-courier-cert-expired-when: "When did the courier partner's
    certificate expire?" was a cause over the last hour, "nothing wrong"; ph-courier-cert-renewed: "几点续上的？"
    after "证书是不是过期了"): an expiry is when the trouble began, a renewal when it ended."""
    assert aspects_of(question, has_entity=True, has_record=False) == [aspect]
