"""``superbiz eval PATH``: run the scenario suite and report verdict, claim and gatekeeper quality.

Folders holding ``qa-cases.yaml`` files are the question-answering suite (:mod:`superbiz.evals.qa_runner`):
scored per world and aspect, failing only when a world drops below its floor in ``baseline.json``.

Exit codes: 0 every expectation holds; 1 any expectation failed or a case errored; 2 an invalid case file.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console

from superbiz.cli._common import make_console

if TYPE_CHECKING:
    from superbiz.evals import CaseResult, LoadedCase
    from superbiz.evals.qa_runner import QaRun

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


def _run_qa(path: Path, filter_text: str | None, console: Console | None, jobs: int) -> QaRun:
    from superbiz.evals.qa_runner import default_jobs, run_qa

    jobs = jobs or default_jobs()
    if console is None:
        return run_qa(path, filter_text=filter_text, jobs=jobs)
    with console.status(f"QA suite: building worlds and asking questions ({jobs} process(es))...") as status:
        return run_qa(path, filter_text=filter_text, jobs=jobs,
                      on_result=lambda r: status.update(f"QA suite: {r.world}/{r.case.id}"))


def _write_baseline(run: QaRun, path: Path) -> None:
    from superbiz.evals.qa_runner import BASELINE_FILE, discover_qa_files

    roots = {f.parent.parent for f in discover_qa_files(path)}
    for root in roots:
        worlds = {f.parent.name for f in root.glob("*/qa-cases.yaml")}
        target = root / BASELINE_FILE
        floors = {w: math.floor(run.world_score(w) * 1000) / 1000 for w in run.worlds() if w in worlds}
        target.write_text(json.dumps({"worlds": floors}, indent=2) + "\n", encoding="utf-8")
        typer.echo(f"wrote {target}: {floors}", err=True)


def _load(path: Path, filter_text: str | None) -> tuple[list[LoadedCase], bool]:
    from superbiz.evals import load_cases
    from superbiz.evals.qa_runner import discover_qa_files

    has_qa = bool(discover_qa_files(path))
    cases = [] if path.is_file() and path.name != "case.yaml" else load_cases(path, filter_text=filter_text)
    return cases, has_qa


def eval_command(
    path: Annotated[Path, typer.Argument(help="A folder of case folders (searched recursively) or one case.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object instead of tables.")] = False,
    report: Annotated[Path | None, typer.Option("--report", help="Also write a Markdown report here.")] = None,
    filter_text: Annotated[
        str | None, typer.Option("--filter", help="Only cases whose folder path contains this text.")
    ] = None,
    reveal: Annotated[bool, typer.Option("--reveal", help="Show held-out QA cases in detail.")] = False,
    update_baseline: Annotated[
        bool, typer.Option("--update-baseline", help="Write the QA scores of this run as the new floors.")
    ] = False,
    jobs: Annotated[
        int, typer.Option("--jobs", min=0, help="QA worlds run in this many processes (0: the usable CPUs, at most 4).")
    ] = 0,
) -> None:
    """Run evaluation cases; exit 0 only when every expectation holds (QA suite: every world at its floor)."""
    from superbiz.evals import CaseFileError, render_console, render_markdown, run_cases, summarize, summary_json
    from superbiz.evals.qa_report import qa_console, qa_json

    err = Console(stderr=True)
    try:
        cases, has_qa = _load(path, filter_text)
        qa_run = _run_qa(path, filter_text, None if as_json else err, jobs) if has_qa else None
    except CaseFileError as exc:
        typer.echo(f"invalid case file: {exc}", err=True)
        raise typer.Exit(2) from exc
    if not cases and (qa_run is None or not qa_run.results):
        typer.echo(f"no cases found under {path}" + (f" matching {filter_text!r}" if filter_text else ""), err=True)
        raise typer.Exit(2)
    ok = qa_run is None or qa_run.ok
    out: dict[str, object] = {}
    if cases:
        results = _run_with_progress(cases, err) if not as_json else run_cases(cases)
        summary = summarize(results)
        ok = ok and summary.ok
        if as_json:
            out.update(summary_json(summary, results))
        else:
            make_console().print(render_console(summary, results))
        if report is not None:
            report.parent.mkdir(parents=True, exist_ok=True)
            report.write_text(render_markdown(summary, results), encoding="utf-8")
    if qa_run is not None:
        if as_json:
            out["qa"] = qa_json(qa_run, reveal=reveal)
        else:
            make_console().print(qa_console(qa_run, reveal=reveal))
        if update_baseline:
            _write_baseline(qa_run, path)
    if as_json:
        typer.echo(json.dumps(out, ensure_ascii=False, indent=2))
    raise typer.Exit(0 if ok else 1)


def register(app: typer.Typer) -> None:
    """Add ``eval`` to ``app``."""
    app.command("eval")(eval_command)
