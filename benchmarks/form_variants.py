"""Benchmark: the form-variant suite (issue 16) — verdicts of true bindings written in harmless forms, and of
controls that change their meaning, over real tool outputs of the demo world and of a second small world.

Run: PYTHONPATH=src python benchmarks/form_variants.py [--log-lines N]    (prints the table; no asserts)

Compare with the code before issue 16 by pointing PYTHONPATH at an older checkout's ``src``.
Targets: false REJECT ≤ 2 % and false LOW_CONFID ≤ 5 % on harmless variants; 0 controls PASS.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # for tests.support

from tests.support.form_variants import SuiteRow, run_suite, tally
from tests.support.form_worlds import FORM_WORLD_NOW, build_form_world

from superbiz.sources.demo import ANCHOR_TIME, generate_demo_world


def _share(n: int, total: int) -> str:
    return f"{100 * n / total:5.1f} %" if total else "   - "


def _print(rows: list[SuiteRow]) -> None:
    print(f"{'kind':<9} {'variant':<34} {'cases':>6} {'PASS':>6} {'LOW':>6} {'REJECT':>6}")
    for t in tally(rows):
        v = t.verdicts
        print(f"{t.kind:<9} {t.variant:<34} {t.cases:>6} {v['PASS']:>6} {v['LOW_CONFID']:>6} {v['REJECT']:>6}")
    harmless = [r for r in rows if r.case.kind == "harmless"]
    controls = [r for r in rows if r.case.kind == "control"]
    baseline = [r for r in rows if r.case.kind == "baseline"]
    print()
    print(f"true bindings (baseline PASS / all): {sum(r.verdict == 'PASS' for r in baseline)} / {len(baseline)}")
    for world in sorted({r.case.world for r in rows}):
        h = [r for r in harmless if r.case.world == world]
        c = [r for r in controls if r.case.world == world]
        print(
            f"{world:<6} harmless {len(h):>5}: false REJECT {_share(sum(r.verdict == 'REJECT' for r in h), len(h))}, "
            f"false LOW_CONFID {_share(sum(r.verdict == 'LOW_CONFID' for r in h), len(h))}; "
            f"controls {len(c):>4}: PASS {sum(r.verdict == 'PASS' for r in c)}"
        )
    print(
        f"ALL    harmless {len(harmless):>5}: false REJECT "
        f"{_share(sum(r.verdict == 'REJECT' for r in harmless), len(harmless))}, false LOW_CONFID "
        f"{_share(sum(r.verdict == 'LOW_CONFID' for r in harmless), len(harmless))}; controls {len(controls):>4}: "
        f"PASS {sum(r.verdict == 'PASS' for r in controls)}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--log-lines", type=int, default=60_000, help="demo world size (default 60000)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        began = time.perf_counter()
        demo = f"sqlite:///{Path(tmp) / 'demo.db'}"
        generate_demo_world(demo, log_lines=args.log_lines)
        form = build_form_world(Path(tmp) / "form.db")
        built = time.perf_counter()
        rows = run_suite({"demo": (demo, ANCHOR_TIME), "form": (form, FORM_WORLD_NOW)})
        done = time.perf_counter()
    _print(rows)
    print(f"\nworlds built in {built - began:.1f} s; {len(rows)} cases verified in {done - built:.1f} s")


if __name__ == "__main__":
    main()
