"""The knowledge base for every face: ingest, list, search, preview, delete, reindex, and who may change it.

The knowledge base is shared by all users; anyone may read it, only a caller with the ``admin`` role may add,
delete or reindex documents (:func:`require_admin`, :class:`~superbiz.errors.PermissionDenied` otherwise). The
local CLI acts as :data:`LOCAL_ADMIN`.

A document whose content (SHA-256 of the UTF-8 text) is already stored under another name is not added again
(:func:`add_document` answers ``action="duplicate"`` with the existing document).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel

from superbiz.errors import NotFoundError, PermissionDenied
from superbiz.settings import Role, Settings
from superbiz.sources.kb_embeddings import embedder_from_settings
from superbiz.sources.kb_store import IngestReport, collect_files
from superbiz.sources.knowledge import KnowledgeBase, KnowledgeHit
from superbiz.store import repository
from superbiz.store.db import Database
from superbiz.store.views import ChunkView, DocumentView

__all__ = [
    "LOCAL_ADMIN",
    "Caller",
    "DocumentPreview",
    "DocumentView",
    "IngestReport",
    "KnowledgeBase",
    "KnowledgeHit",
    "ReindexResult",
    "UploadResult",
    "add_document",
    "delete_document",
    "files_to_ingest",
    "ingest_path",
    "list_documents",
    "open_knowledge_base",
    "preview_document",
    "reindex",
    "require_admin",
    "search",
]


@dataclass(frozen=True, slots=True)
class Caller:
    """Who asks: the user (for messages) and their role (for :func:`require_admin`)."""

    user: str
    role: Role


#: the local operator of the CLI, who owns the database it opens
LOCAL_ADMIN = Caller(user="cli", role="admin")


class UploadResult(BaseModel):
    name: str
    action: str  # created | updated | unchanged | skipped (the knowledge base's ingest report) | duplicate
    document: DocumentView | None
    chunk_count: int
    reason: str | None = None


class DocumentPreview(BaseModel):
    document: DocumentView
    chunks: list[ChunkView]


class ReindexResult(BaseModel):
    documents: int
    chunks: int


def require_admin(*, caller: Caller) -> None:
    """The one rule for changing the knowledge base: the ``admin`` role, else :class:`PermissionDenied`."""
    if caller.role != "admin":
        raise PermissionDenied(f"user {caller.user!r} may not change the knowledge base (needs role admin)")


@contextmanager
def open_knowledge_base(settings: Settings) -> Iterator[KnowledgeBase]:
    """The knowledge base over the application database of ``settings`` (index under ``<home>/kb_index``).

    Opening raises ``OSError`` (the home folder) or ``StoreError`` (the database); the embedder and the
    database are closed when the block ends.
    """
    settings.home.mkdir(parents=True, exist_ok=True)
    db = Database.from_settings(settings)
    embedder = embedder_from_settings(settings.models.embeddings)
    try:
        yield KnowledgeBase(db.engine, settings.home / "kb_index", embedder=embedder)
    finally:
        if embedder is not None:
            embedder.close()
        db.dispose()


def files_to_ingest(path: Path) -> list[Path]:
    """The ``.md``/``.markdown``/``.txt`` files :func:`ingest_path` would read; :class:`NotFoundError` when
    ``path`` does not exist."""
    if not path.exists():
        raise NotFoundError(f"no such file or folder: {str(path)!r}")
    return collect_files(path)


def ingest_path(
    *, kb: KnowledgeBase, caller: Caller, path: Path, on_file: Callable[[Path], None] | None = None
) -> IngestReport:
    """Ingest a file or a folder (unchanged documents skipped, changed ones replaced), then rebuild the index."""
    require_admin(caller=caller)
    return kb.ingest(path, on_file=on_file)


def add_document(*, kb: KnowledgeBase, caller: Caller, name: str, text: str) -> UploadResult:
    """Add or replace the document ``name`` (same name replaces) and reindex; content already stored under
    another name is not added twice (``action="duplicate"``)."""
    require_admin(caller=caller)
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    same = next((d for d in kb.documents() if d.content_hash == digest), None)
    if same is not None and same.source_path != f"upload/{name}":
        return UploadResult(name=name, action="duplicate", document=same, chunk_count=same.chunk_count,
                            reason=f"内容与已有文档《{same.title}》（{same.source_path}）相同，未重复添加")
    outcome = kb.ingest_text(name, text).documents[0]
    document = next((d for d in kb.documents() if d.id == outcome.document_id), None)
    return UploadResult(name=name, action=outcome.action, document=document, chunk_count=outcome.chunk_count,
                        reason=outcome.reason)


def list_documents(*, kb: KnowledgeBase) -> list[DocumentView]:
    """Every stored document."""
    return kb.documents()


def preview_document(*, kb: KnowledgeBase, db: Database, document_id: int) -> DocumentPreview:
    """One document with its chunks, in order; :class:`NotFoundError`."""
    document = next((d for d in kb.documents() if d.id == document_id), None)
    if document is None:
        raise NotFoundError(f"document {document_id} not found")
    with db.session() as session:
        chunks = [c for c in repository.all_chunks(session) if c.document_id == document_id]
    return DocumentPreview(document=document, chunks=chunks)


def search(*, kb: KnowledgeBase, query: str, top_k: int = 5) -> list[KnowledgeHit]:
    """The best ``top_k`` chunks for ``query`` (the demo runbooks are added first when the base is empty)."""
    if not kb.documents():
        kb.ensure_demo_kb()
    return kb.search(query, top_k=top_k)


def delete_document(*, kb: KnowledgeBase, caller: Caller, document_id: int) -> None:
    """Delete a document and its chunks, then rebuild the index; :class:`NotFoundError`."""
    require_admin(caller=caller)
    if not kb.delete(document_id):
        raise NotFoundError(f"document {document_id} not found")


def reindex(*, kb: KnowledgeBase, caller: Caller) -> ReindexResult:
    """Rebuild the search index from the stored chunks (``kb.stats`` tells what it took)."""
    require_admin(caller=caller)
    kb.reindex()
    docs = kb.documents()
    return ReindexResult(documents=len(docs), chunks=sum(d.chunk_count for d in docs))
