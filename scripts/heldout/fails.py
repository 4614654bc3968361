"""fails.py RUN.json... : per run, score and the failing cases with reasons."""
import json
import sys
from pathlib import Path

for f in sys.argv[1:]:
    d = json.loads(Path(f).read_text())
    cs = d["qa"]["cases"]
    ok = sum(c["ok"] for c in cs)
    ff = sum(1 for c in cs if c.get("false_facts"))
    print(f"{f}: {ok}/{len(cs)} ({ok / len(cs) * 100:.1f} %), false-fact cases {ff}")
    for c in cs:
        if not c["ok"]:
            why = [a["reasons"] for a in c.get("aspects", []) if not a["ok"]] + (c.get("false_facts") or [])
            print("   ", c["world"] + "/" + str(c["id"]), "|", (c.get("question") or "")[:70], "|", str(why)[:260])
