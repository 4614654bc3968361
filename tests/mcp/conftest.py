"""A real MCP server process over a records file (stdio: started per call; HTTP: started per test)."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

ROOT = Path(__file__).resolve().parents[2]
RECORDS = [
    {"ts": "2026-12-01T10:02:11Z", "service": "ledger", "level": "ERROR",
     "message": "LDG-7781 write timeout after 3000 ms on shard-4"},
    {"ts": "2026-12-01T10:01:55Z", "service": "ledger", "level": "ERROR",
     "message": "LDG-7781 write timeout after 3000 ms on shard-4"},
    {"ts": "2026-12-01T10:01:40Z", "service": "ledger", "level": "INFO", "message": "compaction finished"},
    {"ts": "2026-12-01T10:00:00Z", "service": "billing", "level": "WARN", "message": "slow upstream"},
]


@pytest.fixture()
def records_file(tmp_path: Path) -> Path:
    path = tmp_path / "records.json"
    path.write_text(json.dumps(RECORDS), encoding="utf-8")
    return path


def stdio_server(records: Path, *, name: str = "files", mode: str = "stdio", **over: Any) -> dict[str, Any]:
    """A ``sources.mcp_servers`` entry launching the test server over stdio."""
    return {"name": name, "command": [sys.executable, "-m", "tests.support.mcp_evidence_server", str(records), mode],
            "env": {"PYTHONPATH": f"{ROOT / 'src'}:{ROOT}"}, "timeout_s": 20, **over}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class HttpServer:
    url: str
    process: subprocess.Popen[bytes]


@pytest.fixture()
def http_server(records_file: Path) -> Iterator[HttpServer]:
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.support.mcp_evidence_server", str(records_file), "http", str(port)],
        cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}/mcp"
    deadline = time.monotonic() + 20
    while True:
        try:
            httpx.get(url, timeout=1)
            break
        except httpx.TransportError:
            if proc.poll() is not None or time.monotonic() > deadline:
                proc.kill()
                raise RuntimeError("MCP test server did not start") from None
            time.sleep(0.1)
    try:
        yield HttpServer(url=url, process=proc)
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(timeout=10)


@pytest.fixture(scope="session")
def shared_world_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    """One generated demo world file for the MCP tests (read-only for them)."""
    from superbiz.sources.demo import generate_demo_world

    path = tmp_path_factory.mktemp("world") / "world.db"
    url = f"sqlite:///{path}"
    generate_demo_world(url)
    return url
