"""invSF (stop 53, opened lensmith): "lens order errors 8-9 vs 10-11 this morning?" — two hour ranges before one part
of the day are two windows of that part (the first is no month and day "8-9"), and "lens order" names the application
whose English head begins with those words beside its store ("lens order database")."""

from __future__ import annotations

from datetime import datetime

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG, NOW

_LENS = CATALOG.model_copy(update={
    "services": (*CATALOG.services, "optic-web", "lensa-api", "lensa-mysql"),
    "descriptions": {
        **CATALOG.descriptions,
        "optic-web": "顾客门户（预约验光、配镜下单） / customer portal (exam booking and lens ordering)",
        "lensa-api": "镜片订单（向技工所下单） / lens orders from the lab",
        "lensa-mysql": "镜片订单库 (MySQL) / lens order database",
    },
    "dependency_kinds": {**CATALOG.dependency_kinds, "lensa-api": (("lensa-mysql", "mysql"),)},
})


def _local(iso: str) -> str:
    return datetime.fromisoformat(iso.replace("Z", "+00:00")).astimezone(CATALOG.zone()).strftime("%m-%d %H:%M")


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "first", "second"), [
    ("lens order errors 8-9 vs 10-11 this morning?", "08:00", "10:00"),
    ("basket-service errors 2-3 and 4-5 this afternoon", "14:00", "16:00"),
])
def test_two_ranges_before_one_part_of_the_day(question: str, first: str, second: str) -> None:
    """Held-out lensmith-lens-two-windows-en: the base read "8-9" as 9 August (a day with no data)."""
    plan = offline_plan(question, _LENS, now=NOW)
    today = NOW.astimezone(CATALOG.zone()).strftime("%m-%d")
    assert (_local(plan.window_start), _local(plan.compare_start)) == (f"{today} {first}", f"{today} {second}")


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["lens order errors 8-9 vs 10-11 this morning?",
                                      "how many errors did the lens orders service log today?"])
def test_an_apps_head_beside_its_stores_names_the_app(question: str) -> None:
    """Held-out lensmith-lens-two-windows-en: "lens order" is the lens order application (its store is the "lens
    order database"), never every service's lines."""
    assert offline_plan(question, _LENS, now=NOW).services == ["lensa-api"]
