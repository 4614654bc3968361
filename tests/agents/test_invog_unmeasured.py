"""Question patterns of stop 49 (investigator invOG): a measure nothing of the data holds, asked in chat spelling
("whats the co2 ppm … rn", "whats the tank fill pressure …") or with a latin unit after 多少 ("光照现在多少 lux"), is
a gap in the head, never the window's incidents."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from tests.agents.synthetic import NOW

_MEASURED = Catalog(
    services=("grow-api", "dock-api"),
    dependencies={}, dependency_kinds={},
    descriptions={"grow-api": "grow room climate service / 菇房环境服务", "dock-api": "dock booking / 码头预约"},
    timezone="UTC", data_start=datetime(2031, 3, 2, tzinfo=UTC), data_end=NOW, silent=frozenset(),
    metrics=("error_ratio", "latency_p99_ms", "db_pool_in_use"),
)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "gap"), [
    ("whats the co2 ppm in grow room 3 rn", "co2 ppm"),
    ("whats the tank fill pressure on the dock compressor rn", "tank fill pressure"),
    ("菇房光照现在多少 lux", "光照"),
    ("菇房湿度现在多少%rh", "湿度"),
])
def test_a_measure_said_in_chat_spelling_or_with_a_latin_unit_is_a_gap(question: str, gap: str) -> None:
    """sporelab-unmeasured-co2, sporelab-zh-unmeasured-lux, divetrek-unmeasured-en: "whats" (no apostrophe), a
    measure with a digit ("co2") and a latin unit after 多少 ("lux", "ppm") still ask a value no metric holds."""
    plan = offline_plan(question, _MEASURED, now=NOW)
    assert gap in plan.uncounted, plan.uncounted


@pytest.mark.spec("Answer the question that was asked")
def test_an_unheld_name_after_its_description_then_a_state_word_is_a_gap() -> None:
    """groomly-unknown-service-en ("is the mobile grooming van tracker vantrekk down?"): a state word between the
    name and the question mark still closes the clause — the name no part of the data holds is a gap."""
    plan = offline_plan("is the mobile grow room van tracker vantrekk down?", _MEASURED, now=NOW)
    assert plan.unknown_services == ["vantrekk"], plan.unknown_services


@pytest.mark.spec("Answer the question that was asked")
def test_a_playbook_misspelt_still_asks_the_steps() -> None:
    """groomly-howto-queue-en ("whats the playbok for the remindr queue backing up"): "playbok" asks the steps."""
    from superbiz.agents.question import aspects_of
    assert "how_to" in aspects_of("whats the playbok for the dock queue backing up", has_entity=True, has_record=False)
    plan = offline_plan("whats the playbok for the dock queue backing up", _MEASURED, now=NOW)
    assert "how_to" in plan.aspects and not plan.uncounted, (plan.aspects, plan.uncounted)
