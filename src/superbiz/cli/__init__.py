"""The ``superbiz`` command line. The only package (with ``api``) that formats for people.

Each sub-module owns its commands and exposes ``register(app)``. Exit codes are documented in docs/cli.md.
"""

from __future__ import annotations

from typing import Annotated

import typer

from superbiz import __version__
from superbiz.cli import ask, demo, evalcmd, investigations, kb, migrate, scan, serve, sessions, startup, verify
from superbiz.cli import mcp as mcp_cmd

__all__ = ["app", "main"]

app = typer.Typer(
    name="superbiz",
    help="Evidence-gated operations diagnosis: answers only what checked evidence supports.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)


def _print_version(value: bool) -> None:
    if value:
        typer.echo(f"superbiz {__version__}")
        raise typer.Exit(0)


@app.callback()
def _root(
    version: Annotated[
        bool, typer.Option("--version", help="Print the version and exit.", callback=_print_version, is_eager=True)
    ] = False,
) -> None:
    """Evidence-gated operations diagnosis: answers only what checked evidence supports."""


for _module in (verify, demo, kb, ask, scan, sessions, serve, evalcmd, investigations, mcp_cmd, migrate):
    _module.register(app)


def main() -> None:
    startup.one_shot()
    startup.done()  # what importing the commands made (``python -m superbiz`` paused the collector for it)
    app()
