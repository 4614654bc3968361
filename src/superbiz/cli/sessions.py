"""``superbiz sessions list|show``: the audit trail of past chats."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from superbiz.cli._common import VERDICT_STYLE, err_console, settings_or_exit

__all__ = ["register"]

console = Console()


def _db(config: Path | None) -> Any:
    from superbiz.store.db import Database

    return Database.from_settings(settings_or_exit(config))


def _show(detail: Any) -> None:
    s = detail.session
    console.print(f"[bold]session {s.id}[/bold]  user={s.user_id} status={s.status} rounds={s.rounds}")
    console.print(f"question: {s.query}")
    if s.verdict:
        console.print(
            f"verdict: [{VERDICT_STYLE.get(s.verdict, 'bold')}] {s.verdict} [/] "
            f"score={s.groundedness_score} output={s.output_type}"
        )
    ve = (s.self_evaluation or {}).get("verifier_evaluation") or {}
    gk = ve.get("gatekeeper_result") or {}
    if gk:
        console.print(f"gatekeeper: {gk.get('status')}/{gk.get('severity')} failed_rules={gk.get('failed_rules')}")
    for check in ve.get("claim_checks", []):
        console.print(f"  claim {check['claim_id']}: [bold]{check['verification']}[/bold] — {check['detail']}")
    rule = (s.self_evaluation or {}).get("rule_evaluation") or {}
    if rule:
        console.print(f"rule evaluation: evidence_score={rule.get('evidence_score')}")
    table = Table("id", "round", "tool", "ok", "args", title="tool invocations")
    for inv in detail.invocations:
        table.add_row(
            str(inv.id),
            str(inv.round),
            inv.tool_name,
            "✓" if inv.success else "✗",
            json.dumps(inv.arguments, ensure_ascii=False)[:80],
        )
    console.print(table)
    for step in detail.steps:
        console.print(f"[dim]R{step.round} {step.agent}: {step.thought}[/dim]")
    if s.final_answer:
        console.print(f"\n{s.final_answer}")
    if s.error:
        console.print(f"[red]error: {s.error}[/red]")


def register(app: typer.Typer) -> None:
    sessions_app = typer.Typer(help="List and inspect past chats (the audit trail).", no_args_is_help=True)
    app.add_typer(sessions_app, name="sessions")

    @sessions_app.command("list")
    def list_(
        user: Annotated[str | None, typer.Option("--user", help="Only this user's sessions")] = None,
        limit: Annotated[int, typer.Option("--limit", min=1, max=1000)] = 20,
        as_json: Annotated[bool, typer.Option("--json")] = False,
        config: Annotated[Path | None, typer.Option("--config")] = None,
    ) -> None:
        """Newest sessions first."""
        from superbiz.store import repository as repo

        db = _db(config)
        with db.session() as s:
            rows = repo.list_sessions(s, user_id=user, limit=limit)
        if as_json:
            print(json.dumps([r.model_dump(mode="json") for r in rows], ensure_ascii=False, indent=2))
            return
        table = Table("session", "created", "user", "verdict", "score", "output", "question")
        for r in rows:
            table.add_row(
                r.id,
                str(r.created_at)[:19],
                r.user_id,
                r.verdict or r.status,
                "" if r.groundedness_score is None else f"{r.groundedness_score:.2f}",
                r.output_type or "",
                r.query[:50],
            )
        console.print(table)

    @sessions_app.command("show")
    def show(
        session_id: Annotated[str, typer.Argument()],
        as_json: Annotated[bool, typer.Option("--json")] = False,
        config: Annotated[Path | None, typer.Option("--config")] = None,
    ) -> None:
        """Everything recorded for one session: claims and checks, invocations, steps, evaluations."""
        from superbiz.store import repository as repo

        db = _db(config)
        with db.session() as s:
            detail = repo.get_session_detail(s, session_id=session_id)
        if detail is None:
            err_console.print(f"[red]error:[/red] no session {session_id!r}")
            raise typer.Exit(1)
        if as_json:
            print(json.dumps(detail.model_dump(mode="json"), ensure_ascii=False, indent=2))
        else:
            _show(detail)
