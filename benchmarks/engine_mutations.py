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
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.support.engine_claims import DEV, HELD_OUT, engine_world
from tests.support.mutation_tally import report, tally
from tests.verification.engine_mutation_families import ENGINE_FAMILIES, engine_cases, killed, verify_engine


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--worlds", default=",".join((*DEV, *HELD_OUT)), help="comma-separated world names")
    parser.add_argument("--show-survivors", action="store_true", help="print every mutant that passed")
    parser.add_argument("--show-downgrades", action="store_true", help="print every control that was downgraded")
    args = parser.parse_args()
    worlds = [w for w in args.worlds.split(",") if w]
    result = tally(worlds, engine_world, engine_cases, verify_engine, killed)
    return report(result, ENGINE_FAMILIES, show_survivors=args.show_survivors, show_downgrades=args.show_downgrades)

if __name__ == "__main__":
    raise SystemExit(main())
