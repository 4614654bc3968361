"""cmp.py RUN.json PASSFILE [--worlds]: regressions (passing in PASSFILE, failing now), new passes, still failing."""

import json
import sys
from collections import Counter
from pathlib import Path

run = json.loads(Path(sys.argv[1]).read_text())
passed = set(Path(sys.argv[2]).read_text().split())
tot: Counter[str] = Counter()
ok: Counter[str] = Counter()
ff: Counter[str] = Counter()
reg, new, fail = [], [], []
for c in run["qa"]["cases"]:
    key = f"{c['world']}/{c['id']}"
    tot[c["world"]] += 1
    ok[c["world"]] += c["ok"]
    ff[c["world"]] += bool(c.get("false_facts"))
    if c["ok"] and key not in passed:
        new.append(key)
    if not c["ok"]:
        (reg if key in passed else fail).append(key)
lines = [f"total {sum(ok.values())}/{sum(tot.values())}, false-fact cases {sum(ff.values())}"]
for title, keys in (("REGRESSIONS", reg), ("NEW PASSES", new), ("STILL FAILING", fail)):
    lines += [f"{title} {len(keys)}", *(f"   {k}" for k in keys)]
if "--worlds" in sys.argv:
    lines += [f"{w} {ok[w]}/{tot[w]}" for w in sorted(tot)]
sys.stdout.write("\n".join(lines) + "\n")
