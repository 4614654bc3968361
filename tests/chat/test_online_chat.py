"""End-to-end chats through the real ``openai`` client against the scripted OpenAI-compatible server.

The scripted executor reads the tool results the ChatService really sent back (invocation ids, raw paths,
ref texts) and cites them, exactly as a well-behaved model would — or deliberately does not.
"""

from __future__ import annotations

import json
import socket
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from superbiz.chat.events import AnswerEvent
from superbiz.chat.service import ChatService
from superbiz.container import Container, build_container
from superbiz.store import repository as repo
from tests.chat.conftest import make_settings
from tests.support import scripted_steps as st
from tests.support.scripted_server import ScriptedOpenAIServer

QUESTION = "payment-service 最近半小时为什么大量超时？"
LOOKUPS = [
    ("query_logs", {"service": "payment-service", "level": "ERROR", "start": "-30m"}),
    ("query_metrics", {"service": "payment-service", "start": "-30m"}),
]


# --------------------------------------------------------------------------- scripted agents


def plan_step() -> st.Step:
    return st.json(
        {
            "intent": "diagnose",
            "narrow_scope": False,
            "calls": [{"tool": t, "arguments": a, "reason": "evidence"} for t, a in LOOKUPS],
        }
    )


def _results(request: dict[str, Any]) -> list[dict[str, Any]]:
    """Tool results in this request, plus earlier rounds' evidence the brief carries (still citable)."""
    brief = json.loads(st.user_messages(request)[0])
    return [r for r in [*st.tool_results(request), *brief.get("previous_evidence", [])] if "source_invocation_id" in r]


def _ref(results: list[dict[str, Any]], tool: str, prefix: str, contains: str = "") -> tuple[int, dict[str, Any]]:
    for r in results:
        if r["tool_name"] != tool:
            continue
        for ref in st.refs_of(r):
            if ref["raw_path"].startswith(prefix) and contains in ref["text"]:
                return r["source_invocation_id"], ref
    raise AssertionError(f"no {tool} {prefix} ref containing {contains!r} in {results}")


def binding(tool: str, inv: int, ref: dict[str, Any], **over: Any) -> dict[str, Any]:
    b = {
        "source_type": "tool_invocation",
        "tool_name": tool,
        "source_invocation_id": inv,
        "raw_path": ref["raw_path"],
        "evidence_excerpt": ref["text"][:200],
    }
    b.update(over)
    return b


def contract(claims: list[dict[str, Any]], **extra: Any) -> str:
    body = {
        "answer_version": "executor_evidence_v2",
        "claims": claims,
        "hypotheses": [
            {
                "hypothesis_text": "连接池耗尽可能导致支付超时",
                "basis": "告警与日志",
                "needed_evidence": ["连接泄漏证据"],
            }
        ],
        "recommended_actions": [
            {"action_text": "检查 HikariCP 连接池配置", "reason": "runbook", "evidence_bindings": []}
        ],
        "missing_info": [],
    }
    body.update(extra)
    return json.dumps(body, ensure_ascii=False)


def clean_claims(request: dict[str, Any]) -> list[dict[str, Any]]:
    res = _results(request)
    log_inv, log_ref = _ref(res, "query_logs", "logs[", "PAY-5003")
    alert_inv, alert_ref = _ref(res, "query_metrics", "alerts[", "PaymentDBPoolExhausted")
    return [
        {
            "claim_id": "c1",
            "claim_type": "observation",
            "support_level": "direct",
            "claim_text": "payment-service 日志出现 PAY-5003：HikariPool-1 - Connection is not available",
            "evidence_bindings": [binding("query_logs", log_inv, log_ref)],
        },
        {
            "claim_id": "c2",
            "claim_type": "observation",
            "support_level": "direct",
            "claim_text": "告警 PaymentDBPoolExhausted 正在触发（payment-service）",
            "evidence_bindings": [binding("query_metrics", alert_inv, alert_ref)],
        },
    ]


def unsupported_claim(request: dict[str, Any], claim_id: str) -> dict[str, Any]:
    """Bound to a real log line that does not mention the alert it asserts: anchors missing → unsupported."""
    log_inv, log_ref = _ref(_results(request), "query_logs", "logs[", "PAY-5003")
    return {
        "claim_id": claim_id,
        "claim_type": "observation",
        "support_level": "direct",
        "claim_text": "告警 HighErrorRate 在 payment-service 上正在触发",
        "evidence_bindings": [binding("query_logs", log_inv, log_ref)],
    }


def executor_script(final: Callable[[dict[str, Any]], str]) -> list[st.StepLike]:
    return [st.tool_calls(LOOKUPS), lambda req: st.text(final(req))]


def verifier_echo(verdict: str = "PASS") -> st.StepLike:
    """A model verifier that calls every claim direct (loose on purpose: the guard must tighten it)."""

    def step(req: dict[str, Any]) -> st.Step:
        payload = json.loads(st.user_messages(req)[-1])
        claims = (payload.get("executor_structured_output") or {}).get("claims", [])
        checks = [
            {"claim_id": c["claim_id"], "verification": "direct_observation", "detail": "ok", "evidence_refs": []}
            for c in claims
        ]
        return st.json(
            {
                "verdict": verdict,
                "groundedness_score": 1.0,
                "critical_fact_count": len(checks),
                "claim_checks": checks,
                "facts_checked": [],
                "rationale": "looks fine",
            }
        )

    return step


def composer_from_material(req: dict[str, Any]) -> st.Step:
    brief = json.loads(st.user_messages(req)[-1])
    facts = [i["text"] for i in brief["material"]["confirmed"]]
    return st.text("根据已核实的证据：\n" + "\n".join(f"- {f}" for f in facts))


# --------------------------------------------------------------------------- fixtures


@pytest.fixture()
def online(
    tmp_path: Path, shared_world_url: str, scripted_server: ScriptedOpenAIServer
) -> Iterator[Callable[..., Container]]:
    made: list[Container] = []

    def build(
        agents: tuple[str, ...] = ("planner", "executor", "verifier", "composer"), **model_over: Any
    ) -> Container:
        settings = make_settings(
            tmp_path,
            sources={"world_url": shared_world_url},
            models=scripted_server.models_config(agents, **model_over),
        )
        c = build_container(settings)
        made.append(c)
        return c

    yield build
    for c in made:
        c.close()


def ve_of(c: Container, session_id: str) -> dict[str, Any]:
    with c.db.session() as s:
        detail = repo.get_session_detail(s, session_id=session_id)
    assert detail is not None
    return detail.session.self_evaluation["verifier_evaluation"]


# --------------------------------------------------------------------------- the scenarios


@pytest.mark.spec("PASS -> Composer output")
@pytest.mark.spec("composer output written to self_evaluation")
def test_online_chat_clean_evidence_passes_and_model_composes(online, scripted_server) -> None:
    scripted_server.script("planner", [plan_step()])
    scripted_server.script("executor", executor_script(lambda r: contract(clean_claims(r))))
    scripted_server.script("verifier", [verifier_echo()])
    scripted_server.script("composer", [composer_from_material])
    c = online()
    result = ChatService(c).ask(QUESTION, user_id="u")
    assert (result.verdict, result.output_type, result.rounds) == ("PASS", "NORMAL", 1)
    assert result.composer_path == "composer_model"
    assert "PAY-5003" in result.answer
    ve = ve_of(c, result.session_id)
    assert ve["composer_output"]["path"] == "composer_model"
    assert ve["verifier_source"] == "model"
    assert ve["model_verdict"] == "PASS"
    scripted_server.assert_consumed()


@pytest.mark.spec("Verifier remains isolated from intermediate reasoning")
def test_online_chat_verifier_sees_only_the_explicit_payload(online, scripted_server) -> None:
    scripted_server.script(
        "planner",
        [st.json({"calls": [{"tool": t, "arguments": a} for t, a in LOOKUPS], "notes": "PLANNER-SECRET-REASONING"})],
    )
    scripted_server.script(
        "executor",
        [st.tool_calls(LOOKUPS, content="EXECUTOR-SECRET-THOUGHT"), lambda r: st.text(contract(clean_claims(r)))],
    )
    scripted_server.script("verifier", [verifier_echo()])
    ChatService(online(("planner", "executor", "verifier"))).ask(QUESTION, user_id="u")
    [verifier_request] = scripted_server.chat_requests("verifier")
    payload = json.loads(st.user_messages(verifier_request.json)[-1])
    assert set(payload) <= {
        "original_query",
        "executor_final_answer",
        "executor_structured_output",
        "executor_output_parse_status",
        "tool_trace_summary",
        "gatekeeper_result",
        "retry_context",
    }
    text = json.dumps(verifier_request.json, ensure_ascii=False)
    assert "PLANNER-SECRET-REASONING" not in text and "EXECUTOR-SECRET-THOUGHT" not in text
    assert len(verifier_request.json["messages"]) == 2


@pytest.mark.spec("LOW_CONFID score>=0.5 -> Composer output with uncertainty")
def test_online_chat_low_confidence_above_threshold_answers_with_disclaimer(online, scripted_server) -> None:
    scripted_server.script("planner", [plan_step()])
    scripted_server.script(
        "executor", executor_script(lambda r: contract([*clean_claims(r), unsupported_claim(r, "c3")]))
    )
    scripted_server.script("verifier", [verifier_echo()])
    c = online(("planner", "executor", "verifier"))
    result = ChatService(c).ask(QUESTION, user_id="u")
    assert result.verdict == "LOW_CONFID"
    assert result.groundedness_score >= 0.5
    assert (result.output_type, result.rounds) == ("LOW_CONFID_WITH_DISCLAIMER", 1)
    # answer first (the aspects asked, from verified claims), then the disclaimer before the sections
    first, disclaimer = result.answer.split("\n\n")[:2]
    assert "HighErrorRate" not in first and "PaymentDBPoolExhausted" in first
    assert disclaimer.startswith("以下结论基于当前已获取证据")
    assert all("HighErrorRate" not in c.claim_text for c in result.confirmed)
    ve = ve_of(c, result.session_id)
    assert {ch["claim_id"]: ch["verification"] for ch in ve["claim_checks"]}["c3"] == "unsupported"


def _weak_round_one(req: dict[str, Any]) -> str:
    return contract(
        [
            clean_claims(req)[0],
            unsupported_claim(req, "c2"),
            {**unsupported_claim(req, "c3"), "claim_text": "告警 HighLatency 在 payment-service 上正在触发"},
        ]
    )


ROUND_TWO = {
    "PASS": (lambda r: contract(clean_claims(r)), "PASS", "NORMAL"),
    "LOW_CONFID": (_weak_round_one, "LOW_CONFID", "LOW_CONFID_WITH_DISCLAIMER"),
    "REJECT": (
        lambda r: contract(
            [
                {
                    **clean_claims(r)[0],
                    "evidence_bindings": [
                        {**clean_claims(r)[0]["evidence_bindings"][0], "source_invocation_id": 987654}
                    ],
                }
            ]
        ),
        "REJECT",
        "DEGRADED",
    ),
}


@pytest.mark.spec("LOW_CONFID score<0.5 -> trigger one additional round")
@pytest.mark.parametrize("second", sorted(ROUND_TWO))
def test_online_chat_low_confidence_below_threshold_runs_one_more_round(online, scripted_server, second) -> None:
    make_final, verdict, output_type = ROUND_TWO[second]
    round_two_lookups = [("query_logs", {"service": "payment-service", "level": "WARN", "start": "-60m"})]

    def round_two_final(req: dict[str, Any]) -> str:
        # round-1 invocations stay citable: the executor cites the round-1 log line by its id
        return make_final(req)

    scripted_server.script("planner", [plan_step(), plan_step()])
    scripted_server.script(
        "executor",
        [
            st.tool_calls(LOOKUPS),
            lambda r: st.text(_weak_round_one(r)),
            st.tool_calls([*LOOKUPS, *round_two_lookups]),
            lambda r: st.text(round_two_final(r)),
        ],
    )
    scripted_server.script("verifier", [verifier_echo(), verifier_echo()])
    c = online(("planner", "executor", "verifier"))
    result = ChatService(c).ask(QUESTION, user_id="u")
    assert result.rounds == 2
    assert (result.verdict, result.output_type) == (verdict, output_type)
    second_brief = json.loads(st.user_messages(scripted_server.chat_requests("executor")[2].json)[-1])
    assert second_brief["retry_context"]["missing_evidence_facts"]
    assert "不要重复已完成检索" in second_brief["retry_context"]["instruction"]
    assert second_brief["completed_retrievals"]
    # identical round-1 calls are refused by the action memory inside the loop, not executed again
    with c.db.session() as s:
        invocations = repo.list_invocations(s, session_id=result.session_id)
    assert [i.round for i in invocations].count(2) == 1
    ve = ve_of(c, result.session_id)
    assert ve["round"] == 2 and ve["retry_context"]["round"] == 1
    assert len(ve["rounds"]) == 2


@pytest.mark.spec("REJECT does not enter retry round")
@pytest.mark.spec("invocation rule rejects fabricated invocation ids")
def test_online_chat_fabricated_invocation_id_rejects_without_retry(online, scripted_server) -> None:
    def fabricated(req: dict[str, Any]) -> str:
        claims = clean_claims(req)
        claims[1]["evidence_bindings"][0]["source_invocation_id"] = 424242
        return contract(claims)

    scripted_server.script("planner", [plan_step()])
    scripted_server.script("executor", executor_script(fabricated))
    echo = lambda r: st.text(json.loads(st.user_messages(r)[0])["previous_output"])  # noqa: E731  # fixes nothing
    scripted_server.script("executor_repair", [echo])
    scripted_server.script("verifier", [verifier_echo("PASS")])
    c = online(("planner", "executor", "verifier"))
    result = ChatService(c).ask(QUESTION, user_id="u")
    assert (result.verdict, result.output_type, result.rounds) == ("REJECT", "DEGRADED", 1)
    assert len(scripted_server.chat_requests("planner")) == 1
    assert result.answer.startswith("当前无法基于已获取证据生成可靠结论")
    assert "连接池耗尽可能导致" not in result.answer  # no hypotheses / root cause in DEGRADED
    ve = ve_of(c, result.session_id)
    assert "evidence.invocation_ref" in ve["gatekeeper_result"]["failed_rules"]
    assert ve["model_verdict"] == "PASS"
    [repair] = ve["repair"]  # the repair turn ran, changed nothing, and was not used; still one round
    assert repair["accepted"] is False and "fixed nothing" in repair["reason"]
    assert any("424242" in e for e in repair["errors_sent"])


@pytest.mark.spec("Malformed Executor JSON is captured")
@pytest.mark.spec("Malformed structured output cannot pass through natural language fallback")
def test_online_chat_malformed_executor_output_never_passes(online, scripted_server) -> None:
    prose = '根据日志，payment-service 连接池耗尽，根因是数据库慢查询。{"claims": ['
    scripted_server.script("planner", [plan_step(), plan_step()])
    scripted_server.script("executor", [st.tool_calls(LOOKUPS), st.text(prose), st.text(prose)])
    scripted_server.script("executor_repair", [st.text(prose), st.text(prose)])  # the repair turn cannot fix it
    scripted_server.script("verifier", [verifier_echo("PASS"), verifier_echo("PASS")])
    c = online(("planner", "executor", "verifier"))
    result = ChatService(c).ask(QUESTION, user_id="u")
    assert result.verdict == "LOW_CONFID"
    assert result.output_type == "LOW_CONFID_WITH_DISCLAIMER"
    assert result.confirmed == []
    assert "根因是数据库慢查询" not in result.answer
    ve = ve_of(c, result.session_id)
    assert ve["executor_output_parse_status"]["status"] == "malformed"
    assert prose in ve["executor_final_answer"]


@pytest.mark.spec("Output format validation")
def test_online_chat_malformed_verifier_output_falls_back_to_the_deterministic_checker(online, scripted_server) -> None:
    scripted_server.script("planner", [plan_step()])
    scripted_server.script("executor", executor_script(lambda r: contract(clean_claims(r))))
    scripted_server.script("verifier", [st.text("```\nverdict: PASS (trust me)\n```")])
    c = online(("planner", "executor", "verifier"))
    result = ChatService(c).ask(QUESTION, user_id="u")
    assert result.verdict == "PASS"
    ve = ve_of(c, result.session_id)
    assert ve["verifier_output_parse_status"]["status"] == "malformed"
    assert ve["verifier_source"] == "deterministic"


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


ENDPOINT_FAILURES: dict[str, Callable[[ScriptedOpenAIServer], dict[str, Any]]] = {
    "down": lambda srv: {"base_url": f"http://127.0.0.1:{_closed_port()}/v1"},
    "timeout": lambda srv: (
        srv.set_default("executor", st.delay(3.0, st.text("late"))),
        srv.set_default("planner", st.delay(3.0, st.text("late"))),
        {"timeout_s": 0.5},
    )[-1],
    "http500": lambda srv: (srv.set_default("executor", st.error(500)), srv.set_default("planner", st.error(500)), {})[
        -1
    ],
}


@pytest.mark.parametrize("failure", sorted(ENDPOINT_FAILURES))
def test_online_chat_model_endpoint_failure_ends_in_a_persisted_degraded_answer(
    online, scripted_server, failure
) -> None:
    over = ENDPOINT_FAILURES[failure](scripted_server)
    c = online(("planner", "executor"), **over)
    events = list(ChatService(c).stream(QUESTION, user_id="u"))
    types = [e.type for e in events]
    assert "error" in types and types[-2:] == ["answer", "done"]
    answer = events[-2]
    assert isinstance(answer, AnswerEvent)
    result = answer.data.result
    assert result.output_type == "DEGRADED"
    assert result.verdict != "PASS"
    assert result.confirmed == []
    assert "模型服务" in result.answer
    with c.db.session() as s:
        row = repo.get_session(s, session_id=result.session_id)
    assert row is not None and row.status == "completed" and row.output_type == "DEGRADED"


@pytest.mark.spec("Failed evidence remains a verifier-visible gap")
def test_chat_with_a_failing_tool_backend_keeps_the_failure_as_a_gap(tmp_path: Path, shared_world_url: str) -> None:
    settings = make_settings(
        tmp_path, sources={"world_url": shared_world_url, "prometheus_url": f"http://127.0.0.1:{_closed_port()}"}
    )
    c = build_container(settings)
    try:
        result = ChatService(c).ask(QUESTION, user_id="u")
        ve = ve_of(c, result.session_id)
    finally:
        c.close()
    failed = [t for t in ve["tool_trace_summary"] if not t["success"]]
    assert failed and all(t["evidence_level"] == "none" for t in failed)
    assert any(t["tool_name"] == "query_metrics" for t in failed)
    assert any("query_metrics" in g for g in result.gaps)
    assert result.verdict in {"PASS", "LOW_CONFID"}  # log evidence still stands; nothing crashed


@pytest.mark.spec("PASS uses Composer-safe output")
def test_online_chat_composer_text_with_new_anchors_falls_back_to_the_template(online, scripted_server) -> None:
    scripted_server.script("planner", [plan_step()])
    scripted_server.script("executor", executor_script(lambda r: contract(clean_claims(r))))
    scripted_server.script("verifier", [verifier_echo()])
    scripted_server.script("composer", [st.text("根因是 payment-db 主库宕机，错误码 PAY-9999，已影响 12000 笔订单。")])
    c = online()
    result = ChatService(c).ask(QUESTION, user_id="u")
    assert result.verdict == "PASS"
    assert result.composer_path == "template"
    assert "PAY-9999" not in result.answer and "12000" not in result.answer
    assert "PAY-5003" in result.answer
    composer = ve_of(c, result.session_id)["composer_output"]
    assert composer["path"] == "template" and composer["fallback_reason"]


def test_online_chat_composer_endpoint_failure_falls_back_to_the_template(online, scripted_server) -> None:
    scripted_server.script("planner", [plan_step()])
    scripted_server.script("executor", executor_script(lambda r: contract(clean_claims(r))))
    scripted_server.script("verifier", [verifier_echo()])
    scripted_server.set_default("composer", st.error(503))
    c = online()
    result = ChatService(c).ask(QUESTION, user_id="u")
    assert (result.verdict, result.output_type, result.composer_path) == ("PASS", "NORMAL", "template")
    assert "composer model failed" in ve_of(c, result.session_id)["composer_output"]["fallback_reason"]


# --------------------------------------------------------------------------- the repair turn (issue 16)


def _form_errors(req: dict[str, Any]) -> str:
    """Right claims, wrong form: an unknown raw path, a paraphrased excerpt, a missing list."""
    claims = clean_claims(req)
    claims[0]["evidence_bindings"][0]["raw_path"] = "logs[99]"
    claims[1]["evidence_bindings"][0]["evidence_excerpt"] = "the pool alert is firing"
    body = json.loads(contract(claims))
    del body["missing_info"]
    return json.dumps(body, ensure_ascii=False)


def _repair_from_brief(req: dict[str, Any], *, reword: bool = False) -> st.Step:
    """A model that reads the errors and the cited refs it is sent and copies the right path and text."""
    brief = json.loads(st.user_messages(req)[0])
    assert brief["errors"] and "tools" not in req
    previous = json.loads(brief["previous_output"])
    for claim in previous["claims"]:
        for b in claim["evidence_bindings"]:
            [result] = [r for r in brief["cited_evidence"] if r["source_invocation_id"] == b["source_invocation_id"]]
            prefix = "logs[" if b["tool_name"] == "query_logs" else "alerts["
            needle = "PAY-5003" if prefix == "logs[" else "PaymentDBPoolExhausted"
            ref = next(r for r in st.refs_of(result) if r["raw_path"].startswith(prefix) and needle in r["text"])
            b["raw_path"], b["evidence_excerpt"] = ref["raw_path"], ref["text"][:200]
    if reword:
        previous["claims"][0]["claim_text"] = "payment-service 的数据库已经宕机"
    previous["missing_info"] = []
    return st.json(previous)


def test_online_chat_repair_turn_fixes_form_errors_in_one_round(online, scripted_server) -> None:
    scripted_server.script("planner", [plan_step()])
    scripted_server.script("executor", executor_script(_form_errors))
    scripted_server.script("executor_repair", [_repair_from_brief])
    scripted_server.script("verifier", [verifier_echo()])
    c = online(("planner", "executor", "verifier"))
    result = ChatService(c).ask(QUESTION, user_id="u")
    assert (result.verdict, result.output_type, result.rounds) == ("PASS", "NORMAL", 1)
    ve = ve_of(c, result.session_id)
    [repair] = ve["repair"]
    assert repair["accepted"] is True and repair["attempts"] == 2 and repair["round"] == 1
    sent = "\n".join(repair["errors_sent"])
    assert "[evidence.raw_path]" in sent and "[evidence.excerpt_mismatch]" in sent and "missing_info" in sent
    assert repair["original_gatekeeper"]["severity"] == "reject" and repair["repaired_gatekeeper"]["severity"] == "none"
    assert "logs[99]" in repair["original_output"] and ve["executor_final_answer"] == repair["repaired_output"]
    with c.db.session() as s:
        detail = repo.get_session_detail(s, session_id=result.session_id)
    assert detail is not None
    executor_steps = [step for step in detail.steps if step.agent == "executor"]
    assert len(executor_steps) == 2  # both attempts persisted
    assert "logs[99]" in (executor_steps[0].model_output or "")
    assert executor_steps[1].model_output == repair["repaired_output"]
    [repair_request] = scripted_server.chat_requests("executor_repair")
    assert "tools" not in repair_request.json and "tool_choice" not in repair_request.json
    assert len(scripted_server.chat_requests("planner")) == 1  # the evidence round 2 was not used
    scripted_server.assert_consumed()


def test_online_chat_repair_that_rewords_a_claim_is_rejected_and_the_original_kept(online, scripted_server) -> None:
    scripted_server.script("planner", [plan_step()])
    scripted_server.script("executor", executor_script(_form_errors))
    scripted_server.script("executor_repair", [lambda r: _repair_from_brief(r, reword=True)])
    scripted_server.script("verifier", [verifier_echo()])
    c = online(("planner", "executor", "verifier"))
    result = ChatService(c).ask(QUESTION, user_id="u")
    assert result.verdict == "REJECT" and result.rounds == 1
    assert all("宕机" not in claim.claim_text for claim in result.confirmed)
    ve = ve_of(c, result.session_id)
    [repair] = ve["repair"]
    assert repair["accepted"] is False and "claim" in repair["reason"]
    assert "logs[99]" in ve["executor_final_answer"]


def test_online_chat_repair_turn_can_be_switched_off(tmp_path, shared_world_url, scripted_server) -> None:
    settings = make_settings(
        tmp_path,
        sources={"world_url": shared_world_url},
        models=scripted_server.models_config(("planner", "executor")),
        chat={"executor_repair_turns": 0},
    )
    scripted_server.script("planner", [plan_step()])
    scripted_server.script("executor", executor_script(_form_errors))
    c = build_container(settings)
    try:
        result = ChatService(c).ask(QUESTION, user_id="u")
        assert result.verdict == "REJECT" and ve_of(c, result.session_id)["repair"] == []
        assert scripted_server.chat_requests("executor_repair") == []
    finally:
        c.close()
