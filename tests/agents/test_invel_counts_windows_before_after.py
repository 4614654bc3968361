"""Issue 10 patterns of counts (invEL; opened oasisfuel, pianohall, payroo): windows split at a clock said short
("before midnight or after?", "零点前和零点后"), records of a status said by its verb compared across them, the records
two troubles cost ("more purchases lost to A or to B?"), "and how many?" after "why can't people buy seats?", and
"were any <records> declined before midnight?" answered by the records' count."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import aspects_of, cant_do_status, record_topic
from superbiz.agents.timeparse import resolve_time
from superbiz.agents.timewindows import resolve_windows
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.answer_base import ANY_RECORDS_FAILED
from superbiz.render.material import AllowedMaterial, MaterialItem
from tests.agents.synthetic import CATALOG
from tests.agents.world_chat import world_asker

_ZONE = ZoneInfo("Asia/Kuwait")
#: 00:40 local, forty minutes after midnight
_AFTER_MIDNIGHT = datetime(2026, 12, 4, 21, 40, tzinfo=UTC)
#: 06:30 local, hours after midnight (the hours "around midnight" end after now's midnight + 3 h)
_MORNING = datetime(2026, 12, 5, 3, 30, tzinfo=UTC)
_DECLINED = CATALOG.model_copy(update={"order_statuses": ("SETTLED", "FUELED", "CARD_DECLINED")})


def _local(at: datetime) -> str:
    return at.astimezone(_ZONE).strftime("%d %H:%M")


@pytest.mark.parametrize("question", ["零点前被拒了几笔？", "0点之前报了多少错"])
def test_before_zero_oclock_is_the_hours_up_to_that_midnight(question: str) -> None:
    """oasisfuel-declined-before-vs-after-zh: "零点前" was the empty span from the day's start to itself (00:00 ~
    00:00); it is the hours up to that midnight, as "午夜之前"."""
    spec = resolve_time(question, now=_AFTER_MIDNIGHT, zone=_ZONE)
    assert (_local(spec.start), _local(spec.end)) == ("04 21:00", "05 00:00")


@pytest.mark.parametrize("question", ["were more payruns failing before midnight or after?",
                                      "more declined payments before or after midnight?",
                                      "零点前和零点后，哪边被拒的加油支付更多？",
                                      "午夜之前和之后哪边失败的多"])
@pytest.mark.parametrize("now", [_AFTER_MIDNIGHT, _MORNING])
def test_before_and_after_a_clock_said_short_are_two_windows_split_at_it(question: str, now: datetime) -> None:
    """payroo-failed-before-after-midnight-en: "before midnight or after?" — the second side said short is the
    after-window of the same clock; the before side ends at it (never the hours either side, which overlap)."""
    pair = resolve_windows(question, now=now, zone=_ZONE)
    assert pair is not None
    before, after = pair
    assert (_local(before.start), _local(before.end)) == ("04 21:00", "05 00:00")
    assert (_local(after.start), after.end) == ("05 00:00", now)


def test_a_status_said_by_its_verb_compared_across_two_windows_counts_those_records() -> None:
    """oasisfuel-declined-before-vs-after-zh: "哪边被拒的加油支付更多" — the records of the status 被拒 says in each
    window, not the log lines of a service."""
    plan = offline_plan("零点前和零点后，哪边被拒的支付更多？", _DECLINED, now=_AFTER_MIDNIGHT)
    assert plan.aspects == ["comparison", "record"], plan
    assert plan.statuses == ["CARD_DECLINED"]
    assert plan.compare_start and plan.compare_end


def test_more_records_lost_to_one_trouble_or_another_is_a_comparison() -> None:
    """pianohall-two-failure-kinds-en: "more purchases lost to the payment cert issue or to the seat map slowness?"
    compares the records each trouble cost (it was read as a cause)."""
    question = "today, more purchases lost to the payment cert issue or to the seat map slowness?"
    assert "comparison" in aspects_of(question, has_entity=True, has_record=False)
    assert "cause" not in aspects_of(question, has_entity=True, has_record=False)


def test_how_many_after_why_cant_people_buy_seats_counts_the_seat_status() -> None:
    """pianohall-followup-seat-count-en: "and how many?" after "why can't people buy seats right now?" counts the
    records of the failing status whose first word is the noun said (seats ↔ SEAT_TIMEOUT; a 4-letter noun the
    domain-noun reader of five letters misses)."""
    statuses = ("ISSUED", "PAYMENT_DECLINED", "SEAT_TIMEOUT")
    earlier = "why can't people buy seats right now?"
    assert cant_do_status(earlier, statuses) == ["SEAT_TIMEOUT"]
    assert cant_do_status("why can't people log in?", statuses) == []
    assert cant_do_status(earlier, ("SEAT_HELD", "ISSUED")) == []  # no failing status of the noun
    assert record_topic("and how many?", [earlier], statuses=statuses) == earlier


@pytest.mark.parametrize("question", ["Were any fuel payments declined before midnight?",
                                      "did any bookings time out this afternoon?",
                                      "have any transfers failed today?"])
def test_any_records_of_a_failing_verb_is_read_as_a_yes_no_over_records(question: str) -> None:
    """oasisfuel-declined-before-midnight-yes-en: a yes/no whether records of a failing status were made."""
    assert ANY_RECORDS_FAILED.search(question)


def test_any_records_declined_before_midnight_counts_them_before_that_midnight() -> None:
    """oasisfuel-declined-before-midnight-yes-en: it was an overview; the status's records counted in the hours up to
    midnight (the yes/no opening no longer widens "before midnight" to the hours either side)."""
    plan = offline_plan("Were any payments declined before midnight?", _DECLINED, now=_AFTER_MIDNIGHT)
    assert plan.aspects == ["count", "record"], plan
    assert plan.statuses == ["CARD_DECLINED"]
    spec = resolve_time("Were any payments declined before midnight?", now=_AFTER_MIDNIGHT, zone=_ZONE)
    assert _local(spec.end) == "05 00:00"


def test_any_records_timed_out_answers_yes_or_no_by_their_count(tmp_path: Path) -> None:
    """oasisfuel-declined-before-midnight-yes-en over harbor: "did any bookings time out this afternoon?" — yes by the
    afternoon's QUOTE_TIMEOUT records (it answered "no" with the booking service's lines); none before noon → no."""
    with world_asker(tmp_path, "harbor") as ask:
        answer, count = ask("did any bookings time out this afternoon?",
                            "SELECT count(*) FROM orders WHERE status = 'QUOTE_TIMEOUT'")
        assert count > 0
        assert answer.startswith("是，"), answer
        assert f"共 {count} 笔" in answer.splitlines()[0]
        answer, _ = ask("were any bookings timed out before noon?", "SELECT 0")
        assert answer.startswith("没有，"), answer


@pytest.mark.parametrize(("tally", "opening"), [("9", "是，"), ("0", "没有，")])
def test_any_records_failed_during_an_incident_answers_by_the_incidents_failed_records(tally: str,
                                                                                       opening: str) -> None:
    """pickpack-alloc-failed-orders-en (fixD): "did any shipments fail allocation during the reservation cache
    incident?" — the count head is the incident's failed records ("cache 那次（错误码 X）的失败订单数：共 9 笔"), not
    the status's count in the window: the yes/no reads it too (it gave the count with no yes/no first)."""
    head = MaterialItem(claim_id="e1", claim_type="observation",
                        text=f"cache 那次（错误码 INT-5023）的失败订单数：共 {tally} 笔")
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=[head])
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="count", status="answered", claim_ids=["e1"])])
    brief = AnswerBrief(coverage=coverage, question_text="Did any shipments fail allocation during the reservation "
                                                         "cache incident?")
    line = lead_lines(material, brief)[0]
    assert line.startswith(opening) and f"共 {tally} 笔" in line, line
