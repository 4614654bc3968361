"""The agents' prompts: markdown files in ``agents/prompts/``, rendered with strict variables.

Placeholders are ``string.Template`` style (``$name`` / ``${name}``), so the JSON examples in the prompts need
no escaping; a literal dollar sign is ``$$``. Rendering is strict both ways: a missing variable and an
unexpected one both raise ``PromptError`` naming them (never a silently empty placeholder).

Each prompt file starts with a marker line ``[agent:<name>]``; the scripted test server routes on it.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from importlib import resources
from string import Template

from superbiz.lazy_re import regex

__all__ = ["PROMPT_NAMES", "PromptError", "PromptTemplate", "load_prompt", "render"]

PROMPT_NAMES = ("composer", "executor", "executor_repair", "planner", "verifier")
_NAME_RE = regex(r"^[a-z][a-z0-9_]*$")


class PromptError(ValueError):
    """A prompt file is missing or invalid, or was rendered with the wrong variables."""


@dataclass(frozen=True)
class PromptTemplate:
    """One prompt file: its name, raw text and the variables it needs."""

    name: str
    text: str
    variables: frozenset[str]

    @classmethod
    def from_text(cls, name: str, text: str) -> PromptTemplate:
        """A template from text; raises ``PromptError`` for an invalid placeholder (a bare ``$``)."""
        template = Template(text)
        if not template.is_valid():
            raise PromptError(f"prompt {name!r} has an invalid placeholder (write a literal dollar sign as $$)")
        return cls(name=name, text=text, variables=frozenset(template.get_identifiers()))

    def render(self, **context: object) -> str:
        """The prompt with every ``$variable`` substituted; strict about missing and unexpected names."""
        missing = sorted(self.variables - context.keys())
        unexpected = sorted(context.keys() - self.variables)
        if missing or unexpected:
            problems = []
            if missing:
                problems.append(f"missing variables {missing}")
            if unexpected:
                problems.append(f"unexpected variables {unexpected}")
            raise PromptError(
                f"prompt {self.name!r}: {'; '.join(problems)} (it uses {sorted(self.variables) or 'no variables'})"
            )
        return Template(self.text).substitute({k: str(v) for k, v in context.items()})


@functools.cache
def load_prompt(name: str) -> PromptTemplate:
    """Load ``agents/prompts/<name>.md`` (cached). Raises ``PromptError`` for an unknown or invalid file."""
    if not _NAME_RE.match(name):
        raise PromptError(f"invalid prompt name {name!r}")
    resource = resources.files("superbiz.agents").joinpath("prompts", f"{name}.md")
    if not resource.is_file():
        raise PromptError(f"no prompt {name!r}; available: {', '.join(PROMPT_NAMES)}")
    return PromptTemplate.from_text(name, resource.read_text(encoding="utf-8"))


def render(name: str, **context: object) -> str:
    """Render prompt ``name`` with ``context`` (strict: see ``PromptTemplate.render``)."""
    return load_prompt(name).render(**context)
