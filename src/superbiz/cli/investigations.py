"""``superbiz investigations list|show``: the investigations Alertmanager started (local, all users)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any, cast, get_args

import typer
from rich.table import Table

from superbiz.cli._common import EXIT_USAGE, VERDICT_STYLE, esc, make_console, settings_or_exit
from superbiz.errors import NotFoundError

__all__ = ["register"]


def _db(config: Path | None) -> Any:
    from superbiz.services.database import open_database

    return open_database(settings_or_exit(config))


def _alert_names(row: Any) -> str:
    return ", ".join(dict.fromkeys(str(a.get("labels", {}).get("alertname", "?")) for a in row.alerts))


def _show(row: Any) -> None:
    console = make_console()
    console.print(f"[bold]investigation {esc(row.id)}[/bold]  user={esc(row.user_id)} status={esc(row.status)} "
                  f"notifications={row.notifications}")
    console.print(f"alerts: {esc(_alert_names(row))}  fingerprints={esc(', '.join(row.fingerprints))}")
    console.print(f"group: {esc(row.group_key)}")
    console.print(f"question: {esc(row.question)}")
    if row.verdict:
        console.print(f"verdict: [{VERDICT_STYLE.get(row.verdict, 'bold')}] {esc(row.verdict)} [/] "
                      f"score={row.groundedness_score}  session={esc(row.session_id)}")
    if row.summary:
        console.print(f"\n{esc(row.summary)}")
    if row.followup_session_id:
        console.print(f"\n[bold]follow-up[/bold] ({esc(row.followup_verdict)}, session={esc(row.followup_session_id)}, "
                      f"closed {str(row.closed_at)[:19]}):\n{esc(row.followup_summary or '')}")
    if row.forward_status:
        console.print(f"[dim]forwarded: {esc(row.forward_status)}[/dim]")
    if row.error:
        console.print(f"[red]error: {esc(row.error)}[/red]")


def register(app: typer.Typer) -> None:
    inv_app = typer.Typer(help="Investigations started by Alertmanager notifications.", no_args_is_help=True,
                          rich_markup_mode=None)
    app.add_typer(inv_app, name="investigations")

    @inv_app.command("list")
    def list_(
        user: Annotated[str | None, typer.Option("--user", help="Only this user's investigations")] = None,
        status: Annotated[str | None, typer.Option("--status", help="queued|running|open|closing|closed|failed")
                          ] = None,
        limit: Annotated[int, typer.Option("--limit", min=1, max=1000)] = 20,
        as_json: Annotated[bool, typer.Option("--json")] = False,
        config: Annotated[Path | None, typer.Option("--config")] = None,
    ) -> None:
        """Newest investigations first."""
        from superbiz.services import investigations

        statuses = get_args(investigations.InvestigationStatus)
        if status is not None and status not in statuses:
            make_console(stderr=True).print(f"[red]error:[/red] --status must be one of {'|'.join(statuses)}")
            raise typer.Exit(EXIT_USAGE)
        rows = investigations.list_investigations(
            db=_db(config), user_id=user, status=cast("investigations.InvestigationStatus | None", status), limit=limit
        )
        if as_json:
            print(json.dumps([r.model_dump(mode="json") for r in rows], ensure_ascii=False, indent=2))
            return
        table = Table("investigation", "created", "status", "alerts", "verdict", "score", "notif.", "session")
        for r in rows:
            table.add_row(r.id, str(r.created_at)[:19], r.status, esc(_alert_names(r)[:40]), r.verdict or "",
                          "" if r.groundedness_score is None else f"{r.groundedness_score:.2f}",
                          str(r.notifications), r.session_id or "")
        make_console().print(table)

    @inv_app.command("show")
    def show(
        investigation_id: Annotated[str, typer.Argument()],
        as_json: Annotated[bool, typer.Option("--json")] = False,
        config: Annotated[Path | None, typer.Option("--config")] = None,
    ) -> None:
        """One investigation: alerts, question, verdict and summary, the follow-up, forwarding."""
        from superbiz.services import investigations

        try:
            row = investigations.get_investigation(db=_db(config), investigation_id=investigation_id, user_id=None)
        except NotFoundError as exc:
            make_console(stderr=True).print(f"[red]error:[/red] no investigation {esc(repr(investigation_id))}")
            raise typer.Exit(1) from exc
        if as_json:
            print(json.dumps(row.model_dump(mode="json"), ensure_ascii=False, indent=2))
        else:
            _show(row)
