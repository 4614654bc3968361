"""Issue 10, stop 45: held-out regressions of the merged round (each case passed at the stop's start and failed on
the merged code, found only by the whole held-out run; the opened worlds are built here, expected values by SQL).

* A Chinese alias "slipped" by one inner character (invKF) named a service whose alias ends with a kind word
  every world uses: "轨道计算服务 orbicalc" read as the billing service's "计费服务", "无人机充电桩服务" as another's —
  a service the data does not hold must stay a gap.
* "是同一个原因吗" after two cause turns (invKF) set the turns' windows against each other when the last turn
  names no subject of its own (续租, a word two services share): one subject's two windows, "无法确定".
* The earlier wave's tail running into the later window (invKF's ``_drop_tail``) is dropped in the subject's
  same-cause path too ("早上七点半 X 为啥失败" / "那八点二十那波呢？" / "是同一个原因吗").
* "how many campsite bookings failed since 9pm?" (invKD): "bookings", the noun of every record of a booking world,
  named the one failing status BOOKING_TIMEOUT; "did any seat reservations actually fail yesterday …?": the
  window's breakdown by status came first, the yes/no was left unsaid.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_terms import _failing_status_named
from superbiz.agents.question import match_services
from tests.agents.world_chat import ask_head, spec_catalog, sql_text, world_service

_SPEC = "Answer the question that was asked"


@pytest.mark.spec(_SPEC)
def test_a_slip_beside_a_kind_word_names_no_service() -> None:
    orbit = spec_catalog("orbitpass")
    assert match_services("轨道计算服务 orbicalc 今天有报错吗", orbit.services, orbit.aliases()) == []
    rotor = spec_catalog("rotorlab")
    assert match_services("无人机充电桩服务今天怎么样", rotor.services, rotor.aliases()) == []
    #: a slip inside the alias's own words still names it (invKF's case)
    drum = spec_catalog("drumlane")
    assert match_services("快六点那会儿视屏课一直进不去", drum.services, drum.aliases()) == ["encorecam"]


@pytest.mark.spec(_SPEC)
def test_two_cause_turns_are_two_sides_only_when_the_last_names_its_own_subject() -> None:
    now = datetime(2026, 12, 7, 23, 5, tzinfo=UTC)
    plot = spec_catalog("plotshed").model_copy(update={"data_end": now})
    carried = offline_plan("是同一个原因吗", plot, now=now,
                           earlier_questions=["昨天傍晚借工具失败是什么原因", "今天早上续租失败又是什么原因"])
    assert not carried.compare_start and carried.aspects == ["cause"]
    reed = spec_catalog("reedmill")
    reed_now = datetime(2026, 12, 3, 22, 15, tzinfo=UTC)
    apart = offline_plan("是同一个原因吗", reed.model_copy(update={"data_end": reed_now}), now=reed_now,
                         earlier_questions=["昨晚捐款为啥失败", "昨天下午广告位预订又为啥失败"])
    assert apart.compare_start


@pytest.mark.spec(_SPEC)
def test_the_earlier_waves_tail_leaves_the_later_side_of_a_subjects_same_cause(tmp_path: Path) -> None:
    with world_service(tmp_path, "vanpitch") as (chat, url):
        codes = sql_text(url, "SELECT count(DISTINCT error_code) FROM log_record WHERE service = 'pitchery' "
                              "AND level = 'ERROR'")
        head = ask_head(chat, "早上七点半订营位失败是啥原因", "那八点二十那波呢？", "是同一个原因吗")
    assert int(codes) >= 2  # the deploy's code and the pool's, at least
    assert head.startswith("不是"), head


@pytest.mark.spec(_SPEC)
def test_a_generic_record_noun_names_no_one_failing_status() -> None:
    camp = spec_catalog("campfire")
    held = camp.model_copy(update={"order_statuses": ("AVAIL_UNCONFIRMED", "BOOKING_TIMEOUT", "CANCELLED",
                                                      "CHECKED_IN", "RESERVED"),
                                   "failed_statuses": ("AVAIL_UNCONFIRMED", "BOOKING_TIMEOUT")})
    assert _failing_status_named("how many campsite bookings failed since 9pm?", held) == []
    kerb = spec_catalog("kerbmint").model_copy(update={
        "order_statuses": ("CITATION_FILED", "PAID", "SESSION_ENDED", "SESSION_FAILED", "UPLOAD_TIMEOUT"),
        "failed_statuses": ("SESSION_FAILED", "UPLOAD_TIMEOUT")})
    assert _failing_status_named("did any citation uploads actually fail during last night's backlog?",
                                 kerb) == ["UPLOAD_TIMEOUT"]


@pytest.mark.spec(_SPEC)
def test_any_records_failed_is_answered_by_the_status_count_after_the_breakdown(tmp_path: Path) -> None:
    with world_service(tmp_path, "steamrail") as (chat, url):
        failed = sql_text(url, "SELECT count(*) FROM orders WHERE status = 'SEAT_HOLD_FAILED'")
        head = ask_head(chat, "did any seat reservations actually fail yesterday cuz of the cache thing?")
    assert int(failed) > 0
    assert head.startswith("是，"), head
