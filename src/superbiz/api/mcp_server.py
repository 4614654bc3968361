"""superbiz as an MCP server (official SDK ``MCPServer``): ``ask``, ``verify`` and ``session``.

The same server runs over stdio (``superbiz mcp``: the user is fixed by whoever starts the process) and over
streamable HTTP inside ``superbiz serve`` at ``/mcp`` (the user is the owner of the request's API key, put on
the request by :mod:`superbiz.api.mcp_http`). Every answer comes out of the one chat loop, verified; ``session``
shows only the caller's own sessions, like ``GET /api/sessions/{id}``.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Annotated, Any

import anyio.to_thread
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from superbiz.contracts import OutputType, RecordedRound, RetryContext, ToolInvocation, Verdict

if TYPE_CHECKING:
    from superbiz.container import Container

__all__ = ["INSTRUCTIONS", "AskResult", "VerifyInput", "build_mcp_server"]

INSTRUCTIONS = (
    "superbiz answers operations questions (why is a service slow or failing, is an alert still firing, what "
    "state is an order in) from logs, metrics, alerts, business records and runbooks, and shows only what the "
    "evidence supports: every confirmed fact is bound to a tool invocation it checked. Use `ask` for a question "
    "(in Chinese or English); read `verdict` before trusting `answer` (PASS: confirmed; LOW_CONFID: partly "
    "confirmed, see `to_confirm` and `gaps`; REJECT: the evidence contradicted the draft, no conclusion). "
    "Use `session` for the full audit trail of an answer, `verify` to check a recorded executor answer offline."
)

_ASK = (
    "Ask superbiz an operations question, e.g. 'payment-service 最近半小时为什么大量超时？' or 'is the HighMemoryUsage "
    "alert of order-service still firing?'. It plans, queries the evidence tools, verifies every claim against "
    "the tool outputs and answers in Chinese. Returns the answer, the verdict (PASS | LOW_CONFID | REJECT), the "
    "groundedness score (0-1, computed by code from the claim checks), the confirmed facts with their evidence, "
    "the claims still to confirm, the evidence gaps and the session id (pass it to `session` for the audit "
    "trail). Pass the returned conversation_id back for a follow-up question in the same conversation. Takes "
    "seconds (offline engine) up to minutes (with a model endpoint)."
)
_VERIFY = (
    "Run superbiz's deterministic verification core on a recorded round, the same input as `superbiz verify "
    "CASE.json`: the original question, the tool invocations (id, tool_name, success, arguments, output, "
    "retrieval_details.evidence_refs with raw_path and text), the executor's raw output (an executor_evidence_v2 "
    "JSON text whose claims cite source_invocation_id + raw_path + evidence_excerpt) and optionally a model "
    "verifier's output. Returns the Gatekeeper result (which bindings failed and why), the claim checks, the "
    "verdict, the score, the route and the answer that would be shown. No model, no data access."
)
_SESSION = (
    "The audit trail of one of your sessions (by the session_id `ask` returned): the question, verdict, score, "
    "every claim with its verification class and the evidence binding behind it (invocation, raw_path, excerpt, "
    "whether the Gatekeeper verified it), the tool invocations with their arguments and outputs, and the agent "
    "steps. Sessions of other users are reported as not found."
)


class Fact(BaseModel):
    model_config = ConfigDict(frozen=True)

    claim_id: str
    text: str
    verification: str
    evidence: list[dict[str, Any]] = Field(default_factory=list)


class AskResult(BaseModel):
    """What ``ask`` returns (also as ``structuredContent``)."""

    model_config = ConfigDict(frozen=True)

    answer: str
    verdict: Verdict
    groundedness_score: float
    output_type: OutputType
    session_id: str
    conversation_id: str | None
    rounds: int
    confirmed: list[Fact]
    to_confirm: list[Fact]
    gaps: list[str]
    next_steps: list[str]


def _user(ctx: Context, fixed: str | None) -> str:
    if fixed is not None:
        return fixed
    request = ctx.request_context.request
    user = getattr(getattr(request, "state", None), "user_id", None)
    if not user:  # the HTTP endpoint authenticates before the SDK sees the request; this guards the invariant
        raise ToolError("not authenticated")
    return str(user)


def _facts(views: list[Any]) -> list[Fact]:
    return [Fact(claim_id=v.claim_id, text=v.claim_text, verification=v.verification, evidence=v.evidence)
            for v in views]


def _ask(container: Container, question: str, user: str, conversation_id: str | None) -> AskResult:
    from superbiz.chat.service import ChatService
    from superbiz.services import sessions

    if conversation_id is not None:
        owner = sessions.conversation_owner(db=container.db, conversation_id=conversation_id)
        if owner is not None and owner != user:
            raise ToolError(f"conversation {conversation_id!r} not found")
    r = ChatService(container).ask(question, user_id=user, conversation_id=conversation_id)
    return AskResult(
        answer=r.answer, verdict=r.verdict, groundedness_score=r.groundedness_score, output_type=r.output_type,
        session_id=r.session_id, conversation_id=r.conversation_id, rounds=r.rounds, confirmed=_facts(r.confirmed),
        to_confirm=_facts(r.to_confirm), gaps=r.gaps, next_steps=r.next_steps,
    )


def _session(container: Container, session_id: str, user: str) -> dict[str, Any]:
    from superbiz.errors import NotFoundError
    from superbiz.services import sessions

    try:
        trail = sessions.audit_trail(db=container.db, session_id=session_id, user_id=user)
    except NotFoundError as exc:
        raise ToolError(str(exc)) from exc
    return trail.model_dump(mode="json")


#: A recorded round, the shape of a ``superbiz verify`` case file (unknown keys are errors).
VerifyInput = RecordedRound


def _verify(container: Container, case: dict[str, Any]) -> dict[str, Any]:
    from superbiz.pipeline import verify_recorded

    try:
        parsed = VerifyInput.model_validate(case)
    except ValidationError as exc:
        err = exc.errors()[0]
        raise ToolError(f"invalid case: {'.'.join(map(str, err['loc'])) or '(top)'}: {err['msg']}") from exc
    settings = container.settings
    result = verify_recorded(parsed, threshold=settings.verifier.low_confidence_threshold,
                             max_rounds=settings.chat.max_rounds)
    return result.to_json_dict()


def _text(value: str | dict[str, Any] | None) -> str | None:
    """A raw model output as text (the SDK hands JSON-looking strings over already parsed)."""
    return json.dumps(value, ensure_ascii=False) if isinstance(value, dict) else value


def build_mcp_server(container: Container, *, user: str | None = None) -> MCPServer:
    """The MCP server over ``container``; ``user`` fixes the caller (stdio), else it comes from the request."""
    server = MCPServer("superbiz", title="superbiz: evidence-gated operations diagnosis", version="0.1.0",
                       instructions=INSTRUCTIONS, log_level="WARNING")

    @server.tool(name="ask", description=_ASK)
    async def ask(
        question: Annotated[str, Field(min_length=1, max_length=4000, description="The question, e.g. "
                                       "'payment-service 最近半小时为什么大量超时？'")],
        ctx: Context,
        conversation_id: Annotated[str | None, Field(max_length=64, description="Continue this conversation "
                                                     "(the conversation_id an earlier ask returned).")] = None,
    ) -> AskResult:
        caller = _user(ctx, user)
        return await anyio.to_thread.run_sync(lambda: _ask(container, question.strip(), caller, conversation_id))

    @server.tool(name="verify", description=_VERIFY)
    async def verify(
        original_query: Annotated[str, Field(description="The user's question of the round.")],
        tool_invocations: Annotated[list[ToolInvocation], Field(description="The round's persisted tool calls.")],
        executor_output: Annotated[str | dict[str, Any] | None, Field(
            description="The executor's raw final output (executor_evidence_v2 JSON, as text or as an object), "
                        "or null if it gave none.")],
        verifier_output: Annotated[str | dict[str, Any] | None, Field(
            description="A model verifier's raw output, if any; the deterministic guard bounds it.")] = None,
        round: Annotated[int, Field(ge=1, le=2, description="1, or 2 for a retry round.")] = 1,
        retry_context: Annotated[RetryContext | None, Field(description="Round 2 only.")] = None,
        completed_retrievals: Annotated[list[str] | None, Field(description="Signatures of retrievals "
                                                                "already done (round 2).")] = None,
    ) -> dict[str, Any]:
        case = {"original_query": original_query, "round": round, "retry_context": retry_context,
                "tool_invocations": tool_invocations, "executor_output": _text(executor_output),
                "verifier_output": _text(verifier_output), "completed_retrievals": completed_retrievals or []}
        return await anyio.to_thread.run_sync(lambda: _verify(container, case))

    @server.tool(name="session", description=_SESSION)
    async def session(
        session_id: Annotated[str, Field(min_length=1, max_length=64, description="A session id from ask.")],
        ctx: Context,
    ) -> dict[str, Any]:
        caller = _user(ctx, user)
        return await anyio.to_thread.run_sync(lambda: _session(container, session_id, caller))

    return server
