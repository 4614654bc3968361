"""Patterns of the opened skygate, claimwise and simwave worlds, on a catalogue of no real world: a yes/no whose
suspect is a kind of change (a certificate, a release) or a peer that never reports, "<operation>流程" as a how-to,
"status" as a word of the question, "昨晚快十二点" as midnight, and a WARN bucket's start in a long window."""

from __future__ import annotations

from datetime import UTC, datetime
from types import SimpleNamespace
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.investigate import is_anomalous_bucket
from superbiz.agents.plan import offline_plan
from superbiz.agents.timeparse import format_local, resolve_time
from tests.agents.synthetic import CATALOG, NOW

#: ledger-service calls a card gateway that never reports anything of its own (an external peer)
_SILENT = CATALOG.model_copy(update={
    "services": (*CATALOG.services, "card-gateway"),
    "dependencies": {**CATALOG.dependencies, "ledger-service": ("vault-db", "card-gateway")},
    "silent": frozenset({"card-gateway"}),
})


@pytest.mark.parametrize("question", ["昨晚 ledger-service 握手失败，是证书过期了吧？",
                                      "凌晨那次 ledger-service 失败 是证书过期吗",
                                      "ledger-service failing last night - was that the cert?"])
def test_a_suspected_certificate_is_a_yes_no_about_the_subjects_records(question: str) -> None:
    """Pattern "suspected change": no service is suspected; the certificate's words are looked for in the subject's
    anomalous records (``causes.suspect_term_claims``)."""
    plan = offline_plan(question, CATALOG, now=NOW)
    assert plan.aspects == ["yes_no"] and plan.services == ["ledger-service"] and plan.suspects == [], plan
    assert "certificate" in plan.suspect_terms


def test_a_suspected_release_searches_the_subjects_change_events() -> None:
    plan = offline_plan("早上 ledger-service 挂的那次，是不是发版引起的", CATALOG, now=NOW)
    assert plan.aspects == ["yes_no"] and plan.cause_changes == ["发布"], plan
    assert any(c.arguments.get("level") == "INFO" and c.arguments.get("keyword") for c in plan.calls), plan.calls


def test_a_yes_no_with_no_change_word_plans_no_change_search() -> None:
    plan = offline_plan("ledger-service 报错是不是 vault-db 引起的", CATALOG, now=NOW)
    assert plan.cause_changes == [] and plan.suspect_terms == [] and plan.suspects == ["vault-db"]


def test_a_silent_suspect_alone_is_read_from_its_callers() -> None:
    """Pattern "silent suspect": "was that the X cert?" of a peer that never reports — X is the suspect, the
    services calling it the subject, and its silence is no gap in the head (its callers' lines speak of it)."""
    plan = offline_plan("the failures last night around midnight - was that the card-gateway cert?", _SILENT, now=NOW)
    assert plan.suspects == ["card-gateway"] and plan.services == ["ledger-service"], plan
    assert "card-gateway" not in plan.window_note and "certificate" in plan.suspect_terms


def test_a_silent_suspect_beside_a_subject_is_a_yes_no_about_it() -> None:
    plan = offline_plan("ledger-service 慢是不是 card-gateway 那边接口挂了？", _SILENT, now=NOW)
    assert plan.aspects == ["yes_no"] and plan.suspects == ["card-gateway"] and plan.services == ["ledger-service"]
    assert "card-gateway" not in plan.window_note


def test_a_silent_service_asked_about_with_no_caller_named_keeps_its_gap() -> None:
    plan = offline_plan("card-gateway 现在正常吗", _SILENT, now=NOW)
    assert "card-gateway" in plan.window_note and "yes_no" not in plan.aspects


@pytest.mark.parametrize("question", ["ledger-service 新版本有问题的话回滚流程是啥", "ledger-service 重启流程是什么"])
def test_an_operations_procedure_asks_how_to(question: str) -> None:
    plan = offline_plan(question, CATALOG, now=NOW)
    assert plan.aspects == ["how_to"] and plan.actions == [], plan


def test_status_is_a_word_of_the_question_never_a_service() -> None:
    catalog = CATALOG.model_copy(update={"descriptions": {"edge-router": "航班动态 / flight status and gate lookup"}})
    plan = offline_plan("quick status pls - anything on fire?", catalog, now=NOW)
    assert plan.services == [] and plan.aspects == ["overview"], plan


@pytest.mark.parametrize("question", ["昨晚快十二点那会 充值大面积失败", "昨晚将近12点", "昨晚十二点"])
def test_near_twelve_last_night_is_midnight(question: str) -> None:
    zone = ZoneInfo("Africa/Nairobi")
    spec = resolve_time(question, now=datetime(2026, 11, 24, 8, 25, tzinfo=UTC), zone=zone)
    assert (format_local(spec.start, zone), format_local(spec.end, zone)) == ("2026-11-23 23:30", "2026-11-24 00:30")


def _bucket(first_seen: str) -> SimpleNamespace:
    return SimpleNamespace(level="WARN", count=46, earlier_count=0, first_seen=first_seen)


def test_a_warn_bucket_six_minutes_into_a_long_window_did_not_run_from_its_start() -> None:
    """Pattern "since 14:30" (a 21-hour window before whose previous window the data begins): lock waits that
    began six minutes in are the incident, not steady noise; those of its first minutes still are."""
    window = ("2026-11-23T11:30:00Z", "2026-11-24T08:25:00Z")
    assert is_anomalous_bucket(_bucket("2026-11-23T11:36:05Z"), window, "2026-11-23T00:00:00Z")
    assert not is_anomalous_bucket(_bucket("2026-11-23T11:31:00Z"), window, "2026-11-23T00:00:00Z")
