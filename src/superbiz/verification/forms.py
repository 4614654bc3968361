"""Canonical forms of the names a model copies from a tool result: raw paths and tool names.

A model sees the refs of a tool result as keys of a JSON object, so it naturally writes them as JSON paths:
``$.logs[0]``, ``/logs/0``, ``logs.0``, ``logs[ 0 ]``, ``logs[0].message``, ``evidence_refs[0]``,
``evidence_refs["logs[0]"]``, ``LOGS[0]``. :func:`resolve_raw_path` reads such a spelling as the ref it names
— but only when the result is exactly one ref of *that* invocation; it never picks a nearest or a likely one
(DESIGN §11.8: a canonical form, never a guess). Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from superbiz.lazy_re import regex

__all__ = ["PathResolution", "canonical_tool_name", "model_ref_order", "resolve_raw_path"]

_SEGMENT = regex(r"\s*\[\s*(?:'([^']*)'|\"([^\"]*)\"|([^\]]*?))\s*\]|\.?\s*([^.\[\]/\s]+)")
_TOOL_PREFIXES = ("functions.", "function.", "tools.", "tool.")
_REFS_CONTAINER = "evidence_refs"
_SUBFIELDS = frozenset({"text", "message", "msg", "raw_path", "value", "content", "line", "excerpt"})


@dataclass(frozen=True)
class PathResolution:
    """The ref path a spelling names (or ``None``) and the forms that were read to get there."""

    path: str | None
    forms: tuple[str, ...] = ()


def canonical_tool_name(name: str) -> str:
    """``Functions.Query_Logs`` → ``query_logs``: casefolded, stripped, one known prefix removed."""
    folded = name.strip().casefold()
    for prefix in _TOOL_PREFIXES:
        if folded.startswith(prefix):
            return folded[len(prefix) :]
    return folded


def model_ref_order(paths: Sequence[str]) -> list[int]:
    """Positions of ``paths`` in the order a model is shown them: un-indexed refs (``summary``, counts) first.

    ``evidence_refs[i]`` is read in this order, the order of the rendered tool result (``tools.base``).
    """
    return sorted(range(len(paths)), key=lambda i: ("[" in paths[i], i))


def _segments(path: str) -> list[str] | None:
    """``$.logs[0].message`` → ``["logs", "0", "message"]``; ``None`` when the text is not a path."""
    text = path.strip()
    text = re.sub(r"^\$\.?", "", text).lstrip("/").replace("/", ".")
    segments: list[str] = []
    pos = 0
    while pos < len(text):
        match = _SEGMENT.match(text, pos)
        if match is None or match.end() == pos:
            return None
        segments.append(next(g for g in match.groups() if g is not None).strip())
        pos = match.end()
    return segments


def _render(segments: Sequence[str]) -> str:
    """``["logs", "0"]`` → ``logs[0]``; ``["summary"]`` → ``summary``."""
    out = ""
    for segment in segments:
        if segment.isdigit():
            out += f"[{segment}]"
        else:
            out += f".{segment}" if out else segment
    return out


def _lookup(candidate: str, paths: Sequence[str]) -> tuple[str | None, bool]:
    """Exact, else unique case-insensitive match; (path, case_folded)."""
    if candidate in paths:
        return candidate, False
    folded = [p for p in paths if p.casefold() == candidate.casefold()]
    return (folded[0], True) if len(folded) == 1 else (None, False)


def _from_container(segments: list[str], paths: Sequence[str]) -> tuple[list[str] | str | None, str | None]:
    """``evidence_refs[i]...`` → the i-th ref; ``evidence_refs["logs[0]"]``/``evidence_refs.logs[0]`` → rest."""
    rest = segments[1:]
    if not rest:
        return None, None
    if rest[0].isdigit():
        index = int(rest[0])
        if index < len(paths) and all(s.casefold() in _SUBFIELDS for s in rest[1:]):
            return paths[model_ref_order(paths)[index]], "evidence_refs_index"
        return None, None
    inner = _segments(rest[0]) if "[" in rest[0] else None
    return ([*(inner or [rest[0]]), *rest[1:]], "evidence_refs_key")


def resolve_raw_path(raw_path: str, paths: Sequence[str]) -> PathResolution:
    """The one ref path among ``paths`` that ``raw_path`` names, with the forms read (see module docstring)."""
    if raw_path in paths:
        return PathResolution(raw_path)
    forms: list[str] = []
    segments = _segments(raw_path)
    if not segments:
        return PathResolution(None)
    if raw_path.strip().startswith("$"):
        forms.append("json_path")
    elif raw_path.strip().startswith("/"):
        forms.append("json_pointer")
    if segments[0].casefold() == _REFS_CONTAINER:
        resolved, form = _from_container(segments, paths)
        if isinstance(resolved, str):
            return PathResolution(resolved, (*forms, form or "evidence_refs_index"))
        if resolved is None:
            return PathResolution(None)
        segments = resolved
        forms.append(form or "evidence_refs_key")
    while segments:
        candidate = _render(segments)
        found, folded = _lookup(candidate, paths)
        if found is not None:
            if candidate != raw_path.strip() and not forms:
                forms.append("spelling")
            if folded:
                forms.append("case")
            return PathResolution(found, tuple(dict.fromkeys(forms)))
        if segments[-1].isdigit() or len(segments) == 1:
            return PathResolution(None)
        segments = segments[:-1]
        forms.append("subfield_suffix")
    return PathResolution(None)
