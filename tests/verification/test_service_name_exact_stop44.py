"""Scenario "REJECT verdict when claims contradict evidence": a service named with its dash written as an underscore
("coinsled_pg" for the recorded "coinsled-pg") is no name any tool recorded — a command with it finds nothing —
yet stop 43's checker confirmed "coinsled_pg 在查询窗口内没有 ERROR 级别日志" (a service anchor was looked up with "_"
and "-" made one; 7 survivors of the red-team on three of stop 44's six new worlds, all denials bound to an empty
query). Scenario "Verified excerpt supports direct observation": the name as recorded still is, and a term's
separators still vary ("lock_wait" of a "lock-wait" row).
"""

from __future__ import annotations

import pytest

from superbiz.verification.anchors import Anchor, anchor_found, norm
from tests.verification.bound_claim import verification_of
from tests.verification.factories import ref, tool_invocation


def _denial(name: str) -> str:
    row = ref("summary", "service=coinsled-pg level=ERROR: 0 matching records")
    inv = tool_invocation(61, "query_logs", refs=[row], arguments={"service": "coinsled-pg", "level": "ERROR"})
    return verification_of(f"{name} 在查询窗口内没有 ERROR 级别日志", [inv], 61, "summary")


@pytest.mark.spec("REJECT verdict when claims contradict evidence")
@pytest.mark.parametrize("name", ["coinsled_pg", "coinsledpg", "coinsled-pq"])
def test_a_service_name_not_as_recorded_is_not_confirmed(name: str) -> None:
    assert _denial(name) in ("unsupported", "contradicted")


@pytest.mark.spec("Verified excerpt supports direct observation")
def test_the_service_name_as_recorded_is_confirmed() -> None:
    assert _denial("coinsled-pg") == "direct_observation"


def test_a_terms_separators_still_vary() -> None:
    assert anchor_found(Anchor(kind="term", text="lock_wait", value="lock_wait"), norm("reason=lock-wait timeout"))
    assert not anchor_found(Anchor(kind="service", text="coinsled_pg", value="coinsled_pg"),
                            norm("service=coinsled-pg"))


@pytest.mark.spec("REJECT verdict when claims contradict evidence")
def test_a_queried_service_written_with_underscores_is_not_confirmed() -> None:
    """"fx_rates" of the queried ``fx-rates`` (a name with no component word: read as a term) — ledgerly's red-team
    survivors of the same class."""
    inv = tool_invocation(62, "query_logs", refs=[ref("summary", "service=fx-rates level=FATAL: 0 matching records")],
                          arguments={"service": "fx-rates", "level": "FATAL"})
    assert verification_of("fx_rates 在查询窗口内没有 FATAL 级别日志", [inv], 62, "summary") in (
        "unsupported", "contradicted")
    assert verification_of("fx-rates 在查询窗口内没有 FATAL 级别日志", [inv], 62, "summary") == "direct_observation"
