"""``superbiz verify CASE.json``: run the deterministic verification core on a recorded case.

A case is ``{original_query, round?, retry_context?, tool_invocations: [...], executor_output, verifier_output?}``
(see ``examples/cases/README.md``). The report shows the verdict, the score, the Gatekeeper rules, every claim
with its class and reason, the route and the answer; ``--json`` prints one JSON object instead.

Exit status (docs/cli.md): 0 PASS, 3 LOW_CONFID, 4 REJECT (``--fail-on`` moves the bar), 2 an invalid case or
configuration.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from pydantic import ValidationError
from rich.console import Console
from rich.panel import Panel
from rich.text import Text

from superbiz.cli._common import EXIT_USAGE, FAIL_ON_HELP, FailOn, exit_code_for, make_console
from superbiz.contracts import RecordedRound
from superbiz.errors import ConfigError
from superbiz.settings import load_settings
from superbiz.verification.claim_view import claims_with_checks

if TYPE_CHECKING:
    from superbiz.pipeline import RoundResult

__all__ = ["VerifyCase", "load_case", "register", "run_case"]

_BADGE = {"PASS": "bold white on green", "LOW_CONFID": "bold black on yellow", "REJECT": "bold white on red"}
_CLASS_STYLE = {
    "direct_observation": "green",
    "reasonable_inference": "cyan",
    "overstated": "yellow",
    "unsupported": "yellow",
    "external_unknown": "magenta",
    "contradicted": "bold red",
}


#: A recorded verification case: ``contracts.RecordedRound`` (unknown keys are errors).
VerifyCase = RecordedRound


def _first_error(exc: ValidationError) -> str:
    err = exc.errors()[0]
    where = ".".join(str(p) for p in err["loc"]) or "(top level)"
    more = f" (and {exc.error_count() - 1} more)" if exc.error_count() > 1 else ""
    return f"{where}: {err['msg']}{more}"


def load_case(path: Path) -> VerifyCase:
    """Read and validate a case file; every problem becomes a one-line ``ConfigError``."""
    try:
        raw = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"cannot read case file {str(path)!r}: {exc}") from exc
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise ConfigError(f"case file {str(path)!r} is not valid JSON: {exc}") from exc
    if not isinstance(data, dict):
        raise ConfigError(f"case file {str(path)!r} must hold a JSON object, got {type(data).__name__}")
    try:
        return VerifyCase.model_validate(data)
    except ValidationError as exc:
        raise ConfigError(f"case file {str(path)!r} is invalid: {_first_error(exc)}") from exc


def run_case(case: VerifyCase, *, threshold: float, max_rounds: int) -> RoundResult:
    """One round of the verification core over a case."""
    from superbiz.pipeline import verify_recorded

    return verify_recorded(case, threshold=threshold, max_rounds=max_rounds)


def _header(result: RoundResult) -> Panel:
    o = result.outcome
    line = Text()
    line.append(f" {o.verdict} ", style=_BADGE[o.verdict])
    line.append(f"  groundedness_score={o.groundedness_score}  critical_fact_count={o.critical_fact_count}")
    line.append(f"  parse={result.prepared.parsed.parse_status.status}  source={o.verifier_source}")
    if o.caps_applied:
        line.append("\ncaps: " + ", ".join(o.caps_applied), style="yellow")
    line.append("\n" + o.rationale, style="dim")
    return Panel(line, title="verdict", expand=False)


def _gatekeeper(result: RoundResult) -> Text:
    g = result.prepared.gatekeeper_result
    text = Text(f"Gatekeeper: status={g.status} severity={g.severity}", style="bold")
    for issue in g.errors:
        text.append(f"\n  ✗ {issue.rule} [{issue.severity}] {issue.message}", style="red")
    for issue in g.warnings:
        text.append(f"\n  ! {issue.rule} {issue.message}", style="yellow")
    return text


def _claims(result: RoundResult) -> Text:
    checks = result.outcome.claim_checks
    # by position, never by claim_id: two claims sharing an id keep their own text and class
    texts = {id(check): claim.claim_text for claim, check in claims_with_checks(result.prepared.structured, checks)}
    out = Text("claim_checks:", style="bold")
    for check in checks:
        refs = ", ".join(
            f"{r.tool_name}#{','.join(map(str, r.source_invocation_ids))}:{r.raw_path}" for r in check.evidence_refs
        )
        out.append(f"\n  {check.claim_id} ")
        out.append(f"[{check.verification}]", style=_CLASS_STYLE[check.verification])
        out.append(f" {texts.get(id(check), '')}")
        out.append(f"\n      ↳ {check.detail}", style="dim")
        if refs:
            out.append(f"\n      evidence: {refs}", style="dim")
    return out


def _print_report(result: RoundResult, console: Console) -> None:
    console.print(_header(result))
    console.print(_gatekeeper(result))
    if result.outcome.claim_checks:
        console.print(_claims(result))
    route = result.route
    console.print(Text(f"route: {route.action} {route.output_type or ''} — {route.reason}", style="bold"))
    if route.retry_context is not None:
        gaps = "\n".join(f"- {f}" for f in route.retry_context.missing_evidence_facts) or "- （无）"
        console.print(Panel(Text(f"{gaps}\n{route.retry_context.instruction}"), title="retry_context", expand=False))
    if result.answer is not None:
        console.print(Panel(Text(result.answer.rstrip()), title=f"answer ({route.output_type})", expand=False))


def _fail(message: str) -> None:
    sys.stderr.write(f"error: {message}\n")
    raise typer.Exit(code=EXIT_USAGE)


def verify(
    case_file: Annotated[Path, typer.Argument(help="Case JSON file (see examples/cases/README.md).")],
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object instead of the report.")] = False,
    threshold: Annotated[
        float | None, typer.Option("--threshold", min=0.0, max=1.0, help="LOW_CONFID threshold (default: config).")
    ] = None,
    fail_on: Annotated[
        FailOn, typer.Option("--fail-on", help=FAIL_ON_HELP)
    ] = "low_confid",
    config: Annotated[Path | None, typer.Option("--config", help="Configuration YAML file.")] = None,
) -> None:
    """Verify a recorded Executor answer against its tool invocations (deterministic, offline).

    Exit status: 0 PASS, 3 LOW_CONFID, 4 REJECT (see --fail-on), 2 invalid case or configuration.
    """
    import yaml

    try:
        settings = load_settings(config)
        case = load_case(case_file)
    except ConfigError as exc:
        _fail(str(exc))
        return
    except (ValidationError, ValueError, OSError, yaml.YAMLError) as exc:
        _fail(f"invalid configuration: {str(exc).splitlines()[0]}")
        return
    limit = threshold if threshold is not None else settings.verifier.low_confidence_threshold
    result = run_case(case, threshold=limit, max_rounds=settings.chat.max_rounds)
    if as_json:
        data: dict[str, Any] = result.to_json_dict()
        sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
    else:
        _print_report(result, make_console())
    raise typer.Exit(exit_code_for(result.outcome.verdict, fail_on=fail_on))


def register(app: typer.Typer) -> None:
    """Add ``superbiz verify``."""
    app.command("verify")(verify)
