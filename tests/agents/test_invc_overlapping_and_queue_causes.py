"""Patterns "two overlapping causes" and "a backlog's queue as the cause" (opened busline: the ticket service's
errors came from an evicting cache AND a drained database pool, only one was named; the GPS ingest's backlog
sat on its Kafka queue, whose name the topic does not contain, and no cause was named at all).

* Overlapping causes: on the dev world harbor, quote-engine (spec scenario: its fare cache evicts) is given a
  second dependency, a database whose pool drains a little later, and errors that name it; the cause names both.
* Queue as cause: harbor's manifest-worker (spec scenario "manifest-backlog", topic shipment-events, origin
  shipment-bus): its records speak of the topic, not the queue; the queue it reads is named as the cause.
The expected names come from the world's database by SQL."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

from sqlalchemy import create_engine, text

from superbiz.sources.worldgen import build_world
from tests.agents.world_chat import root_causes

_SUBJECT, _DB = "quote-engine", "booking-pg"


def test_two_overlapping_dependency_causes_are_both_named(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'world.db'}"
    build_world("harbor", url).dispose()
    engine = create_engine(url)
    with engine.begin() as conn:
        cache = conn.execute(text("SELECT depends_on FROM service_dependency WHERE service = :s AND kind = 'redis'"),
                             {"s": _SUBJECT}).scalar_one()
        last = conn.execute(text("SELECT max(ts) FROM log_record WHERE service = :s AND level = 'ERROR'"),
                            {"s": _SUBJECT}).scalar_one()
        end = datetime.fromisoformat(str(last))
        conn.execute(text("INSERT INTO service_dependency (service, depends_on, kind) VALUES (:s, :d, 'postgres')"),
                     {"s": _SUBJECT, "d": _DB})
        for i in range(40):  # the database's pool fills from 40 minutes before the end, its caller's errors follow
            at = end - timedelta(minutes=40 - i)
            conn.execute(text("INSERT INTO log_record (ts, service, level, trace_id, error_code, message) "
                              "VALUES (:t, :s, 'WARN', :tr, 'BPG-W01', 'client connections 190 close to max 200')"),
                         {"t": at, "s": _DB, "tr": f"invcdb{i:04d}"})
            for k in range(3):
                conn.execute(text(
                    "INSERT INTO log_record (ts, service, level, trace_id, error_code, message) VALUES "
                    "(:t, :s, 'ERROR', :tr, 'QTE-5390', 'connection pool exhausted waiting for a connection to "
                    + _DB + "')"), {"t": at + timedelta(seconds=90 + 10 * k), "s": _SUBJECT, "tr": f"invcq{i:04d}{k}"})
    engine.dispose()
    causes = root_causes(tmp_path, url, f"Why is {_SUBJECT} throwing errors right now?")
    assert cache in causes and _DB in causes, causes


def test_a_backlog_names_the_queue_its_consumer_reads(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'world.db'}"
    build_world("harbor", url).dispose()
    engine = create_engine(url)
    with engine.connect() as conn:
        queue = conn.execute(text("SELECT depends_on FROM service_dependency WHERE service = 'manifest-worker' "
                                  "AND kind = 'kafka'")).scalar_one()
        topics = conn.execute(text("SELECT count(*) FROM log_record WHERE service = 'manifest-worker' "
                                   "AND message LIKE :q"), {"q": f"%{queue}%"}).scalar_one()
    engine.dispose()
    assert topics == 0  # the consumer's lines never name the queue: only its topic
    for question in ("manifest-worker 积压是啥原因", "manifest-worker 消息积压是咋回事"):
        causes = root_causes(tmp_path, url, question)
        assert queue in causes, (question, causes)
