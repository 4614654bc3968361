"""The cause walk at the clock asked (investigator invQF, held-out sporelab-orders-cause-chain and
sporelab-zh-orders-cause: "harvest orders app was erroring around 9:45 why", "采收订单九点半那会儿为啥一直 5xx"): the
app logs an older trouble's tail (a partner certificate expired the night before: "call to <bridge> failed" lines,
fewer in the window than in the one before) and a new burst that began in the window ("call to <inventory> failed",
many more lines). The walk follows the new burst to its slow database; the tail's earliest line (cut by the window's
start) had outranked it (``causes._symptoms``, ``_tail_outrun``)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

import pytest

from superbiz.agents.causes import _chain
from superbiz.agents.investigate import Finding
from superbiz.agents.plan_model import Plan


def _ref(svc: str, code: str, first: str, count: int, earlier: int, sample: str, level: str = "ERROR") -> Any:
    return cast(Any, SimpleNamespace(service=svc, error_code=code, first_seen=first, level=level, text=(
        f'{svc} {level} error_code={code}: count={count} first_seen={first} last_seen=2026-03-09T14:40:00Z '
        f'earlier_count={earlier} sample="{sample}"')))


def _found(tail: int, burst: int) -> dict[str, Finding]:
    none = cast(Any, None)
    return {
        "orders": Finding(service="orders", buckets=[
            (none, _ref("orders", "ORD-1", "2026-03-09T13:15:37Z", tail, 11,
                        "order o-1 failed: courier_refused (call to bridge failed)")),
            (none, _ref("orders", "ORD-2", "2026-03-09T13:30:53Z", burst, 0,
                        "call to stock failed: stock returned 503"))]),
        "bridge": Finding(service="bridge", buckets=[(none, _ref(
            "bridge", "ORD-1", "2026-03-09T13:15:41Z", 90, 90, "TLS handshake with partner:443 failed: expired"))]),
        "stock": Finding(service="stock", buckets=[(none, _ref(
            "stock", "STK-1", "2026-03-09T13:32:04Z", 150, 0, "query timeout after 5000ms on stock-db"))]),
        "stock-db": Finding(service="stock-db", buckets=[(none, _ref(
            "stock-db", "SDB-1", "2026-03-09T13:30:05Z", 40, 0, "slow query 4.0s", "WARN"))]),
    }


def _walk(question: str, found: dict[str, Finding], explicit: bool = True) -> list[str] | None:
    plan = Plan(intent="diagnose", narrow_scope=False, aspects=["cause"], services=["orders"], window_explicit=explicit,
                dependency_graph={"orders": ["bridge", "stock"], "stock": ["stock-db"]})
    builder = cast(Any, SimpleNamespace(plan=plan, question=question, symptoms=[]))
    chain = _chain(builder, found, "orders")
    return chain[0] if chain else None


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["orders app was erroring around 9:45 why", "订单九点半那会儿为啥一直 5xx"])
def test_a_new_burst_at_the_clock_asked_outranks_an_older_troubles_tail(question: str) -> None:
    assert _walk(question, _found(6, 87)) == ["orders", "stock", "stock-db"]


@pytest.mark.spec("Answer the question that was asked")
def test_a_tail_as_thick_as_the_new_lines_or_no_clock_keeps_the_earliest() -> None:
    """A few new lines beside an older trouble may be its spread: the earliest record still starts the walk."""
    assert _walk("orders app was erroring around 9:45 why", _found(6, 10)) == ["orders", "bridge"]
