"""The Verifier: the one home of the round's verification stage (model call, guard, deterministic checks, verdict).

A model Verifier, when one is configured, reads the explicit payload only (never planner or executor
reasoning). Its raw text goes to the deterministic core, which parses it, bounds each of its claim checks by the
deterministic grounding checker (a model may only make a check stricter, DESIGN §11.3) and computes the
effective verdict with the caps (DESIGN §9.6). When the model endpoint fails, or no model is configured, or the
Executor produced nothing to verify, the deterministic checker decides alone.

The rules are pure functions that stay in ``verification/`` (``grounding``, ``verdict``, ``parse``); this module
sequences them. ``check`` is the pure part (``superbiz verify`` and the evals run it over recorded model text);
``Verifier.verify`` adds the model call for a live chat.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from superbiz.agents.prompting import render
from superbiz.agents.stage import ModelStage
from superbiz.contracts import (
    ClaimCheck,
    ExecutorEvidenceV2,
    ExecutorOutputParseStatus,
    GatekeeperResult,
    ToolCatalog,
    ToolInvocation,
    VerificationOutcome,
    VerifierOutput,
)
from superbiz.errors import ModelError
from superbiz.lazy_log import LazyLogger
from superbiz.models.base import ChatMessage, ModelClient, ModelResponse
from superbiz.verification.grounding import ground_claims, guard_claim_checks
from superbiz.verification.parse import ParsedExecutorOutput, parse_verifier_output
from superbiz.verification.verdict import claim_checks_from_model, effective_outcome

__all__ = ["RoundEvidence", "Verification", "Verifier", "ask_model", "check"]

log = LazyLogger("superbiz.verifier")


class RoundEvidence(Protocol):
    """What the Verifier reads of a prepared round (``pipeline.PreparedRound``): the model only the payload,
    the deterministic checker the parsed output, the Gatekeeper's result, the session's invocations and the
    traits of the tools they came from."""

    @property
    def payload_json(self) -> str: ...

    @property
    def parsed(self) -> ParsedExecutorOutput: ...

    @property
    def gatekeeper_result(self) -> GatekeeperResult: ...

    @property
    def invocations(self) -> tuple[ToolInvocation, ...]: ...

    @property
    def tools(self) -> ToolCatalog: ...


@dataclass(frozen=True, kw_only=True)
class Verification:
    """The Verifier's result for one round."""

    #: the grounding checker's own checks (the bound on every model check)
    deterministic_checks: list[ClaimCheck]
    #: the effective checks, verdict, score and caps
    outcome: VerificationOutcome
    #: the model's parsed output, when it was usable
    model_output: VerifierOutput | None = None
    #: the model's raw text (recorded on the verifier step); None when no model answered
    raw_output: str | None = None


def _model_checks(
    verifier_output: str | None, structured: ExecutorEvidenceV2 | None
) -> tuple[VerifierOutput | None, ExecutorOutputParseStatus | None, list[ClaimCheck] | None]:
    if verifier_output is None:
        return None, None, None
    model, status = parse_verifier_output(verifier_output)
    if model is None:
        return None, status, None
    return model, status, claim_checks_from_model(model, structured)


def check(round: RoundEvidence, verifier_output: str | None) -> Verification:
    """Deterministic checks → the model's checks (if any) guarded by them → the effective outcome. Pure."""
    structured = round.parsed.structured
    deterministic = ground_claims(structured, round.gatekeeper_result, round.invocations, tools=round.tools)
    model, model_status, model_checks = _model_checks(verifier_output, structured)
    checks = deterministic if model_checks is None else guard_claim_checks(model_checks, deterministic)
    outcome = effective_outcome(
        claim_checks=checks,
        structured=structured,
        parse_status=round.parsed.parse_status,
        gatekeeper_result=round.gatekeeper_result,
        model_output=model,
        verifier_output_parse_status=model_status,
        verifier_source="model" if model is not None else "deterministic",
    )
    return Verification(deterministic_checks=deterministic, outcome=outcome, model_output=model,
                        raw_output=verifier_output)


def ask_model(client: ModelClient, *, payload_json: str) -> ModelResponse:
    """The model Verifier sees the explicit payload only (never planner or executor reasoning)."""
    messages = [ChatMessage.system(render("verifier")), ChatMessage.user(payload_json)]
    return client.complete(messages, json_output=True)


class Verifier(ModelStage):
    """The verification stage of a live chat: the model (when configured), then ``check``."""

    def verify(self, round: RoundEvidence, *, ask: bool = True) -> Verification:
        """Verify one round; ``ask=False`` (nothing from the Executor to show a model) skips the model."""
        return check(round, self._ask(round.payload_json) if ask else None)

    def _ask(self, payload_json: str) -> str | None:
        if self.client is None:
            return None
        try:
            response = ask_model(self.client, payload_json=payload_json)
        except ModelError as exc:
            if self.on_model_error is not None:
                self.on_model_error(exc)
            log.warning("verifier.model_failed", error=str(exc))
            return None  # the deterministic grounding checker decides alone
        return response.content
