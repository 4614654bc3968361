"""Check every answer key of a QA file against its world, without running the engine.

usage: python keycheck.py evals/qa-holdout/<world>/qa-cases.yaml [--show]
Prints each case's rendered expected facts (with --show) and every key error; exit 1 on any error.
"""
import sys
import tempfile
from collections import Counter
from pathlib import Path

from superbiz.evals.qa_keys import AnswerKeyError, case_keys
from superbiz.evals.qa_runner import load_qa_file
from superbiz.sources.worldgen import build_world, world_timezone

path = Path(sys.argv[1])
show = "--show" in sys.argv
loaded = load_qa_file(path)
suite = loaded.suite
tmp = Path(tempfile.mkdtemp())
world = build_world(suite.world, f"sqlite:///{tmp / 'w.db'}")
zone = world_timezone(world)
anchor = world.catalog().anchor_time
errors = 0
ids = Counter(c.id for c in suite.cases)
for dup, n in ids.items():
    if n > 1:
        print("DUPLICATE id", dup)
        errors += 1
langs = Counter(c.lang for c in suite.cases)
follow = sum(1 for c in suite.cases if c.conversation)
for case in suite.cases:
    try:
        keys = case_keys(world.engine, case, anchor=anchor, zone=zone)
    except AnswerKeyError as exc:
        errors += 1
        print("KEY ERROR", case.id, exc)
        continue
    if show:
        print(case.id, "|", case.question)
        for aspect, facts in keys.items():
            print("   ", aspect, [f"{f.fact.render}={f.display}" for f in facts])
print(f"{len(suite.cases)} cases, {dict(langs)}, {follow} follow-ups, {errors} errors; anchor {anchor} zone {zone}")
sys.exit(1 if errors else 0)
