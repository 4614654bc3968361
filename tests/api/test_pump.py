"""The SSE pump's guarantee: whatever the chat loop does, the event sequence ends with ``done``."""

from __future__ import annotations

import time
from collections.abc import Iterator

import anyio

from superbiz.api.metrics import ApiMetrics
from superbiz.api.sse import pump_chat
from superbiz.chat.events import ChatEvent


def _collect(start: object, timeout_s: float = 5.0) -> tuple[list[ChatEvent], ApiMetrics]:
    metrics = ApiMetrics()

    async def main() -> list[ChatEvent]:
        return [e async for e in pump_chat(start, metrics=metrics, channel="test", timeout_s=timeout_s)]  # type: ignore[arg-type]

    return anyio.run(main), metrics


def test_pump_passes_events_through_and_stops_at_done() -> None:
    def loop() -> Iterator[ChatEvent]:
        yield ChatEvent(type="session", session_id="s")
        yield ChatEvent(type="done", session_id="s")
        yield ChatEvent(type="plan", session_id="s")  # nothing after done is sent

    events, _ = _collect(loop)
    assert [e.type for e in events] == ["session", "done"]


def test_pump_turns_an_exception_into_error_then_done() -> None:
    def loop() -> Iterator[ChatEvent]:
        yield ChatEvent(type="session", session_id="s", round=1)
        raise RuntimeError("boom")

    events, metrics = _collect(loop)
    assert [e.type for e in events] == ["session", "error", "done"]
    assert "boom" in events[1].data["message"] and events[1].session_id == "s"
    assert b'superbiz_chat_errors_total{stage="internal"} 1.0' in metrics.render()


def test_pump_ends_a_stalled_loop_with_timeout_error_then_done() -> None:
    def loop() -> Iterator[ChatEvent]:
        yield ChatEvent(type="session", session_id="s")
        time.sleep(1.0)
        yield ChatEvent(type="answer", session_id="s")

    started = time.perf_counter()
    events, _ = _collect(loop, timeout_s=0.2)
    assert time.perf_counter() - started < 0.9
    assert [e.type for e in events] == ["session", "error", "done"]
    assert events[1].data["stage"] == "timeout"


def test_pump_appends_done_when_the_loop_forgets_it() -> None:
    def loop() -> Iterator[ChatEvent]:
        yield ChatEvent(type="session", session_id="s")

    events, _ = _collect(loop)
    assert [e.type for e in events] == ["session", "done"]
