"""A rolled-back deploy may be redeployed later: INFO lines only, no new errors; the spec refuses misuse."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from pydantic import ValidationError
from sqlalchemy import select

from superbiz.sources.world import World, log_record_table
from superbiz.sources.worldgen import IdFormats, IncidentSpec, ServiceSpec, WorldSpec, generate_world

_TZ = ZoneInfo("UTC")


def _at(hh: int, mm: int) -> datetime:
    return datetime(2030, 1, 2, hh, mm, tzinfo=_TZ)


def _spec(**deploy: object) -> WorldSpec:
    inc = IncidentSpec(id="bad", kind="deploy", service="api", start=_at(8, 0), end=_at(8, 20), error_rate=4,
                       error_code="API-500", version="2.0.0", previous_version="1.9.0", **deploy)  # type: ignore[arg-type]
    return WorldSpec(name="redeploy", title="t", seed=1, timezone="UTC", anchor=_at(12, 0), hours=6,
                     services=(ServiceSpec(name="api", team="t", description_zh="接口", description_en="api"),
                               ServiceSpec(name="other", team="t", description_zh="其他", description_en="other")),
                     ids=IdFormats(order="O{seq:5}", user="u{seq:4}", trace="{hex:16}"), order_service="api",
                     incidents=(inc,))


def test_a_redeploy_logs_its_rollout_without_errors(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'w.db'}"
    generate_world(_spec(redeployed=_at(10, 0), redeploy_version="2.0.1"), url)
    world = World.from_url(url)
    log = log_record_table.c
    with world.engine.connect() as conn:
        rows = list(conn.execute(select(log.ts, log.level, log.message).where(log.service == "api", log.level != "INFO")
                                 .order_by(log.ts)))
        info = [m for (m,) in conn.execute(select(log.message).where(log.message.like("deployment%"))
                                            .order_by(log.ts))]
    world.dispose()
    assert rows and max(ts for ts, _, _ in rows) < datetime(2030, 1, 2, 8, 21)
    assert info == ["deployment started: rolling out version 2.0.0 (from 1.9.0)",
                    "deployment started: rolling out version 2.0.1 (from 1.9.0)",
                    "deployment completed: version 2.0.1 serving 100% of traffic"]


@pytest.mark.parametrize("bad", [{"redeployed": _at(8, 10)}, {"redeployed": _at(12, 30)},
                                 {"redeployed": datetime(2030, 1, 2, 10, 0)}])
def test_a_redeploy_must_follow_the_rollback_and_precede_the_anchor(bad: dict[str, object]) -> None:
    with pytest.raises(ValidationError):
        _spec(**bad)
