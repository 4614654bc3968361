"""Patterns from the opened clinicq world (issue 10): the onset of a named service's own errors; how long the ongoing
episode has been going on."""

from __future__ import annotations

import pytest

from superbiz.agents.question import asks_this_episode
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem

#: checkout-api failed after a deploy at 12:04; a peer it calls had its own, finished incident just after midnight
_ITEMS = (
    MaterialItem(claim_id="c1", claim_type="observation", text=(
        "pricing-svc 错误码 PRC-4410 的 ERROR 日志在窗口内共 98 条，首次出现(first_seen) 2031-03-04T00:00:18Z，"
        "最近一次(last_seen) 2031-03-04T01:11:54Z，跨度(span) 1h11m")),
    MaterialItem(claim_id="c2", claim_type="observation", text=(
        "checkout-api 错误码 CHK-5000 的 ERROR 日志在窗口内共 144 条，首次出现(first_seen) 2031-03-04T12:04:05Z，"
        "最近一次(last_seen) 2031-03-04T12:39:50Z，跨度(span) 35m")),
    MaterialItem(claim_id="c3", claim_type="observation", text=(
        "告警 ErrorRateHigh（服务 checkout-api，critical）正在触发(firing)，开始于(since) 2031-03-04T12:06:00Z，"
        "已持续(active_for) 34m")),
    MaterialItem(claim_id="c4", claim_type="observation", text=(
        "cart-redis 错误码 RDS-EVICT 的 WARN 日志在窗口内共 12 条，首次出现(first_seen) 2031-03-04T12:01:00Z，"
        "最近一次(last_seen) 2031-03-04T12:30:00Z，跨度(span) 29m")),
)


def _onset_head(items: tuple[MaterialItem, ...]) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="onset", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, subjects=("checkout-api",), timezone="UTC")
    return lead_lines(material, brief)[0]


def test_the_onset_of_a_named_services_errors_is_not_a_peers_earlier_incident() -> None:
    """Pattern "onset of the subject's own episode" (clinicq: "when did the portal-bff errors start today?" answered
    with a dependency's finished incident of just after midnight): another service's records that ended more than
    30 minutes before the subject's first anomaly are another incident and do not answer its onset."""
    head = _onset_head(_ITEMS[:3])
    assert "2031-03-04 12:04:05" in head, head
    assert "00:00:18" not in head, head


def test_a_precursor_just_before_the_subjects_errors_still_answers_the_onset() -> None:
    """A dependency's warning that overlaps the subject's episode is its precursor: still the first anomaly."""
    assert "2031-03-04 12:01:00" in _onset_head(_ITEMS)


#: checkout-api failed yesterday (a finished episode) and fails again now
_TWO = (
    MaterialItem(claim_id="d1", claim_type="observation", text=(
        "checkout-api 错误码 CHK-5031 的 ERROR 日志在窗口内共 45 条，首次出现(first_seen) 2031-03-03T13:13:05Z，"
        "最近一次(last_seen) 2031-03-03T13:40:43Z，跨度(span) 27m")),
    *_ITEMS[1:3],
)


@pytest.mark.parametrize("question", ["这已经持续多久了", "how long has it been going on?"])
def test_how_long_has_it_been_going_on_is_the_ongoing_episodes_span(question: str) -> None:
    """Pattern "how long has it been (going on)" (clinicq: "这已经持续多久了" after "X 为什么在报错" answered with the
    span of yesterday's finished episode): 已经 asks about the episode going on now, the latest one of the subject."""
    assert asks_this_episode(question)
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=_TWO)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="duration", status="answered",
                                                      claim_ids=[i.claim_id for i in _TWO])])
    brief = AnswerBrief(coverage=coverage, subjects=("checkout-api",), timezone="UTC",
                        latest_episode=asks_this_episode(question))
    head = lead_lines(material, brief)[0]
    assert "35 分钟" in head and "27m" not in head, head
