"""Chunking of markdown and plain-text documents for the knowledge base.

Markdown is cut at headings ``#`` to ``####`` (headings inside fenced code blocks are ignored); each chunk
keeps its heading path (``支付服务运维手册 > 连接池耗尽 > 处置步骤``). Sections longer than ``max_chars``
are split on paragraph, then sentence boundaries (a hard cut only for a single overlong sentence); empty
sections are skipped. Plain text is packed by paragraphs under the document title.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import PurePath

from superbiz.lazy_re import regex

__all__ = [
    "MAX_CHUNK_CHARS",
    "ChunkDraft",
    "chunk_document",
    "chunk_key",
    "chunk_markdown",
    "chunk_plain_text",
    "document_title",
]

MAX_CHUNK_CHARS = 800
HEADING_SEPARATOR = " > "

_HEADING = regex(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
_FENCE = regex(r"^\s*(```|~~~)")
_PARAGRAPH_BREAK = regex(r"\n\s*\n")
_SENTENCE_END = regex(r"(?<=[。！？；!?;])|(?<=\.)\s+|\n")


@dataclass(frozen=True, slots=True)
class ChunkDraft:
    """A chunk before it is stored: position in its document, heading path and text."""

    index: int
    heading_path: str
    text: str


def chunk_key(source_path: str, index: int, text: str) -> str:
    """Stable key of a chunk: document path, chunk index and a content-hash prefix."""
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:10]
    return f"{source_path}#{index}:{digest}"


def document_title(text: str, source_path: str) -> str:
    """The first level-1 heading (or the first heading), else the file name without suffix."""
    first: str | None = None
    in_fence = False
    for line in text.splitlines():
        if _FENCE.match(line):
            in_fence = not in_fence
            continue
        match = None if in_fence else _HEADING.match(line)
        if match:
            if len(match.group(1)) == 1:
                return match.group(2).strip()
            first = first or match.group(2).strip()
    return first or PurePath(source_path).stem or source_path


def _hard_cut(text: str, max_chars: int) -> list[str]:
    return [text[i : i + max_chars] for i in range(0, len(text), max_chars)]


def _pack(pieces: list[str], max_chars: int, joiner: str) -> list[str]:
    """Greedily join pieces into parts of at most ``max_chars`` characters."""
    parts: list[str] = []
    current = ""
    for piece in pieces:
        piece = piece.strip()
        if not piece:
            continue
        candidate = f"{current}{joiner}{piece}" if current else piece
        if len(candidate) <= max_chars:
            current = candidate
            continue
        if current:
            parts.append(current)
        current = piece
    if current:
        parts.append(current)
    return parts


def split_long(text: str, max_chars: int = MAX_CHUNK_CHARS) -> list[str]:
    """Split ``text`` into parts <= ``max_chars`` on paragraph, then sentence boundaries."""
    text = text.strip()
    if len(text) <= max_chars:
        return [text] if text else []
    pieces: list[str] = []
    for paragraph in _PARAGRAPH_BREAK.split(text):
        if len(paragraph.strip()) <= max_chars:
            pieces.append(paragraph)
            continue
        sentences: list[str] = []
        for sentence in _SENTENCE_END.split(paragraph):
            if sentence and len(sentence.strip()) > max_chars:
                sentences.extend(_hard_cut(sentence.strip(), max_chars))
            elif sentence:
                sentences.append(sentence)
        pieces.extend(_pack(sentences, max_chars, " " if paragraph.isascii() else ""))
    return _pack(pieces, max_chars, "\n\n")


def _sections(text: str) -> list[tuple[list[str], str]]:
    """(heading stack, body) per markdown section, in document order."""
    sections: list[tuple[list[str], str]] = []
    stack: list[tuple[int, str]] = []
    body: list[str] = []
    in_fence = False

    def flush() -> None:
        sections.append(([title for _, title in stack], "\n".join(body)))
        body.clear()

    for line in text.splitlines():
        if _FENCE.match(line):
            in_fence = not in_fence
        match = None if in_fence else _HEADING.match(line)
        if match and len(match.group(1)) <= 4:
            flush()
            level = len(match.group(1))
            while stack and stack[-1][0] >= level:
                stack.pop()
            stack.append((level, match.group(2).strip()))
        else:
            body.append(line)
    flush()
    return sections


def chunk_markdown(text: str, *, max_chars: int = MAX_CHUNK_CHARS) -> list[ChunkDraft]:
    """Chunks of a markdown document, by heading sections."""
    drafts: list[ChunkDraft] = []
    for headings, body in _sections(text):
        path = HEADING_SEPARATOR.join(headings)
        for part in split_long(body, max_chars):
            drafts.append(ChunkDraft(index=len(drafts), heading_path=path, text=part))
    return drafts


def chunk_plain_text(text: str, *, title: str, max_chars: int = MAX_CHUNK_CHARS) -> list[ChunkDraft]:
    """Chunks of a plain-text document: paragraphs packed up to ``max_chars``."""
    pieces: list[str] = []
    for paragraph in _PARAGRAPH_BREAK.split(text):
        pieces.extend(split_long(paragraph, max_chars))
    return [
        ChunkDraft(index=i, heading_path=title, text=part)
        for i, part in enumerate(_pack(pieces, max_chars, "\n\n"))
    ]


def chunk_document(source_path: str, text: str, *, max_chars: int = MAX_CHUNK_CHARS) -> list[ChunkDraft]:
    """Chunk by file kind: ``.txt`` as plain text, everything else as markdown."""
    if PurePath(source_path).suffix.lower() == ".txt":
        return chunk_plain_text(text, title=document_title(text, source_path), max_chars=max_chars)
    return chunk_markdown(text, max_chars=max_chars)
