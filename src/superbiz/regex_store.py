"""Compiled regular expressions kept between processes: ``superbiz ask`` starts without re-parsing its patterns.

``re`` parses and compiles a pattern in pure Python (``re._parser``, ``re._compiler``); only the matching engine
(``_sre``) is C. The offline engine's question-understanding layer uses some seven hundred patterns per question,
many of them long alternations of Chinese phrases, and compiling them was about 0.45 s of a 1.1 s ``superbiz ask``
(stop 42's measurement). What the compiler produces for a pattern is a list of integers (the engine's code), the
flags and the group tables — plain data that depends only on the pattern text, the flags and the Python version.
This module keeps that data in one file per interpreter version (``marshal``: ints, strings, lists, tuples, dicts,
nothing executable) and hands it straight to ``_sre.compile`` on the next run, as ``re._compiler.compile`` does
after compiling.

Safe by construction: the stored code is checked by ``_sre.compile`` itself (CPython validates every code word and
raises on a bad one); any failure — an unreadable, truncated or foreign file, an interpreter without these internals
— falls back to ``re.compile``; a compiled pattern from the store compares equal to ``re.compile``'s (``Pattern.__eq__``
compares pattern, flags and code: tests/test_regex_store.py). The file lives in ``$SUPERBIZ_REGEX_CACHE`` (a
directory; ``off`` disables the store) or ``$XDG_CACHE_HOME/superbiz`` (``~/.cache/superbiz``); it is written at
process exit, by an atomic rename, only when the process compiled patterns the file did not hold. Only the
package's own module-level patterns (``lazy_re.regex``) go through it: patterns built from data (a world's names, a
time asked) would grow the file with every run, and a file of ~15,000 patterns (9 MB) took as long to read as the
compiles it saved. No library offers
this (``regex`` and ``re2`` have their own pattern syntax and semantics; the engine's ~800 patterns are ``re``'s).
"""

from __future__ import annotations

import atexit
import marshal
import os
import re
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

__all__ = ["compile_pattern", "store_path"]

try:  # CPython's own compiler internals (3.11+ names); elsewhere every pattern goes through ``re.compile``
    import _sre
    from re import _compiler, _parser  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - other interpreters
    _sre = None

#: the stored code is only ever read back by the interpreter (and engine version) that wrote it
_VERSION = f"{sys.implementation.cache_tag}-{getattr(_sre, 'MAGIC', 0)}"
#: past this many entries (patterns of old code versions, of many worlds' names) the file keeps only one run's
_LIMIT = 20_000
#: flags whose patterns are never stored (debug output, the deprecated template flag)
_UNSTORED = int(re.DEBUG) | int(getattr(re, "TEMPLATE", 0))

_lock = threading.Lock()
_stored: dict[tuple[str, int], tuple[Any, ...]] | None = None
_new: dict[tuple[str, int], tuple[Any, ...]] = {}


def store_path() -> Path | None:
    """The store's file for this interpreter, or None when the store is turned off."""
    setting = os.environ.get("SUPERBIZ_REGEX_CACHE", "")
    if setting.strip().lower() in ("off", "0", "no", "false"):
        return None
    base = Path(setting) if setting else Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "superbiz"
    return base / f"regex-{_VERSION}.marshal"


def _read(path: Path) -> dict[tuple[str, int], tuple[Any, ...]]:
    try:
        data = marshal.loads(path.read_bytes())
    except (OSError, ValueError, EOFError, TypeError):
        return {}
    return data if isinstance(data, dict) else {}


def _loaded() -> dict[tuple[str, int], tuple[Any, ...]]:
    global _stored
    if _stored is None:
        path = store_path()
        _stored = _read(path) if path is not None else {}
        if path is not None:
            atexit.register(_save)
    return _stored


def _save() -> None:
    """Write the patterns this process compiled beside those the file holds now (another process may have written
    since this one read it); an error leaves the file as it was."""
    path = store_path()
    with _lock:
        if path is None or not _new:
            return
        merged = {**_read(path), **_new}
        if len(merged) > _LIMIT:
            merged = dict(_new)
    try:
        data = marshal.dumps(merged)
    except ValueError:  # pragma: no cover - every entry is ints, strings, lists, tuples and dicts
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".regex-", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(data)
            os.replace(tmp, path)
        except BaseException:
            os.unlink(tmp)
            raise
    except OSError:
        pass  # a read-only or full disk: the next run compiles again


def compile_pattern(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(pattern, flags)``, from the store when it holds the pattern's code; a bad pattern raises
    ``re.error`` as ``re.compile`` does."""
    flags = int(flags)
    if _sre is None or flags & _UNSTORED or not isinstance(pattern, str):
        return re.compile(pattern, flags)
    key = (pattern, flags)
    with _lock:
        entry = _loaded().get(key) or _new.get(key)
    if entry is not None:
        try:
            return _sre.compile(pattern, *entry)  # type: ignore[no-any-return]
        except Exception:
            pass
    parsed = _parser.parse(pattern, flags)
    code = [int(word) for word in _compiler._code(parsed, flags)]  # opcodes are ``int`` subclasses: plain ints
    groupindex = dict(parsed.state.groupdict)
    indexgroup: list[str | None] = [None] * parsed.state.groups
    for name, index in groupindex.items():
        indexgroup[index] = name
    entry = (flags | parsed.state.flags, code, parsed.state.groups - 1, groupindex, tuple(indexgroup))
    compiled: re.Pattern[str] = _sre.compile(pattern, *entry)
    with _lock:
        _new[key] = entry
    return compiled
