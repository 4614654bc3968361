"""Causes of a queue consumer's trouble (opened wineroute and surfcast):

* "A backlog three hops from a slow database" (wineroute's courier handoff: its lines speak only of its topic, its
  Kafka queue is quiet, and the dependency it calls to process each message fails on a slow database): the cause
  runs through the consumer's own dependency, not the queue. On the dev world harbor, manifest-worker (spec
  scenario "manifest-backlog") is given a dependency on quote-engine, whose fare cache evicts from before the
  backlog (spec scenario "fare-cache-evictions"): the chain manifest-worker → quote-engine → fare-cache is named.
* "One service failing now from two overlapping causes" (surfcast's forecast runner: its database pool is
  exhausted AND the queue it reads is backlogged, the backlog's WARN code its own): both are named. On harbor,
  manifest-worker's database (booking-pg) drains its pool after the backlog began and manifest-worker's errors
  name it; the answer names the queue and the database.
* A dependency whose trouble began after the backlog (and that the consumer's own lines name) does not take the
  backlog over: the backlog stays on the queue.
The expected names come from the world's database by SQL."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

from sqlalchemy import Connection, create_engine, text

from superbiz.sources.worldgen import build_world
from tests.agents.world_chat import root_causes

_CONSUMER = "manifest-worker"


def _harbor(tmp: Path) -> str:
    url = f"sqlite:///{tmp / 'world.db'}"
    build_world("harbor", url).dispose()
    return url


def _one(conn: Connection, sql: str, **params: object) -> str:
    return str(conn.execute(text(sql), params).scalar_one())


def _depend(conn: Connection, service: str, dependency: str, kind: str) -> None:
    conn.execute(text("INSERT INTO service_dependency (service, depends_on, kind) VALUES (:s, :d, :k)"),
                 {"s": service, "d": dependency, "k": kind})


def test_a_backlog_runs_through_the_consumers_own_failing_dependency(tmp_path: Path) -> None:
    url = _harbor(tmp_path)
    engine = create_engine(url)
    with engine.begin() as conn:
        queue = _one(conn, "SELECT depends_on FROM service_dependency WHERE service = :s AND kind = 'kafka'",
                     s=_CONSUMER)
        _depend(conn, _CONSUMER, "quote-engine", "http")
        cache = _one(conn, "SELECT depends_on FROM service_dependency WHERE service = 'quote-engine' "
                     "AND kind = 'redis'")
        # the cache's trouble began before the consumer's backlog, and the consumer's lines never name it
        assert _one(conn, "SELECT min(ts) FROM log_record WHERE service = :c AND level = 'WARN'", c=cache) < _one(
            conn, "SELECT min(ts) FROM log_record WHERE service = :s AND level IN ('WARN', 'ERROR')", s=_CONSUMER)
        assert _one(conn, "SELECT count(*) FROM log_record WHERE service = :s AND message LIKE '%quote-engine%'",
                    s=_CONSUMER) == "0"
    engine.dispose()
    causes = root_causes(tmp_path, url, f"{_CONSUMER} 消息积压了，啥原因？")
    assert f"{_CONSUMER} → quote-engine → {cache}" in causes and queue not in causes, causes
    answer = root_causes(tmp_path, url, f"{_CONSUMER} 积压是不是跟 {cache} 有关？")
    assert f"很可能由 {cache} 引起" in answer, answer


def _pool_after_backlog(conn: Connection, minutes_before_end: int) -> tuple[str, str]:
    """booking-pg's pool drains from ``minutes_before_end`` before the consumer's last error (its own WARN lines),
    and the consumer's errors name it: (the queue, the database)."""
    queue = _one(conn, "SELECT depends_on FROM service_dependency WHERE service = :s AND kind = 'kafka'", s=_CONSUMER)
    db = _one(conn, "SELECT depends_on FROM service_dependency WHERE service = :s AND kind = 'postgres'", s=_CONSUMER)
    end = datetime.fromisoformat(_one(conn, "SELECT max(ts) FROM log_record WHERE service = :s AND level = 'ERROR'",
                                      s=_CONSUMER))
    for i in range(minutes_before_end):
        at = end - timedelta(minutes=minutes_before_end - i)
        conn.execute(text("INSERT INTO log_record (ts, service, level, trace_id, error_code, message) "
                          "VALUES (:t, :s, 'WARN', :tr, 'BPG-W09', 'client connections 195 close to max 200')"),
                     {"t": at, "s": db, "tr": f"invkdb{i:04d}"})
        for k in range(3):
            conn.execute(text("INSERT INTO log_record (ts, service, level, trace_id, error_code, message) VALUES "
                              "(:t, :s, 'ERROR', :tr, 'MFW-5391', :m)"),
                         {"t": at + timedelta(seconds=90 + 10 * k), "s": _CONSUMER, "tr": f"invkmw{i:04d}{k}",
                          "m": f"connection pool exhausted waiting for a connection to {db}"})
    return queue, db


def test_a_backlog_and_a_drained_pool_overlapping_are_both_named(tmp_path: Path) -> None:
    url = _harbor(tmp_path)
    engine = create_engine(url)
    with engine.begin() as conn:
        queue, db = _pool_after_backlog(conn, 30)
    engine.dispose()
    for question in (f"{_CONSUMER} 现在咋一直报错？", f"Why is {_CONSUMER} failing right now?"):
        causes = root_causes(tmp_path, url, question)
        assert queue in causes and db in causes and "重叠" in causes, (question, causes)


def test_a_dependency_failing_after_the_backlog_does_not_take_it_over(tmp_path: Path) -> None:
    url = _harbor(tmp_path)
    engine = create_engine(url)
    with engine.begin() as conn:
        queue, db = _pool_after_backlog(conn, 20)
    engine.dispose()
    causes = root_causes(tmp_path, url, f"{_CONSUMER} 消息积压是咋回事")
    assert queue in causes and f"{_CONSUMER} → {db}" not in causes, causes
