"""Whether one keyword (a short claim anchor) is supported by an evidence text.

Both texts go to one canonical form: NFKC and case-folded; ISO dates spelled ``年月日``; ``比`` between two
numbers read as a ratio colon; every number (Arabic or Chinese numeral, ``万``/``亿`` scale, ``%``, time and byte
units) replaced by a token of its dimension and value, a counter word (``个``, ``人``, ``元``…) kept after it;
spacing and punctuation dropped except as a break between two ASCII letters or digits.

A keyword is supported when its canonical form occurs in the evidence's without cutting an ASCII word or
number (``gw-50`` is not in ``gw-502``, ``3尾`` is not in ``13尾``, ``3.5万`` is in ``35000件``), or, when it has no
number, when it splits at CJK boundaries into parts of two or more characters that all occur
(``天然橡胶期货价格`` = ``天然橡胶期货`` + ``价格``). A keyword with a number must occur whole: the number
belongs to its context (``打进7球`` is not supported by ``7`` somewhere and ``打进…球`` elsewhere).

An evidence text with a date of its own (``dated``: a record's timestamp, a news item's date) reads its relative
years in that date: ``今年`` is its year, ``去年`` the one before, ``明年`` the one after, so a keyword may spell the
year out (``2015年4月`` ← ``今年4月``), and a keyword's own relative year is a claim about a year like any other
(``去年`` is not supported by a text that only speaks of ``今年``); undated, they stay deictic frames that claim
nothing. Relative days (今天, 昨天, 当天) are left alone: they depend on a time zone and on whether they count
from the record's date or from the event's.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import date
from functools import lru_cache

from superbiz.lazy_re import regex
from superbiz.verification._numbers import NumberMention, _canonical, find_numbers
from superbiz.verification.lexicon import (
    FRAME_NOUNS,
    NAME_SUFFIXES,
    NO_CLAIM_WORDS,
    SPEECH_ACT_WORDS,
    WORD_JOINERS,
)

__all__ = ["canonical_text", "keyword_supported"]

_OPEN, _CLOSE = "\ue000", "\ue001"  # private-use delimiters of a number token
_ISO_DATE = regex(r"(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)")
_NUMERAL = r"[\d零〇一二两三四五六七八九十百千万亿]"
_RATIO = regex(rf"(?<={_NUMERAL})比(?={_NUMERAL})")
_MONTH = regex(rf"(?<={_NUMERAL})月份")  # 3月份 is 3月
_RANGE = regex(rf"(?<={_NUMERAL})[到~～—](?={_NUMERAL})")  # 1到5月 is 1至5月
_MIN_PART = 2
_CN_DIGIT = frozenset("零〇一二两三四五六七八九十")
#: How much longer than an abbreviation the evidence span it abbreviates may be (发改委 ← 发展和改革委员会).
_ABBREVIATION_SPAN = 2.5


def _is_cjk(ch: str) -> bool:
    return "\u3400" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff"


def _is_ascii_word(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


def _squeeze(text: str) -> str:
    """Drop spacing and punctuation, keeping one space only between two ASCII letters or digits."""
    out: list[str] = []
    pending_break = False
    for ch in text:
        if ch.isspace() or unicodedata.category(ch)[0] in "PSZ":
            pending_break = True
            continue
        if pending_break and out and _is_ascii_word(out[-1]) and _is_ascii_word(ch):
            out.append(" ")
        pending_break = False
        out.append(ch)
    return "".join(out)


def _token(mention: NumberMention) -> str:
    dimension, value = _canonical(mention.value, mention.unit)
    counter = mention.unit if dimension == "none" and mention.unit else ""  # 个, 人, 元… stay as text
    return f"{_OPEN}{dimension}{value:.12g}{_CLOSE}{counter}"


def _lexical_numeral(text: str, mention: NumberMention) -> bool:
    """One bare Chinese numeral character between letters is part of a word (一般, 唯一, 两岸, 二战), not a
    quantity; an ordinal (第一) or a score (三比零) is one."""
    if mention.unit is not None or len(mention.raw) != 1 or mention.raw not in _CN_DIGIT:
        return False
    before = text[mention.start - 1] if mention.start else ""
    after = text[mention.end] if mention.end < len(text) else ""
    return before != "第" and ":" not in (before, after) and (_is_cjk(before) or _is_cjk(after))


def canonical_text(text: str) -> str:
    """The canonical form keywords and evidence are compared in (see the module docstring)."""
    folded = " ".join(unicodedata.normalize("NFKC", text).casefold().split())
    folded = _ISO_DATE.sub(lambda m: f"{m.group(1)}年{int(m.group(2))}月{int(m.group(3))}日", folded)
    folded = _RANGE.sub("至", _MONTH.sub("月", _RATIO.sub(":", folded)))
    parts: list[str] = []
    cursor = 0
    for mention in find_numbers(folded, chinese=True):
        if _lexical_numeral(folded, mention):
            continue
        parts.append(_squeeze(folded[cursor : mention.start]))
        parts.append(_token(mention))
        cursor = mention.end
    parts.append(_squeeze(folded[cursor:]))
    return "".join(parts)


@lru_cache(maxsize=32)
def _evidence_form(evidence: str) -> str:
    return canonical_text(evidence)


#: Relative years and their offset from the year of the text's own date.
_RELATIVE_YEARS = {"今年": 0, "去年": -1, "明年": 1}
_RELATIVE_YEAR = regex("今年|(?<!过)去年|明年")  # not the 去年 of 过去年均


def _spell_years(text: str, year: int) -> str:
    """``text`` with its relative years (今年, 去年, 明年) spelt out for a text dated in ``year``."""
    return _RELATIVE_YEAR.sub(lambda m: f"{year + _RELATIVE_YEARS[m.group(0)]}年", text)


@lru_cache(maxsize=32)
def _dated_form(evidence: str, year: int) -> str:
    """The canonical evidence with its relative years spelt out in the year of its own date."""
    return canonical_text(_spell_years(evidence, year))


def _occurs(needle: str, haystack: str) -> bool:
    """Containment that does not cut an ASCII word or number at either end of ``needle``."""
    check_before, check_after = _is_ascii_word(needle[0]), _is_ascii_word(needle[-1])
    idx = haystack.find(needle)
    while idx != -1:
        end = idx + len(needle)
        before_ok = not check_before or idx == 0 or not _is_ascii_word(haystack[idx - 1])
        after_ok = not check_after or end == len(haystack) or not _is_ascii_word(haystack[end])
        if before_ok and after_ok:
            return True
        idx = haystack.find(needle, idx + 1)
    return False


def _cut_points(keyword: str) -> list[int]:
    """Where a keyword may be split into parts: between two CJK characters or where the script changes."""
    return [
        i
        for i in range(1, len(keyword))
        if (_is_cjk(keyword[i - 1]) or _is_cjk(keyword[i])) and keyword[i - 1] != " " and keyword[i] != " "
    ]


def _covered(keyword: str, evidence: str) -> bool:
    """Whether ``keyword`` splits into parts of at least two characters that all occur in ``evidence``."""
    bounds = [0, *_cut_points(keyword), len(keyword)]
    reachable = {0}
    for i, start in enumerate(bounds):
        if start not in reachable:
            continue
        for end in bounds[i + 1 :]:
            if end not in reachable and end - start >= _MIN_PART and _occurs(keyword[start:end], evidence):
                reachable.add(end)
    return len(keyword) in reachable


_NO_CLAIM_ALL = (*NO_CLAIM_WORDS, *SPEECH_ACT_WORDS, *FRAME_NOUNS)
_NO_CLAIM = regex("|".join(sorted((re.escape(w) for w in _NO_CLAIM_ALL if len(w) > 1), key=len, reverse=True)))
_SINGLE = "".join(w for w in NO_CLAIM_WORDS if len(w) == 1)
#: Determiners before, and locative/temporal particles after, a word ("本赛季", "比赛中", "收盘时") add no claim.
_NO_CLAIM_EDGE = regex(rf"^[{_SINGLE}本该此这那当]|[{_SINGLE}中后时前内里间]$")


def _content(keyword: str) -> str:
    """The keyword without its no-claim words (reporting verbs, connectives, deictic times, pronouns); a
    one-character one only at either end ("他说" → "", but "数据" keeps its "据")."""
    return _NO_CLAIM_EDGE.sub("", _NO_CLAIM.sub("", keyword))


def _supported(part: str, evidence: str) -> bool:
    return _occurs(part, evidence) or (_OPEN not in part and len(part) >= _MIN_PART and _covered(part, evidence))


def _abbreviates(keyword: str, evidence: str) -> bool:
    """Whether ``keyword`` (Chinese) abbreviates a span of ``evidence``: its characters in order, first and last
    included, within a span at most 2.5 times its length (发改委 ← 发展改革委, 中院 ← 中级人民法院)."""
    limit = int(len(keyword) * _ABBREVIATION_SPAN)
    start = evidence.find(keyword[0])
    while start != -1:
        cursor, end = start + 1, start
        for ch in keyword[1:]:
            end = evidence.find(ch, cursor, start + limit)
            if end == -1:
                break
            cursor = end + 1
        if end != -1:
            return True
        start = evidence.find(keyword[0], start + 1)
    return False


def _paraphrased(keyword: str, evidence: str) -> bool:
    """Word-level support of a keyword without numbers: its words apart from joiners (的, 与, 在…) all occur;
    a name with its kind suffix (队, 省, 上…) whose name occurs; or an abbreviation of an evidence span."""
    parts = [p for p in re.split(f"[{WORD_JOINERS}]", keyword) if p]
    if parts and parts != [keyword] and all(len(p) >= _MIN_PART and _supported(p, evidence) for p in parts):
        return True
    if len(keyword) > _MIN_PART and keyword[-1] in NAME_SUFFIXES and _supported(keyword[:-1], evidence):
        return True
    return len(keyword) >= _MIN_PART and all(map(_is_cjk, keyword)) and _abbreviates(keyword, evidence)


def _modified_head(word: str, evidence: str) -> bool:
    """A three-character compound of a one-character modifier and a two-character head (新 + 中国, 主 + 教练,
    党 + 中央): Chinese compounds are head-final, so it is supported when its head occurs and its modifier
    character occurs in the evidence too."""
    return len(word) == 3 and all(map(_is_cjk, word)) and _occurs(word[1:], evidence) and word[0] in evidence


def keyword_supported(keyword: str, evidence: str, dated: date | None = None) -> bool:
    """Whether ``keyword`` is supported by ``evidence`` (canonical containment, then all-parts coverage).

    Reporting verbs, connectives, deictic time frames and pronouns carry no claim: a keyword made only of them
    is supported, and a longer one is checked by its content words when it does not occur whole. A keyword
    without numbers is also supported by its words around joiners, by its name without a kind suffix, as an
    abbreviation of the evidence (:func:`_paraphrased`), or as a modifier + head compound (:func:`_modified_head`);
    one with a number only by its name without a kind suffix, the number kept whole. With ``dated`` (the
    evidence's own date) relative years name the years they mean, in the keyword and in the evidence (see the
    module docstring).
    """
    if dated is not None:
        return _dated_supported(keyword, evidence, dated.year)
    kw = canonical_text(keyword)
    return bool(kw) and _supported_by(kw, _evidence_form(evidence))


def _dated_supported(keyword: str, evidence: str, year: int) -> bool:
    """:func:`keyword_supported` of a keyword whose relative years are spelt out in ``year`` (a claim that says
    去年 says which year), against the evidence as written, with its relative years spelt out too, or, for a date
    in the evidence's own year, without that year (``2015年4月20日`` ← ``4月20日``)."""
    kw = canonical_text(_spell_years(keyword, year))
    if not kw:
        return False
    if _supported_by(kw, _evidence_form(evidence)):
        return True
    if _RELATIVE_YEAR.search(evidence) and _supported_by(kw, _dated_form(evidence, year)):
        return True
    own_year = f"{_OPEN}none{year}{_CLOSE}年{_OPEN}"  # a month or a day follows the text's own year
    return own_year in kw and _supported_by(kw.replace(own_year, _OPEN), _evidence_form(evidence))


def _supported_by(kw: str, ev: str) -> bool:
    """:func:`keyword_supported` on the canonical forms of a keyword and an evidence text."""
    if _occurs(kw, ev):
        return True
    if _OPEN not in kw and _covered(kw, ev):
        return True
    content = _content(kw)
    if not content:
        return True
    if content != kw and (
        _occurs(content, ev) or (_OPEN not in content and len(content) >= _MIN_PART and _covered(content, ev))
    ):
        return True
    if _OPEN in kw:  # a name with a number keeps it whole (76人队 = 76人 + 队)
        return len(kw) > _MIN_PART and kw[-1] in NAME_SUFFIXES and _occurs(kw[:-1], ev)
    return _paraphrased(kw, ev) or _modified_head(content, ev)
