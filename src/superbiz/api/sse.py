"""Run the synchronous chat loop off the event loop and guarantee a well-formed event sequence.

:func:`pump_chat` turns ``ChatService.stream(...)`` (a blocking generator) into an async iterator of
``ChatEvent``: each ``next()`` runs in a worker thread, every event is counted in the metrics, and whatever
happens — an exception inside the loop, a deadline — the sequence ends with ``done``, preceded by an
``error`` event when something failed. :func:`sse_event` renders one event for sse-starlette.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable, Iterator

import anyio
import anyio.to_thread
import structlog
from sse_starlette import ServerSentEvent

from superbiz.api.metrics import ApiMetrics
from superbiz.chat.events import ChatEvent

__all__ = ["pump_chat", "sse_event"]

_log = structlog.get_logger("superbiz.api.sse")
_END = object()


def sse_event(event: ChatEvent) -> ServerSentEvent:
    """``event: <type>`` + ``data: <the event as JSON>``."""
    return ServerSentEvent(data=event.model_dump_json(), event=event.type)


def _next(iterator: Iterator[ChatEvent]) -> object:
    return next(iterator, _END)


async def pump_chat(
    start: Callable[[], Iterator[ChatEvent]],
    *,
    metrics: ApiMetrics,
    channel: str,
    timeout_s: float,
    request_id: str | None = None,
) -> AsyncIterator[ChatEvent]:
    """Events of one chat, always ending with ``done`` (an ``error`` first when the loop failed or timed out)."""
    session_id = ""
    round_ = 0
    saw_done = False
    iterator: Iterator[ChatEvent] | None = None
    failure: ChatEvent | None = None
    try:
        with anyio.fail_after(timeout_s):
            iterator = await anyio.to_thread.run_sync(start, abandon_on_cancel=True)
            while True:
                item = await anyio.to_thread.run_sync(_next, iterator, abandon_on_cancel=True)
                if item is _END:
                    break
                assert isinstance(item, ChatEvent)
                session_id, round_ = item.session_id or session_id, item.round
                metrics.observe_event(item, channel=channel)
                saw_done = saw_done or item.type == "done"
                yield item
                if saw_done:
                    break
    except TimeoutError:
        failure = _error(session_id, round_, "timeout", f"chat exceeded {timeout_s:g} s", request_id)
    except Exception as exc:  # boundary: the stream must end with error + done, never silently
        _log.error("chat_stream_failed", request_id=request_id, session_id=session_id, error=repr(exc),
                   exc_info=exc)
        failure = _error(session_id, round_, "internal", f"{type(exc).__name__}: {exc}", request_id)
    if failure is not None:
        metrics.observe_event(failure, channel=channel)
        yield failure
    if not saw_done:
        yield ChatEvent(type="done", session_id=session_id, round=round_, data={"ok": failure is None})


def _error(session_id: str, round_: int, kind: str, message: str, request_id: str | None) -> ChatEvent:
    return ChatEvent(
        type="error", session_id=session_id, round=round_,
        data={"stage": kind, "message": message, "request_id": request_id},
    )


def dumps(value: object) -> str:
    """Compact JSON that keeps Chinese readable."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
