"""Types of text and numbers where they enter the API: no NUL characters, no lone surrogates, bounded sizes.

A NUL cannot be stored in PostgreSQL text and a lone surrogate cannot be encoded as UTF-8 (SQLite): both are
refused with 422 here instead of failing later in the database.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Annotated, Any

from fastapi.exceptions import RequestValidationError
from pydantic import AfterValidator, BaseModel, Field, StringConstraints

__all__ = [
    "MAX_DB_ID",
    "MAX_QUESTION_CHARS",
    "CleanText",
    "DocumentId",
    "Identifier",
    "Question",
    "check_text",
    "reject_unstorable",
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


def _unstorable(value: Any, loc: tuple[str | int, ...]) -> Iterator[dict[str, Any]]:
    if isinstance(value, str):
        try:
            check_text(value)
        except ValueError as exc:
            yield {"loc": loc, "msg": str(exc), "type": "value_error", "input": None}
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _unstorable(key, (*loc, "<key>"))
            yield from _unstorable(item, (*loc, str(key)))
    elif isinstance(value, list | tuple):
        for index, item in enumerate(value):
            yield from _unstorable(item, (*loc, index))


def reject_unstorable(model: BaseModel, *, loc: tuple[str, ...] = ("body",)) -> None:
    """Raise a 422 (``RequestValidationError``) when any text anywhere in ``model`` (keys of mappings too)
    holds a NUL or a lone surrogate: for payloads whose schema lives below the API (e.g. Alertmanager's)."""
    errors = list(_unstorable(model.model_dump(mode="python"), loc))
    if errors:
        raise RequestValidationError(errors[:20])
