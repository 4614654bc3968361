"""Text normalisation and exact excerpt matching for evidence bindings.

An excerpt is *supported* by an evidence ref's text when, after normalisation (Unicode NFKC, casefold,
whitespace collapsed, straight/curly quotes unified), it is contained in that text. An ellipsis in the
excerpt may join fragments that appear in order. Matching is never fuzzy: a match may not cut through a
run of digits (``300`` never matches inside ``3000``) nor through an ASCII word (``ErrorRate`` never
matches inside ``HighErrorRate``), except that a word may be cut where the excerpt itself marks the cut
with an ellipsis (``Connection is not avail…``).
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["excerpt_supported", "normalize", "split_excerpt_fragments"]

_WS = re.compile(r"\s+")
#: ``...`` (also NFKC of ``…``), ``…``/``……``, ``。。。``, ``⋯``
_ELLIPSIS = re.compile(r"\.{3,}|…+|。{3,}|⋯+")
_QUOTE_MAP = str.maketrans(
    {
        "\u201c": '"',
        "\u201d": '"',
        "\u201e": '"',
        "\u00ab": '"',
        "\u00bb": '"',
        "\u300c": '"',
        "\u300d": '"',
        "\u300e": '"',
        "\u300f": '"',
        "\u2018": "'",
        "\u2019": "'",
        "\u201a": "'",
        "`": "'",
    }
)
_QUOTES = "\"'"


def _normalize_body(text: str) -> str:
    """NFKC, casefold, unified quotes, whitespace collapsed; surrounding quotes kept."""
    folded = unicodedata.normalize("NFKC", text).casefold().translate(_QUOTE_MAP)
    return _WS.sub(" ", folded).strip()


def normalize(text: str) -> str:
    """Normalise text for comparison: NFKC, casefold, single spaces, stripped, surrounding quotes removed."""
    body = _normalize_body(text)
    return body.strip(_QUOTES).strip()


def split_excerpt_fragments(excerpt: str) -> list[str]:
    """Split an excerpt on ellipses (``...``, ``…``, ``……``, ``。。。``); empty fragments are dropped."""
    return [part.strip() for part in _ELLIPSIS.split(excerpt) if part.strip()]


def _is_digit(ch: str) -> bool:
    return unicodedata.category(ch) == "Nd"


def _is_ascii_letter(ch: str) -> bool:
    return ch.isascii() and ch.isalpha()


def _cuts(inner: str, outer: str, *, allow_word_cut: bool) -> bool:
    """True when a match edge char ``inner`` next to ``outer`` in the ref would split a token."""
    if _is_digit(inner) and _is_digit(outer):
        return True
    return not allow_word_cut and _is_ascii_letter(inner) and _is_ascii_letter(outer)


def _find_from(fragment: str, ref: str, start: int, *, open_left: bool, open_right: bool) -> int:
    """End index of the first boundary-respecting occurrence of ``fragment`` at or after ``start``; -1 if none."""
    pos = ref.find(fragment, start)
    while pos != -1:
        end = pos + len(fragment)
        left_ok = pos == 0 or not _cuts(fragment[0], ref[pos - 1], allow_word_cut=open_left)
        right_ok = end == len(ref) or not _cuts(fragment[-1], ref[end], allow_word_cut=open_right)
        if left_ok and right_ok:
            return end
        pos = ref.find(fragment, pos + 1)
    return -1


def _fragments_with_edges(excerpt: str) -> list[tuple[str, bool, bool]]:
    """Normalised fragments with flags: is the left/right edge marked as cut by an ellipsis?"""
    body = _normalize_body(excerpt)
    pieces = _ELLIPSIS.split(body)
    result: list[tuple[str, bool, bool]] = []
    for index, piece in enumerate(pieces):
        fragment = piece.strip().strip(_QUOTES).strip()
        if fragment:
            result.append((fragment, index > 0, index < len(pieces) - 1))
    return result


def excerpt_supported(excerpt: str, ref_text: str) -> bool:
    """Is ``excerpt`` literally present in ``ref_text`` (after normalisation, fragments in order)?"""
    fragments = _fragments_with_edges(excerpt)
    if not fragments:
        return False
    ref = _normalize_body(ref_text)
    cursor = 0
    for fragment, open_left, open_right in fragments:
        end = _find_from(fragment, ref, cursor, open_left=open_left, open_right=open_right)
        if end == -1:
            return False
        cursor = end
    return True
