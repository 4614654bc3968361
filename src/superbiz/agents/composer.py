"""The Composer: the one home of the answer's composition (model text, its guard, the template fallback).

It composes from a ``CompositionInput`` only: the question, the output type the route chose, the verifier-allowed
material (``render.material``) and the answer-first brief (``render.answer``). Without a model it renders the fixed
template (``render.compose``). With one, the model's text is shown only if ``render.guard.composer_guard``
accepts it (every sentence restates allowed material, no new anchor, no verdict or cause the verification did not
reach); otherwise, and when the model endpoint fails, the template is used and the reason is recorded as
``composer_output.fallback_reason``. Nothing here decides what is true: the material already did.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from superbiz.agents.prompting import render
from superbiz.agents.stage import ModelStage
from superbiz.contracts import ComposerOutput, OutputType
from superbiz.errors import ModelError
from superbiz.models.base import ChatMessage, ModelClient, ModelResponse
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.compose import render_answer
from superbiz.render.guard import composer_guard
from superbiz.render.material import AllowedMaterial

__all__ = ["Composer", "Composition", "CompositionInput", "ask_model", "template"]


@dataclass(frozen=True, kw_only=True)
class CompositionInput:
    """All the Composer may use (the round's outcome decides it: ``pipeline.conclude_round``)."""

    question: str
    output_type: OutputType
    material: AllowedMaterial
    #: the answer to each aspect asked, first (a live chat's plan gives it; a recorded round has none)
    brief: AnswerBrief | None = None


@dataclass(frozen=True, kw_only=True)
class Composition:
    """The composed answer, and the model's answer when one was asked and answered (the composer step)."""

    output: ComposerOutput
    response: ModelResponse | None = None
    #: "composed by model", or why the model's text was not used
    note: str = ""


def template(composition: CompositionInput) -> ComposerOutput:
    """The safe fixed-template answer."""
    return render_answer(composition.material, composition.output_type, query=composition.question,
                         brief=composition.brief)


def ask_model(client: ModelClient, composition: CompositionInput) -> ModelResponse:
    """The model Composer reads the question, the output type and the allowed material (with the answer-first
    lines), nothing else."""
    material = {**composition.material.model_dump(mode="json"),
                "answer_first": lead_lines(composition.material, composition.brief)}
    brief = {"question": composition.question, "output_type": composition.output_type, "material": material}
    messages = [ChatMessage.system(render("composer")), ChatMessage.user(json.dumps(brief, ensure_ascii=False))]
    return client.complete(messages)


class Composer(ModelStage):
    """Compose with the model when one is configured and its text passes the guard; else the template."""

    def compose(self, composition: CompositionInput) -> Composition:
        fallback = template(composition)
        if self.client is None:
            return Composition(output=fallback)
        try:
            response = ask_model(self.client, composition)
        except ModelError as exc:
            if self.on_model_error is not None:
                self.on_model_error(exc)
            return Composition(output=fallback.model_copy(update={"fallback_reason": f"composer model failed: {exc}"}))
        text = (response.content or "").strip()
        reason = composer_guard(text, composition.material) if text else "empty composer output"
        if reason:
            return Composition(output=fallback.model_copy(update={"fallback_reason": reason}), response=response,
                               note=reason)
        output = ComposerOutput(path="composer_model", output_type=composition.output_type, text=text)
        return Composition(output=output, response=response, note="composed by model")
