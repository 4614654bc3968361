"""No module of ours binds one top-level name twice. Two branches that each add a pattern under the same name
merge without a conflict, and the later silently replaces the earlier (stop 23: two midnight-range patterns named
``_MIDNIGHT_TO`` in ``agents/timeforms.py``; the earlier's caller then failed with ``IndexError``)."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "superbiz"


def _top_level_names(tree: ast.Module) -> Counter[str]:
    names: Counter[str] = Counter()
    for node in tree.body:
        if isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
            names[node.target.id] += 1
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names[node.name] += 1
    return names


def test_no_module_binds_a_top_level_name_twice() -> None:
    twice = {str(path.relative_to(SRC)): sorted(n for n, k in _top_level_names(ast.parse(path.read_text())).items()
                                                if k > 1 and n != "__all__")
             for path in sorted(SRC.rglob("*.py"))}
    assert {p: n for p, n in twice.items() if n} == {}


def test_the_check_sees_a_shadowed_pattern() -> None:
    tree = ast.parse('import re\n_A = re.compile("x")\ndef f(): pass\n_A = re.compile("y")\n')
    assert _top_level_names(tree)["_A"] == 2
