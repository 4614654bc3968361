"""query_order over the demo world."""

from __future__ import annotations

from sqlalchemy import inspect

from superbiz.tools.base import ToolContext, ToolRegistry


def test_query_order_by_id_returns_the_order(registry: ToolRegistry, ctx: ToolContext) -> None:
    result = registry.invoke("query_order", {"order_id": "ORD-20261128-000001"}, ctx)
    assert result.status == "ok"
    (order, summary) = result.evidence_refs
    assert order.raw_path == "orders[0]"
    assert order.text.startswith("order ORD-20261128-000001 user=U1")
    assert " created=2026-11-28T00:" in order.text and " notify=" in order.text
    assert summary.raw_path == "summary"
    assert summary.text.startswith("query_order order_id=ORD-20261128-000001: 1 matching orders (")


def test_query_order_by_status_counts_in_the_window(registry: ToolRegistry, ctx: ToolContext) -> None:
    result = registry.invoke("query_order", {"status": "payment_timeout", "limit": 3}, ctx)
    total = result.data["total"]
    assert total > 50
    assert result.data["counts_by_status"] == {"PAYMENT_TIMEOUT": total}
    texts = [r.text for r in result.evidence_refs]
    assert all("status=PAYMENT_TIMEOUT" in t and "error_code=PAY-5003" in t for t in texts[:3])
    assert texts[3] == (f"query_order status=PAYMENT_TIMEOUT window=2026-11-28T05:00:00Z~06:00:00Z: {total} "
                        f"matching orders (PAYMENT_TIMEOUT: {total}); showing newest 3")
    created = [o["created_at"] for o in result.data["orders"]]
    assert created == sorted(created, reverse=True)


def test_query_order_oldest_first_starts_at_the_windows_first_record(registry: ToolRegistry,
                                                                    ctx: ToolContext) -> None:
    """Issue 10 ("what time was the first failed order this morning?"): the window's first records, oldest first."""
    newest = registry.invoke("query_order", {"status": "payment_timeout", "limit": 200}, ctx)
    result = registry.invoke("query_order", {"status": "payment_timeout", "limit": 3, "oldest_first": True}, ctx)
    created = [o["created_at"] for o in result.data["orders"]]
    assert created == sorted(o["created_at"] for o in newest.data["orders"])[:3]
    assert result.evidence_refs[3].text.endswith("; showing oldest 3")


def test_query_order_by_user_spans_all_time_and_counts_statuses(registry: ToolRegistry, ctx: ToolContext) -> None:
    first = registry.invoke("query_order", {"order_id": "ORD-20261128-000001"}, ctx)
    user = first.data["orders"][0]["user_id"]
    result = registry.invoke("query_order", {"user_id": user, "limit": 200}, ctx)
    assert "ORD-20261128-000001" in {o["order_id"] for o in result.data["orders"]}
    assert sum(result.data["counts_by_status"].values()) == result.data["total"] == len(result.data["orders"])
    assert result.data["window"] is None


def test_query_order_incident_statuses_follow_the_incidents(registry: ToolRegistry, ctx: ToolContext) -> None:
    failed = registry.invoke("query_order", {"status": "CREATE_FAILED", "start": "-6h", "limit": 200}, ctx)
    assert failed.data["total"] > 0
    assert {o["created_at"][11:13] for o in failed.data["orders"]} <= {"04", "05"}
    shipping = registry.invoke("query_order", {"status": "SHIPPING_PENDING", "start": "-6h", "limit": 200}, ctx)
    assert min(o["created_at"] for o in shipping.data["orders"]) >= "2026-11-28T05:38"


def test_query_order_no_match_is_no_data(registry: ToolRegistry, ctx: ToolContext) -> None:
    result = registry.invoke("query_order", {"order_id": "ORD-20261128-999999"}, ctx)
    assert result.status == "no_data"
    assert result.evidence_refs[0].text == "query_order order_id=ORD-20261128-999999: 0 matching orders"


def test_query_order_rejects_bad_arguments(registry: ToolRegistry, ctx: ToolContext, world: object) -> None:
    cases = [
        ({}, "needs at least one of order_id, user_id, status, error_code or start/end"),
        ({"order_id": "1' OR '1'='1"}, "invalid order_id"),
        ({"user_id": "U1 U2"}, "invalid user_id"),
        ({"status": "PAID; DELETE FROM orders"}, "invalid status"),
        ({"order_id": "ORD-1", "limit": 0}, "limit"),
    ]
    for args, message in cases:
        result = registry.invoke("query_order", args, ctx)
        assert result.status == "error" and message in (result.error or ""), (args, result.error)
    assert inspect(ctx.sources["world"].engine).has_table("orders")


def test_query_order_by_user_in_a_window_counts_the_failed_ones(registry: ToolRegistry, ctx: ToolContext) -> None:
    """Pattern "a customer's failed records in a window" (opened skygate: "旅客 X 今天值机失败了几次"): the customer's
    records of the window with how many failed (error code set); without a window, the same aggregate over all the
    data (invQG, opened inkvault: "did artist-N62 have any failed appointments" is answered by how many failed)."""
    failed = registry.invoke("query_order", {"status": "CREATE_FAILED", "start": "-6h", "limit": 1}, ctx)
    user = failed.data["orders"][0]["user_id"]
    result = registry.invoke("query_order", {"user_id": user, "start": "-24h", "limit": 200}, ctx)
    (ref,) = [r for r in result.evidence_refs if r.raw_path == "failed"]
    n = sum(1 for o in result.data["orders"] if o["error_code"])
    assert n >= 1 and ref.text.startswith(f"query_order user_id={user} window=")
    assert f": {n} of {result.data['total']} matching orders failed" in ref.text
    alone = registry.invoke("query_order", {"user_id": user, "limit": 200}, ctx)
    (every,) = [r for r in alone.evidence_refs if r.raw_path == "failed"]
    assert every.text.startswith(f"query_order user_id={user}:") and "window=" not in every.text
