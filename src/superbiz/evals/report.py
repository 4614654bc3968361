"""Render a suite summary: Rich tables for the terminal, Markdown for ``--report``, a dict for ``--json``."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from superbiz.evals.metrics import NO_VERDICT, VERDICTS, SuiteSummary
from superbiz.evals.runner import CaseResult

__all__ = ["render_console", "render_markdown", "summary_json"]


def _pct(value: float | None) -> str:
    return "—" if value is None else f"{value:.2f}"


def _headline(summary: SuiteSummary) -> str:
    state = "all expectations hold" if summary.ok else "expectations failed"
    return (
        f"{summary.total} cases: {summary.passed} held, {summary.failed} failed, {summary.errors} errors, "
        f"{summary.skipped} skipped — {state}"
    )


def _groups(results: Sequence[CaseResult]) -> dict[str, int]:
    return dict(sorted(Counter(r.group for r in results).items()))


def summary_json(summary: SuiteSummary, results: Sequence[CaseResult]) -> dict[str, Any]:
    """One JSON-ready object: totals, matrix, claim metrics, rule coverage, and every case result."""
    return {
        "ok": summary.ok,
        "total": summary.total,
        "passed": summary.passed,
        "failed": summary.failed,
        "errors": summary.errors,
        "skipped": summary.skipped,
        "groups": _groups(results),
        "confusion_matrix": summary.confusion.model_dump(),
        "claim_pairs": summary.claim_pairs,
        "claim_metrics": [m.model_dump() for m in summary.claim_metrics],
        "rule_coverage": [c.model_dump() for c in summary.rule_coverage],
        "cases": [
            {
                "id": r.case_id,
                "group": r.group,
                "file": r.file,
                "status": r.status,
                "reason": r.reason,
                "duration_ms": round(r.duration_ms, 3),
                "mismatches": [m.model_dump(mode="json") for m in r.mismatches],
                "observation": r.observation.model_dump(mode="json") if r.observation else None,
            }
            for r in results
        ],
    }


def _confusion_table(summary: SuiteSummary) -> Table:
    columns = [*VERDICTS, NO_VERDICT]
    table = Table(title="Verdicts: expected (rows) × actual (columns)")
    table.add_column("expected")
    for column in columns:
        table.add_column(column, justify="right")
    for row in VERDICTS:
        counts = summary.confusion.counts.get(row, {})
        cells = [
            Text(str(counts.get(c, 0)), style="bold green" if c == row else ("red" if counts.get(c) else "dim"))
            for c in columns
        ]
        table.add_row(row, *cells)
    return table


def _claims_table(summary: SuiteSummary) -> Table:
    table = Table(title=f"Claim checks ({summary.claim_pairs} expected claim classes)")
    for name in ("class", "support", "predicted", "precision", "recall"):
        table.add_column(name, justify="left" if name == "class" else "right")
    for m in summary.claim_metrics:
        table.add_row(m.label, str(m.support), str(m.predicted), _pct(m.precision), _pct(m.recall))
    return table


def _rules_table(summary: SuiteSummary) -> Table:
    table = Table(title="Gatekeeper rule coverage (cases)")
    for name in ("rule", "expected", "observed"):
        table.add_column(name, justify="left" if name == "rule" else "right")
    for c in summary.rule_coverage:
        style = "red" if c.expected_cases == 0 and c.observed_cases == 0 else ""
        table.add_row(Text(c.rule, style=style), str(c.expected_cases), str(c.observed_cases))
    return table


def _failure_lines(result: CaseResult) -> list[str]:
    if result.status == "error":
        return [f"  error: {result.reason}"]
    return [f"  {m.field}: expected {m.expected!r}, got {m.actual!r} ({m.reason})" for m in result.mismatches]


def render_console(summary: SuiteSummary, results: Sequence[CaseResult]) -> RenderableType:
    """The terminal report: tables, then the failures with their reasons, then the headline."""
    parts: list[RenderableType] = [_confusion_table(summary), _claims_table(summary), _rules_table(summary)]
    skipped = [r for r in results if r.status == "skipped"]
    if skipped:
        parts.append(Text("Skipped:", style="yellow bold"))
        parts.extend(Text(f"- {r.case_id}: {r.reason}", style="yellow") for r in skipped)
    if summary.failures:
        parts.append(Text("Failures:", style="red bold"))
        for result in summary.failures:
            parts.append(Text(f"✗ {result.case_id} ({result.file})", style="red"))
            parts.extend(Text(line) for line in _failure_lines(result))
    parts.append(Text(_headline(summary), style="bold green" if summary.ok else "bold red"))
    return Group(*parts)


def _md_table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> list[str]:
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return [*lines, ""]


def render_markdown(summary: SuiteSummary, results: Sequence[CaseResult]) -> str:
    """The ``--report`` file."""
    columns = [*VERDICTS, NO_VERDICT]
    lines = ["# superbiz eval report", "", _headline(summary), "", "## Cases per group", ""]
    lines += _md_table(["group", "cases"], [[g, str(n)] for g, n in _groups(results).items()])
    lines += ["## Verdicts (expected × actual)", ""]
    rows = [[row, *(str(summary.confusion.counts.get(row, {}).get(c, 0)) for c in columns)] for row in VERDICTS]
    lines += _md_table(["expected \\ actual", *columns], rows)
    lines += [f"## Claim checks ({summary.claim_pairs} expected claim classes)", ""]
    lines += _md_table(
        ["class", "support", "predicted", "precision", "recall"],
        [[m.label, str(m.support), str(m.predicted), _pct(m.precision), _pct(m.recall)] for m in summary.claim_metrics],
    )
    lines += ["## Gatekeeper rule coverage", ""]
    lines += _md_table(
        ["rule", "expected cases", "observed cases"],
        [[f"`{c.rule}`", str(c.expected_cases), str(c.observed_cases)] for c in summary.rule_coverage],
    )
    lines += ["## Failures", ""]
    if not summary.failures:
        lines += ["None.", ""]
    for result in summary.failures:
        lines += [f"### `{result.case_id}`", "", f"File: `{result.file}`", ""]
        lines += [f"- {line.strip()}" for line in _failure_lines(result)] + [""]
    skipped = [r for r in results if r.status == "skipped"]
    if skipped:
        lines += ["## Skipped", ""] + [f"- `{r.case_id}`: {r.reason}" for r in skipped] + [""]
    return "\n".join(lines)
