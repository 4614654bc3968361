"""KnowledgeBase: ingest, re-ingest, delete, ranking layers and the persisted index."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import Engine, create_engine

from superbiz.knowledge import demo_dir
from superbiz.sources.kb_index import HIGH_THRESHOLD, relevance_level
from superbiz.sources.knowledge import KnowledgeBase
from superbiz.store.tables import Base


@pytest.fixture
def engine(tmp_path: Path) -> Iterator[Engine]:
    eng = create_engine(f"sqlite:///{tmp_path / 'app.db'}")
    Base.metadata.create_all(eng)
    yield eng
    eng.dispose()


@pytest.fixture
def demo_kb(engine: Engine, tmp_path: Path) -> KnowledgeBase:
    kb = KnowledgeBase(engine, tmp_path / "kb_index")
    assert kb.ensure_demo_kb() is not None
    return kb


def _write(folder: Path, name: str, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def test_ensure_demo_kb_ingests_shipped_runbooks_once(demo_kb: KnowledgeBase) -> None:
    docs = demo_kb.documents()
    assert len(docs) == len(list(demo_dir().glob("*.md"))) >= 12
    assert all(d.source_path.startswith("demo/") and d.chunk_count > 0 for d in docs)
    assert demo_kb.ensure_demo_kb() is None
    assert len(demo_kb.documents()) == len(docs)


def test_shipped_runbooks_cover_every_error_code_and_alert(demo_kb: KnowledgeBase) -> None:
    anchors = ["PAY-5003", "PAY-4001", "ORD-5001", "ORD-4004", "NTF-5007", "GW-502", "LOG-5030", "USR-4010",
               "PaymentDBPoolExhausted", "HighErrorRate", "HighMemoryUsage", "PodRestartLoop",
               "DiskSpaceCritical", "High5xxRate", "ServiceDown", "HighLatency"]
    for anchor in anchors:
        hits = demo_kb.search(anchor, top_k=3)
        assert hits and hits[0].retrieval_layer == "exact", anchor
        assert anchor in hits[0].text or anchor in hits[0].heading_path, anchor


def test_search_exact_layer_ranks_pay_5003_chunks_first(demo_kb: KnowledgeBase) -> None:
    hits = demo_kb.search("PAY-5003 是什么错误 支付 超时 排查", top_k=8)
    exact = [h for h in hits if h.retrieval_layer == "exact"]
    assert exact and hits[: len(exact)] == exact  # exact hits lead
    assert all("PAY-5003" in h.text or "PAY-5003" in h.heading_path for h in exact)
    assert hits[0].source_document in {"demo/05-error-codes.md", "demo/01-runbook-db-pool-exhaustion.md"}


def test_search_chinese_query_finds_db_pool_runbook(demo_kb: KnowledgeBase) -> None:
    hits = demo_kb.search("支付服务数据库连接池耗尽怎么处理", top_k=5)
    assert hits[0].source_document == "demo/01-runbook-db-pool-exhaustion.md"
    assert hits[0].heading_path.startswith("数据库连接池耗尽处置手册")
    assert hits[0].relevance_level == "high"
    assert sum(h.source_document == hits[0].source_document for h in hits) >= 3


@pytest.mark.parametrize(
    ("query", "document"),
    [
        ("order-service 内存泄漏 OOM 重启怎么排查", "demo/02-runbook-jvm-oom.md"),
        ("通知服务日志盘写满 No space left on device", "demo/03-runbook-disk-full.md"),
        ("网关 502 级联 下游服务 panic", "demo/04-runbook-upstream-502.md"),
        ("值班 故障升级 IC 通知范围", "demo/11-oncall-escalation.md"),
        ("search-es 分片迁移导致搜索延迟的复盘", "demo/12-postmortem-2026-09-search-latency.md"),
    ],
)
def test_search_finds_the_right_document(demo_kb: KnowledgeBase, query: str, document: str) -> None:
    assert demo_kb.search(query, top_k=3)[0].source_document == document


def test_search_unrelated_query_has_no_hits(demo_kb: KnowledgeBase) -> None:
    assert demo_kb.search("今天天气怎么样", top_k=5) == []
    assert demo_kb.search("   ", top_k=5) == []


def test_search_hit_fields_and_relevance_levels(demo_kb: KnowledgeBase) -> None:
    hit = demo_kb.search("HighMemoryUsage", top_k=1)[0]
    assert hit.chunk_key.startswith(f"{hit.source_document}#")
    assert 0.0 < hit.score <= 1.0 and hit.relevance_level == relevance_level(hit.score)
    assert relevance_level(HIGH_THRESHOLD) == "high"
    assert relevance_level(0.4) == "medium" and relevance_level(0.2) == "low"


def test_ingest_folder_reingest_is_noop(engine: Engine, tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    _write(docs, "a.md", "# 缓存手册\n\n## 雪崩\n\ninventory-redis 大量 key 同时过期。")
    _write(docs, "b.txt", "库存服务说明\n\n预占库存超时 1s。")
    _write(docs, "ignored.pdf", "binary")
    kb = KnowledgeBase(engine, tmp_path / "idx")
    first = kb.ingest(docs)
    assert (first.created, first.updated, first.unchanged) == (2, 0, 0)
    builds = kb.stats.index_builds
    again = kb.ingest(docs)
    assert (again.created, again.updated, again.unchanged) == (0, 0, 2)
    assert kb.stats.index_builds == builds  # nothing changed: no rebuild
    assert kb.search("inventory-redis")[0].heading_path == "缓存手册 > 雪崩"


def test_ingest_changed_document_replaces_its_chunks(engine: Engine, tmp_path: Path) -> None:
    path = _write(tmp_path / "docs", "r.md", "# 手册\n\n## 旧章节\n\n旧的处置：重启 payment-service。")
    kb = KnowledgeBase(engine, tmp_path / "idx")
    kb.ingest(path)
    doc_id = kb.documents()[0].id
    _write(tmp_path / "docs", "r.md", "# 手册\n\n## 新章节\n\n新的处置：限流 payment-service。\n\n## 验证\n\n看指标。")
    report = kb.ingest(path)
    assert report.updated == 1
    docs = kb.documents()
    assert [(d.id, d.chunk_count) for d in docs] == [(doc_id, 2)]
    texts = [h.text for h in kb.search("payment-service 处置", top_k=5)]
    assert any("限流" in t for t in texts) and not any("旧的" in t for t in texts)


def test_ingest_text_and_delete(engine: Engine, tmp_path: Path) -> None:
    kb = KnowledgeBase(engine, tmp_path / "idx")
    report = kb.ingest_text("upload-guide", "# 上传手册\n\nsms-gateway 返回 429 时退避重试。")
    doc = kb.documents()[0]
    assert report.created == 1 and doc.source_path == "upload/upload-guide.md"
    assert kb.search("sms-gateway 429")[0].document_id == doc.id
    assert kb.delete(doc.id) is True
    assert kb.documents() == [] and kb.search("sms-gateway 429") == []
    assert kb.delete(doc.id) is False


def test_ingest_missing_path_raises(engine: Engine, tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        KnowledgeBase(engine, tmp_path / "idx").ingest(tmp_path / "nope")


def test_new_instance_loads_persisted_index_without_tokenising(engine: Engine, tmp_path: Path) -> None:
    first = KnowledgeBase(engine, tmp_path / "kb_index")
    first.ensure_demo_kb()
    assert first.stats.tokenised_chunks > 0 and (tmp_path / "kb_index" / "manifest.json").exists()
    expected = [h.chunk_key for h in first.search("PAY-5003 连接池", top_k=5)]

    second = KnowledgeBase(engine, tmp_path / "kb_index")
    assert [h.chunk_key for h in second.search("PAY-5003 连接池", top_k=5)] == expected
    assert second.stats.index_loads == 1
    assert second.stats.index_builds == 0 and second.stats.tokenised_chunks == 0


def test_persisted_index_rebuilt_when_documents_changed(engine: Engine, tmp_path: Path) -> None:
    first = KnowledgeBase(engine, tmp_path / "kb_index")
    first.ingest_text("a", "# A\n\nrisk-service 风控评分超时 800ms。")
    first.search("risk-service")
    other = KnowledgeBase(engine, tmp_path / "kb_index")
    other.ingest_text("b", "# B\n\nlogistics-service RouteCache 刷新。")  # another writer changes the corpus
    hits = first.search("RouteCache logistics-service")  # first notices the new manifest and reloads
    assert hits and hits[0].source_document == "upload/b.md"
    assert first.stats.index_loads == 1 and first.stats.index_builds == 1
