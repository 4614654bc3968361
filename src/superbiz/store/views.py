"""Read models returned by the repositories: frozen pydantic views of the rows (never live ORM objects)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

__all__ = [
    "AgentName",
    "ChunkIn",
    "ChunkView",
    "ConversationView",
    "DocumentUpsert",
    "DocumentView",
    "InvocationView",
    "MessageRole",
    "NotFound",
    "SessionDetail",
    "SessionStatus",
    "SessionSummary",
    "SessionView",
    "StepView",
    "UpsertAction",
    "UtcDatetime",
    "as_utc",
]

SessionStatus = Literal["running", "completed", "failed", "interrupted"]
AgentName = Literal["planner", "executor", "verifier", "composer", "system"]
MessageRole = Literal["user", "assistant"]
UpsertAction = Literal["created", "updated", "unchanged"]


def as_utc(value: datetime) -> datetime:
    """``value`` in UTC; a naive value (SQLite drops the offset) is taken as UTC."""
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


UtcDatetime = Annotated[datetime, AfterValidator(as_utc)]


class NotFound(LookupError):
    """The row a write refers to does not exist (unknown session, conversation or document)."""


class _View(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", from_attributes=True)


class SessionSummary(_View):
    """One line of the session list (no large fields)."""

    id: str
    user_id: str
    conversation_id: str | None
    query: str
    status: SessionStatus
    output_type: str | None
    verdict: str | None
    groundedness_score: float | None
    rounds: int
    created_at: UtcDatetime
    completed_at: UtcDatetime | None
    duration_ms: float | None


class SessionView(SessionSummary):
    final_answer: str | None
    self_evaluation: dict[str, Any] | None
    error: str | None


class InvocationView(_View):
    """Every column of a ``tool_invocation`` row (the audit trail); ``id`` is the ``source_invocation_id``."""

    id: int
    session_id: str
    round: int
    step: int
    tool_name: str
    arguments: dict[str, Any]
    success: bool
    status: Literal["ok", "error", "no_data"]
    output: str | None
    error: str | None
    retrieval_details: dict[str, Any] | None
    evidence_bearing: bool
    duration_ms: float
    created_at: UtcDatetime


class StepView(_View):
    id: int
    session_id: str
    round: int
    agent: AgentName
    step_index: int
    thought: str
    model_output: str | None
    model_name: str | None
    prompt_tokens: int | None
    completion_tokens: int | None
    duration_ms: float
    created_at: UtcDatetime


class SessionDetail(_View):
    """A session with its whole audit trail, in the order things happened."""

    session: SessionView
    invocations: list[InvocationView] = Field(default_factory=list)
    steps: list[StepView] = Field(default_factory=list)


class ConversationView(_View):
    id: str
    user_id: str
    title: str
    created_at: UtcDatetime


class ChunkIn(BaseModel):
    """A chunk to store; its ``chunk_index`` is its position in the list given to ``upsert_document``."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    heading_path: str = ""
    text: str


class DocumentView(_View):
    id: int
    source_path: str
    title: str
    content_hash: str
    size_bytes: int
    chunk_count: int
    created_at: UtcDatetime


class DocumentUpsert(_View):
    document: DocumentView
    action: UpsertAction


class ChunkView(_View):
    """A stored chunk with its document's path and title (what a retriever indexes)."""

    id: int
    document_id: int
    chunk_index: int
    heading_path: str
    text: str
    source_path: str
    title: str
