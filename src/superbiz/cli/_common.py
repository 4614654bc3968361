"""Shared CLI plumbing: settings and the container, opened once per command with a clear error."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import typer
from rich.console import Console

from superbiz.errors import SuperbizError
from superbiz.settings import Settings, load_settings

__all__ = ["VERDICT_STYLE", "err_console", "open_container", "settings_or_exit"]

err_console = Console(stderr=True)
VERDICT_STYLE = {"PASS": "bold white on green", "LOW_CONFID": "bold black on yellow", "REJECT": "bold white on red"}


def settings_or_exit(config: Path | None) -> Settings:
    try:
        return load_settings(config)
    except (OSError, ValueError, SuperbizError) as exc:
        err_console.print(f"[red]error:[/red] invalid configuration: {exc}")
        raise typer.Exit(2) from exc


@contextmanager
def open_container(config: Path | None) -> Iterator[object]:
    from superbiz.container import build_container

    settings = settings_or_exit(config)
    try:
        with err_console.status("准备数据源（首次使用会生成演示数据与知识库）…"):
            container = build_container(settings)
    except SuperbizError as exc:
        err_console.print(f"[red]error:[/red] {exc}")
        raise typer.Exit(1) from exc
    try:
        yield container
    finally:
        container.close()
