"""Spec scenario "records" (issue 10: ids are recognised by looking them up in the world's own data) at real volumes
(invAT, benchmarks/lookup_scale.py): an id typed with other joiners or case is looked up by equality on the orders'
stored bare ids (orders.order_key / user_key, filled by the table on every insert), not by a LIKE scan of every
stored id per token (seconds per question over a million orders); a world written before those columns, or rows
written around the table without them, are still looked up (by the scan), with the same answers and the same
uniqueness rule; query_order reads such a world too."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event, func, select, text

from superbiz.sources.world import World, bare_id, orders_table
from superbiz.sources.worldgen import build_world
from superbiz.tools.base import ToolContext
from superbiz.tools.lookup import UNHELD_ID, find_ids
from superbiz.tools.registry import build_registry


@pytest.fixture
def harbor(tmp_path: Path) -> Iterator[World]:
    world = build_world("harbor", f"sqlite:///{tmp_path / 'w.db'}")
    try:
        yield world
    finally:
        world.dispose()


def _statements(world: World) -> list[str]:
    seen: list[str] = []

    def record(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        seen.append(statement)

    event.listen(world.engine, "before_cursor_execute", record)
    return seen


def _stored(world: World) -> tuple[str, str]:
    with world.engine.connect() as conn:
        oid, uid = conn.execute(select(orders_table.c.order_id, orders_table.c.user_id)
                                .order_by(orders_table.c.order_id).limit(1)).one()
    return str(oid), str(uid)


def _retyped(stored: str) -> str:
    return "".join(ch if ch.isalnum() else "_" for ch in stored).swapcase() if not stored.isalnum() else stored.lower()


@pytest.mark.parametrize("name", ["demo", "harbor", "ledgerly", "stagecast"])
def test_every_world_writer_fills_the_bare_ids(built_worlds: dict[str, World], name: str) -> None:
    o = orders_table.c
    with built_worlds[name].engine.connect() as conn:
        rows = conn.execute(select(o.order_id, o.user_id, o.order_key, o.user_key)).all()
    assert rows
    assert all(ok == bare_id(oid) and uk == bare_id(uid) for oid, uid, ok, uk in rows)


def test_an_id_typed_otherwise_is_found_by_its_bare_id_without_a_scan(harbor: World) -> None:
    oid, _ = _stored(harbor)
    typed = _retyped(oid)
    assert typed != oid
    seen = _statements(harbor)
    assert find_ids(harbor, [typed]) == {typed: "", oid: "order_id"}
    assert find_ids(harbor, ["XX-0000-00000"]) == {}  # an id held nowhere: a miss, no scan either
    assert seen and not any("LIKE" in s.upper() for s in seen), seen


def test_two_stored_ids_with_one_bare_id_are_neither_chosen(harbor: World) -> None:
    oid, _ = _stored(harbor)
    twin = oid.lower() if oid != oid.lower() else oid.upper()
    with harbor.engine.begin() as conn:
        row = dict(conn.execute(select(orders_table).where(orders_table.c.order_id == oid)).mappings().one())
        conn.execute(orders_table.insert(), [{**row, "order_id": twin, "order_key": None}])  # filled by the table
    assert find_ids(harbor, [bare_id(oid).upper()]) == {}


def _drop_keys(world: World) -> None:
    with world.engine.begin() as conn:
        conn.execute(text("DROP INDEX ix_orders_order_key"))
        conn.execute(text("DROP INDEX ix_orders_user_key"))
        conn.execute(text("ALTER TABLE orders DROP COLUMN order_key"))
        conn.execute(text("ALTER TABLE orders DROP COLUMN user_key"))


def test_a_world_written_before_the_bare_ids_is_still_looked_up(harbor: World, tmp_path: Path) -> None:
    oid, uid = _stored(harbor)
    _drop_keys(harbor)
    old = World.from_url(f"sqlite:///{tmp_path / 'w.db'}")
    try:
        assert not old.has_order_keys()
        typed = _retyped(oid)
        assert find_ids(old, [typed]) == {typed: "", oid: "order_id"}
        assert find_ids(old, [uid]) == {uid: "user_id"}
        assert find_ids(old, ["QQ-0000-00000"]).get("QQ-0000-00000") in (None, UNHELD_ID)
        result = build_registry(include_knowledge=False).invoke(
            "query_order", {"order_id": oid}, ToolContext(sources={"world": old}, now=old.catalog().anchor_time))
        assert result.status == "ok" and result.data["orders"][0]["order_id"] == oid, result.error
    finally:
        old.dispose()


def test_rows_written_around_the_table_without_bare_ids_are_scanned(harbor: World) -> None:
    oid, _ = _stored(harbor)
    with harbor.engine.begin() as conn:
        conn.execute(text("UPDATE orders SET order_key = NULL WHERE order_id = :oid"), {"oid": oid})
        assert conn.execute(select(func.count()).where(orders_table.c.order_key.is_(None))).scalar_one() == 1
    typed = _retyped(oid)
    seen = _statements(harbor)
    assert find_ids(harbor, [typed]) == {typed: "", oid: "order_id"}
    assert any("LIKE" in s.upper() for s in seen)
