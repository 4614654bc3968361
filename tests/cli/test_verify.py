from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from superbiz.cli import app

CASES = Path(__file__).resolve().parents[2] / "examples" / "cases"
runner = CliRunner()


def _json(case: str, *args: str) -> dict[str, Any]:
    result = runner.invoke(app, ["verify", str(CASES / case), "--json", "--fail-on", "never", *args])
    assert result.exit_code == 0, result.output
    data: dict[str, Any] = json.loads(result.stdout)
    return data


#: the expected outcome of each example case, kept beside the cases (names never encode the answer)
MANIFEST: dict[str, dict[str, Any]] = yaml.safe_load((CASES / "manifest.yaml").read_text(encoding="utf-8"))["cases"]


def test_every_example_case_is_in_the_manifest() -> None:
    assert sorted(MANIFEST) == sorted(p.name for p in CASES.glob("*.json"))


@pytest.mark.parametrize(
    ("case", "verdict", "action", "output_type"),
    [(name, e["verdict"], e["action"], e["output_type"]) for name, e in MANIFEST.items()],
)
def test_verify_example_cases(case: str, verdict: str, action: str, output_type: str | None) -> None:
    data = _json(case)
    assert (data["verdict"], data["route"]["action"], data["route"]["output_type"]) == (verdict, action, output_type)
    for key in (
        "groundedness_score",
        "critical_fact_count",
        "claim_checks",
        "facts_checked",
        "rationale",
        "gatekeeper_result",
        "executor_output_parse_status",
        "tool_trace_summary",
        "traceability_version",
        "answer",
    ):
        assert key in data
    if action == "retry":
        assert data["answer"] is None and "retry_context" in data["route"]
    else:
        assert isinstance(data["answer"], str) and "retry_context" not in data["route"]


@pytest.mark.spec("REJECT verdict when claims contradict evidence")
def test_verify_contradicted_claim_text_never_in_answer() -> None:
    data = _json("gateway_5xx_rate_misquoted.json")
    assert data["verdict"] == "REJECT" and data["groundedness_score"] == 0.0
    assert "0.5" not in data["answer"] and "已达到" not in data["answer"]
    assert "另有 1 条结论因与证据冲突已被剔除" in data["answer"]


@pytest.mark.spec("REJECT -> degraded output")
def test_verify_excerpt_mismatch_overrules_model_pass() -> None:
    data = _json("payment_excerpt_altered_timeout.json")
    assert data["model_verdict"] == "PASS" and data["verdict"] == "REJECT"
    assert "evidence.excerpt_mismatch" in data["gatekeeper_result"]["failed_rules"]
    assert data["answer"].startswith("当前无法基于已获取证据生成可靠结论，建议人工介入。")


def test_verify_threshold_option_changes_route() -> None:
    assert _json("notification_disk_full.json", "--threshold", "0.4")["route"]["output_type"] == (
        "LOW_CONFID_WITH_DISCLAIMER"
    )


def test_verify_threshold_from_config_file(tmp_path: Path) -> None:
    config = tmp_path / "config.yaml"
    config.write_text("verifier:\n  low_confidence_threshold: 0.7\n", encoding="utf-8")
    data = _json("order_oom_restarts.json", "--config", str(config))
    assert data["groundedness_score"] == 0.65 and data["route"]["action"] == "retry"


def test_verify_readable_report() -> None:
    result = runner.invoke(app, ["verify", str(CASES / "payment_pool_exhausted.json")])
    assert result.exit_code == 0
    for fragment in ("PASS", "groundedness_score=1.0", "Gatekeeper: status=pass", "direct_observation", "NORMAL"):
        assert fragment in result.stdout


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        ("{not json", "not valid JSON"),
        ("[1, 2]", "must hold a JSON object"),
        ('{"original_query": "q", "executor_output": "x"}', "tool_invocations"),
        ('{"original_query": 3, "tool_invocations": [], "executor_output": "x"}', "original_query"),
        ('{"original_query": "q", "tool_invocations": [{"id": "x"}], "executor_output": "x"}', "tool_invocations.0"),
        ('{"original_query": "q", "tool_invocations": [], "executor_output": "x", "surprise": 1}', "surprise"),
    ],
)
def test_verify_malformed_case_file_exits_2_with_one_line(tmp_path: Path, content: str, fragment: str) -> None:
    path = tmp_path / "case.json"
    path.write_text(content, encoding="utf-8")
    result = runner.invoke(app, ["verify", str(path), "--json"])
    assert result.exit_code == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error:") and fragment in lines[0]
    assert "Traceback" not in result.stderr


def test_verify_missing_case_file_exits_2(tmp_path: Path) -> None:
    result = runner.invoke(app, ["verify", str(tmp_path / "absent.json")])
    assert result.exit_code == 2 and "cannot read case file" in result.stderr


def _shared_id_case(tmp_path: Path) -> Path:
    """The payment case with two claims both called ``c1``: the log-backed one, then an unbound one."""
    case = json.loads((CASES / "payment_pool_exhausted.json").read_text(encoding="utf-8"))
    executor = json.loads(case["executor_output"])
    bound = executor["claims"][0]
    unbound = {**bound, "claim_text": "payment-service 的 JVM 堆内存在 05:40 达到 98%", "evidence_bindings": []}
    executor["claims"] = [bound, unbound]
    case["executor_output"] = json.dumps(executor, ensure_ascii=False)
    path = tmp_path / "shared_id.json"
    path.write_text(json.dumps(case, ensure_ascii=False), encoding="utf-8")
    return path


def test_verify_pairs_claims_sharing_an_id_with_their_own_checks(tmp_path: Path) -> None:
    path = _shared_id_case(tmp_path)
    report = runner.invoke(app, ["verify", str(path), "--fail-on", "never"])
    assert report.exit_code == 0, report.output
    lines = report.stdout.splitlines()
    unsupported = next(line for line in lines if "[unsupported]" in line)
    confirmed = next(line for line in lines if "[direct_observation]" in line)
    assert "JVM 堆内存" in unsupported and "PAY-5003" not in unsupported
    assert "PAY-5003" in confirmed and "JVM 堆内存" not in confirmed
    data = json.loads(runner.invoke(app, ["verify", str(path), "--json", "--fail-on", "never"]).stdout)
    assert [c["verification"] for c in data["claim_checks"]] == ["direct_observation", "unsupported"]
    assert data["verdict"] != "PASS"
