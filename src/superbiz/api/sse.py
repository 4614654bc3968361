"""Run the synchronous chat loop off the event loop and guarantee a well-formed event sequence.

``ChatService.stream(...)`` is a blocking generator. Both helpers here run the *whole* loop in one worker
thread (one thread hop per chat, not one per event: per-event hops make the event-loop thread and the worker
fight over the GIL and cost tens of milliseconds per chat):

* :func:`collect_chat` — for JSON answers: the thread drains the loop, the events come back as a list;
* :func:`pump_chat` — for SSE: the thread hands each event to the event loop as it happens.

Whatever happens — an exception inside the loop, a deadline — the sequence ends with ``done``, preceded by
an ``error`` event when something failed; every event is counted in the metrics. :func:`sse_event` renders
one event for sse-starlette.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import AsyncIterator, Callable, Iterator
from typing import cast

import anyio
import anyio.to_thread
import structlog
from sse_starlette import ServerSentEvent

from superbiz.api.metrics import ApiMetrics
from superbiz.chat.events import ChatEvent, DoneData, DoneEvent, ErrorData, ErrorEvent, ErrorStage, wire_json

__all__ = ["ChatStarter", "collect_chat", "pump_chat", "sse_event"]

_log = structlog.get_logger("superbiz.api.sse")
ChatStarter = Callable[[], Iterator[ChatEvent]]
#: strong references to running producer tasks (asyncio keeps only weak ones); entries remove themselves
_background: set[asyncio.Future[None]] = set()


def sse_event(event: ChatEvent) -> ServerSentEvent:
    """``event: <type>`` + ``data: <the event as JSON>`` (``chat.events.wire_json``)."""
    return ServerSentEvent(data=wire_json(event), event=event.type)


class _Failed:
    def __init__(self, exc: BaseException) -> None:
        self.exc = exc


_END = object()


def _error(last: ChatEvent | None, stage: ErrorStage, message: str, request_id: str | None) -> ErrorEvent:
    return ErrorEvent(
        session_id=last.session_id if last else "", round=last.round if last else 0,
        data=ErrorData(stage=stage, message=message, request_id=request_id,
                       session_id=last.session_id if last else None),
    )


def _crash(last: ChatEvent | None, exc: BaseException, request_id: str | None) -> ErrorEvent:
    _log.error("chat_stream_failed", request_id=request_id, session_id=last.session_id if last else None,
               error=repr(exc), exc_info=exc)
    return _error(last, "internal", f"{type(exc).__name__}: {exc}", request_id)


def _done(last: ChatEvent | None, *, ok: bool) -> DoneEvent:
    return DoneEvent(session_id=last.session_id if last else "", round=last.round if last else 0,
                     data=DoneData(ok=ok))


async def collect_chat(
    start: ChatStarter, *, metrics: ApiMetrics, channel: str, timeout_s: float, request_id: str | None = None
) -> list[ChatEvent]:
    """All events of one chat, run in one worker thread; always ending with ``done``."""
    produced: list[ChatEvent] = []  # appended by the worker thread; read here only after it ends or is abandoned

    def drain() -> None:
        try:
            for event in start():
                produced.append(event)
                if event.type == "done":
                    break
        except Exception as exc:  # boundary: the answer must say what failed, never vanish
            produced.append(_crash(produced[-1] if produced else None, exc, request_id))

    try:
        with anyio.fail_after(timeout_s):
            await anyio.to_thread.run_sync(drain, abandon_on_cancel=True)
        events = produced
    except TimeoutError:
        events = list(produced)
        events.append(_error(events[-1] if events else None, "timeout", f"chat exceeded {timeout_s:g} s",
                             request_id))
    if not events or events[-1].type != "done":
        events.append(_done(events[-1] if events else None, ok=not any(e.type == "error" for e in events)))
    for event in events:
        metrics.observe_event(event, channel=channel)
    return events


async def pump_chat(
    start: ChatStarter, *, metrics: ApiMetrics, channel: str, timeout_s: float, request_id: str | None = None
) -> AsyncIterator[ChatEvent]:
    """Events of one chat as they happen, always ending with ``done`` (``error`` first on failure/timeout).

    When the consumer goes away (client disconnect), the worker stops pulling the loop at its next event.
    """
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue[object] = asyncio.Queue()
    stop = threading.Event()

    def produce() -> None:
        try:
            for event in start():
                loop.call_soon_threadsafe(queue.put_nowait, event)
                if event.type == "done" or stop.is_set():
                    break
        except Exception as exc:  # boundary: handed to the consumer, which turns it into error + done
            loop.call_soon_threadsafe(queue.put_nowait, _Failed(exc))
        finally:
            loop.call_soon_threadsafe(queue.put_nowait, _END)

    task = asyncio.ensure_future(anyio.to_thread.run_sync(produce, abandon_on_cancel=True))
    _background.add(task)
    task.add_done_callback(_background.discard)
    deadline = anyio.current_time() + timeout_s
    last: ChatEvent | None = None
    failure: ChatEvent | None = None
    try:
        while True:
            try:
                with anyio.fail_after(max(0.0, deadline - anyio.current_time())):
                    item = await queue.get()
            except TimeoutError:
                failure = _error(last, "timeout", f"chat exceeded {timeout_s:g} s", request_id)
                break
            if item is _END:
                break
            if isinstance(item, _Failed):
                failure = _crash(last, item.exc, request_id)
                break
            last = cast("ChatEvent", item)  # the queue holds the chat's events besides _END and _Failed
            metrics.observe_event(last, channel=channel)
            yield last
            if last.type == "done":
                return
        if failure is not None:
            metrics.observe_event(failure, channel=channel)
            yield failure
        yield _done(last, ok=failure is None)
    finally:
        stop.set()
