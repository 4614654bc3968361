"""Symptom words of a question, to pick the subject's records the question is about (a generic lexicon of
operations vocabulary, Chinese → the words logs use; no world's names). 卡 is "stuck" only as a verb (卡住, 卡在,
一直卡): in a noun (月卡 a monthly pass, 刷卡 a card swipe, 房卡) it names no timeout."""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["event_words", "symptom_words", "trouble_kinds"]

_LEXICON: tuple[tuple[str, tuple[str, ...]], ...] = (
    (r"超时|timeout|timed out|慢|延迟|latency|(?<![刷开打月年房会信行])卡(?:住|顿|死|得|在|着|了)|"
     r"(?:很|好|太|一直|老是|总是|有点|又)卡", ("timeout", "timed out", "slow", "latency", "took")),
    ("重启|restart|crash|崩溃|挂了|oom|内存", ("restart", "oom", "outofmemory", "memory", "heap", "killed", "crash")),
    ("磁盘|disk|空间|space", ("disk", "space", "no space")),
    ("连接|connection|连接池|pool", ("connection", "pool")),
    ("证书|certificate|cert|tls|ssl", ("certificate", "cert", "tls", "ssl", "x509", "expired")),
    ("队列|积压|backlog|queue|lag|堆积|落后|behind", ("queue", "backlog", "lag", "consumer", "re-queued")),
    ("缓存|cache|redis", ("cache", "redis", "miss")),
    ("数据库|database|db|sql|死锁|deadlock", ("database", "db", "sql", "deadlock", "query")),
    #: a lock ("lock waits", "locked", "deadlock"), never a word that only begins or ends with one ("the lockers
    #: db", "10 o'clock")
    (r"锁|(?<!c)lock(?!ers?\b)", ("lock",)),
    ("发布|部署|上线|deploy|release|版本|version", ("deploy", "release", "version", "rollout")),
    ("发不出|发送失败|send|短信|通知", ("send", "sms", "skipped", "failed")),
    ("扣款|支付|付款|缴费|\bpayments?\b|\bdebits?\b", ("payment", "pay", "charge", "debit")),
)


def symptom_words(question: str, names: Sequence[str] = (), *, lexicon_only: bool = False) -> list[str]:
    """Lower-case words a log line about the question's symptom would contain (plus the question's own
    ASCII words and numbers, e.g. ``502``, once the entity ``names`` are removed; not with ``lexicon_only``: the
    trouble's words alone, "the USSD errors" names no trouble)."""
    low = question.lower()
    for name in sorted(names, key=len, reverse=True):
        low = low.replace(name.lower(), " ")
    words: list[str] = []
    for pattern, hits in _LEXICON:
        if re.search(pattern, low):
            words += hits
    if not lexicon_only:
        words += [w for w in re.findall(r"[a-z]{4,}|\d{3}", low) if not w.endswith("service")]
    return list(dict.fromkeys(words))


def event_words(text: str) -> list[str]:
    """The word logs use for each kind of trouble ``text`` names (the lexicon's first: certificate, deploy, lock …)."""
    low = text.lower()
    return [hits[0] for pattern, hits in _LEXICON if re.search(pattern, low)]


#: the kinds of trouble that name one mechanism (a lock, a restart, a disk, a pool, a certificate, a backlog): a
#: question asking whether one of them happened is answered no when the subject's troubles were of other kinds
_MECHANISMS = frozenset({"lock", "restart", "disk", "connection", "certificate", "queue"})


def trouble_kinds(question: str, names: Sequence[str] = ()) -> tuple[tuple[str, ...], ...]:
    """The words a log line or alert of each one-mechanism trouble kind the question names would contain
    ("did X have lock waits?" → (("lock",),)), the entity ``names`` removed first."""
    low = question.lower()
    for name in sorted(names, key=len, reverse=True):
        low = low.replace(name.lower(), " ")
    return tuple(hits for pattern, hits in _LEXICON if hits[0] in _MECHANISMS and re.search(pattern, low))


_PHRASE_ENDS = ("期间", "时候", "那会", "那阵", "那次", "的", "报", "有", "前", "后", "之", "时")


def trouble_phrase(text: str) -> str:
    """The words ``text`` names a one-mechanism trouble by, as said ("锁等待期间 X 报了多少" → "锁等待"; "" when
    none): the thing "那之前" points back to."""
    low = text.lower()
    spans = [m.span() for pattern, hits in _LEXICON if hits[0] in _MECHANISMS
             for m in [re.search(pattern, low)] if m is not None]
    if not spans:
        return ""
    start, end = min(spans)
    #: the kind word runs on through the CJK characters after it ("锁" → "锁等待")
    while end < len(text) and "\u4e00" <= text[end] <= "\u9fff" and not text.startswith(_PHRASE_ENDS, end):
        end += 1
    return text[start:end]

