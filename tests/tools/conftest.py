"""The demo world (generated once per session), a tool context at its anchor time, and the tool registry."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from superbiz.sources.demo import generate_demo_world
from superbiz.sources.world import World
from superbiz.tools.base import ToolContext, ToolRegistry
from superbiz.tools.registry import build_registry

ANCHOR = datetime(2026, 11, 28, 6, 0, tzinfo=UTC)


@pytest.fixture(scope="session")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[World]:
    path = tmp_path_factory.mktemp("tools-world") / "world.db"
    generate_demo_world(f"sqlite:///{path}")
    w = World.from_url(f"sqlite:///{path}")
    yield w
    w.dispose()


@pytest.fixture
def ctx(world: World) -> ToolContext:
    return ToolContext(sources={"world": world}, now=ANCHOR)


@pytest.fixture(scope="session")
def registry() -> ToolRegistry:
    return build_registry(include_knowledge=False)
