"""invLE: a caller's errors that came before its dependency's own after that dependency's deploy (the cause is the
release), a possessive description said without its apostrophe, "what was behind it?", "from like half six", a
bare hour of 1–5 on a past day, and "是同一个原因吗" after two cause turns each with its own time."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from sqlalchemy import create_engine, text

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import aspects_of, learn_aliases
from superbiz.agents.timeparse import resolve_time
from superbiz.chat.service import ChatService
from superbiz.container import build_container
from superbiz.settings import Settings, SourcesSettings
from superbiz.sources.worldgen import build_world
from tests.agents.synthetic import CATALOG, NOW

_ZONE = ZoneInfo("Europe/Malta")
_AT = datetime(2031, 3, 4, 9, 45, tzinfo=UTC)  # 10:45 local


@pytest.mark.spec("Answer the question that was asked")
def test_possessive_description_said_without_its_apostrophe() -> None:
    """"the runners app" names the service described as "runners' app" (a bare "runners" stays unlearnt)."""
    aliases = learn_aliases(("pace-x", "enrol-x"), {"pace-x": "跑者App / runners' app",
                                                     "enrol-x": "报名服务 / registration service"}, {})
    assert aliases.get("runners app") == "pace-x"
    assert "runners" not in aliases


@pytest.mark.spec("Answer the question that was asked")
def test_what_was_behind_it_asks_the_cause() -> None:
    """"X was crawling …, what was behind it?" asks the cause (it read an overview)."""
    assert "cause" in aspects_of("the app was crawling this morning, what was behind it?", has_entity=True,
                                 has_record=False)
    assert "cause" in aspects_of("what's behind this?", has_entity=True, has_record=False)


@pytest.mark.spec("Answer the question that was asked")
def test_from_like_half_six_till_seven_is_a_range() -> None:
    """"from like half six till seven this morning" is 06:30–07:00 local, as "from about half six" (it ran to 07:30)."""
    spec = resolve_time("the app was crawling from like half six till seven this morning", now=_AT, zone=_ZONE)
    assert spec.start.astimezone(_ZONE).strftime("%H:%M") == "06:30", spec
    assert spec.end.astimezone(_ZONE).strftime("%H:%M") == "07:00", spec


@pytest.mark.spec("Answer the question that was asked")
def test_a_bare_small_hour_on_a_past_day_is_the_afternoons() -> None:
    """"提案服务昨天两点那会儿…": a bare hour of 1–5 on a past day is the afternoon's (the small hours are said
    凌晨两点); "昨天凌晨两点" and "昨天8点" keep their reading."""
    def local(question: str) -> str:
        return resolve_time(question, now=_AT, zone=_ZONE).start.astimezone(_ZONE).strftime("%d %H:%M")
    assert local("X 昨天两点那会儿报错刷屏") == "03 13:30"
    assert local("X 昨天凌晨两点那会儿报错刷屏") == "03 01:30"
    assert local("X 昨天8点报错") == "03 07:30"


@pytest.mark.spec("Answer the question that was asked")
def test_same_cause_after_two_turns_keeps_the_last_turns_own_window() -> None:
    """"是同一个原因吗" after "X 昨天下午为啥报错" / "凌晨 Y 失败又是为啥": the second side is the window the last turn
    was answered over (this night's small hours), not the small hours of the first turn's day."""
    plan = offline_plan("是同一个原因吗", CATALOG, now=NOW,
                        earlier_questions=["edge-router 昨天下午为啥报错", "凌晨 ledger-service 失败又是为啥"])
    assert plan.aspects == ["yes_no"], plan
    assert plan.compare_start.startswith("2031-03-04T00:00"), plan
    assert plan.window_start.startswith("2031-03-03T12:00"), plan


@pytest.mark.spec("Answer the question that was asked")
def test_callers_errors_before_the_dependencys_after_its_deploy_name_the_release(tmp_path: Path) -> None:
    """"why was api-front failing from about eleven?" (no code or status asked) of a caller whose first failed call
    came before the dependency logged its own error, right after the dependency's deploy: the cause names that
    deploy (the chain could not be walked: the dependency's first anomaly came after the caller's)."""
    url = f"sqlite:///{tmp_path / 'world.db'}"
    build_world("ledgerly", url).dispose()
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text("UPDATE log_record SET ts = '2026-06-18 09:02:30.000000' WHERE id = (SELECT min(id) FROM "
                          "log_record WHERE service = 'api-front' AND error_code = 'FRT-502')"))
        first_dep = conn.execute(text("SELECT min(ts) FROM log_record WHERE service = 'account-api' "
                                      "AND level = 'ERROR'")).scalar_one()
    engine.dispose()
    assert str(first_dep) > "2026-06-18 09:02:30"
    container = build_container(Settings(home=tmp_path / "home", sources=SourcesSettings(world_url=url)))
    try:
        answer = ChatService(container).ask("why couldn't api-front serve requests from about eleven this morning?",
                                            user_id="invle-test").answer
    finally:
        container.close()
    head = answer.splitlines()[0]
    assert "account-api" in head and "3.18.0" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_whats_causing_it_without_apostrophe_asks_the_told_troubles_cause() -> None:
    """"payments keep failing since like 11:30, whats causing it?": "whats" (no apostrophe) opens a clause whose "it"
    is the trouble the question told (no earlier turn to refer to) — the cause, not an unresolved pronoun's overview."""
    plan = offline_plan("payments keep failing since like 11:30, whats causing it?", CATALOG, now=NOW)
    assert plan.aspects == ["cause"] and not plan.unresolved_pronoun, plan
