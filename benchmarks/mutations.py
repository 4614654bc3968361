"""Mutation kill rates of the verification core (issue 9), per family, over two real worlds.

True claims are written from the records real tools return over the generated demo world and a second small
world (tests/support/mutation_worlds.py); each family's mutation changes what a claim asserts
(tests/verification/mutation_families.py). A mutant is *killed* when it is not ``direct_observation`` and the
verdict is not PASS. Controls are true claims (unmutated, or re-written in Chinese numerals / full-width forms):
a control not ``direct_observation`` is a false downgrade, a control REJECTed a false REJECT.

    PYTHONPATH=src python benchmarks/mutations.py [--show-survivors] [--show-downgrades]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.support.mutation_worlds import demo_session, harbor_session
from tests.verification.mutation_cases import FAMILIES, killed, verify
from tests.verification.mutation_families import all_cases


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show-survivors", action="store_true", help="print every mutant that passed")
    parser.add_argument("--show-downgrades", action="store_true", help="print every control that was downgraded")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        sessions = [demo_session(Path(tmp) / "d"), harbor_session(Path(tmp) / "h")] if _mk(tmp) else []
        stats: dict[str, list[int]] = defaultdict(lambda: [0, 0])
        downgraded = rejected = controls = 0
        survivors: list[str] = []
        downgrades: list[str] = []
        began = time.perf_counter()
        for session in sessions:
            for case in all_cases(session):
                result = verify(session, case.claim)
                if case.family == "control":
                    controls += 1
                    if result[0] != "direct_observation":
                        downgraded += 1
                        downgrades.append(f"{case.world} {case.name} {result} {case.text}")
                    rejected += result[1] == "REJECT"
                    continue
                stats[case.family][0] += 1
                if killed(result):
                    stats[case.family][1] += 1
                else:
                    survivors.append(f"{case.world} {case.family}/{case.name} {result} {case.text}")
        seconds = time.perf_counter() - began
    print(f"{'family':<12} {'mutants':>8} {'killed':>8} {'kill rate':>10}")
    for family in FAMILIES:
        total, dead = stats[family]
        rate = f"{dead / total:.1%}" if total else "-"
        print(f"{family:<12} {total:>8} {dead:>8} {rate:>10}")
    all_total = sum(v[0] for v in stats.values())
    all_dead = sum(v[1] for v in stats.values())
    print(f"{'all':<12} {all_total:>8} {all_dead:>8} {all_dead / max(all_total, 1):>10.1%}")
    print(f"controls: {controls}  false downgrade: {downgraded} ({downgraded / max(controls, 1):.1%})  "
          f"false REJECT: {rejected} ({rejected / max(controls, 1):.1%})  [{seconds:.1f} s]")
    if args.show_survivors:
        print("\n".join(["", "survivors:", *survivors]))
    if args.show_downgrades:
        print("\n".join(["", "downgraded controls:", *downgrades]))
    return 0


def _mk(tmp: str) -> bool:
    for sub in ("d", "h"):
        (Path(tmp) / sub).mkdir()
    return True


if __name__ == "__main__":
    raise SystemExit(main())
