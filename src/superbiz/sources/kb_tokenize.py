"""Tokenisation for the knowledge base: jieba for Chinese, a regex pre-pass for technical terms.

Technical terms (``payment-service``, ``PAY-5003``, ``HighMemoryUsage``, ``db_pool_active_connections``,
``java.lang.OutOfMemoryError``) are kept intact as one lowercase token *and* their sub-parts are emitted
(``payment``, ``service``; ``pay``, ``5003``; ``high``, ``memory``, ``usage``), so both an exact and a
partial query match. The rest of the text goes through ``jieba.lcut_for_search`` (loaded lazily, once).

``exact_terms`` extracts the checkable anchors (error codes, service-like names, metric names, alert
names) that the exact-term layer indexes per chunk.
"""

from __future__ import annotations

import logging
import re
import threading
from collections.abc import Iterable
from types import ModuleType

__all__ = ["TOKENIZER_VERSION", "exact_terms", "load_jieba", "tokenize"]

#: Bump when tokenisation changes: a persisted index built with another version is rebuilt.
TOKENIZER_VERSION = "kb-tok-3"

_ERROR_CODE = r"[A-Za-z]{2,5}-\d{3,4}"
_DOTTED_OR_JOINED = r"[A-Za-z][A-Za-z0-9]*(?:[-_.][A-Za-z0-9]+)+"
_CAMEL = r"[A-Z][a-z0-9]+(?:[A-Z]+[a-z0-9]*)+"
_TERM_RE = re.compile(rf"(?<![\w.-])(?:{_ERROR_CODE}|{_DOTTED_OR_JOINED}|{_CAMEL})(?![\w-])")
_EXACT_PATTERNS: tuple[re.Pattern[str], ...] = (
    re.compile(rf"(?<![\w-])({_ERROR_CODE})(?![\w-])"),  # error codes: PAY-5003, GW-502
    re.compile(r"(?<![\w.-])([a-z][a-z0-9]*(?:-[a-z0-9]+)+)(?![\w-])"),  # services: payment-service
    re.compile(r"(?<![\w.-])([a-z][a-z0-9]*(?:_[a-z0-9]+)+)(?![\w-])"),  # metrics: db_pool_active_connections
    re.compile(r"(?<![\w.-])([A-Z][a-z0-9]+(?:[A-Z]+[a-z0-9]*)+)(?![\w-])"),  # alerts: HighMemoryUsage
)
_SPLIT_PARTS = re.compile(r"[-_.]")
_CAMEL_PARTS = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+[a-z]*")
_WORD = re.compile(r"\w", re.UNICODE)

_STOPWORD_TEXT = (
    """的 了 是 在 和 与 及 或 并 而 就 都 也 还 又 把 被 对 从 到 为 以 由 等 中 上 下 个 这 那 其 之 则
    我 你 他 她 它 我们 你们 他们 请 吗 呢 吧 啊 呀 哦 么 怎么 怎样 怎么样 如何 什么 为什么 哪些 哪个 一下 一些
    有 没有 可以 需要 应该 是否 如果 因为 所以 但是 然后 时候 现在 这个 那个 这些 那些 进行 相关
    a an the of to in on at for and or is are was were be been it this that with as by from how what why
    when which do does can should"""
)
_STOPWORDS = frozenset(_STOPWORD_TEXT.split())

#: A small Chinese -> English ops glossary: a Chinese word also emits its English token, so "支付服务"
#: meets "payment-service" (applied to documents and queries alike).
_GLOSSARY = {
    "支付": "payment", "订单": "order", "通知": "notification", "消息": "notification", "物流": "logistics",
    "网关": "gateway", "库存": "inventory", "用户": "user", "搜索": "search", "风控": "risk", "服务": "service",
    "内存": "memory", "堆": "heap", "磁盘": "disk", "数据库": "db", "连接池": "pool", "连接": "connection",
    "告警": "alert", "超时": "timeout", "重启": "restart", "延迟": "latency", "错误率": "error",
}

_jieba: ModuleType | None = None
_jieba_lock = threading.Lock()


def load_jieba() -> ModuleType:
    """Import and initialise jieba once per process (its dictionary load takes about a second)."""
    global _jieba
    if _jieba is None:
        with _jieba_lock:
            if _jieba is None:
                import jieba

                jieba.setLogLevel(logging.WARNING)
                jieba.initialize()
                _jieba = jieba
    return _jieba


def _term_parts(term: str) -> list[str]:
    parts = [p for p in _SPLIT_PARTS.split(term) if p]
    out: list[str] = []
    for part in parts:
        camel = _CAMEL_PARTS.findall(part)
        out.extend(camel if len(camel) > 1 else [part])
    if len(parts) > 1:
        out.extend(p for p in parts if p not in out)
    return [p.lower() for p in out if p.lower() != term.lower()]


def _keep(token: str) -> bool:
    return bool(_WORD.search(token)) and token not in _STOPWORDS


def tokenize(text: str) -> list[str]:
    """Lowercase tokens of ``text``: intact technical terms plus their parts, then jieba words."""
    tokens: list[str] = []
    rest: list[str] = []
    last = 0
    for match in _TERM_RE.finditer(text):
        term = match.group(0)
        tokens.append(term.lower())
        tokens.extend(_term_parts(term))
        rest.append(text[last : match.start()])
        last = match.end()
    rest.append(text[last:])
    remainder = " ".join(rest)
    if remainder.strip():
        for word in load_jieba().lcut_for_search(remainder):
            word = word.strip().lower()
            if word and _keep(word):
                tokens.append(word)
                if word in _GLOSSARY:
                    tokens.append(_GLOSSARY[word])
    return tokens


def exact_terms(text: str) -> set[str]:
    """The exact anchors in ``text`` (lowercased): error codes, service, metric and alert names."""
    found: set[str] = set()
    for pattern in _EXACT_PATTERNS:
        for match in pattern.finditer(text):
            term = match.group(1)
            if pattern is _EXACT_PATTERNS[3] and len(term) < 6:
                continue
            found.add(term.lower())
    return found


def exact_terms_many(texts: Iterable[str]) -> list[set[str]]:
    """``exact_terms`` of each text, in order."""
    return [exact_terms(t) for t in texts]
