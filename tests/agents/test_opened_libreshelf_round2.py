"""Patterns found by the opened libreshelf world, round 2 (issue 10), proved over dev worlds: the alerts themselves
counted ("现在有几个告警在响", "how many alerts are firing?") rather than the window's log lines."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.question import ALERTS_COUNTED
from tests.agents.world_chat import world_asker


@pytest.mark.parametrize(
    "question",
    [
        "现在有几个告警在响？",
        "how many alerts are firing right now?",
        "告警一共多少个",
        "what's the number of active alerts?",
    ],
)
def test_a_count_of_alerts_is_read_as_such(question: str) -> None:
    assert ALERTS_COUNTED.search(question)


@pytest.mark.parametrize("question", ["payments 报了几次告警", "how many errors did we log today?"])
def test_occurrences_and_other_counts_are_not_a_count_of_alerts(question: str) -> None:
    assert not ALERTS_COUNTED.search(question)


@pytest.mark.parametrize("question", ["how many alerts are firing right now?", "现在有几个告警在响？"])
def test_the_head_states_how_many_alerts_fire_now(tmp_path: Path, question: str) -> None:
    """The first line states the number of distinct firing alerts (the alert table's own count), not a log count."""
    with world_asker(tmp_path, "harbor") as ask:
        answer, firing = ask(question, "SELECT count(*) FROM alert WHERE state = 'firing'")
    head = answer.split("\n")[0]
    assert f"共 {firing} 个" in head and head.count("正在触发(firing)") == firing


def test_which_code_after_a_question_about_one_record_names_that_records_code(tmp_path: Path) -> None:
    """ "报的什么错误码？" after "TXN_… 这笔怎么失败了": the head names the record's own error code (taken from the
    world's database), not only the count of records sharing its status."""
    from sqlalchemy import create_engine, text

    from superbiz.chat.service import ChatService
    from superbiz.container import build_container
    from superbiz.settings import Settings, SourcesSettings
    from superbiz.sources.worldgen import build_world

    url = f"sqlite:///{tmp_path / 'world.db'}"
    build_world("ledgerly", url).dispose()
    engine = create_engine(url)
    with engine.connect() as conn:
        code = str(conn.execute(text("SELECT error_code FROM orders WHERE order_id = 'TXN_00001634'")).scalar_one())
    engine.dispose()
    container = build_container(Settings(home=tmp_path / "home", sources=SourcesSettings(world_url=url)))
    try:
        service = ChatService(container)
        service.ask("TXN_00001634 这笔怎么失败了", user_id="t", conversation_id="c1")
        answer = service.ask("报的什么错误码？", user_id="t", conversation_id="c1").answer
    finally:
        container.close()
    assert code and code in answer.split("\n")[0]
