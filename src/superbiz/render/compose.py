"""Render the Chinese user-facing answer from verifier-allowed material with the template files.

Templates live in ``render/templates/*.md`` and are rendered with ``string.Template.substitute`` (an
undefined variable raises). NORMAL shows confirmed facts (inferences labelled); LOW_CONFID_WITH_DISCLAIMER
adds the fixed disclaimer and the four sections; DEGRADED shows only confirmed facts, gaps and next steps,
never a root-cause claim, and says how many conclusions were dropped for conflicting with evidence.
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources
from string import Template
from typing import assert_never

from superbiz.contracts import ComposerOutput, OutputType
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem, clean_text

__all__ = ["DEGRADED_PREFIX", "DISCLAIMER_PREFIX", "AnswerBrief", "render_answer", "render_template"]

DISCLAIMER_PREFIX = "以下结论基于当前已获取证据，仍存在部分证据缺口，请谨慎参考。"
DEGRADED_PREFIX = "当前无法基于已获取证据生成可靠结论，建议人工介入。"
_EMPTY = "- 暂无"
_DEGRADED_DEFAULT_STEP = "人工核查相关服务的日志、指标与告警，补充可直接支撑结论的证据"


@cache
def _template(name: str) -> Template:
    text = resources.files("superbiz.render").joinpath("templates", f"{name}.md").read_text(encoding="utf-8")
    return Template(text)


def render_template(name: str, **context: str) -> str:
    """Render ``templates/<name>.md``; a variable missing from ``context`` raises ``KeyError``."""
    return _template(name).substitute(context)


def _bullets(lines: list[str]) -> str:
    return "\n".join(f"- {line}" for line in lines) if lines else _EMPTY


def _confirmed(material: AllowedMaterial, *, degraded: bool = False) -> list[str]:
    """Confirmed facts (inferences labelled, unless degraded) and "另有 N 条" when the list was capped."""
    lines = [i.text for i in material.confirmed if not (degraded and i.claim_type == "root_cause")]
    if not degraded:
        lines += _labelled(material.inferences, "推断")
    if material.confirmed_omitted:
        lines.append(f"另有 {material.confirmed_omitted} 条已确认信息未列出")
    return lines


def _labelled(items: tuple[MaterialItem, ...], label: str) -> list[str]:
    return [f"〔{label}〕{i.text}" for i in items]


def _section(title: str, lines: list[str]) -> str:
    return render_template("_section", title=title, items=_bullets(lines)) if lines else ""


def _dropped(material: AllowedMaterial) -> str:
    n = material.dropped_contradicted
    return render_template("_dropped", count=str(n)) if n > 0 else ""


def _answer(material: AllowedMaterial, brief: AnswerBrief | None, *, fallback: str = "") -> str:
    """The answer-first paragraph: one plain line per aspect asked, then the window (no bullets, no title, so it
    reads as the answer's first paragraph)."""
    lines = lead_lines(material, brief)
    return "\n".join(lines) + "\n\n" if lines else fallback


def _normal(material: AllowedMaterial, query: str, brief: AnswerBrief | None) -> str:
    confirmed = _confirmed(material)
    optional = _section("待确认", _labelled(material.to_confirm, "待确认")) + _section(
        "建议下一步", list(material.next_steps)
    )
    return render_template(
        "normal",
        answer=_answer(material, brief, fallback=f"针对「{clean_text(query) or '您的问题'}」，根据本次已核验的工具证据：\n\n"),  # noqa: E501
        confirmed=_bullets(confirmed),
        optional_sections=optional,
        dropped_note=_dropped(material),
    )


def _low_confid(material: AllowedMaterial, brief: AnswerBrief | None) -> str:
    confirmed = _confirmed(material)
    directions = list(material.hypotheses) + _labelled(material.to_confirm, "待确认")
    return render_template(
        "low_confid",
        answer=_answer(material, brief),
        confirmed=_bullets(confirmed),
        directions=_bullets(directions),
        gaps=_bullets(list(material.gaps)),
        next_steps=_bullets(list(material.next_steps)),
        dropped_note=_dropped(material),
    )


def _degraded(material: AllowedMaterial, brief: AnswerBrief | None) -> str:
    confirmed = _confirmed(material, degraded=True)
    return render_template(
        "degraded",
        answer=_answer(material, brief)[:-1],
        confirmed=_bullets(confirmed),
        gaps=_bullets(list(material.gaps)),
        next_steps=_bullets(list(material.next_steps) or [_DEGRADED_DEFAULT_STEP]),
        dropped_note=_dropped(material),
    )


def render_answer(
    material: AllowedMaterial, output_type: OutputType, *, query: str, brief: AnswerBrief | None = None
) -> ComposerOutput:
    """The safe fixed-template answer for ``output_type``; with a ``brief``, the answer to each aspect first."""
    if output_type == "NORMAL":
        text = _normal(material, query, brief)
    elif output_type == "LOW_CONFID_WITH_DISCLAIMER":
        text = _low_confid(material, brief)
    elif output_type == "DEGRADED":
        text = _degraded(material, brief)
    else:
        assert_never(output_type)
    text = re.sub(r"\n{3,}", "\n\n", text).strip() + "\n"
    return ComposerOutput(path="template", output_type=output_type, text=text)
