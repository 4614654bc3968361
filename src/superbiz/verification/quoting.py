"""Text a claim copies from its evidence, and what the claim itself says around it.

A log message may deny something in its own words ("No space left on device", "connection refused", "order not
found", "未找到订单"). A claim that quotes it (日志出现 "No space left on device" 错误) asserts that the line exists;
the message's negation is not the claim's. A claim that denies the quoted text (没有出现 "…") denies that line.

Works on lower-cased, NFKC text (``ClaimReading.text`` and ``Record.haystack``). Pure functions.
"""

from __future__ import annotations

import re
import unicodedata

from superbiz.lazy_re import regex

__all__ = ["blank_quotes", "copied", "denied_copy", "quoted_spans"]

_QUOTED = regex(
    r"\"([^\"\n]{1,300})\"|“([^”\n]{1,300})”|「([^」\n]{1,300})」|『([^』\n]{1,300})』|`([^`\n]{1,300})`"
)
_ASCII_WORD = r"[a-z0-9_][a-z0-9_.\-/]*"
_PREV_WORD = regex(rf"({_ASCII_WORD})[ \t]+$")
_NEXT_WORD = regex(rf"[ \t]+({_ASCII_WORD})")
#: Words between a negation and the text it denies (没有出现 "…", 并无任何 …, 不包含 …, no "…").
_LEAD = regex(
    r"^(?:\s|出现|出现过|发现|包含|包括|含有|含|记录|任何|相关|的|过|此类|这类|such|any|line|lines|log|logs)*"
)
_ASCII_RUN = regex(r"[a-z0-9_][ -~]*")


def quoted_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of the inner text of every quotation in ``text``."""
    return [(m.start(i), m.end(i)) for m in _QUOTED.finditer(text) for i in range(1, 6) if m.group(i) is not None]


def blank_quotes(text: str) -> str:
    """``text`` with every quotation's inner text replaced by a short placeholder (its words are not the claim's)."""
    return _QUOTED.sub('"…"', text)


def _compact(text: str) -> str:
    return "".join(ch for ch in text if not (ch.isspace() or unicodedata.category(ch)[0] in "PSZ"))


def _is_cjk(ch: str) -> bool:
    return "\u3400" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff"


def _has_phrase(hay: str, phrase: str) -> bool:
    words = phrase.split()
    pattern = r"(?<![a-z0-9_])" + r"\s+".join(re.escape(w) for w in words) + r"(?![a-z0-9_])"
    return re.search(pattern, hay) is not None


def copied(text: str, start: int, end: int, hay: str) -> bool:
    """Whether ``text[start:end]`` (a negation word) lies in text the claim copies: inside a quotation, or written
    with a neighbouring word exactly as the evidence ``hay`` has it ("no space", "not found", "未找到")."""
    if any(s <= start and end <= e for s, e in quoted_spans(text)):
        return True
    word = text[start:end]
    if word.isascii():
        prev = _PREV_WORD.search(text[:start])
        nxt = _NEXT_WORD.match(text[end:])
        phrases = [f"{prev.group(1)} {word}" if prev else "", f"{word} {nxt.group(1)}" if nxt else ""]
        return any(p and _has_phrase(hay, p) for p in phrases)
    left, right = text[max(0, start - 2) : start], text[end : end + 2]
    return (len(right) == 2 and all(map(_is_cjk, right)) and word + right in hay) or (
        len(left) == 2 and all(map(_is_cjk, left)) and left + word in hay
    )


def denied_copy(text: str, end: int, hay: str) -> str | None:
    """The evidence text a negation ending at ``end`` denies, when the claim names it right after the negation as
    the evidence ``hay`` writes it (没有出现 "No space left on device", 并无 connection refused); else None."""
    rest = text[end : end + 320]
    lead = _LEAD.match(rest)
    rest = rest[lead.end() if lead else 0 :]
    m = _QUOTED.match(rest)
    if m is not None:
        inner = next(g for g in m.groups() if g is not None).strip()
        return inner if inner and _compact(inner) and _compact(inner) in _compact(hay) else None
    run = _ASCII_RUN.match(rest)
    words = run.group().strip(" \t,.;:!?-").strip() if run is not None else ""
    if " " in words and _compact(words) in _compact(hay):
        return words
    return None
