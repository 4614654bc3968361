"""The knowledge index deleted under the server, and PostgreSQL restarted under load."""

from __future__ import annotations

import shutil
import subprocess
import threading
import time
from collections import Counter
from collections.abc import Callable

import httpx
import pytest

from tests.api.support import DEMO_QUESTION
from tests.faults.harness import Served
from tests.pg import PgServer

KB_QUESTION = "支付超时的处理手册怎么说？"


def _knowledge_calls(client: httpx.Client, session_id: str) -> list[dict[str, object]]:
    trail = client.get(f"/api/sessions/{session_id}").json()
    return [i for i in trail["invocations"] if i["tool_name"] == "lookup_knowledge"]


def test_knowledge_index_deleted_then_restart_rebuilds_it_and_answers(serve: Callable[..., Served]) -> None:
    served = serve()
    index = served.home / "kb_index"
    assert (index / "manifest.json").exists()
    shutil.rmtree(index)
    with served.client() as client:  # the running process keeps its loaded index
        assert client.post("/api/chat", json={"question": KB_QUESTION}).status_code == 200
    served.restart()
    ready = served.ready()
    assert ready.status_code == 200, ready.text
    assert ready.json()["checks"]["knowledge"]["status"] == "ok"
    with served.client() as client:
        answer = client.post("/api/chat", json={"question": KB_QUESTION})
        assert answer.status_code == 200, answer.text
        calls = _knowledge_calls(client, answer.json()["session_id"])
    assert calls and all(c["status"] == "ok" for c in calls)
    assert any(c["retrieval_details"]["evidence_refs"] for c in calls)  # type: ignore[index]
    assert (index / "manifest.json").exists()  # rebuilt from the documents in the database


def _load(served: Served, stop: threading.Event, codes: Counter[int | str]) -> None:
    with served.client(timeout=60) as client:
        while not stop.is_set():
            try:
                codes[client.post("/api/chat", json={"question": DEMO_QUESTION}).status_code] += 1
            except httpx.HTTPError as exc:
                codes[type(exc).__name__] += 1
                time.sleep(0.1)


@pytest.mark.postgres
def test_postgres_restarted_under_load_the_pool_recovers_without_a_process_restart(
    serve: Callable[..., Served], pg_server: PgServer, pg_database: str
) -> None:
    served = serve({"database_url": pg_database, "chat": {"recovery_interval_s": 1, "stale_after_s": 5}})
    pid = served.proc.pid if served.proc else None
    stop, codes = threading.Event(), Counter[int | str]()
    workers = [threading.Thread(target=_load, args=(served, stop, codes)) for _ in range(4)]
    for worker in workers:
        worker.start()
    try:
        time.sleep(3)
        before = codes[200]
        assert before > 0, codes
        subprocess.run([*pg_server.as_owner, pg_server.pg_ctl, "-D", str(pg_server.data_dir), "restart", "-m",
                        "fast", "-w", "-t", "60", "-l", str(pg_server.root / "server.log")],
                       check=True, capture_output=True, timeout=90)  # fmt: skip
        time.sleep(4)
    finally:
        stop.set()
        for worker in workers:
            worker.join(timeout=120)
    assert set(codes) <= {200, 503}, codes  # never a 500 or a hang, never a dropped connection
    assert served.alive() and served.proc is not None and served.proc.pid == pid
    with served.client() as client:
        after = [client.post("/api/chat", json={"question": DEMO_QUESTION}).status_code for _ in range(3)]
        assert after == [200, 200, 200]
        time.sleep(2.5)  # one recovery round: chats cut by the restart are closed, not left running
        sessions = client.get("/api/sessions", params={"limit": 500}).json()
    assert [s["id"] for s in sessions if s["status"] == "running"] == []
    assert served.ready().status_code == 200
