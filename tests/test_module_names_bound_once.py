"""Code quality (issue 10's engine, merged from many branches): a module-level name — a pattern, a lexicon, a
function, a class — is bound once per module. A second binding silently replaces the first for every use after it
(stop 36's invDW named a new pattern ``_CODE_LINES`` in ``render/answer.py``, which already had one: a dev case
regressed; stop 35 merged two ``_ALERT_WORD`` patterns, which mypy caught only because their types differed). ruff's
F811 sees only functions and imports."""

from __future__ import annotations

import ast
from pathlib import Path

import superbiz

_SRC = Path(superbiz.__file__).parent


def _rebound(path: Path, root: Path = _SRC) -> list[str]:
    seen: dict[str, int] = {}
    out: list[str] = []
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign):
            names = [t.id for t in node.targets if isinstance(t, ast.Name)]
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
            names = [node.target.id]
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names = [node.name]
        else:
            names = []
        for name in names:
            if name in seen and name != "__all__":
                out.append(f"{path.relative_to(root)}:{node.lineno} {name} (first bound at line {seen[name]})")
            seen[name] = node.lineno
    return out


def test_no_module_level_name_is_bound_twice() -> None:
    found = [hit for path in sorted(_SRC.rglob("*.py")) for hit in _rebound(path)]
    assert found == []


def test_the_check_sees_a_second_binding(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text('import re\n_P = re.compile("a")\ndef f() -> None: ...\n_P = re.compile("b")\n')
    assert [hit.split(" ", 1)[1] for hit in _rebound(module, tmp_path)] == ["_P (first bound at line 2)"]

