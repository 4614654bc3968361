from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from superbiz.cli import app
from superbiz.contracts import ToolInvocation
from superbiz.evals import ChatAdapter, Expectation, Observation, compare, load_case, load_cases, run_case, run_cases
from superbiz.evals.observe import claim_classes, observe_verify
from tests.evals._factory import write_case

CASES = Path(__file__).resolve().parents[2] / "examples" / "cases"

CLEAN = {
    "verdict": "PASS",
    "output_type": "NORMAL",
    "retry": False,
    "failed_rules": [],
    "claim_checks": {"c1": "direct_observation"},
    "answer_must_contain": ["PAY-5003"],
    "answer_must_not_contain": ['"answer_version"'],
}


def _obs(**fields: object) -> Observation:
    base: dict[str, object] = {
        "mode": "verify",
        "verdict": "PASS",
        "groundedness_score": 1.0,
        "retry": False,
        "output_type": "NORMAL",
        "failed_rules": [],
        "warning_rules": [],
        "claim_checks": {"c1": "direct_observation"},
        "answer": "已确认信息：PAY-5003",
    }
    base.update(fields)
    return Observation.model_validate(base)


def test_compare_reports_each_violated_field() -> None:
    expect = Expectation.model_validate(
        {
            "verdict": "REJECT",
            "output_type": None,
            "failed_rules": ["evidence.raw_path"],
            "claim_checks": {"c1": "contradicted", "c9": "unsupported"},
            "score_max": 0.5,
            "answer_must_contain": ["缺口"],
            "answer_must_not_contain": ["PAY-5003"],
        }
    )
    fields = [m.field for m in compare(expect, _obs())]
    assert fields == [
        "verdict",
        "output_type",
        "failed_rules",
        "claim_checks.c1",
        "claim_checks.c9",
        "score_max",
        "answer_must_contain",
        "answer_must_not_contain",
    ]


def test_compare_includes_allows_extra_rules_but_exact_does_not() -> None:
    obs = _obs(failed_rules=["schema.executor_v2", "evidence.raw_path"])
    includes = Expectation.model_validate({"failed_rules": {"includes": ["evidence.raw_path"]}})
    exact = Expectation.model_validate({"failed_rules": ["evidence.raw_path"]})
    assert compare(includes, obs) == []
    [mismatch] = compare(exact, obs)
    assert "unexpected ['schema.executor_v2']" in mismatch.reason


def test_compare_must_contain_fails_when_no_answer_composed() -> None:
    expect = Expectation.model_validate({"answer_must_contain": ["PAY-5003"], "answer_must_not_contain": ["x"]})
    [mismatch] = compare(expect, _obs(answer=None))
    assert mismatch.reason == "no answer was composed"


def test_compare_unchecked_fields_are_ignored() -> None:
    assert compare(Expectation(), _obs(verdict="REJECT", output_type="DEGRADED")) == []


def test_run_case_clean_synthetic_case_holds(tmp_path: Path) -> None:
    result = run_case(load_case(write_case(tmp_path, "payment-clean", expect=CLEAN)))
    assert result.status == "passed", result.mismatches
    assert result.observation is not None and result.observation.parse_status == "valid"


def test_run_case_wrong_expectation_reported(tmp_path: Path) -> None:
    expect = {**CLEAN, "verdict": "REJECT", "output_type": "DEGRADED"}
    result = run_case(load_case(write_case(tmp_path, "payment-misjudged", expect=expect)))
    assert result.status == "failed"
    assert {(m.field, m.expected, m.actual) for m in result.mismatches} == {
        ("verdict", "REJECT", "PASS"),
        ("output_type", "DEGRADED", "NORMAL"),
    }


def test_run_case_altered_excerpt_goes_through_gatekeeper(tmp_path: Path) -> None:
    from tests.evals._factory import executor_text

    expect = {"verdict": "REJECT", "failed_rules": ["evidence.excerpt_mismatch"], "gatekeeper_severity": "reject"}
    path = write_case(
        tmp_path,
        "payment-altered",
        expect=expect,
        executor_output=executor_text(excerpt="request timed out after 300ms"),
    )
    result = run_case(load_case(path))
    assert result.status == "passed", result.mismatches


def test_run_case_chat_mode_skipped_when_pipeline_unavailable(tmp_path: Path) -> None:
    path = write_case(
        tmp_path, "payment-chat", expect={"verdict": "PASS"}, mode="chat", tool_invocations=None, executor_output=None
    )

    class _Missing(ChatAdapter):
        def _build(self):  # type: ignore[no-untyped-def]  # the seam under test
            from superbiz.evals.observe import ChatUnavailable

            raise ChatUnavailable("superbiz.chat has no offline_demo_runner() entry point yet")

    result = run_case(load_case(path), chat=_Missing())
    assert result.status == "skipped"
    assert "offline_demo_runner" in (result.reason or "")


def test_run_case_chat_mode_uses_runner_result(tmp_path: Path) -> None:
    from superbiz.chat.events import ChatResult

    path = write_case(
        tmp_path,
        "payment-chat-run",
        expect={"verdict": "LOW_CONFID", "rounds": 2},
        mode="chat",
        tool_invocations=None,
        executor_output=None,
    )
    seen: list[str] = []

    def runner(question: str) -> ChatResult:
        seen.append(question)
        return ChatResult(
            session_id="s1",
            conversation_id=None,
            output_type="LOW_CONFID_WITH_DISCLAIMER",
            verdict="LOW_CONFID",
            groundedness_score=0.3,
            rounds=2,
            answer="仍存在部分证据缺口",
            composer_path="template",
        )

    result = run_case(load_case(path), chat=ChatAdapter(runner))
    assert result.status == "passed", result.mismatches
    assert seen == ["payment-service 为什么超时？"]


def test_run_cases_calls_back_per_case(tmp_path: Path) -> None:
    write_case(tmp_path, "a-clean", expect=CLEAN)
    write_case(tmp_path, "b-clean", expect=CLEAN)
    seen: list[str] = []
    results = run_cases(load_cases(tmp_path), on_result=lambda r: seen.append(r.case_id))
    assert seen == ["a-clean", "b-clean"] and all(r.status == "passed" for r in results)


def test_eval_cli_exit_zero_when_all_hold(tmp_path: Path) -> None:
    write_case(tmp_path, "payment-clean", expect=CLEAN)
    result = CliRunner().invoke(app, ["eval", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert "all expectations hold" in result.output


def test_eval_cli_wrong_expectation_exits_one_and_lists_failure(tmp_path: Path) -> None:
    write_case(tmp_path, "payment-clean", expect=CLEAN)
    write_case(
        tmp_path,
        "payment-misjudged",
        expect={**CLEAN, "verdict": "LOW_CONFID", "output_type": None, "retry": True, "answer_must_contain": []},
    )
    result = CliRunner().invoke(app, ["eval", str(tmp_path)])
    assert result.exit_code == 1
    assert "payment-misjudged" in result.output
    assert "expected 'LOW_CONFID', got 'PASS'" in result.output


def test_eval_cli_json_and_report(tmp_path: Path) -> None:
    cases = tmp_path / "cases"
    write_case(cases, "payment-clean", expect=CLEAN)
    write_case(cases, "payment-misjudged", expect={**CLEAN, "claim_checks": {"c1": "unsupported"}})
    report = tmp_path / "out" / "report.md"
    result = CliRunner().invoke(app, ["eval", str(cases), "--json", "--report", str(report)])
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert (data["total"], data["passed"], data["failed"], data["ok"]) == (2, 1, 1, False)
    assert data["confusion_matrix"]["counts"]["PASS"]["PASS"] == 2
    [failed] = [c for c in data["cases"] if c["status"] == "failed"]
    assert failed["mismatches"][0]["field"] == "claim_checks.c1"
    text = report.read_text(encoding="utf-8")
    assert "## Verdicts" in text and "`payment-misjudged`" in text


def test_eval_cli_filter(tmp_path: Path) -> None:
    write_case(tmp_path, "payment-clean", expect=CLEAN)
    write_case(tmp_path, "payment-misjudged", expect={**CLEAN, "verdict": "REJECT"})
    result = CliRunner().invoke(app, ["eval", str(tmp_path), "--filter", "clean", "--json"])
    assert result.exit_code == 0
    assert json.loads(result.stdout)["total"] == 1


def test_eval_cli_invalid_case_exits_two_naming_file_and_field(tmp_path: Path) -> None:
    write_case(tmp_path, "payment-typo", expect={"verdict": "PASS", "severity": "none"})
    result = CliRunner().invoke(app, ["eval", str(tmp_path)])
    assert result.exit_code == 2
    assert "payment-typo" in result.output and "expect.severity" in result.output


def test_eval_cli_no_cases_exits_two(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["eval", str(tmp_path)])
    assert result.exit_code == 2
    assert "no cases found" in result.output


def test_claim_classes_keep_every_claim_when_ids_repeat() -> None:
    pairs = [("c1", "unsupported"), ("c1", "direct_observation"), ("c2", "direct_observation")]
    assert claim_classes(pairs) == {"c1": "unsupported", "c1#2": "direct_observation", "c2": "direct_observation"}
    assert claim_classes([("c1", "unsupported"), ("c1#2", "contradicted"), ("c1", "direct_observation")]) == {
        "c1": "unsupported", "c1#2": "contradicted", "c1#3": "direct_observation",
    }


def test_observed_claims_sharing_an_id_are_not_merged(tmp_path: Path) -> None:
    case = json.loads((CASES / "payment_pool_exhausted.json").read_text(encoding="utf-8"))
    executor = json.loads(case["executor_output"])
    bound = executor["claims"][0]
    unbound = {**bound, "claim_text": "payment-service 的 JVM 堆内存在 05:40 达到 98%", "evidence_bindings": []}
    executor["claims"] = [bound, unbound]
    observation = observe_verify(
        question=case["original_query"], round=1, retry_context=None,
        invocations=tuple(ToolInvocation.model_validate(i) for i in case["tool_invocations"]),
        executor_output=json.dumps(executor, ensure_ascii=False), verifier_output=None, threshold=0.5, max_rounds=3,
    )
    assert observation.claim_checks is not None
    assert sorted(observation.claim_checks.values()) == ["direct_observation", "unsupported"]
    assert observation.claim_checks[bound["claim_id"]] == "direct_observation"  # not overwritten by the second
