"""``POST /api/chat`` (one JSON answer) and ``POST /api/chat/stream`` (Server-Sent Events, one per stage)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator, Sequence
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING

from fastapi import APIRouter, Request
from pydantic import BaseModel, ConfigDict
from sse_starlette import EventSourceResponse, ServerSentEvent

from superbiz.api.admission import ChatAdmission
from superbiz.api.deps import ChatServiceDep, ContainerDep, CurrentUser, MetricsDep, RequestId
from superbiz.api.errors import ApiError, error_responses, sse_response
from superbiz.api.inputs import Identifier, Question
from superbiz.api.ownership import ensure_conversation_access
from superbiz.api.sse import ChatStarter, collect_chat, pump_chat, sse_event
from superbiz.chat.events import AnswerEvent, ChatEvent, ChatResult, ErrorEvent

if TYPE_CHECKING:
    from superbiz.container import Container

__all__ = [
    "CHAT_GRACE_S",
    "CHAT_RESPONSES",
    "ChatRequest",
    "admitted_chat",
    "chat_wait_s",
    "result_from_answer",
    "result_of",
    "router",
]

router = APIRouter(prefix="/api", tags=["chat"])

#: a chat that ran out of ``chat.deadline_s`` needs a moment to persist its outcome and answer
CHAT_GRACE_S = 5.0
#: every error status the chat routes answer (declared in OpenAPI)
CHAT_RESPONSES = error_responses(400, 401, 404, 408, 413, 422, 502, 503, 504)


class ChatRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    question: Question
    conversation_id: Identifier | None = None


def result_from_answer(event: AnswerEvent) -> ChatResult:
    """The ``ChatResult`` carried by an ``answer`` event."""
    return event.data.result


def chat_wait_s(container: Container) -> float:
    """How long a request waits for its chat: the chat's own deadline plus a grace period (at most
    ``api.request_timeout_s``), so the chat normally ends itself, persisted, before the request gives up."""
    settings = container.settings
    return min(settings.api.request_timeout_s, settings.chat.deadline_s + CHAT_GRACE_S)


def result_of(events: Sequence[ChatEvent]) -> ChatResult:
    """The result of a chat's ``answer`` event; otherwise (and for a chat out of time) an :class:`ApiError`
    naming the session: 503 when the session could not be created, 504 out of time, 502 otherwise."""
    errors = [e for e in events if isinstance(e, ErrorEvent)]
    session_id = next((e.session_id for e in events if e.session_id), None)
    late = next((e for e in errors if e.data.stage in ("deadline", "timeout")), None)
    if late is not None:
        raise ApiError(504, late.data.message or "the chat ran out of time", session_id=session_id)
    for event in reversed(events):
        if isinstance(event, AnswerEvent):
            if not event.data.persisted:  # an answer whose outcome the database did not take
                raise ApiError(503, "the chat's outcome could not be recorded: the database is unavailable",
                               session_id=session_id)
            return result_from_answer(event)
    if any(e.data.stage == "session" for e in errors):
        raise ApiError(503, "the chat could not be started: the database is unavailable")
    error = next((e.data.message or "chat failed" for e in errors), None)
    raise ApiError(502, error or "the chat ended without an answer", session_id=session_id)


@asynccontextmanager
async def admitted_chat(request: Request, container: Container) -> AsyncIterator[None]:
    """Hold one of the process's offline chat slots (``superbiz.api.admission``; no limit with a model) for a
    chat answered in one response (``/api/chat``, non-streaming ``/v1/chat/completions``)."""
    admission: ChatAdmission = request.app.state.admission
    async with admission.admitted(gated=not any(container.models.values())):
        yield


def _starter(service: ChatServiceDep, body: ChatRequest, user: str) -> ChatStarter:
    def start() -> Iterator[ChatEvent]:
        return service.stream(body.question, user_id=user, conversation_id=body.conversation_id)

    return start


@router.post("/chat", response_model=ChatResult, responses=CHAT_RESPONSES)
async def chat(
    body: ChatRequest, user: CurrentUser, service: ChatServiceDep, container: ContainerDep,
    metrics: MetricsDep, request_id: RequestId, request: Request,
) -> ChatResult:
    """Ask one question; the answer with its verdict, score, rounds and the evidence behind each claim."""
    await ensure_conversation_access(container, user_id=user, conversation_id=body.conversation_id)
    async with admitted_chat(request, container):
        events = await collect_chat(_starter(service, body, user), metrics=metrics, channel="api",
                                    timeout_s=chat_wait_s(container), request_id=request_id)
    return result_of(events)


@router.post("/chat/stream", response_class=EventSourceResponse,
             responses={200: sse_response("Server-Sent Events, one per stage"), **CHAT_RESPONSES})
async def chat_stream(
    body: ChatRequest, user: CurrentUser, service: ChatServiceDep, container: ContainerDep,
    metrics: MetricsDep, request_id: RequestId,
) -> EventSourceResponse:
    """Server-Sent Events: ``session``, per round ``plan``/``tool_call``/``executor``/``gatekeeper``/
    ``verdict``/(``retry``), then ``answer`` and ``done``; a failure is an ``error`` event, still ending in ``done``.
    """
    await ensure_conversation_access(container, user_id=user, conversation_id=body.conversation_id)
    events = pump_chat(_starter(service, body, user), metrics=metrics, channel="sse",
                       timeout_s=chat_wait_s(container), request_id=request_id)

    async def render() -> AsyncIterator[ServerSentEvent]:
        async for event in events:
            yield sse_event(event)

    return EventSourceResponse(render(), ping=15, headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"})
