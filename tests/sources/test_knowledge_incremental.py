"""A rebuild after an upload tokenises only the new chunks, and ranks exactly like a cold build."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import Engine, create_engine

from superbiz.sources.knowledge import KnowledgeBase
from superbiz.store.tables import Base

UPLOAD = """# 队列积压处置手册

## 现象
billing-api 的 queue_depth 持续上涨，告警 QueueBacklogHigh 触发，日志出现 BIL-7001。

## 处置步骤
1. 扩容消费者实例，确认 ledger-worker 消费速率恢复。
2. 检查 Kafka 分区再均衡是否卡住。
"""
QUERIES = ["BIL-7001 队列积压怎么处理", "支付服务数据库连接池耗尽怎么处理", "HighMemoryUsage 告警", "日志盘写满"]


@pytest.fixture
def engine(tmp_path: Path) -> Iterator[Engine]:
    eng = create_engine(f"sqlite:///{tmp_path / 'app.db'}")
    Base.metadata.create_all(eng)
    yield eng
    eng.dispose()


def test_upload_rebuild_tokenises_only_the_new_chunks(engine: Engine, tmp_path: Path) -> None:
    kb = KnowledgeBase(engine, tmp_path / "kb_index")
    kb.ensure_demo_kb()
    kb.search("预热", top_k=1)
    first = kb.stats.tokenised_chunks
    assert first > 50
    report = kb.ingest_text("queue-backlog.md", UPLOAD)
    new_chunks = report.chunks_written
    warm = [[h.chunk_key for h in kb.search(q, top_k=5)] for q in QUERIES]
    assert kb.stats.tokenised_chunks - first == new_chunks

    shutil.rmtree(tmp_path / "kb_index")  # a cold build of the same documents, every chunk tokenised again
    cold_kb = KnowledgeBase(engine, tmp_path / "kb_index")
    cold = [[h.chunk_key for h in cold_kb.search(q, top_k=5)] for q in QUERIES]
    assert cold_kb.stats.tokenised_chunks == first + new_chunks
    assert warm == cold
    assert warm[0][0].startswith("upload/queue-backlog.md")


def test_deleted_documents_leave_the_token_cache(engine: Engine, tmp_path: Path) -> None:
    kb = KnowledgeBase(engine, tmp_path / "kb_index")
    kb.ingest_text("queue-backlog.md", UPLOAD)
    kb.search("BIL-7001", top_k=1)
    cache_file = next((tmp_path / "kb_index").glob("tokens-*.json"))
    assert "BIL-7001".lower() in cache_file.read_text(encoding="utf-8")
    doc = kb.documents()[0]
    assert kb.delete(doc.id)
    kb.search("BIL-7001", top_k=1)
    assert "bil-7001" not in cache_file.read_text(encoding="utf-8")
