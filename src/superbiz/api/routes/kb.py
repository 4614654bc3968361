"""Knowledge-base documents: upload (``.md``/``.markdown``/``.txt``, size-limited, safe names), list,
preview, search, delete, reindex. The knowledge base is shared by all users of the service; any valid key may
read it, only a user with the ``admin`` role (``api.roles``) may upload, delete or reindex (403 otherwise; the
rule is :func:`superbiz.services.knowledge_base.require_admin`).

An upload whose content (SHA-256 of the UTF-8 text) is already stored under another name is not added again:
the answer is 200 with ``action: "duplicate"`` and the existing document. (The knowledge base's own document
identity is moving to content hash + logical name; this check keeps the API's behaviour the same either way.)
"""

from __future__ import annotations

import unicodedata
from pathlib import PurePosixPath
from typing import Annotated

import anyio.to_thread
from fastapi import APIRouter, File, HTTPException, Path, Query, Response, UploadFile

from superbiz.api.deps import AdminCaller, ContainerDep, CurrentUser
from superbiz.api.errors import error_responses
from superbiz.api.inputs import MAX_DB_ID, check_text
from superbiz.services import knowledge_base as kb_service
from superbiz.services.knowledge_base import DocumentPreview, DocumentView, KnowledgeHit, ReindexResult, UploadResult

__all__ = ["ALLOWED_SUFFIXES", "UPLOAD_PATH", "UploadResult", "router", "safe_document_name"]

ALLOWED_SUFFIXES = frozenset({".md", ".markdown", ".txt"})

UPLOAD_PATH = "/api/kb/documents"
router = APIRouter(prefix="/api/kb", tags=["knowledge"])
_READ_CHUNK = 64 * 1024


def safe_document_name(filename: str | None) -> str:
    """A plain, safe basename with a supported suffix; ``ValueError`` (400) or ``LookupError`` (415) otherwise.

    Anything that names a directory is refused, not silently reduced: ``../x.md``, ``/etc/x.md``,
    ``a/b.md``, ``C:\\x.md``, hidden names, control characters.
    """
    name = unicodedata.normalize("NFC", (filename or "").strip())
    if not name:
        raise ValueError("the upload has no file name")
    if len(name) > 200:
        raise ValueError("file name longer than 200 characters")
    if any(ch in name for ch in "/\\:") or any(unicodedata.category(ch).startswith("C") for ch in name):
        raise ValueError(f"file name {name!r} must be a plain name without folders or control characters")
    if name.startswith(".") or name in {".", ".."}:
        raise ValueError(f"file name {name!r} must not be hidden or relative")
    if PurePosixPath(name).suffix.lower() not in ALLOWED_SUFFIXES:
        raise LookupError(f"only {', '.join(sorted(ALLOWED_SUFFIXES))} files are accepted, got {name!r}")
    return name


async def _read_limited(upload: UploadFile, limit: int) -> bytes:
    data = bytearray()
    while chunk := await upload.read(_READ_CHUNK):
        data.extend(chunk)
        if len(data) > limit:
            raise HTTPException(status_code=413, detail=f"file exceeds {limit} bytes")
    return bytes(data)


@router.post("/documents", status_code=201, response_model=UploadResult,
             responses={200: {"model": UploadResult, "description": "Already stored under another name"},
                        **error_responses(400, 401, 403, 408, 413, 415, 422, 503)})
async def upload_document(
    file: Annotated[UploadFile, File(description="a .md, .markdown or .txt file (UTF-8)")],
    caller: AdminCaller, container: ContainerDep, response: Response,
) -> UploadResult:
    """Add or replace a document (same name replaces) and reindex; content already stored is not added twice."""
    try:
        name = safe_document_name(file.filename)
    except LookupError as exc:
        raise HTTPException(status_code=415, detail=str(exc)) from exc
    except ValueError as exc:
        raise HTTPException(status_code=400, detail=str(exc)) from exc
    raw = await _read_limited(file, container.settings.api.max_upload_bytes)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise HTTPException(status_code=415, detail="the file is not UTF-8 text") from exc
    if not text.strip():
        raise HTTPException(status_code=400, detail="the file is empty")
    try:
        check_text(text)
    except ValueError as exc:
        raise HTTPException(status_code=422, detail=f"the file cannot be stored: {exc}") from exc
    result = await anyio.to_thread.run_sync(
        lambda: kb_service.add_document(kb=container.kb, caller=caller, name=name, text=text)
    )
    if result.action == "duplicate":
        response.status_code = 200
    return result


@router.get("/documents", response_model=list[DocumentView], responses=error_responses(401, 503))
async def list_documents(user: CurrentUser, container: ContainerDep) -> list[DocumentView]:
    return await anyio.to_thread.run_sync(lambda: kb_service.list_documents(kb=container.kb))


@router.get("/documents/{document_id}", response_model=DocumentPreview, responses=error_responses(401, 404, 422, 503))
async def preview_document(
    document_id: Annotated[int, Path(ge=1, le=MAX_DB_ID)], user: CurrentUser, container: ContainerDep
) -> DocumentPreview:
    """One document with its chunks, in order (the page's preview)."""
    return await anyio.to_thread.run_sync(
        lambda: kb_service.preview_document(kb=container.kb, db=container.db, document_id=document_id)
    )


@router.get("/search", response_model=list[KnowledgeHit], responses=error_responses(401, 422, 503))
async def search(
    user: CurrentUser, container: ContainerDep,
    q: Annotated[str, Query(min_length=1, max_length=500)], top_k: Annotated[int, Query(ge=1, le=20)] = 5,
) -> list[KnowledgeHit]:
    """The best ``top_k`` chunks for ``q`` (the demo runbooks are added first when the base is empty)."""
    return await anyio.to_thread.run_sync(lambda: kb_service.search(kb=container.kb, query=q, top_k=top_k))


@router.delete("/documents/{document_id}", status_code=204, response_class=Response,
               responses=error_responses(401, 403, 404, 422, 503))
async def delete_document(
    document_id: Annotated[int, Path(ge=1, le=MAX_DB_ID)], caller: AdminCaller, container: ContainerDep
) -> Response:
    await anyio.to_thread.run_sync(
        lambda: kb_service.delete_document(kb=container.kb, caller=caller, document_id=document_id)
    )
    return Response(status_code=204)


@router.post("/reindex", response_model=ReindexResult, responses=error_responses(401, 403, 503))
async def reindex(caller: AdminCaller, container: ContainerDep) -> ReindexResult:
    return await anyio.to_thread.run_sync(lambda: kb_service.reindex(kb=container.kb, caller=caller))
