"""Benchmark: does a correct answer stay correct when the *world* has another shape (names, zone, ids, codes)?

Every QA case of the dev worlds and of the held-out worlds already measured once (those with a floor in
``evals/qa-holdout/baseline.json``; a sealed world is never read) is asked on the original world and on each
variant of it (``superbiz.evals.world_variants``: service names dotted / underscored / CamelCase / short codes /
made of the engine's own words / very long; the same wall-clock times in another zone; other id formats; error
codes lower-case / dotted / numeric), with the case rewritten to match. Among the cases answered correctly on
the original, it prints the share still correct per variant and per world, and lists the ones that break.

Run: PYTHONPATH=src python benchmarks/world_variants.py [--worlds harbor,ledgerly] [--variants camel-names]
[--jobs 2] [--json] (prints numbers; no asserts). Each (world, variant) pair costs one QA run of that world.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from superbiz.evals.qa_runner import LoadedQaFile, QaCaseResult, discover_qa_files, load_qa_file, run_loaded
from superbiz.evals.world_variants import VARIANTS, derive
from superbiz.sources.worldgen import world_spec

ROOT = Path(__file__).resolve().parents[1]


def _measured_holdout() -> set[str]:
    path = ROOT / "evals" / "qa-holdout" / "baseline.json"
    return set(json.loads(path.read_text(encoding="utf-8")).get("worlds", {})) if path.is_file() else set()


def _files(worlds: set[str] | None) -> dict[str, Path]:
    """world → its QA file, for generated dev worlds and measured held-out worlds (``demo`` has no spec)."""
    measured = _measured_holdout()
    out = {}
    for file in [*discover_qa_files(ROOT / "evals" / "qa"), *discover_qa_files(ROOT / "evals" / "qa-holdout")]:
        world = file.parent.name
        holdout = file.parent.parent.name == "qa-holdout"
        if world == "demo" or (holdout and world not in measured) or (worlds and world not in worlds):
            continue
        out[world] = file
    return out


def _reason(result: QaCaseResult) -> str:
    if result.error:
        return result.error
    for aspect in result.score.aspects if result.score else []:
        if not aspect.ok:
            return f"{aspect.aspect}: {'; '.join(aspect.reasons)}"
    return "false fact" if result.score and result.score.false_facts else "?"


def _task(world: str, file: str, variant: str | None) -> dict[str, Any]:
    """One QA run: the original world (``variant`` None) or one variant of it."""
    loaded = load_qa_file(Path(file))
    if variant is None:
        run = run_loaded([loaded])
        skipped: tuple[str, ...] = ()
    else:
        vw = derive(world_spec(world), loaded.suite, variant)
        run = run_loaded([LoadedQaFile(file=loaded.file, suite=vw.suite)], specs={vw.key: vw.spec})
        skipped = vw.skipped
    rows = [
        {
            "case": r.case.id,
            "ok": r.ok,
            "question": r.case.question,
            "reason": "" if r.ok else _reason(r),
            "answer": "" if r.ok else r.answer[:600],
        }
        for r in run.results
    ]
    return {"world": world, "variant": variant, "rows": rows, "skipped": list(skipped)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--worlds", help="comma-separated world names (default: dev + measured held-out)")
    parser.add_argument("--variants", help="comma-separated variant names (default: all)")
    parser.add_argument("--jobs", type=int, default=1, help="QA runs in parallel (processes)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--answers", action="store_true", help="print the start of each broken answer")
    args = parser.parse_args()
    worlds = set(args.worlds.split(",")) if args.worlds else None
    names = [v.name for v in VARIANTS]
    chosen = args.variants.split(",") if args.variants else names
    if set(chosen) - set(names):
        sys.exit(f"unknown variants: {sorted(set(chosen) - set(names))}")
    files = _files(worlds)
    began = time.perf_counter()
    tasks = [(w, str(f), v) for w, f in files.items() for v in [None, *chosen]]
    done = []
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for d in pool.map(_task, *zip(*tasks, strict=True)):
            done.append(d)
            bad = [f"{r['case']}: {r['reason'][:160]}" for r in d["rows"] if not r["ok"]]
            print(
                f"[{d['world']} {d['variant'] or 'original'}] {len(d['rows']) - len(bad)}/{len(d['rows'])} ok; "
                + " | ".join(bad),
                file=sys.stderr,
                flush=True,
            )
    seconds = time.perf_counter() - began

    base = {(d["world"], r["case"]): r["ok"] for d in done if d["variant"] is None for r in d["rows"]}
    kept: Counter[tuple[str, str]] = Counter()
    tried: Counter[tuple[str, str]] = Counter()
    skipped: Counter[str] = Counter()
    broken = []
    for d in done:
        if d["variant"] is None:
            continue
        skipped[d["variant"]] += len(d["skipped"])
        for r in d["rows"]:
            if not base.get((d["world"], r["case"])):
                continue  # wrong on the original: a variant of it measures nothing
            tried[(d["world"], d["variant"])] += 1
            kept[(d["world"], d["variant"])] += r["ok"]
            if not r["ok"]:
                broken.append({"world": d["world"], "variant": d["variant"], **r})
    total_tried, total_kept = sum(tried.values()), sum(kept.values())
    summary = {
        "cases": len(base),
        "correct_on_original": sum(base.values()),
        "variant_runs": total_tried,
        "still_correct": total_kept,
        "share": round(total_kept / total_tried, 4) if total_tried else None,
        "seconds": round(seconds, 1),
        "per_variant": {
            v: [sum(kept[(w, v)] for w in files), sum(tried[(w, v)] for w in files), skipped[v]] for v in chosen
        },
        "per_world": {w: {v: [kept[(w, v)], tried[(w, v)]] for v in chosen} for w in files},
        "broken": broken,
    }
    if args.json:
        print(json.dumps(summary, ensure_ascii=False, indent=1))
        return
    print(
        f"cases {len(base)}, correct on the original worlds {sum(base.values())}; {total_tried} variant runs over "
        f"the correct ones, {total_kept} still correct ({100 * total_kept / max(total_tried, 1):.1f} %) "
        f"in {seconds:.0f} s"
    )
    print(f"\n{'variant':<20} {'kept':>6} {'tried':>6} {'':>8} {'skipped':>8}")
    for name, (k, t, s) in summary["per_variant"].items():
        print(f"{name:<20} {k:>6} {t:>6}  {100 * k / max(t, 1):5.1f} % {s:>8}")
    print("\nper world (kept/tried per variant):")
    for world, per in summary["per_world"].items():
        print(f"  {world:<12} " + "  ".join(f"{v}={k}/{t}" for v, (k, t) in per.items()))
    if broken:
        print("\nbroken:")
        for b in broken:
            print(f"  {b['world']}/{b['case']} [{b['variant']}] {b['question']!r}: {b['reason']}")
            if args.answers:
                print("      " + b["answer"].replace("\n", "\n      ")[:600])


if __name__ == "__main__":
    main()
