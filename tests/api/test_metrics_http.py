"""``/metrics`` after chats: requests by route and status, latency histogram, verdicts, tool calls."""

from __future__ import annotations

import httpx
from prometheus_client.parser import text_string_to_metric_families

from tests.api.support import DEMO_QUESTION, Live


def _samples(live: Live) -> dict[tuple[str, frozenset[tuple[str, str]]], float]:
    text = httpx.get(f"{live.url}/metrics").text
    return {
        (s.name, frozenset(s.labels.items())): float(s.value)
        for family in text_string_to_metric_families(text) for s in family.samples
    }


def _value(samples: dict[tuple[str, frozenset[tuple[str, str]]], float], name: str, **labels: str) -> float:
    return samples.get((name, frozenset(labels.items())), 0.0)


def test_metrics_count_a_chat_by_route_status_and_verdict(live: Live) -> None:
    before = _samples(live)
    with live.client() as client:
        verdict = client.post("/api/chat", json={"question": DEMO_QUESTION}).json()["verdict"]
        assert client.get("/api/sessions/nope").status_code == 404
    after = _samples(live)

    def delta(name: str, **labels: str) -> float:
        return _value(after, name, **labels) - _value(before, name, **labels)

    assert delta("superbiz_http_requests_total", route="/api/chat", method="POST", status="200") == 1
    assert delta("superbiz_http_requests_total", route="/api/sessions/{session_id}", method="GET", status="404") == 1
    assert delta("superbiz_http_request_duration_seconds_count", route="/api/chat", method="POST") == 1
    assert delta("superbiz_chat_verdicts_total", verdict=verdict) == 1
    assert delta("superbiz_chats_total", channel="api") == 1
    assert delta("superbiz_round_verdicts_total", verdict=verdict) >= 1
    tool_calls = sum(v for (name, _), v in after.items() if name == "superbiz_tool_calls_total") - sum(
        v for (name, _), v in before.items() if name == "superbiz_tool_calls_total")
    assert tool_calls >= 1


def test_metrics_use_route_templates_not_raw_paths(live: Live) -> None:
    with live.client() as client:
        client.get("/api/sessions/some-random-id-123")
    text = httpx.get(f"{live.url}/metrics").text
    assert "some-random-id-123" not in text
