"""Patterns of the opened lingobay, medlocker and fragcup worlds (invHC, stop 42): things counted by a noun of no
record that failed at a step a failed status names ("how many jobs failed invoicing?"), records never given their
slot ("多少张单没分到柜子" ↔ …_UNASSIGNED), a measure naming only the span of a record count
("锁等待那段时间一共有多少张单…") and the alerts of a busy window counted ("how many alerts fired today in total?")."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.plan_terms import failed_step_status
from superbiz.agents.question import status_matches
from tests.agents.world_chat import world_asker

_STATUSES = ("SUBMITTED", "DELIVERED", "ASSIGN_FAILED", "INVOICE_FAILED", "UPLOAD_STALLED")


@pytest.mark.spec("Answer the question that was asked")
def test_things_failed_at_a_step_are_the_steps_failed_records() -> None:
    """Scenario "how many jobs failed invoicing yesterday afternoon?" (dev ledgerly-hc-jobs-failed-at-ledger-count-en):
    the one failed status the step names, whatever noun counts the records; log lines or no status named: none."""
    assert failed_step_status("how many jobs failed invoicing yesterday afternoon?", _STATUSES) == ["INVOICE_FAILED"]
    assert failed_step_status("how many jobs failed at the ledger today?", ("FAILED_LEDGER", "SETTLED")) == [
        "FAILED_LEDGER"]
    assert failed_step_status("how many jobs failed invoicing? count the error lines", _STATUSES) == []
    assert failed_step_status("how many jobs failed yesterday?", _STATUSES) == []


@pytest.mark.spec("Answer the question that was asked")
def test_records_never_given_their_slot_are_the_unassigned_status() -> None:
    """Scenario "凌晨一共有多少张取药单没分到柜子" / "四点以后还有几单分不到柜": the unassigned status only."""
    held = ("RECEIVED", "IN_LOCKER", "PICKED_UP", "LOCKER_UNASSIGNED", "NOTICE_UNSENT")
    for q in ("一共有多少张取药单没分到柜子", "四点以后 还有几单分不到柜？", "how many bookings were left unassigned?"):
        assert status_matches(q, held) == ["LOCKER_UNASSIGNED"], q


@pytest.mark.spec("Answer the question that was asked")
def test_jobs_failed_at_a_step_are_counted_from_the_records(tmp_path: Path) -> None:
    """Scenario "how many jobs failed at the ledger today?" (dev ledgerly-hc-jobs-failed-at-ledger-count-en) and a
    measure naming the span (dev ledgerly-hc-lock-wait-span-failed-count-zh): the status's records head the answer."""
    sql = "SELECT count(*) FROM orders WHERE status = 'FAILED_LEDGER'"
    with world_asker(tmp_path, "ledgerly") as ask:
        answer, count = ask("how many jobs failed at the ledger today?", sql)
        head = answer.splitlines()[0]
        assert f"（status=FAILED_LEDGER）共 {count} 笔" in head, head
        answer, count = ask("今早锁等待那段时间 一共有多少张转账单记账失败", sql)
        head = answer.splitlines()[0]
        assert f"（status=FAILED_LEDGER）共 {count} 笔" in head and "指标" not in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_the_alerts_of_a_window_are_counted_before_the_services_lines(tmp_path: Path) -> None:
    """Scenario "how many alerts fired since yesterday in total?" (dev harbor-hc-alerts-since-yesterday-total-en):
    every alert begun in the window is counted in the head."""
    sql = ("SELECT count(*) FROM alert WHERE starts_at >= datetime((SELECT value FROM world_meta "
           "WHERE key = 'anchor_time'), '-2 days')")
    with world_asker(tmp_path, "harbor") as ask:
        answer, count = ask("how many alerts fired since yesterday in total?", sql)
    head = answer.splitlines()[0]
    assert head.startswith(f"窗口内触发过的告警共 {count} 个"), head
