"""Tokenisation for the knowledge base: jieba for Chinese, a regex pre-pass for technical terms.

Technical terms (``payment-service``, ``PAY-5003``, ``HighMemoryUsage``, ``db_pool_active_connections``,
``java.lang.OutOfMemoryError``) are kept intact as one lowercase token *and* their sub-parts are emitted
(``payment``, ``service``; ``pay``, ``5003``; ``high``, ``memory``, ``usage``), so both an exact and a
partial query match. The rest of the text goes through ``jieba.lcut_for_search`` (loaded lazily, once).

Queries use :class:`QueryTokenizer`: jieba's own segmentation, but without loading its dictionary (about a
second per process): the few frequencies a query needs are read from a memory-mapped :class:`JiebaDictionary`.

``exact_terms`` extracts the checkable anchors (error codes, service-like names, metric names, alert
names) that the exact-term layer indexes per chunk.
"""

from __future__ import annotations

import importlib.util
import logging
import mmap
import os
import re
import shutil
import struct
import sys
import threading
from array import array
from collections.abc import Iterator, Mapping
from itertools import accumulate
from pathlib import Path
from types import ModuleType
from typing import Any

from superbiz.lazy_re import regex

__all__ = ["TOKENIZER_VERSION", "JiebaDictionary", "QueryTokenizer", "exact_terms", "load_jieba", "tokenize"]

#: Bump when tokenisation changes: a persisted index built with another version is rebuilt.
TOKENIZER_VERSION = "kb-tok-3"

_ERROR_CODE = r"[A-Za-z]{2,5}-\d{3,4}"
_DOTTED_OR_JOINED = r"[A-Za-z][A-Za-z0-9]*(?:[-_.][A-Za-z0-9]+)+"
_CAMEL = r"[A-Z][a-z0-9]+(?:[A-Z]+[a-z0-9]*)+"
_TERM_RE = regex(rf"(?<![\w.-])(?:{_ERROR_CODE}|{_DOTTED_OR_JOINED}|{_CAMEL})(?![\w-])")
_EXACT_PATTERNS: tuple[re.Pattern[str], ...] = (
    regex(rf"(?<![\w-])({_ERROR_CODE})(?![\w-])"),  # error codes: PAY-5003, GW-502
    regex(r"(?<![\w.-])([a-z][a-z0-9]*(?:-[a-z0-9]+)+)(?![\w-])"),  # services: payment-service
    regex(r"(?<![\w.-])([a-z][a-z0-9]*(?:_[a-z0-9]+)+)(?![\w-])"),  # metrics: db_pool_active_connections
    regex(r"(?<![\w.-])([A-Z][a-z0-9]+(?:[A-Z]+[a-z0-9]*)+)(?![\w-])"),  # alerts: HighMemoryUsage
)
_SPLIT_PARTS = regex(r"[-_.]")
_CAMEL_PARTS = regex(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+[a-z]*")
_WORD = regex(r"\w", re.UNICODE)

_STOPWORD_TEXT = """的 了 是 在 和 与 及 或 并 而 就 都 也 还 又 把 被 对 从 到 为 以 由 等 中 上 下 个 这 那 其 之 则
    我 你 他 她 它 我们 你们 他们 请 吗 呢 吧 啊 呀 哦 么 怎么 怎样 怎么样 如何 什么 为什么 哪些 哪个 一下 一些
    有 没有 可以 需要 应该 是否 如果 因为 所以 但是 然后 时候 现在 这个 那个 这些 那些 进行 相关
    a an the of to in on at for and or is are was were be been it this that with as by from how what why
    when which do does can should"""
_STOPWORDS = frozenset(_STOPWORD_TEXT.split())

#: A small Chinese -> English ops glossary: a Chinese word also emits its English token, so "支付服务"
#: meets "payment-service" (applied to documents and queries alike).
_GLOSSARY = {
    "支付": "payment",
    "订单": "order",
    "通知": "notification",
    "消息": "notification",
    "物流": "logistics",
    "网关": "gateway",
    "库存": "inventory",
    "用户": "user",
    "搜索": "search",
    "风控": "risk",
    "服务": "service",
    "内存": "memory",
    "堆": "heap",
    "磁盘": "disk",
    "数据库": "db",
    "连接池": "pool",
    "连接": "connection",
    "告警": "alert",
    "超时": "timeout",
    "重启": "restart",
    "延迟": "latency",
    "错误率": "error",
}

log = logging.getLogger(__name__)

#: Dictionary files this process wrote, by file name (a later home copies one instead of encoding again).
_WRITTEN: dict[str, Path] = {}

_jieba: ModuleType | None = None
_jieba_lock = threading.Lock()


def _import_jieba() -> ModuleType:
    """``import jieba`` without letting it import the deprecated ``pkg_resources`` (about 50 ms of start-up).

    jieba only uses ``pkg_resources`` to open its own data files and falls back to plain file access when the
    import fails; the name is hidden only for the duration of this import.
    """
    if "jieba" in sys.modules:
        return sys.modules["jieba"]
    hidden = "pkg_resources" not in sys.modules
    if hidden:
        sys.modules["pkg_resources"] = None  # type: ignore[assignment]  # makes ``import pkg_resources`` fail
    try:
        import jieba
    finally:
        if hidden:
            del sys.modules["pkg_resources"]
    jieba.setLogLevel(logging.WARNING)
    module: ModuleType = jieba
    return module


def load_jieba() -> ModuleType:
    """Import and initialise jieba once per process (its dictionary load takes about a second)."""
    global _jieba
    if _jieba is None:
        with _jieba_lock:
            if _jieba is None:
                jieba = _import_jieba()
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


def _split_terms(text: str) -> tuple[list[str], str]:
    """The technical-term tokens of ``text`` (intact plus parts) and the rest of the text."""
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
    return tokens, " ".join(rest)


def _emit(tokens: list[str], word: str) -> None:
    """Append ``word`` (lowercased) when it is kept, then its glossary translation."""
    word = word.strip().lower()
    if word and _keep(word):
        tokens.append(word)
        if word in _GLOSSARY:
            tokens.append(_GLOSSARY[word])


def tokenize(text: str) -> list[str]:
    """Lowercase tokens of ``text``: intact technical terms plus their parts, then jieba words."""
    tokens, remainder = _split_terms(text)
    if remainder.strip():
        for word in load_jieba().lcut_for_search(remainder):
            _emit(tokens, word)
    return tokens


class JiebaDictionary:
    """jieba's default dictionary as a sorted, memory-mapped file: frequency look-ups without loading it.

    Layout: a header (magic, byte-order check, total frequency, word count), the frequencies, the word
    offsets, then the UTF-8 words in code-point order. :meth:`lookup` is a binary search that answers
    exactly like jieba's prefix dictionary ``FREQ`` (a word's frequency, 0 for a mere prefix, ``None``).
    """

    _MAGIC = b"SBJIEBA1"
    _HEADER = struct.Struct("=8sIQI")

    def __init__(self, path: Path) -> None:
        with open(path, "rb") as file:
            self._mm = mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ)
        magic, check, total, count = self._HEADER.unpack_from(self._mm)
        if magic != self._MAGIC or check != 0x01020304:
            raise ValueError(f"{path} is not a jieba dictionary file of this machine")
        self.path = path
        self.total: int = total
        self._count: int = count
        view = memoryview(self._mm)
        start = self._HEADER.size
        self._freqs = view[start : start + 4 * count].cast("I")
        self._offsets = view[start + 4 * count : start + 8 * count + 4].cast("I")
        self._words_at = start + 8 * count + 4

    @classmethod
    def ensure(cls, directory: Path) -> JiebaDictionary:
        """The dictionary file of the installed jieba under ``directory``, written on first use (0.1–0.4 s)."""
        source = _jieba_dir() / "dict.txt"
        stat = source.stat()
        path = directory / f"jieba-dict-{stat.st_size}-{int(stat.st_mtime)}.bin"
        if path.exists():
            try:
                return cls(path)
            except (ValueError, struct.error) as exc:  # damaged: write it again
                log.warning("rewriting %s: %s", path, exc)
        written = _WRITTEN.get(path.name)
        if written is not None and written != path and written.exists():
            directory.mkdir(parents=True, exist_ok=True)
            tmp = directory / f".{path.name}.{os.getpid()}-{threading.get_ident()}"
            shutil.copyfile(written, tmp)  # another home of this process: copy instead of encoding again
            os.replace(tmp, path)
            return cls(path)
        return cls.write(path)

    @classmethod
    def write(cls, path: Path) -> JiebaDictionary:
        """Encode jieba's dictionary into ``path`` (atomically) and open it."""
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.parent / f".{path.name}.{os.getpid()}-{threading.get_ident()}"
        tmp.write_bytes(cls._encode(_jieba_dir() / "dict.txt"))
        os.replace(tmp, path)
        _WRITTEN[path.name] = path
        return cls(path)

    @classmethod
    def _encode(cls, source: Path) -> bytes:
        """The file's bytes: from jieba's loaded ``FREQ`` after an index build, else parsed from ``dict.txt``."""
        if _jieba is not None:
            return cls._pack(_jieba.dt.FREQ, _jieba.dt.total)
        freq: dict[str, int] = {}
        total = 0
        for line in source.read_text(encoding="utf-8").splitlines():  # as jieba.Tokenizer.gen_pfdict does
            word, count = line.strip().split(" ")[:2]
            freq[word] = int(count)
            total += int(count)
        return cls._pack(freq, total)

    @classmethod
    def _pack(cls, freq: dict[str, int], total: int) -> bytes:
        words = sorted(w for w, f in freq.items() if f > 0)
        encoded = [w.encode("utf-8") for w in words]
        offsets = array("I", accumulate(map(len, encoded), initial=0))
        header = cls._HEADER.pack(cls._MAGIC, 0x01020304, total, len(words))
        return header + array("I", (freq[w] for w in words)).tobytes() + offsets.tobytes() + b"".join(encoded)

    def _word(self, index: int) -> bytes:
        return self._mm[self._words_at + self._offsets[index] : self._words_at + self._offsets[index + 1]]

    @property
    def count(self) -> int:
        """How many words (and prefixes) the file holds."""
        return self._count

    def lookup(self, word: str) -> int | None:
        """jieba's ``FREQ.get(word)``: the frequency, 0 when ``word`` only starts longer words, else ``None``."""
        key = word.encode("utf-8")
        lo, hi = 0, self._count
        while lo < hi:
            mid = (lo + hi) // 2
            if self._word(mid) < key:
                lo = mid + 1
            else:
                hi = mid
        if lo == self._count:
            return None
        found = self._word(lo)
        if found == key:
            return int(self._freqs[lo])
        return 0 if found.startswith(key) else None

def _jieba_dir() -> Path:
    """jieba's package folder, located without importing jieba."""
    spec = importlib.util.find_spec("jieba")
    if spec is None or not spec.submodule_search_locations:
        raise ModuleNotFoundError("jieba is not installed")
    return Path(next(iter(spec.submodule_search_locations)))


class _MappedFreq(Mapping[str, int]):
    """jieba's ``FREQ`` prefix dictionary, answered from a :class:`JiebaDictionary` file on demand."""

    def __init__(self, dictionary: JiebaDictionary) -> None:
        self._dictionary = dictionary
        self._seen: dict[str, int | None] = {}

    def get(self, word: str, default: Any = None) -> Any:
        if word not in self._seen:
            if len(self._seen) > 50_000:
                self._seen.clear()
            self._seen[word] = self._dictionary.lookup(word)
        found = self._seen[word]
        return default if found is None else found

    def __getitem__(self, word: str) -> int:
        found = self.get(word)
        if found is None:
            raise KeyError(word)
        return int(found)

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and self.get(word) is not None

    def __iter__(self) -> Iterator[str]:
        raise TypeError("the mapped jieba dictionary is looked up, never iterated")

    def __len__(self) -> int:
        return self._dictionary.count


class QueryTokenizer:
    """:func:`tokenize` for queries without loading jieba's dictionary (about a second per process).

    Segmenting a text only looks up the dictionary frequencies of the text's own substrings. This runs
    jieba's own ``Tokenizer`` (same segmentation, HMM included) with its ``FREQ`` backed by the
    memory-mapped :class:`JiebaDictionary` instead of the fully loaded dictionary, so the tokens are exactly
    those of :func:`tokenize` (tests/sources/test_kb_query_tokenizer.py).
    """

    def __init__(self, dictionary: JiebaDictionary) -> None:
        jieba = _import_jieba()
        self.dictionary = dictionary
        self._jieba = jieba.Tokenizer()
        self._jieba.FREQ = _MappedFreq(dictionary)
        self._jieba.total = dictionary.total
        self._jieba.initialized = True  # nothing else to load: FREQ answers from the file

    def __call__(self, text: str) -> list[str]:
        tokens, remainder = _split_terms(text)
        if remainder.strip():
            for word in self._jieba.lcut_for_search(remainder):
                _emit(tokens, word)
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
