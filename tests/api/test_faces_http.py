"""The routes behind the page's evidence viewer and knowledge panel: one invocation of the caller's own session
by its per-session number, knowledge search and document preview, uploads deduplicated by content hash."""

from __future__ import annotations

import json

from tests.api.support import DEMO_QUESTION, Live

RUNBOOK = "# 去重手册\n\n## 缓存\n\n当 cache-kappa 命中率低于 10% 时，先扩容 cache-kappa。\n"


def test_invocation_by_per_session_number_with_its_output(live: Live) -> None:
    with live.client() as client:
        for _ in range(2):  # the second session's database ids start after the first's
            answer = client.post("/api/chat", json={"question": DEMO_QUESTION}).json()
        trail = client.get(f"/api/sessions/{answer['session_id']}").json()
        ids = sorted(i["id"] for i in trail["invocations"])
        assert ids[0] > 1
        for number, db_id in enumerate(ids, start=1):
            detail = client.get(f"/api/sessions/{answer['session_id']}/invocations/{number}").json()
            assert detail["number"] == number and detail["invocation"]["id"] == db_id
        binding = next(b for c in trail["claims"] for b in c["bindings"] if b["raw_path"].startswith("alerts["))
        number = ids.index(binding["invocation_id"]) + 1
        detail = client.get(f"/api/sessions/{answer['session_id']}/invocations/{number}").json()
        index = int(binding["raw_path"].removeprefix("alerts[").removesuffix("]"))
        record = json.loads(detail["invocation"]["output"])["alerts"][index]  # the recorded output at that path
        assert record["alertname"] in binding["excerpt"] and record["state"] in binding["excerpt"]
        assert client.get(f"/api/sessions/{answer['session_id']}/invocations/{len(ids) + 1}").status_code == 404
        assert client.get(f"/api/sessions/{answer['session_id']}/invocations/0").status_code == 404
    with live.client("bob") as other:  # another user's session is not found, like a missing one
        assert other.get(f"/api/sessions/{answer['session_id']}/invocations/1").status_code == 404


def test_knowledge_search_and_preview(live: Live) -> None:
    with live.client() as client:
        hits = client.get("/api/kb/search", params={"q": "连接池耗尽怎么处理", "top_k": 3}).json()
        assert hits and len(hits) <= 3
        preview = client.get(f"/api/kb/documents/{hits[0]['document_id']}").json()
        assert preview["document"]["id"] == hits[0]["document_id"]
        assert hits[0]["chunk_id"] in [c["id"] for c in preview["chunks"]]
        assert [c["chunk_index"] for c in preview["chunks"]] == list(range(len(preview["chunks"])))
        assert client.get("/api/kb/documents/999999").status_code == 404
        assert client.get("/api/kb/search", params={"q": ""}).status_code == 422


def test_upload_with_content_already_stored_is_not_added_twice(live: Live) -> None:
    with live.client() as client:
        first = client.post("/api/kb/documents", files={"file": ("kappa.md", RUNBOOK.encode(), "text/markdown")})
        assert first.status_code == 201 and first.json()["action"] == "created"
        before = client.get("/api/kb/documents").json()
        copy = client.post("/api/kb/documents", files={"file": ("kappa-copy.md", RUNBOOK.encode(), "text/markdown")})
        assert copy.status_code == 200, copy.text
        body = copy.json()
        assert body["action"] == "duplicate" and body["document"]["id"] == first.json()["document"]["id"]
        assert "upload/kappa.md" in body["reason"]
        assert client.get("/api/kb/documents").json() == before
        changed = client.post("/api/kb/documents",
                              files={"file": ("kappa-copy.md", (RUNBOOK + "\n补充。\n").encode(), "text/markdown")})
        assert changed.status_code == 201 and changed.json()["action"] == "created"
