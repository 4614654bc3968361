"""A catalogue of no real world (issue 10: the engine must not learn a world's names), shared by the tests of the
question patterns found in opened held-out worlds."""

from __future__ import annotations

from datetime import UTC, datetime

from superbiz.agents.plan import Catalog

NOW = datetime(2031, 3, 4, 12, 0, tzinfo=UTC)
CATALOG = Catalog(
    services=("edge-router", "basket-service", "ledger-service", "vault-db"),
    dependencies={"ledger-service": ("vault-db",), "basket-service": ("ledger-service",)},
    dependency_kinds={"ledger-service": (("vault-db", "postgres"),)},
    metrics=("latency_p99_ms", "error_ratio"),
    order_statuses=("PAID", "REFUNDED", "PAYMENT_FAILED"),
    timezone="UTC",
    data_start=datetime(2031, 3, 2, 0, 0, tzinfo=UTC),
    data_end=NOW,
    silent=frozenset(),
)
