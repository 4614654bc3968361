"""What one chat writes, and in how few transactions: every invocation and step, both slots, the completion."""

from __future__ import annotations

import pytest
from sqlalchemy import text

from superbiz.chat.events import ToolCallEvent
from superbiz.chat.service import ChatService
from superbiz.container import Container
from superbiz.store import read_self_evaluation
from superbiz.store import repository as repo

QUESTIONS = [
    "payment-service 最近半小时为什么大量超时？",
    "api-gateway 最近为什么有很多 502？",
    "确认一下 order-service 的 HighMemoryUsage 告警是不是还在触发",
]


@pytest.mark.parametrize("question", QUESTIONS)
def test_offline_chat_persists_every_invocation_step_and_both_slots(offline_container: Container,
                                                                     question: str) -> None:
    events = list(ChatService(offline_container).stream(question, user_id="u"))
    session_id = events[0].session_id
    cited = [e.data.invocation_id for e in events if isinstance(e, ToolCallEvent)]
    rounds = max(e.round for e in events)
    with offline_container.db.session() as s:
        detail = repo.get_session_detail(s, session_id=session_id)
    assert detail is not None and detail.session.status == "completed"
    assert [inv.id for inv in detail.invocations] == cited and cited
    agents = [(st.round, st.agent) for st in detail.steps]
    assert agents == [(r, a) for r in range(1, rounds + 1) for a in ("planner", "executor", "verifier")]
    assert [st.step_index for st in detail.steps] == list(range(1, len(agents) + 1))
    slots = detail.session.self_evaluation or {}
    assert set(slots) == {"rule_evaluation", "verifier_evaluation"}
    assert slots["verifier_evaluation"]["verdict"] == detail.session.verdict


@pytest.mark.parametrize("question", QUESTIONS)
def test_rule_evaluation_of_the_chat_equals_a_fresh_evaluation_of_the_stored_session(
    offline_container: Container, question: str
) -> None:
    result = ChatService(offline_container).ask(question, user_id="u")
    with offline_container.db.session() as s:
        written_by_chat = (read_self_evaluation(s, session_id=result.session_id) or {})["rule_evaluation"]
    reread = offline_container.evaluation.evaluate_session(result.session_id)  # reads the stored facts back
    assert reread.model_dump(mode="json") == written_by_chat


def test_offline_chat_writes_each_step_as_its_stage_ends(offline_container: Container) -> None:
    written_at: dict[str, list[str]] = {}
    for ev in ChatService(offline_container).stream(QUESTIONS[0], user_id="u"):
        with offline_container.db.session() as s:  # another connection: sees only what was committed
            written_at[ev.type] = [st.agent for st in repo.list_steps(s, session_id=ev.session_id)]
    assert written_at["plan"] == ["planner"]
    assert written_at["executor"] == ["planner", "executor"]
    assert written_at["verdict"] == ["planner", "executor", "verifier"]


def test_failure_at_the_first_tool_write_keeps_the_planner_step_with_the_failed_session(
    offline_container: Container,
) -> None:
    with offline_container.db.engine.begin() as conn:
        conn.execute(text("DROP TABLE tool_invocation"))
    events = list(ChatService(offline_container).stream(QUESTIONS[0], user_id="u"))
    assert [e.type for e in events][-2:] == ["answer", "done"]
    with offline_container.db.session() as s:
        session = repo.get_session(s, session_id=events[0].session_id)
        steps = repo.list_steps(s, session_id=events[0].session_id)
    assert session is not None and session.status == "failed" and "tool_invocation" in (session.error or "")
    assert [st.agent for st in steps] == ["planner"]
