"""Retention on SQLite and PostgreSQL: whole conversations, sessions and finished investigations older than a
cutoff go; anything still live, recent or cited stays, so every answer kept can still be audited."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import func, select

from superbiz.contracts import EvidenceRef
from superbiz.store import Database
from superbiz.store import conversations as conv
from superbiz.store import investigations as inv
from superbiz.store import repository as repo
from superbiz.store.retention import prune
from superbiz.store.tables import (
    AgentStep,
    Conversation,
    ConversationMessage,
    DiagnosisSession,
    Investigation,
    ToolInvocationRow,
)
from superbiz.tools.base import ToolResult

NOW = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)
OLD = NOW - timedelta(days=100)
RECENT = NOW - timedelta(days=1)
CUTOFF = NOW - timedelta(days=90)

RESULT = ToolResult(
    tool_name="query_logs", status="ok", params={"service": "svc"}, data={"logs": [{"message": "boom"}]},
    evidence_refs=[EvidenceRef(raw_path="logs[0]", text="boom")],
)


def _chat(db: Database, session_id: str, *, at: datetime, conversation_id: str | None = None,
          finished: bool = True) -> None:
    """One session with an invocation and an agent step; in a conversation, its question and answer too."""
    with db.transaction() as s:
        if conversation_id is not None:
            conv.ensure_conversation(s, conversation_id=conversation_id, user_id="alice", now=at)
            conv.add_message(s, conversation_id=conversation_id, role="user", content="q", now=at)
        repo.create_session(s, session_id=session_id, user_id="alice", query="q", conversation_id=conversation_id,
                            now=at)
        repo.record_invocation(s, session_id=session_id, round=1, step=0, tool_result=RESULT,
                               evidence_bearing=True, duration_ms=1.0, now=at)
        repo.add_agent_step(s, session_id=session_id, round=1, agent="planner", step_index=0, thought="t", now=at)
        if finished:
            repo.mark_completed(s, session_id=session_id, output_type="NORMAL", verdict="PASS",
                                groundedness_score=1.0, final_answer="a", rounds=1, now=at)
        if conversation_id is not None:
            conv.add_message(s, conversation_id=conversation_id, role="assistant", content="a", now=at,
                             session_id=session_id)


def _investigation(db: Database, group: str, *, status: str, session_id: str, updated: datetime) -> str:
    with db.transaction() as s:
        created = inv.record_firing(s, user_id="alertmanager", receiver="r", group_key=group, digest=group,
                                    fingerprints=["f"], alerts=[], question="q", window_start=OLD, now=OLD)
        s.flush()
        inv.update_investigation(s, investigation_id=created.investigation_id, now=updated, status=status,
                                 session_id=session_id)
    return created.investigation_id


@pytest.fixture
def history(db: Database) -> Database:
    _chat(db, "old-1", at=OLD, conversation_id="c-old")
    _chat(db, "old-2", at=OLD + timedelta(minutes=5), conversation_id="c-old")
    _chat(db, "mixed-old", at=OLD, conversation_id="c-mixed")          # same conversation continued recently
    _chat(db, "mixed-new", at=RECENT, conversation_id="c-mixed")
    _chat(db, "running-old", at=OLD, conversation_id="c-running", finished=False)
    _chat(db, "cli-old", at=OLD)
    _chat(db, "cli-new", at=RECENT)
    _chat(db, "cli-running", at=OLD, finished=False)
    _chat(db, "inv-closed-s", at=OLD)
    _chat(db, "inv-open-s", at=OLD)
    _chat(db, "inv-late-s", at=OLD)
    _investigation(db, "g-closed", status="closed", session_id="inv-closed-s", updated=OLD)
    _investigation(db, "g-open", status="open", session_id="inv-open-s", updated=OLD)
    _investigation(db, "g-late", status="closed", session_id="inv-late-s", updated=RECENT)
    return db


def _ids(db: Database, column: object) -> set[str]:
    with db.session() as s:
        return set(s.execute(select(column)).scalars())


def _rows(db: Database, table: type) -> int:
    with db.session() as s:
        return int(s.execute(select(func.count()).select_from(table)).scalar_one())


KEPT_SESSIONS = {"mixed-old", "mixed-new", "running-old", "cli-new", "cli-running", "inv-open-s", "inv-late-s"}


def test_prune_deletes_only_whole_old_history(history: Database) -> None:
    counts = prune(history, before=CUTOFF)
    assert counts.as_dict() == {"conversations": 1, "messages": 4, "sessions": 4, "invocations": 4,
                                "agent_steps": 4, "investigations": 1}
    assert _ids(history, DiagnosisSession.id) == KEPT_SESSIONS
    assert _ids(history, Conversation.id) == {"c-mixed", "c-running"}
    assert _ids(history, ToolInvocationRow.session_id) == KEPT_SESSIONS
    assert _ids(history, AgentStep.session_id) == KEPT_SESSIONS
    assert _ids(history, ConversationMessage.conversation_id) == {"c-mixed", "c-running"}
    assert _ids(history, Investigation.group_key) == {"g-open", "g-late"}


def test_dry_run_counts_what_a_prune_deletes_and_deletes_nothing(history: Database) -> None:
    before = {table: _rows(history, table) for table in (DiagnosisSession, ToolInvocationRow, ConversationMessage)}
    planned = prune(history, before=CUTOFF, dry_run=True)
    assert {table: _rows(history, table) for table in before} == before
    assert prune(history, before=CUTOFF) == planned


def test_small_batches_delete_the_same_and_a_second_run_finds_nothing(history: Database) -> None:
    counts = prune(history, before=CUTOFF, batch=1)
    assert (counts.conversations, counts.sessions, counts.investigations) == (1, 4, 1)
    assert _ids(history, DiagnosisSession.id) == KEPT_SESSIONS
    assert sum(prune(history, before=CUTOFF).as_dict().values()) == 0


def test_a_cutoff_before_everything_deletes_nothing(history: Database) -> None:
    assert sum(prune(history, before=OLD - timedelta(days=1)).as_dict().values()) == 0
    assert len(_ids(history, DiagnosisSession.id)) == 11
