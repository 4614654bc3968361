"""Benchmark: query_logs on a 1,000,000-line world.

Builds a demo world scaled to 1M log lines in a temporary SQLite file (or ``--url``), then times
``query_logs`` for service + level + window queries through the registry (p50/p95 over ``--queries`` runs),
and prints generation, index build time and database size. Target: p50 <= 50 ms.

    python benchmarks/tools.py [--lines 1000000] [--queries 100] [--url sqlite:///...]
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from superbiz.sources.demo import generate_demo_world
from superbiz.sources.world import World
from superbiz.tools.base import ToolContext
from superbiz.tools.registry import build_registry

ANCHOR = datetime(2026, 11, 28, 6, 0, tzinfo=UTC)
SERVICES = ("api-gateway", "order-service", "payment-service", "user-service", "notification-service",
            "inventory-service", "search-service")
LEVELS = ("ERROR", "WARN", "INFO", "ERROR,WARN")


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def _time_queries(world: World, n: int, *, seed: int = 1) -> dict[str, list[float]]:
    registry = build_registry(include_knowledge=False)
    ctx = ToolContext(sources={"world": world}, now=ANCHOR)
    rng = random.Random(seed)
    timings: dict[str, list[float]] = {"service+level+60m": [], "service+level+6h": [], "error_code+60m": []}
    registry.invoke("query_logs", {"service": "payment-service", "level": "ERROR"}, ctx)  # warm the catalogue
    for _ in range(n):
        end = ANCHOR - timedelta(minutes=rng.randint(0, 300))
        args = {"service": rng.choice(SERVICES), "level": rng.choice(LEVELS), "end": end.isoformat()}
        for label, extra in (("service+level+60m", {}), ("service+level+6h", {"start": "2026-11-28T00:00:00Z",
                                                                              "end": "2026-11-28T06:00:00Z"})):
            began = time.perf_counter()
            result = registry.invoke("query_logs", {**args, **extra}, ctx)
            timings[label].append((time.perf_counter() - began) * 1000)
            assert result.status != "error", result.error
        began = time.perf_counter()
        registry.invoke("query_logs", {"error_code": rng.choice(("PAY-5003", "GW-502", "NTF-5007")),
                                       "end": end.isoformat()}, ctx)
        timings["error_code+60m"].append((time.perf_counter() - began) * 1000)
    return timings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--url", default=None, help="world URL (default: a temporary SQLite file)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "world.db"
        url = args.url or f"sqlite:///{path}"
        stats = generate_demo_world(url, log_lines=args.lines)
        print(f"world: {stats.log_records:,} log lines, {stats.metric_samples:,} metric samples, "
              f"{stats.orders:,} orders at {url}")
        print(f"generation: {stats.seconds:.2f} s total, of which index build {stats.index_seconds:.2f} s")
        if path.exists():
            size = sum(p.stat().st_size for p in Path(tmp).glob("world.db*"))
            print(f"db size: {size / 1024**2:.1f} MiB")
        world = World.from_url(url)
        began = time.perf_counter()
        world.catalog()
        print(f"catalog (cold): {(time.perf_counter() - began) * 1000:.1f} ms")
        for label, values in _time_queries(world, args.queries).items():
            print(f"query_logs {label:<18} n={len(values)} p50={statistics.median(values):.1f} ms "
                  f"p95={_percentile(values, 0.95):.1f} ms max={max(values):.1f} ms")
        world.dispose()


if __name__ == "__main__":
    main()
