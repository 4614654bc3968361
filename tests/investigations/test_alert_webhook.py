"""``POST /api/alerts/alertmanager`` on a live server: one investigation per group, duplicates counted, verified,
persisted, posted on to a local receiver, closed by the resolved notification with a verified follow-up."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from typer.testing import CliRunner

from superbiz.api.live import running_service
from superbiz.cli import app
from tests.api.support import KEYS, isolated_settings
from tests.support.receiver import Receiver, running_receiver


def alert(name: str, service: str, fingerprint: str, *, status: str = "firing") -> dict[str, Any]:
    return {
        "status": status, "labels": {"alertname": name, "service": service, "severity": "critical"},
        "annotations": {"summary": f"{service} {name}"}, "startsAt": "2026-11-28T05:40:00Z",
        "endsAt": "0001-01-01T00:00:00Z" if status == "firing" else "2026-11-28T06:10:00Z",
        "generatorURL": "http://prometheus/graph", "fingerprint": fingerprint,
    }


def notification(group: str, alerts: list[dict[str, Any]], *, status: str = "firing") -> dict[str, Any]:
    return {
        "version": "4", "groupKey": group, "truncatedAlerts": 0, "status": status, "receiver": "superbiz",
        "groupLabels": {}, "commonLabels": {}, "commonAnnotations": {}, "externalURL": "http://am", "alerts": alerts,
    }


@pytest.fixture(scope="module")
def receiver() -> Iterator[Receiver]:
    with running_receiver() as r:
        yield r


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("alerts")


@pytest.fixture(scope="module")
def live(home: Path, receiver: Receiver) -> Iterator[str]:
    settings = isolated_settings(home, alerts={"forward_url": receiver.url})
    with running_service(settings) as (url, _container):
        yield url


def client(url: str, user: str | None = "alice") -> httpx.Client:
    headers = {"Authorization": f"Bearer {KEYS[user]}"} if user else {}
    return httpx.Client(base_url=url, headers=headers, timeout=60)


def wait_status(c: httpx.Client, investigation_id: str, status: str, timeout_s: float = 180) -> dict[str, Any]:
    deadline = time.monotonic() + timeout_s
    while True:
        row = c.get(f"/api/investigations/{investigation_id}").json()
        if row["status"] == status:
            return row
        assert time.monotonic() < deadline, row
        time.sleep(0.1)


def test_webhook_investigates_each_group_once_and_closes_on_resolve(live: str, receiver: Receiver) -> None:
    pay = [alert("PaymentDBPoolExhausted", "payment-service", "fp-pay-1")]
    order = [alert("HighMemoryUsage", "order-service", "fp-ord-1")]
    with client(live) as c:
        first = c.post("/api/alerts/alertmanager", json=notification("g-pay", pay))
        again = c.post("/api/alerts/alertmanager", json=notification("g-pay", pay))
        other = c.post("/api/alerts/alertmanager", json=notification("g-ord", order))
        assert (first.status_code, again.status_code, other.status_code) == (202, 202, 202)
        pay_id = first.json()["accepted"][0]["investigation_id"]
        assert first.json()["accepted"][0]["action"] == "created"
        assert again.json()["accepted"] == [{"investigation_id": pay_id, "action": "duplicate"}]
        order_id = other.json()["accepted"][0]["investigation_id"]
        assert order_id != pay_id

        row = wait_status(c, pay_id, "open")
        assert row["notifications"] == 2 and row["fingerprints"] == ["fp-pay-1"]
        assert row["verdict"] in ("PASS", "LOW_CONFID", "REJECT") and row["summary"]
        assert "PaymentDBPoolExhausted" in row["question"] and "payment-service" in row["question"]
        session = c.get(f"/api/sessions/{row['session_id']}").json()
        assert session["session"]["verdict"] == row["verdict"]
        assert session["session"]["conversation_id"] == f"inv-{pay_id}"
        wait_status(c, order_id, "open")
        listed = {i["id"] for i in c.get("/api/investigations").json()}
        assert {pay_id, order_id} <= listed

        posts = receiver.wait_for(2)
        forwarded = {p["superbiz"]["investigation_id"]: p for p in posts}
        assert forwarded[pay_id]["superbiz"]["verdict"] == row["verdict"]
        assert forwarded[pay_id]["text"].startswith(f"[{row['verdict']} ")

        resolved = [alert("PaymentDBPoolExhausted", "payment-service", "fp-pay-1", status="resolved")]
        closing = c.post("/api/alerts/alertmanager", json=notification("g-pay", resolved, status="resolved"))
        assert closing.json()["accepted"] == [{"investigation_id": pay_id, "action": "closing"}]
        closed = wait_status(c, pay_id, "closed")
        assert closed["followup_session_id"] and closed["followup_verdict"] and closed["closed_at"]
        assert closed["followup_session_id"] != closed["session_id"]
        followup = receiver.wait_for(3)[-1]
        assert followup["superbiz"]["followup"] is True and followup["superbiz"]["investigation_id"] == pay_id

        # the same alert firing again after the group resolved is a new investigation
        refire = c.post("/api/alerts/alertmanager", json=notification("g-pay", pay))
        assert refire.json()["accepted"][0]["action"] == "created"
        assert refire.json()["accepted"][0]["investigation_id"] != pay_id


def test_webhook_new_alert_in_a_group_is_a_new_investigation(live: str) -> None:
    one = [alert("HighLatency", "api-gateway", "fp-gw-1")]
    two = [*one, alert("High5xxRate", "api-gateway", "fp-gw-2")]
    with client(live) as c:
        a = c.post("/api/alerts/alertmanager", json=notification("g-gw", one)).json()["accepted"][0]
        b = c.post("/api/alerts/alertmanager", json=notification("g-gw", two)).json()["accepted"][0]
        assert (a["action"], b["action"]) == ("created", "created")
        assert wait_status(c, b["investigation_id"], "open")["fingerprints"] == ["fp-gw-1", "fp-gw-2"]


def test_webhook_needs_a_key_and_keeps_investigations_private(live: str) -> None:
    body = notification("g-priv", [alert("ServiceDown", "user-service", "fp-u-1")])
    with client(live, None) as anonymous:
        assert anonymous.post("/api/alerts/alertmanager", json=body).status_code == 401
    with client(live) as alice, client(live, "bob") as bob:
        inv = alice.post("/api/alerts/alertmanager", json=body).json()["accepted"][0]["investigation_id"]
        assert bob.get(f"/api/investigations/{inv}").status_code == 404
        assert inv not in {i["id"] for i in bob.get("/api/investigations").json()}


def test_webhook_rejects_what_is_not_an_alertmanager_v4_payload(live: str) -> None:
    with client(live) as c:
        wrong_version = {**notification("g", [alert("X", "y", "f")]), "version": "3"}
        assert c.post("/api/alerts/alertmanager", json=wrong_version).status_code == 422
        no_alerts = notification("g", [])
        assert c.post("/api/alerts/alertmanager", json=no_alerts).status_code == 422
        assert c.post("/api/alerts/alertmanager", content=b"{not json", headers={"content-type": "application/json"}
                      ).status_code == 422


def test_cli_lists_and_shows_investigations(live: str, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    body = notification("g-cli", [alert("DiskSpaceCritical", "notification-service", "fp-n-1")])
    with client(live) as c:
        inv = c.post("/api/alerts/alertmanager", json=body).json()["accepted"][0]["investigation_id"]
        row = wait_status(c, inv, "open")
    monkeypatch.setenv("SUPERBIZ_HOME", str(home))
    runner = CliRunner()
    listed = runner.invoke(app, ["investigations", "list", "--json", "--user", "alice"])
    assert listed.exit_code == 0, listed.output
    assert inv in {r["id"] for r in json.loads(listed.stdout)}
    shown = runner.invoke(app, ["investigations", "show", inv])
    assert shown.exit_code == 0, shown.output
    assert row["verdict"] in shown.stdout and "DiskSpaceCritical" in shown.stdout and row["session_id"] in shown.stdout
    missing = runner.invoke(app, ["investigations", "show", "nope"])
    assert missing.exit_code == 1
