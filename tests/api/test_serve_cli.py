"""``superbiz serve`` as a user runs it: a local key printed once, stored hashed (0600), auth enforced."""

from __future__ import annotations

import json
import os
import re
import socket
import stat
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from superbiz.api.auth import hash_key
from tests.support.serving import wait_healthy


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[str, subprocess.Popen[str], Path]]:
    home = tmp_path / "home"
    env = {k: v for k, v in os.environ.items() if not k.startswith("SUPERBIZ_")}
    env["SUPERBIZ_HOME"] = str(home)
    port = _free_port()
    proc = subprocess.Popen(
        [sys.executable, "-c", "from superbiz.cli import main; main()", "serve", "--port", str(port)],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )
    try:
        yield f"http://127.0.0.1:{port}", proc, home
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        if proc.stderr is not None:
            proc.stderr.close()


def test_serve_without_keys_prints_a_local_key_and_enforces_it(
    served: tuple[str, subprocess.Popen[str], Path],
) -> None:
    url, proc, home = served
    assert proc.stderr is not None
    seen: list[str] = []
    match = None
    while match is None and len(seen) < 50:
        line = proc.stderr.readline()
        if not line:
            break
        seen.append(line)
        match = re.search(r"(sbz-[A-Za-z0-9_-]{20,})", line)
    assert match, "".join(seen)
    key = match.group(1)
    threading.Thread(target=proc.stderr.read, daemon=True).start()  # keep the pipe drained
    wait_healthy(url, proc)
    key_file = home / "api_keys.json"
    assert stat.S_IMODE(key_file.stat().st_mode) == 0o600
    assert json.loads(key_file.read_text()) == {"local": hash_key(key)}
    assert key not in key_file.read_text()
    assert httpx.get(f"{url}/api/sessions").status_code == 401
    assert httpx.get(f"{url}/api/sessions", headers={"Authorization": f"Bearer {key}"}).status_code == 200
    page = httpx.get(f"{url}/")
    assert page.status_code == 200 and "superbiz" in page.text
