"""Adversarial mutation classes over the engine's own verified claims, per world × class (red-team, invAU).

Like ``benchmarks/engine_mutations.py`` (same engine claims, tests/support/engine_claims.py), with the classes of
tests/verification/engine_adversarial_families.py: look-alike names, numbers in other scales, units swapped,
the same clock in another zone, wrong relative times, flipped state words, negation particles, two rows merged,
an excerpt from another row, a claim rebound to another row, a lying label, one code's count as the total.

    PYTHONPATH=src python benchmarks/engine_adversarial.py [--worlds harbor,potterly] [--show-survivors]
"""

from __future__ import annotations

import argparse
import pickle
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.support.engine_claims import DEV, HELD_OUT, EngineWorld, engine_world
from tests.verification.engine_adversarial_families import (
    ADVERSARIAL_FAMILIES,
    adversarial_cases,
    killed,
    verify_adv,
)


def _world(name: str, cache: str) -> EngineWorld:
    if not cache:
        return engine_world(name)
    path = Path(cache) / f"{name}.pkl"
    if path.exists():
        return pickle.loads(path.read_bytes())
    world = engine_world(name)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(pickle.dumps(world))
    return world


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--worlds", default=",".join((*DEV, *HELD_OUT)), help="comma-separated world names")
    parser.add_argument("--show-survivors", action="store_true", help="print every mutant that passed")
    parser.add_argument("--show-downgrades", action="store_true", help="print every control that was downgraded")
    parser.add_argument("--cache", default="", help="a directory to keep each world's engine claims in (pickle)")
    parser.add_argument("--summary", action="store_true", help="print survivors counted per class/name")
    args = parser.parse_args()
    worlds = [w for w in args.worlds.split(",") if w]
    began = time.perf_counter()
    table: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    controls: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    claims: dict[str, int] = {}
    survivors: list[str] = []
    downgrades: list[str] = []
    for name in worlds:
        world = _world(name, args.cache)
        claims[name] = len(world.claims)
        for case in adversarial_cases(world):
            result = verify_adv(case)
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
                survivors.append(f"{name} {case.family}/{case.name} {result} {case.text!r}")
    seconds = time.perf_counter() - began
    width = max(len(f) for f in ADVERSARIAL_FAMILIES) + 1
    print(f"{'world':<10} {'claims':>6} " + " ".join(f"{f:>{width}}" for f in ADVERSARIAL_FAMILIES)
          + f" {'controls':>9}")
    for name in worlds:
        cells = []
        for family in ADVERSARIAL_FAMILIES:
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
    if args.summary:
        per: dict[str, int] = defaultdict(int)
        for line in survivors:
            per[line.split()[1]] += 1
        print("\n".join(["", "survivors per class/name:", *(f"{n:>5} {k}" for k, n in sorted(per.items()))]))
    if args.show_survivors:
        print("\n".join(["", "survivors:", *survivors]))
    if args.show_downgrades:
        print("\n".join(["", "downgraded controls:", *downgrades]))
    return 0 if all_dead == all_total and c_kept == c_total else 1


if __name__ == "__main__":
    raise SystemExit(main())
