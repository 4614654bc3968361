"""``POST /v1/chat/completions`` and ``GET /v1/models``: the OpenAI-compatible facade (same API keys)."""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import AsyncIterator, Iterator

from fastapi import APIRouter, HTTPException, Request
from fastapi.responses import JSONResponse
from sse_starlette import EventSourceResponse, ServerSentEvent

from superbiz.api.deps import ChatServiceDep, ContainerDep, CurrentUser, MetricsDep, RequestId
from superbiz.api.errors import SSE_EVENT_SCHEMA, error_responses
from superbiz.api.inputs import MAX_QUESTION_CHARS
from superbiz.api.openai_compat import (
    MODEL_ID,
    ChatCompletionRequest,
    answer_text,
    completion_chunk,
    completion_response,
    models_response,
    question_from_messages,
    superbiz_extra,
)
from superbiz.api.routes.chat import CHAT_RESPONSES, admitted_chat, chat_wait_s, result_from_answer, result_of
from superbiz.api.sse import collect_chat, pump_chat
from superbiz.chat.events import AnswerEvent, ChatEvent, ErrorEvent

__all__ = ["router"]

router = APIRouter(prefix="/v1", tags=["openai"])


@router.get("/models", responses=error_responses(401))
async def list_models(user: CurrentUser) -> JSONResponse:
    return JSONResponse(models_response(created=0))


@router.post("/chat/completions", response_model=None, responses={
    200: {"description": "A chat.completion, or chat.completion.chunk events when streaming",
          "content": {"application/json": {"schema": {"type": "object"}},
                      "text/event-stream": {"schema": SSE_EVENT_SCHEMA}}},
    **CHAT_RESPONSES,
})
async def chat_completions(
    body: ChatCompletionRequest, user: CurrentUser, service: ChatServiceDep, container: ContainerDep,
    metrics: MetricsDep, request_id: RequestId, request: Request,
) -> JSONResponse | EventSourceResponse:
    """The last user message is the question; the answer starts with ``【VERDICT · score】``; the verdict
    is also in the extra field ``superbiz``. ``stream: true`` sends ``chat.completion.chunk`` events and
    ``[DONE]``."""
    if body.model != MODEL_ID:
        raise HTTPException(status_code=404, detail=f"model {body.model!r} not found (use {MODEL_ID!r})")
    question = question_from_messages(body.messages)
    if question is None:
        raise HTTPException(status_code=400, detail="no user message with text content")
    if len(question) > MAX_QUESTION_CHARS:
        raise HTTPException(status_code=422, detail=f"the question exceeds {MAX_QUESTION_CHARS} characters")
    def start() -> Iterator[ChatEvent]:
        return service.stream(question, user_id=user)

    timeout_s = chat_wait_s(container)
    created = int(time.time())
    if not body.stream:
        async with admitted_chat(request, container):
            events = await collect_chat(start, metrics=metrics, channel="openai", timeout_s=timeout_s,
                                        request_id=request_id)
        return JSONResponse(completion_response(result_of(events), created=created))
    stream = pump_chat(start, metrics=metrics, channel="openai", timeout_s=timeout_s, request_id=request_id)
    return EventSourceResponse(_chunks(stream, created=created), ping=15, headers={"Cache-Control": "no-store"})


def _data(payload: dict[str, object]) -> ServerSentEvent:
    return ServerSentEvent(data=json.dumps(payload, ensure_ascii=False, separators=(",", ":")))


async def _chunks(events: AsyncIterator[ChatEvent], *, created: int) -> AsyncIterator[ServerSentEvent]:
    """Role chunk first, stage progress as SSE comments, then the answer text, a final chunk, ``[DONE]``."""
    completion_id = f"chatcmpl-{uuid.uuid4().hex}"
    yield _data(completion_chunk(completion_id=completion_id, created=created, delta={"role": "assistant"}))
    answered = False
    error: str | None = None
    async for event in events:
        if isinstance(event, AnswerEvent) and not answered:
            answered = True
            result = result_from_answer(event)
            completion_id = f"chatcmpl-{result.session_id}"
            for piece in _pieces(answer_text(result)):
                yield _data(completion_chunk(completion_id=completion_id, created=created, delta={"content": piece}))
            yield _data(completion_chunk(completion_id=completion_id, created=created, delta={},
                                         finish_reason="stop", extra=superbiz_extra(result)))
        elif isinstance(event, ErrorEvent) and error is None:
            error = event.data.message or "chat failed"
        elif event.type not in ("answer", "done"):
            yield ServerSentEvent(comment=f"{event.type} round={event.round}")
    if not answered:
        yield _data({"error": {"message": error or "the chat ended without an answer", "type": "server_error",
                               "code": "chat_failed"}})
    yield ServerSentEvent(data="[DONE]")


def _pieces(text: str) -> list[str]:
    """The answer in line-sized pieces (keeps newlines), so clients render progressively."""
    return text.splitlines(keepends=True) or [text]
