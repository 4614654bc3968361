"""rebuild_appends.py BASE BR[@FROM]... : rewrite append-only files as BASE's content plus each branch's appended tail
(the tail past FROM's content when given: a branch made from another commit than BASE).

Files: every evals/qa/*/qa-cases.yaml and docs/investigator.md. Run in the merge worktree after merging the branches."""
import glob
import subprocess
import sys
from pathlib import Path

base, branches = sys.argv[1], sys.argv[2:]


def show(rev, path):
    r = subprocess.run(["git", "show", f"{rev}:{path}"], capture_output=True, text=True)
    return r.stdout if r.returncode == 0 else None


files = [*sorted(glob.glob("evals/qa/*/qa-cases.yaml")), "docs/investigator.md"]
for path in files:
    b = show(base, path)
    if b is None:
        continue
    out = b
    for spec in branches:
        br, _, start = spec.partition("@")
        c = show(br, path)
        b = show(start, path) if start else show(base, path)
        if c is None or b is None or c == b:
            continue
        if not c.startswith(b):
            print(f"WARNING {path}: {br} changed more than its tail; tail taken from the common prefix")
            i = 0
            while i < min(len(b), len(c)) and b[i] == c[i]:
                i += 1
            # back to the start of a line
            i = c.rfind("\n", 0, i) + 1
            print(f"   differing from char {i}: base {b[i:i+80]!r} / branch {c[i:i+80]!r}")
            continue
        tail = c[len(b):]
        if not out.endswith("\n"):
            out += "\n"
        out += tail
    Path(path).write_text(out)
    print(path, "ok", len(out) - len(show(base, path) or ""), "chars appended")
