"""Three real ``superbiz serve`` replicas on one real PostgreSQL: what one does, the others see.

Each replica has its own home (its own local knowledge index), the same ``database_url`` and the same keys.
"""

from __future__ import annotations

import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.replicas.cluster import Replica, replicas

pytestmark = pytest.mark.postgres


def _runbook(code: str) -> bytes:
    return (f"# {code} 手册\n\n## {code} 复位\n\n当 payment-service 出现 {code} 熔断告警时，先检查下游 bank-gateway 的"
            f"连接数，再按 {code}-复位流程 执行。\n").encode()


def _ask(replica: Replica, question: str, **body: Any) -> dict[str, Any]:
    with replica.client() as client:
        response = client.post("/api/chat", json={"question": question, **body})
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()
    return result


def _cited(result: dict[str, Any], phrase: str) -> bool:
    """Whether the answer or any claim's evidence carries ``phrase``."""
    excerpts = [e["excerpt"] for c in result["confirmed"] + result["to_confirm"] for e in c["evidence"]]
    return phrase in result["answer"] or any(phrase in x for x in excerpts)


def _upload(replica: Replica, name: str, content: bytes) -> dict[str, Any]:
    with replica.client() as client:
        response = client.post("/api/kb/documents", files={"file": (name, content, "text/markdown")})
    assert response.status_code == 201, response.text
    body: dict[str, Any] = response.json()
    return body


def test_a_session_is_visible_on_every_replica(cluster: list[Replica]) -> None:
    result = _ask(cluster[0], "payment-service 最近半小时为什么大量超时？")
    for replica in cluster:
        with replica.client() as client:
            response = client.get(f"/api/sessions/{result['session_id']}")
        assert response.status_code == 200, (replica.name, response.text)
        assert response.json()["final_answer"] == result["answer"]
        with replica.client("bob") as client:  # and still nobody else's
            assert client.get(f"/api/sessions/{result['session_id']}").status_code == 404


def test_an_upload_on_one_replica_is_found_by_a_question_on_another_within_2_s(cluster: list[Replica]) -> None:
    code = f"ZQX-{uuid.uuid4().int % 9000 + 1000}"
    first, other = cluster[0], cluster[1]
    assert not _cited(_ask(other, f"{code} 熔断告警怎么处理？"), f"{code}-复位流程")  # other's index is built
    _upload(first, f"{code.lower()}.md", _runbook(code))
    uploaded = time.monotonic()
    result = _ask(other, f"{code} 熔断告警怎么处理？")
    assert time.monotonic() - uploaded < 2.0
    assert _cited(result, f"{code}-复位流程"), result["answer"]
    assert _cited(_ask(cluster[2], f"{code} 熔断告警怎么处理？"), f"{code}-复位流程")


def test_a_document_deleted_on_one_replica_is_never_returned_by_another(cluster: list[Replica]) -> None:
    code = f"ZQD-{uuid.uuid4().int % 9000 + 1000}"
    document = _upload(cluster[0], f"{code.lower()}.md", _runbook(code))["document"]
    for replica in cluster:  # every replica has it in its index now
        assert _cited(_ask(replica, f"{code} 熔断告警怎么处理？"), f"{code}-复位流程"), replica.name
    with cluster[1].client() as client:
        assert client.delete(f"/api/kb/documents/{document['id']}").status_code == 204
    for _ in range(3):
        for replica in cluster:
            result = _ask(replica, f"{code} 熔断告警怎么处理？")
            assert not _cited(result, f"{code}-复位流程"), (replica.name, result["answer"])
            assert "已确认信息" not in result["answer"] or code + "-复位流程" not in result["answer"]


def test_twenty_concurrent_first_messages_of_one_conversation_give_no_server_error(cluster: list[Replica]) -> None:
    conversation = f"c-{uuid.uuid4().hex[:10]}"

    def send(i: int) -> int:
        replica = cluster[i % len(cluster)]
        with replica.client() as client:
            return client.post(
                "/api/chat", json={"question": "order-service 为什么频繁重启？", "conversation_id": conversation}
            ).status_code

    with ThreadPoolExecutor(max_workers=20) as pool:
        statuses = list(pool.map(send, range(20)))
    assert [s for s in statuses if s >= 500] == []
    assert statuses == [200] * 20
    with cluster[2].client("bob") as client:  # another user's conversation id: not found, never a 5xx
        response = client.post("/api/chat", json={"question": "order-service 呢？", "conversation_id": conversation})
    assert response.status_code == 404, response.text
    assert "SELECT" not in response.text and "INSERT" not in response.text


def test_another_users_race_for_a_new_conversation_id_is_a_404_not_a_server_error(cluster: list[Replica]) -> None:
    conversation = f"c-{uuid.uuid4().hex[:10]}"

    def send(i: int) -> int:
        user = "alice" if i % 2 else "bob"
        with cluster[i % len(cluster)].client(user) as client:
            return client.post(
                "/api/chat", json={"question": "user-service 现在正常吗？", "conversation_id": conversation}
            ).status_code

    with ThreadPoolExecutor(max_workers=10) as pool:
        statuses = list(pool.map(send, range(10)))
    assert sorted(set(statuses)) == [200, 404], statuses


def test_queue_depth_is_exported_on_each_replica(cluster: list[Replica]) -> None:
    for replica in cluster:
        text = httpx.get(f"{replica.url}/metrics", timeout=10).text
        assert "superbiz_chat_queue_depth 0.0" in text
        assert "superbiz_chat_slots 1.0" in text
        assert f'superbiz_replica_info{{replica_id="{replica.name}"}} 1.0' in text


def test_queue_depth_rises_while_chats_wait_for_the_offline_slot(cluster: list[Replica]) -> None:
    replica = cluster[0]

    def ask(_: int) -> int:
        with replica.client() as client:
            return client.post("/api/chat", json={"question": "api-gateway 最近为什么有很多 502？"}).status_code

    depths: list[float] = []
    with ThreadPoolExecutor(max_workers=8) as pool:
        futures = [pool.submit(ask, i) for i in range(8)]
        while not all(f.done() for f in futures):
            text = httpx.get(f"{replica.url}/metrics", timeout=10).text
            line = next(x for x in text.splitlines() if x.startswith("superbiz_chat_queue_depth "))
            depths.append(float(line.split()[1]))
        assert [f.result() for f in futures] == [200] * 8
    assert max(depths) >= 1.0, depths
    assert httpx.get(f"{replica.url}/metrics", timeout=10).text.count("superbiz_chat_queue_depth 0.0") == 1


def test_five_replicas_started_at_once_on_an_empty_database_all_become_ready(
    pg_database: str, world_url: str, tmp_path: Path
) -> None:
    with replicas(5, tmp_path, database_url=pg_database, world_url=world_url) as started:
        documents = []
        for replica in started:
            with replica.client() as client:
                documents.append(sorted(d["source_path"] for d in client.get("/api/kb/documents").json()))
        assert documents[0] and all(d == documents[0] for d in documents)  # the demo runbooks, seeded once
        assert len(documents[0]) == len(set(documents[0]))
        for replica in started:
            assert "Traceback" not in replica.log_tail(20000), replica.log_tail()
