"""invDE: a service called by the coined first segment of its name ("the elo2 deploy" for elo2-ratings), and a
dependency's own change as the cause of the trouble asked about (issue 10, pattern 6: causes across services)."""

from pathlib import Path

from sqlalchemy import create_engine, text

from superbiz.agents.question import learn_aliases, match_services
from superbiz.chat.service import ChatService
from superbiz.container import build_container
from superbiz.settings import Settings, SourcesSettings
from superbiz.sources.worldgen import build_world
from tests.agents.world_chat import world_asker


def test_first_segment_with_a_digit_names_its_service() -> None:
    """"is the elo2 deploy the reason registrations are failing?": a first segment of letters and a digit is a
    coined name, not a word of the domain — it names the one service whose name begins with it."""
    services = ("elo2-ratings", "rating-cache", "tourney-sched")
    descriptions = {"elo2-ratings": "等级分服务 / ratings service", "rating-cache": "等级分缓存 / rating cache",
                    "tourney-sched": "赛事调度 / tournament scheduler"}
    aliases = learn_aliases(services, descriptions, {}, infra={"rating-cache": "redis"})
    assert aliases.get("elo2") == "elo2-ratings"
    assert match_services("is the elo2 deploy the reason registrations are failing?", services, aliases) \
        == ["elo2-ratings"]
    assert "tourney" not in aliases  # a plain first segment stays the name's own


def test_coined_first_segment_two_names_share_names_neither() -> None:
    services = ("bidder2-gw", "bidder2-db")
    aliases = learn_aliases(services, {"bidder2-gw": "出价网关 / bid gateway", "bidder2-db": "出价库 / bid db"}, {})
    assert "bidder2" not in aliases


def test_cause_names_the_dependencys_own_deploy_before_the_window(tmp_path: Path) -> None:
    """"why was X throwing errors between 11:10 and 11:40?" of an X whose records lead to a dependency that failed
    right after its own deploy, before the window: that deploy is searched (from 30 minutes before the dependency's
    first anomaly, its alert's start) and named in the cause head. It named the dependency's alert only."""
    with world_asker(tmp_path, "ledgerly") as ask:
        answer, deploys = ask("why was api-front throwing errors between 11:10 and 11:40 this morning?",
                              "SELECT count(*) FROM log_record WHERE service = 'account-api' "
                              "AND message LIKE 'deployment started%3.18.0%'")
    head = answer.splitlines()[0]
    assert deploys == 1 and head.startswith("原因推断"), head
    assert "account-api 的异常始于其发布「deployment started: rolling out version 3.18.0」" in head, head


def test_a_suspects_deploy_before_the_span_searched_is_no_no(tmp_path: Path) -> None:
    """"是不是 Y 发版导致的？" of a Y whose deploy lies just over 30 minutes before the window (its trouble, an alert,
    began 29 minutes after it): the suspect's change events are searched back from its own first anomaly — "是（推断）".
    It was "不是（推断）：Y 在 <window-30m> 至 … 之间没有发布的 INFO 变更日志" (a false no)."""
    url = f"sqlite:///{tmp_path / 'world.db'}"
    build_world("ledgerly", url).dispose()
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text("UPDATE log_record SET ts = '2026-06-18 08:36:00.000000' WHERE service = 'account-api' "
                          "AND message LIKE 'deployment started%'"))
    engine.dispose()
    container = build_container(Settings(home=tmp_path / "home", sources=SourcesSettings(world_url=url)))
    try:
        answer = ChatService(container).ask("api-front 今天上午11点10分到11点40分报错是不是 account-api 发版导致的？",
                                            user_id="invde-test").answer
    finally:
        container.close()
    head = answer.splitlines()[0]
    assert head.startswith("是（推断）") and "08:36:00" in head, head
