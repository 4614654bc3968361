"""Meaning-preserving word swaps of a QA question: the same question with another everyday word for the same thing.

:mod:`superbiz.evals.qa_variants` changes only the clothing of a question (lead-ins, punctuation, case). These
swaps change its words — 为什么 → 为啥, 是不是 → 是否, 告警 → 报警, "when did" → "what time did", "healthy" → "ok" —
one class of synonyms per variant, each chosen so that an on-call engineer would read both forms as the same
question. A case answered correctly as written should stay correct under every swap; a break names a word the
engine reads too narrowly.

A swap never touches a protected token (a name, id or number) nor any phrase the caller protects (a world's
service descriptions and team names: "告警中心" stays "告警中心" even when 告警 → 报警 is swapped elsewhere).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from superbiz.lazy_re import regex

__all__ = ["SWAPS", "Swap", "swap_words"]


@dataclass(frozen=True)
class Swap:
    name: str
    lang: str
    #: interchangeable forms; an occurrence of one is replaced by the next (cyclically)
    forms: tuple[str, ...]
    #: English forms match whole words only (a plural "s" after one is kept)
    words: bool = False
    #: only the first form is replaced ("healthy" → "ok", never the "ok" of "ok so what now" → "healthy")
    one_way: bool = False

    def pattern(self) -> re.Pattern[str]:
        sources = self.forms[:1] if self.one_way else self.forms
        alts = "|".join(re.escape(f) for f in sorted(sources, key=len, reverse=True))
        return re.compile(rf"\b(?:{alts})(?=s?\b)" if self.words else f"(?:{alts})", re.I if self.words else 0)


SWAPS: tuple[Swap, ...] = (
    Swap("zh-why", "zh", ("为什么", "为啥")),
    Swap("zh-when", "zh", ("什么时候", "啥时候", "何时")),
    Swap("zh-now", "zh", ("现在", "目前", "当前")),
    Swap("zh-whether", "zh", ("是不是", "是否")),
    Swap("zh-alert", "zh", ("告警", "报警")),
    Swap("zh-error-verb", "zh", ("报错", "出错")),
    Swap("zh-how-long", "zh", ("多久", "多长时间")),
    Swap("zh-how-many-times", "zh", ("几次", "多少次")),
    Swap("zh-day", "zh", ("昨天", "昨日")),
    Swap("en-when", "en", ("when did", "what time did"), words=True),
    Swap("en-now", "en", ("right now", "currently"), words=True),
    Swap("en-healthy", "en", ("healthy", "ok"), words=True, one_way=True),
    Swap("en-alert", "en", ("alert", "alarm"), words=True),
    Swap("en-caused", "en", ("caused by", "due to"), words=True),
)

# a name, id or number: never rewritten (the same rule as qa_variants' protected tokens)
_PROTECTED = regex(r"[A-Za-z0-9][A-Za-z0-9_.:-]*[0-9_.:-][A-Za-z0-9_.:-]*|[A-Z]{2,}[A-Za-z0-9_]*|[0-9]+")


def _blocked(question: str, protect: Iterable[str]) -> list[tuple[int, int]]:
    spans = [m.span() for m in _PROTECTED.finditer(question)]
    for phrase in protect:
        if len(phrase) >= 2:
            spans += [m.span() for m in re.finditer(re.escape(phrase), question, re.I)]
    return spans


def swap_words(question: str, lang: str, swap: Swap, protect: Iterable[str] = ()) -> str:
    """``question`` with every free occurrence of one of ``swap``'s forms replaced by the next form."""
    if swap.lang != lang:
        return question
    blocked = _blocked(question, protect)
    lowered = [f.lower() for f in swap.forms]

    def repl(m: re.Match[str]) -> str:
        if any(s < m.end() and m.start() < e for s, e in blocked):
            return m.group(0)
        form = swap.forms[(lowered.index(m.group(0).lower()) + 1) % len(swap.forms)]
        return form[:1].upper() + form[1:] if m.group(0)[:1].isupper() else form

    return swap.pattern().sub(repl, question)
