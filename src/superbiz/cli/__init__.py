"""The ``superbiz`` command line. The only package (with ``api``) that formats for people.

Each sub-module owns its commands and exposes ``register(app)``.
"""

from __future__ import annotations

import typer

from superbiz.cli import ask, demo, evalcmd, investigations, kb, migrate, serve, sessions, verify
from superbiz.cli import mcp as mcp_cmd

__all__ = ["app", "main"]

app = typer.Typer(
    name="superbiz",
    help="Evidence-gated operations diagnosis: answers only what checked evidence supports.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

for _module in (verify, demo, kb, ask, sessions, serve, evalcmd, investigations, mcp_cmd, migrate):
    _module.register(app)


def main() -> None:
    app()
