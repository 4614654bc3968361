"""The OpenAI-compatible facade's shapes and pure mappings (``/v1/chat/completions``, ``/v1/models``).

The last ``user`` message is the question; earlier messages are ignored (superbiz answers each question from
fresh evidence). The verdict travels twice: as the first line of the text (``【PASS · 0.92】``) and as the
extra top-level field ``superbiz`` (``{verdict, groundedness_score, output_type, session_id, ...}``), which the
official client exposes as ``completion.superbiz`` / ``chunk.superbiz``.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from superbiz.api.inputs import check_text
from superbiz.chat.events import ChatResult

__all__ = [
    "MAX_MESSAGES",
    "MAX_MESSAGE_CHARS",
    "MODEL_ID",
    "ChatCompletionRequest",
    "ContentPart",
    "OpenAIMessage",
    "completion_chunk",
    "completion_response",
    "models_response",
    "question_from_messages",
    "superbiz_extra",
    "verdict_line",
]

MODEL_ID = "superbiz"


#: limits of what a client may send (earlier messages are ignored, but a client sends the whole history)
MAX_MESSAGES = 200
MAX_MESSAGE_CHARS = 32_000
_Text = Annotated[str, Field(max_length=MAX_MESSAGE_CHARS), AfterValidator(check_text)]


class ContentPart(BaseModel):
    """One part of a multi-part message; only ``text`` parts are read."""

    model_config = ConfigDict(extra="allow")

    type: Annotated[str, Field(max_length=64), AfterValidator(check_text)]
    text: _Text | None = None


class OpenAIMessage(BaseModel):
    model_config = ConfigDict(extra="ignore")

    role: Annotated[str, Field(max_length=64), AfterValidator(check_text)]
    content: _Text | Annotated[list[ContentPart], Field(max_length=64)] | None = None


class ChatCompletionRequest(BaseModel):
    """What clients send; unknown OpenAI options (temperature, top_p, ...) are accepted and ignored. The
    question (the last user message) is held to ``MAX_QUESTION_CHARS`` like ``/api/chat``."""

    model_config = ConfigDict(extra="ignore")

    model: Annotated[str, Field(max_length=200), AfterValidator(check_text)] = MODEL_ID
    messages: list[OpenAIMessage] = Field(min_length=1, max_length=MAX_MESSAGES)
    stream: bool = False
    user: Annotated[str, Field(max_length=200), AfterValidator(check_text)] | None = None


def _text_of(message: OpenAIMessage) -> str:
    if isinstance(message.content, str):
        return message.content
    if isinstance(message.content, list):
        return "\n".join(p.text or "" for p in message.content if p.type == "text")
    return ""


def question_from_messages(messages: list[OpenAIMessage]) -> str | None:
    """The text of the last ``user`` message, or ``None`` when there is none (or it is blank)."""
    for message in reversed(messages):
        if message.role == "user":
            text = _text_of(message).strip()
            return text or None
    return None


def verdict_line(result: ChatResult) -> str:
    """``【PASS · 0.92】`` — the verdict and score, first line of every facade answer."""
    return f"【{result.verdict} · {result.groundedness_score:.2f}】"


def superbiz_extra(result: ChatResult) -> dict[str, Any]:
    return {
        "verdict": result.verdict,
        "groundedness_score": result.groundedness_score,
        "output_type": result.output_type,
        "session_id": result.session_id,
        "conversation_id": result.conversation_id,
        "rounds": result.rounds,
        "confirmed_count": len(result.confirmed),
        "error": result.error,
    }


def answer_text(result: ChatResult) -> str:
    return f"{verdict_line(result)}\n{result.answer}"


def completion_response(result: ChatResult, *, created: int, model: str = MODEL_ID) -> dict[str, Any]:
    """A ``chat.completion`` object for a finished chat."""
    return {
        "id": f"chatcmpl-{result.session_id}",
        "object": "chat.completion",
        "created": created,
        "model": model,
        "choices": [{
            "index": 0,
            "message": {"role": "assistant", "content": answer_text(result)},
            "finish_reason": "stop",
            "logprobs": None,
        }],
        "usage": {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0},
        "superbiz": superbiz_extra(result),
    }


def completion_chunk(
    *,
    completion_id: str,
    created: int,
    delta: dict[str, Any],
    finish_reason: Literal["stop"] | None = None,
    extra: dict[str, Any] | None = None,
    model: str = MODEL_ID,
) -> dict[str, Any]:
    """One ``chat.completion.chunk``."""
    chunk: dict[str, Any] = {
        "id": completion_id,
        "object": "chat.completion.chunk",
        "created": created,
        "model": model,
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish_reason, "logprobs": None}],
    }
    if extra is not None:
        chunk["superbiz"] = extra
    return chunk


def models_response(*, created: int) -> dict[str, Any]:
    return {
        "object": "list",
        "data": [{"id": MODEL_ID, "object": "model", "created": created, "owned_by": "superbiz"}],
    }
