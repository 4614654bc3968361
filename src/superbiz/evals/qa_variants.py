"""Harmless rewrites of a QA question: the same question as another on-call engineer would type it.

A held-out world's first score measures how the engine copes with phrasings nobody tuned it on. These variants
measure one part of that on the worlds we *can* read: a polite or urgent lead-in, a trailing thanks, other
punctuation, other spacing between Chinese and Latin text, other letter case, a chat mention. None of them changes
what is asked: service names, ids, numbers and time expressions are left exactly as written (only the letters
around them move), so a case that is answered correctly should stay correct under every variant.

``benchmarks/question_variants.py`` runs every case of the dev worlds and the measured held-out worlds under each
variant and prints how many stay correct, per variant and world, and which break.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from superbiz.evals.qa_paraphrase import SWAPS, swap_words
from superbiz.lazy_re import regex

__all__ = ["VARIANTS", "VARIANT_NAMES", "Variant", "variants_of"]

_CJK = r"[\u3400-\u9fff]"
# a token an edit must leave alone: a name, id or number (has a digit, a hyphen/underscore/dot inside, or capitals)
_PROTECTED = regex(r"[A-Za-z0-9][A-Za-z0-9_.:-]*[0-9_.:-][A-Za-z0-9_.:-]*|[A-Z]{2,}[A-Za-z0-9_]*|[0-9]+")


@dataclass(frozen=True)
class Variant:
    name: str
    #: (question, lang) → rewritten question; returns the question unchanged when it does not apply
    rewrite: Callable[[str, str], str]


def _strip_end(q: str) -> str:
    return q.rstrip(" ?？!！。.")


def _polite(q: str, lang: str) -> str:
    return f"在吗？想问一下，{q}" if lang == "zh" else f"hi, quick question - {q}"


def _urgent(q: str, lang: str) -> str:
    lead = "急！！" if lang == "zh" else "URGENT!! "
    return q if q.startswith(lead.strip()) else f"{lead}{q}"  # a question already urgent stays as it is


def _thanks(q: str, lang: str) -> str:
    return f"{q} 谢谢" if lang == "zh" else f"{q} thx"


def _mention(q: str, lang: str) -> str:
    return f"@oncall {q}"


def _no_end_mark(q: str, lang: str) -> str:
    return _strip_end(q)


def _other_end_mark(q: str, lang: str) -> str:
    core = _strip_end(q)
    return f"{core}??" if lang == "en" else f"{core}？？"


_TO_WIDE = str.maketrans({",": "，", "?": "？", "!": "！", ":": "：", ";": "；", "(": "（", ")": "）"})
_TO_NARROW = str.maketrans({v: k for k, v in {",": "，", "?": "？", "!": "！", ":": "：", ";": "；", "(": "（",
                                              ")": "）"}.items()})


def _swap_width(q: str, lang: str) -> str:
    """Chinese punctuation in ASCII form and back — only between words, never inside a protected token."""
    out, last = [], 0
    for m in _PROTECTED.finditer(q):
        out.append(q[last:m.start()])
        out.append(m.group(0))
        last = m.end()
    out.append(q[last:])
    table = _TO_NARROW if any(ch in q for ch in "，？！：；（）") else _TO_WIDE
    return "".join(part if i % 2 else part.translate(table) for i, part in enumerate(out))


def _spacing(q: str, lang: str) -> str:
    """No space between Chinese and Latin text where there was one, and one where there was none."""
    if lang != "zh":
        return q
    joined = re.sub(rf"(?<={_CJK}) +(?=[A-Za-z0-9])|(?<=[A-Za-z0-9]) +(?={_CJK})", "", q)
    if joined != q:
        return joined
    return re.sub(rf"(?<={_CJK})(?=[A-Za-z0-9])|(?<=[A-Za-z0-9])(?={_CJK})", " ", q)


def _lower(q: str, lang: str) -> str:
    """English in lower case, as typed on a phone — names and ids keep their letters."""
    if lang != "en":
        return q
    return re.sub(r"\b[A-Za-z][a-z']*\b", lambda m: m.group(0).lower(), q)


def _capital(q: str, lang: str) -> str:
    if lang != "en" or not q[:1].isalpha() or _PROTECTED.match(q):
        return q
    return q[:1].upper() + q[1:]


VARIANTS: tuple[Variant, ...] = (
    Variant("polite-lead-in", _polite),
    Variant("urgent-lead-in", _urgent),
    Variant("thanks-after", _thanks),
    Variant("chat-mention", _mention),
    Variant("no-end-mark", _no_end_mark),
    Variant("doubled-end-mark", _other_end_mark),
    Variant("punctuation-width", _swap_width),
    Variant("cjk-latin-spacing", _spacing),
    Variant("lower-case", _lower),
    Variant("capitalised", _capital),
)


def protected_tokens(question: str) -> list[str]:
    """The names, ids and numbers of a question, in order (what no variant may change)."""
    return _PROTECTED.findall(question)


#: every variant: the harmless rewrites above, then the word swaps of :mod:`superbiz.evals.qa_paraphrase`
VARIANT_NAMES: tuple[str, ...] = (*(v.name for v in VARIANTS), *(s.name for s in SWAPS))


def variants_of(question: str, lang: str, protect: Iterable[str] = ()) -> list[tuple[str, str]]:
    """(variant name, rewritten question) for each variant that changes ``question``; word swaps leave the phrases
    of ``protect`` (a world's service descriptions, team names) alone."""
    out = []
    for variant in VARIANTS:
        rewritten = variant.rewrite(question, lang)
        if rewritten != question:
            out.append((variant.name, rewritten))
    protect = tuple(protect)
    for swap in SWAPS:
        rewritten = swap_words(question, lang, swap, protect)
        if rewritten != question:
            out.append((swap.name, rewritten))
    return out
