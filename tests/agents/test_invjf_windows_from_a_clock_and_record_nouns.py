"""Patterns from the opened vanpitch, lockwise and mushtrail worlds (invJF, stop 44): windows started by a clock —
"since I went off shift at 5pm" (an event told with its subject pronoun, then its clock), "went to bed around 10pm,
what broke overnight?" (an evening clock beside "overnight": the night from it to 06:00), "八点二十几开始一直报错" (a
clock said loosely, then 开始) — each a window from the clock on, never the hour around it; a hyphenated plural noun
beside a record status written as the data writes it ("a bunch of call-outs show BOOKING_VOID") is the domain's record
word, not an unknown service; and the cause of a queue's trouble told in words asks its lagging consumer beside it."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from typing import cast
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.causes import _origin_alarm
from superbiz.agents.investigate import Finding, RecordedCall
from superbiz.agents.timeparse import resolve_time
from superbiz.chat.service import ChatService
from superbiz.contracts import EvidenceRef
from tests.agents.world_chat import world_chat

ZONE = ZoneInfo("Asia/Yakutsk")
NOW = datetime(2026, 12, 8, 9, 0, tzinfo=ZONE)


def _local(spec_time: datetime) -> tuple[int, int, int]:
    at = spec_time.astimezone(ZONE)
    return at.day, at.hour, at.minute


@pytest.mark.spec("Answer the question that was asked")
def test_since_an_event_told_with_its_pronoun_at_a_clock_runs_to_now() -> None:
    """Scenario "Answer the question that was asked": "what broke since I went off shift at 5pm yesterday?" covers
    yesterday 17:00 up to now (before: 16:30-17:30, the hour around the clock)."""
    spec = resolve_time("what broke since I went off shift at 5pm yesterday?", now=NOW, zone=ZONE)
    assert _local(spec.start) == (7, 17, 0) and _local(spec.end) == (8, 9, 0)
    spec = resolve_time("anything fail since we started work at 7am?", now=NOW, zone=ZONE)
    assert _local(spec.start) == (8, 7, 0) and _local(spec.end) == (8, 9, 0)


@pytest.mark.spec("Answer the question that was asked")
def test_an_evening_clock_beside_overnight_starts_the_night() -> None:
    """Scenario "Answer the question that was asked": "went to bed around 10pm, what broke overnight?" covers 22:00
    to 06:00 the next morning; a small-hours clock ("around 1am overnight") keeps its own hour."""
    spec = resolve_time("went to bed around 10pm, what broke overnight?", now=NOW, zone=ZONE)
    assert _local(spec.start) == (7, 22, 0) and _local(spec.end) == (8, 6, 0)
    spec = resolve_time("I left at 11pm, anything happen during the night?", now=NOW, zone=ZONE)
    assert _local(spec.start) == (7, 23, 0) and _local(spec.end) == (8, 6, 0)
    small = resolve_time("what broke around 1am overnight?", now=NOW, zone=ZONE)
    assert _local(small.start)[1] in (0, 1) and _local(small.end)[1] in (1, 2)


@pytest.mark.spec("Answer the question that was asked")
def test_a_loosely_said_clock_before_kaishi_starts_the_window() -> None:
    """Scenario "Answer the question that was asked": "八点二十几开始订位一直报错" covers 08:20 up to now,
    "十一点零几开始" 11:00 up to now (before: the hour around the clock, which held an earlier episode's tail)."""
    spec = resolve_time("房车App 八点二十几开始订位一直报错，根因是啥", now=NOW, zone=ZONE)
    assert _local(spec.start) == (8, 8, 20) and _local(spec.end) == (8, 9, 0)
    late = datetime(2026, 12, 8, 11, 45, tzinfo=ZONE)
    spec = resolve_time("转账服务十一点零几开始一直报错，根因是啥", now=late, zone=ZONE)
    assert _local(spec.start) == (8, 11, 0) and _local(spec.end) == (8, 11, 45)


@pytest.fixture(scope="module")
def ledgerly(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ChatService]:
    with world_chat(tmp_path_factory.mktemp("invjf-ledgerly"), "ledgerly") as chat:
        yield chat


@pytest.fixture(scope="module")
def harbor(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ChatService]:
    with world_chat(tmp_path_factory.mktemp("invjf-harbor"), "harbor") as chat:
        yield chat


@pytest.mark.spec("Answer the question that was asked")
def test_hyphenated_record_noun_beside_a_status_is_no_unknown_service(ledgerly: ChatService) -> None:
    """Scenario "Answer the question that was asked": "a bunch of pay-outs show FAILED_LEDGER this morning, what
    broke?" (ledgerly: the failed transfers' ledger core waits on its database's locks) names the database behind
    the records' failures — never a gap about an unknown service "pay-outs"."""
    head = ledgerly.ask("a bunch of pay-outs show FAILED_LEDGER this morning, what broke?", user_id="t",
                        conversation_id="invjf-c1").answer.splitlines()[0]
    assert "ledger-mysql" in head and "pay-outs" not in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_cause_of_a_queue_trouble_asks_its_lagging_consumer(harbor: ChatService) -> None:
    """Scenario "Answer the question that was asked": "货运事件总线下午三点以后一直读不出来，什么原因" (harbor: the
    event bus logs nothing; its manifest consumer lags) names the consumer's backlog, never "no anomaly"."""
    head = harbor.ask("货运事件总线下午三点以后一直读不出来，什么原因", user_id="t",
                      conversation_id="invjf-c2").answer.splitlines()[0]
    assert "manifest-worker" in head and "积压" in head, head


def _alert(name: str, since: str, summary: str) -> EvidenceRef:
    return EvidenceRef(raw_path=f"alerts[{name}]", text=f"alert {name} service=origin state=resolved severity=critical "
                       f"since={since} until=2026-12-09T21:00:00Z summary={summary}; duration=20m", alertname=name)


@pytest.mark.spec("Answer the question that was asked")
def test_origin_alert_of_a_later_episode_is_not_said_of_this_one() -> None:
    """Scenario "Answer the question that was asked": "camper app was throwing errors from like 7:35, whats the
    cause?" where the origin's onset is its deploy's error alert (19:33) and its pool alert began at 20:23 (a later
    episode in the same window): the head says the onset's own alert (its summary names the deploy), never the later
    episode's pool alert; an alert near the onset is still said beside it."""
    call = cast(RecordedCall, object())
    onset = _alert("CallsFailing", "2026-12-09T19:33:00Z", "error ratio 27% > 2% after deploy 3.14.0")
    later = _alert("ConnsAllBusy", "2026-12-09T20:23:00Z", "connection pool 40/40 in use")
    found = Finding(service="origin", resolved=[(call, onset), (call, later)])
    assert _origin_alarm(found, onset) == (call, onset)
    near = _alert("LatencyHigh", "2026-12-09T19:40:00Z", "p99 1.2s > 1s")
    assert _origin_alarm(Finding(service="origin", resolved=[(call, onset), (call, near)]), onset) == (call, near)
    assert _origin_alarm(Finding(service="origin", resolved=[(call, onset)]), onset) is None
