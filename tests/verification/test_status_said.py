"""Scenario "REJECT verdict when claims contradict evidence": a record's status said in words ("订单 X 当前状态为
PENDING") is compared with the bound row's own status field. A plain-word status (PENDING, REFUNDED) is no identifier
and, when the session holds no other record of it, no known value either — so a swapped status passed as confirmed
(stop 29: the one survivor of engine_mutations over the seven new sealed worlds, tipjar's order status-swapped)."""

from __future__ import annotations

import pytest

from superbiz.tools.registry import builtin_catalog
from superbiz.verification.gatekeeper import run_gatekeeper
from superbiz.verification.grounding import ground_claims
from superbiz.verification.parse import parse_executor_output
from tests.verification.factories import binding, claim, executor_json, ref, tool_invocation

TOOLS = builtin_catalog()
_ROW = "order TJ-977630-001005 user=@busk_7359 status=REFUNDED amount=137.38 created=2026-12-12T00:32:42Z notify=SENT"


def _verify(text: str) -> str:
    inv = tool_invocation(31, "query_order", arguments={"order_id": "TJ-977630-001005"}, refs=[
        ref("orders[0]", _ROW, order_id="TJ-977630-001005", status="REFUNDED", user_id="@busk_7359",
            notify_status="SENT"),
        ref("summary", "query_order order_id=TJ-977630-001005: 1 orders")])
    parsed = parse_executor_output(executor_json([claim("c1", text, bindings=[
        binding("query_order", 31, "orders[0]", _ROW)])]))
    result = run_gatekeeper(parsed, [inv], trace_refs={31: "trace-31"})
    return ground_claims(parsed.structured, result, [inv], tools=TOOLS)[0].verification


@pytest.mark.spec("REJECT verdict when claims contradict evidence")
def test_the_rows_own_status_is_confirmed() -> None:
    assert _verify("订单 TJ-977630-001005 当前状态为 REFUNDED，创建于 2026-12-12T00:32:42Z，用户 @busk_7359") == \
        "direct_observation"
    # the notify status is its own field
    assert _verify("订单 TJ-977630-001005 的通知状态为 SENT") == "direct_observation"


@pytest.mark.spec("REJECT verdict when claims contradict evidence")
@pytest.mark.parametrize("text", [
    "订单 TJ-977630-001005 当前状态为 PENDING，创建于 2026-12-12T00:32:42Z，用户 @busk_7359",
    "订单 TJ-977630-001005 状态是 SETTLED",
    "order TJ-977630-001005 status: pending",
    "order TJ-977630-001005 status is settled",
])
def test_another_status_said_in_words_is_contradicted(text: str) -> None:
    assert _verify(text) == "contradicted"
