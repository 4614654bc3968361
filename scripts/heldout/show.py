"""show.py RUN.json ID-PART…: question, conversation, failed reasons, false facts and answer of matching cases."""

import json
import sys
from pathlib import Path

run = json.loads(Path(sys.argv[1]).read_text())
for c in run["qa"]["cases"]:
    key = f"{c['world']}/{c['id']}"
    if not any(s in key for s in sys.argv[2:]):
        continue
    print("=" * 100)
    print(key, "OK" if c["ok"] else "FAIL")
    for q in c.get("conversation") or []:
        print("  earlier:", q)
    print("  Q:", c.get("question"))
    for a in c.get("aspects") or []:
        if not a["ok"]:
            print("  ASPECT", a["aspect"], a["reasons"])
    if c.get("false_facts"):
        print("  FALSE", c["false_facts"])
    if c.get("error"):
        print("  ERROR", c["error"])
    print((c.get("answer") or "")[:2500])
