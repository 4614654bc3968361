"""SSE is live: with a slow Executor model (a scripted OpenAI-compatible server), the first stages reach the
client long before the answer; the malformed executor output still ends in answer + done."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator

import pytest

from tests.api.support import DEMO_QUESTION, KEYS, Live, parse_sse
from tests.support.scripted_server import ScriptedOpenAIServer, steps

DELAY_S = 1.0


@pytest.fixture(scope="module")
def slow(start_live: Callable[..., Live]) -> Iterator[Live]:
    with ScriptedOpenAIServer() as server:
        server.set_default("executor", steps.delay(DELAY_S, steps.text("先看日志，再说结论。")))
        executor = server.agent_settings("executor").model_dump()
        yield start_live(api={"api_keys": dict(KEYS)}, models={"executor": executor})


def test_stream_delivers_stages_as_they_happen(slow: Live) -> None:
    arrivals: list[tuple[str, float, dict[str, object]]] = []
    with slow.client() as client, client.stream("POST", "/api/chat/stream", json={"question": DEMO_QUESTION}) as r:
        started = time.perf_counter()
        for name, data in parse_sse(r.iter_lines()):
            arrivals.append((name, time.perf_counter() - started, json.loads(data)))
    names = [name for name, _, _ in arrivals]
    assert names[0] == "session" and names[-2:] == ["answer", "done"]
    when = {name: t for name, t, _ in reversed(arrivals)}  # first arrival of each name
    assert when["plan"] < DELAY_S / 2, "the plan must not wait for the executor model"
    assert when["answer"] - when["plan"] >= DELAY_S * 0.8
    parse_status = next(d["data"]["parse_status"] for n, _, d in arrivals if n == "executor")  # type: ignore[index]
    assert parse_status["status"] in {"malformed", "missing"}
    result = arrivals[-2][2]["data"]["result"]  # type: ignore[index]
    assert result["verdict"] != "PASS" and result["confirmed"] == []
