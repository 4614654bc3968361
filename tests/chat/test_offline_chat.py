"""Offline end-to-end chats over the demo world: the embedded default, no model, no network."""

from __future__ import annotations

import pytest

from superbiz.chat.service import ChatService
from superbiz.container import Container
from superbiz.store import repository as repo

INCIDENTS = [
    # (question, an anchor the confirmed evidence must carry, an alert that must be among confirmed claims)
    ("payment-service 最近半小时为什么大量超时？", "PAY-5003", "PaymentDBPoolExhausted"),
    ("order-service 为什么一直在重启？", "ORD-5001", "HighMemoryUsage"),
    ("notification-service 最近一小时短信为什么发不出去？", "NTF-5007", "DiskSpaceCritical"),
    ("api-gateway 最近半小时为什么大量 502？", "GW-502", "High5xxRate"),
]


def _persisted(container: Container, session_id: str) -> repo.SessionDetail:
    with container.db.session() as s:
        detail = repo.get_session_detail(s, session_id=session_id)
    assert detail is not None
    return detail


@pytest.mark.spec("PASS -> Composer output")
@pytest.mark.parametrize(("question", "code", "alert"), INCIDENTS)
def test_offline_chat_incident_passes_with_claims_bound_to_logs_and_metrics(
    offline_container: Container, question: str, code: str, alert: str
) -> None:
    result = ChatService(offline_container).ask(question, user_id="oncall")
    assert result.verdict == "PASS", result.answer
    assert result.output_type == "NORMAL"
    evidence = [e for c in result.confirmed for e in c.evidence]
    assert evidence and all(e["verified"] for e in evidence)
    assert {"query_logs", "query_metrics"} <= {e["tool_name"] for e in evidence}
    confirmed_text = " ".join(c.claim_text for c in result.confirmed)
    assert code in confirmed_text
    assert alert in confirmed_text
    assert code in result.answer
    assert '"answer_version"' not in result.answer and '"claims"' not in result.answer
    detail = _persisted(offline_container, result.session_id)
    assert detail.session.status == "completed"
    assert detail.session.verdict == "PASS"
    cited = {e["invocation_id"] for e in evidence}
    assert cited <= {inv.id for inv in detail.invocations}


@pytest.mark.spec("Narrow scope produces minimal observation claims")
def test_offline_chat_narrow_alert_confirmation_yields_one_or_two_observations(offline_container: Container) -> None:
    result = ChatService(offline_container).ask(
        "确认一下 order-service 的 HighMemoryUsage 告警是不是还在触发", user_id="oncall"
    )
    assert result.verdict == "PASS"
    assert 1 <= len(result.confirmed) <= 2
    assert {c.claim_type for c in result.confirmed} <= {"observation", "negative_observation"}
    assert any("HighMemoryUsage" in c.claim_text for c in result.confirmed)
    ve = _persisted(offline_container, result.session_id).session.self_evaluation["verifier_evaluation"]
    assert all(c["claim_type"] != "root_cause" for c in ve["executor_structured_output"]["claims"])


@pytest.mark.spec("Narrow scope produces minimal observation claims")
def test_offline_chat_healthy_service_ends_in_negative_observation(offline_container: Container) -> None:
    result = ChatService(offline_container).ask("确认一下 user-service 最近一小时有没有 ERROR 日志", user_id="oncall")
    assert result.verdict == "PASS"
    assert result.output_type == "NORMAL"
    assert [c.claim_type for c in result.confirmed] == ["negative_observation"]
    assert "user-service" in result.confirmed[0].claim_text
    assert result.confirmed[0].evidence[0]["raw_path"] == "summary"
    assert "0 matching records" in result.confirmed[0].evidence[0]["excerpt"]


@pytest.mark.spec("LOW_CONFID with critical evidence gaps")
def test_offline_chat_unknown_service_ends_in_an_honest_gap(offline_container: Container) -> None:
    result = ChatService(offline_container).ask("checkout-service 最近半小时为什么报错？", user_id="oncall")
    assert result.verdict == "LOW_CONFID"
    assert result.output_type == "LOW_CONFID_WITH_DISCLAIMER"
    assert result.rounds == 2  # score 0 < threshold → one more evidence round, then an honest answer
    assert result.confirmed == []
    assert any("checkout-service" in g for g in result.gaps)
    assert "checkout-service" in result.answer
    for fabricated in ("PAY-5003", "ORD-5001", "GW-502", "根因是"):
        assert fabricated not in result.answer


@pytest.mark.spec("verdict written to self_evaluation")
def test_offline_chat_persists_the_full_audit_trail(offline_container: Container) -> None:
    result = ChatService(offline_container).ask("payment-service 最近半小时为什么大量超时？", user_id="oncall")
    detail = _persisted(offline_container, result.session_id)
    se = detail.session.self_evaluation
    assert set(se) == {"rule_evaluation", "verifier_evaluation"}
    ve = se["verifier_evaluation"]
    for key in (
        "verdict",
        "groundedness_score",
        "claim_checks",
        "facts_checked",
        "rationale",
        "round",
        "executor_output_parse_status",
        "tool_trace_summary",
        "traceability_version",
        "gatekeeper_result",
        "composer_output",
    ):
        assert key in ve, key
    assert ve["composer_output"]["path"] == "template"
    assert ve["gatekeeper_result"]["status"] == "pass"
    assert se["rule_evaluation"]["source"] == "rule"
    agents = [s.agent for s in detail.steps]
    assert agents[:3] == ["planner", "executor", "verifier"]
    assert detail.session.final_answer == result.answer


def test_offline_chat_stream_yields_stages_in_order(offline_container: Container) -> None:
    events = list(ChatService(offline_container).stream("payment-service 最近半小时为什么大量超时？", user_id="u"))
    types = [e.type for e in events]
    assert types[0] == "session" and types[-2:] == ["answer", "done"]
    assert types.index("plan") < types.index("tool_call") < types.index("gatekeeper") < types.index("verdict")
    assert len({e.session_id for e in events}) == 1


def test_offline_chat_conversation_carries_history_to_the_next_turn(offline_container: Container) -> None:
    svc = ChatService(offline_container)
    first = svc.ask("payment-service 最近半小时为什么大量超时？", user_id="u", conversation_id="conv-1")
    second = svc.ask("确认一下 PaymentDBPoolExhausted 告警还在触发吗", user_id="u", conversation_id="conv-1")
    assert first.conversation_id == second.conversation_id == "conv-1"
    from superbiz.store import conversations

    with offline_container.db.session() as s:
        history = conversations.conversation_history(s, conversation_id="conv-1", limit=10)
    assert [role for role, _ in history] == ["user", "assistant", "user", "assistant"]
    assert second.verdict == "PASS"


def test_offline_chat_follow_up_without_entities_uses_the_conversation(offline_container: Container) -> None:
    svc = ChatService(offline_container)
    svc.ask("notification-service 最近一小时短信为什么发不出去？", user_id="u", conversation_id="conv-2")
    follow_up = svc.ask("它现在还有 ERROR 日志吗？", user_id="u", conversation_id="conv-2")
    assert follow_up.verdict == "PASS"
    assert any("notification-service" in c.claim_text for c in follow_up.confirmed)
    alone = svc.ask("它现在还有 ERROR 日志吗？", user_id="u")  # no conversation: nothing to refer to
    assert not any("notification-service" in c.claim_text and "日志" in c.claim_text for c in alone.confirmed)
