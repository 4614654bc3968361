"""floors.py RUN.json: raise (never lower) the held-out floors in evals/qa-holdout/baseline.json to a run's scores.

floor = floor(correct / cases * 1000) / 1000 per world; prints each raised world."""

import json
import math
import sys
from collections import Counter
from pathlib import Path

run = json.loads(Path(sys.argv[1]).read_text())
tot: Counter[str] = Counter()
ok: Counter[str] = Counter()
for c in run["qa"]["cases"]:
    tot[c["world"]] += 1
    ok[c["world"]] += c["ok"]
path = Path("evals/qa-holdout/baseline.json")
data = json.loads(path.read_text())
for world in sorted(tot):
    score = math.floor(ok[world] / tot[world] * 1000) / 1000
    if world in data["worlds"] and score > data["worlds"][world]:
        print(f"{world}: {data['worlds'][world]} -> {score}")
        data["worlds"][world] = score
path.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")
