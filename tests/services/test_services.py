"""The services every face calls: a user sees only their own sessions, id prefixes and ``latest`` resolve as the
CLI shows them, conversations get one owner, and only an admin changes the knowledge base."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from superbiz.errors import AmbiguousReference, NotFoundError, PermissionDenied
from superbiz.services import knowledge_base as kb_service
from superbiz.services import sessions
from superbiz.services.database import Database, write_failure
from superbiz.services.knowledge_base import Caller, KnowledgeBase
from superbiz.store import repository

T0 = datetime(2026, 11, 28, 6, 0, tzinfo=UTC)
ALICE_1, ALICE_2, BOB_1 = "abcd1111" + "0" * 24, "abcd2222" + "0" * 24, "ef017777" + "0" * 24


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = Database.create(f"sqlite:///{tmp_path / 'superbiz.db'}")
    try:
        yield database
    finally:
        database.dispose()


@pytest.fixture
def stored(db: Database) -> Database:
    with repository.write_transaction(db) as s:
        for minutes, (sid, user) in enumerate([(ALICE_1, "alice"), (BOB_1, "bob"), (ALICE_2, "alice")]):
            repository.create_session(s, session_id=sid, user_id=user, query=f"q {sid[:8]}", conversation_id=None,
                                      now=T0 + timedelta(minutes=minutes))
    return db


def test_a_user_sees_only_their_own_sessions(stored: Database) -> None:
    assert [s.id for s in sessions.list_sessions(db=stored, user_id="alice")] == [ALICE_2, ALICE_1]
    assert [s.id for s in sessions.list_sessions(db=stored, user_id=None)] == [ALICE_2, BOB_1, ALICE_1]
    assert sessions.audit_trail(db=stored, session_id=BOB_1, user_id="bob").session.user_id == "bob"
    with pytest.raises(NotFoundError) as other:
        sessions.audit_trail(db=stored, session_id=BOB_1, user_id="alice")
    with pytest.raises(NotFoundError) as missing:
        sessions.audit_trail(db=stored, session_id="f" * 32, user_id="alice")
    assert str(other.value) == f"session {BOB_1!r} not found"  # the same answer as for a missing one
    assert str(missing.value) == f"session {'f' * 32!r} not found"
    with pytest.raises(NotFoundError):
        sessions.invocation(db=stored, session_id=BOB_1, number=1, user_id="alice")


def test_session_references_resolve_like_the_cli_shows_them(stored: Database, db: Database) -> None:
    assert sessions.resolve_session_id(db=stored, text=BOB_1) == BOB_1
    assert sessions.resolve_session_id(db=stored, text="abcd2") == ALICE_2
    assert sessions.resolve_session_id(db=stored, text=" latest ") == ALICE_2
    assert sessions.resolve_session_id(db=stored, text="latest", user_id="bob") == BOB_1
    with pytest.raises(AmbiguousReference) as ambiguous:
        sessions.resolve_session_id(db=stored, text="abcd")
    assert ambiguous.value.candidates == (ALICE_1, ALICE_2)
    with pytest.raises(AmbiguousReference, match="4\\+ characters"):
        sessions.resolve_session_id(db=stored, text="abc")
    with pytest.raises(NotFoundError):
        sessions.resolve_session_id(db=stored, text="ef01", user_id="alice")  # bob's, not alice's
    assert sessions.resolve_session_id(db=stored, text="ef01", user_id="bob") == BOB_1


def test_latest_of_an_empty_database_is_not_found(db: Database) -> None:
    with pytest.raises(NotFoundError, match="no sessions yet"):
        sessions.resolve_session_id(db=db, text="latest")
    assert write_failure(db=db, now=T0) is None


def test_a_conversation_gets_one_owner(db: Database) -> None:
    sessions.claim_conversation(db=db, conversation_id="conv-1", user_id="alice", now=T0)
    sessions.claim_conversation(db=db, conversation_id="conv-1", user_id="alice", now=T0)  # hers: no error
    with pytest.raises(NotFoundError, match="conv-1"):
        sessions.claim_conversation(db=db, conversation_id="conv-1", user_id="bob", now=T0)
    assert sessions.conversation_owner(db=db, conversation_id="conv-1") == "alice"
    assert sessions.conversation_owner(db=db, conversation_id="conv-2") is None


RUNBOOK = "# 支付服务\n\n## 连接池耗尽\n\n检查慢 SQL 与连接泄漏，必要时临时扩容连接池。\n"


def test_only_an_admin_changes_the_knowledge_base(db: Database, tmp_path: Path) -> None:
    kb = KnowledgeBase(db.engine, tmp_path / "kb_index")
    reader, admin = Caller(user="bob", role="user"), Caller(user="alice", role="admin")
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "pay.md").write_text(RUNBOOK, encoding="utf-8")
    with pytest.raises(PermissionDenied, match="'bob' may not change the knowledge base"):
        kb_service.add_document(kb=kb, caller=reader, name="pay.md", text=RUNBOOK)
    with pytest.raises(PermissionDenied):
        kb_service.ingest_path(kb=kb, caller=reader, path=folder)
    assert kb_service.list_documents(kb=kb) == []  # nothing was written

    added = kb_service.add_document(kb=kb, caller=admin, name="pay.md", text=RUNBOOK)
    assert added.action == "created" and added.document is not None and added.chunk_count >= 1
    again = kb_service.add_document(kb=kb, caller=admin, name="copy.md", text=RUNBOOK)
    assert again.action == "duplicate" and again.document == added.document
    assert [d.id for d in kb_service.list_documents(kb=kb)] == [added.document.id]
    preview = kb_service.preview_document(kb=kb, db=db, document_id=added.document.id)
    assert preview.chunks and all(c.document_id == added.document.id for c in preview.chunks)
    assert kb_service.search(kb=kb, query="连接池耗尽", top_k=3)[0].source_document.endswith("pay.md")

    for change in (lambda c: kb_service.delete_document(kb=kb, caller=c, document_id=added.document.id),
                   lambda c: kb_service.reindex(kb=kb, caller=c)):
        with pytest.raises(PermissionDenied):
            change(reader)
    assert kb_service.reindex(kb=kb, caller=admin).documents == 1
    kb_service.delete_document(kb=kb, caller=admin, document_id=added.document.id)
    with pytest.raises(NotFoundError):
        kb_service.delete_document(kb=kb, caller=admin, document_id=added.document.id)
    with pytest.raises(NotFoundError):
        kb_service.preview_document(kb=kb, db=db, document_id=added.document.id)
    with pytest.raises(NotFoundError):
        kb_service.files_to_ingest(tmp_path / "nowhere")
