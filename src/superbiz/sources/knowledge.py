"""The knowledge base: documents and chunks in the application database, a persisted search index.

Documents live in ``knowledge_document`` / ``knowledge_chunk``; the search index (bm25s files, the
exact-term index and optional embeddings) is saved under ``index_dir`` in a folder named after the corpus
hash, with ``manifest.json`` naming the current one (``superbiz.sources.kb_files``). A new process loads it
instead of re-tokenising; any change of the stored chunks (ingest, delete) rebuilds and saves it.

The database is the source of truth. Every document change increments ``knowledge_state.generation`` in its
own transaction; before each search the knowledge base compares it with the generation its index was built
from and reloads (or rebuilds) on a difference, so an upload or a delete through one replica is seen by every
other one at its next search. Hits are then filtered against the stored documents: a deleted document is
never returned, whatever an index says. Another process's rebuild in the same home is noticed through the
manifest's modification time. Ranking is described in ``superbiz.sources.kb_index``.
"""

from __future__ import annotations

import hashlib
import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict
from sqlalchemy import Engine
from sqlalchemy.orm import Session, sessionmaker

from superbiz.errors import ModelError
from superbiz.sources.kb_embeddings import Embedder, unit_rows
from superbiz.sources.kb_files import IndexFiles
from superbiz.sources.kb_index import (
    IndexedChunk,
    KnowledgeIndex,
    RelevanceLevel,
    RetrievalLayer,
    relevance_level,
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

if TYPE_CHECKING:
    import numpy as np  # imported at first use (an embedding), not with the module

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


def _logical_name(root: Path, file: Path) -> str:
    """``<root folder name>/<relative path>`` of a file under ``root`` (``<name>`` when ``root`` is the file)."""
    if root.is_file():
        return root.name
    return f"{root.resolve().name}/{file.relative_to(root).as_posix()}"


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
        self._generation: int | None = None
        self._files = IndexFiles(self.index_dir)
        self._manifest_mtime: float | None = None
        self._lock = threading.RLock()
        self._query_tokenizer: Callable[[str], list[str]] | None = None

    # ------------------------------------------------------------------ documents

    def ingest(
        self, path: Path, *, on_file: Callable[[Path], None] | None = None, logical_names: bool = False,
        reindex: bool = True,
    ) -> IngestReport:
        """Ingest a file or every .md/.markdown/.txt file under a folder; rebuild the index if anything changed.

        Documents are named by their absolute path, or with ``logical_names`` by ``<folder name>/<path inside
        it>`` (what seeding from ``sources.knowledge_dirs`` uses: the same on every replica, wherever the folder
        is mounted). ``reindex=False`` only stores; the index catches up at the next search.
        """
        path = Path(path)
        if not path.exists():
            raise FileNotFoundError(f"no such file or folder: {str(path)!r}")
        outcomes: list[StoreOutcome] = []
        for file in collect_files(path):
            name = _logical_name(path, file) if logical_names else str(file.resolve())
            try:
                text = file.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as exc:
                outcomes.append(StoreOutcome.skipped(name, f"unreadable: {exc}"))
            else:
                outcomes.append(self._store(name, text))
            if on_file is not None:
                on_file(file)
        return self._finish(outcomes, reindex=reindex)

    def ingest_text(self, name: str, text: str) -> IngestReport:
        """Ingest an uploaded document under ``upload/<name>`` (same name replaces it)."""
        name = name.strip().replace("\\", "/").lstrip("/")
        if not name:
            raise ValueError("document name must not be empty")
        if Path(name).suffix.lower() not in SUPPORTED_SUFFIXES:
            name = f"{name}.md"
        return self._finish([self._store(f"upload/{name}", text)])

    def ensure_demo_kb(self, *, reindex: bool = True) -> IngestReport | None:
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
        return self._finish(outcomes, reindex=reindex)

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

    def _finish(self, outcomes: list[StoreOutcome], *, reindex: bool = True) -> IngestReport:
        report = IngestReport.from_outcomes(outcomes)
        if report.changed and reindex:
            self.reindex()
        return report

    # ------------------------------------------------------------------ index

    def reindex(self) -> None:
        """Rebuild the index from the stored chunks and save it."""
        with self._lock:
            generation, chunks = self._load_chunks()
            self._index = self._build(chunks, _corpus_hash(chunks))
            self._generation = generation

    def generation(self) -> int:
        """The database's knowledge generation now (one small query)."""
        with self._sessions() as session:
            return repo.generation(session)

    def search(self, query: str, top_k: int = 5) -> list[KnowledgeHit]:
        """The best ``top_k`` chunks for ``query``, exact-term hits first.

        The index is first brought up to the database's generation; hits whose document is no longer stored
        (deleted by another replica after that check) are dropped, whatever the index says.
        """
        if not query.strip():
            return []
        hits: list[KnowledgeHit] = []
        for _attempt in range(2):
            index = self._current_index()
            if not index.chunks:
                return []
            hits = self._search(index, query, top_k)
            alive = self._alive(hits)
            if len(alive) == len(hits):
                return hits
            hits = alive  # a document went away between the generation check and now: search a fresh index
        return hits

    def _alive(self, hits: list[KnowledgeHit]) -> list[KnowledgeHit]:
        if not hits:
            return hits
        with self._sessions() as session:
            stored = repo.existing_document_ids(session, [h.document_id for h in hits])
        return [h for h in hits if h.document_id in stored]

    def _search(self, index: KnowledgeIndex, query: str, top_k: int) -> list[KnowledgeHit]:
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

    def _load_chunks(self) -> tuple[int, list[IndexedChunk]]:
        """The generation, then the chunks (read after it, so they are at least that new)."""
        with self._sessions() as session:
            generation = repo.generation(session)
            return generation, load_chunks(session)

    def _stale(self) -> bool:
        """Whether the index in memory is older than the database's generation or this home's saved index."""
        if self._index is None or self._generation != self.generation():
            return True
        mtime = self._files.manifest_mtime()
        return mtime is not None and self._manifest_mtime is not None and mtime != self._manifest_mtime

    def _current_index(self) -> KnowledgeIndex:
        index = self._index
        if index is not None and not self._stale():
            return index
        with self._lock:
            if self._index is None or self._stale():
                self._index = self._open()
            return self._index

    def _open(self) -> KnowledgeIndex:
        """Load the persisted index if it matches the stored chunks, else build and save it."""
        generation, chunks = self._load_chunks()
        self._generation = generation
        corpus_hash = _corpus_hash(chunks)
        manifest = self._files.read_manifest()
        folder = self._files.folder(corpus_hash)
        if manifest is not None and manifest.get("corpus_hash") == corpus_hash and folder.is_dir():
            try:
                model = manifest.get("embedding_model")
                index = KnowledgeIndex.load(folder, chunks, embedding_model=model if isinstance(model, str) else None)
            except (OSError, ValueError, KeyError) as exc:
                log.warning("knowledge index at %s unreadable (%s); rebuilding", folder, exc)
            else:
                self.stats.index_loads += 1
                self._manifest_mtime = self._files.manifest_mtime()
                wanted = self.embedder.name if self.embedder is not None else None
                if wanted is not None and index.embedding_model != wanted:
                    index = self._embed(index)
                    self._save(index, corpus_hash)
                return index
        return self._build(chunks, corpus_hash)

    def _build(self, chunks: list[IndexedChunk], corpus_hash: str) -> KnowledgeIndex:
        def count(n: int) -> None:
            self.stats.tokenised_chunks += n

        cache = self._files.token_cache()
        index = self._embed(KnowledgeIndex.build(chunks, on_tokenised=count, token_cache=cache))
        self._files.save_token_cache(cache, chunks)
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
        import numpy as np
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
        if self._files.save(index, corpus_hash):
            self._manifest_mtime = self._files.manifest_mtime()
