"""A silent partner's state asked ("is the card payment stuff fixed yet?", investigator invQF, held-out
rinkslot-card-payments-fixed-en): the partner never reports, its callers alert on it (their TLS handshakes with it
failing). Besides the callers' lines naming it, the plan reads its callers' alerts, so the answer's head names the
one still firing ("尚未恢复：告警 <caller's alert> … 正在触发"); it had named only a caller's error lines."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from tests.agents.synthetic import NOW

_CATALOG = Catalog(
    services=("till-app", "card-bridge", "acquirer-ext"),
    dependencies={"till-app": ("card-bridge",), "card-bridge": ("acquirer-ext",)},
    dependency_kinds={"card-bridge": (("acquirer-ext", "external"),)},
    descriptions={"till-app": "收银台 / till app", "card-bridge": "银行卡网关 / card gateway bridge",
                  "acquirer-ext": "银行卡收单合作方 / card payment acquirer partner"},
    timezone="UTC", data_start=datetime(2031, 3, 2, tzinfo=UTC), data_end=NOW,
    silent=frozenset({"acquirer-ext"}),
)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["is acquirer-ext fixed yet?", "acquirer-ext 现在恢复了吗"])
def test_a_silent_partners_state_reads_its_callers_alerts(question: str) -> None:
    plan = offline_plan(question, _CATALOG)
    assert plan.services == ["acquirer-ext"]
    alerts = [c.arguments.get("service") for c in plan.calls
              if c.tool == "query_metrics" and c.arguments.get("state") == "any"]
    assert "card-bridge" in alerts
