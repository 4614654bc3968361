"""``superbiz scan``: what is wrong now, with no question — like an analyzer run.

It runs the overview through the whole pipeline (one persisted session: plan, evidence, Gatekeeper, Verifier)
and prints the incidents most severe first: anomalies of all services grouped by ``service_dependency`` and
onset, each with its origin, the services it touches and its verified facts (``render.incidents``).
Exit codes (docs/cli.md): 0 an answer (with or without incidents), 1 no answer, 2 bad input.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from superbiz.cli._common import EXIT_FAILURE, EXIT_USAGE, esc, make_console, open_container
from superbiz.render.incidents import IncidentView, incidents_of

if TYPE_CHECKING:
    from superbiz.chat.events import ChatResult

__all__ = ["register", "scan_question", "scan_result"]

_VERIFIED = frozenset({"direct_observation", "reasonable_inference"})


def scan_question(hours: int | None) -> str:
    """The overview the scan asks (the window in the question, so the planner reads it like any other)."""
    return f"过去 {hours} 小时系统整体有哪些问题？" if hours else "现在系统整体有哪些问题？"


def scan_result(result: ChatResult) -> dict[str, Any]:
    """The incidents of a scan's answer, from its verified claims only."""
    claims = [c for c in (*result.confirmed, *result.to_confirm) if c.verification in _VERIFIED]
    incidents = incidents_of((c.claim_id, c.claim_type, c.claim_text) for c in claims)
    return {"session_id": result.session_id, "verdict": result.verdict,
            "incidents": [i.model_dump(mode="json") for i in incidents], "gaps": list(result.gaps)}


def _print(result: dict[str, Any]) -> None:
    console = make_console()
    incidents = [IncidentView.model_validate(i) for i in result["incidents"]]
    if not incidents:
        console.print("没有发现异常事件（所查窗口内没有触发中的告警或异常日志），或证据未能核验。")
    for inc in incidents:
        touched = f"  涉及 {esc('、'.join(inc.services))}" if len(inc.services) > 1 else ""
        console.print(f"[bold]事件 {inc.rank}[/bold]  源头 [bold]{esc(inc.origin)}[/bold]{touched}")
        for text in inc.inferences:
            console.print(f"  〔推断〕{esc(text)}")
        for text in inc.facts:
            console.print(f"  • {esc(text)}")
    for gap in result["gaps"]:
        console.print(f"[yellow]证据缺口[/yellow] {esc(gap)}")
    console.print(f"\n[dim]{esc(result['verdict'])} · session {esc(result['session_id'])} · "
                  f"superbiz sessions show {esc(result['session_id'])}[/dim]")


def scan(
    hours: Annotated[int | None, typer.Option("--hours", help="Look back this many hours (default: the last hour).")]
    = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
    user: Annotated[str, typer.Option("--user", help="User id the session belongs to.")] = "scan",
    config: Annotated[Path | None, typer.Option("--config", help="YAML config file.")] = None,
) -> None:
    """Scan every service for what is wrong now: incidents by dependency and onset, most severe first.

    Exit status: 0 answered, 1 no answer, 2 bad input.
    """
    if hours is not None and not 1 <= hours <= 14 * 24:
        make_console(stderr=True).print("[red]error:[/red] --hours must be between 1 and 336")
        raise typer.Exit(EXIT_USAGE)
    from superbiz.chat.service import ChatService

    with open_container(config) as container:
        try:
            result = ChatService(container).ask(scan_question(hours), user_id=user)  # type: ignore[arg-type]
        except RuntimeError as exc:
            make_console(stderr=True).print(f"[red]error:[/red] {esc(exc)}")
            raise typer.Exit(EXIT_FAILURE) from exc
    if result.error and not result.answer:
        make_console(stderr=True).print(f"[red]error:[/red] {esc(result.error)}")
        raise typer.Exit(EXIT_FAILURE)
    out = scan_result(result)
    if as_json:
        print(json.dumps(out, ensure_ascii=False, indent=2))
    else:
        _print(out)


def register(app: typer.Typer) -> None:
    """Add ``superbiz scan``."""
    app.command("scan")(scan)
