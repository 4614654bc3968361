"""``superbiz serve`` stops on one SIGTERM: every process of it exits, and a chat in flight is not left
``running`` (it is closed as interrupted). The Executor model is a scripted local endpoint that takes 30 s."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import yaml

from superbiz.api.shutdown import INTERRUPTED
from superbiz.settings import load_settings
from superbiz.store import repository
from superbiz.store.db import Database
from tests.support.proc_table import alive, descendants
from tests.support.scripted_server import ScriptedOpenAIServer, steps
from tests.support.serving import wait_healthy

KEY = "sbz-shutdown-key-0123456789abcdef"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="module")
def slow_home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A home (demo world built once) whose Executor model takes 30 s to answer."""
    from superbiz.api.auth import hash_key

    home = tmp_path_factory.mktemp("shutdown-home")
    with ScriptedOpenAIServer() as server:
        server.set_default("executor", steps.delay(30, steps.text("先看日志。")))
        config = {"models": {"executor": server.agent_settings("executor", timeout_s=60).model_dump(mode="json")},
                  "api": {"api_key_hashes": {"alice": hash_key(KEY)}}}
        (home / "config.yaml").write_text(yaml.safe_dump(config), encoding="utf-8")
        yield home


@pytest.mark.parametrize("workers", [1, 2])
def test_serve_stops_on_one_sigterm_with_no_process_left_and_no_chat_left_running(
    slow_home: Path, workers: int, monkeypatch: pytest.MonkeyPatch,
) -> None:
    home = slow_home
    env = {k: v for k, v in os.environ.items() if not k.startswith("SUPERBIZ_")}
    env["SUPERBIZ_HOME"] = str(home)
    port = _free_port()
    proc = subprocess.Popen(
        [sys.executable, "-c", "from superbiz.cli import main; main()", "serve", "--port", str(port),
         "--workers", str(workers)],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        wait_healthy(url, proc)
        seen: list[str] = []

        def chat() -> None:
            try:
                with httpx.stream("POST", f"{url}/api/chat/stream", json={"question": "payment-service 为什么超时？"},
                                  headers={"Authorization": f"Bearer {KEY}"}, timeout=60) as res:
                    seen.extend(res.iter_lines())
            except httpx.TransportError as exc:
                seen.append(repr(exc))

        client = threading.Thread(target=chat, daemon=True)
        client.start()
        deadline = time.monotonic() + 30
        while not any('"type":"plan"' in line for line in seen) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert any('"type":"plan"' in line for line in seen), seen  # the chat is waiting on the model now
        family = descendants(proc.pid)
        assert len(family) >= (workers if workers > 1 else 0)
        started = time.monotonic()
        proc.send_signal(15)
        proc.wait(timeout=30)
        took = time.monotonic() - started
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    print(f"workers={workers}: exited {took:.1f} s after one SIGTERM")
    assert took < 20, f"one SIGTERM took {took:.1f} s"
    time.sleep(0.5)
    assert not [pid for pid in family if alive(pid)], "a process of `superbiz serve` outlived SIGTERM"
    monkeypatch.setenv("SUPERBIZ_HOME", str(home))
    db = Database.from_settings(load_settings())
    try:
        with db.session() as s:
            rows = repository.list_sessions(s)
        assert rows and all(r.status != "running" for r in rows), rows
        assert len(rows) == (1 if workers == 1 else 2)
        with db.session() as s:
            view = repository.get_session(s, session_id=rows[0].id)
        assert view is not None and view.status == "interrupted" and view.error == INTERRUPTED
    finally:
        db.dispose()
