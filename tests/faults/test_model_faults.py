"""A model endpoint that accepts and never answers, and one that is not there at all."""

from __future__ import annotations

import time
from collections.abc import Callable

from tests.api.support import DEMO_QUESTION
from tests.faults.harness import Served, free_port, sse_events
from tests.support.scripted_server import ScriptedOpenAIServer, steps

DEADLINE_S = 4.0
GRACE_S = 5.0


def _hung(scripted: ScriptedOpenAIServer) -> dict[str, object]:
    for agent in ("planner", "executor", "verifier", "composer"):
        scripted.set_default(agent, steps.delay(3600, then=steps.text("too late")))
    # long model timeouts and retries: only the chat's deadline can end this in time
    return {"models": scripted.models_config(timeout_s=120, max_retries=3), "chat": {"deadline_s": DEADLINE_S}}


def test_hung_model_chat_ends_within_its_deadline_persisted_with_its_id(
    serve: Callable[..., Served], scripted: ScriptedOpenAIServer
) -> None:
    served = serve(_hung(scripted))
    with served.client() as client:
        t = time.monotonic()
        response = client.post("/api/chat", json={"question": DEMO_QUESTION})
        took = time.monotonic() - t
        assert response.status_code == 504, response.text
        error = response.json()["error"]
        assert error["code"] == "timeout" and "deadline" in error["message"]
        assert took < DEADLINE_S + GRACE_S
        asked = len(scripted.chat_requests())
        trail = client.get(f"/api/sessions/{error['session_id']}").json()
        assert trail["session"]["status"] == "failed" and "deadline" in trail["error"]
        time.sleep(1.5)
        assert len(scripted.chat_requests()) == asked  # the work stopped: no model call after the deadline


def test_hung_model_stream_sends_an_error_event_with_the_session_id(
    serve: Callable[..., Served], scripted: ScriptedOpenAIServer
) -> None:
    served = serve(_hung(scripted))
    t = time.monotonic()
    with served.client() as client, client.stream("POST", "/api/chat/stream", json={"question": DEMO_QUESTION}) as r:
        events = list(sse_events(r))
    assert time.monotonic() - t < DEADLINE_S + GRACE_S
    names = [name for name, _ in events]
    assert names[0] == "session" and names[-1] == "done"
    session_id = events[0][1]["session_id"]
    late = [data for name, data in events if name == "error" and data["data"]["stage"] == "deadline"]
    assert late and late[0]["session_id"] == session_id and late[0]["data"]["session_id"] == session_id
    with served.client() as client:
        assert client.get(f"/api/sessions/{session_id}").json()["session"]["status"] == "failed"


def test_dead_model_gives_a_persisted_degraded_answer_and_readyz_fails(serve: Callable[..., Served]) -> None:
    nowhere = f"http://127.0.0.1:{free_port()}/v1"  # nothing listens there
    model = {"provider": "openai", "base_url": nowhere, "model": "m", "timeout_s": 5, "max_retries": 1}
    served = serve({"models": {agent: model for agent in ("planner", "executor", "verifier", "composer")}})
    with served.client() as client:
        response = client.post("/api/chat", json={"question": DEMO_QUESTION})
        assert response.status_code == 200, response.text
        answer = response.json()
        assert answer["output_type"] == "DEGRADED" and answer["confirmed"] == []
        session = client.get(f"/api/sessions/{answer['session_id']}").json()["session"]
        assert session["status"] == "completed" and session["output_type"] == "DEGRADED"
    ready = served.ready()
    assert ready.status_code == 503
    checks = ready.json()["checks"]
    assert checks["models"]["status"] == "fail" and checks["database"]["status"] == "ok"
    assert served.alive()
