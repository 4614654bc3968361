"""A peer certificate's days-remaining metric tells the certificate incident's story: at or above zero before the
certificate expired, below zero while it was expired, about 90 days (a renewed certificate) from the incident's end
on, and still below zero at "now" while the incident goes on — so "is it healthy now?" after a resolved certificate
incident is not contradicted by the data."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sqlalchemy import select

from superbiz.sources.world import metric_sample_table
from superbiz.sources.worldgen import DEV_WORLDS, build_world, world_spec

_CERT_WORLDS = [w for w in DEV_WORLDS if any(i.kind == "certificate" for i in world_spec(w).incidents)]


def _utc(ts: datetime) -> datetime:
    return ts.astimezone(UTC).replace(tzinfo=None)


@pytest.mark.parametrize("name", _CERT_WORLDS)
def test_days_remaining_is_negative_while_expired_and_renewed_after_the_incident(name: str, tmp_path: Path) -> None:
    spec = world_spec(name)
    world = build_world(name, f"sqlite:///{tmp_path / name}.db")
    try:
        with world.engine.connect() as conn:
            rows = conn.execute(select(metric_sample_table).where(
                metric_sample_table.c.metric == spec.vocab.tls_days)).mappings().all()
    finally:
        world.dispose()
    incidents = [i for i in spec.incidents if i.kind == "certificate"]
    assert incidents
    for inc in incidents:
        series = sorted((r["ts"], r["value"]) for r in rows
                        if r["service"] == inc.service and json.loads(r["labels"]).get("peer") == inc.origin)
        assert series, f"{inc.id}: no {spec.vocab.tls_days} samples"
        start = _utc(inc.start)
        end = _utc(inc.end) if inc.end is not None else series[-1][0] + timedelta(seconds=1)
        assert all(v >= 0 for ts, v in series if ts < start)
        during = [v for ts, v in series if start + timedelta(minutes=1) <= ts < end]
        assert during and max(during) < 0, f"{inc.id}: not expired during the incident"
        after = [v for ts, v in series if ts >= end]
        if inc.end is None:
            assert series[-1][1] < 0, f"{inc.id}: ongoing, so still expired at the anchor"
        else:
            assert after and all(80 < v <= 90 for v in after), f"{inc.id}: not renewed after it ended"
