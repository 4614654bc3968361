"""Typed models of every JSON contract in the chat-verifier specification.

Names follow the spec (``executor_evidence_v2``, ``tool_trace_summary``, ``gatekeeper_result``,
``claim_checks``, ``facts_checked``, ``retry_context``, ``verifier_evaluation``).

Two kinds of models live here:

* our own records (tool invocations, trace summaries, gatekeeper results, verdicts): ``frozen=True``,
  ``extra="forbid"``;
* shapes that arrive from a model (the Executor's evidence contract, a model Verifier's output):
  tolerant at the boundary, because a model may send strings for ints or extra keys. The Gatekeeper
  checks the *raw* executor object against the strict schema separately (``schema.executor_v2``).
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = [
    "ANSWER_VERSION",
    "CLAIM_TYPES",
    "EPISODE_GAP",
    "TRACEABILITY_VERSION",
    "AnswerCoverage",
    "AspectCoverage",
    "CheckedBinding",
    "Claim",
    "ClaimCheck",
    "ClaimEvidenceRef",
    "ClaimType",
    "ComposerOutput",
    "CoverageStatus",
    "EvidenceBinding",
    "EvidenceLevel",
    "EvidenceRef",
    "ExecutorEvidenceV2",
    "ExecutorOutputParseStatus",
    "ExecutorRepair",
    "FactCheck",
    "FactVerification",
    "GateIssue",
    "GateRule",
    "GatekeeperResult",
    "GatekeeperStatus",
    "Hypothesis",
    "OutputType",
    "ParseStatusValue",
    "RecommendedAction",
    "RecordedRound",
    "RetrievalDetails",
    "RetryContext",
    "RouteDecision",
    "Severity",
    "SupportLevel",
    "ToolCatalog",
    "ToolEvidence",
    "ToolInvocation",
    "ToolTraits",
    "TraceSummaryItem",
    "Verdict",
    "Verification",
    "VerificationOutcome",
    "VerifierEvaluation",
    "VerifierOutput",
    "VerifierPayload",
]

ANSWER_VERSION = "executor_evidence_v2"
TRACEABILITY_VERSION = "superbiz-trace-v1"
#: the quiet that splits one trouble into episodes, the same for every kind of evidence read as runs: log lines
#: (`tools._log_runs`), alerts and failed records of one status (`agents.investigate`) — two runs of one thing
#: further apart than this are two troubles
EPISODE_GAP = timedelta(minutes=30)

ClaimType = Literal[
    "observation",
    "negative_observation",
    "root_cause",
    "impact",
    "attribution",
    "remediation_result",
    "knowledge",
]
CLAIM_TYPES: tuple[str, ...] = ClaimType.__args__  # type: ignore[attr-defined]  # Literal exposes __args__

SupportLevel = Literal["direct", "indirect"]
Verification = Literal[
    "direct_observation",
    "reasonable_inference",
    "overstated",
    "unsupported",
    "external_unknown",
    "contradicted",
]
FactVerification = Literal["direct_evidence", "indirect_support", "no_evidence", "contradicted"]
Verdict = Literal["PASS", "LOW_CONFID", "REJECT"]
OutputType = Literal["NORMAL", "LOW_CONFID_WITH_DISCLAIMER", "DEGRADED"]
GatekeeperStatus = Literal["pass", "warn", "fail"]
Severity = Literal["none", "low_confid", "reject"]
ParseStatusValue = Literal["valid", "missing", "malformed"]
EvidenceLevel = Literal["direct", "indirect", "none"]
#: Every rule the Gatekeeper (and the verifier input hook) can report: the spec's names plus DESIGN §9.
GateRule = Literal[
    "schema.executor_v2",
    "evidence.invocation_missing",
    "evidence.invocation_ambiguous",
    "evidence.invocation_ref",
    "evidence.invocation_failed",
    "evidence.raw_path_missing",
    "evidence.refs_unavailable",
    "evidence.raw_path",
    "evidence.excerpt_mismatch",
    "evidence.deduped_ref",
    "evidence.invocation_backfilled",
    "evidence.raw_path_normalized",
    "evidence.excerpt_normalized",
    "evidence.tool_name_normalized",
    "schema.coerced",
]

#: What a tool's evidence refs are evidence of (spec file 001, "证据型工具边界"): the current incident, runbook
#: guidance (never a fact about the incident), or nothing (a helper such as the clock).
ToolEvidence = Literal["incident", "knowledge", "none"]


class _Record(BaseModel):
    """Our own records: immutable, no unknown keys."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class _Incoming(BaseModel):
    """Shapes that come from a model: lax types, unknown keys ignored (the Gatekeeper sees the raw dict)."""

    model_config = ConfigDict(frozen=True, extra="ignore")


# --------------------------------------------------------------------------- tool facts


class EvidenceRef(BaseModel):
    """One addressable unit of evidence inside a tool invocation's output.

    ``raw_path`` is unique within its invocation (``logs[3]``, ``alerts[0]``, ``chunks[2]``, ``summary``).
    Tools may attach descriptive extras (``source_document``, ``heading_path``, ``retrieval_layer``,
    ``relevance_level``, ``service``...), so unknown keys are kept.
    """

    model_config = ConfigDict(frozen=True, extra="allow")

    raw_path: str
    text: str
    deduped: bool = False
    source_document: str | None = None
    retrieval_layer: str | None = None
    relevance_level: str | None = None


class RetrievalDetails(BaseModel):
    model_config = ConfigDict(frozen=True, extra="allow")

    evidence_refs: list[EvidenceRef] | None = None


class ToolTraits(_Record):
    """What the verification core needs to know about one tool. Each tool's ``ToolSpec`` carries its traits;
    the caller hands them in as a :class:`ToolCatalog` (the core never imports the tools)."""

    evidence: ToolEvidence = "incident"
    #: arguments naming a call's topic: calls of one tool, topic and round merge into one trace-summary item
    topic_args: tuple[str, ...] = ()

    @property
    def evidence_bearing(self) -> bool:
        return self.evidence != "none"


class ToolCatalog(_Record):
    """Traits by tool name. A name absent from the catalog is left out of ``tool_trace_summary`` but its output
    still counts as incident evidence for the grounding checker (only a known helper's output never does)."""

    tools: dict[str, ToolTraits] = Field(default_factory=dict)

    def evidence_tools(self) -> frozenset[str]:
        return frozenset(name for name, t in self.tools.items() if t.evidence_bearing)

    def helper_tools(self) -> frozenset[str]:
        """Known tools whose output is never evidence of an incident fact (the clock)."""
        return frozenset(name for name, t in self.tools.items() if t.evidence == "none")

    def knowledge_tools(self) -> frozenset[str]:
        """Tools whose refs are runbook guidance: evidence of what a document says, not of the incident."""
        return frozenset(name for name, t in self.tools.items() if t.evidence == "knowledge")

    def topic_args(self, tool_name: str) -> tuple[str, ...]:
        traits = self.tools.get(tool_name)
        return traits.topic_args if traits is not None else ()


class ToolInvocation(_Record):
    """A persisted tool call as the verification core sees it (row of ``tool_invocation``)."""

    id: int
    tool_name: str
    success: bool
    arguments: dict[str, Any] = Field(default_factory=dict)
    output: str | None = None
    error: str | None = None
    round: int = 1
    retrieval_details: RetrievalDetails | None = None


# --------------------------------------------------------------------------- executor contract


class EvidenceBinding(_Incoming):
    source_type: str | None = None
    source_id: str | None = None
    tool_name: str | None = None
    source_invocation_id: int | None = None
    source_invocation_ids: list[int] | None = None
    raw_path: str | None = None
    evidence_excerpt: str | None = None


class Claim(_Incoming):
    claim_id: str
    claim_type: str = "observation"
    claim_text: str
    support_level: str = "direct"
    evidence_bindings: list[EvidenceBinding] = Field(default_factory=list)


class Hypothesis(_Incoming):
    hypothesis_text: str
    basis: str | None = None
    needed_evidence: list[str] = Field(default_factory=list)


class RecommendedAction(_Incoming):
    action_text: str
    reason: str | None = None
    evidence_bindings: list[EvidenceBinding] = Field(default_factory=list)


class ExecutorEvidenceV2(_Incoming):
    answer_version: str = ANSWER_VERSION
    claims: list[Claim] = Field(default_factory=list)
    hypotheses: list[Hypothesis] = Field(default_factory=list)
    recommended_actions: list[RecommendedAction] = Field(default_factory=list)
    missing_info: list[str] = Field(default_factory=list)


class ExecutorOutputParseStatus(_Record):
    status: ParseStatusValue
    reason: str | None = None


# --------------------------------------------------------------------------- trace summary


class TraceSummaryItem(_Record):
    trace_ref: str
    tool_name: str
    success: bool
    input_summary: str
    output_summary: str
    evidence_level: EvidenceLevel
    source_invocation_ids: list[int]
    round: int = 1
    query_samples: list[str] = Field(default_factory=list)
    retrieval_layers: list[str] = Field(default_factory=list)
    relevance_levels: list[str] = Field(default_factory=list)
    source_documents: list[str] = Field(default_factory=list)
    call_count: int = 1
    repeated_count: int = 0
    failed_count: int = 0
    no_hit_count: int = 0
    deduped_count: int = 0
    no_new_evidence: bool = False


# --------------------------------------------------------------------------- gatekeeper


class GateIssue(_Record):
    rule: GateRule
    message: str
    claim_id: str | None = None
    binding_index: int | None = None
    severity: Severity = "none"


class CheckedBinding(_Record):
    claim_id: str
    binding_index: int
    tool_name: str | None
    source_invocation_id: int | None
    raw_path: str | None
    verified: bool
    deduped: bool = False
    backfilled: bool = False
    failed_rules: list[GateRule] = Field(default_factory=list)
    trace_ref: str | None = None


class GatekeeperResult(_Record):
    status: GatekeeperStatus
    severity: Severity
    checked_bindings: list[CheckedBinding] = Field(default_factory=list)
    failed_rules: list[GateRule] = Field(default_factory=list)
    warnings: list[GateIssue] = Field(default_factory=list)
    errors: list[GateIssue] = Field(default_factory=list)


# --------------------------------------------------------------------------- verifier


class ClaimEvidenceRef(_Record):
    trace_ref: str | None = None
    tool_name: str | None = None
    source_invocation_ids: list[int] = Field(default_factory=list)
    raw_path: str | None = None


class ClaimCheck(_Record):
    claim_id: str
    verification: Verification
    detail: str
    evidence_refs: list[ClaimEvidenceRef] = Field(default_factory=list)


class FactCheck(_Record):
    fact: str
    is_critical: bool = True
    verification: FactVerification
    detail: str
    evidence_refs: list[ClaimEvidenceRef] = Field(default_factory=list)
    claim_id: str | None = None


class VerifierOutput(_Incoming):
    """A model Verifier's output, as parsed at the boundary. Its verdict and score are kept for audit only."""

    verdict: str | None = None
    groundedness_score: float | None = None
    critical_fact_count: int | None = None
    claim_checks: list[dict[str, Any]] = Field(default_factory=list)
    facts_checked: list[dict[str, Any]] = Field(default_factory=list)
    rationale: str | None = None


class RetryContext(_Record):
    """Spec file 001 shape; ``completed_retrievals`` is the action memory that round 2 must not repeat."""

    round: int
    missing_evidence_facts: list[str]
    instruction: str
    completed_retrievals: list[str] = Field(default_factory=list)


class VerifierPayload(_Record):
    """Everything the Verifier may read, and nothing else (no planner/executor reasoning)."""

    original_query: str
    executor_final_answer: str
    executor_structured_output: dict[str, Any] | None
    executor_output_parse_status: ExecutorOutputParseStatus
    tool_trace_summary: list[TraceSummaryItem]
    gatekeeper_result: GatekeeperResult
    retry_context: RetryContext | None = None


class VerificationOutcome(_Record):
    """The effective result computed by code (never by a model)."""

    verdict: Verdict
    groundedness_score: float
    critical_fact_count: int
    claim_checks: list[ClaimCheck]
    facts_checked: list[FactCheck]
    rationale: str
    matrix_verdict: Verdict
    caps_applied: list[str] = Field(default_factory=list)
    verifier_source: Literal["model", "deterministic"] = "deterministic"
    verifier_output_parse_status: ExecutorOutputParseStatus | None = None
    model_verdict: str | None = None
    model_groundedness_score: float | None = None


class RouteDecision(_Record):
    action: Literal["answer", "retry"]
    output_type: OutputType | None = None
    retry_context: RetryContext | None = None
    reason: str


class ComposerOutput(_Record):
    path: Literal["composer_model", "template"]
    output_type: OutputType
    text: str
    fallback_reason: str | None = None


CoverageStatus = Literal["answered", "inferred", "gap"]


class AspectCoverage(_Record):
    """One aspect the question asked: the verified claims that answer it, or the gap."""

    aspect: str
    status: CoverageStatus
    claim_ids: list[str] = Field(default_factory=list)
    gap: str = ""


class AnswerCoverage(_Record):
    """``verifier_evaluation.answer_coverage``: per asked aspect, answered by which claim or declared a gap."""

    aspects: list[AspectCoverage] = Field(default_factory=list)
    asked: int = 0
    answered: int = 0
    complete: bool = False
    rule: str = ""


class ExecutorRepair(_Record):
    """The Executor's repair turn of one round (issue 16): what was sent back and whether the repair was used."""

    round: int
    attempts: int
    errors_sent: list[str]
    accepted: bool
    reason: str
    original_output: str
    repaired_output: str | None = None
    original_gatekeeper: dict[str, Any] = Field(default_factory=dict)
    repaired_gatekeeper: dict[str, Any] | None = None


class VerifierEvaluation(_Record):
    """``diagnosis_session.self_evaluation.verifier_evaluation``: every field the spec lists."""

    verdict: Verdict
    groundedness_score: float
    critical_fact_count: int
    claim_checks: list[ClaimCheck]
    facts_checked: list[FactCheck]
    rationale: str
    round: int
    executor_output_parse_status: ExecutorOutputParseStatus
    tool_trace_summary: list[TraceSummaryItem]
    traceability_version: str = TRACEABILITY_VERSION
    gatekeeper_result: GatekeeperResult
    composer_output: ComposerOutput | None = None
    executor_structured_output: dict[str, Any] | None = None
    executor_final_answer: str | None = None
    caps_applied: list[str] = Field(default_factory=list)
    verifier_source: Literal["model", "deterministic"] = "deterministic"
    verifier_output_parse_status: ExecutorOutputParseStatus | None = None
    model_verdict: str | None = None
    model_groundedness_score: float | None = None
    retry_context: RetryContext | None = None
    route: RouteDecision | None = None
    rounds: list[dict[str, Any]] = Field(default_factory=list)
    answer_coverage: AnswerCoverage | None = None
    #: the Executor's repair turns, one per round that had one (never the spec's evidence round 2)
    repair: list[ExecutorRepair] = Field(default_factory=list)


class RecordedRound(_Record):
    """A recorded round, as ``superbiz verify`` and the MCP ``verify`` tool take it (unknown keys are errors)."""

    description: str | None = None
    original_query: str
    round: int = Field(default=1, ge=1, le=2)
    retry_context: RetryContext | None = None
    tool_invocations: list[ToolInvocation]
    executor_output: str | None
    verifier_output: str | None = None
    completed_retrievals: list[str] = Field(default_factory=list)
