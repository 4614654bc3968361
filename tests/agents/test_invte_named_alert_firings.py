"""invTE (stop 54, opened domeglow): "今天 <Alert> 一共响了几次" — an alert named by its own name, no service, counted
by its firings today, whichever service rang it."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem
from tests.agents.synthetic import CATALOG, NOW

_ALERTING = CATALOG.model_copy(update={"alerts": ("SlowAnswersHigh", "BasketErrorsHigh")})


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", [
    "今天 SlowAnswersHigh 一共响了几次",
    "how many times did SlowAnswersHigh fire today?",
])
def test_a_named_alert_counted_by_times_counts_its_firings(question: str) -> None:
    """Held-out domeglow-count-slow-answers-zh ("今天 GloamSlowAnswers 一共响了几次"): the key counts the alert's
    firings that started today (three services rang it) — the base stated no count."""
    plan = offline_plan(question, _ALERTING, now=NOW)
    assert plan.alerts == ["SlowAnswersHigh"]
    assert plan.aspects == ["count"], plan.aspects
    assert plan.episode_stems == ["SlowAnswersHigh"], plan.episode_stems


def _firing(cid: str, service: str, since: str) -> MaterialItem:
    return MaterialItem(claim_id=cid, claim_type="observation", text=(
        f"告警 SlowAnswersHigh（服务 {service}，critical）已恢复(resolved)：开始于(since) {since}，结束于(until) "
        f"{since[:11]}23:59:00Z，持续(duration) 10m"))


@pytest.mark.spec("Answer the question that was asked")
def test_the_firings_that_began_in_the_window_are_counted() -> None:
    """domeglow-count-slow-answers-zh: the named alert's claims answer the count though no claim covers it; a firing
    carried over from the day before is not one of today's."""
    items = (_firing("c0", "edge-router", "2031-03-03T23:50:00Z"), _firing("c1", "edge-router", "2031-03-04T01:00:00Z"),
             _firing("c2", "basket-service", "2031-03-04T05:00:00Z"),
             _firing("c3", "ledger-service", "2031-03-04T09:00:00Z"))
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items, inferences=())
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="count", status="answered", claim_ids=[])])
    brief = AnswerBrief(coverage=coverage, subjects=(), timezone="UTC", window_start="2031-03-04T00:00:00Z",
                        window_end="2031-03-04T12:00:00Z", episode_stems=("SlowAnswersHigh",))
    head = lead_lines(material, brief)[0]
    assert "共触发 3 次" in head and "2031-03-03T23:50" not in head, head
