"""Shared CLI plumbing: consoles, escaping, exit codes by verdict, and the container opened once per command.

Everything printed through Rich that comes from data (questions, claims, paths, arguments, errors) goes through
``esc`` so brackets are shown, never eaten as markup. When stdout is not a terminal nothing is wrapped.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Literal

import typer
from rich.console import Console
from rich.markup import escape

from superbiz.cli import startup
from superbiz.errors import SuperbizError
from superbiz.settings import Settings, load_settings

__all__ = [
    "EXIT_BY_VERDICT",
    "EXIT_FAILURE",
    "EXIT_USAGE",
    "FAIL_ON_HELP",
    "VERDICT_STYLE",
    "FailOn",
    "err_console",
    "esc",
    "exit_code_for",
    "make_console",
    "open_container",
    "settings_or_exit",
]

VERDICT_STYLE = {"PASS": "bold white on green", "LOW_CONFID": "bold black on yellow", "REJECT": "bold white on red"}

#: Documented exit codes (docs/cli.md): 0 PASS, 3 LOW_CONFID, 4 REJECT; 1 the command failed; 2 bad usage/input.
EXIT_BY_VERDICT = {"PASS": 0, "LOW_CONFID": 3, "REJECT": 4}
EXIT_FAILURE = 1
EXIT_USAGE = 2
FAIL_ON_HELP = "Lowest verdict that exits non-zero: low_confid (3 or 4), reject (4), never."
FailOn = Literal["low_confid", "reject", "never"]
_FAIL_RANK = {"low_confid": 1, "reject": 2, "never": 3}
_VERDICT_RANK = {"PASS": 0, "LOW_CONFID": 1, "REJECT": 2}


def make_console(*, stderr: bool = False) -> Console:
    """A console that wraps at the terminal width on a terminal and never wraps into a pipe or a file."""
    stream = sys.stderr if stderr else sys.stdout
    if stream.isatty():
        return Console(stderr=stderr)
    return Console(stderr=stderr, soft_wrap=True, width=1000, highlight=False)


err_console = make_console(stderr=True)


def esc(value: Any) -> str:
    """``value`` as text that Rich prints literally (``[x]`` stays ``[x]``)."""
    return escape(str(value))


def exit_code_for(verdict: str, *, fail_on: FailOn) -> int:
    """0 unless ``verdict`` is at least as bad as ``fail_on``; then 3 for LOW_CONFID, 4 for REJECT."""
    rank = _VERDICT_RANK.get(verdict, 2)
    return EXIT_BY_VERDICT.get(verdict, 4) if rank >= _FAIL_RANK[fail_on] else 0


def settings_or_exit(config: Path | None) -> Settings:
    try:
        return load_settings(config)
    except (OSError, ValueError, SuperbizError) as exc:
        err_console.print(f"[red]error:[/red] invalid configuration: {esc(exc)}")
        raise typer.Exit(EXIT_USAGE) from exc


@contextmanager
def open_container(config: Path | None) -> Iterator[object]:
    from superbiz.container import build_container

    settings = settings_or_exit(config)
    try:
        with err_console.status("准备数据源（首次使用会生成演示数据与知识库）…"), startup.phase():
            container = build_container(settings)
    except SuperbizError as exc:
        err_console.print(f"[red]error:[/red] {esc(exc)}")
        raise typer.Exit(EXIT_FAILURE) from exc
    try:
        yield container
    finally:
        container.close()
