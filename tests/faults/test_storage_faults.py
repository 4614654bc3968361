"""The database's storage fails under the server: a read-only file system, unwritable files, a full disk.

Each runs on a real small tmpfs (``mount -t tmpfs``, root only; skipped where mounting is not permitted). The
server must answer 503 ``unavailable`` (no SQL in any body), ``/readyz`` must fail with the reason, and the
process must survive and recover once the storage does.
"""

from __future__ import annotations

import shutil
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

import httpx

from tests.api.support import DEMO_QUESTION
from tests.faults.harness import Served, mounted_tmpfs, remount

SQL_WORDS = ("INSERT", "UPDATE", "SELECT", "diagnosis_session", "[SQL", "parameters")


def _assert_unavailable(response: httpx.Response) -> None:
    assert response.status_code == 503, response.text
    assert response.json()["error"]["code"] == "unavailable"
    assert not any(word in response.text for word in SQL_WORDS), response.text


def _wait_ready(served: Served, want: int, timeout_s: float = 20.0) -> httpx.Response:
    deadline = time.monotonic() + timeout_s
    while True:
        response = served.ready()
        if response.status_code == want or time.monotonic() > deadline:
            return response
        time.sleep(0.5)


def test_read_only_file_system_gives_503_and_readyz_fails_and_the_process_survives(
    serve: Callable[..., Served], seed_home: Path, tmp_path: Path
) -> None:
    with mounted_tmpfs(tmp_path / "dbfs", size="32m") as fs:
        shutil.copy(seed_home / "superbiz.db", fs / "superbiz.db")
        remount(fs, "ro")
        served = serve({"database_url": f"sqlite:///{fs}/superbiz.db"})
        with served.client() as client:
            _assert_unavailable(client.post("/api/chat", json={"question": DEMO_QUESTION}))
            assert client.get("/api/sessions").status_code == 200  # reads still work
            assert client.get("/api/kb/documents").status_code == 200
            files = {"file": ("note.md", b"# note\n\nsome text\n", "text/markdown")}
            _assert_unavailable(client.post("/api/kb/documents", files=files))
        ready = served.ready()
        assert ready.status_code == 503 and ready.json()["checks"]["database"]["status"] == "fail"
        assert "read-only" in ready.json()["checks"]["database"]["detail"]
        assert served.alive()
        served.stop()


def test_files_made_unwritable_while_serving_then_restart_gives_503_and_the_process_survives(
    serve: Callable[..., Served], seed_home: Path, tmp_path: Path
) -> None:
    with mounted_tmpfs(tmp_path / "dbfs", size="32m") as fs:
        shutil.copy(seed_home / "superbiz.db", fs / "superbiz.db")
        served = Served(home=tmp_path / "home", settings={"database_url": f"sqlite:///{fs}/superbiz.db"},
                        obey_file_modes=True)
        shutil.copytree(seed_home, served.home)
        served.start()
        try:
            with served.client() as client:
                assert client.post("/api/chat", json={"question": DEMO_QUESTION}).status_code == 200
            for path in [*fs.glob("superbiz.db*"), fs]:  # the database, its -wal and -shm, and their folder
                path.chmod(0o555 if path.is_dir() else 0o444)
            ready = _wait_ready(served, 503)
            assert ready.status_code == 503 and "not writable" in ready.json()["checks"]["database"]["detail"]
            with served.client() as client:
                for _ in range(5):  # connections opened before keep their file handles; either way, no crash
                    assert client.post("/api/chat", json={"question": DEMO_QUESTION}).status_code in (200, 503)
            assert served.alive()
            served.restart()
            with served.client() as client:
                _assert_unavailable(client.post("/api/chat", json={"question": DEMO_QUESTION}))
                assert client.get("/api/sessions").status_code == 200
            assert served.alive()
        finally:
            served.stop()
            fs.chmod(0o755)


def test_full_disk_gives_503_then_recovers_without_a_restart(
    serve: Callable[..., Served], seed_home: Path, tmp_path: Path
) -> None:
    with mounted_tmpfs(tmp_path / "dbfs", size="24m") as fs:
        shutil.copy(seed_home / "superbiz.db", fs / "superbiz.db")
        served = serve({"database_url": f"sqlite:///{fs}/superbiz.db",
                        "api": {"ready_min_free_bytes": 2 * 1024 * 1024, "ready_cache_s": 0}})
        with served.client() as client:
            assert client.post("/api/chat", json={"question": DEMO_QUESTION}).status_code == 200
            subprocess.run(["dd", "if=/dev/zero", f"of={fs}/filler", "bs=1M", "count=64"], capture_output=True,
                           check=False)  # fills the file system to the last byte
            codes = [client.post("/api/chat", json={"question": DEMO_QUESTION}).status_code for _ in range(20)]
            assert 503 in codes and set(codes) <= {200, 503}, codes
            for _ in range(3):
                response = client.post("/api/chat", json={"question": DEMO_QUESTION})
                if response.status_code == 503:
                    _assert_unavailable(response)
            ready = served.ready()
            assert ready.status_code == 503 and ready.json()["checks"]["disk"]["status"] == "fail"
            assert served.alive()
            (fs / "filler").unlink()
            assert _wait_ready(served, 200).status_code == 200
            answer = client.post("/api/chat", json={"question": DEMO_QUESTION})
            assert answer.status_code == 200, answer.text
            session = client.get(f"/api/sessions/{answer.json()['session_id']}").json()["session"]
            assert session["status"] == "completed"
        served.stop()
        log = served.log_tail(10**8)
        assert "database" in log  # the failures were logged ...
        assert not any(word in log for word in ("[SQL", "INSERT INTO", "parameters:"))  # ... without SQL or values


def test_truncated_shm_under_a_live_server_a_restart_recovers_everything_committed(
    serve: Callable[..., Served],
) -> None:
    """SQLite maps ``<db>-shm``; truncating it under a running server can kill the process with SIGBUS, which
    nothing in-process can catch (docs/lifecycle.md). What must hold is what a supervisor's restart relies on:
    the death is explained in the log, and the restarted process serves with every committed session intact
    and none left ``running``."""
    served = serve()
    with served.client() as client:
        before = [client.post("/api/chat", json={"question": DEMO_QUESTION}).json()["session_id"] for _ in range(2)]
    shm = served.home / "superbiz.db-shm"
    assert shm.exists()
    with shm.open("r+b") as fh:
        fh.truncate(0)
    with served.client() as client:
        for _ in range(3):  # touch the shared memory again: a write, then reads
            try:
                client.post("/api/chat", json={"question": DEMO_QUESTION})
            except httpx.TransportError:
                break
    assert served.proc is not None
    if not served.alive():
        assert served.proc.returncode == -7, served.log_tail()  # SIGBUS
        assert "Fatal Python error: Bus error" in served.log_tail(200_000)  # faulthandler: the log says why
    served.restart()
    with served.client() as client:
        sessions = {s["id"]: s["status"] for s in client.get("/api/sessions", params={"limit": 50}).json()}
        assert all(sessions[sid] == "completed" for sid in before), sessions
        assert "running" not in sessions.values(), sessions
        assert client.post("/api/chat", json={"question": DEMO_QUESTION}).status_code == 200
    assert served.ready().status_code == 200
