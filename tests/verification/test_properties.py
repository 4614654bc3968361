"""Property tests: arbitrary, truncated and mutated model text never crashes the round, never passes
without a valid contract and never leaks raw Executor JSON or contradicted claim text into the answer."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from superbiz.contracts import ToolInvocation
from superbiz.pipeline import RoundResult, conclude_round, prepare_round
from tests.verification.factories import (
    binding,
    claim,
    executor_json,
    knowledge_invocation,
    log_invocation,
    metrics_invocation,
)

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
INVOCATIONS: list[ToolInvocation] = [log_invocation(), metrics_invocation(), knowledge_invocation()]
PASS_OUTPUT = executor_json(
    [
        claim(),
        claim(
            "c2",
            "告警 PaymentDBPoolExhausted 自 05:24 起在 payment-service 上触发",
            bindings=[
                binding("query_metrics", 12, "alerts[0]", "alert PaymentDBPoolExhausted service=payment-service")
            ],
        ),
    ],
    hypotheses=[{"hypothesis_text": "慢 SQL 占用连接", "needed_evidence": ["慢查询日志"]}],
    recommended_actions=[{"action_text": "检查 payment-db 慢 SQL"}],
)
CONTRACT_MARKERS = ('"claims"', "answer_version", "executor_evidence_v2", "evidence_bindings", '"claim_id"')


def _round(executor_output: str | None, verifier_output: str | None = None, *, round: int = 1) -> RoundResult:
    prepared = prepare_round(
        original_query="payment-service 为什么超时？",
        round=round,
        retry_context=None,
        invocations=INVOCATIONS,
        executor_output=executor_output,
    )
    return conclude_round(prepared, verifier_output=verifier_output, threshold=0.5, max_rounds=2)


def _assert_safe_answer(result: RoundResult, executor_output: str | None) -> None:
    answer = result.answer
    if answer is None:
        assert result.route.action == "retry"
        return
    assert not any(marker in answer for marker in CONTRACT_MARKERS)
    if executor_output and len(executor_output.strip()) > 40:
        assert executor_output.strip() not in answer


def test_pass_output_fixture_is_a_pass() -> None:
    assert _round(PASS_OUTPUT).outcome.verdict == "PASS"


@SETTINGS
@given(executor_output=st.one_of(st.none(), st.text(max_size=400)), verifier_output=st.one_of(st.none(), st.text()))
def test_arbitrary_text_never_crashes_or_passes_unparsed(
    executor_output: str | None, verifier_output: str | None
) -> None:
    result = _round(executor_output, verifier_output)
    if result.prepared.parsed.parse_status.status != "valid":
        assert result.outcome.verdict != "PASS"
        assert result.outcome.critical_fact_count == 0
    _assert_safe_answer(result, executor_output)


def test_every_truncation_of_a_pass_output_never_passes() -> None:
    for cut in range(len(PASS_OUTPUT)):
        truncated = PASS_OUTPUT[:cut]
        for round in (1, 2):
            result = _round(truncated, round=round)
            assert result.outcome.verdict != "PASS", cut
            _assert_safe_answer(result, truncated)


@SETTINGS
@given(cut=st.integers(min_value=0, max_value=len(PASS_OUTPUT)), junk=st.text(max_size=30))
def test_truncated_pass_output_with_trailing_junk_passes_only_when_still_valid(cut: int, junk: str) -> None:
    text = PASS_OUTPUT[:cut] + junk
    result = _round(text)
    if result.outcome.verdict == "PASS":
        assert result.prepared.parsed.parse_status.status == "valid"
        assert result.prepared.parsed.data == json.loads(PASS_OUTPUT)
    _assert_safe_answer(result, text)


_json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=40),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=4),
    max_leaves=20,
)
_contract_keys = st.sampled_from(
    ["answer_version", "claims", "hypotheses", "recommended_actions", "missing_info", "diagnosis_summary"]
)


@SETTINGS
@given(obj=st.dictionaries(_contract_keys, _json_values, max_size=6), verifier=st.one_of(st.none(), _json_values))
def test_mutated_contract_objects_never_crash(obj: dict[str, Any], verifier: Any) -> None:
    text = json.dumps(obj, ensure_ascii=False)
    result = _round(text, None if verifier is None else json.dumps(verifier, ensure_ascii=False))
    assert 0.0 <= result.outcome.groundedness_score <= 1.0
    _assert_safe_answer(result, text)


_claim_texts = st.text(
    alphabet=st.sampled_from(list("支付服务超时连接池耗尽根因是导致 -_:.0123456789ABCDEFPAYGWabcdeservic")), max_size=60
)


@SETTINGS
@given(texts=st.lists(_claim_texts, min_size=1, max_size=4), verification=st.sampled_from(["PASS", "REJECT"]))
def test_random_claims_never_leak_contradicted_text(texts: list[str], verification: str) -> None:
    claims = [claim(f"c{i}", text) for i, text in enumerate(texts)]
    output = executor_json(claims)
    checks = [{"claim_id": f"c{i}", "verification": "direct_observation"} for i in range(len(texts))]
    result = _round(output, json.dumps({"verdict": verification, "claim_checks": checks}))
    contradicted = {c.claim_id for c in result.outcome.claim_checks if c.verification == "contradicted"}
    if contradicted:
        assert result.outcome.verdict == "REJECT"
    if result.answer is not None:
        allowed = {t.strip() for i, t in enumerate(texts) if f"c{i}" not in contradicted}
        for i, text in enumerate(texts):
            if f"c{i}" in contradicted and len(text.strip()) >= 8 and not any(text.strip() in a for a in allowed):
                assert text.strip() not in result.answer
    _assert_safe_answer(result, output)
