"""The database is the source of truth of the knowledge base: a generation moved by every change, indexes that
follow it, hits filtered against the stored documents, logical names for seeded folders. SQLite and PostgreSQL.
"""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import text

from superbiz.sources.knowledge import KnowledgeBase
from superbiz.store import Database
from superbiz.store import knowledge as repo
from superbiz.store.conversations import ConversationOwnedError, ensure_conversation
from superbiz.store.views import ChunkIn

NOW = datetime(2026, 12, 1, tzinfo=UTC)
RUNBOOK = "# 缓存手册\n\n## 缓存雪崩\n\n当 cache-omega 命中率低于 10% 时，先扩容 cache-omega 再预热热点键。\n"


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def db(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Database]:
    url = f"sqlite:///{tmp_path / 'app.db'}" if request.param == "sqlite" else request.getfixturevalue("pg_database")
    database = Database.create(url)
    try:
        yield database
    finally:
        database.dispose()


def _generation(db: Database) -> int:
    with db.session() as session:
        return repo.generation(session)


def test_every_document_change_moves_the_generation_and_nothing_else_does(db: Database) -> None:
    assert _generation(db) == 0
    chunks = [ChunkIn(text="PAY-5031 银行网关超时")]
    kwargs = {"source_path": "runbooks/p.md", "title": "支付", "size_bytes": 10, "now": NOW}
    with db.transaction() as session:
        created = repo.upsert_document(session, content_hash="h1", chunks=chunks, **kwargs)
    assert created.action == "created" and _generation(db) == 1
    with db.transaction() as session:
        assert repo.upsert_document(session, content_hash="h1", chunks=chunks, **kwargs).action == "unchanged"
    assert _generation(db) == 1
    with db.transaction() as session:
        assert repo.upsert_document(session, content_hash="h2", chunks=chunks, **kwargs).action == "updated"
    assert _generation(db) == 2
    try:
        with db.transaction() as session:  # a change rolled back leaves the generation where it was
            repo.delete_document(session, document_id=created.document.id)
            raise RuntimeError("abort")
    except RuntimeError:
        pass
    assert _generation(db) == 2
    with db.transaction() as session:
        assert repo.delete_document(session, document_id=created.document.id)
        assert not repo.delete_document(session, document_id=created.document.id)
    assert _generation(db) == 3


def test_concurrent_stores_of_one_new_name_all_succeed(db: Database) -> None:
    def store(i: int) -> str:
        with db.transaction() as session:
            return repo.upsert_document(
                session, source_path="upload/same.md", title="t", content_hash="same", size_bytes=1,
                chunks=[ChunkIn(text="同一份文档")], now=NOW,
            ).action

    with ThreadPoolExecutor(max_workers=8) as pool:
        actions = list(pool.map(store, range(8)))
    assert actions.count("created") == 1 and actions.count("unchanged") == 7
    assert _generation(db) == 1


def test_a_second_knowledge_base_follows_the_database_without_a_reindex(db: Database, tmp_path: Path) -> None:
    writer = KnowledgeBase(db.engine, tmp_path / "index-a")
    reader = KnowledgeBase(db.engine, tmp_path / "index-b")  # another replica: its own local index
    assert reader.search("cache-omega 命中率") == []
    doc = writer.ingest_text("omega.md", RUNBOOK).documents[0]
    hits = reader.search("cache-omega 命中率")
    assert hits and hits[0].document_id == doc.document_id
    assert doc.document_id is not None and writer.delete(doc.document_id)
    assert reader.search("cache-omega 命中率") == []
    assert reader.stats.index_builds + reader.stats.index_loads >= 3


def test_a_hit_whose_document_is_gone_is_never_returned_whatever_the_index_says(db: Database, tmp_path: Path) -> None:
    kb = KnowledgeBase(db.engine, tmp_path / "index")
    kb.ingest_text("omega.md", RUNBOOK)
    kb.ingest_text("other.md", "# 其他\n\n## 网关\n\ncache-omega 之外的 api-gateway 手册。\n")
    assert any("omega.md" in h.source_document for h in kb.search("cache-omega 命中率"))
    with db.engine.begin() as connection:  # a writer that does not move the generation (an older version)
        connection.execute(text("DELETE FROM knowledge_chunk WHERE document_id IN "
                                "(SELECT id FROM knowledge_document WHERE source_path = 'upload/omega.md')"))
        connection.execute(text("DELETE FROM knowledge_document WHERE source_path = 'upload/omega.md'"))
    hits = kb.search("cache-omega 命中率")
    assert all("omega.md" not in h.source_document for h in hits)


def test_seeded_folders_are_named_logically_not_by_their_local_path(db: Database, tmp_path: Path) -> None:
    for mount in ("a", "b"):  # the same folder, mounted at two places (two replicas)
        folder = tmp_path / mount / "runbooks"
        (folder / "cache").mkdir(parents=True)
        (folder / "cache" / "omega.md").write_text(RUNBOOK, encoding="utf-8")
    kb = KnowledgeBase(db.engine, tmp_path / "index")
    first = kb.ingest(tmp_path / "a" / "runbooks", logical_names=True, reindex=False)
    second = kb.ingest(tmp_path / "b" / "runbooks", logical_names=True, reindex=False)
    assert [d.source_path for d in first.documents] == ["runbooks/cache/omega.md"]
    assert (first.created, second.unchanged, second.created) == (1, 1, 0)
    assert [d.source_path for d in kb.documents()] == ["runbooks/cache/omega.md"]
    assert kb.search("cache-omega 命中率")  # stored without a reindex: the next search catches up


def test_conversations_are_insert_or_get_with_an_owner_check(db: Database) -> None:
    def start(i: int) -> str:
        with db.transaction() as session:
            return ensure_conversation(session, conversation_id="c-race", user_id="alice", now=NOW, title="t").user_id

    with ThreadPoolExecutor(max_workers=8) as pool:
        assert list(pool.map(start, range(8))) == ["alice"] * 8
    with db.transaction() as session, pytest.raises(ConversationOwnedError):
        ensure_conversation(session, conversation_id="c-race", user_id="bob", now=NOW)
