"""Contract integrity of issue 9: the exact score routes, retry_context only from round 2."""

from __future__ import annotations

from superbiz.contracts import ClaimCheck, RetryContext, VerificationOutcome
from superbiz.pipeline import conclude_round, prepare_round
from superbiz.verification.routing import decide_route
from superbiz.verification.verdict import FACT_SCORES, display_score, groundedness_score
from tests.verification.factories import binding, claim, executor_json, log_invocation


def _outcome(score: float) -> VerificationOutcome:
    check = ClaimCheck(claim_id="c1", verification="unsupported", detail="-", evidence_refs=[])
    return VerificationOutcome(verdict="LOW_CONFID", groundedness_score=score, critical_fact_count=1,
                               claim_checks=[check], facts_checked=[], rationale="-", matrix_verdict="LOW_CONFID")


def test_a_score_just_below_the_threshold_retries_on_round_one() -> None:
    route = decide_route(round=1, max_rounds=2, outcome=_outcome(0.49995), threshold=0.5, structured=None)
    assert route.action == "retry"
    route = decide_route(round=1, max_rounds=2, outcome=_outcome(0.5), threshold=0.5, structured=None)
    assert route.action == "answer"


def test_the_score_is_exact_and_only_its_display_is_rounded() -> None:
    from superbiz.contracts import FactCheck

    kinds = list(FACT_SCORES)[:2]
    facts = [FactCheck(fact=f"f{i}", verification=v, detail="-") for i, v in enumerate([kinds[0], kinds[0], kinds[1]])]
    expected = (2 * FACT_SCORES[kinds[0]] + FACT_SCORES[kinds[1]]) / 3
    assert groundedness_score(facts) == expected
    assert display_score(expected) == round(expected, 4)


def _context() -> RetryContext:
    return RetryContext(round=1, missing_evidence_facts=["“payment-service 出现 PAY-5003”缺少直接证据"],
                        instruction="仅补充以上断言相关证据，不要重复已完成检索", completed_retrievals=["query_logs"])


def test_retry_context_on_round_one_is_recorded_and_ignored() -> None:
    text = executor_json([claim(bindings=[binding()])])
    prepared = prepare_round(original_query="q", round=1, retry_context=_context(), invocations=[log_invocation()],
                             executor_output=text)
    assert prepared.retry_context is None and prepared.payload.retry_context is None
    assert prepared.ignored_retry_context == _context()
    data = conclude_round(prepared, verifier_output=None, threshold=0.5, max_rounds=2).to_json_dict()
    assert data["ignored_retry_context"]["round"] == 1


def test_retry_context_reaches_the_verifier_on_round_two() -> None:
    text = executor_json([claim(bindings=[binding()])])
    prepared = prepare_round(original_query="q", round=2, retry_context=_context(),
                             invocations=[log_invocation(round=2)], executor_output=text)
    assert prepared.payload.retry_context == _context() and prepared.ignored_retry_context is None


def test_a_lone_chinese_numeral_as_a_statistics_value_is_compared() -> None:
    """Numbers in other forms (issue 9): "最大值为 五" against max=3 is a changed value, "最大值为 三" is the value."""
    from superbiz.verification.assertions import read_claim

    five = [q.mention.value for q in read_claim("order-service 的 container_restarts_total 最大值为 五").quantities]
    three = [q.mention.value for q in read_claim("container_restarts_total 最大值为 三").quantities]
    assert five == [5.0]
    assert three == [3.0]
    assert read_claim("调用第三方接口").quantities == ()


def test_a_claim_restating_a_window_pair_verbatim_reads_the_whole_value() -> None:
    """A true claim that copies ``window=A~B`` from its record must not be read as ``window=A`` (a false downgrade)."""
    from superbiz.verification.assertions import read_claim

    pairs = dict(read_claim("query_logs service=x window=2026-11-28T05:00:00Z~06:00:00Z: 3 matching records").pairs)
    assert pairs["window"] == "2026-11-28t05:00:00z~06:00:00z"
