"""Benchmark: does a correct answer stay correct when the question is typed another (harmless) way?

Every QA case of the dev worlds and of the held-out worlds already measured once (those with a floor in
``evals/qa-holdout/baseline.json``; a sealed world is never read) is asked as written and under each variant of
``superbiz.evals.qa_variants`` (lead-ins, thanks, punctuation, spacing, letter case, a chat mention). Among the
cases answered correctly as written, it prints the share still correct per variant and per world, and lists the
ones that break (world, case, variant, first failure reason).

Run: PYTHONPATH=src python benchmarks/question_variants.py [--worlds demo,harbor] [--variants lower-case] [--json]
(prints numbers; no asserts). Takes about 8 × the QA suite's time over the chosen worlds.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections import Counter
from pathlib import Path

from superbiz.evals.qa_runner import LoadedQaFile, QaCaseResult, discover_qa_files, load_qa_file, run_loaded
from superbiz.evals.qa_variants import VARIANT_NAMES, variants_of
from superbiz.sources.demo import SERVICES as DEMO_SERVICES
from superbiz.sources.worldgen import world_spec

ROOT = Path(__file__).resolve().parents[1]
_SEP = "--v-"


def _measured_holdout() -> set[str]:
    path = ROOT / "evals" / "qa-holdout" / "baseline.json"
    return set(json.loads(path.read_text(encoding="utf-8")).get("worlds", {})) if path.is_file() else set()


def _protected(world: str) -> list[str]:
    """A world's service descriptions and team names: a word swap must not rename what a question refers to."""
    if world == "demo":
        texts = [p for _, team, description, _ in DEMO_SERVICES for p in (team, description)]
    else:
        texts = [p for s in world_spec(world).services for p in (s.team, s.description_zh, s.description_en)]
    return [piece for text in texts for piece in re.split(r"[\s:：,，、/()（）]+", text) if len(piece) >= 2]


def _files(worlds: set[str] | None, variants: set[str] | None) -> list[LoadedQaFile]:
    measured = _measured_holdout()
    out = []
    for file in [*discover_qa_files(ROOT / "evals" / "qa"), *discover_qa_files(ROOT / "evals" / "qa-holdout")]:
        loaded = load_qa_file(file)
        suite = loaded.suite
        if (suite.holdout and suite.world not in measured) or (worlds and suite.world not in worlds):
            continue
        cases = []
        for case in suite.cases:
            cases.append(case)
            for name, question in variants_of(case.question, case.lang, _protected(suite.world)):
                if variants is None or name in variants:
                    cases.append(case.model_copy(update={"id": f"{case.id}{_SEP}{name}", "question": question}))
        out.append(LoadedQaFile(file=file, suite=suite.model_copy(update={"cases": cases})))
    return out


def _reason(result: QaCaseResult) -> str:
    if result.error:
        return result.error
    for aspect in result.score.aspects if result.score else []:
        if not aspect.ok:
            return f"{aspect.aspect}: {'; '.join(aspect.reasons)}"
    return "false fact" if result.score and result.score.false_facts else "?"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--worlds", help="comma-separated world names (default: dev + measured held-out)")
    parser.add_argument("--variants", help="comma-separated variant names (default: all)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    worlds = set(args.worlds.split(",")) if args.worlds else None
    chosen = set(args.variants.split(",")) if args.variants else None
    if chosen and chosen - set(VARIANT_NAMES):
        sys.exit(f"unknown variants: {sorted(chosen - set(VARIANT_NAMES))}")
    began = time.perf_counter()
    run = run_loaded(_files(worlds, chosen))
    seconds = time.perf_counter() - began

    base = {(r.world, r.case.id): r.ok for r in run.results if _SEP not in r.case.id}
    kept: Counter[tuple[str, str]] = Counter()
    tried: Counter[tuple[str, str]] = Counter()
    broken = []
    for r in run.results:
        if _SEP not in r.case.id:
            continue
        case_id, variant = r.case.id.split(_SEP)
        if not base.get((r.world, case_id)):
            continue  # wrong as written: a variant of it measures nothing
        tried[(r.world, variant)] += 1
        kept[(r.world, variant)] += r.ok
        if not r.ok:
            broken.append({"world": r.world, "case": case_id, "variant": variant, "question": r.case.question,
                           "reason": _reason(r)})
    total_tried, total_kept = sum(tried.values()), sum(kept.values())
    correct = sum(base.values())
    summary = {
        "cases": len(base), "correct_as_written": correct, "variant_runs": total_tried,
        "still_correct": total_kept, "share": round(total_kept / total_tried, 4) if total_tried else None,
        "seconds": round(seconds, 1),
        "per_variant": {v: [sum(kept[(w, v)] for w in run.worlds()),
                                 sum(tried[(w, v)] for w in run.worlds())] for v in VARIANT_NAMES},
        "per_world": {w: [sum(kept[(w, v)] for v in VARIANT_NAMES), sum(tried[(w, v)] for v in VARIANT_NAMES)]
                      for w in run.worlds()},
        "broken": broken,
    }
    if args.json:
        print(json.dumps(summary, ensure_ascii=False, indent=1))
        return
    print(f"cases {len(base)}, correct as written {correct}; {total_tried} variant runs over the correct ones, "
          f"{total_kept} still correct ({100 * total_kept / max(total_tried, 1):.1f} %) in {seconds:.0f} s")
    print(f"\n{'variant':<20} {'kept':>6} {'tried':>6}")
    for name, (k, t) in summary["per_variant"].items():
        if t:
            print(f"{name:<20} {k:>6} {t:>6}  {100 * k / t:5.1f} %")
    print(f"\n{'world':<12} {'kept':>6} {'tried':>6}")
    for world, (k, t) in summary["per_world"].items():
        print(f"{world:<12} {k:>6} {t:>6}  {100 * k / max(t, 1):5.1f} %")
    if broken:
        print("\nbroken:")
        for b in broken:
            print(f"  {b['world']}/{b['case']} [{b['variant']}] {b['question']!r}: {b['reason']}")


if __name__ == "__main__":
    main()
