"""Shared plumbing of the world-backed evidence tools: the data source, database errors, number formatting."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from sqlalchemy.exc import SQLAlchemyError

from superbiz.sources.world import World
from superbiz.tools.base import ToolContext, ToolError

__all__ = ["format_value", "get_world", "run_on_world"]

T = TypeVar("T")


def get_world(ctx: ToolContext) -> World:
    world = ctx.sources.get("world")
    if not isinstance(world, World):
        raise ToolError("no incident data source is configured (ctx.sources['world'] is missing)")
    return world


def run_on_world(world: World, work: Callable[[World], T]) -> T:
    """Run ``work``; database failures become a ToolError the model can read."""
    try:
        return work(world)
    except SQLAlchemyError as exc:
        detail = str(getattr(exc, "orig", None) or exc).splitlines()[0][:200]
        raise ToolError(f"world database unavailable ({world.engine.url.render_as_string()}): {detail}") from exc


def _num(value: float) -> str:
    if value == int(value) and abs(value) < 1e12:
        return str(int(value))
    magnitude = abs(value)
    digits = 4 if magnitude < 1 else 3 if magnitude < 10 else 2 if magnitude < 1000 else 1
    return f"{value:.{digits}f}".rstrip("0").rstrip(".")


def format_value(value: float, metric: str) -> str:
    """A bounded rendering with units inferred from the metric name (bytes as GiB/MiB, seconds, percent)."""
    if metric.endswith("_bytes"):
        if abs(value) >= 1024**3:
            return f"{value / 1024**3:.2f}GiB"
        return f"{value / 1024**2:.1f}MiB"
    if "_seconds" in metric:
        return f"{_num(value)}s"
    if metric.endswith("_percent"):
        return f"{_num(value)}%"
    return _num(value)
