"""End to end with Debian's real Alertmanager: it routes alerts posted to its API (``/api/v2/alerts``) to a
live superbiz, authenticated with ``http_config.authorization``; superbiz investigates each group once
(Alertmanager's repeated notifications are deduplicated), verifies, persists, posts the summary on to a local
receiver, and closes the investigation when Alertmanager sends the group resolved.

Skipped when the binary is absent, unless ``SUPERBIZ_REQUIRE_ALERTMANAGER=1``.

``group_wait`` is a few seconds, not one: on a loaded CI machine Alertmanager flushed the group after the first of
two alerts posted together (one fingerprint, then a second investigation for the grown group), which is real
Alertmanager behaviour the test did not mean to exercise.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest

from superbiz.api.live import running_service
from superbiz.store import repository
from tests.api.support import KEYS, isolated_settings
from tests.mcp.conftest import free_port
from tests.support.receiver import Receiver, running_receiver

pytestmark = pytest.mark.alertmanager

CONFIG = """\
route:
  receiver: superbiz
  group_by: [alertname, service]
  group_wait: 4s
  group_interval: 1s
  repeat_interval: 3s
receivers:
  - name: superbiz
    webhook_configs:
      - url: {url}/api/alerts/alertmanager
        send_resolved: true
        http_config:
          authorization:
            type: Bearer
            credentials: {key}
"""


def _binary() -> str:
    found = shutil.which("prometheus-alertmanager") or shutil.which("alertmanager")
    if found:
        return found
    if os.environ.get("SUPERBIZ_REQUIRE_ALERTMANAGER") == "1":
        pytest.fail("SUPERBIZ_REQUIRE_ALERTMANAGER=1 but the prometheus-alertmanager binary is missing")
    pytest.skip("Debian's prometheus-alertmanager binary is not installed")


def _wait(check: Any, what: str, timeout_s: float = 180.0) -> Any:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        time.sleep(0.2)
    raise AssertionError(f"timed out waiting for {what}")


@pytest.fixture()
def stack(tmp_path: Path) -> Iterator[tuple[str, str, Receiver, Any]]:
    """(alertmanager URL, superbiz URL, receiver, superbiz container)."""
    binary = _binary()
    with running_receiver() as receiver:
        settings = isolated_settings(tmp_path / "home", alerts={"forward_url": receiver.url})
        with running_service(settings) as (url, container):
            config = tmp_path / "alertmanager.yml"
            config.write_text(CONFIG.format(url=url, key=KEYS["alice"]), encoding="utf-8")
            port = free_port()
            with (tmp_path / "am.log").open("wb") as log:
                proc = subprocess.Popen(
                    [binary, f"--config.file={config}", f"--storage.path={tmp_path / 'am-data'}",
                     f"--web.listen-address=127.0.0.1:{port}", "--cluster.listen-address=", "--log.level=warn"],
                    stdout=subprocess.DEVNULL, stderr=log,
                )
            am = f"http://127.0.0.1:{port}"
            try:
                _wait(lambda: _ready(am) or proc.poll() is not None, "alertmanager to start", 30)
                assert proc.poll() is None, (tmp_path / "am.log").read_text()
                yield am, url, receiver, container
            finally:
                proc.terminate()
                proc.wait(timeout=10)


def _ready(am: str) -> bool:
    try:
        return httpx.get(f"{am}/-/ready", timeout=1).status_code == 200
    except httpx.TransportError:
        return False


def _alert(name: str, service: str, instance: str, *, ends: datetime | None = None) -> dict[str, Any]:
    now = datetime.now(UTC)
    body: dict[str, Any] = {
        "labels": {"alertname": name, "service": service, "instance": instance, "severity": "critical"},
        "annotations": {"summary": f"{service} {name}"},
        "startsAt": (now - timedelta(minutes=5)).isoformat(), "generatorURL": "http://prometheus.local/graph",
    }
    if ends is not None:
        body["endsAt"] = ends.isoformat()
    return body


def test_alertmanager_routes_groups_to_one_verified_investigation_each(stack) -> None:
    am, url, receiver, container = stack
    alerts = [
        _alert("PaymentDBPoolExhausted", "payment-service", "pay-1"),
        _alert("PaymentDBPoolExhausted", "payment-service", "pay-2"),  # same group (alertname, service)
        _alert("HighMemoryUsage", "order-service", "ord-1"),
    ]
    assert httpx.post(f"{am}/api/v2/alerts", json=alerts, timeout=10).status_code == 200
    with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {KEYS['alice']}"}, timeout=30) as c:
        def opened() -> list[dict[str, Any]] | None:
            rows = c.get("/api/investigations").json()
            return rows if len(rows) >= 2 and all(r["status"] == "open" for r in rows) else None

        rows = _wait(opened, "two open investigations")
        by_alert = {r["alerts"][0]["labels"]["alertname"]: r for r in rows}
        assert set(by_alert) == {"PaymentDBPoolExhausted", "HighMemoryUsage"}
        pay = by_alert["PaymentDBPoolExhausted"]
        assert len(pay["fingerprints"]) == 2 and 'alertname="PaymentDBPoolExhausted"' in pay["group_key"]

        # Alertmanager repeats the unchanged groups (repeat_interval 3s): counted, never investigated again
        _wait(lambda: all(r["notifications"] >= 2 for r in c.get("/api/investigations").json()),
              "repeated notifications", 60)
        assert len(c.get("/api/investigations").json()) == 2

        for row in rows:  # verified and persisted as a session of the key's owner
            assert row["verdict"] in ("PASS", "LOW_CONFID", "REJECT") and row["summary"]
            with container.db.session() as s:
                session = repository.get_session(s, session_id=row["session_id"], user_id="alice")
            assert session is not None and session.status == "completed" and session.verdict == row["verdict"]

        posts = receiver.wait_for(2)
        forwarded = {p["superbiz"]["investigation_id"]: p for p in posts}
        assert set(forwarded) == {r["id"] for r in rows}
        assert forwarded[pay["id"]]["text"].startswith(f"[{pay['verdict']} ")

        ended = datetime.now(UTC) - timedelta(seconds=1)
        resolved = [_alert("PaymentDBPoolExhausted", "payment-service", i, ends=ended) for i in ("pay-1", "pay-2")]
        assert httpx.post(f"{am}/api/v2/alerts", json=resolved, timeout=10).status_code == 200
        closed = _wait(lambda: (r := c.get(f"/api/investigations/{pay['id']}").json())["status"] == "closed" and r,
                       "the resolved group to close")
        assert closed["followup_verdict"] in ("PASS", "LOW_CONFID", "REJECT") and closed["followup_summary"]
        assert any(p["superbiz"]["followup"] and p["superbiz"]["investigation_id"] == pay["id"]
                   for p in receiver.wait_for(3))
        assert c.get(f"/api/investigations/{by_alert['HighMemoryUsage']['id']}").json()["status"] == "open"
