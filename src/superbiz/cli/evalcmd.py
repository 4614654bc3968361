"""``superbiz eval PATH``: run the scenario suite and report verdict, claim and gatekeeper quality.

Exit codes: 0 every expectation holds; 1 any expectation failed or a case errored; 2 an invalid case file.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console

from superbiz.cli._common import make_console

if TYPE_CHECKING:
    from superbiz.evals import CaseResult, LoadedCase

__all__ = ["eval_command", "register"]


def _run_with_progress(cases: list[LoadedCase], console: Console) -> list[CaseResult]:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from superbiz.evals import run_cases

    columns = (
        TextColumn("[bold]eval"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.description}"),
        TimeElapsedColumn(),
    )
    with Progress(*columns, console=console, transient=True) as progress:
        task = progress.add_task("", total=len(cases))

        def advance(result: CaseResult) -> None:
            progress.update(task, advance=1, description=result.case_id)

        return run_cases(cases, on_result=advance)


def eval_command(
    path: Annotated[Path, typer.Argument(help="A folder of case folders (searched recursively) or one case.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object instead of tables.")] = False,
    report: Annotated[Path | None, typer.Option("--report", help="Also write a Markdown report here.")] = None,
    filter_text: Annotated[
        str | None, typer.Option("--filter", help="Only cases whose folder path contains this text.")
    ] = None,
) -> None:
    """Run evaluation cases; exit 0 only when every expectation holds."""
    from superbiz.evals import (
        CaseFileError,
        load_cases,
        render_console,
        render_markdown,
        run_cases,
        summarize,
        summary_json,
    )

    err = Console(stderr=True)
    try:
        cases = load_cases(path, filter_text=filter_text)
    except CaseFileError as exc:
        typer.echo(f"invalid case file: {exc}", err=True)
        raise typer.Exit(2) from exc
    if not cases:
        typer.echo(f"no cases found under {path}" + (f" matching {filter_text!r}" if filter_text else ""), err=True)
        raise typer.Exit(2)
    results = _run_with_progress(cases, err) if not as_json else run_cases(cases)
    summary = summarize(results)
    if as_json:
        typer.echo(json.dumps(summary_json(summary, results), ensure_ascii=False, indent=2))
    else:
        make_console().print(render_console(summary, results))
    if report is not None:
        report.parent.mkdir(parents=True, exist_ok=True)
        report.write_text(render_markdown(summary, results), encoding="utf-8")
    raise typer.Exit(0 if summary.ok else 1)


def register(app: typer.Typer) -> None:
    """Add ``eval`` to ``app``."""
    app.command("eval")(eval_command)
