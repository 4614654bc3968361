"""Benchmark: the offline Planner on pathological questions (4,000 characters: one digit, separator or
comparison word repeated, a pasted log). A pattern that backtracks per position, or a split tried per word,
shows here as seconds; a healthy Planner stays in milliseconds whatever is pasted.

Run: PYTHONPATH=src python benchmarks/question_worst_case.py    (prints numbers; no asserts)
Before this landing (schemathesis found it: a chat of 4,000 zeros exceeded the response-time limit):
"0"×4000 8.9 s, "跟"×4000 31 s, "？"×4000 2.2 s; after: each ≤ 0.2 s (median).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.agents.synthetic import CATALOG, NOW

from superbiz.agents.plan import offline_plan

CASES = {
    "digits": "0" * 4000,
    "dashes": "-" * 4000,
    "question marks": "？" * 4000,
    "spaced digits": "0 " * 2000,
    "chinese numerals": "一" * 4000,
    "'跟' (a comparison word)": "跟" * 4000,
    "'比' (a comparison word)": "比" * 4000,
    "'vs '": "vs " * 1300,
    "'现在比'": "现在比" * 1300,
    "clock words": "9点" * 2000,
    "pasted log lines": "2026-11-19T02:53:16Z ERROR order-api call to pay-db failed: timeout 3000ms\n" * 55,
    "plain question": "ledger-service 今天上午十点为什么报错？",
}


def main() -> None:
    print(f"{'question':<28} {'chars':>6} {'median ms':>10} {'max ms':>8}")
    for name, question in CASES.items():
        runs = []
        for _ in range(3):
            began = time.perf_counter()
            offline_plan(question, CATALOG, now=NOW)
            runs.append((time.perf_counter() - began) * 1000)
        print(f"{name:<28} {len(question):>6} {statistics.median(runs):>10.1f} {max(runs):>8.1f}")


if __name__ == "__main__":
    main()
