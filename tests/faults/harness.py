"""The real server process for the fault suite: ``superbiz serve`` in a subprocess on a free port.

``Served.start()`` writes the settings to ``<home>/config.yaml``, starts the server and waits until it answers
``/healthz``; ``kill9()`` sends SIGKILL (no shutdown of any kind); ``restart()`` starts it again on the same home
and port. The server's stderr goes to ``<home>/server.log`` (shown when a test fails). ``mounted_tmpfs`` gives a
small real tmpfs (needs root; the test is skipped where mounting is not permitted).
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml

from tests.api.support import KEYS, parse_sse

_NO_DAC_OVERRIDE = ["setpriv", "--bounding-set", "-dac_override,-dac_read_search", "--"]

__all__ = ["Served", "free_port", "mounted_tmpfs", "remount", "sse_events"]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class Served:
    home: Path
    settings: dict[str, Any]
    port: int = field(default_factory=free_port)
    proc: subprocess.Popen[bytes] | None = None
    #: run the server without root's permission override (``setpriv``), so file modes bind it like any user
    obey_file_modes: bool = False

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def client(self, user: str = "alice", **kwargs: Any) -> httpx.Client:
        kwargs.setdefault("timeout", 60)
        return httpx.Client(base_url=self.url, headers={"Authorization": f"Bearer {KEYS[user]}"}, **kwargs)

    def start(self, *, wait_s: float = 120.0) -> Served:
        self.home.mkdir(parents=True, exist_ok=True)
        settings = dict(self.settings)
        settings["api"] = {"api_keys": dict(KEYS), "roles": {"alice": "admin"}, **self.settings.get("api", {})}
        config = self.home / "config.yaml"
        config.write_text(yaml.safe_dump(json.loads(json.dumps(settings, default=str))), encoding="utf-8")
        env = {k: v for k, v in os.environ.items() if not k.startswith("SUPERBIZ_")}
        env["SUPERBIZ_HOME"] = str(self.home)
        log = (self.home / "server.log").open("ab")
        prefix = _NO_DAC_OVERRIDE if self.obey_file_modes and os.geteuid() == 0 else []
        self.proc = subprocess.Popen(
            [*prefix, sys.executable, "-c", "from superbiz.cli import main; main()", "serve", "--port", str(self.port),
             "--config", str(config), "--log-level", "warning"],
            env=env, stdout=log, stderr=log,
        )  # fmt: skip
        log.close()
        self.wait_live(wait_s)
        return self

    def wait_live(self, wait_s: float = 120.0) -> None:
        deadline = time.monotonic() + wait_s
        while time.monotonic() < deadline:
            if self.proc is not None and self.proc.poll() is not None:
                raise AssertionError(f"server exited with {self.proc.returncode}:\n{self.log_tail()}")
            try:
                if httpx.get(f"{self.url}/healthz", timeout=2).status_code == 200:
                    return
            except httpx.TransportError:
                pass
            time.sleep(0.1)
        raise AssertionError(f"server did not come up:\n{self.log_tail()}")

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def kill9(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=30)

    def stop(self) -> None:
        if self.proc is None or self.proc.poll() is not None:
            return
        self.proc.terminate()
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()

    def restart(self) -> Served:
        self.stop()
        return self.start()

    def log_tail(self, chars: int = 4000) -> str:
        path = self.home / "server.log"
        return path.read_text(errors="replace")[-chars:] if path.exists() else ""

    def ready(self) -> httpx.Response:
        return httpx.get(f"{self.url}/readyz", timeout=30)


def sse_events(response: httpx.Response) -> Iterator[tuple[str, dict[str, Any]]]:
    for name, data in parse_sse(response.iter_lines()):
        yield name, json.loads(data)


@contextlib.contextmanager
def mounted_tmpfs(path: Path, *, size: str) -> Iterator[Path]:
    """A real tmpfs of ``size`` at ``path`` (root only); skips the test where mounting is not permitted."""
    path.mkdir(parents=True, exist_ok=True)
    result = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size},mode=0755", "tmpfs", str(path)],
                            capture_output=True, text=True, check=False)
    if result.returncode != 0:
        if os.environ.get("SUPERBIZ_REQUIRE_MOUNT"):
            pytest.fail(f"SUPERBIZ_REQUIRE_MOUNT is set but tmpfs cannot be mounted: {result.stderr.strip()}")
        pytest.skip(f"cannot mount a tmpfs here ({result.stderr.strip() or result.returncode}): needs root")
    try:
        yield path
    finally:
        subprocess.run(["umount", "-l", str(path)], capture_output=True, check=False)


def remount(path: Path, mode: str) -> None:
    """``mount -o remount,<mode>`` (``ro`` / ``rw``) of a tmpfs from :func:`mounted_tmpfs`."""
    subprocess.run(["mount", "-o", f"remount,{mode}", str(path)], check=True, capture_output=True)
