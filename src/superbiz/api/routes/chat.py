"""``POST /api/chat`` (one JSON answer) and ``POST /api/chat/stream`` (Server-Sent Events, one per stage)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator, Sequence
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING

from fastapi import APIRouter, HTTPException, Request
from pydantic import BaseModel, ConfigDict, Field
from sse_starlette import EventSourceResponse, ServerSentEvent

from superbiz.api.admission import ChatAdmission
from superbiz.api.deps import ChatServiceDep, ContainerDep, CurrentUser, MetricsDep, RequestId
from superbiz.api.ownership import ensure_conversation_access
from superbiz.api.sse import ChatStarter, collect_chat, pump_chat, sse_event
from superbiz.chat.events import ChatEvent, ChatResult

if TYPE_CHECKING:
    from superbiz.container import Container

__all__ = ["ChatRequest", "result_from_answer", "result_of", "router"]

router = APIRouter(prefix="/api", tags=["chat"])

class ChatRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    question: str = Field(min_length=1, max_length=4000)
    conversation_id: str | None = Field(default=None, max_length=64)


def result_from_answer(event: ChatEvent) -> ChatResult:
    """The ``ChatResult`` carried by an ``answer`` event."""
    payload = event.data.get("result", event.data)
    return ChatResult.model_validate(payload)


def result_of(events: Sequence[ChatEvent]) -> ChatResult:
    """The result of a chat's ``answer`` event, or 502 with the ``error`` message when there is none."""
    for event in reversed(events):
        if event.type == "answer":
            return result_from_answer(event)
    error = next((str(e.data.get("message") or "chat failed") for e in events if e.type == "error"), None)
    raise HTTPException(status_code=502, detail=error or "the chat ended without an answer")


@asynccontextmanager
async def _admitted(request: Request, container: Container) -> AsyncIterator[None]:
    """Hold one of the process's offline chat slots (``superbiz.api.admission``; no limit with a model)."""
    admission: ChatAdmission = request.app.state.admission
    async with admission.admitted(gated=not any(container.models.values())):
        yield


def _starter(service: ChatServiceDep, body: ChatRequest, user: str) -> ChatStarter:
    def start() -> Iterator[ChatEvent]:
        return service.stream(body.question, user_id=user, conversation_id=body.conversation_id)

    return start


@router.post("/chat", response_model=ChatResult)
async def chat(
    body: ChatRequest, user: CurrentUser, service: ChatServiceDep, container: ContainerDep,
    metrics: MetricsDep, request_id: RequestId, request: Request,
) -> ChatResult:
    """Ask one question; the answer with its verdict, score, rounds and the evidence behind each claim."""
    await ensure_conversation_access(container, user_id=user, conversation_id=body.conversation_id)
    async with _admitted(request, container):
        events = await collect_chat(_starter(service, body, user), metrics=metrics, channel="api",
                                    timeout_s=container.settings.api.request_timeout_s, request_id=request_id)
    return result_of(events)


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
