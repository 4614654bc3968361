"""The model-backed Planner call (the Executor loop lives in ``executor``, the Verifier in ``verifier``, the
Composer in ``composer``).

A Planner answer that is not a usable plan falls back to the rule-based plan (noted in the plan's ``notes``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from pydantic import ValidationError

from superbiz.agents.plan import Catalog, Plan, PlannedCall, offline_plan
from superbiz.agents.prompting import render
from superbiz.contracts import RetryContext
from superbiz.models.base import ChatMessage, ModelClient, ModelResponse
from superbiz.verification.parse import first_json_object

__all__ = ["model_plan"]


def model_plan(
    client: ModelClient,
    *,
    question: str,
    catalog: Catalog,
    tools: Mapping[str, Any],
    history: str,
    retry_context: RetryContext | None,
    completed: list[str],
) -> tuple[Plan, ModelResponse]:
    """Ask the model for a plan; anything unusable falls back to the rule-based plan (noted in ``notes``).

    ``tools``: name → what the Planner is told about the tool (``ToolRegistry.planner_tools``)."""
    brief = {
        "question": question,
        "known_services": list(catalog.services),
        "known_alerts": list(catalog.alerts),
        "tools": dict(tools),
        "conversation_history": history or None,
        "retry_context": retry_context.model_dump(mode="json") if retry_context else None,
        "completed_retrievals": completed,
    }
    messages = [ChatMessage.system(render("planner")), ChatMessage.user(json.dumps(brief, ensure_ascii=False))]
    response = client.complete(messages, json_output=True)
    fallback = offline_plan(question, catalog, retry_context=retry_context, completed=completed)
    data = first_json_object(response.content or "")
    if data is None:
        return fallback.model_copy(update={"notes": "planner output was not JSON; rule-based plan used"}), response
    try:
        calls = [
            PlannedCall(
                tool=str(c.get("tool")), arguments=dict(c.get("arguments") or {}), reason=str(c.get("reason", ""))
            )
            for c in data.get("calls", data.get("steps", []))
            if isinstance(c, dict) and c.get("tool") in tools
        ]
        plan = fallback.model_copy(
            update={
                "calls": calls or fallback.calls,
                "narrow_scope": bool(data.get("narrow_scope", fallback.narrow_scope)),
                "source": "model",
                "notes": str(data.get("notes", ""))[:500],
            }
        )
    except (ValidationError, TypeError, ValueError, AttributeError) as exc:
        return fallback.model_copy(update={"notes": f"planner output unusable ({exc}); rule-based plan used"}), response
    return plan, response
