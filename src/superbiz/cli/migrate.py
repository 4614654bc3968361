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
    from superbiz.store.db import Database
    from superbiz.store.migrate import current_revision, upgrade

    settings = settings_or_exit(config)
    try:
        db = Database.from_settings(settings, migrate=False)
        before = current_revision(db)
        upgrade(db)
        after = current_revision(db)
        db.dispose()
    except SuperbizError as exc:
        err_console.print(f"[red]error:[/red] {esc(exc)}")
        raise typer.Exit(1) from exc
    where = db.url.render_as_string(hide_password=True)
    change = "already at" if before == after else f"migrated from {before or 'an empty database'} to"
    typer.echo(f"{where}: {change} {after}")


def register(app: typer.Typer) -> None:
    """Add ``migrate`` to ``app``."""
    app.command("migrate")(migrate)
