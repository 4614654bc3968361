"""invLD (stop 46, opened obsidome, sprigrack, gaveldock): which had more — failed records of two troubles, each side
said in its own words and time ("昨天提交失败的 跟凌晨图像处理失败的", "more failed delivery bookings today, or failed
harvest orders yesterday?", "今天缴费失败的和立案被退回的"), and a subject's two episodes compared on the records of the
one failing status the thing's words name ("两次配比缓存风暴，哪次失败的配比任务更多？"). Synthetic catalogs, clock and
zone, no world."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan_terms import statuses_compared
from superbiz.agents.question import aspects_of
from superbiz.agents.timewindows import resolve_windows

OBSERVING = ["ARCHIVED", "OBSERVED", "REDUCE_FAILED", "SCHEDULED", "SUBMIT_FAILED"]
OBSERVING_DESC = {
    "portal": "观测者门户 (提交提案、查看观测申请) / astronomers' portal",
    "reducer": "图像处理流水线 (读处理队列) / image reduction pipeline",
    "reducer-q": "图像处理队列 (Kafka) / image reduction queue",
    "archive": "图像归档服务 / image archive",
}
FARM = ["CONFIRMED", "DELIVERED", "DOSING_ABORTED", "GROWING", "HARVESTED", "HARVEST_REJECTED", "ROUTE_UNBOOKED"]
FARM_FAILED = ("DOSING_ABORTED", "HARVEST_REJECTED", "ROUTE_UNBOOKED")
FARM_DESC = {
    "orders": "采收订单服务 / harvest order service",
    "dosing": "营养液配比服务 / nutrient dosing service",
    "routes": "配送排线服务 / delivery route service",
}


@pytest.mark.spec("Answer the question that was asked")
def test_a_side_naming_no_status_of_its_own_is_the_other_failed_status() -> None:
    """"昨天提交失败的 跟凌晨图像处理失败的": 图像处理 names REDUCE_FAILED by the pipeline's English head; 提交 is held
    only by a head whose English names nothing — the side saying it failed is the one failed status left."""
    question = "昨天提交失败的 跟凌晨图像处理失败的 哪个多？"
    assert statuses_compared(question, OBSERVING, OBSERVING_DESC) == []
    assert statuses_compared(question, OBSERVING, OBSERVING_DESC, ("REDUCE_FAILED", "SUBMIT_FAILED")) == [
        "SUBMIT_FAILED", "REDUCE_FAILED"]


@pytest.mark.spec("Answer the question that was asked")
def test_english_sides_read_among_the_failed_statuses() -> None:
    """"failed harvest orders" names HARVESTED and HARVEST_REJECTED alike — among the failed statuses only the
    latter; "failed delivery bookings" names no status, but "delivery" is a word of the route service's head, whose
    "route" names ROUTE_UNBOOKED. The comma before "or" still asks a comparison."""
    question = "more failed delivery bookings today, or failed harvest orders yesterday?"
    assert "comparison" in aspects_of(question, has_entity=False, has_record=False)
    assert statuses_compared(question, FARM, FARM_DESC, FARM_FAILED) == ["ROUTE_UNBOOKED", "HARVEST_REJECTED"]


@pytest.mark.spec("Answer the question that was asked")
def test_a_day_owning_its_sides_thing_lends_no_day_to_a_part_on_the_other() -> None:
    """At 05:20 "昨天提交失败的 跟凌晨图像处理失败的": 昨天 owns the first side's failures; 凌晨 is this morning's small
    hours, never yesterday's (a day with a part of its own still lends it: "昨天上午…和下午…")."""
    zone, now = ZoneInfo("Europe/Lisbon"), datetime(2026, 12, 7, 5, 20, tzinfo=UTC)
    pair = resolve_windows("昨天提交失败的 跟凌晨图像处理失败的 哪个多？", now=now, zone=zone)
    assert pair is not None
    assert [(w.start.strftime("%d %H:%M"), w.end.strftime("%d %H:%M")) for w in pair] == [
        ("06 00:00", "07 00:00"), ("07 00:00", "07 05:20")]
    lent = resolve_windows("昨天上午失败的和下午失败的，哪个多？", now=now, zone=zone)
    assert lent is not None and lent[1].start.strftime("%d") == "06"


@pytest.mark.spec("Answer the question that was asked")
def test_two_episodes_compared_on_the_described_failing_status() -> None:
    """"两次配比缓存风暴，哪次失败的配比任务更多？": the dosing service's two episodes, each counted on the records of
    the one failing status 配比 names (DOSING_ABORTED), queried over each episode's span — never their log lines.
    Same-window sides "今天缴费失败的和立案被退回的" are compared though their words also name services."""
    from superbiz.agents.plan import offline_plan
    from superbiz.agents.plan_model import Catalog

    catalog = Catalog(services=tuple(FARM_DESC), descriptions=FARM_DESC, order_statuses=tuple(FARM),
                      failed_statuses=FARM_FAILED, timezone="Europe/Lisbon")
    plan = offline_plan("两次配比缓存风暴，哪次失败的配比任务更多？各几个", catalog,
                        now=datetime(2026, 12, 7, 6, 5, tzinfo=UTC))
    assert plan.services == ["dosing"]
    assert "record" in plan.aspects and plan.statuses == ["DOSING_ABORTED"]
    court = {"fees": "诉讼费缴费服务 / filing-fee payment service", "portal": "律师立案门户 / e-filing portal",
             "stamps": "文书盖章服务 / document stamping service"}
    catalog = Catalog(services=tuple(court), descriptions=court,
                      order_statuses=("ACCEPTED", "FEE_DECLINED", "FILING_BOUNCED"),
                      failed_statuses=("FEE_DECLINED", "FILING_BOUNCED"), timezone="Europe/Lisbon")
    plan = offline_plan("今天缴费失败的和立案被退回的，哪个多？", catalog, now=datetime(2026, 12, 7, 6, 5, tzinfo=UTC))
    assert plan.statuses == ["FEE_DECLINED", "FILING_BOUNCED"]


@pytest.mark.spec("Answer the question that was asked")
def test_a_slipped_name_and_the_wave_going_on_now_each_their_own_side() -> None:
    """"enrola 早上的报错 跟 chipmole 现在这波报错 哪个多？": the slipped name (one edit off enrolla) stays a subject of
    its side though only the other name is written whole, and a side naming the wave going on now ("现在这波") has a
    time of its own — each subject counted in its own side's window (crossed), never both in both."""
    from superbiz.agents.plan import offline_plan
    from superbiz.agents.plan_model import Catalog

    names = {"enrolla": "报名服务 / runner registration service",
             "chipmole": "计时芯片接入 / timing-chip ingest worker", "pacelark": "跑者App / runners' app"}
    catalog = Catalog(services=tuple(names), descriptions=names, timezone="Europe/Lisbon")
    plan = offline_plan("enrola 早上的报错 跟 chipmole 现在这波报错 哪个多？", catalog,
                        now=datetime(2026, 12, 6, 7, 40, tzinfo=UTC))
    assert plan.services == ["enrolla", "chipmole"] and plan.crossed


@pytest.mark.spec("Answer the question that was asked")
def test_a_full_width_comma_before_or_still_asks_the_comparison() -> None:
    """Typed with an input method's full-width comma ("today， or failed harvest orders yesterday？"), or with no space
    after the comma, the two sides are still compared (sprigrack's one typed-variant break at stop 46); a word
    merely ending in "or" ("errors for payments") is no "or" between two sides."""
    for question in ("more failed delivery bookings today， or failed harvest orders yesterday？",
                     "more failed delivery bookings today,or failed harvest orders yesterday?"):
        assert "comparison" in aspects_of(question, has_entity=False, has_record=False), question
        assert statuses_compared(question, FARM, FARM_DESC, FARM_FAILED) == ["ROUTE_UNBOOKED", "HARVEST_REJECTED"]
    assert "comparison" not in aspects_of("more errors for payments today?", has_entity=False, has_record=False)
