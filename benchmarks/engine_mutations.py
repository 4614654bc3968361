"""Mutation kill rates over the claims the offline engine itself writes (issue 9), per world × family.

Each world (2 dev, 6 opened held-out ones of different zones) is built with its runbooks and asked generic
on-call questions through the real offline ChatService (tests/support/engine_claims.py); every claim the run
classified ``direct_observation`` is mutated in its text, bindings kept (tests/verification/
engine_mutation_families.py), and re-verified through the real pipeline. A mutant is *killed* when it is not
``direct_observation`` and the verdict is not PASS; a control (the unmutated claim, full-width digits, the count
in Chinese numerals, an unpadded span, the same instant with an offset) not ``direct_observation`` is a false
downgrade.

    PYTHONPATH=src python benchmarks/engine_mutations.py [--worlds harbor,tideline] [--show-survivors]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.support.engine_claims import DEV, HELD_OUT, engine_world
from tests.verification.engine_mutation_families import ENGINE_FAMILIES, engine_cases, killed, verify_engine


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--worlds", default=",".join((*DEV, *HELD_OUT)), help="comma-separated world names")
    parser.add_argument("--show-survivors", action="store_true", help="print every mutant that passed")
    parser.add_argument("--show-downgrades", action="store_true", help="print every control that was downgraded")
    args = parser.parse_args()
    worlds = [w for w in args.worlds.split(",") if w]
    began = time.perf_counter()
    table: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    controls: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    claims: dict[str, int] = {}
    survivors: list[str] = []
    downgrades: list[str] = []
    for name in worlds:
        world = engine_world(name)
        claims[name] = len(world.claims)
        for case in engine_cases(world):
            result = verify_engine(case)
            if case.family == "control":
                controls[name][0] += 1
                if result[0] == "direct_observation":
                    controls[name][1] += 1
                else:
                    downgrades.append(f"{name} {case.name} {result} {case.text}")
                continue
            row = table[(name, case.family)]
            row[0] += 1
            if killed(result):
                row[1] += 1
            else:
                survivors.append(f"{name} {case.family}/{case.name} {result} {case.text}")
    seconds = time.perf_counter() - began
    width = max(len(f) for f in ENGINE_FAMILIES)
    print(f"{'world':<10} {'claims':>6} " + " ".join(f"{f:>{width}}" for f in ENGINE_FAMILIES) + f" {'controls':>9}")
    for name in worlds:
        cells = []
        for family in ENGINE_FAMILIES:
            total, dead = table[(name, family)]
            cells.append(f"{f'{dead}/{total}' if total else '-':>{width}}")
        kept, total = controls[name][1], controls[name][0]
        print(f"{name:<10} {claims[name]:>6} " + " ".join(cells) + f" {f'{kept}/{total}':>9}")
    all_total = sum(v[0] for v in table.values())
    all_dead = sum(v[1] for v in table.values())
    c_total = sum(v[0] for v in controls.values())
    c_kept = sum(v[1] for v in controls.values())
    print(f"mutants: {all_total}  killed: {all_dead} ({all_dead / max(all_total, 1):.1%})  controls: {c_total}  "
          f"kept: {c_kept}  false downgrades: {c_total - c_kept}  [{seconds:.1f} s]")
    if args.show_survivors:
        print("\n".join(["", "survivors:", *survivors]))
    if args.show_downgrades:
        print("\n".join(["", "downgraded controls:", *downgrades]))
    return 0 if all_dead == all_total and c_kept == c_total else 1


if __name__ == "__main__":
    raise SystemExit(main())
