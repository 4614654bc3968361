"""The loop and the table the engine-claim mutation benchmarks share (``benchmarks/engine_mutations.py``,
``benchmarks/engine_adversarial.py``): every case of every world re-verified through the real pipeline, mutants
counted killed per world × family, controls counted kept, and the table printed."""

from __future__ import annotations

import time
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol


class _Case(Protocol):
    family: str
    name: str

    @property
    def text(self) -> str: ...


@dataclass
class Tally:
    worlds: list[str]
    table: dict[tuple[str, str], list[int]] = field(default_factory=lambda: defaultdict(lambda: [0, 0]))
    controls: dict[str, list[int]] = field(default_factory=lambda: defaultdict(lambda: [0, 0]))
    claims: dict[str, int] = field(default_factory=dict)
    survivors: list[str] = field(default_factory=list)
    downgrades: list[str] = field(default_factory=list)
    seconds: float = 0.0


def tally(worlds: Sequence[str], load: Callable[[str], Any], cases: Callable[[Any], Iterable[Any]],
          verify: Callable[[Any], tuple[str, str]], killed: Callable[[tuple[str, str]], bool]) -> Tally:
    """Load each world's engine claims (``load``), verify each of its cases, count kills and kept controls."""
    began = time.perf_counter()
    t = Tally(list(worlds))
    for name in worlds:
        world = load(name)
        t.claims[name] = len(world.claims)
        for case in cases(world):
            result = verify(case)
            if case.family == "control":
                t.controls[name][0] += 1
                if result[0] == "direct_observation":
                    t.controls[name][1] += 1
                else:
                    t.downgrades.append(f"{name} {case.name} {result} {case.text}")
                continue
            row = t.table[(name, case.family)]
            row[0] += 1
            if killed(result):
                row[1] += 1
            else:
                t.survivors.append(f"{name} {case.family}/{case.name} {result} {case.text!r}")
    t.seconds = time.perf_counter() - began
    return t


def report(t: Tally, families: Sequence[str], *, summary: bool = False, show_survivors: bool = False,
           show_downgrades: bool = False) -> int:
    """Print the per-world × family table and the totals; 0 when every mutant died and every control was kept."""
    width = max(len(f) for f in families) + 1
    print(f"{'world':<10} {'claims':>6} " + " ".join(f"{f:>{width}}" for f in families) + f" {'controls':>9}")
    for name in t.worlds:
        cells = []
        for family in families:
            total, dead = t.table[(name, family)]
            cells.append(f"{f'{dead}/{total}' if total else '-':>{width}}")
        kept, total = t.controls[name][1], t.controls[name][0]
        print(f"{name:<10} {t.claims[name]:>6} " + " ".join(cells) + f" {f'{kept}/{total}':>9}")
    all_total = sum(v[0] for v in t.table.values())
    all_dead = sum(v[1] for v in t.table.values())
    c_total = sum(v[0] for v in t.controls.values())
    c_kept = sum(v[1] for v in t.controls.values())
    print(f"mutants: {all_total}  killed: {all_dead} ({all_dead / max(all_total, 1):.1%})  controls: {c_total}  "
          f"kept: {c_kept}  false downgrades: {c_total - c_kept}  [{t.seconds:.1f} s]")
    if summary:
        per: dict[str, int] = defaultdict(int)
        for line in t.survivors:
            per[line.split()[1]] += 1
        print("\n".join(["", "survivors per class/name:", *(f"{n:>5} {k}" for k, n in sorted(per.items()))]))
    if show_survivors:
        print("\n".join(["", "survivors:", *t.survivors]))
    if show_downgrades:
        print("\n".join(["", "downgraded controls:", *t.downgrades]))
    return 0 if all_dead == all_total and c_kept == c_total else 1
