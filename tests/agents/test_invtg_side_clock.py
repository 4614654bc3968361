"""invTG (stop 54, opened quiverlane quiverlane-zh-cert-cause / -fu-cert-end / -fu-cert-howto):
"早上九点多付款那块一直报错 咋回事" — a clock said in Chinese numerals glued to the side asked
("九点多付款那块") is a time, and a side said in the words the world's English descriptions use
("付款" ↔ "payments", where the Chinese says 支付) is no gap. Synthetic names, no world."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.subjects import unresolved_subject

NOW = datetime(2031, 3, 4, 20, 0, tzinfo=UTC)
CATALOG = Catalog(
    services=("lane-app", "coin-pay", "card-partner", "slot-db"),
    dependencies={"lane-app": ("coin-pay", "slot-db"), "coin-pay": ("card-partner",)},
    dependency_kinds={"lane-app": (("coin-pay", "service"), ("slot-db", "mysql")),
                      "coin-pay": (("card-partner", "external"),)},
    descriptions={"lane-app": "订道应用 / lane-booking app", "coin-pay": "支付服务 / payments",
                  "card-partner": "外部支付合作方 / payment partner", "slot-db": "订道数据库 (MySQL) / lane database"},
    metrics=("latency_p99_ms", "error_ratio"),
    order_statuses=("BOOKED", "PAY_BALKED"),
    timezone="UTC",
    data_start=datetime(2031, 3, 3, 0, 0, tzinfo=UTC),
    data_end=NOW,
    silent=frozenset(),
)


@pytest.mark.spec("Answer the question that was asked")
def test_a_chinese_clock_glued_to_a_side_is_no_part_of_it() -> None:
    """Held-out quiverlane-zh-cert-cause: "九点多付款那块" judges 付款, never "九点多付款"."""
    assert unresolved_subject("早上九点多付款那块一直报错 咋回事", ["支付服务", "订道应用"]) == "付款"
    assert unresolved_subject("早上九点多支付那块一直报错 咋回事", ["支付服务", "订道应用"]) is None


@pytest.mark.spec("Answer the question that was asked")
def test_a_side_said_in_the_records_words_is_no_gap() -> None:
    """Held-out quiverlane-zh-cert-cause: 付款 is held by the English "payments": no unknown subject."""
    plan = offline_plan("早上九点多付款那块一直报错 咋回事", CATALOG, now=NOW)
    assert "cause" in plan.aspects
    assert not any("付款" in u for u in [*plan.unknown_services, *plan.unheld_subjects])
