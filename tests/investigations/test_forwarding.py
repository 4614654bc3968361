"""Forwarding is best effort: a receiver that is down is recorded on the investigation, which stays verified."""

from __future__ import annotations

import time
from pathlib import Path

from superbiz.container import build_container
from superbiz.investigations.alertmanager import AlertmanagerPayload
from superbiz.investigations.service import InvestigationService
from superbiz.settings import load_settings
from superbiz.store import investigations as repo
from tests.investigations.test_alert_webhook import alert, notification
from tests.mcp.conftest import free_port


def test_forward_to_a_receiver_that_is_down_is_recorded_not_fatal(tmp_path: Path, shared_world_url: str) -> None:
    dead = f"http://127.0.0.1:{free_port()}/hook"
    settings = load_settings(None, home=tmp_path, database_url=f"sqlite:///{tmp_path / 'app.db'}",
                             sources={"world_url": shared_world_url}, alerts={"forward_url": dead})
    container = build_container(settings)
    service = InvestigationService(container)
    try:
        payload = AlertmanagerPayload.model_validate(
            notification("g-down", [alert("PaymentDBPoolExhausted", "payment-service", "fp-d-1")]))
        [received] = service.receive(payload, user_id="ops")
        assert received.action == "created"
        deadline = time.monotonic() + 120
        while True:
            with container.db.session() as s:
                row = repo.get_investigation(s, investigation_id=received.investigation_id)
            assert row is not None
            if row.forward_status:
                break
            assert time.monotonic() < deadline, row
            time.sleep(0.1)
        assert row.status == "open" and row.verdict and row.session_id
        assert row.forward_status.startswith("failed: ConnectError")
    finally:
        service.close()
        container.close()


def test_resume_runs_what_an_earlier_process_accepted(tmp_path: Path, shared_world_url: str) -> None:
    from superbiz.investigations.alertmanager import fingerprint_digest, investigation_question

    settings = load_settings(None, home=tmp_path, database_url=f"sqlite:///{tmp_path / 'app.db'}",
                             sources={"world_url": shared_world_url})
    container = build_container(settings)
    payload = AlertmanagerPayload.model_validate(
        notification("g-crash", [alert("HighMemoryUsage", "order-service", "fp-c-1")]))
    question, start = investigation_question(payload, now=container.data_clock())
    with container.db.write_session() as s:  # accepted by a process that died before its worker ran it
        outcome = repo.record_firing(
            s, user_id="ops", receiver="r", group_key=payload.groupKey, digest=fingerprint_digest(payload.alerts),
            fingerprints=["fp-c-1"], alerts=[a.model_dump(mode="json") for a in payload.alerts], question=question,
            window_start=start, now=container.clock())
    service = InvestigationService(container)
    try:
        assert service.resume() == 1
        deadline = time.monotonic() + 120
        while True:
            with container.db.session() as s:
                row = repo.get_investigation(s, investigation_id=outcome.investigation_id)
            assert row is not None
            if row.status == "open":
                break
            assert time.monotonic() < deadline, row
            time.sleep(0.1)
        assert row.verdict and row.session_id
        assert service.resume() == 0
    finally:
        service.close()
        container.close()
