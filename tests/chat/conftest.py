"""A chat container over the demo world in a per-module SUPERBIZ_HOME (the world is generated once per module)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from superbiz.container import Container, build_container
from superbiz.settings import Settings, load_settings


def make_settings(home: Path, **overrides: object) -> Settings:
    return load_settings(None, home=home, **overrides)


@pytest.fixture(scope="session")
def shared_world_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    """One generated demo world file shared by every chat test (read-only for them)."""
    from superbiz.sources.demo import generate_demo_world

    path = tmp_path_factory.mktemp("world") / "world.db"
    url = f"sqlite:///{path}"
    generate_demo_world(url)
    return url


@pytest.fixture()
def offline_container(tmp_path: Path, shared_world_url: str) -> Iterator[Container]:
    settings = make_settings(tmp_path, sources={"world_url": shared_world_url})
    container = build_container(settings)
    yield container
    container.close()
