"""The agents' prompt files: strict rendering, the contract phrases a model must read, and examples that pass
our own parsers and Gatekeeper (a prompt whose example fails our checks would teach the model to fail)."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from superbiz.agents.prompting import PROMPT_NAMES, PromptError, PromptTemplate, load_prompt, render
from superbiz.contracts import ClaimCheck, EvidenceRef, RetrievalDetails, ToolInvocation
from superbiz.verification.gatekeeper import check_schema, run_gatekeeper
from superbiz.verification.parse import parse_executor_output, parse_verifier_output


def _examples(name: str) -> list[dict[str, Any]]:
    """Every one-line JSON example in a prompt (lines that start with '{')."""
    return [json.loads(line) for line in render(name).splitlines() if line.startswith("{")]


def _example_with(name: str, key: str) -> dict[str, Any]:
    return next(example for example in _examples(name) if key in example)


@pytest.mark.parametrize("name", PROMPT_NAMES)
def test_prompt_starts_with_agent_marker_and_renders_without_variables(name: str) -> None:
    text = render(name)

    assert text.splitlines()[0] == f"[agent:{name}]"
    assert load_prompt(name).variables == frozenset()
    assert "$" not in text


def test_prompt_template_missing_variable_raises_with_names() -> None:
    template = PromptTemplate.from_text("t", 'Hello $who at ${place}: {"json": {"braces": true}}')

    with pytest.raises(PromptError) as info:
        template.render(who="ops")

    assert "missing variables ['place']" in str(info.value)
    assert template.render(who="ops", place="杭州") == 'Hello ops at 杭州: {"json": {"braces": true}}'


def test_render_rejects_unexpected_variable() -> None:
    with pytest.raises(PromptError, match=r"unexpected variables \['tools'\]"):
        render("executor", tools="query_logs")


def test_prompt_template_rejects_bare_dollar() -> None:
    with pytest.raises(PromptError, match=r"\$\$"):
        PromptTemplate.from_text("t", "costs $5")


def test_load_prompt_unknown_name_raises() -> None:
    with pytest.raises(PromptError, match="no prompt 'auditor'"):
        load_prompt("auditor")


def test_executor_prompt_states_the_v2_contract() -> None:
    text = render("executor")

    for phrase in (
        '"answer_version": "executor_evidence_v2"',
        "`source_invocation_id`: the integer `source_invocation_id` of that tool result, written as a JSON number",
        "`raw_path`: one key of that result's `evidence_refs`, copied exactly",
        "copied **verbatim** from that ref's text",
        "all four lists present even when empty",
        "`claim_type` is one of these English, lower-case values",
        "bind it to the `summary` ref that states the count",
        "`support_level` is `direct`",
        "Knowledge-base, runbook or historical-case content never becomes a\n   claim about the current incident",
        "goes to `hypotheses` (with `needed_evidence`), `recommended_actions` or `missing_info`",
        "do not repeat any retrieval listed in `completed_retrievals`",
        "read `retry_context.missing_evidence_facts`",
        "exactly one JSON object and nothing else: no Markdown, no code fences",
        "Do not add `diagnosis_summary`, `user_facing_answer`",
    ):
        assert phrase in text, phrase


@pytest.mark.spec("Narrow scope produces minimal observation claims")
def test_executor_prompt_constrains_narrow_scope() -> None:
    text = render("executor")

    assert "**Narrow scope.** When the user asks to confirm one specific service, alert or symptom" in text
    assert "one claim, at most two, of type `observation` or `negative_observation`" in text
    assert "Add no root cause, impact, remediation or unrelated findings as claims" in text


def test_executor_prompt_examples_pass_parser_schema_and_gatekeeper() -> None:
    examples = _examples("executor")
    [example] = [e for e in examples if "answer_version" in e]
    invocations = [
        ToolInvocation(
            id=r["source_invocation_id"], tool_name=r["tool_name"], success=True,
            retrieval_details=RetrievalDetails(
                evidence_refs=[EvidenceRef(raw_path=path, text=text) for path, text in r["evidence_refs"].items()]
            ),
        )
        for r in examples
        if "evidence_refs" in r
    ]

    parsed = parse_executor_output(json.dumps(example, ensure_ascii=False))
    result = run_gatekeeper(parsed, invocations)

    assert set(example) == {"answer_version", "claims", "hypotheses", "recommended_actions", "missing_info"}
    assert parsed.parse_status.status == "valid" and parsed.coercions == ()
    assert check_schema(example) == []
    assert (result.status, result.severity, result.failed_rules) == ("pass", "none", [])
    types = [c["claim_type"] for c in example["claims"]]
    assert types == ["observation", "negative_observation", "knowledge"]
    assert len(example["claims"][0]["evidence_bindings"]) == 2
    assert example["claims"][1]["evidence_bindings"][0]["raw_path"] == "summary"
    text = render("executor")
    assert text.count("trace-17") == 1 and "never `\"17\"` or `\"trace-17\"`" in text  # one id spelling
    assert all("source_id" not in b for c in example["claims"] for b in c["evidence_bindings"])
    for claim in example["claims"]:  # every number in a claim is in its excerpts
        excerpts = " ".join(b["evidence_excerpt"] for b in claim["evidence_bindings"])
        assert all(n in excerpts for n in re.findall(r"\d+", claim["claim_text"]))


def test_verifier_prompt_states_the_output_contract() -> None:
    text = render("verifier")

    for phrase in (
        "`direct_observation`", "`reasonable_inference`", "`overstated`", "`unsupported`", "`external_unknown`",
        "`contradicted`", "Its\nonly key is `claim_checks`",
        "Judge each claim against **its own verified excerpts**",
        "the summary is bounded and may omit it",
        "Never add a confirmed fact from `executor_final_answer`",
        '`{"trace_ref": ..., "tool_name": ..., "source_invocation_ids": [...]}`',
        "exactly one JSON object and nothing else: no Markdown, no code fences",
    ):
        assert phrase in text, phrase


def test_verifier_prompt_example_is_the_short_claim_checks_form() -> None:
    example = _example_with("verifier", "claim_checks")

    model, status = parse_verifier_output(json.dumps(example, ensure_ascii=False))
    checks = [ClaimCheck.model_validate(c) for c in example["claim_checks"]]

    assert status.status == "valid" and model is not None
    assert set(example) == {"claim_checks"} and len(checks) == 2
    assert "groundedness_score" not in render("verifier") and "facts_checked" not in render("verifier")


def test_planner_prompt_example_uses_known_tools_and_arguments() -> None:
    text = render("planner")
    example = _example_with("planner", "calls")

    assert set(example) == {"intent", "narrow_scope", "calls", "notes"}
    assert example["calls"][0]["tool"] == "query_metrics"
    assert "Never repeat a\n   signature from `completed_retrievals`" in text
    assert "Output exactly one JSON object and nothing else" in text


def test_composer_prompt_is_chinese_and_guards_the_material() -> None:
    text = render("composer")

    for phrase in (
        "只使用 `material` 中的内容",
        "不得新增任何事实、原因、影响范围、\n   数字、编号、错误码、服务名、告警名或时间",
        "以下结论基于当前已获取证据，仍存在部分证据缺口，请谨慎参考。",
        "当前无法基于已获取证据生成可靠结论，建议人工介入。",
        "不写任何根因或原因判断",
        "另有 N 条结论因与证据冲突已被剔除。",
        "不要输出 `claim_id`",
    ):
        assert phrase in text, phrase
