"""Benchmark: looking ids up (``find_ids``, ``query_order``) over a million orders.

Builds a named world (default: the demo world) in a temporary SQLite file, then bulk-inserts ``--orders`` synthetic
orders whose order and user ids have the world's own id shape (each letter and digit of a stored id replaced by a
random one of its kind, the joiners kept), and times, per question (p50/max over ``--repeat`` runs):

* ``find_ids`` on the question's id candidates (the planner's own ``id_candidates``) for: an exact stored id, the
  same id typed with other joiners and case, an unknown id of the world's shape, a question with no id;
* ``query_order`` on the stored id the lookup resolved.

On PostgreSQL too when ``--pg-url`` / ``SUPERBIZ_TEST_PG_URL`` is given, or when PostgreSQL binaries are on the
machine (a throwaway server as in tests/pg.py; ``--no-pg`` skips it).

    PYTHONPATH=src python benchmarks/lookup_scale.py [--orders 1000000] [--world demo] [--repeat 5]
"""

from __future__ import annotations

import argparse
import os
import random
import re
import statistics
import string
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import func, select

from superbiz.agents.question import id_candidates
from superbiz.sources.world import World, orders_table
from superbiz.sources.worldgen import build_world
from superbiz.tools.base import ToolContext
from superbiz.tools.lookup import find_ids
from superbiz.tools.registry import build_registry

_BATCH = 20_000


def _like(template: str, rng: random.Random) -> str:
    """An id of ``template``'s shape: its leading word kept, every other letter and digit replaced by a random one of
    its kind, joiners kept ("ORD-20261128-000123" → "ORD-58120374-901266")."""
    lead = re.match(r"[A-Za-z]*", template)
    out = [lead.group(0) if lead else ""]
    for ch in template[len(out[0]):]:
        if ch.isdigit():
            out.append(rng.choice(string.digits))
        elif ch.isascii() and ch.isupper():
            out.append(rng.choice(string.ascii_uppercase))
        elif ch.isascii() and ch.islower():
            out.append(rng.choice(string.ascii_lowercase))
        else:
            out.append(ch)
    return "".join(out)


def _fresh(template: str, taken: set[str], rng: random.Random) -> str:
    for _ in range(50):
        candidate = _like(template, rng)
        if candidate not in taken:
            taken.add(candidate)
            return candidate
    raise RuntimeError(f"id shape {template!r} too small for the requested number of orders")


def _retyped(stored: str) -> str:
    """The stored id typed by someone else: joiners swapped for '_' (or removed), case flipped."""
    joined = "".join(ch if ch.isalnum() else "_" for ch in stored)
    typed = joined if joined != stored else stored.replace("_", "")
    return typed.swapcase()


def bulk_orders(world: World, n: int, *, seed: int = 7) -> tuple[float, str]:
    """Insert ``n`` synthetic orders shaped like the world's own; (seconds, one inserted order id)."""
    rng = random.Random(seed)
    c = orders_table.c
    with world.engine.connect() as conn:
        sample = conn.execute(select(orders_table).limit(50)).mappings().all()
        order_ids = {str(v) for (v,) in conn.execute(select(c.order_id))}
        user_ids = {str(v) for (v,) in conn.execute(select(c.user_id))}
        lo = conn.execute(select(func.min(c.created_at))).scalar_one()
    if not sample:
        raise SystemExit("the world holds no orders to take the id shape from")
    users = [_fresh(str(sample[i % len(sample)]["user_id"]), user_ids, rng) for i in range(max(1, n // 10))]
    began = time.perf_counter()
    picked = ""
    for start in range(0, n, _BATCH):
        rows: list[dict[str, Any]] = []
        for i in range(start, min(n, start + _BATCH)):
            base = sample[i % len(sample)]
            created = lo - timedelta(minutes=1 + i % 500_000)  # before the world's own data: answers unchanged
            rows.append({**base, "order_id": _fresh(str(base["order_id"]), order_ids, rng),
                         "user_id": users[i % len(users)], "created_at": created, "updated_at": created})
        if start <= n // 2 < start + len(rows):
            picked = str(rows[n // 2 - start]["order_id"])
        with world.engine.begin() as conn:
            conn.execute(orders_table.insert(), [{k: v for k, v in r.items() if k in _WRITTEN} for r in rows])
    if world.engine.dialect.name == "sqlite":
        with world.engine.connect() as conn:
            conn.exec_driver_sql("ANALYZE")
    else:
        with world.engine.connect() as conn:
            conn.exec_driver_sql("ANALYZE orders")
    return time.perf_counter() - began, picked


#: the columns a writer gives (derived ones, if any, are filled by the table itself)
_WRITTEN = ("order_id", "user_id", "status", "amount", "created_at", "updated_at", "notify_status", "error_code")


def _timed(fn: Callable[[], Any], repeat: int) -> tuple[list[float], Any]:
    values, out = [], None
    for _ in range(repeat):
        began = time.perf_counter()
        out = fn()
        values.append((time.perf_counter() - began) * 1000)
    return values, out


def run(world: World, n: int, repeat: int, label: str) -> None:
    seconds, stored = bulk_orders(world, n)
    with world.engine.connect() as conn:
        total = conn.execute(select(func.count()).select_from(orders_table)).scalar_one()
    print(f"[{label}] inserted {n:,} orders in {seconds:.1f} s ({total:,} in the table); probe id {stored}")
    cat = world.catalog()
    names = [*cat.services, *cat.alert_names]
    unknown = _like(stored, random.Random(99))
    questions = {
        "exact id": f"why did order {stored} fail?",
        "typed other joiners/case": f"why did order {_retyped(stored)} fail?",
        "unknown id of the shape": f"why did order {unknown} fail?",
        "no id": "why did the error rate rise on 2026-11-28 around 05:40, 5xx above 3% for 12 minutes?",
    }
    registry = build_registry(include_knowledge=False)
    ctx = ToolContext(sources={"world": world}, now=cat.anchor_time)
    for name, question in questions.items():
        tokens = id_candidates(question, names)
        values, found = _timed(lambda tokens=tokens: find_ids(world, tokens), repeat)
        resolved = [k for k, kind in found.items() if kind in ("order_id", "user_id")]
        print(f"[{label}] find_ids {name:<26} p50={statistics.median(values):8.1f} ms max={max(values):8.1f} ms "
              f"tokens={tokens} found={found}")
        if resolved:
            args = {"order_id": resolved[0]} if found[resolved[0]] == "order_id" else {"user_id": resolved[0]}
            values, result = _timed(lambda args=args: registry.invoke("query_order", args, ctx), repeat)
            print(f"[{label}] query_order {name:<23} p50={statistics.median(values):8.1f} ms "
                  f"max={max(values):8.1f} ms total={result.data.get('total')}")


@contextmanager
def _postgres(explicit: str | None) -> Iterator[str | None]:
    if explicit:
        yield explicit
        return
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    try:
        from tests.pg import create_database, start_server
    except ImportError:
        yield None
        return
    try:
        server = start_server()
    except (FileNotFoundError, RuntimeError) as exc:
        print(f"[postgresql] skipped: {exc}")
        yield None
        return
    try:
        yield create_database(server, "lookup_scale")
    finally:
        server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--orders", type=int, default=1_000_000)
    parser.add_argument("--world", default="demo", help="a named world (demo, a dev or held-out world)")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--pg-url", default=os.environ.get("SUPERBIZ_TEST_PG_URL"))
    parser.add_argument("--no-pg", action="store_true", help="SQLite only")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        world = build_world(args.world, f"sqlite:///{Path(tmp) / 'world.db'}")
        try:
            run(world, args.orders, args.repeat, "sqlite")
        finally:
            world.dispose()
    if args.no_pg:
        return
    with _postgres(args.pg_url) as url:
        if url is not None:
            world = build_world(args.world, url)
            try:
                run(world, args.orders, args.repeat, "postgresql")
            finally:
                world.dispose()


if __name__ == "__main__":
    main()
