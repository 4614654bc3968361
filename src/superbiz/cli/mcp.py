"""``superbiz mcp``: superbiz as an MCP server over stdio (for IDEs and agents that launch MCP servers).

Stdout carries only the MCP protocol; logs go to stderr. The caller is the local user (``--user``): whoever
can start this process can read its database anyway. Over HTTP, ``superbiz serve`` serves the same tools at
``/mcp`` behind the API keys.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import Annotated

import typer

from superbiz.cli._common import open_container

__all__ = ["register"]


def _logs_to_stderr() -> None:
    import structlog

    structlog.configure(
        wrapper_class=structlog.make_filtering_bound_logger(logging.WARNING),
        logger_factory=structlog.PrintLoggerFactory(file=sys.stderr),
    )
    logging.basicConfig(stream=sys.stderr, level=logging.WARNING, force=True)


def mcp(
    config: Annotated[Path | None, typer.Option("--config", help="YAML configuration file.")] = None,
    user: Annotated[str, typer.Option(help="The user the sessions belong to.")] = "local",
) -> None:
    """Serve the MCP tools ask, verify and session over stdio."""
    from superbiz.api.mcp_server import build_mcp_server

    _logs_to_stderr()
    with open_container(config) as container:
        build_mcp_server(container, user=user).run("stdio")  # type: ignore[arg-type]  # a Container


def register(app: typer.Typer) -> None:
    """Add ``superbiz mcp``."""
    app.command("mcp")(mcp)
