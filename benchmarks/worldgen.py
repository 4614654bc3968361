"""Generated-world build time (target < 2 s per world) and row counts.

    python benchmarks/worldgen.py [--runs 3]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from superbiz.sources.worldgen import DEV_WORLDS, HOLDOUT_WORLDS, generate_world, world_spec


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="worldgen-bench-") as tmp:
        for name in (*DEV_WORLDS, *HOLDOUT_WORLDS):
            times, stats = [], None
            for i in range(args.runs):
                began = time.perf_counter()
                stats = generate_world(world_spec(name), f"sqlite:///{Path(tmp) / f'{name}-{i}.db'}")
                times.append(time.perf_counter() - began)
            assert stats is not None
            print(f"{name:10s} median {statistics.median(times):.2f} s  max {max(times):.2f} s  "
                  f"logs {stats.log_records}  metrics {stats.metric_samples}  alerts {stats.alerts}  "
                  f"orders {stats.orders}")


if __name__ == "__main__":
    main()
