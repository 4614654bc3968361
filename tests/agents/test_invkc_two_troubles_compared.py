"""invKC (stop 45, opened clutchway and drumlane): which had more — two failing statuses each told by a description's
longer Chinese word ("路考预约失败" ↔ "路考预约服务 / road-test slot service" ↔ TEST_UNBOOKED, a four-letter word of
the status said whole, before 预约 alone, which the lesson-booking description holds too), and the present set
against the hours around a clock whose run-on reaches it ("X 现在的报错 跟六点前后比": the hour centred on the clock,
then the present after it). Synthetic catalog, clock and zone, no world."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan_terms import statuses_compared
from superbiz.agents.timewindows import resolve_windows

STATUSES = ["BOOKED", "CONFIRMED", "DRIVEN", "LESSON_FAILED", "TEST_UNBOOKED"]
DESCRIPTIONS = {
    "learner-app": "学员App (约课、约路考、交学费) / learners' app",
    "lesson-svc": "约课服务 (练车课预约) / lesson-booking service",
    "slot-svc": "路考预约服务 (考位分配) / road-test slot service",
    "slot-db": "路考考位数据库 (MySQL) / road-test slot database",
}
ZONE = ZoneInfo("Europe/Lisbon")  # UTC+0 in December
EVENING = datetime(2026, 12, 10, 18, 45, tzinfo=UTC)


@pytest.mark.spec("Answer the question that was asked")
def test_a_side_told_by_a_descriptions_longer_word() -> None:
    """"今天约课失败和路考预约失败，哪个多？": 路考预约 is held whole by the road-test slot service's head, whose
    English "road-test" says TEST of TEST_UNBOOKED; 预约 alone would name the lesson-booking status on both sides."""
    assert statuses_compared("今天约课失败和路考预约失败，哪个多？", STATUSES, DESCRIPTIONS) == [
        "LESSON_FAILED", "TEST_UNBOOKED"]


@pytest.mark.spec("Answer the question that was asked")
def test_a_short_word_held_by_one_description_is_unchanged() -> None:
    """A side whose longer words no description holds still falls back to its last two characters."""
    assert statuses_compared("今天约课失败和路考失败，哪个多？", STATUSES, DESCRIPTIONS) == []


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["encam 现在的报错 跟六点前后比 怎么样", "encam 现在的报错 跟六点左右比 多了吗"])
def test_now_against_the_hours_around_a_clock_reaching_the_present(question: str) -> None:
    """At 18:45 "六点前后" runs 17:30–18:45 (an hour past the clock, capped at now): the named side is the hour
    centred on the clock and the present runs from its end, never the recent hour holding the clock's wave twice."""
    pair = resolve_windows(question, now=EVENING, zone=ZONE)
    assert pair is not None
    assert [(w.start.strftime("%H:%M"), w.end.strftime("%H:%M")) for w in pair] == [
        ("18:30", "18:45"), ("17:30", "18:30")]


@pytest.mark.spec("Answer the question that was asked")
def test_each_sides_status_by_the_service_its_records_error_lines_name() -> None:
    """"今天约课失败跟视频课进不去，哪个失败的单多？": the video service's words ("video lesson service") hold a status
    word of another status (LESSON_DONE); the failed records' error lines ("order … failed: JOIN_FAILED (call to
    video-svc failed)") name the service each side's words name, so each side counts its own failed status."""
    from sqlalchemy import create_engine, insert

    from superbiz.agents.plan import _statuses_of_sides
    from superbiz.agents.plan_model import Catalog
    from superbiz.sources.world import _build_catalog, log_record_table, orders_table, service_table, world_metadata

    engine = create_engine("sqlite://")
    world_metadata.create_all(engine)
    at = datetime(2026, 12, 10, 16, 0)
    services = {"front-app": "老师端App (接课、上视频课) / teachers' app",
                "book-svc": "约课服务 / lesson booking service",
                "video-svc": "视频课服务 (在线上课) / video lesson service"}
    with engine.begin() as conn:
        conn.execute(insert(service_table), [{"name": n, "team": "t", "description": d} for n, d in services.items()])
        conn.execute(insert(log_record_table), [
            {"ts": at, "service": "front-app", "level": "ERROR", "error_code": "FA-5027",
             "message": "order A-1 failed: BOOKING_FAILED (call to book-svc failed)"},
            {"ts": at, "service": "front-app", "level": "ERROR", "error_code": "FA-5048",
             "message": "order A-2 failed: JOIN_FAILED (call to video-svc failed)"}])
        conn.execute(insert(orders_table), [
            {"order_id": f"A-{k}", "user_id": "u", "status": status, "amount": 1, "created_at": at, "updated_at": at,
             "notify_status": "SENT", "error_code": code}
            for k, (status, code) in enumerate([("BOOKING_FAILED", "FA-5027"), ("JOIN_FAILED", "FA-5048"),
                                                ("LESSON_DONE", None)], start=1)])
        world = _build_catalog(conn)
    assert world.status_callees == {"BOOKING_FAILED": ("book-svc",), "JOIN_FAILED": ("video-svc",)}
    catalog = Catalog(services=tuple(services), descriptions=services,
                      order_statuses=("BOOKING_FAILED", "JOIN_FAILED", "LESSON_DONE"),
                      status_callees=dict(world.status_callees))
    question = "今天约课失败跟视频课进不去，哪个失败的单多？"
    assert _statuses_of_sides(question, catalog) == ["BOOKING_FAILED", "JOIN_FAILED"]


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", [
    "which lost us more bookings, the dock cache thing at lunch or the deposit pool now?",
    "which lost more orders, yesterday's bouquet deploy or the courier-slot mess last night?",
])
def test_lost_us_more_asks_the_records_each_trouble_cost(question: str) -> None:
    """"which lost us more bookings, A or B?": the records each trouble cost are compared (the person they were lost
    to may stand between "lost" and "more")."""
    from superbiz.agents.question import FAILED_MORE

    assert FAILED_MORE.search(question) is not None
