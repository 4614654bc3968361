"""passfile.py RUN.json… > pass.txt: world/id of every passing case (the union of the runs)."""

import json
import sys
from pathlib import Path

passed = {f"{c['world']}/{c['id']}" for f in sys.argv[1:] for c in json.loads(Path(f).read_text())["qa"]["cases"]
          if c["ok"]}
print("\n".join(sorted(passed)))
