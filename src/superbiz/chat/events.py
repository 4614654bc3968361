"""Events of the one chat loop: a tagged union of typed models. The CLI, the HTTP API, SSE, the OpenAI-compatible
facade and the metrics all consume them.

Order of one chat: ``session`` → per round: ``plan`` → ``tool_call``* → ``executor`` → ``gatekeeper`` →
``verdict`` → (``retry`` → next round) → ``answer`` → ``done``. Failures yield ``error`` (with a safe,
persisted degraded ``answer`` still following when possible) and always end with ``done``.

Every event is ``{"type", "session_id", "round", "data"}``; ``data`` is the typed payload of its kind
(``PlanEvent.data`` is the ``Plan``, ``AnswerEvent.data.result`` the ``ChatResult``). ``CHAT_EVENTS`` (one
``TypeAdapter``) serialises and reads them; ``wire_json`` is what SSE sends. The wire shape is the one the
untyped events had, as a superset: every payload field is always present (an optional one as ``null``, e.g.
``error.data.session_id`` outside a deadline, ``done.data.ok`` from the chat loop itself), and an ``answer``
says ``persisted: true`` when its outcome was stored.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from superbiz.agents.plan_model import Plan
from superbiz.contracts import (
    ExecutorOutputParseStatus,
    GatekeeperStatus,
    GateRule,
    OutputType,
    RetryContext,
    RouteDecision,
    Severity,
    Verdict,
)
from superbiz.tools.base import ToolStatus

__all__ = [
    "CHAT_EVENTS",
    "AnswerData",
    "AnswerEvent",
    "ChatEvent",
    "ChatEventType",
    "ChatResult",
    "ClaimView",
    "DoneData",
    "DoneEvent",
    "ErrorData",
    "ErrorEvent",
    "ErrorStage",
    "EventBase",
    "ExecutorData",
    "ExecutorEvent",
    "GatekeeperData",
    "GatekeeperEvent",
    "PlanEvent",
    "RetryData",
    "RetryEvent",
    "SessionData",
    "SessionEvent",
    "ToolCallData",
    "ToolCallEvent",
    "VerdictData",
    "VerdictEvent",
    "wire_json",
]

ChatEventType = Literal[
    "session", "plan", "tool_call", "executor", "gatekeeper", "verdict", "retry", "answer", "error", "done"
]
#: Where a chat failed: the loop's own stages, and the API's (``internal`` crash, ``timeout`` of the request).
ErrorStage = Literal["session", "deadline", "pipeline", "executor", "internal", "timeout"]


class ClaimView(BaseModel):
    """A claim as the user may see it, with the evidence behind it (for --trace and the web page)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    claim_id: str
    claim_text: str
    claim_type: str
    verification: str
    detail: str
    evidence: list[dict[str, Any]] = Field(default_factory=list)  # {invocation_id, tool_name, raw_path, excerpt}


class ChatResult(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    session_id: str
    conversation_id: str | None
    output_type: OutputType
    verdict: Verdict
    groundedness_score: float
    rounds: int
    answer: str
    composer_path: str
    confirmed: list[ClaimView] = Field(default_factory=list)
    to_confirm: list[ClaimView] = Field(default_factory=list)
    hypotheses: list[str] = Field(default_factory=list)
    gaps: list[str] = Field(default_factory=list)
    next_steps: list[str] = Field(default_factory=list)
    error: str | None = None
    duration_ms: float = 0.0


class _Data(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class SessionData(_Data):
    session_id: str
    conversation_id: str | None
    question: str


class ToolCallData(_Data):
    invocation_id: int
    tool_name: str
    arguments: dict[str, Any]
    status: ToolStatus
    success: bool
    error: str | None
    #: how many evidence refs the call returned
    evidence_refs: int


class ExecutorData(_Data):
    parse_status: ExecutorOutputParseStatus
    #: how many claims the parsed output carries
    claims: int


class GatekeeperData(_Data):
    status: GatekeeperStatus
    severity: Severity
    failed_rules: list[GateRule]
    warnings: int
    errors: int


class VerdictData(_Data):
    verdict: Verdict
    groundedness_score: float
    critical_fact_count: int
    route: RouteDecision
    caps: list[str]
    verifier_source: Literal["model", "deterministic"]


class RetryData(_Data):
    retry_context: RetryContext


class AnswerData(_Data):
    result: ChatResult
    #: False when the chat's outcome could not be written (the API then answers 503)
    persisted: bool = True


class ErrorData(_Data):
    message: str
    stage: ErrorStage
    #: the session a deadline or an API failure belongs to
    session_id: str | None = None
    #: the database is unavailable (the session could not be created)
    unavailable: bool = False
    #: the Executor fell back to this engine (``models.fallback``)
    fallback: Literal["offline"] | None = None
    request_id: str | None = None


class DoneData(_Data):
    #: the chat loop's own end names its session; ``persisted: false`` when nothing could be stored
    session_id: str | None = None
    persisted: bool | None = None
    #: the API's closing event (``api.sse``): whether the chat ended without an error
    ok: bool | None = None


class EventBase(BaseModel):
    """What every chat event carries: its kind, its session and the round it belongs to (0 before round 1)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    type: ChatEventType  # each kind narrows it to its own tag (declared here so the wire keeps this key order)
    session_id: str
    round: int = 0
    data: BaseModel  # each kind narrows it to its own payload


class SessionEvent(EventBase):
    type: Literal["session"] = "session"
    data: SessionData


class PlanEvent(EventBase):
    type: Literal["plan"] = "plan"
    data: Plan


class ToolCallEvent(EventBase):
    type: Literal["tool_call"] = "tool_call"
    data: ToolCallData


class ExecutorEvent(EventBase):
    type: Literal["executor"] = "executor"
    data: ExecutorData


class GatekeeperEvent(EventBase):
    type: Literal["gatekeeper"] = "gatekeeper"
    data: GatekeeperData


class VerdictEvent(EventBase):
    type: Literal["verdict"] = "verdict"
    data: VerdictData


class RetryEvent(EventBase):
    type: Literal["retry"] = "retry"
    data: RetryData


class AnswerEvent(EventBase):
    type: Literal["answer"] = "answer"
    data: AnswerData


class ErrorEvent(EventBase):
    type: Literal["error"] = "error"
    data: ErrorData


class DoneEvent(EventBase):
    type: Literal["done"] = "done"
    data: DoneData = DoneData()


ChatEvent = Annotated[
    SessionEvent | PlanEvent | ToolCallEvent | ExecutorEvent | GatekeeperEvent | VerdictEvent | RetryEvent
    | AnswerEvent | ErrorEvent | DoneEvent,
    Field(discriminator="type"),
]
#: The one (de)serialiser of chat events: ``CHAT_EVENTS.validate_json(wire)`` reads what ``wire_json`` wrote.
CHAT_EVENTS: TypeAdapter[ChatEvent] = TypeAdapter(ChatEvent)


def wire_json(event: ChatEvent) -> str:
    """The event as the JSON that SSE sends: ``{"type", "session_id", "round", "data"}``."""
    return CHAT_EVENTS.dump_json(event).decode()
