"""Text normalisation and exact excerpt matching for evidence bindings.

An excerpt is *supported* by an evidence ref's text when, after normalisation (Unicode NFKC, casefold,
whitespace collapsed, straight/curly quotes unified), it is contained in that text. An ellipsis in the
excerpt may join fragments that appear in order. Matching is never fuzzy: a match may not cut through a
run of digits (``300`` never matches inside ``3000``, ``1`` never inside ``1.5``) nor through an ASCII word
(``ErrorRate`` never matches inside ``HighErrorRate``), except that a word may be cut where the excerpt itself
marks the cut with an ellipsis (``Connection is not avail…``).

:func:`match_excerpt` first tries that strict form, then a *canonical* form that ignores only what cannot
change a statement's meaning (DESIGN §11.8, docs/decisions-model-forms.md): edge punctuation, whitespace next
to CJK text, dash and quote variants, inner backticks, a leading field label (``message:``), ``。``/``、`` for
``.``/``,``, and ``[...]``/``(...)``/``..``/``…`` as elisions. An elision whose hidden text holds a negation
(不, 未, 没, 无, 非, not, no, never, ...) never matches, in either form. The canonical form names what it
ignored, so the Gatekeeper can record a warning. Digits, identifiers and words are never normalised away.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

from superbiz.lazy_re import regex

__all__ = [
    "ExcerptMatch",
    "canonical_text",
    "excerpt_supported",
    "match_excerpt",
    "normalize",
    "split_excerpt_fragments",
]

_WS = regex(r"\s+")
#: ``...`` (also NFKC of ``…``), ``…``/``……``, ``。。。``, ``⋯``
_ELLIPSIS = regex(r"\.{3,}|…+|。{3,}|⋯+")
#: The canonical form's elisions: bracketed ellipses, ``..`` and longer, ``…``.
_ELISION = regex(r"[\[(]\s*(?:\.{2,}|…+|⋯+)\s*[\])]|\.{2,}|…+|⋯+")
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
_DASH_MAP = str.maketrans({ch: "-" for ch in "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d"})
_CJK_PUNCT_MAP = str.maketrans({"\u3002": ".", "\u3001": ","})
_CJK = r"\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_CJK_SPACE = regex(rf"(?<=[{_CJK}])\s+|\s+(?=[{_CJK}])")
#: Punctuation a model adds around a quotation; never a digit, letter, sign or bracket.
_EDGE_PUNCT = ".,;:!?\"' "
#: A leading field label a model copies from a JSON-looking result (``message: ...``).
_LABEL = regex(r"^(?:message|msg|text|log|line|content|excerpt|evidence|summary)\s*[:=]\s*")
#: Negations an elision may not hide (normalised text).
_NEGATION = regex(r"[不未没无非否勿别]|(?<![a-z])(?:not|no|never|none|cannot|without|nor)(?![a-z])|n't")


@dataclass(frozen=True)
class ExcerptMatch:
    """Result of matching an excerpt: supported?, what the canonical form ignored, and why it failed."""

    supported: bool
    normalized: tuple[str, ...] = ()
    reason: str | None = None


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


#: The canonical transforms, in order, each with the name recorded when it changes the text.
_TRANSFORMS: tuple[tuple[str, Callable[[str], str]], ...] = (
    ("dash_variant", lambda t: t.translate(_DASH_MAP)),
    ("backtick", lambda t: t.replace("`", "")),
    ("cjk_punctuation", lambda t: t.translate(_CJK_PUNCT_MAP)),
    ("cjk_spacing", lambda t: _CJK_SPACE.sub("", t)),
)


def _canonical(text: str) -> tuple[str, set[str]]:
    """The canonical body of ``text`` and the names of the transforms that changed it."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    changed: set[str] = set()
    for name, transform in _TRANSFORMS:
        out = transform(folded)
        if out != folded:
            changed.add(name)
        folded = out
    return _WS.sub(" ", folded.translate(_QUOTE_MAP)).strip(), changed


def canonical_text(text: str) -> str:
    """``text`` in the canonical comparison form (what :func:`match_excerpt` compares in its second pass)."""
    return _canonical(text)[0]


def _is_digit(ch: str) -> bool:
    return unicodedata.category(ch) == "Nd"


def _is_ascii_letter(ch: str) -> bool:
    return ch.isascii() and ch.isalpha()


def _cuts(inner: str, outer: str, *, allow_word_cut: bool) -> bool:
    """True when a match edge char ``inner`` next to ``outer`` in the ref would split a token."""
    if _is_digit(inner) and _is_digit(outer):
        return True
    return not allow_word_cut and _is_ascii_letter(inner) and _is_ascii_letter(outer)


def _cuts_number(ref: str, edge: int, step: int, inner: str) -> bool:
    """A digit edge next to ``.5``/``,5`` continues a decimal number (``1`` is not ``1.5``)."""
    mark, after = edge, edge + step
    return _is_digit(inner) and 0 <= after < len(ref) and ref[mark] in ".," and _is_digit(ref[after])


def _occurrences(fragment: str, ref: str, start: int, *, open_left: bool, open_right: bool) -> list[tuple[int, int]]:
    """Every boundary-respecting occurrence of ``fragment`` at or after ``start`` as (start, end)."""
    found: list[tuple[int, int]] = []
    pos = ref.find(fragment, start)
    while pos != -1:
        end = pos + len(fragment)
        left_ok = pos == 0 or not (
            _cuts(fragment[0], ref[pos - 1], allow_word_cut=open_left) or _cuts_number(ref, pos - 1, -1, fragment[0])
        )
        right_ok = end == len(ref) or not (
            _cuts(fragment[-1], ref[end], allow_word_cut=open_right) or _cuts_number(ref, end, 1, fragment[-1])
        )
        if left_ok and right_ok:
            found.append((pos, end))
        pos = ref.find(fragment, pos + 1)
    return found


_MAX_ALIGNMENTS = 200


def _align(fragments: list[tuple[str, bool, bool]], ref: str) -> tuple[bool, bool]:
    """Can the fragments be found in order with no negation hidden between two of them?

    Returns (matched, a negation blocked some otherwise complete alignment).
    """
    budget = [_MAX_ALIGNMENTS]
    blocked = [False]

    def search(index: int, cursor: int) -> bool:
        if index == len(fragments):
            return True
        fragment, open_left, open_right = fragments[index]
        for pos, end in _occurrences(fragment, ref, cursor, open_left=open_left, open_right=open_right):
            budget[0] -= 1
            if budget[0] < 0:
                return False
            if index > 0 and _NEGATION.search(ref[cursor:pos]):
                blocked[0] = True
                continue
            if search(index + 1, end):
                return True
        return False

    return search(0, 0), blocked[0]


def _fragments(body: str, splitter: re.Pattern[str], edge: str) -> list[tuple[str, bool, bool]]:
    """Fragments of an excerpt body with flags: is the left/right edge marked as cut by an elision?"""
    pieces = splitter.split(body)
    result: list[tuple[str, bool, bool]] = []
    for index, piece in enumerate(pieces):
        fragment = piece.strip().strip(edge).strip()
        if fragment:
            result.append((fragment, index > 0, index < len(pieces) - 1))
    return result


def _strict(excerpt: str, ref_text: str) -> tuple[bool, bool]:
    fragments = _fragments(_normalize_body(excerpt), _ELLIPSIS, _QUOTES)
    if not fragments:
        return False, False
    return _align(fragments, _normalize_body(ref_text))


def _tolerant(excerpt: str, ref_text: str) -> tuple[bool, bool, set[str]]:
    body, changed = _canonical(excerpt)
    ref, ref_changed = _canonical(ref_text)
    changed |= {name for name in ref_changed if name in {"dash_variant", "cjk_punctuation", "cjk_spacing"}}
    unlabelled = _LABEL.sub("", body, count=1)
    label = body[: len(body) - len(unlabelled)].strip()
    if label and label not in ref:
        body = unlabelled
        changed.add("label")
    by_elision = [f for f, _, _ in _fragments(body, _ELISION, _QUOTES)]
    if by_elision != [f for f, _, _ in _fragments(body, _ELLIPSIS, _QUOTES)]:
        changed.add("elision")
    fragments = _fragments(body, _ELISION, _EDGE_PUNCT)
    if not fragments:
        return False, False, changed
    if [f for f, _, _ in fragments] != [f for f, _, _ in _fragments(body, _ELISION, _QUOTES + " ")]:
        changed.add("edge_punctuation")
    matched, blocked = _align(fragments, ref)
    return matched, blocked, changed


def match_excerpt(excerpt: str, ref_text: str) -> ExcerptMatch:
    """Match an excerpt strictly, then in the canonical form (naming what that form ignored)."""
    strict, blocked = _strict(excerpt, ref_text)
    if strict:
        return ExcerptMatch(True)
    tolerant, tolerant_blocked, changed = _tolerant(excerpt, ref_text)
    if tolerant:
        return ExcerptMatch(True, tuple(sorted(changed)) or ("whitespace",))
    if blocked or tolerant_blocked:
        return ExcerptMatch(False, reason="an elision in the excerpt hides a negation of the evidence text")
    return ExcerptMatch(False)


def excerpt_supported(excerpt: str, ref_text: str) -> bool:
    """Is ``excerpt`` present in ``ref_text`` (strict or canonical form, fragments in order)?"""
    return match_excerpt(excerpt, ref_text).supported
