"""Knowledge-base documents and their chunks, and the knowledge generation. The caller owns the transaction.

Every change of the documents (:func:`upsert_document` creating or updating, :func:`delete_document`)
increments ``knowledge_state.generation`` in the same transaction, so a replica that reads the generation
knows whether the index it holds was built from what the database holds now.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime

from sqlalchemy import delete, select, update
from sqlalchemy.orm import Session

from superbiz.store._dialect import insert_or_ignore
from superbiz.store.tables import KnowledgeChunk, KnowledgeDocument, KnowledgeState
from superbiz.store.views import ChunkIn, ChunkView, DocumentUpsert, DocumentView, UpsertAction, as_utc

__all__ = [
    "all_chunks",
    "bump_generation",
    "delete_document",
    "existing_document_ids",
    "generation",
    "get_document",
    "list_documents",
    "upsert_document",
]

_STATE_ID = 1


def generation(session: Session) -> int:
    """The current knowledge generation (0 before any change)."""
    value = session.scalar(select(KnowledgeState.generation).where(KnowledgeState.id == _STATE_ID))
    return int(value or 0)


def bump_generation(session: Session, *, now: datetime) -> int:
    """Increment the generation in the caller's transaction (the row lock orders concurrent writers); the new value."""
    stmt = (
        update(KnowledgeState)
        .where(KnowledgeState.id == _STATE_ID)
        .values(generation=KnowledgeState.generation + 1, updated_at=as_utc(now))
        .returning(KnowledgeState.generation)
    )
    value = session.scalar(stmt)
    if value is None:  # a schema made without the migration's row (metadata.create_all)
        session.execute(
            insert_or_ignore(session, KnowledgeState).values(id=_STATE_ID, generation=0, updated_at=as_utc(now))
        )
        value = session.scalar(stmt)
    return int(value or 0)


def existing_document_ids(session: Session, document_ids: Sequence[int]) -> set[int]:
    """Which of ``document_ids`` are stored now (search hits are filtered by it)."""
    if not document_ids:
        return set()
    rows = session.scalars(select(KnowledgeDocument.id).where(KnowledgeDocument.id.in_(set(document_ids))))
    return set(rows)


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
    """Store a document and its chunks, keyed by ``source_path`` (for uploads and seeded folders a logical
    name, the same on every replica).

    Same ``content_hash`` as stored: nothing changes (``unchanged``). Otherwise the chunks are replaced and the
    generation incremented. The row is created with ``INSERT ... ON CONFLICT DO NOTHING``, so two processes
    storing the same new name at once both succeed (the second one updates or finds it unchanged).
    """
    action: UpsertAction = "created"
    inserted = session.scalar(
        insert_or_ignore(session, KnowledgeDocument, conflict_on="source_path")
        .values(source_path=source_path, title=title[:300], content_hash=content_hash, size_bytes=size_bytes,
                chunk_count=0, created_at=as_utc(now))
        .returning(KnowledgeDocument.id)
    )
    stmt = select(KnowledgeDocument).where(KnowledgeDocument.source_path == source_path)
    row = session.scalars(stmt.execution_options(populate_existing=True)).one()
    if inserted is None:
        if row.content_hash == content_hash:
            return DocumentUpsert(document=DocumentView.model_validate(row), action="unchanged")
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
    bump_generation(session, now=now)
    return DocumentUpsert(document=DocumentView.model_validate(row), action=action)


def list_documents(session: Session) -> list[DocumentView]:
    """Every document, by ``source_path``."""
    rows = session.scalars(select(KnowledgeDocument).order_by(KnowledgeDocument.source_path))
    return [DocumentView.model_validate(row) for row in rows]


def get_document(session: Session, *, document_id: int) -> DocumentView | None:
    row = session.get(KnowledgeDocument, document_id)
    return None if row is None else DocumentView.model_validate(row)


def delete_document(
    session: Session, *, document_id: int | None = None, source_path: str | None = None, now: datetime | None = None
) -> bool:
    """Delete a document (by id or by path) and its chunks, incrementing the generation; ``False`` when there
    was none."""
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
    bump_generation(session, now=now or datetime.now(UTC))
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
