"""A stop (SIGTERM) while chats are waiting or working: every request still open gets 503 ``unavailable``
with ``Retry-After`` (never uvicorn's bare 500), and no session is left ``running``.

This was the cause of the soak's HTTP 500s during faults: the graceful restart of the ``kb_index`` fault let
uvicorn's graceful-shutdown period (5 s) run out and cancel the requests still queued for a chat slot; uvicorn
answered each with ``500 Internal Server Error``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import httpx

from tests.api.support import DEMO_QUESTION, KEYS
from tests.faults.harness import Served
from tests.support.scripted_server import ScriptedOpenAIServer, steps

CHATS = 6


def _running(served: Served) -> list[str]:
    with served.client() as client:
        return [s["id"] for s in client.get("/api/sessions", params={"limit": 50}).json() if s["status"] == "running"]

def _post(url: str) -> httpx.Response:
    with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {KEYS['alice']}"}, timeout=60) as client:
        return client.post("/api/chat", json={"question": DEMO_QUESTION})


def test_sigterm_with_chats_in_flight_answers_503_with_retry_after_never_500(
    serve: Callable[..., Served], scripted: ScriptedOpenAIServer
) -> None:
    for agent in ("planner", "executor", "verifier", "composer"):  # chats that outlast the shutdown grace
        scripted.set_default(agent, steps.delay(3600, then=steps.text("too late")))
    served = serve({"models": scripted.models_config(timeout_s=120, max_retries=0), "chat": {"deadline_s": 60}})
    with ThreadPoolExecutor(CHATS) as pool:
        pending = [pool.submit(_post, served.url) for _ in range(CHATS)]
        wait_until = time.monotonic() + 60
        while len(_running(served)) < CHATS and time.monotonic() < wait_until:
            time.sleep(0.2)
        assert len(_running(served)) == CHATS, "the chats never started"
        time.sleep(0.5)  # each is now waiting on the hung model
        assert served.proc is not None
        served.proc.terminate()
        responses = [future.result(timeout=60) for future in pending]
    served.proc.wait(timeout=30)
    assert [r.status_code for r in responses] == [503] * CHATS, [(r.status_code, r.text[:200]) for r in responses]
    for response in responses:
        assert response.json()["error"]["code"] == "unavailable"
        assert int(response.headers["retry-after"]) > 0
    log = served.log_tail(200_000)
    assert "Exception in ASGI application" not in log, log[-3000:]
    served.start()  # the same home: the sessions those chats opened are closed, not left running
    with served.client() as client:
        sessions = client.get("/api/sessions", params={"limit": 50}).json()
    assert len(sessions) == CHATS
    assert {s["status"] for s in sessions} == {"interrupted"}, sessions
