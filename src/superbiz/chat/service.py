"""ChatService: the one chat loop. Planner → Executor → parse/Gatekeeper → Verifier → verdict → route → Composer.

It sequences the stages and persists what each did; it decides nothing itself. The round
(``pipeline.conclude_round``) owns its outcome: the Verifier's checks and verdict (``agents.verifier``), the route
(including the executor-failure case), the allowed material and the Composer's input; the Composer
(``agents.composer``) writes the answer.

At most ``chat.max_rounds`` rounds; round 2 gets the ``retry_context`` and the action memory (completed
retrievals) and may cite round-1 invocations. Everything is persisted as it happens. ``stream`` yields
``ChatEvent``s (the CLI, the HTTP API, SSE and the OpenAI facade consume them); ``ask`` collects the result.

Failure policy: a model endpoint failing in the Planner falls back to the rule-based plan; in the Executor it
ends the chat in a persisted DEGRADED answer that says why; in the Verifier the deterministic grounding checker
decides alone; in the Composer the fixed template is used. A tool failure is an evidence gap. Nothing here ever
shows an unverified claim as confirmed.

Lifecycle (``chat.lifecycle``, ``superbiz.deadline``): every step is written as its stage ends; while the chat
runs its session's heartbeat is kept fresh; ``chat.deadline_s`` bounds the chat (model timeouts are clipped to
it, each tool call checks it) and a chat out of time is persisted as failed with the reason.
"""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Generator, Iterator, Sequence
from datetime import UTC, datetime
from typing import Any, TypeVar

from superbiz.agents.anchor_events import event_instant
from superbiz.agents.anchors import unresolved_note
from superbiz.agents.causes import closure
from superbiz.agents.composer import Composer, CompositionInput, template
from superbiz.agents.executor import ExecutorTurn, model_execute, offline_execute
from superbiz.agents.investigate import clock_run_counted, episode_count_span, failed_trail_subject, findings
from superbiz.agents.model_agents import model_plan
from superbiz.agents.offline_executor import RecordedCall
from superbiz.agents.owner import owner_coverage
from superbiz.agents.plan import Plan, call_signature, offline_plan
from superbiz.agents.plan_terms import asked_level, asks_state_beyond_level
from superbiz.agents.question import (
    ALERT_SEVERITY,
    ALERTS_COUNTED,
    ALERTS_NOW,
    ALERTS_STARTED,
    EACH_CAUSE,
    OWN_OR_DOWNSTREAM,
    WHICH_CODE,
    WHICH_FIRST,
    asks_about_problems,
    asks_dependents,
    asks_fine_now,
    asks_live_build,
    asks_over,
    asks_still,
    asks_this_episode,
    compare_direction,
    compares_episodes,
    counts_errors_or_failures,
    episode_ordinal,
    episode_sides,
    still_of_any_verb,
)
from superbiz.agents.question_ops import (
    actions_spanned,
    asks_same_cause,
    end_boundary,
    ended_before_asked,
    onset_boundary,
    operation_order,
    threshold_asked,
)
from superbiz.agents.question_text import clean_question
from superbiz.agents.repair import repair_turn
from superbiz.agents.symptoms import symptom_words, trouble_kinds
from superbiz.agents.timeparse import asks_either_side, asks_now, format_local, part_hours
from superbiz.agents.verifier import Verifier
from superbiz.chat.events import (
    AnswerData,
    AnswerEvent,
    ChatEvent,
    ChatResult,
    DoneData,
    DoneEvent,
    ErrorData,
    ErrorEvent,
    EventBase,
    ExecutorData,
    ExecutorEvent,
    GatekeeperData,
    GatekeeperEvent,
    PlanEvent,
    RetryData,
    RetryEvent,
    SessionData,
    SessionEvent,
    ToolCallData,
    ToolCallEvent,
    VerdictData,
    VerdictEvent,
)
from superbiz.chat.lifecycle import Heartbeats
from superbiz.chat.recorder import SessionRecorder
from superbiz.chat.views import chat_result, verdict_summary
from superbiz.container import Container
from superbiz.contracts import (
    ClaimCheck,
    EvidenceRef,
    ExecutorEvidenceV2,
    ExecutorRepair,
    GatekeeperResult,
    RetryContext,
)
from superbiz.deadline import Deadline, deadline_scope
from superbiz.errors import DeadlineExceeded, ModelAPIError, ModelError, StoreError
from superbiz.evaluation import RuleEvaluation
from superbiz.lazy_log import LazyLogger
from superbiz.pipeline import AnswerContext, RoundResult, conclude_round, prepare_round
from superbiz.render import AllowedMaterial
from superbiz.render.answer import AnswerBrief, unheld_coverage
from superbiz.render.answer_base import zone_of
from superbiz.store.views import AgentName
from superbiz.tools.base import ToolContext
from superbiz.verification.coverage import answer_coverage
from superbiz.verification.parse import ParsedExecutorOutput

__all__ = ["ChatService"]

log = LazyLogger("superbiz.chat")
_AGENTS = ("planner", "executor", "verifier", "composer")
_E = TypeVar("_E", bound=EventBase)


class ChatService:
    """Explicit orchestration of one chat; stateless between chats (state lives in the database)."""

    def __init__(self, container: Container) -> None:
        self.c = container
        self.heartbeats = Heartbeats(container.db, interval_s=container.settings.chat.heartbeat_s,
                                     clock=container.clock)

    def ask(self, question: str, *, user_id: str, conversation_id: str | None = None) -> ChatResult:
        result: ChatResult | None = None
        for event in self.stream(question, user_id=user_id, conversation_id=conversation_id):
            if isinstance(event, AnswerEvent):
                result = event.data.result
        if result is None:  # stream() always yields an answer; this guards the invariant
            raise RuntimeError("chat ended without an answer")
        return result

    def stream(self, question: str, *, user_id: str, conversation_id: str | None = None) -> Iterator[ChatEvent]:
        run = _ChatRun(self.c, question.strip(), user_id, conversation_id)
        with deadline_scope(run.deadline):
            self.heartbeats.add(run.session_id)
            try:
                yield from run.events()
            finally:
                self.heartbeats.discard(run.session_id)


class _ChatRun:
    def __init__(self, c: Container, question: str, user_id: str, conversation_id: str | None) -> None:
        self.c = c
        self.deadline = Deadline.after(c.settings.chat.deadline_s)
        self.question = question
        self.user_id = user_id
        self.conversation_id = conversation_id
        self.session_id = uuid.uuid4().hex
        self.t0 = time.perf_counter()
        #: action memory: signature of every completed retrieval → its invocation id (all rounds)
        self.completed: dict[str, int] = {}
        self.recorded: list[RecordedCall] = []
        #: the record dating the event a window is told by (`Plan.anchor`), once found this round
        self.anchor_event: tuple[RecordedCall, EvidenceRef] | None = None
        self.earlier_questions: list[str] = []
        self.seen_chunks: set[str] = set()
        self.round = 0
        self.rounds_log: list[dict[str, Any]] = []
        self.repairs: list[ExecutorRepair] = []
        self.failure_gaps: list[str] = []
        self.plan: Plan | None = None
        #: evidence-bearing tools this chat invoked (the rule evaluation counts their calls)
        self.evidence_tools: set[str] = set()
        self.rec = SessionRecorder(c.db, session_id=self.session_id, clock=c.clock)
        self.verifier = Verifier(c.models.get("verifier"),
                                 on_model_error=lambda _exc: c.metrics_hook("model_error", agent="verifier"))
        self.composer = Composer(c.models.get("composer"),
                                 on_model_error=lambda _exc: c.metrics_hook("model_error", agent="composer"))

    # ------------------------------------------------------------------ plumbing

    def now(self) -> datetime:
        return self.c.clock()

    def ev(self, kind: type[_E], data: Any) -> _E:
        """An event of ``kind`` in this chat's current round."""
        return kind.model_validate({"session_id": self.session_id, "round": self.round, "data": data})

    def step(self, agent: AgentName, thought: str, **details: Any) -> None:
        self.rec.step(self.round, agent, thought, **details)

    def history(self) -> str:
        if not self.conversation_id:
            return ""
        turns = self.rec.history(self.conversation_id)
        self.earlier_questions = [content for role, content in turns if role == "user"]
        return "\n".join(f"{role}: {content[:400]}" for role, content in turns)

    def run_tool(self, tool: str, arguments: dict[str, Any]) -> RecordedCall:
        ctx = ToolContext(
            sources=self.c.sources, now=self.c.data_clock(), session_id=self.session_id, seen_chunks=self.seen_chunks
        )
        self.deadline.check(f"tool call {tool}")
        t = time.perf_counter()
        result = self.c.registry.invoke(tool, arguments, ctx)
        spent = (time.perf_counter() - t) * 1000
        spec = self.c.registry.get(tool)
        evidence_bearing = bool(spec and spec.evidence_bearing)
        if evidence_bearing:
            self.evidence_tools.add(tool)
        inv = self.rec.invocation(round=self.round, result=result, evidence_bearing=evidence_bearing, duration_ms=spent)
        self.completed.setdefault(call_signature(tool, arguments), inv.id)
        recorded = RecordedCall(invocation=inv, result=result)
        self.recorded.append(recorded)
        self.c.metrics_hook("tool", tool=tool, status=result.status)
        return recorded

    # ------------------------------------------------------------------ the loop

    def events(self) -> Iterator[ChatEvent]:
        try:
            self.rec.create(user_id=self.user_id, query=self.question, conversation_id=self.conversation_id)
        except Exception as exc:  # boundary: nothing persisted yet; say so and end cleanly
            log.error("chat.session_create_failed", error=str(exc) if isinstance(exc, StoreError) else repr(exc))
            yield self.ev(ErrorEvent, ErrorData(message="无法创建会话：数据库暂不可用，请稍后重试", stage="session",
                                                unavailable=True))
            yield self.ev(DoneEvent, DoneData(persisted=False))
            return
        yield self.ev(
            SessionEvent,
            SessionData(session_id=self.session_id, conversation_id=self.conversation_id, question=self.question),
        )
        try:
            yield from self._rounds()
        except DeadlineExceeded as exc:  # out of time: persisted failed with the reason, id in the event
            log.warning("chat.deadline_exceeded", session_id=self.session_id, stage=exc.stage)
            yield self.ev(ErrorEvent, ErrorData(message=str(exc), stage="deadline", session_id=self.session_id))
            yield from self._fail_safe(exc)
        except Exception as exc:  # boundary: any failure → persisted, explained, degraded answer
            log.exception("chat.failed", session_id=self.session_id)
            yield self.ev(ErrorEvent, ErrorData(message=f"{type(exc).__name__}: {exc}", stage="pipeline"))
            yield from self._fail_safe(exc)
        yield self.ev(DoneEvent, DoneData(session_id=self.session_id))

    def _rounds(self) -> Iterator[ChatEvent]:
        history = self.history()
        retry_context: RetryContext | None = None
        result: RoundResult | None = None
        endpoint_failed: str | None = None
        for rnd in range(1, self.c.settings.chat.max_rounds + 1):
            self.round = rnd
            self.deadline.check(f"round {rnd}")
            plan = self._plan(history, retry_context)
            self.anchor_event = None
            if plan.anchor is not None and not plan.anchor.at and not plan.anchor.unresolved:
                plan = yield from self._anchored(plan, retry_context)
            self.plan = plan
            yield self.ev(PlanEvent, plan)
            raw_output, endpoint_failed = yield from self._execute(plan, retry_context, history)
            if endpoint_failed is None:
                raw_output = self._repair_executor_output(raw_output or "", retry_context)
            invocations = [call.invocation for call in self.recorded]  # = list_invocations: every round, by id
            prepared = prepare_round(
                original_query=self.question,
                round=rnd,
                retry_context=retry_context,
                invocations=invocations,
                executor_output=raw_output,
                tools=self.c.registry.catalog(),
            )
            structured = prepared.parsed.structured
            yield self.ev(ExecutorEvent, ExecutorData(parse_status=prepared.parsed.parse_status,
                                                      claims=len(structured.claims) if structured else 0))
            gate = prepared.gatekeeper_result
            yield self.ev(GatekeeperEvent, GatekeeperData(
                status=gate.status, severity=gate.severity, failed_rules=gate.failed_rules,
                warnings=len(gate.warnings), errors=len(gate.errors),
            ))  # fmt: skip
            verification = self.verifier.verify(prepared, ask=not endpoint_failed)
            result = conclude_round(
                prepared,
                verification=verification,
                threshold=self.c.settings.verifier.low_confidence_threshold,
                max_rounds=self.c.settings.chat.max_rounds,
                completed_retrievals=tuple(self.completed),
                context=AnswerContext(executor_failure=endpoint_failed or None, failure_gaps=tuple(self.failure_gaps),
                                      brief=self._brief),
            )
            self.step("verifier", verdict_summary(result), model_output=verification.raw_output,
                      model_name=self.verifier.name)
            self.rounds_log.append(_round_record(rnd, plan, result))
            outcome = result.outcome
            yield self.ev(VerdictEvent, VerdictData(
                verdict=outcome.verdict, groundedness_score=outcome.groundedness_score,
                critical_fact_count=outcome.critical_fact_count, route=result.route, caps=outcome.caps_applied,
                verifier_source=outcome.verifier_source,
            ))  # fmt: skip
            self.c.metrics_hook("verdict", verdict=result.outcome.verdict)
            if result.route.action == "retry" and result.route.retry_context is not None:
                retry_context = result.route.retry_context
                self.c.metrics_hook("retry")
                yield self.ev(RetryEvent, RetryData(retry_context=retry_context))
                continue
            break
        assert result is not None  # max_rounds >= 1
        yield from self._finish(result)

    # ------------------------------------------------------------------ agents

    def _model_name(self, agent: str) -> str:
        client = self.c.models.get(agent)
        return client.name if client is not None else "offline"

    def _offline_plan(self, retry_context: RetryContext | None, *, anchored_at: datetime | None = None,
                      question: str | None = None) -> Plan:
        return offline_plan(
            self.question if question is None else question,
            self.c.catalog(),
            retry_context=retry_context,
            completed=list(self.completed),
            earlier_questions=self.earlier_questions,
            now=self.c.data_clock(),
            lookup_ids=self.c.lookup_ids,
            anchored_at=anchored_at,
        )

    def _anchored(self, plan: Plan, retry_context: RetryContext | None) -> Generator[ChatEvent, None, Plan]:
        """A window told by an event ("锁等待开始前一个小时"): the event's own question is planned and its evidence
        gathered first (recorded like any call), then the question is planned over the span the event sets. An
        event the data does not hold leaves the plan as it was, marked so the answer names the gap."""
        anchor = plan.anchor
        assert anchor is not None
        event_plan = self._offline_plan(None, question=anchor.event_question)
        calls: list[RecordedCall] = []
        turn = offline_execute(event_plan, self._run_once)
        try:
            while True:
                call = next(turn)
                calls.append(call)
                yield self._tool_event(call)
        except StopIteration:
            pass
        found = event_instant(event_plan, calls, anchor.event_question, deploy=anchor.kind == "deploy")
        if found is None:
            unresolved = plan.model_copy(update={"anchor": anchor.model_copy(update={"unresolved": True}),
                                                  "window_note": unresolved_note(anchor.event, anchor.phrase),
                                                  "window_label": ""})
            self.step("planner", f"「{anchor.event}」的时间在数据中未找到：所问时段无法按它确定",
                      model_output=unresolved.model_dump_json(), model_name="offline")
            return unresolved
        at, call, ref = found
        anchored = self._offline_plan(retry_context, anchored_at=at)
        self.anchor_event = (call, ref)
        self.step("planner", f"{anchored.summary()}（所问时段按「{anchor.event}」于 {at.isoformat()} 确定）",
                  model_output=anchored.model_dump_json(), model_name="offline")
        return anchored

    def _run_once(self, tool: str, arguments: dict[str, Any]) -> RecordedCall:
        """`run_tool`, but a call this session already made is read from its record, not made again."""
        done = self.completed.get(call_signature(tool, arguments))
        again = next((c for c in self.recorded if c.invocation.id == done), None) if done is not None else None
        return again if again is not None else self.run_tool(tool, arguments)

    def _plan(self, history: str, retry_context: RetryContext | None) -> Plan:
        client = self.c.models.get("planner")
        catalog = self.c.catalog()
        if client is None:
            plan = self._offline_plan(retry_context)
            self.step("planner", plan.summary(), model_output=plan.model_dump_json(), model_name="offline")
            return plan
        t = time.perf_counter()
        try:
            plan, response = model_plan(
                client,
                question=self.question,
                catalog=catalog,
                tools=self.c.registry.planner_tools(),
                history=history,
                retry_context=retry_context,
                completed=list(self.completed),
            )
        except ModelError as exc:
            self.c.metrics_hook("model_error", agent="planner")
            plan = self._offline_plan(retry_context)
            plan = plan.model_copy(update={"notes": f"planner model failed ({exc}); rule-based plan used"})
            self.step("planner", plan.summary(), model_output=plan.model_dump_json(), model_name=client.name)
            return plan
        self.step(
            "planner",
            plan.summary(),
            model_output=response.content,
            model_name=client.name,
            usage=response.usage,
            duration_ms=(time.perf_counter() - t) * 1000,
        )
        return plan

    def _execute(
        self, plan: Plan, retry_context: RetryContext | None, history: str
    ) -> Generator[ChatEvent, None, tuple[str | None, str | None]]:
        """Yields a ``tool_call`` event per call; returns (raw executor output, endpoint error or None)."""
        client = self.c.models.get("executor")
        responses: list[Any] = []
        turn: ExecutorTurn
        if client is None:
            turn = offline_execute(plan, self.run_tool, question=self.question, hook=self.c.offline_hook,
                                   anchor_event=self.anchor_event)
        else:
            turn = model_execute(
                client,
                question=self.question,
                plan=plan,
                retry_context=retry_context,
                completed=dict(self.completed),
                previous=list(self.recorded),
                history=history,
                tools=[s.openai_schema() for s in self.c.registry.specs()],
                run_tool=self.run_tool,
                max_steps=self.c.settings.chat.max_tool_steps,
                on_response=responses.append,
            )
        t = time.perf_counter()
        try:
            while True:
                call = next(turn)
                yield self._tool_event(call)
        except StopIteration as stop:
            raw: str = stop.value or ""
        except ModelAPIError as exc:
            self.c.metrics_hook("model_error", agent="executor")
            if self.c.settings.models.fallback != "offline":
                return (yield from self._executor_failed(exc, client))
            return (yield from self._offline_fallback(plan, exc))
        except ModelError as exc:
            self.c.metrics_hook("model_error", agent="executor")
            return (yield from self._executor_failed(exc, client))
        usage = responses[-1].usage if responses else None
        self.step(
            "executor",
            f"{len(responses) or 'offline'} model turns; output {len(raw)} chars",
            model_output=raw,
            model_name=self._model_name("executor"),
            usage=usage,
            duration_ms=(time.perf_counter() - t) * 1000,
        )
        return raw, None

    def _executor_failed(
        self, exc: ModelError, client: Any
    ) -> Generator[ChatEvent, None, tuple[str | None, str | None]]:
        gap = f"Executor 模型服务调用失败：{exc}"
        self.failure_gaps.append(gap)
        self.step("executor", gap, model_name=client.name if client else "offline")
        yield self.ev(ErrorEvent, ErrorData(message=gap, stage="executor"))
        return None, str(exc)

    def _offline_fallback(
        self, plan: Plan, exc: ModelAPIError
    ) -> Generator[ChatEvent, None, tuple[str | None, str | None]]:
        """``models.fallback: offline``: the endpoint is unreachable, so the offline engine gathers the evidence.

        Recorded as an executor step and an ``error`` event that names the fallback; the answer is then verified
        like any other (nothing about it is taken on trust because it came from a fallback).
        """
        note = f"Executor 模型服务不可达（{exc}）；按 models.fallback: offline 改用离线引擎"
        self.step("executor", note, model_name="offline")
        yield self.ev(ErrorEvent, ErrorData(message=note, stage="executor", fallback="offline"))
        turn = offline_execute(plan, self.run_tool)
        try:
            while True:
                call = next(turn)
                yield self._tool_event(call)
        except StopIteration as stop:
            raw: str = stop.value or ""
        self.step("executor", f"offline fallback; output {len(raw)} chars", model_output=raw, model_name="offline")
        return raw, None

    def _tool_event(self, call: RecordedCall) -> ChatEvent:
        inv = call.invocation
        return self.ev(ToolCallEvent, ToolCallData(
            invocation_id=inv.id, tool_name=inv.tool_name, arguments=inv.arguments, status=call.result.status,
            success=inv.success, error=inv.error, evidence_refs=len(call.result.evidence_refs),
        ))  # fmt: skip

    # ------------------------------------------------------------------ executor repair turn (issue 16)

    def _repair_executor_output(self, raw_output: str, retry_context: RetryContext | None) -> str:
        """At most ``chat.executor_repair_turns`` (0 or 1) repair turn of a model Executor; never round 2."""
        client = self.c.models.get("executor")
        if client is None or self.c.settings.chat.executor_repair_turns < 1:
            return raw_output

        def check(text: str) -> tuple[ParsedExecutorOutput, GatekeeperResult]:
            prepared = prepare_round(
                original_query=self.question, round=self.round, retry_context=retry_context,
                invocations=[call.invocation for call in self.recorded], executor_output=text,
                tools=self.c.registry.catalog(),
            )  # fmt: skip
            return prepared.parsed, prepared.gatekeeper_result

        responses: list[Any] = []
        t = time.perf_counter()
        try:
            text, record = repair_turn(
                client, round=self.round, raw_output=raw_output, check=check, calls=list(self.recorded),
                on_response=responses.append,
            )  # fmt: skip
        except ModelError as exc:
            self.c.metrics_hook("model_error", agent="executor")
            text, record = raw_output, ExecutorRepair(
                round=self.round, attempts=1, errors_sent=[], accepted=False,
                reason=f"repair model call failed: {exc}", original_output=raw_output[:20_000],
            )  # fmt: skip
        if record is None:
            return raw_output
        self.repairs.append(record)
        self.step(
            "executor", f"repair turn {'accepted' if record.accepted else 'not used'}: {record.reason}",
            model_output=record.repaired_output, model_name=client.name,
            usage=responses[-1].usage if responses else None, duration_ms=(time.perf_counter() - t) * 1000,
        )  # fmt: skip
        return text

    def _trail_subject(self, plan: Plan) -> str:
        """The service a cause question's failing records point at when it names none (``Plan.failed_trail``)."""
        if not plan.failed_trail or plan.services or plan.unknown_services:
            return ""
        return failed_trail_subject(plan, self.recorded, findings(self.recorded, data_start=plan.data_start)) or ""

    def _brief(self, structured: ExecutorEvidenceV2 | None, checks: Sequence[ClaimCheck]) -> AnswerBrief | None:
        """Answer coverage of the aspects the (last) plan recorded, and the window, for the answer-first lines."""
        plan = self.plan
        if plan is None or not plan.aspects:
            return None
        #: the question as the Planner read it: a chat lead-in ("@oncall", "URGENT!!") moves no phrase off its start
        asked = plan.asked_as or clean_question(self.question)
        #: "X 的 lag 现在超过一千了吗": the measure's series against the level answers the yes/no
        level = threshold_asked(asked) if "yes_no" in plan.aspects and plan.metrics_asked else None
        #: "did X already start lagging before midnight?": X's onset against that clock
        boundary = (onset_boundary(asked, now=self.c.data_clock(), zone=zone_of(plan.timezone))
                    if plan.aspects == ["yes_no"] and len(plan.services) == 1
                    #: "did the <peer> certificate expire before midnight?": a silent suspect read by its caller
                    and not [s for s in plan.suspects if s not in plan.silent_services]
                    and not plan.actions else None)
        #: "快递证书是过了零点才换好的吗": the trouble's end against that clock (its subject, or the symptom's records)
        after = (end_boundary(asked, now=self.c.data_clock(), zone=zone_of(plan.timezone))
                 if plan.aspects == ["yes_no"] and len(plan.services) <= 1
                 #: "航司证书…之前就修好了吧": a silent suspect (the partner) read by its caller
                 and not [s for s in plan.suspects if s not in plan.silent_services]
                 and not plan.actions else None)
        #: "X 和 Y 是同一个原因吗": decided over the dependency graph (none known: not decided)
        same = ("yes_no" in plan.aspects and len(plan.services) > 1 and bool(plan.dependency_graph)
                and asks_same_cause(asked))
        coverage = answer_coverage(plan.aspects, structured, list(checks),
                                   subjects=plan.services + plan.unknown_services, suspects=plan.suspects,
                                   levels=plan.metrics_asked if level else (), measured=plan.metrics_asked,
                                   codes=plan.error_codes)
        #: "谁负责闸机那个app": the owner aspect is answered by a verified claim naming the subject's team
        coverage = owner_coverage(coverage, structured.claims if structured else [], list(checks), plan.services)
        if plan.unheld_subjects:
            coverage = unheld_coverage(coverage, plan.unheld_subjects)
        windowed = any(plan.window_start in c.invocation.arguments.values() for c in self.recorded)
        label = plan.window_label if windowed else ""
        counts = ("count" in plan.aspects or ("comparison" in plan.aspects and len(plan.statuses) == 2)
                  or bool(plan.events_compared))
        if label and counts and (counted := _counted_window(plan, self.recorded)):
            label += f"；记录计数窗口：{counted}"  # the window shown is the window counted
        episode = episode_ordinal(asked) or plan.episode_carried
        return AnswerBrief(coverage=coverage, window_label=label,
                           window_note=plan.window_note, window_end=plan.window_end if windowed else "",
                           window_start=plan.window_start if windowed else "",
                           at=(plan.at or "") if windowed else "",
                           timezone=plan.timezone, subjects=tuple(plan.services + plan.unknown_services),
                           silent_asked=plan.silent_asked,
                           silent_cause=plan.silent_cause,
                           trail_subject=self._trail_subject(plan),
                           suspects=tuple(plan.suspects),
                           symptoms=tuple(symptom_words(f"{plan.referent or plan.episode_words} {asked}".strip(),
                                                        plan.services)),
                           asks_problem=asks_about_problems(asked, plan.services + plan.suspects),
                           kinds=trouble_kinds(asked, plan.services) if plan.services else (),
                           level=asked_level(asked) or "", state_asked=asks_state_beyond_level(asked),
                           metrics=tuple(plan.metrics_asked), direction=compare_direction(asked),
                           threshold=level, threshold_peak=bool(level) and plan.window_explicit
                           and not asks_now(asked),
                           same_cause=same, shared=_shared(plan) if same else (),
                           same_cause_now=same and asks_now(asked),
                           same_cause_window=((plan.compare_start, plan.compare_end)
                                              if plan.same_cause_windows and plan.compare_start else None),
                           same_cause_episodes=plan.same_cause_episodes,
                           depends=(tuple(sorted(closure(plan, plan.services[0]) - {plan.services[0]}))
                                    if (plan.same_cause_windows or plan.same_cause_episodes) and plan.services
                                    else tuple(sorted(set().union(*(closure(plan, s) for s in plan.services))
                                                      - set(plan.services))) if same else ()),
                           onset_before=(boundary[0].astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S"), boundary[1])
                           if boundary else None,
                           either_side=boundary is not None and asks_either_side(asked),
                           onset_order=tuple(plan.onset_order),
                           onset_words=tuple(tuple(w) for w in plan.onset_words),
                           onset_changes=tuple(plan.onset_changes),
                           onset_nth=tuple(plan.onset_nth),
                           which_first=bool(plan.onset_order) and WHICH_FIRST.search(asked) is not None,
                           either=tuple(plan.either), went_ok=plan.went_ok,
                           store_callers=tuple(tuple(group) for group in plan.store_callers),
                           count_actions=plan.count_actions,
                           event_counted=(plan.events_compared[0] if len(plan.events_compared) == 1 else ""),
                           time_marker=plan.time_marker,
                           end_after=(after[0].astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S"), after[1])
                           if after else None,
                           end_before=bool(after) and ended_before_asked(asked),
                           still=asks_still(asked),
                           own_or_downstream=OWN_OR_DOWNSTREAM.search(asked) is not None,
                           over=asks_over(asked) or (asks_fine_now(asked) and "end" in plan.aspects
                                                     and "health" not in plan.aspects),
                           unreached=_unreached(plan) if "end" in plan.aspects else (),
                           now=(asks_now(asked) or still_of_any_verb(asked)) and not plan.window_explicit,
                           since_action=bool(plan.since_actions), before_action=plan.before_action,
                           before_trouble=tuple(plan.before_trouble),
                           ongoing=plan.ongoing,
                           incidents_first=plan.incidents_first,
                           from_sides=tuple(tuple(side) for side in plan.from_sides),
                           measure_compared=bool(plan.metrics_compared),
                           counts_compared=not plan.metrics_compared and counts_errors_or_failures(asked),
                           latest_episode=asks_this_episode(asked) and not plan.window_explicit,
                           live_build=bool(plan.actions) and asks_live_build(asked),
                           episode=episode,
                           episode_chain=(tuple(sorted(closure(plan, plan.services[0]) - {plan.services[0]}))
                                          if plan.services and ((episode and {"onset", "end", "duration"}
                                                                 & set(plan.aspects))
                                                                or plan.episodes_spanned) else ()),
                           question_text=clean_question(self.question),
                           past_end_to=plan.past_end_to if windowed else "",
                           teams_ranked=plan.teams_ranked,
                           dependents_of=(plan.services[0] if plan.aspects == ["overview"] and len(plan.services) > 1
                                          and asks_dependents(asked) else ""),
                           episodes_compared=compares_episodes(asked) or plan.episodes_timed,
                           episodes_told=plan.episodes_two or plan.episodes_timed,
                           each_cause=plan.episodes_spanned and EACH_CAUSE.search(asked) is not None,
                           caused_by=tuple(plan.caused_by),
                           episode_sides=_episode_sides(asked),
                           action_order=operation_order(asked) if plan.actions else "",
                           after_action=plan.since_actions[0] if plan.actions and plan.since_actions else "",
                           action_span=tuple(span) if len(span := actions_spanned(asked)) == len(plan.actions) else (),
                           codes_asked=bool(WHICH_CODE.search(asked)), codes=tuple(plan.error_codes),
                           same_code=plan.same_code,
                           change_suspect=plan.change_suspect,
                           episode_stems=tuple(plan.episode_stems),
                           episode_runs=plan.services[0] if plan.episode_runs and plan.services else "",
                           firing_referent=plan.firing_referent,
                           owner_others=plan.order_ids[0] if plan.owner_others and plan.order_ids else "",
                           owner_window=_owner_window(plan, self.recorded) if plan.owner_others else None,
                           first_record=tuple(plan.statuses) if plan.first_record else (),
                           alerts_counted=("" if not ALERTS_COUNTED.search(asked) else
                                           "firing" if ALERTS_NOW.search(asked) else
                                           "started" if ALERTS_STARTED.search(asked) else
                                           #: "今天一共响了几个告警": a window of the question's own counts the
                                           #: alerts that began in it (one begun the evening before is not today's)
                                           "window" if plan.window_explicit else "all"),
                           alert_severity=_severity(asked),
                           latest_record=plan.latest_record,
                           unrelated=tuple(s for s in plan.suspects if plan.services and plan.dependency_graph
                                           and s not in closure(plan, plan.services[0])),
                           chain_below=(tuple(sorted(closure(plan, plan.services[0]) - {plan.services[0]}))
                                        if plan.change_suspect and plan.services and plan.suspects
                                        and plan.services[0] not in plan.suspects else ()),
                           notes=tuple(f"数据源中没有 {s} 的任何记录，无法确定它的状态" for s in plan.unknown_services),
                           unheld=tuple(plan.unheld_subjects))

    # ------------------------------------------------------------------ the end

    def _finish(self, result: RoundResult) -> Iterator[ChatEvent]:
        composition = result.composition
        if composition is None:  # the last round always answers (decide_route); this guards the invariant
            raise RuntimeError(f"round {self.round} ended without an answer route: {result.route.reason}")
        composed = self.composer.compose(composition)
        if composed.response is not None:
            self.step("composer", composed.note, model_output=composed.response.content,
                      model_name=self.composer.name, usage=composed.response.usage)
        composer = composed.output
        brief = composition.brief
        evaluation = result.to_evaluation(composer).model_copy(
            update={
                "answer_coverage": brief.coverage if brief is not None else None,
                "executor_final_answer": (result.prepared.parsed.raw_text or "")[:20_000],
                "rounds": self.rounds_log,
                "repair": self.repairs,
            }
        )
        verifier_evaluation = evaluation.model_dump(mode="json")
        rule = self._rule_evaluation(verifier_evaluation)
        duration = (time.perf_counter() - self.t0) * 1000
        self.rec.complete(
            evaluation=self.c.evaluation, rule=rule, verifier_evaluation=verifier_evaluation,
            output_type=composer.output_type, verdict=result.outcome.verdict,
            groundedness_score=result.outcome.groundedness_score, answer=composer.text, rounds=self.round,
            duration_ms=duration,
            conversation=(self.conversation_id, self.question) if self.conversation_id else None,
        )  # fmt: skip
        view = chat_result(
            session_id=self.session_id,
            conversation_id=self.conversation_id,
            result=result,
            composer=composer,
            material=composition.material,
            rounds=self.round,
            duration_ms=duration,
        )
        yield self.ev(AnswerEvent, AnswerData(result=view))

    def _rule_evaluation(self, verifier_evaluation: dict[str, Any]) -> RuleEvaluation | None:
        try:
            return self.c.evaluation.evaluate_recorded(
                [call.invocation for call in self.recorded], verifier_evaluation, evidence_tools=self.evidence_tools
            )
        except Exception as exc:  # the rule evaluation is advisory; it never breaks a chat
            log.warning("rule_evaluation.failed", session_id=self.session_id, error=str(exc))
            return None

    def _fail_safe(self, exc: Exception) -> Iterator[ChatEvent]:
        duration = (time.perf_counter() - self.t0) * 1000
        persisted = self.rec.fail(f"{type(exc).__name__}: {exc}", duration_ms=duration)
        gap = f"诊断流程出错：{type(exc).__name__}: {str(exc)[:300]}"
        where = (
            f"会话 {self.session_id} 已记录为失败，可用 superbiz sessions show 查看"
            if persisted
            else "会话未能写入数据库"
        )
        material = AllowedMaterial(
            verdict="LOW_CONFID", degraded=True, gaps=(gap,), next_steps=(f"检查服务日志与配置后重试（{where}）",)
        )
        composer = template(CompositionInput(question=self.question, output_type="DEGRADED", material=material))
        view = ChatResult(
            session_id=self.session_id,
            conversation_id=self.conversation_id,
            output_type="DEGRADED",
            verdict="LOW_CONFID",
            groundedness_score=0.0,
            rounds=self.round,
            answer=composer.text,
            composer_path=composer.path,
            gaps=[gap],
            next_steps=list(material.next_steps),
            error=f"{type(exc).__name__}: {exc}",
            duration_ms=duration,
        )
        yield self.ev(AnswerEvent, AnswerData(result=view, persisted=persisted))


def _severity(question: str) -> str:
    """"几次critical告警": the severity the counted alerts carry, as the alerts spell it ("" when none is said)."""
    m = ALERT_SEVERITY.search(question)
    return "" if m is None else "critical" if m.group(1).lower().startswith("crit") else "warning"


def _episode_sides(question: str) -> tuple[tuple[str, int, int], ...]:
    """The compared episodes as the question names them ("this lock-wait episode … the morning one" → the one now,
    then the one of 06:00–12:00); empty when it compares none."""
    if not compares_episodes(question):
        return ()
    sides: list[tuple[str, int, int]] = []
    for kind, words in episode_sides(question):
        hours = part_hours(words) if kind == "part" else None
        if kind == "part" and hours is not None:
            sides.append(("part", *hours))
        elif kind == "nth":
            sides.append(("nth", int(words), 0))
        elif kind == "now":
            sides.append(("now", 0, 0))
    return tuple(sides)


def _round_record(rnd: int, plan: Plan, result: RoundResult) -> dict[str, Any]:
    return {
        "round": rnd,
        "plan": json.loads(plan.model_dump_json()),
        "verdict": result.outcome.verdict,
        "groundedness_score": result.outcome.groundedness_score,
        "gatekeeper": result.prepared.gatekeeper_result.model_dump(
            mode="json", include={"status", "severity", "failed_rules"}
        ),
        "route": result.route.model_dump(mode="json"),
    }


def _counted_window(plan: Plan, recorded: Sequence[RecordedCall]) -> str:
    """The window records were counted over when it is not the plan's ("失败了几单？" after "11点那会儿…": all the data
    up to the window's end), in the plan's zone; "" when they were counted over the plan's window (or not at all)."""
    spans = [(str(a["start"]), str(a["end"])) for c in recorded if c.invocation.tool_name == "query_order"
             for a in [c.invocation.arguments] if a.get("start") and a.get("end") and not a.get("order_id")
             #: (not a status's records just past the window, read only to follow its burst: `status_burst_calls`)
             and not (a.get("oldest_first") and a.get("start") == plan.window_end)
             #: (nor a status's records over all the data, read only to find its trouble: `status_trouble_calls`)
             and not (a.get("oldest_first") and a.get("status") and a.get("start") == plan.data_start)
             #: (nor a code's records read only to split them into runs: `_wave_run_calls`, `_clock_run_calls`)
             and not (a.get("oldest_first") and a.get("error_code"))]
    other = [w for w in spans if w != (plan.window_start, plan.window_end)
             and w != (plan.compare_start, plan.compare_end)]
    if not other:
        return ""
    #: the episode around the window (wider than it, narrower than all the data) is the one counted first
    around = [w for w in other if episode_count_span(plan, *w)]
    #: (the run of failed records nearest a clock, counted whole: `investigate._clock_run_calls`)
    run = [(str(c.invocation.arguments["start"]), str(c.invocation.arguments["end"]))
           for c in clock_run_counted(plan, recorded)]
    other = run[:1] or around[:1] or other
    zone = zone_of(plan.timezone)
    start, end = (format_local(datetime.fromisoformat(t.replace("Z", "+00:00")), zone) for t in other[0])
    return f"{start} ~ {end[11:] if start[:10] == end[:10] else end}（{plan.timezone}）"


def _owner_window(plan: Plan, recorded: Sequence[RecordedCall]) -> tuple[str, str] | None:
    """The window the record's owner's records were read over (``query_order`` by ``user_id``: all the data when the
    question names no window of its own), ISO UTC; None when none was read with one."""
    return next(((str(a["start"]), str(a["end"])) for c in recorded if c.invocation.tool_name == "query_order"
                 for a in [c.invocation.arguments] if a.get("user_id") and a.get("start") and a.get("end")), None)


def _unreached(plan: Plan) -> tuple[str, ...]:
    """The services of ``service_dependency`` that none of the plan's subjects depends on (directly or not)."""
    graph = plan.dependency_graph
    known = set(graph) | {d for deps in graph.values() for d in deps}
    reached = set().union(*(closure(plan, s) for s in plan.services)) if plan.services else known
    return tuple(sorted(known - reached))


def _shared(plan: Plan) -> tuple[str, ...]:
    """What the plan's first two subjects both depend on (directly or not), or one of them when the other depends
    on it: empty when their troubles can share no origin through ``service_dependency``."""
    a, b = plan.services[:2]
    left, right = closure(plan, a), closure(plan, b)
    return tuple(sorted(left & right))
