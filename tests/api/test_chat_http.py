"""Chat over HTTP through a real uvicorn server: JSON answer, SSE stages in order, persistence, ownership."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import httpx
import pytest

from tests.api.support import DEMO_QUESTION, Live

VERDICTS = {"PASS", "LOW_CONFID", "REJECT"}
ROUND_ORDER = ["plan", "tool_call", "executor", "gatekeeper", "verdict", "retry"]


def _chat(client: httpx.Client, question: str = DEMO_QUESTION, **extra: Any) -> dict[str, Any]:
    response = client.post("/api/chat", json={"question": question, **extra})
    assert response.status_code == 200, response.text
    return response.json()


def test_chat_returns_verdict_answer_and_evidence(live: Live) -> None:
    with live.client() as client:
        body = _chat(client)
    for key in ("session_id", "conversation_id", "output_type", "verdict", "groundedness_score", "rounds", "answer",
                "confirmed", "to_confirm", "hypotheses", "gaps", "next_steps"):
        assert key in body
    assert body["verdict"] in VERDICTS
    assert 0.0 <= body["groundedness_score"] <= 1.0
    assert body["rounds"] >= 1
    assert body["answer"].strip() and not body["answer"].lstrip().startswith("{")
    assert body["confirmed"], "the demo incident should yield confirmed, evidence-bound claims"
    for claim in body["confirmed"]:
        assert claim["evidence"], claim
        for evidence in claim["evidence"]:
            assert isinstance(evidence["invocation_id"], int)
            assert evidence["raw_path"] and evidence["excerpt"]


@pytest.mark.spec("V2 machine contract is not exposed as normal user answer")
def test_chat_answer_over_http_is_readable_chinese_not_the_executor_json(live: Live) -> None:
    with live.client() as client:
        body = _chat(client)
        audit = client.get(f"/api/sessions/{body['session_id']}").json()
    assert audit["verifier_evaluation"]["executor_structured_output"]["answer_version"] == "executor_evidence_v2"
    assert body["verdict"] == "PASS"
    answer = body["answer"]
    with pytest.raises(ValueError):
        json.loads(answer)
    assert "executor_evidence_v2" not in answer and "evidence_bindings" not in answer
    assert re.search(r"[\u4e00-\u9fff]{4,}", answer)


@pytest.mark.spec("Machine contract remains available for trace inspection")
def test_chat_session_audit_trail_matches_the_answer(live: Live) -> None:
    with live.client() as client:
        body = _chat(client)
        audit = client.get(f"/api/sessions/{body['session_id']}").json()
    assert audit["session"]["id"] == body["session_id"]
    assert audit["session"]["user_id"] == "alice"
    assert audit["session"]["status"] == "completed"
    assert audit["session"]["verdict"] == body["verdict"]
    assert audit["final_answer"] == body["answer"]
    assert audit["steps"] and audit["invocations"]
    assert audit["gatekeeper_result"]["status"] in {"pass", "warn", "fail"}
    assert audit["verifier_evaluation"]["verdict"] == body["verdict"]
    structured = audit["verifier_evaluation"]["executor_structured_output"]
    assert structured["answer_version"] == "executor_evidence_v2"
    assert {c["claim_id"] for c in structured["claims"]} == {c["claim_id"] for c in audit["claims"]}
    invocation_ids = {inv["id"] for inv in audit["invocations"]}
    claims = {c["claim_id"]: c for c in audit["claims"]}
    for confirmed in body["confirmed"]:
        audited = claims[confirmed["claim_id"]]
        assert audited["verification"] == confirmed["verification"]
        bound = {b["invocation_id"] for b in audited["bindings"]}
        assert {e["invocation_id"] for e in confirmed["evidence"]} <= bound <= invocation_ids
        assert all(b["verified"] for b in audited["bindings"] if b["invocation_id"] in bound)


def test_chat_stream_yields_stages_in_order_then_answer_then_done(live: Live, stream_chat: Callable[..., Any]) -> None:
    with live.client() as client:
        events = stream_chat(client, {"question": DEMO_QUESTION})
    names = [name for name, _ in events]
    assert names[0] == "session"
    assert names[-2:] == ["answer", "done"]
    assert all(name == data["type"] for name, data in events)
    session_id = events[0][1]["session_id"]
    assert all(data["session_id"] == session_id for _, data in events)
    # per round: plan → tool_call* → executor → gatekeeper → verdict → (retry)
    stages = [(data["round"], name) for name, data in events if name in ROUND_ORDER]
    previous = (0, -1)
    for round_, name in stages:
        current = (round_, ROUND_ORDER.index(name))
        assert current >= previous, f"{name} in round {round_} came after {previous}"
        if round_ != previous[0]:
            assert name == "plan", "each round starts with its plan"
        previous = current
    assert "tool_call" in names and all("success" in d["data"] for n, d in events if n == "tool_call")
    result = events[-2][1]["data"]["result"]
    last_verdict = [d["data"] for n, d in events if n == "verdict"][-1]
    assert result["verdict"] == last_verdict["verdict"]
    assert result["session_id"] == session_id


def test_stream_session_is_persisted_for_its_owner_only(live: Live, stream_chat: Callable[..., Any]) -> None:
    with live.client("bob") as bob:
        events = stream_chat(bob, {"question": "order-service 为什么频繁重启？"})
        session_id = events[0][1]["session_id"]
        listed = [s["id"] for s in bob.get("/api/sessions").json()]
        assert session_id in listed
    with live.client("alice") as alice:
        assert session_id not in [s["id"] for s in alice.get("/api/sessions", params={"limit": 500}).json()]
        foreign = alice.get(f"/api/sessions/{session_id}")
        missing = alice.get("/api/sessions/does-not-exist")
    assert foreign.status_code == missing.status_code == 404
    assert foreign.json()["error"]["code"] == missing.json()["error"]["code"] == "not_found"
    assert "bob" not in foreign.text


def test_foreign_conversation_cannot_be_continued(live: Live) -> None:
    with live.client("alice") as alice:
        first = _chat(alice, conversation_id="conv-alice-1")
        assert first["conversation_id"] == "conv-alice-1"
        again = _chat(alice, "那 order-service 呢？", conversation_id="conv-alice-1")
        assert again["conversation_id"] == "conv-alice-1"
    with live.client("bob") as bob:
        plain = bob.post("/api/chat", json={"question": "继续", "conversation_id": "conv-alice-1"})
        streamed = bob.post("/api/chat/stream", json={"question": "继续", "conversation_id": "conv-alice-1"})
    assert plain.status_code == 404 and streamed.status_code == 404


def test_sessions_list_is_paged_newest_first(live: Live) -> None:
    with live.client() as client:
        ids = [_chat(client, f"api-gateway 502 第{i}次")["session_id"] for i in range(2)]
        page = client.get("/api/sessions", params={"limit": 1}).json()
        second = client.get("/api/sessions", params={"limit": 1, "offset": 1}).json()
        bad = client.get("/api/sessions", params={"limit": 0})
    assert [s["id"] for s in page] == [ids[-1]]
    assert [s["id"] for s in second] == [ids[-2]]
    assert bad.status_code == 422


def test_request_id_is_echoed_or_generated(live: Live) -> None:
    with httpx.Client(base_url=live.url) as client:
        given = client.get("/healthz", headers={"X-Request-ID": "req-123.abc"})
        made = client.get("/healthz")
        unsafe = client.get("/healthz", headers={"X-Request-ID": "bad id with spaces"})
    assert given.headers["x-request-id"] == "req-123.abc"
    assert re.fullmatch(r"[0-9a-f]{32}", made.headers["x-request-id"])
    assert unsafe.headers["x-request-id"] != "bad id with spaces"


def test_oversized_request_is_413(live: Live) -> None:
    limit = live.settings.api.max_request_bytes
    with live.client() as client:
        declared = client.post("/api/chat", content=b"x" * (limit + 1), headers={"Content-Type": "application/json"})

        def chunks() -> Any:
            for _ in range(limit // 1000 + 2):
                yield b"y" * 1000

        streamed = client.post("/api/chat", content=chunks(), headers={"Content-Type": "application/json"})
    for response in (declared, streamed):
        assert response.status_code == 413
        assert response.json()["error"]["code"] == "payload_too_large"


@pytest.mark.parametrize("body", [{"question": ""}, {}, {"question": "x", "extra": 1}])
def test_invalid_chat_body_is_422_json(live: Live, body: dict[str, Any]) -> None:
    with live.client() as client:
        response = client.post("/api/chat", json=body)
    assert response.status_code == 422
    assert response.json()["error"]["code"] == "invalid_request"


def test_healthz_is_liveness_and_readyz_checks_each_dependency(live: Live) -> None:
    with httpx.Client(base_url=live.url) as client:
        health = client.get("/healthz")
        ready = client.get("/readyz")
    assert health.status_code == 200 and health.json() == {"status": "ok"}
    assert ready.status_code == 200, ready.text
    checks = ready.json()["checks"]
    assert {name: c["status"] for name, c in checks.items()} == {
        "database": "ok", "disk": "ok", "knowledge": "ok", "sources": "ok", "models": "skipped"}


def test_chat_session_audit_shows_the_answer_coverage(live: Live) -> None:
    with live.client() as client:
        body = _chat(client)
        audit = client.get(f"/api/sessions/{body['session_id']}").json()
    coverage = audit["answer_coverage"]
    assert coverage == audit["verifier_evaluation"]["answer_coverage"]
    assert coverage["asked"] == len(coverage["aspects"]) >= 1
    claim_ids = {c["claim_id"] for c in audit["claims"]}
    for row in coverage["aspects"]:
        assert (row["status"] == "gap") == (not row["claim_ids"])
        assert set(row["claim_ids"]) <= claim_ids
