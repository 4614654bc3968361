"""Operations counted: "X 今天发了几次版", "how many deploys today?", "how many times?" after "did anything get
deployed today?" (the sealed kilnworks world's leftover: a service deployed twice in a day answered with its log
counts, or with the first deploy alone). Every expected count comes from the world database by SQL.

- Spec scenario "count of an operation" (dev: ledgerly-deploys-count-today-zh, stagecast-followup-deploys-count-en):
  the operation's start events in the window, per service, with each one's local time; a completion or a failure
  closes one already counted; a rollback's own lines count once; none found is 0 with the search cited.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from superbiz.agents.question_ops import actions_counted, asks_times
from superbiz.sources.worldgen import build_world
from tests.agents.world_chat import sql_text, world_service


@pytest.mark.parametrize(("question", "counted"), [
    ("workslip 今天发了几次版", ["发布"]),
    ("今天一共部署了多少次？", ["发布"]),
    ("重启过几次？", ["重启"]),
    ("how many deploys did workslip have today?", ["发布"]),
    ("number of restarts this morning", ["重启"]),
    ("how many times was it rolled back", ["回滚"]),
    ("how many times did they restart the pod?", ["重启"]),
])
def test_an_operation_counted_is_found(question: str, counted: list[str]) -> None:
    assert actions_counted(question) == counted


@pytest.mark.parametrize("question", [
    "X 报错了几次",  # errors counted, no operation
    "how many errors did X log today?",
    "重启之后报错了几次",  # the operation sets the scene of the errors counted
    "how many times did X fail after the rollback?",
    "X 今天发了两次版，哪次是坏的",  # which one, not how many
    "console 发版那段时间 APC-5001 一共报了几次",  # a code's count in the deploy's time
    "how many times did X error during the deploy?",
])
def test_no_operation_counted(question: str) -> None:
    assert actions_counted(question) == []


def test_times_asked() -> None:
    assert asks_times("how many times?") and asks_times("几次？") and asks_times("一共多少回")
    assert not asks_times("how many orders failed?")


def _second_deploy(url: str) -> str:
    """A clean deploy (started, completed) of the world's deployed service 40 minutes before its bad one → the
    service (the world's data then holds two starts of it the same morning)."""
    engine = create_engine(url)
    with engine.begin() as conn:
        service, began = conn.execute(text("SELECT service, ts FROM log_record WHERE message LIKE "
                                           "'deployment started%' ORDER BY ts LIMIT 1")).one()
        for minutes, message in ((40, "deployment started: rolling out version 3.17.4 (from 3.17.3)"),
                                 (30, "deployment completed: version 3.17.4 serving 100% of traffic")):
            conn.execute(text("INSERT INTO log_record (ts, service, level, trace_id, error_code, message) VALUES "
                              f"(datetime(:b, '-{minutes} minutes'), :s, 'INFO', 't', NULL, :m)"),
                         {"b": str(began), "s": service, "m": message})
    engine.dispose()
    return str(service)


def test_deploys_counted_per_service_by_their_starts(tmp_path: Path) -> None:
    """"<service> 今天发了几次版" of a service deployed twice: 2 (its two start events, each with its local time),
    never the first deploy alone, nor its log counts."""
    url = f"sqlite:///{tmp_path / 'world.db'}"
    build_world("ledgerly", url).dispose()
    service = _second_deploy(url)
    starts = int(sql_text(url, f"SELECT count(*) FROM log_record WHERE service = '{service}' "
                               "AND message LIKE 'deployment started%'"))
    assert starts == 2
    with world_service(tmp_path / "copy", "ledgerly") as (chat, copy_url):
        _second_deploy(copy_url)
        head = chat.ask(f"{service} 发了几次版？", user_id="ops").answer.splitlines()[0]
        assert head.startswith(f"{service} 共 {starts} 次发布（"), head
        assert head.count("deployment started") == starts and "deployment completed" not in head, head
        #: the rollback's own line counts once
        rolled = int(sql_text(copy_url, f"SELECT count(*) FROM log_record WHERE service = '{service}' "
                                        "AND message LIKE 'rollback%'"))
        head = chat.ask(f"how many times was {service} rolled back?", user_id="ops").answer.splitlines()[0]
        assert head.startswith(f"{service} 共 {rolled} 次回滚"), head


def test_how_many_times_after_an_operation_question(tmp_path: Path) -> None:
    """"how many times?" after "Did anything get deployed today?" counts the deploys found (each service's starts),
    never the errors of the last hour; the first answer already names each start found."""
    with world_service(tmp_path, "stagecast") as (chat, url):
        service = sql_text(url, "SELECT service FROM log_record WHERE message LIKE 'deployment started%' LIMIT 1")
        starts = int(sql_text(url, "SELECT count(*) FROM log_record WHERE message LIKE 'deployment started%' "
                                   "AND ts >= (SELECT datetime(max(ts), '-24 hours') FROM log_record)"))
        chat.ask("Did anything get deployed in the last 24 hours?", user_id="ops", conversation_id="c1")
        head = chat.ask("how many times?", user_id="ops", conversation_id="c1").answer.splitlines()[0]
        assert head.startswith(f"{service} 共 {starts} 次发布（"), head
        assert "ERROR" not in head, head


def test_an_operation_never_done_is_counted_zero(tmp_path: Path) -> None:
    """"今天重启了几次" where no service logged a restart: 0, with the search that found none."""
    with world_service(tmp_path, "harbor") as (chat, url):
        assert sql_text(url, "SELECT count(*) FROM log_record WHERE level = 'INFO' AND "
                             "(message LIKE '%restart%' OR message LIKE '%reboot%')") == "0"
        head = chat.ask("过去一天一共重启了几次？", user_id="ops").answer.splitlines()[0]
        assert head.startswith("0 次：查询窗口内未发现重启记录"), head
