"""lookup_knowledge through the ToolRegistry: evidence refs, session dedup, no_data and errors."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import Engine, create_engine

from superbiz.sources.knowledge import KnowledgeBase
from superbiz.store.tables import Base
from superbiz.tools.base import ToolContext, ToolRegistry
from superbiz.tools.knowledge import LOOKUP_KNOWLEDGE_SPEC, MAX_REF_CHARS

NOW = datetime(2026, 11, 28, 6, 0, tzinfo=UTC)


@pytest.fixture(scope="module")
def kb_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("kb-tool")


@pytest.fixture(scope="module")
def engine(kb_home: Path) -> Iterator[Engine]:
    eng = create_engine(f"sqlite:///{kb_home / 'app.db'}")
    Base.metadata.create_all(eng)
    yield eng
    eng.dispose()


@pytest.fixture(scope="module")
def kb(engine: Engine, kb_home: Path) -> KnowledgeBase:
    """The demo knowledge base (read-only in these tests)."""
    base = KnowledgeBase(engine, kb_home / "kb_index")
    base.ensure_demo_kb()
    return base


@pytest.fixture
def registry() -> ToolRegistry:
    return ToolRegistry([LOOKUP_KNOWLEDGE_SPEC])


def _ctx(kb: object | None) -> ToolContext:
    return ToolContext(sources={} if kb is None else {"knowledge": kb}, now=NOW, session_id="s1")


def test_lookup_knowledge_returns_one_ref_per_hit(kb: KnowledgeBase, registry: ToolRegistry) -> None:
    result = registry.invoke("lookup_knowledge", {"query": "PAY-5003 处置步骤", "top_k": 3}, _ctx(kb))
    assert result.status == "ok" and result.tool_name == "lookup_knowledge"
    assert [r.raw_path for r in result.evidence_refs] == ["chunks[0]", "chunks[1]", "chunks[2]"]
    for ref, chunk in zip(result.evidence_refs, result.data["chunks"], strict=True):
        assert ref.text == chunk["text"] and len(ref.text) <= MAX_REF_CHARS
        assert ref.source_document == chunk["source_document"] and ref.source_document.startswith("demo/")
        assert ref.retrieval_layer in {"exact", "bm25", "embedding"}
        assert ref.relevance_level in {"high", "medium", "low"}
        extras = ref.model_extra or {}
        assert extras["heading_path"] == chunk["heading_path"] and extras["chunk_key"] == chunk["chunk_key"]
        assert ref.deduped is False
    assert result.evidence_refs[0].retrieval_layer == "exact" and "PAY-5003" in result.evidence_refs[0].text
    assert result.data["new_evidence_count"] == 3


@pytest.mark.spec("Deduped retrievals do not count as fresh support")
def test_lookup_knowledge_marks_repeated_chunks_deduped(kb: KnowledgeBase, registry: ToolRegistry) -> None:
    ctx = _ctx(kb)
    first = registry.invoke("lookup_knowledge", {"query": "HighMemoryUsage", "top_k": 2}, ctx)
    second = registry.invoke("lookup_knowledge", {"query": "HighMemoryUsage 告警 阈值", "top_k": 4}, ctx)
    first_keys = {c["chunk_key"] for c in first.data["chunks"]}
    assert not any(r.deduped for r in first.evidence_refs)
    for ref, chunk in zip(second.evidence_refs, second.data["chunks"], strict=True):
        assert ref.deduped is chunk["deduped"] is (chunk["chunk_key"] in first_keys)
    assert second.data["deduped_count"] == len(first_keys & {c["chunk_key"] for c in second.data["chunks"]}) > 0
    assert "no new evidence" in second.data["message"]
    shown = json.loads(second.render_for_model(invocation_id=7))
    assert shown["deduped_refs"] == [r.raw_path for r in second.evidence_refs if r.deduped]
    fresh = registry.invoke("lookup_knowledge", {"query": "HighMemoryUsage"}, _ctx(kb))  # another session
    assert not any(r.deduped for r in fresh.evidence_refs)


def test_lookup_knowledge_no_hits_is_no_data_with_summary(kb: KnowledgeBase, registry: ToolRegistry) -> None:
    result = registry.invoke("lookup_knowledge", {"query": "今天天气怎么样"}, _ctx(kb))
    assert result.status == "no_data" and result.success
    assert [r.raw_path for r in result.evidence_refs] == ["summary"]
    assert result.data["chunks"] == []


@pytest.mark.parametrize(
    "arguments",
    [{}, {"query": ""}, {"query": "x" * 501}, {"query": "PAY-5003", "top_k": 0},
     {"query": "PAY-5003", "top_k": 21}, {"query": "PAY-5003", "top_k": "5"}, {"query": "a", "extra": 1}],
)
def test_lookup_knowledge_bad_arguments_are_error_results(
    kb: KnowledgeBase, registry: ToolRegistry, arguments: dict[str, object]
) -> None:
    result = registry.invoke("lookup_knowledge", arguments, _ctx(kb))
    assert result.status == "error" and result.error is not None
    assert result.error.startswith("invalid arguments for lookup_knowledge")


def test_lookup_knowledge_unavailable_kb_is_error_result(registry: ToolRegistry) -> None:
    missing = registry.invoke("lookup_knowledge", {"query": "PAY-5003"}, _ctx(None))
    wrong = registry.invoke("lookup_knowledge", {"query": "PAY-5003"}, _ctx("not a kb"))
    assert missing.status == "error" and "knowledge base unavailable" in (missing.error or "")
    assert wrong.status == "error" and "knowledge base unavailable" in (wrong.error or "")


def test_lookup_knowledge_spec_is_evidence_bearing() -> None:
    schema = LOOKUP_KNOWLEDGE_SPEC.parameters
    assert LOOKUP_KNOWLEDGE_SPEC.name == "lookup_knowledge" and LOOKUP_KNOWLEDGE_SPEC.evidence_bearing
    assert schema["properties"]["query"]["minLength"] == 1 and schema["properties"]["query"]["maxLength"] == 500
    assert (schema["properties"]["top_k"]["minimum"], schema["properties"]["top_k"]["maximum"]) == (1, 20)
    assert ToolRegistry([LOOKUP_KNOWLEDGE_SPEC]).evidence_tools() == frozenset({"lookup_knowledge"})
