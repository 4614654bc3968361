"""Patterns from the opened pickpack and meterbill worlds (scenarios "records" and "explicit-window counts"), on a
catalogue of no real world and on the dev world harbor: an alias holding a record noun ("订单接入") names its service
and asks no records; a customer's records are counted whole and its newest one answers "最新那一单"; things a
service turned out that the data does not count ("打了多少个箱子") are a gap."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import create_engine, text

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import world_asker

_INTAKE = CATALOG.model_copy(update={"descriptions": {"basket-service": "订单接入服务", "edge-router": "打包台接口"}})


def test_an_alias_holding_a_record_noun_asks_log_errors_not_records() -> None:
    plan = offline_plan("订单接入从下午1点到现在报了几条错", _INTAKE, now=NOW)
    assert plan.services == ["basket-service"] and plan.aspects == ["count"], plan.aspects
    assert "record" in offline_plan("订单接入今天进了多少笔订单", _INTAKE, now=NOW).aspects


def test_things_a_service_turned_out_that_the_data_does_not_count_are_a_gap() -> None:
    plan = offline_plan("今天打包台每小时打了多少个箱子？", _INTAKE, now=NOW)
    assert "箱子" in plan.window_note, plan.window_note
    assert "箱子" not in offline_plan("打包台今天报了多少个错误？", _INTAKE, now=NOW).window_note


def test_the_latest_record_is_asked_newest_first() -> None:
    assert offline_plan("u_1001 最新那一单现在是啥状态？", CATALOG, now=NOW).latest_record
    assert not offline_plan("u_1001 的订单为什么失败", CATALOG, now=NOW).latest_record


def test_a_customers_records_are_counted_and_the_newest_answers_latest(tmp_path: Path) -> None:
    with world_asker(tmp_path, "harbor") as ask:
        answer, n = ask("CUST-46157 这个用户名下一共多少单",
                        "SELECT count(*) FROM orders WHERE user_id = 'CUST-46157'")
        assert f"共 {n} 笔" in answer.splitlines()[0], answer
        answer, _ = ask("CUST-46157 最新那一单现在是啥状态？", "SELECT 0")
    engine = create_engine(f"sqlite:///{tmp_path / 'world.db'}")
    with engine.connect() as conn:
        status = conn.execute(text("SELECT status FROM orders WHERE user_id = 'CUST-46157' "
                                   "ORDER BY created_at DESC LIMIT 1")).scalar_one()
    engine.dispose()
    assert f"当前状态为 {status}" in answer.splitlines()[0], answer
