"""The Executor: gather evidence with tools, then return one ``executor_evidence_v2`` JSON text.

Both implementations are generators: they *yield* every recorded tool call as it happens (the chat loop turns
them into events) and *return* the raw final output text. The chat loop owns persistence through ``run_tool``.

* offline: run the plan's calls, then build claims from the recorded evidence (``offline_executor``).
* model: one bounded tool-calling loop; the last step allows no tools; an identical repeated call is refused
  with a reason; malformed tool arguments come back to the model as an error result.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Generator, Mapping, Sequence
from typing import Any, Protocol

from superbiz.agents.offline_executor import RecordedCall, build_evidence_contract, follow_up_calls
from superbiz.agents.plan import Plan, call_signature
from superbiz.agents.prompting import render
from superbiz.contracts import EvidenceRef, RetryContext
from superbiz.models.base import ChatMessage, ModelClient, ModelResponse

__all__ = ["ExecutorTurn", "OfflineHook", "RunTool", "model_execute", "offline_execute"]

#: rounds of evidence-driven follow-ups: each walks one hop further along the dependencies (a gateway four hops
#: above the database waiting on locks needs four, and the runbook one more)
_FOLLOW_ROUNDS = 6

#: Runs one tool and persists it; returns the recorded call (invocation id + result).
RunTool = Callable[[str, dict[str, Any]], RecordedCall]
ExecutorTurn = Generator[RecordedCall, None, str]


class OfflineHook(Protocol):
    """Optional extra evidence for the offline engine (e.g. MCP tools mapped to an evidence kind)."""

    def calls(self, plan: Plan, calls: Sequence[RecordedCall]) -> list[tuple[str, dict[str, Any]]]: ...

    def amend(self, contract_text: str, calls: Sequence[RecordedCall]) -> str: ...


def offline_execute(plan: Plan, run_tool: RunTool, *, question: str = "", hook: OfflineHook | None = None,
                    anchor_event: tuple[RecordedCall, EvidenceRef] | None = None) -> ExecutorTurn:
    calls: list[RecordedCall] = []
    for planned in plan.calls:
        call = run_tool(planned.tool, dict(planned.arguments))
        calls.append(call)
        yield call
    for _ in range(_FOLLOW_ROUNDS):  # evidence-driven follow-ups: walk dependencies, look orders up, open the runbook
        follow = follow_up_calls(plan, calls)
        if not follow:
            break
        for tool, arguments in follow:
            call = run_tool(tool, arguments)
            calls.append(call)
            yield call
    if hook is None:
        return build_evidence_contract(plan, calls, question=question, anchor_event=anchor_event)
    for tool, arguments in hook.calls(plan, calls):
        call = run_tool(tool, arguments)
        calls.append(call)
        yield call
    return hook.amend(build_evidence_contract(plan, calls, question=question, anchor_event=anchor_event), calls)


def _executor_brief(
    question: str,
    plan: Plan,
    retry_context: RetryContext | None,
    completed: Sequence[str],
    history: str,
    previous: Sequence[RecordedCall],
) -> str:
    brief: dict[str, Any] = {
        "question": question,
        "plan": plan.model_dump(mode="json", exclude={"source"}),
        "conversation_history": history or None,
    }
    if retry_context is not None:
        brief["retry_context"] = retry_context.model_dump(mode="json")
        brief["completed_retrievals"] = list(completed)
        # earlier rounds' evidence stays citable by its invocation id
        brief["previous_evidence"] = [json.loads(c.result.render_for_model(c.invocation.id)) for c in previous]
    return json.dumps(brief, ensure_ascii=False)


def model_execute(
    client: ModelClient,
    *,
    question: str,
    plan: Plan,
    retry_context: RetryContext | None,
    completed: Mapping[str, int],
    previous: Sequence[RecordedCall] = (),
    history: str,
    tools: Sequence[dict[str, Any]],
    run_tool: RunTool,
    max_steps: int,
    on_response: Callable[[ModelResponse], None] | None = None,
) -> ExecutorTurn:
    """Tool-calling loop. Raises ``ModelAPIError`` when the endpoint fails (the chat loop degrades safely)."""
    messages: list[ChatMessage] = [
        ChatMessage.system(render("executor")),
        ChatMessage.user(_executor_brief(question, plan, retry_context, list(completed), history, previous)),
    ]
    made: dict[str, int] = dict(completed)  # action memory: earlier rounds' retrievals are not repeated
    for step in range(max_steps + 1):
        last = step == max_steps
        # the last step offers no tools (and so no tool_choice) and asks for JSON: it must be the answer
        response = (
            client.complete(messages, json_output=True)
            if last
            else client.complete(messages, tools=tools, tool_choice="auto")
        )
        if on_response is not None:
            on_response(response)
        if not response.tool_calls or last:
            return response.content or ""
        messages.append(ChatMessage.assistant(response.content, tool_calls=response.tool_calls))
        for tc in response.tool_calls:
            if tc.arguments_error:
                content = json.dumps({"status": "error", "error": tc.arguments_error}, ensure_ascii=False)
            elif (sig := call_signature(tc.name, tc.arguments)) in made:
                content = json.dumps(
                    {
                        "status": "error",
                        "error": f"identical call already completed as invocation {made[sig]}; "
                        "cite that invocation instead",
                    },
                    ensure_ascii=False,
                )
            else:
                call = run_tool(tc.name, dict(tc.arguments))
                made[sig] = call.invocation.id
                yield call
                content = call.result.render_for_model(call.invocation.id)
            messages.append(ChatMessage.tool_result(tool_call_id=tc.id, content=content, name=tc.name))
    return ""
