"""What a chat leaves behind for audit: the persisted verifier evaluation and the machine contract."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from superbiz.chat.service import ChatService
from superbiz.cli import app
from superbiz.container import Container
from superbiz.contracts import CLAIM_TYPES
from superbiz.store import repository as repo

QUESTION = "payment-service 最近半小时为什么大量超时？"


def _self_evaluation(c: Container, session_id: str) -> dict:
    with c.db.session() as s:
        detail = repo.get_session_detail(s, session_id=session_id)
    assert detail is not None
    return detail.session.self_evaluation


@pytest.mark.spec("Confirmed claims carry evidence bindings")
def test_offline_executor_claims_carry_complete_bindings(offline_container: Container) -> None:
    result = ChatService(offline_container).ask(QUESTION, user_id="u")
    contract = _self_evaluation(offline_container, result.session_id)["verifier_evaluation"][
        "executor_structured_output"
    ]
    assert contract["answer_version"] == "executor_evidence_v2"
    assert "diagnosis_summary" not in contract and "user_facing_answer" not in contract
    with offline_container.db.session() as s:
        invocations = {i.id: i for i in repo.list_invocations(s, session_id=result.session_id)}
    assert contract["claims"]
    for claim in contract["claims"]:
        assert {"claim_id", "claim_type", "claim_text", "support_level", "evidence_bindings"} <= set(claim)
        assert claim["claim_type"] in CLAIM_TYPES and claim["support_level"] in {"direct", "indirect"}
        assert claim["evidence_bindings"]
        for b in claim["evidence_bindings"]:
            inv = invocations[b["source_invocation_id"]]
            assert b["tool_name"] == inv.tool_name
            refs = {r.raw_path: r.text for r in inv.retrieval_details.evidence_refs}
            assert b["evidence_excerpt"] in refs[b["raw_path"]]


@pytest.mark.spec("claim checks written to self_evaluation")
@pytest.mark.spec("gatekeeper result written to self_evaluation")
@pytest.mark.spec("verifier evaluation persists traceability snapshot")
def test_chat_persists_claim_checks_gatekeeper_and_trace_snapshot(offline_container: Container) -> None:
    result = ChatService(offline_container).ask(QUESTION, user_id="u")
    se = _self_evaluation(offline_container, result.session_id)
    ve = se["verifier_evaluation"]
    claim_ids = {c["claim_id"] for c in ve["executor_structured_output"]["claims"]}
    assert {c["claim_id"] for c in ve["claim_checks"]} == claim_ids
    assert len(ve["facts_checked"]) == len(claim_ids)
    gk = ve["gatekeeper_result"]
    assert set(gk) >= {"status", "severity", "checked_bindings", "failed_rules", "warnings", "errors"}
    assert gk["checked_bindings"] and all(b["verified"] for b in gk["checked_bindings"])
    assert ve["traceability_version"]
    trace_refs = {t["trace_ref"] for t in ve["tool_trace_summary"]}
    with offline_container.db.session() as s:
        invocations = repo.list_invocations(s, session_id=result.session_id)
    evidence_ids = {i.id for i in invocations if i.tool_name != "get_current_datetime"}
    summarised = {i for t in ve["tool_trace_summary"] for i in t["source_invocation_ids"]}
    assert summarised == evidence_ids
    for fact in ve["facts_checked"]:  # every fact points back into the persisted trace snapshot
        assert fact["evidence_refs"] and all(r["trace_ref"] in trace_refs for r in fact["evidence_refs"])
    assert se["rule_evaluation"]["source"] == "rule"  # the other slot survives


@pytest.mark.spec("Machine contract remains available for trace inspection")
def test_sessions_show_exposes_the_contract_while_the_answer_stays_prose(offline_container: Container) -> None:
    result = ChatService(offline_container).ask(QUESTION, user_id="u")
    assert '"claims"' not in result.answer and "{" not in result.answer.split("\n")[0]
    env = {"SUPERBIZ_HOME": str(offline_container.settings.home)}
    out = CliRunner().invoke(app, ["sessions", "show", result.session_id, "--json"], env=env)
    assert out.exit_code == 0, out.output
    detail = json.loads(out.output)
    ve = detail["session"]["self_evaluation"]["verifier_evaluation"]
    assert ve["executor_structured_output"]["answer_version"] == "executor_evidence_v2"
    assert detail["session"]["final_answer"] == result.answer
    listing = CliRunner().invoke(app, ["sessions", "list", "--json"], env=env)
    assert result.session_id in listing.output
