from __future__ import annotations

from typing import Any

import pytest

from superbiz.contracts import ClaimCheck, ExecutorEvidenceV2, ExecutorOutputParseStatus, GatekeeperResult
from superbiz.verification.routing import RETRY_INSTRUCTION, build_retry_context, decide_route
from superbiz.verification.verdict import effective_outcome

STRUCTURED = ExecutorEvidenceV2.model_validate(
    {
        "claims": [
            {"claim_id": "c1", "claim_text": "payment-service 出现 PAY-5003"},
            {"claim_id": "c2", "claim_text": "根因是连接池耗尽"},
            {"claim_id": "c3", "claim_text": "错误码 ERR_TIMEOUT 来自支付网关"},
            {"claim_id": "c4", "claim_text": "连接池最大 100"},
        ],
        "hypotheses": [{"hypothesis_text": "慢 SQL 占用连接", "needed_evidence": ["payment-db 慢查询日志"]}],
        "missing_info": ["连接池配置"],
    }
)


def _outcome(classes: dict[str, str]) -> Any:
    checks = [ClaimCheck(claim_id=k, verification=v, detail="d") for k, v in classes.items()]  # type: ignore[arg-type]
    return effective_outcome(
        claim_checks=checks,
        structured=STRUCTURED,
        parse_status=ExecutorOutputParseStatus(status="valid"),
        gatekeeper_result=GatekeeperResult(status="pass", severity="none"),
    )


def _route(classes: dict[str, str], *, round: int = 1, threshold: float = 0.5) -> Any:
    return decide_route(
        round=round, max_rounds=2, outcome=_outcome(classes), threshold=threshold, structured=STRUCTURED
    )


@pytest.mark.spec("PASS -> Composer output")
def test_decide_route_pass_answers_normal() -> None:
    route = _route({"c1": "direct_observation"})
    assert (route.action, route.output_type) == ("answer", "NORMAL")


@pytest.mark.spec("LOW_CONFID score>=0.5 -> Composer output with uncertainty")
def test_decide_route_low_confid_at_threshold_answers_with_disclaimer() -> None:
    route = _route({"c1": "direct_observation", "c2": "unsupported"})  # score exactly 0.5
    assert (route.action, route.output_type) == ("answer", "LOW_CONFID_WITH_DISCLAIMER")


@pytest.mark.spec("LOW_CONFID score<0.5 -> trigger one additional round")
def test_decide_route_low_confid_below_threshold_retries_once() -> None:
    classes = {"c1": "direct_observation", "c2": "unsupported", "c3": "overstated", "c4": "unsupported"}
    first = _route(classes)
    assert first.action == "retry" and first.output_type is None and first.retry_context is not None
    last = _route(classes, round=2)
    assert (last.action, last.output_type) == ("answer", "LOW_CONFID_WITH_DISCLAIMER")


@pytest.mark.spec("REJECT does not enter retry round")
@pytest.mark.parametrize("round", [1, 2])
def test_decide_route_reject_never_retries(round: int) -> None:
    route = _route({"c1": "direct_observation", "c4": "contradicted"}, round=round)
    assert (route.action, route.output_type, route.retry_context) == ("answer", "DEGRADED", None)


def test_build_retry_context_only_verifier_gaps_never_contradicted_text() -> None:
    outcome = _outcome(
        {"c1": "direct_observation", "c2": "unsupported", "c3": "reasonable_inference", "c4": "contradicted"}
    )
    ctx = build_retry_context(round=1, outcome=outcome, structured=STRUCTURED, completed_retrievals=["query_logs a"])
    assert ctx.missing_evidence_facts == [
        "“根因是连接池耗尽”缺少直接证据",
        "“错误码 ERR_TIMEOUT 来自支付网关”只有间接支持",
        "连接池配置",
        "payment-db 慢查询日志",
    ]
    assert ctx.instruction == RETRY_INSTRUCTION and ctx.completed_retrievals == ["query_logs a"] and ctx.round == 1
    assert not any("100" in f for f in ctx.missing_evidence_facts)
