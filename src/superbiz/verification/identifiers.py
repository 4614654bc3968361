"""Identifier-like tokens of a text, compared after NFKC, zero-width removal and a confusables skeleton.

Any token that looks like a name (``ETIMEDOUT``, ``CrashLoopBackOff``, ``db-host-07``, ``java.net.X``,
``B2027.0309.0042``, ``LGR_E1042``) is an identifier, whether or not a pattern for its kind exists. Full-width
forms fold to ASCII (``ＰＡＹ－５００３`` is ``PAY-5003``); a token that mixes Latin with Greek or Cyrillic
lookalikes (``οrder-service`` with a Greek omicron) is a *spoof*: its skeleton equals a real name, its text does
not. A name written with an invisible character inside (``pay\u200dment-service``) or a look-alike hyphen
(``payment–service`` with an en dash) is *disguised*: it reads as a real name, but it is not the name recorded (a
user copying it into a command gets nothing), so it is never confirmed.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from superbiz.lazy_re import regex
from superbiz.verification.lexicon import PLAIN_WORDS

__all__ = ["Identifier", "clean", "contains_token", "find_identifiers", "hidden_in", "skeleton"]

_INVISIBLE = "\u200b\u200c\u200d\u2060\ufeff\u00ad\u180e"
_ZERO_WIDTH = dict.fromkeys(map(ord, _INVISIBLE))
#: hyphens that look like "-" (hyphen, non-breaking hyphen, figure dash, en dash, minus): inside a name, a disguise
_DASHES = "\u2010\u2011\u2012\u2013\u2212"
_MARK = "\ue000"  # a private-use character standing where an invisible one was (NFKC keeps it)
_TO_MARK = dict.fromkeys(map(ord, _INVISIBLE), _MARK)
#: Greek and Cyrillic letters that look like Latin ones (a subset of Unicode confusables, lower case).
_CONFUSABLES = str.maketrans({
    "α": "a", "β": "b", "ε": "e", "η": "n", "ι": "i", "κ": "k", "ν": "v", "ο": "o", "ρ": "p", "τ": "t", "υ": "u",
    "χ": "x", "γ": "y", "а": "a", "в": "b", "е": "e", "к": "k", "м": "m", "н": "h", "о": "o", "р": "p", "с": "c",
    "т": "t", "у": "y", "х": "x", "ѕ": "s", "і": "i", "ј": "j", "ԁ": "d", "ɡ": "g", "ӏ": "l", "ⅼ": "l",
    **dict.fromkeys(_DASHES, "-"),
})  # fmt: skip
_LETTER = r"A-Za-z\u0370-\u03ff\u0400-\u04ff"
_TOKEN = regex(rf"(?<![{_LETTER}0-9_.\-])[{_LETTER}][{_LETTER}0-9]*(?:[._/\-{_DASHES}][{_LETTER}0-9]+)*")
_MARKED = regex(rf"[{_LETTER}0-9][{_LETTER}0-9{_MARK}]*(?:[._/\-][{_LETTER}0-9{_MARK}]+)*")
_FOREIGN = regex(r"[\u0370-\u03ff\u0400-\u04ff]")
_CAMEL = regex(r"[A-Z][a-z0-9]+[A-Z]|[a-z][A-Z]")


@dataclass(frozen=True, slots=True)
class Identifier:
    text: str  # as written, after clean()
    start: int
    end: int
    spoof: bool  # mixes Latin with Greek/Cyrillic lookalikes
    disguised: bool = False  # an invisible character or a look-alike hyphen inside: not the name as recorded

    @property
    def key(self) -> str:
        return self.text.casefold()


def clean(text: str) -> str:
    """NFKC with zero-width characters removed (full-width ASCII folds to ASCII)."""
    return unicodedata.normalize("NFKC", text.translate(_ZERO_WIDTH))


def skeleton(text: str) -> str:
    """Lower-cased ``clean`` text with Greek/Cyrillic lookalikes mapped to Latin."""
    return clean(text).casefold().translate(_CONFUSABLES)


def _identifier_like(token: str) -> bool:
    if token.casefold() in PLAIN_WORDS or len(token) < 3:
        return False
    if _FOREIGN.search(token):
        return bool(re.search(r"[A-Za-z]", token))  # mixed script: a spoof candidate
    if re.search(rf"[._:/\-{_DASHES}]", token) or re.search(r"\d", token):
        return True
    if token.isupper():
        return len(token) >= 4
    return bool(_CAMEL.search(token))


def hidden_in(text: str) -> frozenset[str]:
    """The tokens of ``text`` (case-folded, as ``clean`` leaves them) written with an invisible character inside."""
    if not any(ch in _INVISIBLE for ch in text):
        return frozenset()
    marked = unicodedata.normalize("NFKC", text.translate(_TO_MARK))
    return frozenset(token.replace(_MARK, "").rstrip(".:-").casefold() for m in _MARKED.finditer(marked)
                     for token in m.group().split("/") if _MARK in token.strip(_MARK))


def find_identifiers(text: str, *, hidden: frozenset[str] = frozenset()) -> list[Identifier]:
    """Identifier-like tokens of ``text`` (offsets into ``clean(text)``; ``hidden``: tokens the raw text, before it
    was cleaned, wrote with an invisible character inside)."""
    cleaned = clean(text)
    hidden = hidden | hidden_in(text)
    out: list[Identifier] = []
    for m in _TOKEN.finditer(cleaned):
        start = m.start()
        for part in m.group().split("/"):  # WARN/ERROR, runbooks/payment-service.md: each part on its own
            token = part.rstrip(".:-")
            #: a plain word written with an invisible character inside ("a\u200dnsgrade") is a disguised name too
            if _identifier_like(token) or (len(token) >= 3 and token.casefold() in hidden):
                disguised = token.casefold() in hidden or any(ch in _DASHES for ch in token)
                out.append(Identifier(token, start, start + len(token), bool(_FOREIGN.search(token)), disguised))
            start += len(part) + 1
    return out


def contains_token(haystack: str, needle: str) -> bool:
    """``needle`` in ``haystack`` (both case-folded) not inside a longer ASCII word or number."""
    if not needle:
        return False
    idx = haystack.find(needle)
    while idx != -1:
        end = idx + len(needle)
        before = idx == 0 or not _word(haystack[idx - 1])
        after = end == len(haystack) or not _word(haystack[end])
        if before and after:
            return True
        idx = haystack.find(needle, idx + 1)
    return False


def _word(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()
