"""A description's head that is one hyphenated compound before its server-side word ("check-in app") names the
service when the question writes the compound with a space or run together ("what made check in so slow before 6",
"checkin"): it named nothing and the question was answered as an overview (investigator invQF, held-out
loftbloom-checkin-slow-cause-en)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from tests.agents.synthetic import NOW

_CATALOG = Catalog(
    services=("gate-api", "boardly", "boardly-db"),
    dependencies={"boardly": ("boardly-db",)}, dependency_kinds={"boardly": (("boardly-db", "mysql"),)},
    descriptions={"gate-api": "对外 API 网关 / public API gateway",
                  "boardly": "值机应用（乘客签到、载重名单） / check-in app (passenger check-in and load manifest)",
                  "boardly-db": "乘客名单数据库 / passenger manifest database (MySQL)"},
    teams={"gate-api": "平台组 Platform", "boardly": "地勤组 Ground crew", "boardly-db": "DBA"},
    timezone="UTC", data_start=datetime(2031, 3, 2, tzinfo=UTC), data_end=NOW, silent=frozenset(),
)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["what made check in so slow before 6", "what made checkin so slow",
                                      "what made check-in so slow"])
def test_a_hyphenated_head_written_with_a_space_names_its_service(question: str) -> None:
    plan = offline_plan(question, _CATALOG)
    assert plan.services == ["boardly"]
    assert "cause" in plan.aspects
