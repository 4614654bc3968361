"""``superbiz migrate``: bring the application database to the newest schema, once, and exit.

For a deployment's migration job (Compose service, Kubernetes Job) that runs before the replicas start.
Replicas also migrate at start-up under the same lock (``superbiz.store.migrate.schema_lock``), so running
this first is an optimisation and an explicit step, not a requirement.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from superbiz.cli._common import err_console, esc, settings_or_exit
from superbiz.errors import SuperbizError

__all__ = ["register"]


def migrate(
    config: Annotated[Path | None, typer.Option("--config", help="YAML configuration file.")] = None,
) -> None:
    """Migrate the database of ``database_url`` (default: the SQLite file in the home) to the newest schema."""
    from superbiz.services.database import migrate as migrate_database

    settings = settings_or_exit(config)
    try:
        done = migrate_database(settings=settings)
    except SuperbizError as exc:
        err_console.print(f"[red]error:[/red] {esc(exc)}")
        raise typer.Exit(1) from exc
    change = "already at" if done.before == done.after else f"migrated from {done.before or 'an empty database'} to"
    typer.echo(f"{done.where}: {change} {done.after}")


def register(app: typer.Typer) -> None:
    """Add ``migrate`` to ``app``."""
    app.command("migrate")(migrate)
