"""Pattern of the opened clinicq world (queue backlog going on): "积压现在消化完了吗" / "has the backlog drained?"
asks whether the trouble is over: while its alert still fires the answer opens with 没有 (the reverse of "还在积压吗",
which opens with 是); on a catalogue of no real world."""

from __future__ import annotations

import pytest

from superbiz.agents.question import asks_over, asks_still
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem

_FIRING = MaterialItem(claim_id="c1", claim_type="observation", text=(
    "告警 ConsumerLagHigh（服务 notify-worker，critical）正在触发(firing)，开始于(since) 2031-03-04T10:12:00Z，"
    "已持续(active_for) 2h28m"))


@pytest.mark.parametrize("question", ["notify-worker 那个积压现在消化完了吗", "队列清完了没",
                                      "has the notify-worker backlog drained?", "is the backlog cleared yet?"])
def test_asks_whether_the_trouble_is_over(question: str) -> None:
    assert asks_over(question) and not asks_still(question)


@pytest.mark.parametrize("question", ["notify-worker 还在积压吗", "notify-worker 为什么积压",
                                      "is notify-worker still lagging?"])
def test_other_questions_do_not_ask_it_over(question: str) -> None:
    assert not asks_over(question)


def test_a_trouble_going_on_is_not_over() -> None:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=(_FIRING,))
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="end", status="answered", claim_ids=["c1"])])
    brief = AnswerBrief(coverage=coverage, subjects=("notify-worker",), timezone="UTC", over=True,
                        window_end="2031-03-04T12:40:00Z")
    head = lead_lines(material, brief)[0]
    assert head.startswith("没有"), head
