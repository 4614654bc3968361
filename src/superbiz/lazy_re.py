"""Regular expressions compiled at their first use.

The offline engine reads questions, claims and answers with some eight hundred module-level patterns. Compiling
them all at import took about a third of a ``superbiz ask`` start-up (``re``'s parser and compiler are pure Python),
and one question uses fewer than half of them. A module binds ``_X = regex(r"…")`` instead of ``re.compile``: the
pattern text is kept, and the first ``search``/``match``/``sub``/… compiles it and binds the compiled pattern's
methods onto the object itself, so every later call finds them in the instance dictionary and goes straight to the
compiled pattern (no extra Python frame per call).

The object stands in for a ``re.Pattern[str]`` everywhere a pattern's own methods and ``.pattern`` are used; it is
not one for ``re.search(_X, …)`` or ``isinstance(_X, re.Pattern)`` — call ``_X.search(…)``.
``tests/test_lazy_regex.py`` keeps module-level ``re.compile`` out of the package and tries every lazy pattern.
A module-level pattern's compiled code is kept between processes (:mod:`superbiz.regex_store`): a new process reads
it back instead of running ``re``'s pure-Python compiler again.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, cast

from superbiz.regex_store import compile_pattern

__all__ = ["LazyPattern", "built", "regex"]

# What a compiled pattern offers, bound onto the stand-in at the first use.
_BOUND = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split", "scanner",
          "flags", "groups", "groupindex")


class LazyPattern:
    """``re.compile(pattern, flags)`` deferred to the first attribute used (``.pattern`` is there from the start)."""

    def __init__(self, pattern: str, flags: int) -> None:
        self.pattern = pattern
        self._flags = flags

    def compiled(self) -> re.Pattern[str]:
        """The compiled pattern (compiled now if it was not yet); raises ``re.error`` for a bad pattern."""
        compiled = compile_pattern(self.pattern, self._flags)
        for name in _BOUND:
            setattr(self, name, getattr(compiled, name))
        return compiled

    def __getattr__(self, attr: str) -> Any:
        if attr.startswith("_"):  # copy/pickle probes and our own field: never a pattern's attribute
            raise AttributeError(attr)
        return getattr(self.compiled(), attr)

    def __repr__(self) -> str:
        return f"regex({self.pattern!r}, {self._flags})"


def regex(pattern: str, flags: int | re.RegexFlag = 0) -> re.Pattern[str]:
    """A pattern compiled at its first use; typed as the ``re.Pattern`` it stands in for."""
    if isinstance(pattern, LazyPattern):  # ``regex(_X)`` of a stand-in, as ``re.compile`` of a compiled pattern
        return cast("re.Pattern[str]", pattern)
    return cast("re.Pattern[str]", LazyPattern(pattern, int(flags)))


@lru_cache(maxsize=4096)
def built(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """A pattern built at run time (from a world's names, an alias word, a unit) compiled once per process.

    ``re``'s own cache holds 512 patterns and, on Python 3.11, drops the oldest when full: the engine's static
    patterns plus one pattern per alias word of a world went past it, and every question recompiled hundreds of
    them (a tenth of a QA run's time). Patterns made from data go through this larger cache instead (never through
    the store between processes, :mod:`superbiz.regex_store`: made from a world's names and the times asked, they
    would grow it with every run and every world, and reading a large store costs what it saves)."""
    return re.compile(pattern, flags)
