"""Answer coverage: per asked aspect, the verified claim that answers it, or a gap (pure code)."""

from __future__ import annotations

from superbiz.contracts import Claim, ClaimCheck, ExecutorEvidenceV2
from superbiz.verification.coverage import COVERAGE_RULE, answer_coverage


def _claim(cid: str, text: str, kind: str = "observation") -> Claim:
    return Claim(claim_id=cid, claim_type=kind, claim_text=text, support_level="direct", evidence_bindings=[])


def _contract(*claims: Claim) -> ExecutorEvidenceV2:
    return ExecutorEvidenceV2(answer_version="executor_evidence_v2", claims=list(claims), hypotheses=[],
                              recommended_actions=[], missing_info=[])


def _check(cid: str, verification: str) -> ClaimCheck:
    return ClaimCheck(claim_id=cid, verification=verification, detail="", evidence_refs=[])  # type: ignore[arg-type]


ONSET = "billing-api 错误码 BIL-7001 的 ERROR 日志在窗口内共 30 条，首次出现(first_seen) 2031-03-04T11:30:00Z"
ALERT = "告警 QueueBacklogHigh（服务 billing-api，critical）正在触发(firing)，开始于(since) 2031-03-04T11:32:00Z"


def test_answer_coverage_names_the_claim_per_aspect_and_the_gap_otherwise() -> None:
    contract = _contract(_claim("c1", ONSET), _claim("c2", ALERT))
    cov = answer_coverage(["onset", "count", "how_to"], contract, [_check("c1", "direct_observation"),
                                                                     _check("c2", "direct_observation")],
                          subjects=["billing-api"])
    rows = {r.aspect: r for r in cov.aspects}
    assert rows["onset"].status == "answered" and rows["onset"].claim_ids == ["c1", "c2"]
    assert rows["count"].claim_ids == ["c1"]
    assert rows["how_to"].status == "gap" and rows["how_to"].gap.startswith("无法确定处理方法")
    assert (cov.asked, cov.answered, cov.complete, cov.rule) == (3, 2, False, COVERAGE_RULE)


def test_answer_coverage_counts_only_verified_claims_and_marks_inferences() -> None:
    cause = _claim("c1", "推断：billing-api 的异常可能源自依赖 ledger-worker", "root_cause")
    contract = _contract(cause, _claim("c2", ONSET))
    cov = answer_coverage(["cause", "onset"], contract, [_check("c1", "reasonable_inference"),
                                                         _check("c2", "unsupported")], subjects=["billing-api"])
    rows = {r.aspect: r for r in cov.aspects}
    assert rows["cause"].status == "inferred"
    assert rows["onset"].status == "gap"  # the only onset claim is unsupported
    nothing = answer_coverage(["onset"], contract, [_check("c2", "contradicted")])
    assert (nothing.answered, nothing.complete) == (0, False)


def test_answer_coverage_yes_no_needs_a_claim_about_the_suspect() -> None:
    other = _claim("c1", ALERT)
    clean = _claim("c2", "ledger-worker 在查询窗口内没有 ERROR 或 WARN 级别日志", "negative_observation")
    checks = [_check("c1", "direct_observation"), _check("c2", "direct_observation")]
    cov = answer_coverage(["yes_no"], _contract(other, clean), checks, subjects=["billing-api"],
                          suspects=["ledger-worker"])
    assert cov.aspects[0].claim_ids == ["c2"]
    assert answer_coverage(["yes_no"], _contract(other), checks[:1], suspects=["ledger-worker"]).answered == 0
    knowledge = _claim("c3", "知识库写道：扩容消费者", "knowledge")
    assert answer_coverage(["how_to", "health"], _contract(knowledge), [_check("c3", "direct_observation")],
                           subjects=["billing-api"]).answered == 1


def test_an_operations_change_events_answer_a_yes_no_without_a_suspect() -> None:
    done = _claim("c1", "billing-api 的操作记录（回滚）：「2031-03-04T11:30:00Z INFO billing-api rollback completed」")
    none = _claim("c2", "billing-api 的操作记录（重启）：查询窗口内没有包含“restart”的 INFO 日志",
                  "negative_observation")
    other = _claim("c3", ONSET)
    checks = [_check(c, "direct_observation") for c in ("c1", "c2", "c3")]
    cov = answer_coverage(["yes_no"], _contract(done, none, other), checks, subjects=["billing-api"])
    assert cov.aspects[0].claim_ids == ["c1", "c2"]


def test_a_quiet_window_answers_an_overview_and_other_denials_do_not() -> None:
    quiet = _claim("c1", "窗口内没有任何服务触发告警（没有触发中的，也没有已恢复的）", "negative_observation")
    other = _claim("c2", "billing-api 在查询窗口内没有触发中的告警", "negative_observation")
    checks = [_check("c1", "direct_observation"), _check("c2", "direct_observation")]
    cov = answer_coverage(["overview"], _contract(quiet, other), checks)
    assert cov.aspects[0].claim_ids == ["c1"]
