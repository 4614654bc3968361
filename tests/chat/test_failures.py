"""Failures inside the chat loop end in a safe, explained outcome, persisted when the database allows it."""

from __future__ import annotations

from sqlalchemy import text

from superbiz.chat.events import AnswerEvent, DoneData, DoneEvent, ErrorEvent
from superbiz.chat.service import ChatService
from superbiz.container import Container
from superbiz.store import repository as repo

QUESTION = "payment-service 最近半小时为什么大量超时？"


def test_chat_storage_failure_mid_chat_ends_in_a_persisted_failed_session(offline_container: Container) -> None:
    with offline_container.db.engine.begin() as conn:  # a table the loop writes after the session row
        conn.execute(text("DROP TABLE agent_step"))
    events = list(ChatService(offline_container).stream(QUESTION, user_id="u"))
    types = [e.type for e in events]
    assert types[0] == "session" and "error" in types and types[-2:] == ["answer", "done"]
    answer = events[-2]
    assert isinstance(answer, AnswerEvent)
    result = answer.data.result
    assert result.output_type == "DEGRADED" and result.confirmed == []
    assert result.answer.startswith("当前无法基于已获取证据生成可靠结论")
    assert result.error
    with offline_container.db.session() as s:
        row = repo.get_session(s, session_id=result.session_id)
    assert row is not None and row.status == "failed" and row.error


def test_chat_with_an_unusable_database_says_so_and_ends_cleanly(offline_container: Container) -> None:
    with offline_container.db.engine.begin() as conn:
        conn.execute(text("DROP TABLE tool_invocation"))
        conn.execute(text("DROP TABLE agent_step"))
        conn.execute(text("DROP TABLE diagnosis_session"))
    events = list(ChatService(offline_container).stream(QUESTION, user_id="u"))
    assert [e.type for e in events] == ["error", "done"]
    assert isinstance(events[0], ErrorEvent) and "无法创建会话" in events[0].data.message
    assert events[0].data.stage == "session" and events[0].data.unavailable
    assert isinstance(events[-1], DoneEvent) and events[-1].data == DoneData(persisted=False)


def test_chat_unknown_tool_from_a_plan_is_a_gap_not_a_crash(offline_container: Container) -> None:
    calls: list[str] = []
    registry = offline_container.registry
    result = registry.invoke("no_such_tool", {}, ctx=_ctx(offline_container))
    calls.append(result.status)
    assert calls == ["error"] and "unknown tool" in (result.error or "")


def _ctx(c: Container):  # type: ignore[no-untyped-def]
    from superbiz.tools.base import ToolContext

    return ToolContext(sources=c.sources, now=c.data_clock())
