"""Errors at the edge, over real HTTP: text that cannot be stored is 422 wherever it enters, integers are
bounded, keys are exact, only an admin changes the knowledge base, a trickled body is cut off, and every status
a route answers is declared in the served OpenAPI document."""

from __future__ import annotations

import json
import socket
import time
from typing import Any

import httpx
import pytest

from tests.api.support import DEMO_QUESTION, KEYS, Live

BAD_TEXT = ["a\x00b", "a\ud800b", "\udfff"]


def _post_json(client: httpx.Client, path: str, payload: dict[str, Any]) -> httpx.Response:
    # json.dumps escapes a lone surrogate as \\udXXX, which is exactly what a hostile client sends
    return client.post(path, content=json.dumps(payload), headers={"Content-Type": "application/json"})


@pytest.mark.parametrize("text", BAD_TEXT)
def test_nul_and_lone_surrogates_are_422_wherever_text_enters(live: Live, text: str) -> None:
    with live.client() as client:
        for path, payload in [
            ("/api/chat", {"question": f"payment-service {text}"}),
            ("/api/chat/stream", {"question": f"payment-service {text}"}),
            ("/api/chat", {"question": DEMO_QUESTION, "conversation_id": f"c{text}"}),
            ("/v1/chat/completions", {"messages": [{"role": "user", "content": f"q {text}"}]}),
            ("/v1/chat/completions", {"messages": [{"role": "user", "content": [{"type": "text", "text": text}]}]}),
        ]:
            response = _post_json(client, path, payload)
            assert response.status_code == 422, (path, response.text)
            assert response.json()["error"]["code"] == "invalid_request"
        if "\x00" in text:
            upload = client.post("/api/kb/documents", files={"file": ("n.md", f"# t\n{text}\n".encode(), "text/plain")})
            assert upload.status_code == 422, upload.text


def _alertmanager(labels: dict[str, str], annotations: dict[str, str], group: str = "g-edge") -> dict[str, Any]:
    alert = {"status": "firing", "labels": labels, "annotations": annotations, "startsAt": "2026-11-28T05:40:00Z",
             "endsAt": "0001-01-01T00:00:00Z", "generatorURL": "", "fingerprint": "fp-edge"}
    return {"version": "4", "groupKey": group, "truncatedAlerts": 0, "status": "firing", "receiver": "superbiz",
            "groupLabels": {}, "commonLabels": {}, "commonAnnotations": {}, "externalURL": "", "alerts": [alert]}


@pytest.mark.parametrize("text", BAD_TEXT)
def test_nul_and_lone_surrogates_in_alertmanager_payloads_are_422(live: Live, text: str) -> None:
    base = {"alertname": "HighLatency", "service": "payment-service"}
    with live.client() as client:
        for payload, where in [
            (_alertmanager({**base, "service": f"pay{text}"}, {}), "service"),
            (_alertmanager(base, {"summary": f"slow {text}"}), "summary"),
            (_alertmanager({**base, f"k{text}": "v"}, {}), "<key>"),
            (_alertmanager(base, {}, group=f"g{text}"), "groupKey"),
        ]:
            response = _post_json(client, "/api/alerts/alertmanager", payload)
            assert response.status_code == 422, (where, response.text)
            error = response.json()["error"]
            assert error["code"] == "invalid_request"
            assert any(where in detail["loc"] for detail in error["details"]), error
        assert client.get("/api/investigations").json() == []  # nothing was accepted, nothing stored


@pytest.mark.parametrize("question", [" ", "\n\t  ", "\u3000"])
def test_whitespace_only_question_is_422(live: Live, question: str) -> None:
    with live.client() as client:
        assert client.post("/api/chat", json={"question": question}).status_code == 422


def test_v1_question_length_and_message_count_are_limited(live: Live) -> None:
    with live.client() as client:
        long = client.post("/v1/chat/completions", json={"messages": [{"role": "user", "content": "问" * 4001}]})
        many = client.post("/v1/chat/completions", json={"messages": [{"role": "user", "content": "q"}] * 201})
    assert long.status_code == 422 and many.status_code == 422


@pytest.mark.parametrize("path", ["/api/sessions?offset=99999999999999999999", "/api/sessions?offset=-1",
                                  "/api/sessions/a%00b", "/api/sessions/" + "x" * 65])
def test_integers_and_ids_are_bounded_in_the_schema(live: Live, path: str) -> None:
    with live.client() as client:
        assert client.get(path).status_code == 422


def test_huge_document_id_is_422_not_a_database_error(live: Live) -> None:
    with live.client() as client:
        assert client.delete(f"/api/kb/documents/{2**63}").status_code == 422
        assert client.delete("/api/kb/documents/0").status_code == 422


@pytest.mark.parametrize("padded", [KEYS["alice"] + "\u00a0", "\u00a0" + KEYS["alice"]])
def test_a_key_with_surrounding_whitespace_is_refused(live: Live, padded: str) -> None:
    response = httpx.get(f"{live.url}/api/sessions", headers={"X-API-Key": padded.encode("latin-1")})
    assert response.status_code == 401


def test_only_an_admin_may_change_the_knowledge_base(live: Live) -> None:
    files = {"file": ("bob-note.md", b"# bob\n\nnotes\n", "text/markdown")}
    with live.client("bob") as bob, live.client("alice") as alice:
        assert bob.get("/api/kb/documents").status_code == 200  # anyone may read
        denied = bob.post("/api/kb/documents", files=files)
        assert denied.status_code == 403 and denied.json()["error"]["code"] == "forbidden"
        some = alice.get("/api/kb/documents").json()[0]["id"]
        assert bob.delete(f"/api/kb/documents/{some}").status_code == 403
        assert bob.post("/api/kb/reindex").status_code == 403
        created = alice.post("/api/kb/documents", files=files)
        assert created.status_code == 201
        assert alice.delete(f"/api/kb/documents/{created.json()['document']['id']}").status_code == 204


def test_a_trickled_request_body_is_cut_off_with_408(start_live: Any) -> None:
    live = start_live(api={"api_keys": dict(KEYS), "body_timeout_s": 1.0})
    host, port = live.url.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=10) as sock:
        sock.sendall((f"POST /api/chat HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {KEYS['alice']}\r\n"
                      "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{").encode())
        t = time.monotonic()
        reply = sock.recv(4096).decode(errors="replace")
    assert reply.startswith("HTTP/1.1 408"), reply
    assert time.monotonic() - t < 5


def test_every_status_a_route_answers_is_declared_in_the_served_openapi(live: Live) -> None:
    """Drive each route into its error answers and check each status against /openapi.json."""
    with live.client() as alice, live.client("bob") as bob, httpx.Client(base_url=live.url) as anonymous:
        doc = anonymous.get("/openapi.json").json()
        seen: list[tuple[str, str, int]] = []

        def record(method: str, template: str, response: httpx.Response) -> None:
            seen.append((method, template, response.status_code))

        record("post", "/api/chat", anonymous.post("/api/chat", json={"question": "q"}))
        record("post", "/api/chat", alice.post("/api/chat", json={"question": ""}))
        record("post", "/api/chat", alice.post("/api/chat", json={"question": DEMO_QUESTION}))
        record("post", "/api/chat/stream", alice.post("/api/chat/stream", json={}))
        record("get", "/api/sessions", alice.get("/api/sessions"))
        record("get", "/api/sessions", alice.get("/api/sessions?limit=0"))
        record("get", "/api/sessions/{session_id}", alice.get("/api/sessions/nope"))
        record("get", "/api/kb/documents", anonymous.get("/api/kb/documents"))
        record("post", "/api/kb/documents", bob.post("/api/kb/documents", files={"file": ("a.md", b"x")}))
        record("post", "/api/kb/documents", alice.post("/api/kb/documents", files={"file": ("a.exe", b"x")}))
        record("post", "/api/kb/documents", alice.post("/api/kb/documents", files={"file": ("a.md", b"  ")}))
        record("post", "/api/kb/documents", alice.post("/api/kb/documents", files={"file": ("a.md", b"x" * 30_000)}))
        record("delete", "/api/kb/documents/{document_id}", alice.delete("/api/kb/documents/2147483647"))
        record("post", "/api/kb/reindex", bob.post("/api/kb/reindex"))
        record("post", "/v1/chat/completions", alice.post("/v1/chat/completions",
                                                          json={"model": "x", "messages": [{"role": "user"}]}))
        record("post", "/v1/chat/completions", alice.post("/v1/chat/completions",
                                                          json={"messages": [{"role": "system", "content": "s"}]}))
        record("get", "/v1/models", anonymous.get("/v1/models"))
        record("get", "/readyz", anonymous.get("/readyz"))
    assert {status for _, _, status in seen} >= {200, 400, 401, 403, 404, 413, 415, 422}
    for method, template, status in seen:
        declared = doc["paths"][template][method]["responses"]
        assert str(status) in declared, f"{method.upper()} {template} answered {status}, declares {sorted(declared)}"
