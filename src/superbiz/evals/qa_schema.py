"""The question-answering (QA) suite's case format: ``evals/qa*/<world>/qa-cases.yaml``.

A file names one world and lists cases. Each case asks a question (after the earlier questions of its
``conversation``, in the same conversation) and lists the aspects asked. Each aspect's expected facts come from
the world's data **by query** at eval time (``sql``, run against that world's database), and say how to render
them for matching (``render``). Nothing in a case is copied from what the engine printed.

Fact renders (what the answer must state):

* ``time``: a timestamp (stored naive UTC) shown as HH:MM in the world's zone (``tolerance_min``);
* ``count``: an integer (``tolerance`` absolute); ``duration``: minutes (``tolerance``, default 2);
* ``text``: a string the answer must contain (a service, an order status, an error code...);
  ``any_of``: at least ``min_matches`` of the listed strings (how-to steps of a runbook, quoted from it);
* ``yes`` / ``no``: the answer's first sentence says yes / no; with ``sql`` the expected word is the query's
  truth value (non-zero → ``yes``);
* ``healthy`` / ``unhealthy``: the first sentence judges the health so;
* ``gap``: the honest answer is "no evidence": stated as a gap, never as a confirmed clean bill.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

__all__ = [
    "QA_FILE_NAME",
    "Aspect",
    "QaAspect",
    "QaCase",
    "QaFact",
    "QaFile",
    "Render",
    "Where",
]

QA_FILE_NAME = "qa-cases.yaml"

Aspect = Literal[
    "cause", "yes_no", "onset", "end", "duration", "count", "comparison", "health", "how_to", "record",
    "overview", "no_evidence",
]
Render = Literal["time", "count", "duration", "text", "any_of", "yes", "no", "yes_no", "healthy", "unhealthy",
                 "gap"]
#: where the fact must be stated: the answer's head (its first paragraph: the direct answer) or anywhere;
#: default ``head``, except the steps of a ``how_to`` aspect (``answer``)
Where = Literal["head", "answer"]


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class QaFact(_Strict):
    """One expected fact of an aspect; values come from ``sql`` (first row, first column) or are literal."""

    render: Render
    sql: str | None = None
    params: dict[str, str | int | float] = Field(default_factory=dict)
    value: str | None = None
    any_of: list[str] = Field(default_factory=list)
    min_matches: int = Field(default=1, ge=1)
    tolerance: float | None = Field(default=None, ge=0)
    tolerance_min: float = Field(default=2.0, ge=0)
    where: Where | None = None
    #: ``gap``: a name that must not be the subject of a confirmed claim (an unknown service...)
    subject: str | None = None
    note: str | None = None

    @field_validator("render", mode="before")
    @classmethod
    def _yaml_booleans(cls, value: object) -> object:
        """YAML reads a bare ``yes`` / ``no`` as a boolean."""
        if value is True:
            return "yes"
        if value is False:
            return "no"
        return value

    @model_validator(mode="after")
    def _check(self) -> QaFact:
        needs_sql = {"time", "count", "duration"}
        if self.render in needs_sql and self.sql is None:
            raise ValueError(f"render {self.render} takes its value from the data: give sql")
        if self.render == "text" and self.sql is None and self.value is None:
            raise ValueError("render text needs sql or value")
        if self.render == "any_of" and len(self.any_of) < self.min_matches:
            raise ValueError("any_of must list at least min_matches strings")
        if self.render == "yes_no" and self.sql is None:
            raise ValueError("render yes_no takes the expected word from sql (non-zero = yes)")
        return self


class QaAspect(_Strict):
    aspect: Aspect
    facts: list[QaFact] = Field(min_length=1)


class QaCase(_Strict):
    id: str = Field(min_length=1, pattern=r"^[a-z0-9][a-z0-9-]*$")
    lang: Literal["zh", "en"]
    question: str = Field(min_length=1)
    #: earlier questions asked first in the same conversation (follow-ups with pronouns)
    conversation: list[str] = Field(default_factory=list)
    aspects: list[QaAspect] = Field(min_length=1)
    #: free words for reporting (``time-expression``, ``dependency``...); ``follow-up`` is added for conversations
    tags: list[str] = Field(default_factory=list)
    #: strings the answer must not contain at all (a wrong cause, a time in the wrong zone...)
    must_not_contain: list[str] = Field(default_factory=list)
    #: strings the answer's head must not contain (a service wrongly named as the origin...)
    must_not_contain_head: list[str] = Field(default_factory=list)
    note: str | None = None


class QaFile(_Strict):
    world: str
    #: held-out files report scores only (no questions, answers or per-case detail) unless revealed
    holdout: bool = False
    cases: list[QaCase] = Field(min_length=1)
