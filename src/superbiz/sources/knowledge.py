"""The knowledge base: documents and chunks in the application database, a persisted search index.

Documents live in ``knowledge_document`` / ``knowledge_chunk``; the search index (bm25s files, the
exact-term index and optional embeddings) is saved under ``index_dir`` in a folder named after the corpus
hash, with ``manifest.json`` naming the current one. A new process loads it instead of re-tokenising; any
change of the stored chunks (ingest, delete) rebuilds and saves it. Another process's rebuild is noticed
through the manifest's modification time. Ranking is described in ``superbiz.sources.kb_index``.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import shutil
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from pydantic import BaseModel, ConfigDict
from sqlalchemy import Engine
from sqlalchemy.orm import Session, sessionmaker

from superbiz.errors import ModelError
from superbiz.sources.kb_embeddings import Embedder, unit_rows
from superbiz.sources.kb_index import (
    IndexedChunk,
    KnowledgeIndex,
    RelevanceLevel,
    RetrievalLayer,
    TokenEntry,
    relevance_level,
    text_digest,
)
from superbiz.sources.kb_store import (
    SUPPORTED_SUFFIXES,
    IngestReport,
    StoreOutcome,
    collect_files,
    load_chunks,
    store_text,
)
from superbiz.sources.kb_tokenize import TOKENIZER_VERSION, JiebaDictionary, QueryTokenizer, tokenize
from superbiz.store import knowledge as repo
from superbiz.store.views import DocumentView

__all__ = [
    "DEMO_PREFIX",
    "SUPPORTED_SUFFIXES",
    "DocumentView",
    "IndexStats",
    "IngestReport",
    "KnowledgeBase",
    "KnowledgeHit",
    "collect_files",
]

log = logging.getLogger(__name__)

DEMO_PREFIX = "demo/"
_MANIFEST = "manifest.json"
_FORMAT = 1


class KnowledgeHit(BaseModel):
    """One search result."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    chunk_key: str
    chunk_id: int
    document_id: int
    source_document: str
    title: str
    heading_path: str
    text: str
    score: float
    retrieval_layer: RetrievalLayer
    relevance_level: RelevanceLevel


@dataclass
class IndexStats:
    """Counters that show what the index did in this process (tests and ``kb`` CLI read them)."""

    tokenised_chunks: int = 0
    index_builds: int = 0
    index_loads: int = 0
    embedded_chunks: int = 0
    last_embedding_error: str | None = None


def _corpus_hash(chunks: list[IndexedChunk]) -> str:
    digest = hashlib.sha256(TOKENIZER_VERSION.encode())
    for chunk in chunks:
        digest.update(f"\n{chunk.chunk_id}|{chunk.key}|{chunk.heading_path}".encode())
    return digest.hexdigest()


class KnowledgeBase:
    """Ingest, list, delete and search knowledge documents.

    ``engine`` is a SQLAlchemy ``Engine`` or ``sessionmaker`` of the application database (tables must
    exist); ``index_dir`` holds the persisted index (``<home>/kb_index``).
    """

    def __init__(
        self, engine: Engine | sessionmaker[Session], index_dir: Path, *, embedder: Embedder | None = None
    ) -> None:
        self._sessions = engine if isinstance(engine, sessionmaker) else sessionmaker(engine, expire_on_commit=False)
        self.index_dir = Path(index_dir)
        self.embedder = embedder
        self.stats = IndexStats()
        self._index: KnowledgeIndex | None = None
        self._manifest_mtime: float | None = None
        self._lock = threading.RLock()
        self._query_tokenizer: Callable[[str], list[str]] | None = None

    # ------------------------------------------------------------------ documents

    def ingest(self, path: Path, *, on_file: Callable[[Path], None] | None = None) -> IngestReport:
        """Ingest a file or every .md/.markdown/.txt file under a folder; rebuild the index if anything changed."""
        path = Path(path)
        if not path.exists():
            raise FileNotFoundError(f"no such file or folder: {str(path)!r}")
        outcomes: list[StoreOutcome] = []
        for file in collect_files(path):
            try:
                text = file.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as exc:
                outcomes.append(StoreOutcome.skipped(str(file.resolve()), f"unreadable: {exc}"))
            else:
                outcomes.append(self._store(str(file.resolve()), text))
            if on_file is not None:
                on_file(file)
        return self._finish(outcomes)

    def ingest_text(self, name: str, text: str) -> IngestReport:
        """Ingest an uploaded document under ``upload/<name>`` (same name replaces it)."""
        name = name.strip().replace("\\", "/").lstrip("/")
        if not name:
            raise ValueError("document name must not be empty")
        if Path(name).suffix.lower() not in SUPPORTED_SUFFIXES:
            name = f"{name}.md"
        return self._finish([self._store(f"upload/{name}", text)])

    def ensure_demo_kb(self) -> IngestReport | None:
        """Ingest the shipped runbook set when none of it is stored yet; ``None`` when already present."""
        from superbiz.knowledge import demo_dir

        with self._sessions() as session:
            present = any(d.source_path.startswith(DEMO_PREFIX) for d in repo.list_documents(session))
        if present:
            return None
        outcomes = [
            self._store(f"{DEMO_PREFIX}{file.name}", file.read_text(encoding="utf-8"))
            for file in collect_files(demo_dir())
        ]
        return self._finish(outcomes)

    def delete(self, document_id: int) -> bool:
        """Delete a document and its chunks; ``False`` when it does not exist."""
        with self._sessions.begin() as session:
            deleted = repo.delete_document(session, document_id=document_id)
        if deleted:
            self.reindex()
        return deleted

    def documents(self) -> list[DocumentView]:
        """Every stored document, by source path."""
        with self._sessions() as session:
            return repo.list_documents(session)

    def _store(self, source_path: str, text: str) -> StoreOutcome:
        with self._sessions.begin() as session:
            return store_text(session, source_path, text)

    def _finish(self, outcomes: list[StoreOutcome]) -> IngestReport:
        report = IngestReport.from_outcomes(outcomes)
        if report.changed:
            self.reindex()
        return report

    # ------------------------------------------------------------------ index

    def reindex(self) -> None:
        """Rebuild the index from the stored chunks and save it."""
        with self._lock:
            chunks = self._load_chunks()
            self._index = self._build(chunks, _corpus_hash(chunks))

    def search(self, query: str, top_k: int = 5) -> list[KnowledgeHit]:
        """The best ``top_k`` chunks for ``query``, exact-term hits first."""
        index = self._current_index()
        if not query.strip() or not index.chunks:
            return []
        query_vector = None
        if self.embedder is not None and index.embeddings is not None:
            try:
                query_vector = unit_rows(self.embedder.embed([query]))[0]
            except (ModelError, ValueError) as exc:  # degrade to lexical layers, say why
                self.stats.last_embedding_error = str(exc)
                log.warning("knowledge embeddings unavailable for query: %s", exc)
        hits = index.search(query, top_k, query_vector=query_vector, tokenizer=self.query_tokenizer())
        return [self._to_hit(index.chunks[h.position], h.score, h.layer) for h in hits]

    def query_tokenizer(self) -> Callable[[str], list[str]]:
        """Query tokenisation without loading jieba's dictionary (same tokens as the documents' tokenizer)."""
        if self._query_tokenizer is None:
            try:
                self._query_tokenizer = QueryTokenizer(JiebaDictionary.ensure(self.index_dir))
            except (OSError, ValueError) as exc:
                log.warning("jieba dictionary file unavailable (%s); queries load jieba", exc)
                self._query_tokenizer = tokenize
        return self._query_tokenizer

    @staticmethod
    def _to_hit(chunk: IndexedChunk, score: float, layer: RetrievalLayer) -> KnowledgeHit:
        return KnowledgeHit(
            chunk_key=chunk.key,
            chunk_id=chunk.chunk_id,
            document_id=chunk.document_id,
            source_document=chunk.source_path,
            title=chunk.title,
            heading_path=chunk.heading_path,
            text=chunk.text,
            score=score,
            retrieval_layer=layer,
            relevance_level=relevance_level(score),
        )

    def _load_chunks(self) -> list[IndexedChunk]:
        with self._sessions() as session:
            return load_chunks(session)

    def _manifest_path(self) -> Path:
        return self.index_dir / _MANIFEST

    def _read_manifest(self) -> dict[str, object] | None:
        try:
            data = json.loads(self._manifest_path().read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return data if isinstance(data, dict) and data.get("format") == _FORMAT else None

    def _manifest_changed(self) -> bool:
        try:
            mtime = self._manifest_path().stat().st_mtime
        except OSError:
            return False
        return self._manifest_mtime is not None and mtime != self._manifest_mtime

    def _current_index(self) -> KnowledgeIndex:
        index = self._index
        if index is not None and not self._manifest_changed():
            return index
        with self._lock:
            if self._index is None or self._manifest_changed():
                self._index = self._open()
            return self._index

    def _open(self) -> KnowledgeIndex:
        """Load the persisted index if it matches the stored chunks, else build and save it."""
        chunks = self._load_chunks()
        corpus_hash = _corpus_hash(chunks)
        manifest = self._read_manifest()
        folder = self.index_dir / corpus_hash[:16]
        if manifest is not None and manifest.get("corpus_hash") == corpus_hash and folder.is_dir():
            try:
                model = manifest.get("embedding_model")
                index = KnowledgeIndex.load(folder, chunks, embedding_model=model if isinstance(model, str) else None)
            except (OSError, ValueError, KeyError) as exc:
                log.warning("knowledge index at %s unreadable (%s); rebuilding", folder, exc)
            else:
                self.stats.index_loads += 1
                self._manifest_mtime = self._manifest_path().stat().st_mtime
                wanted = self.embedder.name if self.embedder is not None else None
                if wanted is not None and index.embedding_model != wanted:
                    index = self._embed(index)
                    self._save(index, corpus_hash)
                return index
        return self._build(chunks, corpus_hash)

    def _token_cache_path(self) -> Path:
        return self.index_dir / f"tokens-{TOKENIZER_VERSION}.json"

    def _token_cache(self) -> dict[str, TokenEntry]:
        """Tokens of chunks indexed before (by text digest): a rebuild tokenises only new or changed chunks."""
        try:
            data = json.loads(self._token_cache_path().read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        if not isinstance(data, dict):
            return {}
        return {k: (list(v[0]), list(v[1])) for k, v in data.items() if isinstance(v, list) and len(v) == 2}

    def _save_token_cache(self, cache: dict[str, TokenEntry], chunks: list[IndexedChunk]) -> None:
        current = {text_digest(c.index_text()) for c in chunks}
        kept = {k: v for k, v in cache.items() if k in current}  # deleted documents leave the cache too
        self.index_dir.mkdir(parents=True, exist_ok=True)
        tmp = self.index_dir / f".tokens-{os.getpid()}-{threading.get_ident()}.json"
        tmp.write_text(json.dumps(kept, ensure_ascii=False), encoding="utf-8")
        os.replace(tmp, self._token_cache_path())

    def _build(self, chunks: list[IndexedChunk], corpus_hash: str) -> KnowledgeIndex:
        def count(n: int) -> None:
            self.stats.tokenised_chunks += n

        cache = self._token_cache()
        index = self._embed(KnowledgeIndex.build(chunks, on_tokenised=count, token_cache=cache))
        self._save_token_cache(cache, chunks)
        self.stats.index_builds += 1
        self._save(index, corpus_hash)
        self.query_tokenizer()  # writes the dictionary file queries read, once per home
        return index

    def _reusable_vectors(self) -> dict[str, np.ndarray]:
        """Vectors of the current in-memory index by chunk key (same model), so a rebuild embeds only new chunks."""
        old = self._index
        if old is None or old.embeddings is None or self.embedder is None or old.embedding_model != self.embedder.name:
            return {}
        return {chunk.key: old.embeddings[i] for i, chunk in enumerate(old.chunks)}

    def _embed(self, index: KnowledgeIndex) -> KnowledgeIndex:
        """Add chunk vectors (reusing unchanged ones); on endpoint failure keep the index lexical."""
        if self.embedder is None or not index.chunks:
            return index
        known = self._reusable_vectors()
        missing = [i for i, c in enumerate(index.chunks) if c.key not in known]
        try:
            fresh = unit_rows(self.embedder.embed([index.chunks[i].index_text() for i in missing])) if missing else None
        except (ModelError, ValueError) as exc:
            self.stats.last_embedding_error = str(exc)
            log.warning("knowledge embeddings unavailable; lexical search only: %s", exc)
            return index
        rows = dict(zip(missing, fresh if fresh is not None else [], strict=True))
        vectors = np.stack([rows[i] if i in rows else known[c.key] for i, c in enumerate(index.chunks)])
        self.stats.embedded_chunks += len(missing)
        return index.with_embeddings(vectors.astype(np.float32), self.embedder.name)

    def _save(self, index: KnowledgeIndex, corpus_hash: str) -> None:
        """Save into ``<index_dir>/<hash16>/`` and atomically point the manifest at it."""
        folder = self.index_dir / corpus_hash[:16]
        tmp = self.index_dir / f".tmp-{os.getpid()}-{threading.get_ident()}"
        shutil.rmtree(tmp, ignore_errors=True)
        index.save(tmp)
        shutil.rmtree(folder, ignore_errors=True)
        os.replace(tmp, folder)
        manifest = {
            "format": _FORMAT,
            "corpus_hash": corpus_hash,
            "tokenizer": TOKENIZER_VERSION,
            "chunk_count": len(index.chunks),
            "embedding_model": index.embedding_model,
        }
        tmp_manifest = self.index_dir / f".manifest-{os.getpid()}.json"
        tmp_manifest.write_text(json.dumps(manifest, ensure_ascii=False), encoding="utf-8")
        os.replace(tmp_manifest, self._manifest_path())
        self._manifest_mtime = self._manifest_path().stat().st_mtime
        for stale in self.index_dir.iterdir():
            if stale.is_dir() and stale != folder and not stale.name.startswith("."):
                shutil.rmtree(stale, ignore_errors=True)
