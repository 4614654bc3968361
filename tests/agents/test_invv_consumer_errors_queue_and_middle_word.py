"""Patterns "a consumer's errors whose every record is about its topic" and "a middle word a database and an
application both carry" (opened kelpnet and saguaro: "What's causing the pen sensor ingest errors rn?" and
"昨晚发电遥测接入出啥事了" named the consumer's backlog but not the queue it reads, since only a backlog word in the
question placed it there; "账单服务" for an application described "客户账单与收款" beside its database "账单数据库"
named no service, so every current incident was listed).

* Queue as cause for an errors question: harbor's manifest-worker (spec scenario "manifest-backlog", topic
  shipment-events, origin shipment-bus): its records speak of the topic only; asked about its errors (by name or by its
  English description) or about what happened, the queue it reads is named — not for two windows' errors compared,
  and not once the consumer also holds a record that is not about its topic (the backlog is then not all there is).
* Middle word: stagecast's catalog-svc ("节目目录服务", spec scenario "catalog-pool") beside catalog-pg ("目录数据库"):
  "目录系统" names the application, whose pool-exhaustion cause leads to the database.
The expected names come from the world's database by SQL."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

from sqlalchemy import create_engine, text

from superbiz.agents.question import learn_aliases, match_services
from superbiz.sources.worldgen import build_world
from tests.agents.world_chat import root_causes


def _queue_of(url: str, service: str) -> str:
    engine = create_engine(url)
    with engine.connect() as conn:
        queue = conn.execute(text("SELECT depends_on FROM service_dependency WHERE service = :s AND kind = 'kafka'"),
                             {"s": service}).scalar_one()
    engine.dispose()
    return str(queue)


def test_a_consumers_errors_all_about_its_topic_name_the_queue_it_reads(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'world.db'}"
    build_world("harbor", url).dispose()
    queue = _queue_of(url, "manifest-worker")
    for question in ("What's causing the manifest builder errors rn?", "manifest-worker 咋一直报错",
                     "舱单生成这会儿出啥事了"):
        causes = root_causes(tmp_path, url, question)
        assert queue in causes and "manifest-worker" in causes, (question, causes)
    #: two windows' errors set against each other ask no cause: the queue is not placed there
    causes = root_causes(tmp_path, url, "manifest-worker - more errors in the last 20 min than in the 20 min before?")
    assert queue not in causes, causes


def test_a_consumer_with_another_kind_of_error_is_not_placed_on_its_queue(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'world.db'}"
    build_world("harbor", url).dispose()
    queue = _queue_of(url, "manifest-worker")
    engine = create_engine(url)
    with engine.begin() as conn:
        last = conn.execute(text("SELECT max(ts) FROM log_record WHERE service = 'manifest-worker' "
                                 "AND level = 'ERROR'")).scalar_one()
        end = datetime.fromisoformat(str(last))
        for i in range(30):  # an error of its own, not about the topic it reads, through the last half hour
            conn.execute(text("INSERT INTO log_record (ts, service, level, trace_id, error_code, message) VALUES "
                              "(:t, 'manifest-worker', 'ERROR', :tr, 'MFW-5999', "
                              "'unhandled exception in template renderer: NullPointerException')"),
                         {"t": end - timedelta(minutes=30 - i), "tr": f"invv{i:04d}"})
    engine.dispose()
    causes = root_causes(tmp_path, url, "manifest-worker 咋一直报错")
    assert queue not in causes, causes
    #: a backlog word still asks the backlog's cause: the queue is named
    assert queue in root_causes(tmp_path, url, "manifest-worker 积压是啥原因")


def test_a_middle_word_beside_its_database_names_the_application(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'world.db'}"
    build_world("stagecast", url).dispose()
    engine = create_engine(url)
    with engine.connect() as conn:
        rows = conn.execute(text("SELECT name, team, description FROM service")).all()
        infra = {str(d): str(k) for d, k in conn.execute(text("SELECT depends_on, kind FROM service_dependency "
                                                             "WHERE kind != 'service'"))}
        app, db = conn.execute(text("SELECT service, depends_on FROM service_dependency "
                                    "WHERE service = 'catalog-svc' AND kind = 'postgres'")).one()
    engine.dispose()
    services = [str(r[0]) for r in rows]
    descriptions = {str(r[0]): str(r[2] or "") for r in rows}
    #: the word sits inside the application's head, not at its start; the database's head is the word and 数据库
    assert descriptions[db].startswith("目录数据库") and "目录" in descriptions[app].split(" / ")[0][2:]
    aliases = learn_aliases(services, descriptions, {str(r[0]): str(r[1] or "") for r in rows}, infra=infra)
    assert match_services("目录系统这会儿咋一直报错", services, aliases) == [app]
    assert match_services("目录数据库这会儿正常吗", services, aliases) == [db]  # the database keeps its own name
    causes = root_causes(tmp_path, url, "目录系统这会儿咋一直报错")
    assert app in causes and db in causes, causes
