"""Issue 10, pattern 7 (follow-ups and yes/no), red-teamed with the forms a follow-up takes on call, over a
catalogue of no real world. After "ledger-service 昨天下午为什么报错？":

- a follow-up naming only a suspect ("是 vault-db 引起的吗", "跟 vault-db 有关系吗", "is vault-db to blame?",
  "was it vault-db?") is a yes/no about that suspect for the conversation's subject, in the conversation's window;
- "vault-db 那边呢" asks the earlier question of vault-db, in the conversation's window;
- a follow-up asking about *now* ("它现在好了吗", "is it healthy now?", "那现在呢") is about the recent window,
  not yesterday afternoon; "现在恢复了没" (the end) looks from the earlier window up to now.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG, NOW

EARLIER = ("ledger-service 昨天下午为什么报错？",)
YESTERDAY_AFTERNOON = (datetime(2031, 3, 3, 12, 0, tzinfo=UTC), datetime(2031, 3, 3, 18, 0, tzinfo=UTC))


def _window(plan: object) -> tuple[datetime, datetime]:
    return (datetime.fromisoformat(plan.window_start.replace("Z", "+00:00")),  # type: ignore[attr-defined]
            datetime.fromisoformat(plan.window_end.replace("Z", "+00:00")))  # type: ignore[attr-defined]


@pytest.mark.parametrize("question", [
    "是 vault-db 引起的吗？", "跟 vault-db 有关系吗", "和 vault-db 有关吗？", "会不会是 vault-db 的问题？",
    "vault-db 导致的吗？", "is vault-db to blame?", "was it vault-db?", "could it be vault-db?",
    "is that because of vault-db?", "related to vault-db?",
])
def test_a_follow_up_naming_only_a_suspect_asks_yes_no_for_the_conversations_subject_and_window(question: str
                                                                                             ) -> None:
    plan = offline_plan(question, CATALOG, now=NOW, earlier_questions=EARLIER)
    assert plan.aspects == ["yes_no"]
    assert plan.services == ["ledger-service"] and plan.suspects == ["vault-db"]
    assert _window(plan) == YESTERDAY_AFTERNOON


@pytest.mark.parametrize("question", ["vault-db 那边呢？", "那 vault-db 呢", "what about vault-db?"])
def test_what_about_x_asks_the_earlier_question_of_x_in_the_earlier_window(question: str) -> None:
    plan = offline_plan(question, CATALOG, now=NOW, earlier_questions=EARLIER)
    assert plan.services == ["vault-db"] and plan.aspects == ["cause"]
    assert _window(plan) == YESTERDAY_AFTERNOON


@pytest.mark.parametrize("question", [
    "它现在好了吗？", "这个服务现在正常吗", "is it healthy now?", "那现在呢？", "and now?", "what about now?",
    "现在还报错吗",
])
def test_a_follow_up_about_now_asks_about_the_recent_window_of_the_same_subject(question: str) -> None:
    plan = offline_plan(question, CATALOG, now=NOW, earlier_questions=EARLIER)
    start, end = _window(plan)
    assert plan.services == ["ledger-service"]
    assert end == NOW and NOW - start <= timedelta(hours=3), (start, end)


def test_has_it_recovered_by_now_looks_from_the_earlier_window_up_to_now() -> None:
    plan = offline_plan("现在恢复了没？", CATALOG, now=NOW, earlier_questions=EARLIER)
    start, end = _window(plan)
    assert plan.aspects == ["end"] and plan.services == ["ledger-service"]
    assert start <= YESTERDAY_AFTERNOON[0] and end == NOW
