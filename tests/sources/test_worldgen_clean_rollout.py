"""A deploy with ``rollout_ok``: the rollout went fine (start and completion lines, no errors, alerts or effects)."""

from __future__ import annotations

import random
from datetime import UTC, datetime

import pytest

from superbiz.sources.worldgen.ids import IdMaker
from superbiz.sources.worldgen.incidents import incident_data
from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, WorldSpec


def _at(hh: int, mm: int) -> datetime:
    return datetime(2026, 3, 4, hh, mm, tzinfo=UTC)


def _world(inc: IncidentSpec) -> WorldSpec:
    return WorldSpec(name="tiny", title="tiny", seed=1, timezone="UTC", anchor=_at(12, 0),
                     services=(ServiceSpec(name="web-api", team="t", description_zh="网站", description_en="web"),),
                     ids=IdFormats(order="O{seq:5}", user="U{seq:4}", trace="{hex:16}"), order_service="web-api",
                     incidents=(inc,))


def test_clean_rollout_writes_start_and_completion_only() -> None:
    inc = IncidentSpec(id="ok-deploy", kind="deploy", service="web-api", start=_at(9, 0), end=_at(9, 12),
                       error_rate=0, version="2.0.0", previous_version="1.9.9", rollout_ok=True)
    world = _world(inc)
    data = incident_data(world, inc, random.Random(1), IdMaker(world.ids.trace, random.Random(2)))
    assert [(row[2], row[5].split(":")[0]) for row in data.logs] == [
        ("INFO", "deployment started"), ("INFO", "deployment completed")]
    assert data.logs[-1][0] == datetime(2026, 3, 4, 9, 12)
    assert not data.alerts and not data.effects


def test_failed_deploy_is_unchanged_by_default() -> None:
    inc = IncidentSpec(id="bad-deploy", kind="deploy", service="web-api", start=_at(9, 0), end=_at(9, 12),
                       error_rate=3, error_code="W-500", version="2.0.0", previous_version="1.9.9")
    world = _world(inc)
    data = incident_data(world, inc, random.Random(1), IdMaker(world.ids.trace, random.Random(2)))
    assert any(row[2] == "ERROR" for row in data.logs) and data.alerts
    assert data.logs[-1][5].startswith("rollback completed")


def test_rollout_ok_needs_a_deploy_that_ended() -> None:
    with pytest.raises(ValueError, match="rollout_ok"):
        IncidentSpec(id="x", kind="deploy", service="web-api", start=_at(9, 0), version="2", previous_version="1",
                     rollout_ok=True)
    with pytest.raises(ValueError, match="rollout_ok"):
        IncidentSpec(id="y", kind="blip", service="web-api", start=_at(9, 0), end=_at(9, 5), rollout_ok=True)
