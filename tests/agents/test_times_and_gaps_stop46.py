"""Question patterns of stop 46 (investigator invLG: times, records and gaps), on no real world: a record id joined
by an "@", a bare hour after "at" ("that warning at 7"), "did it clear, and when?" asking the end, "新版本几点开始发的"
asking the deploy's own start, "白天" as the working day (not the whole day), an alias word that is also the verb of
a trouble's time ("what time did it start?" names no "… start scheduler"), a device's readings nothing measures (a
gap), "Y 受影响了吗" with no 也 as a follow-up on the conversation's trouble, and an end asked after a question saying
the activity one dependency's description heads ("约课" of "约课服务")."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import _also_affected
from superbiz.agents.plan_entities import _ID_LIKE
from superbiz.agents.plan_model import Catalog
from superbiz.agents.plan_terms import _device_reading
from superbiz.agents.plan_turns import _activity_callees
from superbiz.agents.question import aspects_of, id_candidates, match_services
from superbiz.agents.question_ops import actions_timed
from superbiz.agents.timeparse import format_local, resolve_time

_ZONE = ZoneInfo("Asia/Tomsk")
_NOW = datetime(2026, 12, 7, 6, 5, tzinfo=UTC)  # 13:05 local


def _window(question: str) -> tuple[str, str]:
    spec = resolve_time(question, now=_NOW, zone=_ZONE)
    assert spec.explicit
    return format_local(spec.start, _ZONE), format_local(spec.end, _ZONE)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "token"), [("member says booking QX12345@abc didnt go through", "QX12345@abc"),
                                                  ("ZK55555@zz 这单怎么了？", "ZK55555@zz")])
def test_a_record_id_joined_by_an_at_sign_is_looked_up_whole(question: str, token: str) -> None:
    """Pattern "FJ85091@fdf": an "@" joins a record id's parts (looked up whole), never cuts it at the "@"."""
    assert token in id_candidates(question, [])


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "start", "end"), [
    ("that latency warning at 7 — did it clear, and when?", "2026-12-07 06:30", "2026-12-07 07:30"),
    ("the alert at 11, did it clear", "2026-12-07 10:30", "2026-12-07 11:30"),
    #: at 13:05 the afternoon's 3 o'clock is still ahead: the latest passed is 03:00
    ("the warning at 3, is it over?", "2026-12-07 02:30", "2026-12-07 03:30"),
])
def test_a_bare_hour_after_at_is_its_latest_occurrence(question: str, start: str, end: str) -> None:
    """Pattern "the warning at 7": an hour said bare after at/around, closing the clause, is that clock (its latest
    occurrence passed) — the window around it, not the default recent hour."""
    assert _window(question) == (start, end)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["p99 peaked at 3 — ok?", "queue stuck at 2 — why?"])
def test_a_value_at_a_number_is_no_clock(question: str) -> None:
    """Pattern: "peaked at 3", "stuck at 2" are a value's level, never a clock (the default window stays)."""
    assert not resolve_time(question, now=_NOW, zone=_ZONE).explicit


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["that latency warning at 7 — did it clear, and when?",
                                      "did the alert resolve and when?"])
def test_did_it_clear_and_when_asks_the_end(question: str) -> None:
    """Pattern "did it clear, and when?": whether the trouble went away, then when — its end."""
    assert aspects_of(question, has_entity=True, has_record=False) == ["end"]


@pytest.mark.spec("Answer the question that was asked")
def test_the_new_version_started_going_out_asks_the_deploy() -> None:
    """Pattern "X 新版本几点开始发的": the new version (no number said) going out is the deploy's own start."""
    assert actions_timed("svc-a 新版本几点开始发的？") == ["发布"]


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "start", "end"), [
    ("昨天白天都出过哪些事？", "2026-12-06 06:00", "2026-12-06 18:00"),
    ("what went wrong during the day yesterday?", "2026-12-06 06:00", "2026-12-06 18:00"),
    ("昨天白天到晚上有什么问题", "2026-12-06 06:00", "2026-12-07 00:00"),
])
def test_daytime_is_the_working_day(question: str, start: str, end: str) -> None:
    """Pattern "昨天白天": the working day (06:00–18:00), never the whole day with its night."""
    assert _window(question) == (start, end)


@pytest.mark.spec("Answer the question that was asked")
def test_a_verb_alias_after_a_pronoun_names_no_service() -> None:
    """Pattern "what time did it start?" of a world with a "wave start scheduler": the verb said of the trouble names
    no service (the follow-up keeps the conversation's subject); "the start scheduler" still names it."""
    services = ["wave-svc", "pledge-svc"]
    aliases = {"start": "wave-svc", "start scheduler": "wave-svc", "wave start scheduler": "wave-svc"}
    assert match_services("what time did it start?", services, aliases) == []
    assert match_services("when did the errors start?", services, aliases) == []
    assert match_services("is the start scheduler ok?", services, aliases) == ["wave-svc"]


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "device"), [("补水站的水量传感器数据 今天有异常吗", "水量传感器"),
                                                   ("are the server room humidity sensor readings ok today?",
                                                    "server room humidity sensor")])
def test_a_device_reading_nothing_names_is_unmeasured(question: str, device: str) -> None:
    """Pattern "水量传感器数据有异常吗": a device's readings no metric, service, description, status or alert holds are
    a gap (the device named), never the whole world's health."""
    known = "svc-a 报名服务 / runner registration service svc_p99_ms svc_err_frac"
    assert _device_reading(question, known) == device


@pytest.mark.spec("Answer the question that was asked")
def test_a_device_the_data_describes_is_no_gap() -> None:
    """Pattern: a sensor the world's descriptions hold ("水量传感器接入 / water sensor ingest") is measured there."""
    known = "sensorhub 水量传感器接入 / water sensor ingest"
    assert _device_reading("水量传感器数据今天有异常吗", known) is None
    assert _device_reading("are the water sensor readings ok?", known) is None


_CHAIN = Catalog(services=("svc-a", "svc-b", "svc-c"), dependencies={"svc-b": ("svc-a",)},
                 descriptions={"svc-a": "账户服务", "svc-b": "转账服务", "svc-c": "通知服务"})


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "follows"), [
    ("svc-b 受影响了吗", True), ("svc-b 受到影响了没", True), ("svc-b 也受影响了吗", True),
    ("svc-c 也受影响了吗", True), ("svc-c 受影响了吗", False)])
def test_affected_without_also_asks_whether_the_trouble_reached_it(question: str, follows: bool) -> None:
    """Pattern "Y 受影响了吗" (no 也) after a question about X's trouble: whether X's trouble reached Y, as with 也 —
    when Y depends on X (stop 46's merge: of a Y that calls nothing of X's, Y's own health is asked)."""
    assert _also_affected(question, ["svc-a 今天上午为啥报错"], _CHAIN, None) is follows


@pytest.mark.spec("Answer the question that was asked")
def test_an_at_joined_id_is_id_shaped() -> None:
    """Pattern "帮我查下 KQ40417@fdf": an "@"-joined token with a digit is id-shaped (stated as a gap when the data
    lacks it); a bare e-mail-like word pair is not."""
    assert _ID_LIKE.fullmatch("KQ40417@fdf")
    assert not _ID_LIKE.fullmatch("bob@example")


@pytest.mark.spec("Answer the question that was asked")
def test_an_activity_said_is_the_dependency_whose_description_heads_it() -> None:
    """Pattern "几点恢复的" after "学员App四点多约课咋老失败": the activity said (约课) is the Chinese
    description head of one of the subject's dependencies ("约课服务"), so the end asked is that of the subject's
    records about it — the dependency is carried as the episode's words, never another dependency's later episode
    in the same window."""
    catalog = Catalog(services=("app-a", "lesson-b", "slot-c"),
                      dependencies={"app-a": ("lesson-b", "slot-c")},
                      descriptions={"app-a": "学员App (约课、约路考) / learners' app",
                                    "lesson-b": "约课服务 (练车课预约) / lesson-booking service",
                                    "slot-c": "路考预约服务 (考位分配) / road-test slot service"})
    assert _activity_callees("学员App四点多约课咋老失败", "app-a", catalog) == ["lesson-b"]
    assert _activity_callees("学员App四点多咋老失败", "app-a", catalog) == []
