"""The evaluation case format: one folder per case, ``case.yaml`` validated by :class:`EvalCase`.

A case says what goes in (question, round, retry context, tool invocations, raw Executor output,
optionally a raw model-Verifier output) and what must come out (:class:`Expectation`). Unknown keys are
rejected everywhere (``extra="forbid"``) so a typo never silently disables a check.

Two modes:

* ``verify``: fully specified invocations and raw executor text go through the deterministic verification
  pipeline (``superbiz.pipeline``);
* ``chat``: the question is run through the offline chat pipeline over the demo world.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from superbiz.contracts import (
    GatekeeperStatus,
    GateRule,
    OutputType,
    ParseStatusValue,
    RetryContext,
    Severity,
    ToolInvocation,
    Verdict,
    Verification,
)

__all__ = [
    "CASE_FILE_NAME",
    "CaseMode",
    "EvalCase",
    "Expectation",
    "RulesIncludes",
    "RulesSpec",
]

CASE_FILE_NAME = "case.yaml"

CaseMode = Literal["verify", "chat"]


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class RulesIncludes(_Strict):
    """``failed_rules: {includes: [...]}``: these rules must be present; others may be too."""

    includes: list[GateRule] = Field(min_length=1)


#: ``failed_rules`` is either the exact set (a list, possibly empty) or ``{includes: [...]}``.
RulesSpec = list[GateRule] | RulesIncludes


class Expectation(_Strict):
    """What must hold after the case ran. A field left out is not checked.

    ``output_type: null`` is a real expectation ("no answer was composed", i.e. a retry); leaving the key out
    means "not checked". :attr:`checked_fields` tells the two apart.
    """

    verdict: Verdict | None = None
    output_type: OutputType | None = None
    retry: bool | None = None
    #: chat mode: the number of Planner→Executor→Verifier rounds the chat took (2 = one more evidence round)
    rounds: int | None = Field(default=None, ge=1, le=2)
    parse_status: ParseStatusValue | None = None
    failed_rules: RulesSpec | None = None
    warning_rules: RulesSpec | None = None
    gatekeeper_status: GatekeeperStatus | None = None
    gatekeeper_severity: Severity | None = None
    claim_checks: dict[str, Verification] | None = None
    critical_fact_count: int | None = Field(default=None, ge=0)
    answer_must_contain: list[str] = Field(default_factory=list)
    answer_must_not_contain: list[str] = Field(default_factory=list)
    score_min: float | None = Field(default=None, ge=0.0, le=1.0)
    score_max: float | None = Field(default=None, ge=0.0, le=1.0)

    @model_validator(mode="after")
    def _check_consistency(self) -> Expectation:
        if self.score_min is not None and self.score_max is not None and self.score_min > self.score_max:
            raise ValueError(f"score_min {self.score_min} is greater than score_max {self.score_max}")
        if "output_type" in self.model_fields_set and self.output_type is None and self.retry is False:
            raise ValueError("output_type: null means a retry, but retry is false")
        if self.retry is True and self.output_type is not None:
            raise ValueError("a retry composes no answer: output_type must be null or left out")
        if self.retry is True and self.answer_must_contain:
            raise ValueError("a retry composes no answer: answer_must_contain must be empty")
        return self

    @property
    def checked_fields(self) -> frozenset[str]:
        """Names of the fields this expectation actually checks."""
        return frozenset(self.model_fields_set)


class EvalCase(_Strict):
    """One evaluation case (``case.yaml``). File references are resolved by the loader."""

    id: str = Field(min_length=1, pattern=r"^[a-z0-9][a-z0-9-]*$")
    description: str = Field(min_length=1)
    tags: list[str] = Field(default_factory=list)
    mode: CaseMode = "verify"
    question: str = Field(min_length=1)
    round: int = Field(default=1, ge=1)
    max_rounds: int | None = Field(default=None, ge=1)
    retry_context: RetryContext | None = None
    tool_invocations: list[ToolInvocation] | None = None
    invocations_file: str | None = None
    executor_output: str | None = None
    executor_output_file: str | None = None
    verifier_output: str | None = None
    verifier_output_file: str | None = None
    threshold: float | None = Field(default=None, ge=0.0, le=1.0)
    expect: Expectation

    @field_validator("tags")
    @classmethod
    def _tags_are_words(cls, tags: list[str]) -> list[str]:
        for tag in tags:
            if not tag or any(ch.isspace() for ch in tag):
                raise ValueError(f"tag {tag!r} must be a non-empty word without spaces")
        return tags

    @model_validator(mode="after")
    def _check_sources(self) -> EvalCase:
        pairs = (
            ("tool_invocations", "invocations_file"),
            ("executor_output", "executor_output_file"),
            ("verifier_output", "verifier_output_file"),
        )
        for inline, ref in pairs:
            if getattr(self, inline) is not None and getattr(self, ref) is not None:
                raise ValueError(f"give either {inline} or {ref}, not both")
        if self.mode == "verify":
            if self.tool_invocations is None and self.invocations_file is None:
                raise ValueError("mode verify needs tool_invocations or invocations_file (use [] for none)")
            if self.executor_output is None and self.executor_output_file is None:
                raise ValueError("mode verify needs executor_output or executor_output_file ('' for empty)")
        if self.round > 1 and self.retry_context is None and self.mode == "verify":
            raise ValueError(f"round {self.round} needs the retry_context that round 1 produced")
        return self
