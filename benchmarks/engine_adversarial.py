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
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.support.engine_claims import DEV, HELD_OUT, EngineWorld, engine_world
from tests.support.mutation_tally import report, tally
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
    result = tally(worlds, lambda name: _world(name, args.cache), adversarial_cases, verify_adv, killed)
    return report(result, ADVERSARIAL_FAMILIES, summary=args.summary, show_survivors=args.show_survivors,
                  show_downgrades=args.show_downgrades)

if __name__ == "__main__":
    raise SystemExit(main())
