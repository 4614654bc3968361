"""Events of the one chat loop. The CLI, the HTTP API, SSE and the OpenAI-compatible facade all consume them.

Order of one chat: ``session`` → per round: ``plan`` → ``tool_call``* → ``executor`` → ``gatekeeper`` →
``verdict`` → (``retry`` → next round) → ``answer`` → ``done``. Failures yield ``error`` (with a safe,
persisted degraded ``answer`` still following when possible) and always end with ``done``.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from superbiz.contracts import OutputType, Verdict

__all__ = ["ChatEvent", "ChatEventType", "ChatResult", "ClaimView"]

ChatEventType = Literal[
    "session", "plan", "tool_call", "executor", "gatekeeper", "verdict", "retry", "answer", "error", "done"
]


class ChatEvent(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    type: ChatEventType
    session_id: str
    round: int = 0
    data: dict[str, Any] = Field(default_factory=dict)


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
