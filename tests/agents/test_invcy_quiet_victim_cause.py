"""Issue 10 pattern "a cause asked of an application that itself logs nothing wrong while its dependencies fail"
(opened snowplow: "dispatch console can't get plows assigned since around 7am, root cause?" of a console with no
WARN/ERROR line, its assignment service failing on a route optimiser whose cache evicts): the quiet subject's
direct dependencies are looked at, and the chain is walked from the anomalous one to the origin. When the
anomalous dependencies lead to different origins, nothing is inferred (a gap, not a guess). Checked on the dev
world harbor (edge-proxy → booking-api → quote-engine → fare-cache); the origin comes from the database by SQL."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import create_engine, text

from superbiz.sources.worldgen import build_world
from tests.agents.world_chat import root_causes, sql_text

_QUESTION = "people going through the edge proxy have been stuck since about 2pm today, what's the root cause?"
_CACHE = "SELECT depends_on FROM service_dependency WHERE service = 'quote-engine' AND kind = 'redis'"


def _world(tmp: Path) -> str:
    url = f"sqlite:///{tmp / 'world.db'}"
    build_world("harbor", url).dispose()
    return url


def test_a_quiet_subject_s_failing_dependency_leads_to_the_origin(tmp_path: Path) -> None:
    url = _world(tmp_path)
    quiet = sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'edge-proxy' AND level IN ('WARN', 'ERROR')")
    assert quiet == "0"
    causes = root_causes(tmp_path, url, _QUESTION)
    origin = sql_text(url, _CACHE)
    assert f"edge-proxy → booking-api → quote-engine → {origin}" in causes, causes
    assert "推断" in causes


def test_a_quiet_subject_s_dependencies_leading_to_two_origins_infer_nothing(tmp_path: Path) -> None:
    url = _world(tmp_path)
    engine = create_engine(url)
    with engine.begin() as conn:  # the subject's other dependency fails on its own at the same time
        first = conn.execute(text("SELECT min(ts) FROM log_record WHERE service = 'booking-api' AND ts >= "
                                  "(SELECT min(ts) FROM log_record WHERE service = 'fare-cache')")).scalar()
        conn.execute(text("INSERT INTO log_record (ts, service, level, trace_id, error_code, message) "
                          "SELECT ts, 'tracking-api', 'ERROR', trace_id, 'TRK-5999', 'unhandled exception in handler' "
                          "FROM log_record WHERE service = 'booking-api' AND level = 'ERROR' AND ts >= :t"),
                     {"t": first})
    engine.dispose()
    causes = root_causes(tmp_path, url, _QUESTION)
    assert sql_text(url, _CACHE) not in causes and "tracking-api" not in causes, causes
