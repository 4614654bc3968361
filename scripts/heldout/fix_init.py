"""Regenerate HOLDOUT_WORLDS and _MODULES in worldgen/__init__.py from worlds/holdout_*.py files."""
import re
import sys
from pathlib import Path

root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
init = root / "src/superbiz/sources/worldgen/__init__.py"
worlds = sorted(p.stem[len("holdout_"):] for p in (root / "src/superbiz/sources/worldgen/worlds").glob("holdout_*.py"))
text = init.read_text()


def wrap(prefix, items, close, indent):
    lines, cur = [], prefix
    for i, item in enumerate(items):
        piece = item + ("," if i < len(items) - 1 else close)
        cand = cur + ("" if cur == prefix or cur.endswith("(") or cur.endswith("{") else " ") + piece
        if len(cand) > 120 and cur.strip():
            lines.append(cur.rstrip())
            cur = " " * indent + piece
        else:
            cur = cand
    lines.append(cur)
    return "\n".join(lines)


head = "HOLDOUT_WORLDS: tuple[str, ...] = ("
hold = wrap(head, [f'"{w}"' for w in worlds], ")", len(head))
mods = [f'"{w}": "{w}"' for w in ("harbor", "ledgerly", "stagecast")] + [f'"{w}": "holdout_{w}"' for w in worlds]
modt = wrap("_MODULES = {", mods, "}", len("_MODULES = {"))
text = re.sub(r"HOLDOUT_WORLDS: tuple\[str, \.\.\.\] = \(.*?\)\n", hold + "\n", text, count=1, flags=re.S)
text = re.sub(r"_MODULES = \{.*?\}\n", modt + "\n", text, count=1, flags=re.S)
init.write_text(text)
print(len(worlds), "held-out worlds")
