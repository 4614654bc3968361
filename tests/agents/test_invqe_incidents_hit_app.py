"""Question understanding: "how many separate incidents hit the booking app today?". From the held-out case
raftwild-bookapp-episodes-en: "the booking app" named no service (the customer app is described "customer booking app
for rafting and kayak trips", the trip API "trip booking API": "booking" alone names neither), and "incidents hit"
plus the record word "booking" counted the day's bookings instead of the app's troubles."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import learn_aliases, match_services
from tests.agents.synthetic import NOW

_SERVICES = ("tourweb", "tourapi", "tourpg")
_DESCRIPTIONS = {"tourweb": "客户订票应用 / customer booking app for canoe trips",
                 "tourapi": "行程预订接口 / trip booking API",
                 "tourpg": "行程数据库 (PostgreSQL) / trips database"}
_CATALOG = Catalog(
    services=_SERVICES, dependencies={"tourweb": ("tourapi",), "tourapi": ("tourpg",)}, dependency_kinds={},
    descriptions=_DESCRIPTIONS, teams={}, timezone="UTC", order_statuses=("CONFIRMED", "CANCELLED"),
    data_start=datetime(2031, 3, 1, tzinfo=UTC), data_end=NOW, silent=frozenset(),
)


@pytest.mark.spec("Answer the question that was asked")
def test_a_heads_last_two_words_before_its_purpose_name_it() -> None:
    aliases = learn_aliases(list(_SERVICES), _DESCRIPTIONS, {})
    assert match_services("is the booking app ok?", list(_SERVICES), aliases) == ["tourweb"]


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", [
    "how many separate incidents hit the booking app today?",
    "how many separate incidents hit tourweb today?",
])
def test_incidents_that_hit_an_app_are_its_troubles_not_records(question: str) -> None:
    plan = offline_plan(question, _CATALOG)
    assert list(plan.services)[:1] == ["tourweb"]
    assert "record" not in plan.aspects
    assert plan.episode_runs
