"""``POST /api/chat`` (one JSON answer) and ``POST /api/chat/stream`` (Server-Sent Events, one per stage)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Iterator

from fastapi import APIRouter, HTTPException
from pydantic import BaseModel, ConfigDict, Field
from sse_starlette import EventSourceResponse, ServerSentEvent

from superbiz.api.deps import ChatServiceDep, ContainerDep, CurrentUser, MetricsDep, RequestId
from superbiz.api.ownership import ensure_conversation_access
from superbiz.api.sse import pump_chat, sse_event
from superbiz.chat.events import ChatEvent, ChatResult

__all__ = ["ChatRequest", "collect_result", "router"]

router = APIRouter(prefix="/api", tags=["chat"])


class ChatRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    question: str = Field(min_length=1, max_length=4000)
    conversation_id: str | None = Field(default=None, max_length=64)


def result_from_answer(event: ChatEvent) -> ChatResult:
    """The ``ChatResult`` carried by an ``answer`` event."""
    payload = event.data.get("result", event.data)
    return ChatResult.model_validate(payload)


async def collect_result(events: AsyncIterator[ChatEvent]) -> ChatResult:
    """Drain a chat's events; the result of its ``answer``, or 502 with the ``error`` message if none came."""
    result: ChatResult | None = None
    error: str | None = None
    async for event in events:
        if event.type == "answer":
            result = result_from_answer(event)
        elif event.type == "error" and error is None:
            error = str(event.data.get("message") or "chat failed")
    if result is None:
        raise HTTPException(status_code=502, detail=error or "the chat ended without an answer")
    return result


def _starter(service: ChatServiceDep, body: ChatRequest, user: str) -> Callable[[], Iterator[ChatEvent]]:
    return lambda: service.stream(body.question, user_id=user, conversation_id=body.conversation_id)


@router.post("/chat", response_model=ChatResult)
async def chat(
    body: ChatRequest, user: CurrentUser, service: ChatServiceDep, container: ContainerDep,
    metrics: MetricsDep, request_id: RequestId,
) -> ChatResult:
    """Ask one question; the answer with its verdict, score, rounds and the evidence behind each claim."""
    await ensure_conversation_access(container, user_id=user, conversation_id=body.conversation_id)
    events = pump_chat(_starter(service, body, user), metrics=metrics, channel="api",
                       timeout_s=container.settings.api.request_timeout_s, request_id=request_id)
    return await collect_result(events)


@router.post("/chat/stream", response_class=EventSourceResponse)
async def chat_stream(
    body: ChatRequest, user: CurrentUser, service: ChatServiceDep, container: ContainerDep,
    metrics: MetricsDep, request_id: RequestId,
) -> EventSourceResponse:
    """Server-Sent Events: ``session``, per round ``plan``/``tool_call``/``executor``/``gatekeeper``/
    ``verdict``/(``retry``), then ``answer`` and ``done``; a failure is an ``error`` event, still ending in ``done``.
    """
    await ensure_conversation_access(container, user_id=user, conversation_id=body.conversation_id)
    events = pump_chat(_starter(service, body, user), metrics=metrics, channel="sse",
                       timeout_s=container.settings.api.request_timeout_s, request_id=request_id)

    async def render() -> AsyncIterator[ServerSentEvent]:
        async for event in events:
            yield sse_event(event)

    return EventSourceResponse(render(), ping=15, headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"})
