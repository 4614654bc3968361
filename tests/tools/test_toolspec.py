"""A tool is one ``ToolSpec``: registering an extra spec is all the registry, the Planner, the trace summary, the
Gatekeeper and the Verifier need to know about it (its traits flow down as data; nothing names the tool).

The extra tool here, ``query_spans``, reads spans from a tiny source of its own and returns ``spans[i]`` refs.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from superbiz.chat.service import ChatService
from superbiz.container import Container, build_container
from superbiz.contracts import EvidenceRef, ToolInvocation, ToolTraits
from superbiz.pipeline import RoundResult, conclude_round, prepare_round
from superbiz.store import repository as repo
from superbiz.tools.base import ToolContext, ToolRegistry, ToolResult, ToolSpec
from superbiz.tools.registry import build_registry, builtin_catalog
from superbiz.verification.trace_summary import build_tool_trace_summary
from tests.chat.conftest import make_settings, shared_world_url  # noqa: F401  (the world fixture)
from tests.support import scripted_steps as st
from tests.support.scripted_server import ScriptedOpenAIServer
from tests.verification.factories import binding, claim, executor_json, log_invocation, tool_invocation

#: the extra tool's own source: two spans of one trace
SPANS = (
    {"trace_id": "7f3a9c2e41d0", "service": "payment-service", "status": "ERROR", "duration_ms": 3012},
    {"trace_id": "7f3a9c2e41d0", "service": "order-service", "status": "ERROR", "duration_ms": 3020},
)


def _span_text(span: dict[str, Any]) -> str:
    return " ".join(f"{key}={value}" for key, value in span.items())


def query_spans(ctx: ToolContext, *, service: str, limit: int = 10) -> ToolResult:
    found = [s for s in SPANS if s["service"] == service][:limit]
    refs = [EvidenceRef(raw_path=f"spans[{i}]", text=_span_text(s)) for i, s in enumerate(found)]
    refs.append(EvidenceRef(raw_path="summary", text=f"query_spans service={service}: {len(found)} spans"))
    return ToolResult(tool_name="query_spans", status="ok" if found else "no_data",
                      params={"service": service, "limit": limit}, data={"spans": found}, evidence_refs=refs)


def spans_spec(evidence: str = "incident") -> ToolSpec:
    return ToolSpec(
        name="query_spans",
        description="Spans of distributed traces for one service: trace id, status and duration.",
        parameters={
            "type": "object",
            "properties": {
                "service": {"type": "string", "minLength": 1, "description": "exact service name, e.g. api"},
                "limit": {"type": "integer", "minimum": 1, "maximum": 50, "description": "spans to return, e.g. 10"},
            },
            "required": ["service"],
            "additionalProperties": False,
        },
        fn=query_spans,
        traits=ToolTraits.model_validate({"evidence": evidence, "topic_args": ("service",)}),
    )


def _invocation(registry: ToolRegistry, id: int, arguments: dict[str, Any]) -> ToolInvocation:
    """What the chat persists for one real call of the registry's tool."""
    result = registry.invoke("query_spans", arguments, ToolContext(sources={}, now=_NOW))
    return tool_invocation(id, result.tool_name, refs=result.evidence_refs, arguments=result.params,
                           success=result.success, output=result.output_text())


_NOW = datetime(2026, 11, 28, 6, 0, tzinfo=UTC)
_CLAIM = "payment-service 的 span 记录 trace_id=7f3a9c2e41d0 status=ERROR duration_ms=3012"


def _round(registry: ToolRegistry, *, tools_of_registry: bool = True) -> RoundResult:
    spans = _invocation(registry, 31, {"service": "payment-service"})
    bound = binding("query_spans", 31, "spans[0]",
                    "trace_id=7f3a9c2e41d0 service=payment-service status=ERROR duration_ms=3012")
    prepared = prepare_round(
        original_query="payment-service 的 trace 7f3a9c2e41d0 出了什么错？", round=1, retry_context=None,
        invocations=[log_invocation(30), spans], executor_output=executor_json([claim("c1", _CLAIM, bindings=[bound])]),
        tools=registry.catalog() if tools_of_registry else None,
    )  # fmt: skip
    return conclude_round(prepared, verifier_output=None, threshold=0.5, max_rounds=2)


# --------------------------------------------------------------------------- traits → trace summary


@pytest.mark.spec("only evidence-bearing tools included")
@pytest.mark.spec("repeated tool calls may be compacted")
def test_an_extra_specs_traits_reach_the_trace_summary() -> None:
    registry = build_registry(include_knowledge=False, extra=[spans_spec()])
    calls = [_invocation(registry, 41, {"service": "payment-service"}),
             _invocation(registry, 42, {"service": "payment-service", "limit": 5}),
             _invocation(registry, 43, {"service": "order-service"})]  # fmt: skip

    items = build_tool_trace_summary(calls, tools=registry.catalog())
    # its topic argument is `service`: the two payment-service calls merge, the order-service call does not
    assert [(i.tool_name, i.source_invocation_ids) for i in items] == [("query_spans", [41, 42]), ("query_spans", [43])]
    assert "trace_id=7f3a9c2e41d0" in items[0].output_summary
    # the built-in tools' traits do not know it: a recorded round with the built-in table leaves it out
    assert build_tool_trace_summary(calls, tools=builtin_catalog()) == []
    helper = build_registry(include_knowledge=False, extra=[spans_spec("none")])
    assert build_tool_trace_summary(calls, tools=helper.catalog()) == []


# --------------------------------------------------------------------------- traits → verifier


@pytest.mark.spec("Evidence bindings support multiple tool types")
def test_a_claim_citing_the_extra_tool_is_a_direct_observation() -> None:
    result = _round(build_registry(include_knowledge=False, extra=[spans_spec()]))
    assert result.prepared.gatekeeper_result.status == "pass"
    assert [c.verification for c in result.outcome.claim_checks] == ["direct_observation"]
    assert result.outcome.verdict == "PASS"


@pytest.mark.spec("Runbook and skill guidance do not become incident facts")
def test_an_extra_tool_whose_traits_say_knowledge_only_gives_runbook_evidence() -> None:
    result = _round(build_registry(include_knowledge=False, extra=[spans_spec("knowledge")]))
    assert [c.verification for c in result.outcome.claim_checks] == ["external_unknown"]
    helper = _round(build_registry(include_knowledge=False, extra=[spans_spec("none")]))
    assert [c.verification for c in helper.outcome.claim_checks] == ["unsupported"]


# --------------------------------------------------------------------------- a chat with a scripted model


@pytest.fixture()
def container(tmp_path: Path, shared_world_url: str, scripted_server: ScriptedOpenAIServer  # noqa: F811
              ) -> Iterator[Container]:
    settings = make_settings(tmp_path, sources={"world_url": shared_world_url},
                             models=scripted_server.models_config(("planner", "executor", "verifier")))
    c = build_container(settings)
    c.registry.register(spans_spec())  # the only place the chat learns about the tool
    yield c
    c.close()


def _cite_first_span(request: dict[str, Any]) -> str:
    [result] = [r for r in st.tool_results(request) if r.get("tool_name") == "query_spans"]
    text = result["evidence_refs"]["spans[0]"]
    bound = {"source_type": "tool_invocation", "tool_name": "query_spans",
             "source_invocation_id": result["source_invocation_id"], "raw_path": "spans[0]", "evidence_excerpt": text}
    c1 = {"claim_id": "c1", "claim_type": "observation", "support_level": "direct", "claim_text": _CLAIM,
          "evidence_bindings": [bound]}
    return json.dumps({"answer_version": "executor_evidence_v2", "claims": [c1], "hypotheses": [],
                       "recommended_actions": [], "missing_info": []}, ensure_ascii=False)


def _verifier_agrees(request: dict[str, Any]) -> st.Step:
    payload = json.loads(st.user_messages(request)[-1])
    checks = [{"claim_id": c["claim_id"], "verification": "direct_observation", "detail": "ok", "evidence_refs": []}
              for c in payload["executor_structured_output"]["claims"]]
    return st.json({"verdict": "PASS", "groundedness_score": 1.0, "critical_fact_count": len(checks),
                    "claim_checks": checks, "facts_checked": [], "rationale": "ok"})


@pytest.mark.spec("Evidence bindings support multiple tool types")
def test_a_scripted_chat_citing_the_extra_tool_passes_gatekeeper_and_verifier(
    container: Container, scripted_server: ScriptedOpenAIServer
) -> None:
    call = ("query_spans", {"service": "payment-service"})
    scripted_server.script("planner", [st.json({"intent": "diagnose", "narrow_scope": True,
                                                "calls": [{"tool": call[0], "arguments": call[1], "reason": "r"}]})])
    scripted_server.script("executor", [st.tool_calls([call]), lambda req: st.text(_cite_first_span(req))])
    scripted_server.script("verifier", [_verifier_agrees])

    result = ChatService(container).ask("payment-service 的 trace 7f3a9c2e41d0 出了什么错？", user_id="u")

    assert (result.verdict, result.output_type) == ("PASS", "NORMAL")
    with container.db.session() as s:
        detail = repo.get_session_detail(s, session_id=result.session_id)
    assert detail is not None
    ve = detail.session.self_evaluation["verifier_evaluation"]
    assert ve["gatekeeper_result"]["status"] == "pass"
    assert [c["verification"] for c in ve["claim_checks"]] == ["direct_observation"]
    assert [i["tool_name"] for i in ve["tool_trace_summary"]] == ["query_spans"]
    # the Planner was told the tool and its arguments by the registry
    [planner_request] = scripted_server.chat_requests("planner")
    brief = json.loads(st.user_messages(planner_request.json)[0])
    assert brief["tools"]["query_spans"]["arguments"].keys() == {"service", "limit"}
    assert brief["tools"]["query_spans"]["required"] == ["service"]
    scripted_server.assert_consumed()
