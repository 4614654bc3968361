"""``superbiz demo``: (re)create the embedded demo world and print what it holds."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import typer

from superbiz.cli._common import esc, make_console, settings_or_exit

if TYPE_CHECKING:
    from rich.table import Table

    from superbiz.sources.world import World

__all__ = ["register"]


def _counts_table(world: World, seconds: float | None) -> Table:
    from rich.table import Table
    from sqlalchemy import func, select

    from superbiz.sources.world import alert_table, log_record_table, metric_sample_table, orders_table

    catalog = world.catalog()
    table = Table(title="demo world", show_header=True)
    table.add_column("what")
    table.add_column("count", justify="right")
    with world.engine.connect() as conn:
        for label, t in (("log records", log_record_table), ("metric samples", metric_sample_table),
                         ("alerts", alert_table), ("orders", orders_table)):
            table.add_row(label, f"{conn.execute(select(func.count()).select_from(t)).scalar_one():,}")
    table.add_row("services", str(len(catalog.services)))
    table.add_row("alert names", str(len(catalog.alert_names)))
    table.add_row("error codes", str(len(catalog.error_codes)))
    if catalog.anchor_time:
        table.add_row("anchor time (now)", catalog.anchor_time.strftime("%Y-%m-%dT%H:%M:%SZ"))
    if seconds is not None:
        table.add_row("generated in", f"{seconds:.2f}s")
    return table


def demo(
    force: bool = typer.Option(False, "--force", help="Regenerate even if the world already exists."),
    config: Path | None = typer.Option(None, "--config", help="YAML config file."),
) -> None:
    """Create the embedded demo world (four incidents, healthy controls) at the configured world URL."""
    from superbiz.sources.demo import generate_demo_world
    from superbiz.sources.world import World

    console = make_console()
    settings = settings_or_exit(config)
    url = settings.world_db_url
    world = World.from_url(url, create=True)
    seconds = None
    if world.is_populated() and not force:
        console.print(f"[green]demo world already exists[/] at {esc(url)} (use --force to regenerate)")
    else:
        with console.status("generating demo world…") as status:
            stats = generate_demo_world(world.engine, progress=lambda stage: status.update(f"writing {stage}…"))
        world.refresh()
        seconds = stats.seconds
        console.print(f"[green]demo world created[/] at {esc(url)}")
    console.print(_counts_table(world, seconds))
    world.dispose()


def register(app: typer.Typer) -> None:
    """Add ``superbiz demo``."""
    app.command("demo")(demo)
