"""Question patterns of stop 49 (investigator invOE), on no real world: "was that just warnings or real errors",
"有报错吗 还是只有warn" — warnings set against errors — ask whether ERROR lines were logged (a WARN-only blip is
"没有"); a follow-up whose earlier turn named no one service counts that level over every service."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.plan_calls import plan_calls
from superbiz.agents.plan_terms import asked_level
from superbiz.agents.question import aspects_of
from tests.agents.synthetic import NOW

_CATALOG = Catalog(
    services=("fin-app", "krill-pay", "pay-db"),
    dependencies={"krill-pay": ("pay-db",)}, dependency_kinds={"krill-pay": (("pay-db", "mysql"),)},
    descriptions={"fin-app": "潜水行程预订应用", "krill-pay": "预订支付", "pay-db": "支付库 (MySQL)"},
    teams={"fin-app": "预订组 Fins"},
    timezone="UTC", data_start=datetime(2031, 3, 2, tzinfo=UTC), data_end=NOW, silent=frozenset(),
)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", [
    "was that just warnings or real errors", "were those real errors or only warnings?", "errors or just warnings?",
    "有报错吗 还是只有warn", "只是warn还是真的报错了", "有没有报错 还是只有警告",
])
def test_warnings_set_against_errors_asks_the_error_level(question: str) -> None:
    """groomly-finder-blip-followup-en, divetrek-fu-blip-warn-only-zh: the ERROR level is asked (its yes/no), never a
    cause or an overview; "any errors or warnings?" asks both levels and stays as it was."""
    assert asked_level(question) == "ERROR"
    assert aspects_of(question, has_entity=True, has_record=False) == ["health"]
    assert aspects_of(question, has_entity=False, has_record=False) == ["health"]
    assert asked_level("any errors or warnings?") is None


@pytest.mark.spec("Answer the question that was asked")
def test_no_subject_counts_the_level_over_every_service() -> None:
    """divetrek-fu-blip-warn-only-zh: after "今早六点半预订慢是怎么回事" (预订 is two services' word),
    "有报错吗 还是只有warn" counts ERROR lines of every service in the window."""
    q = "有报错吗 还是只有warn"
    plan = offline_plan(q, _CATALOG, now=NOW, earlier_questions=["今早六点半预订慢是怎么回事"])
    assert plan.log_level == "ERROR" and not plan.services
    calls = plan_calls(q, plan, _CATALOG)
    assert any(c.arguments.get("level") == "ERROR" and not c.arguments.get("service")
               for c in calls)
