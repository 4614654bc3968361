"""Knowledge-base routes: upload limits and types, no path traversal, list, delete, reindex."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.api.support import Live

RUNBOOK = "# 测试手册\n\n## 缓存雪崩\n\n当 cache-zeta 命中率低于 10% 时，先扩容 cache-zeta 再预热热点键。\n"


def _upload(live: Live, name: str, content: bytes, user: str = "alice") -> tuple[int, dict[str, object]]:
    with live.client(user) as client:
        response = client.post("/api/kb/documents", files={"file": (name, content, "text/markdown")})
    return response.status_code, response.json()


def _names(live: Live) -> list[str]:
    with live.client() as client:
        return [d["source_path"] for d in client.get("/api/kb/documents").json()]


def test_upload_list_search_delete_roundtrip(live: Live) -> None:
    status, body = _upload(live, "zeta-runbook.md", RUNBOOK.encode())
    assert status == 201, body
    assert body["action"] == "created" and body["chunk_count"] >= 1
    document = body["document"]
    assert isinstance(document, dict) and document["source_path"].endswith("zeta-runbook.md")
    assert any(p.endswith("zeta-runbook.md") for p in _names(live))
    hits = live.container.kb.search("cache-zeta 命中率", top_k=3)
    assert hits and "cache-zeta" in hits[0].text
    status, again = _upload(live, "zeta-runbook.md", RUNBOOK.encode())
    assert status == 201 and again["action"] == "unchanged"
    with live.client() as client:
        assert client.delete(f"/api/kb/documents/{document['id']}").status_code == 204
        assert client.delete(f"/api/kb/documents/{document['id']}").status_code == 404
    assert not any(p.endswith("zeta-runbook.md") for p in _names(live))


def test_reindex_reports_documents_and_chunks(live: Live) -> None:
    with live.client() as client:
        response = client.post("/api/kb/reindex")
        docs = client.get("/api/kb/documents").json()
    assert response.status_code == 200
    assert response.json() == {"documents": len(docs), "chunks": sum(d["chunk_count"] for d in docs)}
    assert response.json()["documents"] > 0


@pytest.mark.parametrize("name", ["../evil.md", "/tmp/evil.md", "a/../../evil.md", "..\\evil.md", ".evil.md"])
def test_upload_refuses_path_traversal(live: Live, name: str) -> None:
    before = _names(live)
    status, body = _upload(live, name, RUNBOOK.encode())
    assert status == 400, body
    assert _names(live) == before
    home: Path = live.settings.home
    assert not (home.parent / "evil.md").exists() and not Path("/tmp/evil.md").exists()


@pytest.mark.parametrize(("name", "content"), [("x.pdf", b"%PDF-1.4"), ("x.html", b"<p>x</p>"),
                                               ("x.md", "中文".encode("gbk"))])
def test_upload_refuses_other_types_and_encodings(live: Live, name: str, content: bytes) -> None:
    status, body = _upload(live, name, content)
    assert status == 415, body


def test_upload_over_the_file_limit_is_413(live: Live) -> None:
    limit = live.settings.api.max_upload_bytes
    status, body = _upload(live, "big.md", b"a" * (limit + 1))
    assert status == 413
    assert body["error"]["code"] == "payload_too_large"  # type: ignore[index]
    huge_status, _ = _upload(live, "huge.md", b"a" * (limit * 10))
    assert huge_status == 413


def test_upload_exactly_at_the_limit_is_accepted(live: Live) -> None:
    limit = live.settings.api.max_upload_bytes
    content = ("# 边界\n\n" + "x" * limit).encode()[:limit]
    status, body = _upload(live, "edge.txt", content)
    assert status == 201, body
