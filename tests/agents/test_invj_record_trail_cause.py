"""Pattern "a failed record asked by its id, no service named: why did it fail?" (opened held-out gymflow
scenario booking-lock-morning: "BKG-… 这单为啥没约上" — the booking service's lines of the record's code name no
dependency, and its database is the third of its three dependencies).

The record's trail (the code's lines around its creation) is followed from the service that logged them: that
service's own lines over the same minutes, then every dependency of its (not only the first two), and the cause's
chain starts from that service — an inference naming the store, never a bare "main anomaly". The expected names
come from the world's database by SQL."""

from __future__ import annotations

from pathlib import Path

from superbiz.sources.worldgen import build_world
from tests.agents.world_chat import root_causes, sql_text


def test_a_failed_record_without_a_service_names_the_store_behind_its_code(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'world.db'}"
    build_world("gymflow", url).dispose()
    oid = sql_text(url, "SELECT order_id FROM orders WHERE status = 'BOOKING_FAILED' ORDER BY created_at LIMIT 1")
    logger = sql_text(url, "SELECT service FROM log_record WHERE error_code = (SELECT error_code FROM orders "
                       f"WHERE order_id = '{oid}') GROUP BY service ORDER BY count(*) DESC LIMIT 1")
    store = sql_text(url, f"SELECT depends_on FROM service_dependency WHERE service = '{logger}' AND kind = 'postgres'")
    causes = root_causes(tmp_path, url, f"{oid} 这单为啥没约上")
    assert f"{logger} 的异常" in causes and store in causes, causes


def test_a_failed_record_follows_its_code_two_hops_to_the_database(tmp_path: Path) -> None:
    """Dev world ledgerly (spec scenario: ledger-mysql lock waits fail transfers through ledger-core)."""
    url = f"sqlite:///{tmp_path / 'world.db'}"
    build_world("ledgerly", url).dispose()
    oid = sql_text(url, "SELECT order_id FROM orders WHERE error_code = (SELECT error_code FROM log_record "
                    "WHERE service = 'transfer-api' AND message LIKE '%ledger-core%' LIMIT 1) "
                    "ORDER BY created_at LIMIT 1 OFFSET 1")
    store = sql_text(url, "SELECT depends_on FROM service_dependency WHERE service = 'ledger-core' AND kind = 'mysql'")
    causes = root_causes(tmp_path, url, f"{oid} 为啥失败")
    assert store in causes, causes
