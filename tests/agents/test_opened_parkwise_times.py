"""Causes, yes/no and times: the patterns of the opened parkwise world, on a catalogue of no real world (and two
world-level checks on the dev world harbor): a level check with an adverb ("有没有真报 ERROR，还是光慢"), a suspect
that "brought out" the symptom, a duration asked with any verb ("抖了几分钟"), a bare night asked in the day, a clock
after 傍晚, a description head without its middle word, a when-word before an operation, 卡 in a noun."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from sqlalchemy import create_engine, text

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_terms import asked_level
from superbiz.agents.symptoms import symptom_words
from superbiz.chat.service import ChatService
from superbiz.container import build_container
from superbiz.settings import Settings, SourcesSettings
from superbiz.sources.worldgen import build_world
from tests.agents.synthetic import CATALOG, NOW


@pytest.mark.parametrize(
    "question", ["那它有没有真报 ERROR，还是光慢？", "它有没有报过 ERROR", "有没有确实报错", "到底是报错了还是光慢"]
)
def test_an_error_level_check_with_an_adverb_or_just_slow(question: str) -> None:
    """Pattern "really ERROR, or just slow": an adverb between 有没有 and the verb, the level written in English,
    and "光慢" ask about ERROR lines themselves (a WARN-only blip is "no"), not the subject's health."""
    assert asked_level(question) == "ERROR"


def test_a_health_question_is_no_error_level_check() -> None:
    assert asked_level("ledger-service 有没有异常") is None


@pytest.mark.parametrize(
    "question", ["basket-service 积压是不是 vault-db 变慢带出来的？", "basket-service 报错是不是 vault-db 整出来的"]
)
def test_a_suspect_that_brought_out_the_symptom_is_a_yes_no(question: str) -> None:
    """Pattern "带出来的": the service after 是不是 is the suspect of a yes/no (it was a health question of both)."""
    plan = offline_plan(question, CATALOG, now=NOW)
    assert plan.aspects == ["yes_no"] and plan.suspects == ["vault-db"], plan


@pytest.mark.parametrize(
    "question", ["ledger-service 那次抖了几分钟", "ledger-service 上次报了多少分钟", "ledger-service 那回断了几个钟头"]
)
def test_any_verb_with_minutes_asks_a_duration(question: str) -> None:
    """Pattern "抖了几分钟": <verb>了几分钟 / 多少分钟 / 几个钟头 ask a duration over the data (it was a cause over
    the last hour, where the blip was not)."""
    plan = offline_plan(question, CATALOG, now=NOW)
    assert plan.aspects == ["duration"], plan
    assert plan.window_minutes > 60, plan


def test_a_bare_night_asked_in_the_day_is_the_night_just_passed() -> None:
    """Pattern "夜里": with no day, asked at noon, the night that has not come yet today is the last one — from
    18:00 yesterday into the small hours (06:00), not tonight (after the data: a gap)."""
    plan = offline_plan("夜里 vault-db 锁等待大概几点起的头", CATALOG, now=NOW)
    assert (plan.window_start, plan.window_end) == ("2031-03-03T18:00:00Z", "2031-03-04T06:00:00Z"), plan
    assert not plan.window_note


def test_an_evening_named_with_its_day_is_unchanged() -> None:
    plan = offline_plan("昨天晚上 ledger-service 报错几点开始的", CATALOG, now=NOW)
    assert (plan.window_start, plan.window_end) == ("2031-03-03T18:00:00Z", "2031-03-04T00:00:00Z"), plan


@pytest.mark.parametrize(
    ("question", "start", "end"),
    [
        ("昨天傍晚七点多 ledger-service 一堆报错，根因是啥", "2031-03-03T19:00:00Z", "2031-03-03T20:00:00Z"),
        ("昨天傍晚 ledger-service 一堆报错，根因是啥", "2031-03-03T17:00:00Z", "2031-03-03T19:00:00Z"),
    ],
)
def test_a_clock_after_dusk_says_the_hour(question: str, start: str, end: str) -> None:
    """Pattern "傍晚七点多": a clock right after 傍晚 is that hour in the evening; 傍晚 alone stays 17:00-19:00."""
    plan = offline_plan(question, CATALOG, now=NOW)
    assert (plan.window_start, plan.window_end) == (start, end), plan


def test_a_long_description_without_its_middle_word_names_the_service() -> None:
    """Pattern "short description": "账单导出" names the service described "账单明细导出（CSV）"."""
    catalog = CATALOG.model_copy(update={"descriptions": {"ledger-service": "账单明细导出（CSV）"}})
    plan = offline_plan("账单导出那边积压是几点开始的", catalog, now=NOW)
    assert plan.services[:1] == ["ledger-service"] and plan.aspects == ["onset"], plan


@pytest.mark.parametrize(
    ("earlier", "question", "aspect", "action"),
    [
        (
            ["ledger-service went bad right after the release last night, right?"],
            "when was it rolled back?",
            "end",
            "回滚",
        ),
        ([], "ledger-service 昨晚是几点重启的", "end", "重启"),
        ([], "ledger-service 昨晚几点发版的", "onset", "发布"),
    ],
)
def test_a_when_word_before_an_operation_asks_its_time(
    earlier: list[str], question: str, aspect: str, action: str
) -> None:
    """Pattern "when was it rolled back?": the operation's own change event answers (it was a cause question that
    named the later lock-wait episode)."""
    plan = offline_plan(question, CATALOG, now=NOW, earlier_questions=earlier)
    assert plan.aspects == [aspect] and plan.actions == [action], plan


def test_an_operation_that_sets_the_scene_of_a_when_question_is_not_asked() -> None:
    plan = offline_plan("when did ledger-service start failing after the rollback?", CATALOG, now=NOW)
    assert "onset" in plan.aspects and "end" not in plan.aspects and not plan.actions, plan


@pytest.mark.parametrize(
    ("question", "timeout"),
    [
        ("月卡服务昨晚那波 500 是咋回事", False),
        ("缴费机刷卡全失败了", False),
        ("到底卡在哪", True),
        ("一直卡", True),
        ("现在卡得要死", True),
    ],
)
def test_ka_is_stuck_only_as_a_verb(question: str, timeout: bool) -> None:
    """Pattern "卡 in a noun": 月卡 (a monthly pass) and 刷卡 (a card swipe) name no timeout symptom (it chose the
    later timeout episode's dependency chain over the deploy right before the first wave)."""
    assert ("timeout" in symptom_words(question)) is timeout


@pytest.fixture(scope="module")
def harbor(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    tmp: Path = tmp_path_factory.mktemp("harbor")
    url = f"sqlite:///{tmp / 'world.db'}"
    build_world("harbor", url).dispose()
    container = build_container(Settings(home=tmp / "home", sources=SourcesSettings(world_url=url)))
    engine = create_engine(url)
    yield ChatService(container), engine
    container.close()
    engine.dispose()


def _head(answer: str) -> str:
    return answer.split("\n\n", 1)[0]


def test_the_first_wave_after_a_time_is_explained_not_a_later_one(harbor) -> None:  # type: ignore[no-untyped-def]
    """World-level (harbor): "昨晚十点以后那波报错…用公司卡下单" — the certificate chain of the first wave, not the
    cache chain of the later one (which the 卡 of 公司卡 chose as a timeout symptom)."""
    service, _ = harbor
    head = _head(service.ask("booking-api 昨晚十点以后那波报错是咋回事？客户用公司卡下单全失败", user_id="t").answer)
    assert "carrier-bridge" in head and "fare-cache" not in head, head


def test_the_end_of_a_thing_named_without_a_service(harbor) -> None:  # type: ignore[no-untyped-def]
    """World-level (harbor): "证书那事后来几点恢复的" — the end of the certificate errors (within 3 minutes of their
    last line), not "still firing" from another incident's alert."""
    service, engine = harbor
    with engine.connect() as conn:
        last = str(conn.execute(text("SELECT max(ts) FROM log_record WHERE message LIKE '%certificate%'")).scalar_one())
    head = _head(service.ask("证书那事后来几点恢复的", user_id="t").answer)
    at = datetime.fromisoformat(last.replace("Z", "+00:00").replace(" ", "T"))
    at = (at if at.tzinfo else at.replace(tzinfo=UTC)).astimezone(ZoneInfo("America/New_York"))
    stated = [m for m in (f"{at.hour:02d}:{at.minute + d:02d}" for d in range(0, 4) if at.minute + d < 60)]
    assert "尚未恢复" not in head and any(s in head for s in stated), (stated, head)
