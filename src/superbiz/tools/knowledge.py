"""``lookup_knowledge``: search the knowledge base; one evidence ref per hit (``chunks[i]``).

A chunk already returned earlier in the same session (``ctx.seen_chunks``) is reported again with
``deduped=True``: it is no new evidence, and the data says so. Runbook text describes what to check and
do; it is never a fact about the current incident.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from superbiz.contracts import EvidenceRef, ToolTraits
from superbiz.tools.base import ToolContext, ToolError, ToolResult, ToolSpec

if TYPE_CHECKING:  # the knowledge stack is heavy: imported when the tool first runs, not with its spec
    from superbiz.sources.knowledge import KnowledgeBase, KnowledgeHit

__all__ = ["LOOKUP_KNOWLEDGE_SPEC", "MAX_REF_CHARS", "lookup_knowledge"]

TOOL_NAME = "lookup_knowledge"
#: Bound on the text of one evidence ref (chunks are ~800 characters, so this rarely cuts).
MAX_REF_CHARS = 1200


def _bounded(text: str) -> str:
    return text if len(text) <= MAX_REF_CHARS else text[: MAX_REF_CHARS - 1] + "…"


def _knowledge_base(ctx: ToolContext) -> KnowledgeBase:
    from superbiz.sources.knowledge import KnowledgeBase

    kb = ctx.sources.get("knowledge")
    if kb is None:
        raise ToolError("knowledge base unavailable: no 'knowledge' source is configured for this session")
    if not isinstance(kb, KnowledgeBase):
        raise ToolError(f"knowledge base unavailable: source 'knowledge' is a {type(kb).__name__!r}")
    return kb


def _chunk_entry(hit: KnowledgeHit, *, deduped: bool) -> dict[str, Any]:
    return {
        "chunk_key": hit.chunk_key,
        "source_document": hit.source_document,
        "title": hit.title,
        "heading_path": hit.heading_path,
        "text": _bounded(hit.text),
        "score": hit.score,
        "retrieval_layer": hit.retrieval_layer,
        "relevance_level": hit.relevance_level,
        "deduped": deduped,
    }


def _ref(i: int, hit: KnowledgeHit, *, deduped: bool) -> EvidenceRef:
    return EvidenceRef(
        raw_path=f"chunks[{i}]", text=_bounded(hit.text), deduped=deduped,
        source_document=hit.source_document, retrieval_layer=hit.retrieval_layer,
        relevance_level=hit.relevance_level, heading_path=hit.heading_path, chunk_key=hit.chunk_key,
    )


def lookup_knowledge(ctx: ToolContext, query: str, top_k: int = 5) -> ToolResult:
    """Search runbooks and reference documents for ``query``."""
    params = {"query": query, "top_k": top_k}
    kb = _knowledge_base(ctx)
    try:
        hits = kb.search(query, top_k=top_k)
    except OSError as exc:
        raise ToolError(f"knowledge base unavailable: {exc}") from exc
    if not hits:
        message = f"no knowledge-base document matches {query!r}"
        return ToolResult(
            tool_name=TOOL_NAME, status="no_data", params=params,
            data={"query": query, "chunks": [], "message": message},
            evidence_refs=[EvidenceRef(raw_path="summary", text=message)],
        )
    chunks: list[dict[str, Any]] = []
    refs: list[EvidenceRef] = []
    for i, hit in enumerate(hits):
        deduped = hit.chunk_key in ctx.seen_chunks
        ctx.seen_chunks.add(hit.chunk_key)
        chunks.append(_chunk_entry(hit, deduped=deduped))
        refs.append(_ref(i, hit, deduped=deduped))
    deduped_count = sum(1 for c in chunks if c["deduped"])
    message = f"{len(hits)} chunk(s) found; {len(hits) - deduped_count} new"
    if deduped_count:
        message += f", {deduped_count} already returned earlier in this session (deduped: no new evidence)"
    data = {
        "query": query, "chunks": chunks, "new_evidence_count": len(hits) - deduped_count,
        "deduped_count": deduped_count, "message": message,
        "note": "runbook guidance: describes what to check and do, not facts about the current incident",
    }
    return ToolResult(tool_name=TOOL_NAME, status="ok", params=params, data=data, evidence_refs=refs)


LOOKUP_KNOWLEDGE_SPEC = ToolSpec(
    name=TOOL_NAME,
    description=(
        "Search the operations knowledge base (runbooks, error-code and alert references, service manuals) "
        "in Chinese or English. Returns matching chunks with their source document and heading path. "
        "Use it for how to diagnose or handle a problem and what an error code, alert or metric means; "
        "it does not tell what is happening now."
    ),
    parameters={
        "type": "object",
        "properties": {
            "query": {"type": "string", "minLength": 1, "maxLength": 500,
                      "description": "what to look up: error codes, alert or service names and symptom words, "
                                     "e.g. '<code> 处置步骤'"},
            "top_k": {"type": "integer", "minimum": 1, "maximum": 20, "default": 5,
                      "description": "how many chunks to return, e.g. 5"},
        },
        "required": ["query"],
        "additionalProperties": False,
    },
    fn=lookup_knowledge,
    traits=ToolTraits(evidence="knowledge", topic_args=("query",)),  # runbook guidance, not incident facts
)
