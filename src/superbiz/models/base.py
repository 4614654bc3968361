"""The model interface every agent talks to, in our own types (no SDK types cross this line).

A ``ModelClient`` takes a list of ``ChatMessage`` and returns one ``ModelResponse``. Implementations raise only
``superbiz.errors.ModelAPIError`` (endpoint failed after retries) or ``ModelOutputError`` (unusable answer).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, Literal, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field

__all__ = [
    "ChatMessage",
    "ModelClient",
    "ModelResponse",
    "Role",
    "ToolCall",
    "ToolChoice",
    "Usage",
]

Role = Literal["system", "user", "assistant", "tool"]
ToolChoice = Literal["auto", "none"]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class ToolCall(_Frozen):
    """One tool call requested by a model.

    ``arguments_raw`` is exactly what the model sent. When it is not a JSON object, ``arguments`` is ``{}``
    and ``arguments_error`` says why, so the agent loop can send an error result back instead of crashing.
    """

    id: str
    name: str
    arguments: dict[str, Any] = Field(default_factory=dict)
    arguments_raw: str = "{}"
    arguments_error: str | None = None

    @classmethod
    def from_raw(cls, *, id: str, name: str, arguments_raw: str | None) -> ToolCall:
        """Parse a model's argument string tolerantly (empty means no arguments)."""
        raw = arguments_raw if arguments_raw is not None else ""
        if not raw.strip():
            return cls(id=id, name=name, arguments={}, arguments_raw=raw)
        try:
            parsed = json.loads(raw)
        except json.JSONDecodeError as exc:
            error = f"arguments of {name!r} are not valid JSON: {exc.msg} at char {exc.pos}"
            return cls(id=id, name=name, arguments={}, arguments_raw=raw, arguments_error=error)
        if not isinstance(parsed, dict):
            error = f"arguments of {name!r} must be a JSON object, got {type(parsed).__name__}"
            return cls(id=id, name=name, arguments={}, arguments_raw=raw, arguments_error=error)
        return cls(id=id, name=name, arguments=parsed, arguments_raw=raw)


class ChatMessage(_Frozen):
    """One message of a conversation with a model (OpenAI chat roles)."""

    role: Role
    content: str | None
    tool_calls: list[ToolCall] = Field(default_factory=list)
    tool_call_id: str | None = None
    name: str | None = None

    @classmethod
    def system(cls, content: str) -> ChatMessage:
        return cls(role="system", content=content)

    @classmethod
    def user(cls, content: str) -> ChatMessage:
        return cls(role="user", content=content)

    @classmethod
    def assistant(cls, content: str | None, *, tool_calls: Sequence[ToolCall] = ()) -> ChatMessage:
        return cls(role="assistant", content=content, tool_calls=list(tool_calls))

    @classmethod
    def tool_result(cls, *, tool_call_id: str, content: str, name: str | None = None) -> ChatMessage:
        """The result of one tool call, sent back to the model."""
        return cls(role="tool", content=content, tool_call_id=tool_call_id, name=name)


class Usage(_Frozen):
    prompt_tokens: int = 0
    completion_tokens: int = 0
    total_tokens: int = 0


class ModelResponse(_Frozen):
    """One completed model call. ``latency_ms`` covers the whole call, retries included."""

    content: str | None
    tool_calls: list[ToolCall] = Field(default_factory=list)
    usage: Usage | None = None
    model: str
    finish_reason: str | None = None
    latency_ms: float = 0.0
    #: HTTP attempts this call took (1 = first try succeeded).
    attempts: int = 1
    #: True when JSON output was asked for but the endpoint rejected ``response_format`` and we asked without it.
    response_format_dropped: bool = False


@runtime_checkable
class ModelClient(Protocol):
    """What every agent needs from a model."""

    @property
    def name(self) -> str:
        """A short label for logs and ``agent_step`` rows, e.g. ``openai:qwen2.5-7b-instruct``."""
        ...

    def complete(
        self,
        messages: Sequence[ChatMessage],
        *,
        tools: Sequence[dict[str, Any]] | None = None,
        json_output: bool = False,
        tool_choice: ToolChoice | None = None,
    ) -> ModelResponse:
        """One model call. Raises ``ModelAPIError`` or ``ModelOutputError`` only."""
        ...
