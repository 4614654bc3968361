"""The embedding layer against a real OpenAI-compatible HTTP server the test starts on 127.0.0.1."""

from __future__ import annotations

import json
import socket
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from sqlalchemy import Engine, create_engine

from superbiz.models.embeddings import OpenAIEmbeddings
from superbiz.settings import AgentModelSettings
from superbiz.sources.kb_embeddings import embedder_from_settings
from superbiz.sources.knowledge import KnowledgeBase
from superbiz.store.tables import Base

#: concept dimensions of the fake model: texts sharing a concept get close vectors
CONCEPTS: tuple[tuple[str, ...], ...] = (
    ("缓存雪崩", "cache stampede"),
    ("连接池", "connection pool"),
    ("磁盘", "disk"),
)
DIM = len(CONCEPTS) + 1


def fake_vector(text: str) -> list[float]:
    lowered = text.lower()
    return [float(any(word in lowered for word in words)) for words in CONCEPTS] + [0.05]


class FakeEmbeddingServer:
    """``POST /v1/embeddings`` with deterministic concept vectors; counts the texts it embedded."""

    def __init__(self) -> None:
        owner = self
        self.texts_embedded = 0

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                inputs = body["input"] if isinstance(body["input"], list) else [body["input"]]
                owner.texts_embedded += len(inputs)
                payload = {
                    "object": "list", "model": body["model"],
                    "data": [{"object": "embedding", "index": i, "embedding": fake_vector(t)}
                             for i, t in enumerate(inputs)],
                    "usage": {"prompt_tokens": 0, "total_tokens": 0},
                }
                data = json.dumps(payload).encode()
                self.send_response(200 if self.path.endswith("/embeddings") else 404)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args: object) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"


@pytest.fixture
def server() -> Iterator[FakeEmbeddingServer]:
    srv = FakeEmbeddingServer()
    srv.thread.start()
    yield srv
    srv.httpd.shutdown()
    srv.httpd.server_close()
    srv.thread.join(timeout=5)


@pytest.fixture
def engine(tmp_path: Path) -> Iterator[Engine]:
    eng = create_engine(f"sqlite:///{tmp_path / 'app.db'}")
    Base.metadata.create_all(eng)
    yield eng
    eng.dispose()


def _settings(base_url: str) -> AgentModelSettings:
    return AgentModelSettings(provider="openai", base_url=base_url, model="fake-embed", max_retries=0, timeout_s=5)


@pytest.fixture
def embedder(server: FakeEmbeddingServer) -> Iterator[OpenAIEmbeddings]:
    emb = embedder_from_settings(_settings(server.base_url))
    assert emb is not None
    yield emb
    emb.close()


def _fill(kb: KnowledgeBase) -> None:
    kb.ingest_text("cache", "# 缓存雪崩应对\n\n大量 key 同时过期，请求打到数据库。加随机过期抖动。")
    kb.ingest_text("pool", "# 连接池\n\nHikariCP 连接池满时出现 PAY-5003。")
    kb.ingest_text("disk", "# 磁盘\n\n日志卷写满时清理归档。")


def test_embedder_from_settings_none_when_not_configured() -> None:
    assert embedder_from_settings(None) is None
    assert embedder_from_settings(AgentModelSettings()) is None  # offline provider


def test_embedding_layer_finds_what_bm25_cannot(
    engine: Engine, tmp_path: Path, embedder: OpenAIEmbeddings
) -> None:
    kb = KnowledgeBase(engine, tmp_path / "idx", embedder=embedder)
    _fill(kb)
    hits = kb.search("cache stampede mitigation", top_k=3)  # no query word occurs in any document
    assert [h.source_document for h in hits] == ["upload/cache.md"]
    assert hits[0].retrieval_layer == "embedding" and hits[0].relevance_level == "high"
    assert kb.stats.embedded_chunks == 3


def test_embedding_layer_keeps_exact_first(engine: Engine, tmp_path: Path, embedder: OpenAIEmbeddings) -> None:
    kb = KnowledgeBase(engine, tmp_path / "idx", embedder=embedder)
    _fill(kb)
    hits = kb.search("PAY-5003 disk", top_k=3)
    assert hits[0].source_document == "upload/pool.md" and hits[0].retrieval_layer == "exact"
    assert "upload/disk.md" in [h.source_document for h in hits[1:]]


def test_embeddings_persisted_with_index(
    engine: Engine, tmp_path: Path, server: FakeEmbeddingServer, embedder: OpenAIEmbeddings
) -> None:
    _fill(KnowledgeBase(engine, tmp_path / "idx", embedder=embedder))
    before = server.texts_embedded
    second = KnowledgeBase(engine, tmp_path / "idx", embedder=embedder)
    assert second.search("cache stampede", top_k=1)[0].retrieval_layer == "embedding"
    assert second.stats.index_loads == 1 and second.stats.embedded_chunks == 0
    assert server.texts_embedded == before + 1  # only the query was embedded


def test_embedding_endpoint_down_degrades_to_lexical(engine: Engine, tmp_path: Path) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        dead_port = sock.getsockname()[1]
    emb = embedder_from_settings(_settings(f"http://127.0.0.1:{dead_port}/v1"))
    assert emb is not None
    try:
        kb = KnowledgeBase(engine, tmp_path / "idx", embedder=emb)
        _fill(kb)
        hits = kb.search("PAY-5003", top_k=2)
        assert hits[0].source_document == "upload/pool.md"
        assert kb.stats.last_embedding_error is not None and kb.stats.embedded_chunks == 0
    finally:
        emb.close()
