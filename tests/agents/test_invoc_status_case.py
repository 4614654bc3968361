"""invOC (stop 49): a status counted as the data spells it, whatever case the question or the plan gives it."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import text

from superbiz.sources.demo import generate_demo_world
from superbiz.sources.world import World
from superbiz.tools.base import ToolContext
from superbiz.tools.registry import build_registry


@pytest.fixture(scope="module")
def lower_world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[World]:
    path: Path = tmp_path_factory.mktemp("invoc-world") / "world.db"
    generate_demo_world(f"sqlite:///{path}")
    w = World.from_url(f"sqlite:///{path}")
    with w.engine.begin() as conn:  # a world that spells its statuses in lower case
        conn.execute(text("UPDATE orders SET status = lower(status)"))
    yield w
    w.dispose()


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("asked", ["payment_timeout", "PAYMENT_TIMEOUT"])
def test_a_lower_case_status_is_counted_in_either_case(lower_world: World, asked: str) -> None:
    """sporelab-courier-refused-count, sporelab-fu-status-count, sporelab-zh-intake-crashed-count: the world's
    statuses are lower case ("courier_refused"); the records query upper-cased the status and counted 0."""
    ctx = ToolContext(sources={"world": lower_world}, now=datetime(2026, 11, 28, 6, 0, tzinfo=UTC))
    result = build_registry(include_knowledge=False).invoke("query_order", {"status": asked, "limit": 3}, ctx)
    total = result.data["total"]
    assert total > 50
    assert result.data["counts_by_status"] == {"payment_timeout": total}
    assert "status=payment_timeout " in next(r.text for r in result.evidence_refs if r.raw_path == "summary")
