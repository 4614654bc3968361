"""Waiting for a `superbiz serve` subprocess the tests started."""

from __future__ import annotations

import subprocess
import time
from typing import Any

import httpx

__all__ = ["wait_healthy"]


def wait_healthy(url: str, proc: subprocess.Popen[Any], *, timeout_s: float = 90.0) -> None:
    """Poll ``/healthz`` until it answers 200; fail at once if the server process exits first."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        assert proc.poll() is None, "server exited early"
        try:
            if httpx.get(f"{url}/healthz", timeout=2).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.2)
    raise AssertionError("server did not become healthy")
