"""Start-up speed (`benchmarks/chat.py` part 2, ``superbiz ask`` on a warm home): a pattern's compiled code is kept
between processes (``superbiz.regex_store``). What the store must never change: a pattern read back is the pattern
``re.compile`` makes (``Pattern.__eq__`` compares the text, the flags and the engine code), a damaged or foreign file
only costs a compile, a bad pattern still raises ``re.error``, and ``SUPERBIZ_REGEX_CACHE=off`` writes nothing.

Each case runs in a fresh interpreter (the store is read once per process and written at its exit).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

#: a process compiling every lazy pattern of the package through the store, then comparing each with ``re.compile``
_EVERY_PATTERN = """
import json, re, sys
from tests.test_lazy_regex import _lazy_in, _modules
from superbiz import regex_store
seen, same, differ = set(), 0, []
for module in _modules():
    for value in vars(module).values():
        for lazy in _lazy_in(value):
            key = (lazy.pattern, lazy._flags)
            if key in seen:
                continue
            seen.add(key)
            if regex_store.compile_pattern(*key) == re.compile(*key):
                same += 1
            else:
                differ.append(lazy.pattern[:80])
stored = len(regex_store._stored or {})
print(json.dumps({"patterns": len(seen), "same": same, "differ": differ, "read_from_file": stored}))
"""


def _run(code: str, store: str, **extra: str) -> dict[str, object]:
    env = {**os.environ, **extra, "SUPERBIZ_REGEX_CACHE": store, "PYTHONPATH": os.pathsep.join(
        [str(Path(__file__).resolve().parents[1]), *filter(None, [os.environ.get("PYTHONPATH", "")])])}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True,
                         cwd=Path(__file__).resolve().parents[1])
    result: dict[str, object] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


@pytest.mark.spec("Performance and scale")
def test_patterns_read_back_from_the_store_are_the_patterns_re_compiles(tmp_path: Path) -> None:
    first = _run(_EVERY_PATTERN, str(tmp_path))
    files = list(tmp_path.glob("regex-*.marshal"))
    second = _run(_EVERY_PATTERN, str(tmp_path))
    #: the first run found no file and wrote one; the second read every pattern back from it — and each one read
    #: back equals re.compile's (same text, flags and engine code)
    assert first["read_from_file"] == 0 and len(files) == 1
    assert int(str(second["read_from_file"])) >= int(str(second["patterns"])) > 500
    assert second["differ"] == [] and second["same"] == second["patterns"], second["differ"]


@pytest.mark.spec("Performance and scale")
def test_a_damaged_store_costs_only_a_compile(tmp_path: Path) -> None:
    code = """
import json, re
from superbiz import regex_store
path = regex_store.store_path()
path.parent.mkdir(parents=True, exist_ok=True)
path.write_bytes(b"\\x00not marshal at all")
ok = regex_store.compile_pattern(r"(?P<n>\\d+)点", re.I) == re.compile(r"(?P<n>\\d+)点", re.I)
try:
    regex_store.compile_pattern(r"(unclosed", 0)
    bad = "compiled"
except re.error:
    bad = "re.error"
print(json.dumps({"ok": ok, "bad": bad}))
"""
    result = _run(code, str(tmp_path))
    assert result == {"ok": True, "bad": "re.error"}
    #: the damaged file was replaced at exit by a readable store holding the good pattern
    assert _run("import json; from superbiz import regex_store as r; r.compile_pattern('x'); "
                "print(json.dumps({'n': len(r._stored or {})}))", str(tmp_path)) == {"n": 1}


@pytest.mark.spec("Performance and scale")
def test_a_store_turned_off_writes_nothing(tmp_path: Path) -> None:
    probe = ("import json, re; from superbiz import regex_store as r; "
             "print(json.dumps({'path': str(r.store_path()), 'same': r.compile_pattern('a+b') == re.compile('a+b')}))")
    assert _run(probe, "off", XDG_CACHE_HOME=str(tmp_path)) == {"path": "None", "same": True}
    assert not list(tmp_path.iterdir())
    #: unset, the store lives in the user's cache directory
    result = _run(probe, "", XDG_CACHE_HOME=str(tmp_path))
    assert result["same"] is True and len(list((tmp_path / "superbiz").glob("regex-*.marshal"))) == 1
