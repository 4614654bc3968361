"""The SSE pump's guarantee: whatever the chat loop does, the event sequence ends with ``done``."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

import anyio

from superbiz.agents.plan_model import Plan
from superbiz.api.metrics import ApiMetrics
from superbiz.api.sse import collect_chat, pump_chat
from superbiz.chat.events import (
    AnswerData,
    AnswerEvent,
    ChatEvent,
    ChatResult,
    DoneEvent,
    ErrorEvent,
    PlanEvent,
    SessionData,
    SessionEvent,
)


def _collect(start: Callable[[], Iterator[ChatEvent]], timeout_s: float = 5.0) -> tuple[list[ChatEvent], ApiMetrics]:
    """Run ``start`` through both helpers; they must agree; returns the events and the streaming metrics."""
    metrics, collect_metrics = ApiMetrics(), ApiMetrics()

    async def main() -> tuple[list[ChatEvent], list[ChatEvent]]:
        streamed = [e async for e in pump_chat(start, metrics=metrics, channel="test", timeout_s=timeout_s)]
        collected = await collect_chat(start, metrics=collect_metrics, channel="test", timeout_s=timeout_s)
        return streamed, collected

    streamed, collected = anyio.run(main)
    assert [(e.type, e.session_id) for e in streamed] == [(e.type, e.session_id) for e in collected]
    assert metrics.render().replace(b"\n", b"") and _counts(metrics) == _counts(collect_metrics)
    return streamed, metrics


def _session(round: int = 0) -> SessionEvent:
    return SessionEvent(session_id="s", round=round,
                        data=SessionData(session_id="s", conversation_id=None, question="q"))


def _counts(metrics: ApiMetrics) -> list[bytes]:
    return [line for line in metrics.render().splitlines() if line.startswith(b"superbiz_") and b"_created" not in line]


def test_pump_passes_events_through_and_stops_at_done() -> None:
    def loop() -> Iterator[ChatEvent]:
        yield _session()
        yield DoneEvent(session_id="s")
        yield PlanEvent(session_id="s", data=Plan(intent="overview", narrow_scope=False))  # nothing after done is sent

    events, _ = _collect(loop)
    assert [e.type for e in events] == ["session", "done"]


def test_pump_turns_an_exception_into_error_then_done() -> None:
    def loop() -> Iterator[ChatEvent]:
        yield _session(round=1)
        raise RuntimeError("boom")

    events, metrics = _collect(loop)
    assert [e.type for e in events] == ["session", "error", "done"]
    error = events[1]
    assert isinstance(error, ErrorEvent) and "boom" in error.data.message and error.session_id == "s"
    assert b'superbiz_chat_errors_total{stage="internal"} 1.0' in metrics.render()


def test_pump_ends_a_stalled_loop_with_timeout_error_then_done() -> None:
    def loop() -> Iterator[ChatEvent]:
        yield _session()
        time.sleep(1.0)
        yield AnswerEvent(session_id="s", data=AnswerData(result=ChatResult(
            session_id="s", conversation_id=None, output_type="NORMAL", verdict="PASS", groundedness_score=1.0,
            rounds=1, answer="a", composer_path="template")))

    started = time.perf_counter()
    events, _ = _collect(loop, timeout_s=0.2)
    assert time.perf_counter() - started < 1.8  # two runs, each cut at 0.2 s instead of waiting 1 s
    assert [e.type for e in events] == ["session", "error", "done"]
    assert isinstance(events[1], ErrorEvent) and events[1].data.stage == "timeout"


def test_pump_appends_done_when_the_loop_forgets_it() -> None:
    def loop() -> Iterator[ChatEvent]:
        yield _session()

    events, _ = _collect(loop)
    assert [e.type for e in events] == ["session", "done"]
