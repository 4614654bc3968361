"""Repositories round-trip on SQLite and PostgreSQL: sessions, invocations, steps, conversations, knowledge."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest

from superbiz.contracts import EvidenceRef, ToolInvocation
from superbiz.store import Database, NotFound
from superbiz.store import repository as repo
from superbiz.store.views import ChunkIn
from superbiz.tools.base import ToolResult

NOW = datetime(2026, 3, 14, 9, 30, tzinfo=UTC)
QUERY = "payment-service 最近半小时为什么大量超时？"

LOGS_RESULT = ToolResult(
    tool_name="query_logs",
    status="ok",
    params={"service": "payment-service", "level": "ERROR", "minutes": 30},
    data={"logs": [
        {"ts": "2026-03-14T09:12:03Z", "level": "ERROR", "service": "payment-service",
         "message": "PAY-5031 upstream timeout calling bank-gateway after 3000ms", "trace_id": "a1b2c3"},
        {"ts": "2026-03-14T09:12:09Z", "level": "ERROR", "service": "payment-service",
         "message": "PAY-5031 upstream timeout calling bank-gateway after 3000ms", "trace_id": "d4e5f6"},
    ]},
    evidence_refs=[
        EvidenceRef(raw_path="logs[0]", text="PAY-5031 upstream timeout calling bank-gateway after 3000ms"),
        EvidenceRef(raw_path="logs[1]", text="PAY-5031 upstream timeout calling bank-gateway after 3000ms"),
        EvidenceRef(raw_path="summary", text="2 ERROR logs for payment-service in 30 minutes"),
    ],
)
KB_RESULT = ToolResult(
    tool_name="lookup_knowledge",
    status="ok",
    params={"query": "PAY-5031 超时 处理"},
    data={"chunks": [{"title": "支付超时处理手册", "text": "PAY-5031 表示银行网关超时，先检查 bank-gateway 连接池。"}]},
    evidence_refs=[EvidenceRef(raw_path="chunks[0]", text="PAY-5031 表示银行网关超时，先检查 bank-gateway 连接池。",
                               source_document="runbooks/payment.md", retrieval_layer="bm25",
                               relevance_level="high", deduped=True)],
)


def _new_session(db: Database, session_id: str = "s-1", user_id: str = "alice", at: datetime = NOW) -> None:
    with db.transaction() as session:
        repo.create_session(session, session_id=session_id, user_id=user_id, query=QUERY,
                            conversation_id=None, now=at)


def test_record_invocation_round_trips_refs_and_ids(db: Database) -> None:
    _new_session(db)
    with db.transaction() as session:
        first = repo.record_invocation(session, session_id="s-1", round=1, step=0, tool_result=LOGS_RESULT,
                                       evidence_bearing=True, duration_ms=12.5, now=NOW)
        second = repo.record_invocation(session, session_id="s-1", round=2, step=0, tool_result=KB_RESULT,
                                        evidence_bearing=True, duration_ms=3.0, now=NOW)
    with db.session() as session:
        listed = repo.list_invocations(session, session_id="s-1")
    assert [inv.id for inv in listed] == [first.id, second.id]
    assert second.id > first.id
    assert listed == [first, second]
    assert isinstance(listed[0], ToolInvocation)
    assert listed[0].arguments == {"service": "payment-service", "level": "ERROR", "minutes": 30}
    refs = listed[0].retrieval_details.evidence_refs if listed[0].retrieval_details else None
    assert refs is not None and [r.raw_path for r in refs] == ["logs[0]", "logs[1]", "summary"]
    assert "PAY-5031" in (listed[0].output or "")
    kb_ref = listed[1].retrieval_details.evidence_refs[0]  # type: ignore[union-attr,index]  # asserted above
    assert (kb_ref.deduped, kb_ref.relevance_level, kb_ref.source_document) == (True, "high", "runbooks/payment.md")
    assert listed[1].round == 2


def test_record_invocation_error_has_no_retrieval_details(db: Database) -> None:
    _new_session(db)
    failed = ToolResult(tool_name="query_metrics", status="error", params={"service": "x"},
                        error="prometheus unreachable: connection refused")
    with db.transaction() as session:
        inv = repo.record_invocation(session, session_id="s-1", round=1, step=1, tool_result=failed,
                                     evidence_bearing=True, duration_ms=1.0, now=NOW)
    assert inv.success is False
    assert inv.retrieval_details is None
    assert inv.error == "prometheus unreachable: connection refused"


def test_record_invocation_no_data_keeps_an_empty_ref_list(db: Database) -> None:
    _new_session(db)
    empty = ToolResult(tool_name="query_order", status="no_data", params={"order_id": "O-404"}, data={"orders": []})
    with db.transaction() as session:
        repo.record_invocation(session, session_id="s-1", round=1, step=0, tool_result=empty,
                               evidence_bearing=True, duration_ms=1.0, now=NOW)
    with db.session() as session:
        (inv,) = repo.list_invocations(session, session_id="s-1")
        (view,) = repo.list_invocation_views(session, session_id="s-1")
    assert inv.success is True
    assert inv.retrieval_details is not None and inv.retrieval_details.evidence_refs == []
    assert view.retrieval_details == {"evidence_refs": []}
    assert view.status == "no_data"


def test_record_invocation_bounds_and_marks_a_long_output(db: Database) -> None:
    _new_session(db)
    big = ToolResult(tool_name="query_logs", status="ok", data={"logs": ["x" * 5000]})
    with db.transaction() as session:
        inv = repo.record_invocation(session, session_id="s-1", round=1, step=0, tool_result=big,
                                     evidence_bearing=True, duration_ms=1.0, now=NOW, max_output_chars=1000)
    assert inv.output is not None
    assert len(inv.output) <= 1000
    assert "truncated" in inv.output and str(len(big.output_text())) in inv.output


def test_bound_output_keeps_short_text_unchanged() -> None:
    assert repo.bound_output("short", 10) == "short"


def test_session_lifecycle_and_detail(db: Database) -> None:
    _new_session(db)
    with db.transaction() as session:
        repo.record_invocation(session, session_id="s-1", round=1, step=0, tool_result=LOGS_RESULT,
                               evidence_bearing=True, duration_ms=5.0, now=NOW)
        repo.add_agent_step(session, session_id="s-1", round=1, agent="planner", step_index=0,
                            thought="查询 payment-service 错误日志", model_output='{"steps": []}', now=NOW)
        repo.add_agent_step(session, session_id="s-1", round=1, agent="executor", step_index=1,
                            thought="调用 query_logs", now=NOW, prompt_tokens=120, completion_tokens=30)
        done = repo.complete_session(session, session_id="s-1", output_type="NORMAL", verdict="PASS",
                                     groundedness_score=1.0, final_answer="已确认：PAY-5031 超时", rounds=1,
                                     now=NOW + timedelta(seconds=2))
    assert done.status == "completed"
    assert done.duration_ms == pytest.approx(2000.0)
    with db.session() as session:
        detail = repo.get_session_detail(session, session_id="s-1")
    assert detail is not None
    assert detail.session.final_answer == "已确认：PAY-5031 超时"
    assert detail.session.completed_at == NOW + timedelta(seconds=2)
    assert detail.session.created_at == NOW
    assert [s.agent for s in detail.steps] == ["planner", "executor"]
    assert detail.steps[1].prompt_tokens == 120
    assert [i.tool_name for i in detail.invocations] == ["query_logs"]
    assert detail.session.self_evaluation is None


def test_fail_session_records_the_error(db: Database) -> None:
    _new_session(db)
    with db.transaction() as session:
        failed = repo.fail_session(session, session_id="s-1", error="ModelAPIError: timeout", now=NOW,
                                   duration_ms=7.0)
    assert (failed.status, failed.error, failed.duration_ms) == ("failed", "ModelAPIError: timeout", 7.0)
    with db.transaction() as session, pytest.raises(NotFound):
        repo.fail_session(session, session_id="nope", error="x", now=NOW)


def test_timestamps_are_stored_in_utc(db: Database) -> None:
    shanghai = timezone(timedelta(hours=8))
    _new_session(db, at=datetime(2026, 3, 14, 17, 30, tzinfo=shanghai))
    with db.session() as session:
        view = repo.get_session(session, session_id="s-1")
    assert view is not None and view.created_at == NOW and view.created_at.tzinfo is not None


def test_list_sessions_newest_first_and_per_user(db: Database) -> None:
    for i, user in enumerate(["alice", "bob", "alice", "alice"]):
        _new_session(db, session_id=f"s-{i}", user_id=user, at=NOW + timedelta(minutes=i))
    with db.session() as session:
        alice = repo.list_sessions(session, user_id="alice")
        page = repo.list_sessions(session, user_id="alice", limit=1, offset=1)
        everyone = repo.list_sessions(session)
        assert repo.get_session(session, session_id="s-1", user_id="alice") is None
        assert repo.get_session_detail(session, session_id="s-1", user_id="alice") is None
        assert repo.get_session(session, session_id="s-1", user_id="bob") is not None
    assert [s.id for s in alice] == ["s-3", "s-2", "s-0"]
    assert [s.id for s in page] == ["s-2"]
    assert len(everyone) == 4


def test_conversation_history_returns_the_last_messages_in_order(db: Database) -> None:
    with db.transaction() as session:
        repo.ensure_conversation(session, conversation_id="c-1", user_id="alice", now=NOW, title="支付超时")
        again = repo.ensure_conversation(session, conversation_id="c-1", user_id="alice", now=NOW)
        for i in range(5):
            role = "user" if i % 2 == 0 else "assistant"
            repo.add_message(session, conversation_id="c-1", role=role, content=f"m{i}", now=NOW)
    assert again.title == "支付超时"
    with db.session() as session:
        history = repo.conversation_history(session, conversation_id="c-1", limit=3)
        assert repo.conversation_history(session, conversation_id="c-1", limit=0) == []
        assert repo.get_conversation(session, conversation_id="c-1", user_id="bob") is None
    assert history == [("user", "m2"), ("assistant", "m3"), ("user", "m4")]


def test_conversation_of_another_user_is_refused(db: Database) -> None:
    with db.transaction() as session:
        repo.ensure_conversation(session, conversation_id="c-1", user_id="alice", now=NOW)
    with db.transaction() as session, pytest.raises(PermissionError):
        repo.ensure_conversation(session, conversation_id="c-1", user_id="mallory", now=NOW)
    with db.transaction() as session, pytest.raises(NotFound):
        repo.add_message(session, conversation_id="c-unknown", role="user", content="hi", now=NOW)


def test_knowledge_documents_upsert_list_delete(db: Database) -> None:
    chunks = [ChunkIn(heading_path="支付 > 超时", text="PAY-5031 银行网关超时"), ChunkIn(text="检查连接池")]
    kwargs = {"source_path": "runbooks/payment.md", "title": "支付手册", "size_bytes": 120, "now": NOW}
    with db.transaction() as session:
        created = repo.upsert_document(session, content_hash="h1", chunks=chunks, **kwargs)
        repo.upsert_document(session, source_path="runbooks/order.md", title="订单", content_hash="o1",
                             size_bytes=10, chunks=[ChunkIn(text="ORD-4001 库存不足")], now=NOW)
    with db.transaction() as session:
        unchanged = repo.upsert_document(session, content_hash="h1", chunks=[], **kwargs)
        updated = repo.upsert_document(session, content_hash="h2", chunks=chunks[:1], **kwargs)
    assert (created.action, unchanged.action, updated.action) == ("created", "unchanged", "updated")
    assert updated.document.id == created.document.id and updated.document.chunk_count == 1
    with db.session() as session:
        docs = repo.list_documents(session)
        chunk_views = repo.all_chunks(session)
    assert [d.source_path for d in docs] == ["runbooks/order.md", "runbooks/payment.md"]
    assert [(c.source_path, c.chunk_index, c.text) for c in chunk_views] == [
        ("runbooks/order.md", 0, "ORD-4001 库存不足"),
        ("runbooks/payment.md", 0, "PAY-5031 银行网关超时"),
    ]
    assert chunk_views[1].heading_path == "支付 > 超时"
    with db.transaction() as session:
        assert repo.delete_document(session, source_path="runbooks/payment.md") is True
        assert repo.delete_document(session, document_id=created.document.id) is False
    with db.session() as session:
        assert [c.source_path for c in repo.all_chunks(session)] == ["runbooks/order.md"]


def test_deleting_a_session_cascades_to_its_invocations(db: Database) -> None:
    from sqlalchemy import delete, func, select

    from superbiz.store.tables import DiagnosisSession, ToolInvocationRow

    _new_session(db)
    with db.transaction() as session:
        repo.record_invocation(session, session_id="s-1", round=1, step=0, tool_result=LOGS_RESULT,
                               evidence_bearing=True, duration_ms=1.0, now=NOW)
    with db.transaction() as session:
        session.execute(delete(DiagnosisSession).where(DiagnosisSession.id == "s-1"))
    with db.session() as session:
        assert session.scalar(select(func.count()).select_from(ToolInvocationRow)) == 0
