"""Chat events are a tagged union of typed models; the wire JSON keeps the envelope every face reads."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from superbiz.chat.events import (
    CHAT_EVENTS,
    AnswerEvent,
    DoneData,
    DoneEvent,
    ErrorData,
    ErrorEvent,
    PlanEvent,
    ToolCallEvent,
    wire_json,
)
from superbiz.chat.service import ChatService
from superbiz.container import Container

QUESTION = "payment-service 最近半小时为什么大量超时？"


def test_every_event_of_a_chat_round_trips_through_the_wire(offline_container: Container) -> None:
    events = list(ChatService(offline_container).stream(QUESTION, user_id="u"))
    kinds = [e.type for e in events]
    assert kinds[0] == "session" and kinds[-2:] == ["answer", "done"] and "tool_call" in kinds
    for event in events:
        wire = json.loads(wire_json(event))
        assert list(wire) == ["type", "session_id", "round", "data"] and wire["type"] == event.type
        assert CHAT_EVENTS.validate_json(wire_json(event)) == event
    plan = next(e for e in events if isinstance(e, PlanEvent))
    assert json.loads(wire_json(plan))["data"] == plan.data.model_dump(mode="json")  # the plan's fields, flat
    call = next(e for e in events if isinstance(e, ToolCallEvent))
    assert isinstance(json.loads(wire_json(call))["data"]["invocation_id"], int)
    answer = events[-2]
    assert isinstance(answer, AnswerEvent) and answer.data.persisted
    assert json.loads(wire_json(answer))["data"]["result"] == answer.data.result.model_dump(mode="json")


def test_the_tag_decides_the_payload() -> None:
    wire = {"type": "error", "session_id": "s", "round": 1, "data": {"message": "m", "stage": "deadline"}}
    error = CHAT_EVENTS.validate_python(wire)
    assert isinstance(error, ErrorEvent) and error.data == ErrorData(message="m", stage="deadline")
    with pytest.raises(ValidationError):  # a payload of another kind is not accepted under this tag
        CHAT_EVENTS.validate_python({**wire, "type": "done"})
    with pytest.raises(ValidationError):  # nor an unknown stage
        CHAT_EVENTS.validate_python({**wire, "data": {"message": "m", "stage": "somewhere"}})
    done = CHAT_EVENTS.validate_python({"type": "done", "session_id": "s", "data": {"persisted": False}})
    assert isinstance(done, DoneEvent) and done.data == DoneData(persisted=False)
