"""Types of text and numbers where they enter the API: no NUL characters, no lone surrogates, bounded sizes.

A NUL cannot be stored in PostgreSQL text and a lone surrogate cannot be encoded as UTF-8 (SQLite): both are
refused with 422 here instead of failing later in the database.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, Field, StringConstraints

__all__ = [
    "MAX_DB_ID",
    "MAX_QUESTION_CHARS",
    "CleanText",
    "DocumentId",
    "Identifier",
    "Question",
    "check_text",
]

MAX_QUESTION_CHARS = 4000
#: the largest integer id any supported database stores (PostgreSQL ``integer``)
MAX_DB_ID = 2**31 - 1


def check_text(value: str) -> str:
    """``value`` when it holds no NUL and no lone surrogate; ``ValueError`` (a 422) otherwise."""
    if "\x00" in value:
        raise ValueError("text must not contain NUL (U+0000) characters")
    if any("\ud800" <= ch <= "\udfff" for ch in value):
        raise ValueError("text must not contain lone surrogate code points")
    return value


def _not_blank(value: str) -> str:
    if not value.strip():
        raise ValueError("the question is empty (only whitespace)")
    return value


CleanText = Annotated[str, AfterValidator(check_text)]
Question = Annotated[
    str, Field(min_length=1, max_length=MAX_QUESTION_CHARS), AfterValidator(check_text), AfterValidator(_not_blank)
]
#: conversation and session ids: short, printable ASCII
Identifier = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9._:-]{1,64}$")]
DocumentId = Annotated[int, Field(ge=1, le=MAX_DB_ID)]
