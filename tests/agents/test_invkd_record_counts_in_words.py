"""Patterns of the opened drumlane, stemfold, kerbmint, pagewick and reedmill worlds (invKD, stop 45): counts of
records said in words of their own — failed records "didn't make it", "have we lost", "没约上"; a person of the
domain's own word in the possessive ("that teacher's lessons") owning the record named before; "did any X actually
fail" of a failing status no status word names; alerts counted by 条; "tonight" as this evening from 17:00."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import (
    ALERTS_COUNTED,
    ALERTS_STARTED,
    asks_failed_records,
    asks_record_owner,
    qualified_calls_failing,
    record_topic,
    status_matches,
)
from superbiz.agents.timeparse import format_local, resolve_time

_NOW = datetime(2026, 12, 6, 17, 45, tzinfo=UTC)


@pytest.mark.spec("Answer the question that was asked")
def test_a_bare_count_of_records_that_did_not_make_it_takes_the_earlier_records() -> None:
    """Scenario "how many didn't make it?" after "what happened to citation uploads last night?" (kerbmint; dev
    harbor-kd-followup-didnt-make-it-count-en): the earlier question's records, failed — never the subject's lines."""
    earlier = ["what happened to bookings this afternoon?"]
    for asked in ("how many didn't make it?", "and how many did not go through?", "how many never made it so far?"):
        assert record_topic(asked, earlier, names_records=lambda q: "bookings" in q) == earlier[0], asked
    assert record_topic("how many errors didn't make it?", earlier, names_records=lambda q: "bookings" in q) == ""


@pytest.mark.spec("Answer the question that was asked")
def test_records_lost_or_not_booked_name_their_status() -> None:
    """Scenario "how many notices have we lost so far?" (pagewick) ↔ HOLD_NOTICE_LOST, "昨晚一共多少单配送没约上"
    (stemfold) ↔ NO_COURIER_SLOT: the records of the status the words say, never a gap or the window's lines."""
    held = ("BORROWED", "ON_HOLD", "RETURNED", "LOAN_DENIED", "HOLD_NOTICE_LOST")
    assert asks_failed_records("how many notices have we lost so far?")
    assert asks_failed_records("how many notices were lost?")
    assert status_matches("how many notices have we lost so far?", held) == ["HOLD_NOTICE_LOST"]
    assert not asks_failed_records("how many errors have we lost?")
    slots = ("ARRANGED", "ARRANGE_FAILED", "DELIVERED", "DISPATCHED", "NO_COURIER_SLOT")
    assert status_matches("昨晚一共多少单配送没约上", slots) == ["NO_COURIER_SLOT"]
    assert status_matches("多少单约不上快递", slots) == ["NO_COURIER_SLOT"]
    plan = offline_plan("昨晚一共多少单配送没约上", Catalog(
        services=("dropmint", "dropmint-db"), order_statuses=slots, failed_statuses=("ARRANGE_FAILED",
                                                                                     "NO_COURIER_SLOT"),
        timezone="UTC", data_start=datetime(2026, 12, 4, tzinfo=UTC), data_end=_NOW), now=_NOW)
    assert not plan.uncounted and plan.statuses == ["NO_COURIER_SLOT"], plan


@pytest.mark.spec("Answer the question that was asked")
def test_a_person_in_the_possessive_owns_the_record_named_before() -> None:
    """Scenario "how many of that teacher's lessons failed in total?" after "lesson DL380-KN7E-GI failed, why?"
    (drumlane; dev harbor-kd-followup-that-shippers-records-en): the record's owner — never a part of the system."""
    assert asks_record_owner("how many of that teacher's lessons failed in total?")
    assert asks_record_owner("how many of that shipper's bookings failed?")
    assert not asks_record_owner("how many of that service's errors were timeouts?")
    assert not asks_record_owner("how many of that day's bookings failed?")


@pytest.mark.spec("Answer the question that was asked")
def test_did_any_records_actually_fail_names_the_failing_status_of_their_noun() -> None:
    """Scenario "did any citation uploads actually fail during last night's backlog?" (kerbmint; dev
    harbor-kd-any-quotes-actually-fail-yes-en): the records' noun names the one failing status of its word
    (UPLOAD_TIMEOUT), never the failed status of other records (SESSION_FAILED) nor one that went through
    (CITATION_FILED); the count answers the yes/no."""
    assert asks_failed_records("did any citation uploads actually fail during last night's backlog?")
    held = ("CITATION_FILED", "PAID", "SESSION_ENDED", "SESSION_FAILED", "UPLOAD_TIMEOUT")
    plan = offline_plan("did any citation uploads actually fail during last night's backlog?", Catalog(
        services=("citefeed", "citeq"), order_statuses=held, failed_statuses=("SESSION_FAILED", "UPLOAD_TIMEOUT"),
        timezone="UTC", data_start=datetime(2026, 12, 4, tzinfo=UTC), data_end=_NOW), now=_NOW)
    assert plan.statuses == ["UPLOAD_TIMEOUT"] and "count" in plan.aspects, plan
    assert [c.arguments.get("status") for c in plan.calls if c.tool == "query_order"] == ["UPLOAD_TIMEOUT"]


@pytest.mark.spec("Answer the question that was asked")
def test_alerts_counted_by_tiao_are_the_alerts_begun() -> None:
    """Scenario "今天零点以后 新触发的告警有几条" (reedmill; dev ledgerly-kd-new-alerts-since-midnight-tiao-zh): the
    alerts that began in the window, never the window's error lines; alert log lines by 条 stay lines."""
    assert ALERTS_COUNTED.search("今天零点以后 新触发的告警有几条")
    assert ALERTS_STARTED.search("今天零点以后 新触发的告警有几条")
    assert not ALERTS_COUNTED.search("告警日志有几条")


@pytest.mark.spec("Answer the question that was asked")
def test_tonight_is_this_evening_from_five() -> None:
    """Scenario "how many video joins failed tonight?" at 18:45 (drumlane): asked in its first hour, the evening from
    17:00, so the failures begun at dusk (17:46) are tonight's; 今晚 keeps 18:00, so does "tonight" asked later in
    the evening or in the small hours (the night now ending)."""
    tz = ZoneInfo("Europe/Gibraltar")
    spec = resolve_time("how many video joins failed tonight?", now=_NOW, zone=tz)
    assert format_local(spec.start, tz) == "2026-12-06 17:00"
    zh = resolve_time("今晚失败了多少单", now=_NOW, zone=tz)
    assert format_local(zh.start, tz) == "2026-12-06 18:00"
    small = resolve_time("how many joins failed tonight?", now=datetime(2026, 12, 6, 2, 15, tzinfo=UTC), zone=tz)
    assert format_local(small.start, tz) == "2026-12-05 18:00"
    later = resolve_time("any errors tonight?", now=datetime(2026, 12, 6, 20, 0, tzinfo=UTC), zone=tz)
    assert format_local(later.start, tz) == "2026-12-06 18:00"


@pytest.mark.spec("Answer the question that was asked")
def test_requests_qualified_by_a_status_word_are_records_and_a_part_of_day_names_no_db() -> None:
    """Scenario "how many flight requests got rejected during the midnight DB mess?" (rotorlab; dev
    harbor-kd-quote-requests-timed-out-during-part-db-mess-en): "midnight DB" is no unknown service (a time, not a
    name), and "flight requests … rejected" are FLIGHT_REJECTED's records — "how many requests got rejected" stays
    calls."""
    held = ("AIRBORNE", "DELIVERED", "PLANNED", "FLIGHT_REJECTED")
    assert qualified_calls_failing("how many flight requests got rejected during the midnight DB mess?", held) == [
        "FLIGHT_REJECTED"]
    assert qualified_calls_failing("how many http requests got rejected?", held) == []
    plan = offline_plan("how many flight requests got rejected during the midnight DB mess?", Catalog(
        services=("skyslip", "skyslip-pg"), order_statuses=held, failed_statuses=("FLIGHT_REJECTED",),
        timezone="UTC", data_start=datetime(2026, 12, 4, tzinfo=UTC), data_end=_NOW), now=_NOW)
    assert not plan.unknown_services and plan.statuses == ["FLIGHT_REJECTED"], plan
