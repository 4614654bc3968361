"""Real replicas: ``superbiz serve`` processes on free ports, each with its own ``SUPERBIZ_HOME`` and
``config.yaml`` (same ``database_url``, same API keys, one shared pre-generated demo world file).

Used by the replica tests and by ``benchmarks/replicas.py``.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import yaml

__all__ = ["KEYS", "Replica", "replicas", "start_replica", "stop_replica", "wait_ready"]

KEYS = {"alice": "alice-replica-key-0123456789", "bob": "bob-replica-key-9876543210"}


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class Replica:
    name: str
    url: str
    home: Path
    proc: subprocess.Popen[bytes]

    @property
    def log(self) -> Path:
        return self.home / "serve.log"

    def client(self, user: str = "alice", **kwargs: Any) -> httpx.Client:
        kwargs.setdefault("timeout", 60)
        return httpx.Client(base_url=self.url, headers={"Authorization": f"Bearer {KEYS[user]}"}, **kwargs)

    def log_tail(self, chars: int = 3000) -> str:
        try:
            return self.log.read_text(errors="replace")[-chars:]
        except OSError:
            return ""


def write_config(home: Path, *, database_url: str, world_url: str | None, extra: dict[str, Any] | None = None) -> Path:
    home.mkdir(parents=True, exist_ok=True)
    api = {"api_keys": dict(KEYS), "roles": {"alice": "admin"}}
    config: dict[str, Any] = {"database_url": database_url, "api": api}
    if world_url is not None:
        config["sources"] = {"world_url": world_url}
    for key, value in (extra or {}).items():
        if isinstance(value, dict) and isinstance(config.get(key), dict):
            config[key].update(value)
        else:
            config[key] = value
    path = home / "config.yaml"
    path.write_text(yaml.safe_dump(config, allow_unicode=True), encoding="utf-8")
    return path


def start_replica(
    name: str, home: Path, *, database_url: str, world_url: str | None, args: Sequence[str] = (),
    extra: dict[str, Any] | None = None,
) -> Replica:
    """Start one replica (not waiting for it); its output goes to ``<home>/serve.log``."""
    write_config(home, database_url=database_url, world_url=world_url, extra=extra)
    env = {k: v for k, v in os.environ.items() if not k.startswith("SUPERBIZ_") or k.startswith("SUPERBIZ_REQUIRE")}
    env["SUPERBIZ_HOME"] = str(home)
    port = _free_port()
    with (home / "serve.log").open("wb") as log:
        proc = subprocess.Popen(
            [sys.executable, "-c", "from superbiz.cli import main; main()", "serve", "--port", str(port),
             "--replica-id", name, "--log-level", "warning", *args],
            env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
        )
    return Replica(name=name, url=f"http://127.0.0.1:{port}", home=home, proc=proc)


def wait_ready(replica: Replica, *, timeout_s: float = 180.0) -> None:
    """Until ``/healthz`` answers 200 and an authenticated request works; fails if the process exits."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if replica.proc.poll() is not None:
            raise AssertionError(f"replica {replica.name} exited with {replica.proc.returncode}:\n"
                                 f"{replica.log_tail()}")
        try:
            with replica.client(timeout=5) as client:
                if client.get("/healthz").status_code == 200 and client.get("/api/kb/documents").status_code == 200:
                    return
        except httpx.TransportError:
            pass
        time.sleep(0.2)
    raise AssertionError(f"replica {replica.name} not ready after {timeout_s} s:\n{replica.log_tail()}")


def stop_replica(replica: Replica) -> None:
    if replica.proc.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(replica.proc.pid, signal.SIGTERM)
        try:
            replica.proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(replica.proc.pid, signal.SIGKILL)
            replica.proc.wait()


@contextlib.contextmanager
def replicas(
    count: int, root: Path, *, database_url: str, world_url: str | None, args: Sequence[str] = (),
    extra: dict[str, Any] | None = None,
) -> Iterator[list[Replica]]:
    """``count`` replicas started at once, each ready when the block starts; all stopped at the end."""
    started = [
        start_replica(f"r{i + 1}", root / f"r{i + 1}", database_url=database_url, world_url=world_url, args=args,
                      extra=extra)
        for i in range(count)
    ]
    try:
        for replica in started:
            wait_ready(replica)
        yield started
    finally:
        for replica in started:
            stop_replica(replica)
