"""Patterns from the opened pollenrun and shelfback worlds (invIF, stop 43): an English compound "<alias> <another
service's alias in the plural>" names its head noun's service ("grower notifications" → the notification sender, not
the growers' app); a Chinese clock glued to the thing asked of ("十一点半报价失败") is no part of its name; and a
follow-up "咋修" whose subject's lines name two dependencies (two troubles of the window) fixes the chain its most
lines name (its origin's runbook), never another service's runbook of the window; and (opened veilshot) "around
1:15 today" asked at 16:45 is 13:15, a one-digit clock with minutes being a 12-hour clock at its latest passing; things
the data lacks (opened podreel, rotorlab): a name glossed in brackets ("captionix (the subtitle generator)") and a
service called by a held qualifier with an unheld head ("无人机充电桩服务") are gaps."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.question import match_services
from superbiz.agents.subjects import unresolved_subject
from superbiz.agents.timeparse import resolve_time
from superbiz.chat.service import ChatService
from tests.agents.world_chat import world_chat


@pytest.mark.spec("Answer the question that was asked")
def test_compound_head_in_the_plural_names_its_service() -> None:
    """Scenario "Answer the question that was asked": "are grower notifications going out fine?" asks the health of
    the notification sender (the compound's head noun, an alias in the plural); "grower" only says whose."""
    services = ["grow-app", "notice-hub"]
    aliases = {"grower": "grow-app", "notification": "notice-hub"}
    assert match_services("are grower notifications going out fine?", services, aliases) == ["notice-hub"]
    #: a compound whose head is no alias keeps the modifier's service; a plural alone still names its service
    assert match_services("any grower complaints?", services, aliases) == ["grow-app"]
    assert match_services("are notifications going out fine?", services, aliases) == ["notice-hub"]


@pytest.fixture(scope="module")
def ledgerly(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ChatService]:
    with world_chat(tmp_path_factory.mktemp("invif-ledgerly"), "ledgerly") as chat:
        yield chat


@pytest.fixture(scope="module")
def stagecast(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ChatService]:
    with world_chat(tmp_path_factory.mktemp("invif-stagecast"), "stagecast") as chat:
        yield chat


@pytest.mark.spec("Answer the question that was asked")
def test_clock_glued_to_the_thing_is_no_part_of_its_name(ledgerly: ChatService) -> None:
    """Scenario "Answer the question that was asked": "十点记账失败是啥原因" (ledgerly: the ledger core's lock-wait
    errors at ten) asks the cause of the ledger core's failures — the head names the database behind it, never a gap
    "十点记" — and "现在好了没" then asks the ledger core now (recovered: the head says so)."""
    head = ledgerly.ask("十点记账失败是啥原因", user_id="t", conversation_id="invif-c1").answer.splitlines()[0]
    assert "ledger-mysql" in head and "十点记" not in head, head
    now = ledgerly.ask("现在好了没", user_id="t", conversation_id="invif-c1").answer.splitlines()[0]
    assert "恢复" in now and "尚未" not in now, now


@pytest.mark.spec("Answer the question that was asked")
def test_how_to_of_two_troubles_fixes_the_chain_most_lines_name(stagecast: ChatService) -> None:
    """Scenario "Answer the question that was asked": "咋修" after "edge-gw 今天出什么事了" (stagecast: edge-gw's
    lines name the catalog service most, the playback API fewer; a transcode backlog elsewhere) gives the steps of
    the catalog database's runbook (the origin of the chain its most lines name)."""
    stagecast.ask("edge-gw 今天出什么事了", user_id="t", conversation_id="invif-c2")
    head = stagecast.ask("咋修", user_id="t", conversation_id="invif-c2").answer.splitlines()[0]
    assert head.startswith("处理方法（知识库）") and "catalog-pg" in head, head
    assert "transcode-worker" not in head and "session-cache" not in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_one_digit_clock_with_minutes_is_its_latest_passing() -> None:
    """Scenario "Answer the question that was asked": "how was X doing around 1:15 today?" asked at 16:45 covers
    13:15 (the afternoon's 1:15, as a bare "1" would), asked at 12:40 the night's; "01:15" keeps 01:15."""
    zone = ZoneInfo("America/Cayman")
    at = datetime(2026, 12, 5, 16, 45, tzinfo=zone)
    spec = resolve_time("how was the deposit service doing around 1:15 today?", now=at, zone=zone)
    assert spec.start.astimezone(zone).hour in (12, 13) and spec.end.astimezone(zone).hour in (13, 14)
    early = datetime(2026, 12, 5, 12, 40, tzinfo=zone)
    assert resolve_time("how was it doing around 1:15 today?", now=early, zone=zone).start.astimezone(zone).hour < 3
    assert resolve_time("how was it doing around 01:15 today?", now=at, zone=zone).start.astimezone(zone).hour < 3


@pytest.mark.spec("Answer the question that was asked")
def test_held_qualifier_with_an_unheld_head_called_a_service_is_a_gap() -> None:
    """Scenario "Answer the question that was asked": "无人机充电桩服务今天怎么样" where the world holds 无人机 but
    nothing of 充电桩 names a thing the data lacks; a held head (航线规划服务) or a kind word (短信网关) names none."""
    known = ["flight-desk", "飞行申请受理 (诊所下单叫无人机) / flight request desk", "航线规划服务 / flight planner",
             "短信通知服务 / SMS notifier"]
    assert unresolved_subject("无人机充电桩服务今天怎么样", known) == "无人机充电桩服务"
    assert unresolved_subject("航线规划服务今天怎么样", known) is None
    assert unresolved_subject("短信网关服务今天怎么样", known) is None


@pytest.mark.spec("Answer the question that was asked")
def test_glossed_unknown_name_is_a_gap(ledgerly: ChatService) -> None:
    """Scenario "Answer the question that was asked": "is cargosense (the container sensor) having issues?" over a
    world without it states the gap first (never the world's overview); a held name glossed keeps its service."""
    head = ledgerly.ask("is cargosense (the container sensor) having issues?", user_id="t",
                        conversation_id="invif-c3").answer.splitlines()[0]
    assert "cargosense" in head and "没有" in head, head
    head = ledgerly.ask("is ledger-core (the ledger) having issues?", user_id="t",
                        conversation_id="invif-c4").answer.splitlines()[0]
    assert "ledger-core" in head and "cargosense" not in head, head
