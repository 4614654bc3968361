"""Scripted replies for ``ScriptedOpenAIServer`` and helpers to read a recorded chat request.

A script is a queue of steps per agent. A step is one of::

    text("...")                         assistant text
    json({...})                         assistant text holding one JSON object
    tool_calls([("query_logs", {...}),  assistant tool calls; a str argument is sent verbatim (malformed JSON)
                ("query_metrics", "{bad")])
    error(500, body=None, headers={})   an HTTP error with an OpenAI-style error body
    delay(2.0, then=text("late"))       wait, then reply with ``then``
    drop_connection()                   close the socket without any response
    fn                                  any callable ``fn(request_json) -> Step | str | dict`` (str = text, dict = json)
"""

from __future__ import annotations

import json as _json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, TypeAlias

__all__ = [
    "Step",
    "StepKind",
    "StepLike",
    "delay",
    "drop_connection",
    "error",
    "json",
    "refs_of",
    "system_prompt",
    "text",
    "tool_calls",
    "tool_results",
    "user_messages",
]

StepKind = Literal["text", "json", "tool_calls", "error", "delay", "drop_connection"]


@dataclass(frozen=True, kw_only=True)
class Step:
    kind: StepKind
    content: str | None = None
    #: (name, raw argument string) per tool call
    calls: tuple[tuple[str, str], ...] = ()
    status: int = 200
    body: Any = None
    headers: Mapping[str, str] = field(default_factory=dict)
    seconds: float = 0.0
    then: StepLike | None = None
    usage: tuple[int, int] | None = None
    finish_reason: str | None = None


StepLike: TypeAlias = Step | Callable[[dict[str, Any]], "Step | str | dict[str, Any]"]


def text(content: str, *, usage: tuple[int, int] | None = None, finish_reason: str = "stop") -> Step:
    """Assistant text. ``usage`` = (prompt_tokens, completion_tokens); computed from lengths when omitted."""
    return Step(kind="text", content=content, usage=usage, finish_reason=finish_reason)


def json(obj: Any, *, usage: tuple[int, int] | None = None) -> Step:
    """Assistant text holding ``obj`` serialised as JSON (non-ASCII kept)."""
    return Step(kind="json", content=_json.dumps(obj, ensure_ascii=False), usage=usage, finish_reason="stop")


def tool_calls(
    calls: Sequence[tuple[str, Mapping[str, Any] | str]],
    *,
    content: str | None = None,
    usage: tuple[int, int] | None = None,
) -> Step:
    """Tool calls; a ``str`` argument is sent as-is (use it for malformed JSON), a mapping is JSON-encoded."""
    encoded = tuple(
        (name, args if isinstance(args, str) else _json.dumps(dict(args), ensure_ascii=False)) for name, args in calls
    )
    return Step(kind="tool_calls", calls=encoded, content=content, usage=usage, finish_reason="tool_calls")


def error(status: int, body: Any = None, *, headers: Mapping[str, str] | None = None) -> Step:
    """An HTTP error. ``body``: dict sent as-is, str used as the error message, None for a default message."""
    return Step(kind="error", status=status, body=body, headers=dict(headers or {}))


def delay(seconds: float, then: StepLike) -> Step:
    """Wait ``seconds`` (cut short when the server stops), then answer with ``then``."""
    return Step(kind="delay", seconds=seconds, then=then)


def drop_connection() -> Step:
    """Close the connection without sending a response (the client sees a transport error)."""
    return Step(kind="drop_connection")


# --------------------------------------------------------------------------- reading a recorded request


def system_prompt(request_json: Mapping[str, Any]) -> str:
    """All system message contents of a chat request, joined by blank lines."""
    return "\n\n".join(
        str(m.get("content") or "") for m in request_json.get("messages", []) if m.get("role") == "system"
    )


def user_messages(request_json: Mapping[str, Any]) -> list[str]:
    """The user message contents of a chat request, in order."""
    return [str(m.get("content") or "") for m in request_json.get("messages", []) if m.get("role") == "user"]


def tool_results(request_json: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Every ``role: tool`` message, parsed as JSON when possible, with its ``tool_call_id``.

    With superbiz's executor, each item is ``ToolResult.render_for_model``: ``tool_name``, ``status``,
    ``source_invocation_id``, ``evidence_refs: {raw_path: text}`` — what a scripted executor cites
    (``refs_of`` lists them as ``{"raw_path", "text"}`` dicts).
    """
    results: list[dict[str, Any]] = []
    for message in request_json.get("messages", []):
        if message.get("role") != "tool":
            continue
        raw = message.get("content") or ""
        try:
            parsed = _json.loads(raw)
        except (TypeError, ValueError):
            parsed = None
        item = dict(parsed) if isinstance(parsed, dict) else {"content": raw}
        item["tool_call_id"] = message.get("tool_call_id")
        results.append(item)
    return results


def refs_of(result: Mapping[str, Any]) -> list[dict[str, str]]:
    """The evidence refs of one rendered tool result as ``{"raw_path", "text"}`` dicts, in the shown order."""
    refs = result.get("evidence_refs") or {}
    if isinstance(refs, Mapping):
        return [{"raw_path": str(path), "text": str(text)} for path, text in refs.items()]
    return [dict(r) for r in refs if isinstance(r, Mapping)]
