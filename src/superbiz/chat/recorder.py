"""Everything one chat writes to the database: the session row, agent steps, tool invocations, the final
transaction (both ``self_evaluation`` slots, completion, conversation messages) and the failure record.

Nothing is buffered: each agent step is written in its own transaction as its stage ends, each tool call in
its own, and every one of these writes also refreshes the session's heartbeat, so a crash loses at most the
stage that was running. The session row names its owner (this process, ``store.lifecycle``); no write lock is
ever held across a model call.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime
from typing import Any

from sqlalchemy.orm import Session

from superbiz.contracts import ToolInvocation
from superbiz.evaluation import EvaluationService, RuleEvaluation
from superbiz.store import conversations as convo
from superbiz.store import repository as repo
from superbiz.store.db import Database
from superbiz.store.lifecycle import current_owner, touch_sessions
from superbiz.store.self_evaluation import set_self_evaluation_slot
from superbiz.store.views import AgentName
from superbiz.tools.base import ToolResult

__all__ = ["SessionRecorder"]


class SessionRecorder:
    def __init__(self, db: Database, *, session_id: str, clock: Callable[[], datetime]) -> None:
        self.db = db
        self.session_id = session_id
        self.clock = clock
        self.step_index = 0
        self.tool_step = 0

    @contextmanager
    def writing(self) -> Iterator[Session]:
        """One write transaction of this chat; it also refreshes the session's heartbeat."""
        with repo.write_transaction(self.db) as s:
            yield s
            touch_sessions(s, session_ids=[self.session_id], now=self.clock())

    def create(self, *, user_id: str, query: str, conversation_id: str | None) -> None:
        with repo.write_transaction(self.db) as s:
            if conversation_id:
                convo.ensure_conversation(
                    s, conversation_id=conversation_id, user_id=user_id, now=self.clock(), title=query[:60]
                )
            repo.create_session(
                s, session_id=self.session_id, user_id=user_id, query=query, conversation_id=conversation_id,
                now=self.clock(), owner=current_owner().label,
            )  # fmt: skip

    def history(self, conversation_id: str, *, limit: int = 6) -> list[tuple[str, str]]:
        with self.db.session() as s:
            return convo.conversation_history(s, conversation_id=conversation_id, limit=limit)

    def step(
        self,
        round: int,
        agent: AgentName,
        thought: str,
        *,
        model_output: str | None = None,
        model_name: str | None = None,
        usage: Any = None,
        duration_ms: float = 0.0,
    ) -> None:
        self.step_index += 1
        with self.writing() as s:
            repo.add_agent_steps(s, [{
                "session_id": self.session_id, "round": round, "agent": agent, "step_index": self.step_index,
                "thought": thought[:1000], "now": self.clock(), "model_output": model_output,
                "model_name": model_name, "prompt_tokens": getattr(usage, "prompt_tokens", None),
                "completion_tokens": getattr(usage, "completion_tokens", None), "duration_ms": duration_ms,
            }])  # fmt: skip

    def invocation(
        self, *, round: int, result: ToolResult, evidence_bearing: bool, duration_ms: float
    ) -> ToolInvocation:
        """Persist one tool call; the returned id is what evidence bindings cite."""
        self.tool_step += 1
        with self.writing() as s:
            return repo.record_invocation(
                s, session_id=self.session_id, round=round, step=self.tool_step, tool_result=result,
                evidence_bearing=evidence_bearing, duration_ms=duration_ms, now=self.clock(),
            )  # fmt: skip

    def invocations(self) -> list[ToolInvocation]:
        with self.db.session() as s:
            return repo.list_invocations(s, session_id=self.session_id)

    def complete(
        self,
        *,
        evaluation: EvaluationService,
        rule: RuleEvaluation | None,
        verifier_evaluation: dict[str, Any],
        output_type: str,
        verdict: str,
        groundedness_score: float,
        answer: str,
        rounds: int,
        duration_ms: float,
        conversation: tuple[str, str] | None,
    ) -> None:
        """One transaction: pending steps, both slots (read-modify-write), completion, conversation messages."""
        with self.writing() as s:
            if rule is not None:
                evaluation.write(s, session_id=self.session_id, result=rule)
            set_self_evaluation_slot(
                s, session_id=self.session_id, slot="verifier_evaluation", value=verifier_evaluation
            )
            repo.mark_completed(
                s, session_id=self.session_id, output_type=output_type, verdict=verdict,
                groundedness_score=groundedness_score, final_answer=answer, rounds=rounds, now=self.clock(),
                duration_ms=duration_ms,
            )  # fmt: skip
            if conversation is not None:
                conversation_id, question = conversation
                for role, content in (("user", question), ("assistant", answer)):
                    convo.add_message(
                        s, conversation_id=conversation_id, role=role, content=content,  # type: ignore[arg-type]
                        session_id=self.session_id, now=self.clock(),
                    )  # fmt: skip

    def fail(self, error: str, *, duration_ms: float) -> bool:
        """Mark the session failed with ``error`` (the steps are already written); False when that could not
        be written either (the database itself may be what failed)."""
        try:
            with repo.write_transaction(self.db) as s:
                repo.fail_session(s, session_id=self.session_id, error=error, now=self.clock(),
                                  duration_ms=duration_ms)
        except Exception:  # boundary: the caller still answers, saying the failure was not recorded
            return False
        return True
