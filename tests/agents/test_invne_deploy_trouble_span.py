"""invNE (stop 48): how long the trouble a deploy brought lasted — from the deploy's start to its rollback.

- dentaloop/dentaloop-bad-deploy-duration-zh ("昨天下午预约发版坏掉的那次 一共坏了多久"),
  raftwild/raftwild-deploy-duration-zh ("早上订票app发版出问题 前后持续了多久"): the deploy named by what it broke is
  the span of its change events (deployment started → rollback completed), not the subject's other episode of the day.
- scopeslot/scopeslot-rollout-start-followup-zh: "几点开始发的" after a question about a deploy asks the deploy's start.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.question_ops import actions_spanned, actions_timed
from tests.agents.world_chat import world_asker


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["昨天下午预约发版坏掉的那次 一共坏了多久", "早上订票app发版出问题 前后持续了多久",
                                      "上午发布之后出了问题的那次，持续了多长时间"])
def test_a_deploy_told_by_what_it_broke_spans_deploy_to_rollback(question: str) -> None:
    assert actions_spanned(question) == ["发布", "回滚"]


@pytest.mark.spec("Answer the question that was asked")
def test_a_plain_outage_duration_spans_no_operations() -> None:
    assert actions_spanned("订票app挂了多久") == []


@pytest.mark.spec("Answer the question that was asked")
def test_the_broken_deploys_span_is_read_from_its_change_events(tmp_path: Path) -> None:
    with world_asker(tmp_path, "dentaloop") as ask:
        answer, minutes = ask("kalvo-book 昨天下午发版坏掉的那次 一共坏了多久",
                              "SELECT CAST(round((julianday(max(ts)) - julianday(min(ts))) * 1440) AS INTEGER) "
                              "FROM log_record WHERE service = 'kalvo-book' "
                              "AND (message LIKE 'deployment started%' OR message LIKE 'rollback completed%')")
    head = answer.splitlines()[0]
    assert f"{minutes} 分钟" in head, head


# ---- scopeslot/scopeslot-rollout-start-followup-zh: "photonmill 昨晚是不是发了版" → "几点开始发的"

@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["几点开始发的", "那什么时候开始发的？"])
def test_the_bare_verb_begun_asks_the_deploys_start(question: str) -> None:
    assert actions_timed(question) == ["发布"]


@pytest.mark.spec("Answer the question that was asked")
def test_a_thing_sent_is_no_deploy() -> None:
    assert actions_timed("短信几点开始发的") == []
