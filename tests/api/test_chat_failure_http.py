"""A dead model endpoint for the Executor: the stream still carries an error, a degraded answer and done."""

from __future__ import annotations

import socket
from collections.abc import Callable
from typing import Any

import httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families

from tests.api.support import DEMO_QUESTION, KEYS, Live


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="module")
def broken(start_live: Callable[..., Live]) -> Live:
    executor = {"provider": "openai", "base_url": f"http://127.0.0.1:{_closed_port()}/v1", "api_key": "x",
                "model": "gone", "timeout_s": 2.0, "max_retries": 0}
    return start_live(api={"api_keys": dict(KEYS)}, models={"executor": executor})


def _sample(live: Live, name: str, **labels: str) -> float:
    text = httpx.get(f"{live.url}/metrics").text
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            if sample.name == name and all(sample.labels.get(k) == v for k, v in labels.items()):
                return float(sample.value)
    return 0.0


def test_stream_with_dead_executor_endpoint_reports_error_then_answer_then_done(
    broken: Live, stream_chat: Callable[..., Any]
) -> None:
    before = _sample(broken, "superbiz_model_errors_total", agent="executor")
    with broken.client() as client:
        events = stream_chat(client, {"question": DEMO_QUESTION})
    names = [name for name, _ in events]
    assert "error" in names
    assert names[-2:] == ["answer", "done"]
    assert names.index("error") < names.index("answer")
    error = events[names.index("error")][1]["data"]
    assert error["stage"] == "executor"
    result = events[-2][1]["data"]["result"]
    assert result["output_type"] == "DEGRADED"
    assert result["confirmed"] == []
    assert _sample(broken, "superbiz_model_errors_total", agent="executor") == before + 1
    assert _sample(broken, "superbiz_chat_errors_total", stage="executor") >= 1


def test_chat_with_dead_executor_endpoint_answers_degraded(broken: Live) -> None:
    with broken.client() as client:
        response = client.post("/api/chat", json={"question": DEMO_QUESTION})
        body = response.json()
        audit = client.get(f"/api/sessions/{body['session_id']}").json()
    assert response.status_code == 200
    assert body["output_type"] == "DEGRADED"
    assert any("Executor" in gap for gap in body["gaps"])
    assert audit["session"]["output_type"] == "DEGRADED"
