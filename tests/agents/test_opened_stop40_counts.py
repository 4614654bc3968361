"""Counts found by the opened sunlease, pyrenshop and datepalm worlds (stop 40), on no real world: English spoken
clocks ("after ten thirty", "before half eight") as the window's bound, records "refused" counted in their status,
and (opened yurtstay) a customer's other failed records counted without the one named before."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.question import asks_failed_records, aspects_of, status_matches
from superbiz.agents.question_text import clean_question
from superbiz.agents.timeparse import resolve_time
from tests.agents.world_chat import sql_text, world_service

_ZONE = ZoneInfo("Europe/Andorra")
_NOW = datetime(2026, 12, 5, 20, 30, tzinfo=UTC)  # 21:30 local


def _local(question: str) -> tuple[str, str]:
    spec = resolve_time(clean_question(question), now=_NOW, zone=_ZONE)
    return spec.start.astimezone(_ZONE).strftime("%H:%M"), spec.end.astimezone(_ZONE).strftime("%H:%M")


@pytest.mark.spec("Narrow scope produces minimal observation claims")
@pytest.mark.parametrize(("question", "window"), [
    ("how many repayments failed after ten thirty?", ("10:30", "21:30")),
    ("how many refund forms got rejected before half eight?", ("00:00", "20:30")),
    ("errors after ten fifteen this morning", ("10:15", "21:30")),
    ("how many failed before ten oh five?", ("00:00", "10:05")),
    ("since half 9 this morning", ("09:30", "21:30")),
])
def test_spoken_clock_bounds_the_window(question: str, window: tuple[str, str]) -> None:
    """Pattern "a spoken clock" (opened sunlease: "how many repayments failed after ten thirty?" and pyrenshop:
    "…before half eight?" counted the default hour): a spoken clock after a time preposition is that clock, its
    most recent occurrence when no half of the day is said."""
    assert _local(question) == window


def test_a_spoken_number_is_no_clock() -> None:
    assert _local("about ten twenty errors") == ("20:30", "21:30")


def test_a_spoken_clock_of_another_day_leaves_the_day() -> None:
    """Opened hearthlink "yesterday around half past two, …": of another day, an hour of no half of the day may be
    either half — the day named is the window (not 02:00–03:30, outside the data)."""
    spec = resolve_time(clean_question("yesterday around half past two, why did X break?"), now=_NOW, zone=_ZONE)
    assert spec.end - spec.start >= timedelta(hours=20)
    spec = resolve_time(clean_question("how many failed yesterday after ten thirty?"), now=_NOW, zone=_ZONE)
    assert spec.end - spec.start >= timedelta(hours=20)


@pytest.mark.spec("Narrow scope produces minimal observation claims")
@pytest.mark.parametrize(("question", "asked"), [
    ("cache-a 从开始驱逐到现在 多少分钟了", ["duration"]), ("X 报错几个小时了？", ["duration"]),
    ("今天报了多少条了", ["count"]),
])
def test_minutes_so_far_ask_a_duration(question: str, asked: list[str]) -> None:
    """Pattern "a running span so far" (opened crabhaul: "<cache> 从开始驱逐到现在 多少分钟了" was a count, answered
    with a metric's peak): "多少分钟了 / 几个小时了" ending the question asks how long it has been going on."""
    assert aspects_of(question, has_entity=True, has_record=False) == asked


@pytest.mark.spec("Narrow scope produces minimal observation claims")
def test_records_refused_are_counted_in_their_status() -> None:
    """Pattern "records refused" (opened datepalm: "how many export declarations got refused last night?" counted
    a broker's log lines): "refused" is a verdict like "rejected", naming the …REFUSED / …REJECTED status."""
    question = "how many export declarations got refused last night?"
    assert asks_failed_records(question)
    assert status_matches(question, ["FILED", "CLEARED", "DECLARATION_REFUSED"]) == ["DECLARATION_REFUSED"]
    assert status_matches("how many claims got refused today?", ["OPEN", "CLAIM_REJECTED"]) == ["CLAIM_REJECTED"]


@pytest.mark.spec("Narrow scope produces minimal observation claims")
def test_owners_other_failed_records_counted(tmp_path: Path) -> None:
    """Pattern "a customer's other records, counted" (opened yurtstay: "这个客人还有别的失败的单吗？几单" after "<id>
    这单怎么了" stated all the owner's failed records, 2, the record named before among them). Dev
    harbor-followup-customer-other-failed-count-zh: the owner's failed records less the one named before."""
    with world_service(tmp_path, "harbor") as (chat, url):
        others = sql_text(url, "SELECT count(*) FROM orders WHERE error_code IS NOT NULL AND order_id != 'SO-XYP14K' "
                               "AND user_id = (SELECT user_id FROM orders WHERE order_id = 'SO-XYP14K')")
        chat.ask("SO-XYP14K 这单怎么了", user_id="invfe", conversation_id="owner")
        answer = chat.ask("这个客户还有别的失败的单吗？几单", user_id="invfe", conversation_id="owner").answer
    assert others == "1" and answer.startswith("有，") and f"外还有 {others} 笔" in answer.splitlines()[0], answer
