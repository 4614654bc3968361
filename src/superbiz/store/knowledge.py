"""Knowledge-base documents and their chunks. The caller owns the transaction."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from superbiz.store.tables import KnowledgeChunk, KnowledgeDocument
from superbiz.store.views import ChunkIn, ChunkView, DocumentUpsert, DocumentView, UpsertAction, as_utc

__all__ = ["all_chunks", "delete_document", "get_document", "list_documents", "upsert_document"]


def upsert_document(
    session: Session,
    *,
    source_path: str,
    title: str,
    content_hash: str,
    size_bytes: int,
    chunks: Sequence[ChunkIn],
    now: datetime,
) -> DocumentUpsert:
    """Store a document and its chunks, keyed by ``source_path``.

    Same ``content_hash`` as stored: nothing changes (``unchanged``). Otherwise the chunks are replaced.
    """
    row = session.scalars(select(KnowledgeDocument).where(KnowledgeDocument.source_path == source_path)).first()
    if row is not None and row.content_hash == content_hash:
        return DocumentUpsert(document=DocumentView.model_validate(row), action="unchanged")
    action: UpsertAction
    if row is None:
        row = KnowledgeDocument(source_path=source_path, created_at=as_utc(now))
        session.add(row)
        action = "created"
    else:
        session.execute(delete(KnowledgeChunk).where(KnowledgeChunk.document_id == row.id))
        action = "updated"
    row.title = title[:300]
    row.content_hash = content_hash
    row.size_bytes = size_bytes
    row.chunk_count = len(chunks)
    session.flush()
    session.add_all(
        KnowledgeChunk(document_id=row.id, chunk_index=i, heading_path=c.heading_path[:500], text=c.text)
        for i, c in enumerate(chunks)
    )
    session.flush()
    return DocumentUpsert(document=DocumentView.model_validate(row), action=action)


def list_documents(session: Session) -> list[DocumentView]:
    """Every document, by ``source_path``."""
    rows = session.scalars(select(KnowledgeDocument).order_by(KnowledgeDocument.source_path))
    return [DocumentView.model_validate(row) for row in rows]


def get_document(session: Session, *, document_id: int) -> DocumentView | None:
    row = session.get(KnowledgeDocument, document_id)
    return None if row is None else DocumentView.model_validate(row)


def delete_document(session: Session, *, document_id: int | None = None, source_path: str | None = None) -> bool:
    """Delete a document (by id or by path) and its chunks; ``False`` when there was none."""
    if (document_id is None) == (source_path is None):
        raise ValueError("give exactly one of document_id or source_path")
    stmt = select(KnowledgeDocument)
    if document_id is not None:
        stmt = stmt.where(KnowledgeDocument.id == document_id)
    else:
        stmt = stmt.where(KnowledgeDocument.source_path == source_path)
    row = session.scalars(stmt).first()
    if row is None:
        return False
    session.execute(delete(KnowledgeChunk).where(KnowledgeChunk.document_id == row.id))
    session.delete(row)
    session.flush()
    return True


def all_chunks(session: Session) -> list[ChunkView]:
    """Every chunk with its document's path and title, in document then chunk order (what an index loads)."""
    stmt = (
        select(KnowledgeChunk, KnowledgeDocument.source_path, KnowledgeDocument.title)
        .join(KnowledgeDocument, KnowledgeDocument.id == KnowledgeChunk.document_id)
        .order_by(KnowledgeDocument.source_path, KnowledgeChunk.chunk_index)
    )
    return [
        ChunkView(
            id=chunk.id, document_id=chunk.document_id, chunk_index=chunk.chunk_index,
            heading_path=chunk.heading_path, text=chunk.text, source_path=path, title=title,
        )
        for chunk, path, title in session.execute(stmt)
    ]
