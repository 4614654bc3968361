"""``superbiz sessions list|show|prune``: the audit trail of past chats, and its retention.

Ids are printed whole; ``show`` accepts any unique prefix of one (an ambiguous prefix lists the candidates), or
``latest`` for the newest session.
Invocations are numbered per session (#1, #2 …); the database id stays beside it and in ``--json``.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from superbiz.cli._common import EXIT_FAILURE, EXIT_USAGE, VERDICT_STYLE, esc, make_console, settings_or_exit
from superbiz.errors import AmbiguousReference, NotFoundError
from superbiz.lazy_re import regex

__all__ = ["register", "resolve_session_id"]


def _db(config: Path | None) -> Any:
    from superbiz.services.database import open_database

    return open_database(settings_or_exit(config))


def resolve_session_id(db: Any, text: str) -> str:
    """The one session id equal to or starting with ``text`` (or ``latest``); exits 1 (none) or 2 (ambiguous,
    too short) with the reason on stderr."""
    from superbiz.services import sessions

    err = make_console(stderr=True)
    try:
        return sessions.resolve_session_id(db=db, text=text)
    except NotFoundError as exc:
        hint = "" if text.strip() == sessions.LATEST else " (see `superbiz sessions list`)"
        err.print(f"[red]error:[/red] {esc(exc)}{hint}")
        raise typer.Exit(EXIT_FAILURE) from exc
    except AmbiguousReference as exc:
        err.print(f"[red]error:[/red] {esc(exc)}")
        for candidate in exc.candidates:
            err.print(f"  {esc(candidate)}", soft_wrap=True)
        raise typer.Exit(EXIT_USAGE) from exc


def _checks(console: Console, s: Any) -> None:
    ve = (s.self_evaluation or {}).get("verifier_evaluation") or {}
    gk = ve.get("gatekeeper_result") or {}
    if gk:
        rules = ", ".join(gk.get("failed_rules") or []) or "none"
        console.print(f"gatekeeper: {esc(gk.get('status'))}/{esc(gk.get('severity'))} failed_rules={esc(rules)}")
    for check in ve.get("claim_checks", []):
        console.print(
            f"  claim {esc(check.get('claim_id'))}: [bold]{esc(check.get('verification'))}[/bold] — "
            f"{esc(check.get('detail'))}"
        )
    rule = (s.self_evaluation or {}).get("rule_evaluation") or {}
    if rule:
        console.print(f"rule evaluation: evidence_score={esc(rule.get('evidence_score'))}")


def _invocations(console: Console, detail: Any) -> None:
    table = Table("#", "db id", "round", "tool", "status", "ms", "args", title="tool invocations")
    for number, inv in enumerate(sorted(detail.invocations, key=lambda i: i.id), start=1):
        mark = {"ok": "✓", "no_data": "∅ 无数据", "error": "✗"}.get(inv.status, inv.status)
        table.add_row(
            f"#{number}", str(inv.id), str(inv.round), esc(inv.tool_name), mark, f"{inv.duration_ms:.1f}",
            esc(json.dumps(inv.arguments, ensure_ascii=False)),
        )
    console.print(table)


def _show(console: Console, detail: Any) -> None:
    s = detail.session
    console.print(f"[bold]session {esc(s.id)}[/bold]  user={esc(s.user_id)} status={esc(s.status)} rounds={s.rounds}")
    console.print(f"question: {esc(s.query)}")
    if s.verdict:
        console.print(
            f"verdict: [{VERDICT_STYLE.get(s.verdict, 'bold')}] {esc(s.verdict)} [/] "
            f"score={esc(s.groundedness_score)} output={esc(s.output_type)}"
        )
    _checks(console, s)
    _invocations(console, detail)
    for step in detail.steps:
        console.print(f"[dim]R{step.round} {esc(step.agent)}: {esc(step.thought)}[/dim]")
    if s.final_answer:
        console.print()
        console.print(s.final_answer, markup=False, highlight=False)
    if s.error:
        console.print(f"[red]error: {esc(s.error)}[/red]")


def register(app: typer.Typer) -> None:
    sessions_app = typer.Typer(
        help="List and inspect past chats (the audit trail).", no_args_is_help=True, rich_markup_mode=None
    )
    app.add_typer(sessions_app, name="sessions")

    @sessions_app.command("list")
    def list_(
        user: Annotated[str | None, typer.Option("--user", help="Only this user's sessions.")] = None,
        limit: Annotated[int, typer.Option("--limit", min=1, max=1000)] = 20,
        as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
        config: Annotated[Path | None, typer.Option("--config", help="YAML config file.")] = None,
    ) -> None:
        """Newest sessions first, with whole ids."""
        from superbiz.services import sessions

        rows = sessions.list_sessions(db=_db(config), user_id=user, limit=limit)
        if as_json:
            print(json.dumps([r.model_dump(mode="json") for r in rows], ensure_ascii=False, indent=2))
            return
        table = Table()
        table.add_column("session", no_wrap=True, min_width=32)
        for header in ("created", "user", "verdict", "score", "output", "question"):
            table.add_column(header, no_wrap=header != "question")
        for r in rows:
            table.add_row(
                r.id, str(r.created_at)[:19], esc(r.user_id), esc(r.verdict or r.status),
                "" if r.groundedness_score is None else f"{r.groundedness_score:.2f}",
                esc(r.output_type or ""), esc(r.query[:50]),
            )
        make_console().print(table)

    _register_prune(sessions_app)

    @sessions_app.command("show")
    def show(
        session_id: Annotated[str, typer.Argument(help="A session id, any unique prefix of one, or 'latest'.")],
        as_json: Annotated[bool, typer.Option("--json", help="Print JSON (database ids).")] = False,
        config: Annotated[Path | None, typer.Option("--config", help="YAML config file.")] = None,
    ) -> None:
        """Everything recorded for one session: claims and checks, invocations, steps, evaluations."""
        from superbiz.services import sessions

        db = _db(config)
        full_id = resolve_session_id(db, session_id)
        try:
            detail = sessions.session_detail(db=db, session_id=full_id, user_id=None)
        except NotFoundError as exc:  # deleted between the two reads
            make_console(stderr=True).print(f"[red]error:[/red] no session {esc(repr(full_id))}")
            raise typer.Exit(EXIT_FAILURE) from exc
        if as_json:
            print(json.dumps(detail.model_dump(mode="json"), ensure_ascii=False, indent=2))
        else:
            _show(make_console(), detail)


_AGE = regex(r"^\s*(\d+)\s*([hdw])\s*$")
_UNIT = {"h": timedelta(hours=1), "d": timedelta(days=1), "w": timedelta(weeks=1)}


def prune_cutoff(*, older_than: str | None, before: str | None, now: datetime) -> datetime:
    """The cutoff of ``prune``: ``now`` minus an age (``90d``, ``12h``, ``4w``), or a date/time (ISO 8601; without
    an offset it is UTC). Exactly one of the two; a :class:`typer.BadParameter` otherwise."""
    if (older_than is None) == (before is None):
        raise typer.BadParameter("give exactly one of --older-than and --before")
    if older_than is not None:
        match = _AGE.match(older_than)
        if match is None or int(match.group(1)) < 1:
            raise typer.BadParameter(f"--older-than {older_than!r}: use a positive age like 90d, 12h or 4w")
        return now - int(match.group(1)) * _UNIT[match.group(2)]
    assert before is not None
    try:
        cutoff = datetime.fromisoformat(before.strip())
    except ValueError as exc:
        raise typer.BadParameter(f"--before {before!r}: use an ISO date or time like 2026-09-01") from exc
    return cutoff.replace(tzinfo=UTC) if cutoff.tzinfo is None else cutoff


def _register_prune(sessions_app: typer.Typer) -> None:
    @sessions_app.command("prune")
    def prune(
        older_than: Annotated[str | None, typer.Option("--older-than", help="Age: 90d, 12h, 4w.")] = None,
        before: Annotated[str | None, typer.Option("--before", help="ISO date/time (UTC unless it says).")] = None,
        dry_run: Annotated[bool, typer.Option("--dry-run", help="Count only; delete nothing.")] = False,
        vacuum: Annotated[bool, typer.Option("--vacuum", help="SQLite: give freed space back (VACUUM).")] = False,
        as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
        config: Annotated[Path | None, typer.Option("--config", help="YAML config file.")] = None,
    ) -> None:
        """Delete whole conversations, sessions and finished investigations that ended before a cutoff.

        A conversation goes only when all of it is older; running chats, open investigations and the sessions
        they cite stay. Run it from cron or a Kubernetes CronJob; a second run finds nothing to do."""
        from superbiz.services import sessions

        cutoff = prune_cutoff(older_than=older_than, before=before, now=datetime.now(UTC))
        counts = sessions.prune_history(db=_db(config), before=cutoff, dry_run=dry_run, vacuum=vacuum)
        if as_json:
            print(json.dumps({"before": cutoff.isoformat(), "dry_run": dry_run, "deleted": counts.as_dict()}))
            return
        verb = "would delete" if dry_run else "deleted"
        parts = ", ".join(f"{n} {name.replace('_', ' ')}" for name, n in counts.as_dict().items())
        make_console().print(f"{verb} (ended before {cutoff.isoformat()}): {parts}")
