"""Every protected route refuses missing or invalid keys with a JSON 401; /healthz and /metrics are open."""

from __future__ import annotations

import httpx
import pytest

from tests.api.support import KEYS, Live

PROTECTED = [
    ("POST", "/api/chat"), ("POST", "/api/chat/stream"), ("GET", "/api/sessions"), ("GET", "/api/sessions/x"),
    ("GET", "/api/kb/documents"), ("POST", "/api/kb/documents"), ("DELETE", "/api/kb/documents/1"),
    ("POST", "/api/kb/reindex"), ("GET", "/v1/models"), ("POST", "/v1/chat/completions"),
]
BODIES = {"/api/chat": {"question": "x"}, "/api/chat/stream": {"question": "x"},
          "/v1/chat/completions": {"model": "superbiz", "messages": [{"role": "user", "content": "x"}]}}


@pytest.mark.parametrize(("method", "path"), PROTECTED)
@pytest.mark.parametrize("headers", [{}, {"Authorization": "Bearer wrong"}, {"X-API-Key": "wrong"},
                                     {"Authorization": f"Basic {KEYS['alice']}"}])
def test_protected_routes_refuse_missing_or_bad_keys(live: Live, method: str, path: str,
                                                     headers: dict[str, str]) -> None:
    with httpx.Client(base_url=live.url, headers=headers) as client:
        response = client.request(method, path, json=BODIES.get(path))
    assert response.status_code == 401, response.text
    assert response.headers["www-authenticate"] == "Bearer"
    assert response.json()["error"]["code"] == "unauthorized"


def test_bearer_and_x_api_key_are_both_accepted(live: Live) -> None:
    with httpx.Client(base_url=live.url) as client:
        bearer = client.get("/api/sessions", headers={"Authorization": f"Bearer {KEYS['bob']}"})
        header = client.get("/api/sessions", headers={"X-API-Key": KEYS["bob"]})
    assert bearer.status_code == header.status_code == 200


def test_health_and_metrics_are_open(live: Live) -> None:
    with httpx.Client(base_url=live.url) as client:
        assert client.get("/healthz").status_code == 200
        metrics = client.get("/metrics")
    assert metrics.status_code == 200
    assert metrics.headers["content-type"].startswith("text/plain")


def test_web_page_is_served_without_a_key(live: Live) -> None:
    with httpx.Client(base_url=live.url) as client:
        page = client.get("/")
        script = client.get("/static/app.js")
    assert page.status_code == 200 and "证据" in page.text and "/static/app.js" in page.text
    assert script.status_code == 200 and "createSSEParser" in script.text
