"""One generated world behind a real offline ChatService, for tests that ask a question and read the answer
beside a count taken from the world's database by SQL (shared by the opened-world pattern tests)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from sqlalchemy import create_engine, text

from superbiz.agents.plan import Catalog
from superbiz.chat.service import ChatService
from superbiz.container import build_container
from superbiz.settings import Settings, SourcesSettings, isolated_settings
from superbiz.sources.worldgen import build_world, world_spec, write_runbooks

Ask = Callable[[str, str], tuple[str, int]]


@contextmanager
def world_asker(tmp: Path, world: str) -> Iterator[Ask]:
    """``ask(question, sql)`` → (the answer, the integer the SQL returns) over a fresh copy of ``world``."""
    url = f"sqlite:///{tmp / 'world.db'}"
    build_world(world, url).dispose()
    container = build_container(Settings(home=tmp / "home", sources=SourcesSettings(world_url=url)))
    engine = create_engine(url)

    def ask(question: str, sql: str) -> tuple[str, int]:
        with engine.connect() as conn:
            count = int(conn.execute(text(sql)).scalar_one())
        return ChatService(container).ask(question, user_id="suspect-test").answer, count

    try:
        yield ask
    finally:
        container.close()
        engine.dispose()


def first_failed_record(tmp: Path, world: str = "ledgerly") -> tuple[str, str, str]:
    """Build ``world`` under ``tmp`` → (its URL, the first failed record's id, that record's error code), by SQL."""
    url = f"sqlite:///{tmp / 'world.db'}"
    build_world(world, url).dispose()
    engine = create_engine(url)
    with engine.connect() as conn:
        oid, code = conn.execute(text("SELECT order_id, error_code FROM orders WHERE error_code IS NOT NULL "
                                      "ORDER BY created_at, order_id LIMIT 1")).one()
    engine.dispose()
    return url, oid, code


def root_causes(tmp: Path, url: str, question: str) -> str:
    """The root-cause claims (confirmed or to confirm) of one offline answer over the world at ``url``."""
    container = build_container(Settings(home=tmp / "home", sources=SourcesSettings(world_url=url)))
    try:
        result = ChatService(container).ask(question, user_id="root-cause-test")
        return " ".join(c.claim_text for c in (*result.confirmed, *result.to_confirm) if c.claim_type == "root_cause")
    finally:
        container.close()


@contextmanager
def world_service(tmp: Path, world: str) -> Iterator[tuple[ChatService, str]]:
    """(a real offline ChatService, the world's URL) over a fresh copy of ``world`` under ``tmp``."""
    url = f"sqlite:///{tmp / 'world.db'}"
    build_world(world, url).dispose()
    container = build_container(Settings(home=tmp / "home", sources=SourcesSettings(world_url=url)))
    try:
        yield ChatService(container), url
    finally:
        container.close()


@contextmanager
def world_chat(tmp: Path, world: str) -> Iterator[ChatService]:
    """A real offline ChatService over a fresh copy of ``world`` and its runbooks, in an isolated home (for
    module-scoped fixtures of tests that ask many questions of one world)."""
    url = f"sqlite:///{tmp / 'world.db'}"
    build_world(world, url).dispose()
    kb = write_runbooks(world, tmp / "runbooks")
    container = build_container(isolated_settings(home=tmp / "home",
                                                  sources=SourcesSettings(world_url=url, knowledge_dirs=[kb])))
    try:
        yield ChatService(container)
    finally:
        container.close()


def sql_text(url: str, sql: str) -> str:
    """The one value ``sql`` returns from the world at ``url``, as text."""
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            return str(conn.execute(text(sql)).scalar_one())
    finally:
        engine.dispose()


def failed_status_items(url: str) -> list[str]:
    """Every failing status of the world's records (those with an error code) as "<STATUS>: <count>", by SQL."""
    return sql_text(url, "SELECT group_concat(item, '|') FROM (SELECT status || ': ' || count(*) AS item "
                         "FROM orders WHERE error_code IS NOT NULL GROUP BY status)").split("|")


def failing_window_owner(url: str, start: str, end: str) -> tuple[str, str]:
    """For the failed records created in [start, end) of the world at ``url`` (UTC, by SQL): the one service that
    logs their most frequent error code, and another service's first ERROR line from ``start`` on (the window's
    other incident, which a cause head must not name)."""
    code = sql_text(url, "SELECT error_code FROM orders WHERE error_code IS NOT NULL AND created_at >= "
                         f"'{start}' AND created_at < '{end}' GROUP BY error_code ORDER BY count(*) DESC LIMIT 1")
    owner = sql_text(url, f"SELECT DISTINCT service FROM log_record WHERE error_code = '{code}'")
    other = sql_text(url, f"SELECT service FROM log_record WHERE level = 'ERROR' AND ts >= '{start}' "
                          f"AND service != '{owner}' ORDER BY ts LIMIT 1")
    return owner, other


def spec_catalog(world: str) -> Catalog:
    """The catalogue the container builds, from the world's spec (names, descriptions, teams, dependency kinds)."""
    spec = world_spec(world)
    kinds = {s.name: s.kind for s in spec.services}
    return Catalog(
        services=tuple(s.name for s in spec.services),
        dependencies={s.name: tuple(s.depends_on) for s in spec.services if s.depends_on},
        dependency_kinds={s.name: tuple((d, kinds.get(d, "service")) for d in s.depends_on)
                          for s in spec.services if s.depends_on},
        descriptions={s.name: s.description for s in spec.services},
        teams={s.name: s.team for s in spec.services},
    )


def ask_head(service: ChatService, *questions: str) -> str:
    """Ask ``questions`` in one new conversation; the first line of the last answer (its head)."""
    conversation = f"test-{time.time_ns()}"
    answer = ""
    for question in questions:
        answer = service.ask(question, user_id="test", conversation_id=conversation).answer
    return answer.split("\n")[0]
