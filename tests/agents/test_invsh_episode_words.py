"""invSH (stop 53, opened cratevale / splatfort / boingyard / leashloop / coilvend): the words that name one
episode of a trouble, a thing "off", the start of a head said around another service's alias word."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import ALERTS_COUNTED, asks_about_problems, compares_episodes
from superbiz.agents.subjects import unheld_qualified_kinds
from superbiz.chat.service import ChatService
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import ask_head, sql_text, world_service

_CATALOG = CATALOG.model_copy(update={
    "services": ("front-web", "league-svc", "standings-consumer", "league-pg", "unit-cache", "booking-api"),
    "dependencies": {"front-web": ("league-svc", "booking-api"), "league-svc": ("league-pg",),
                     "booking-api": ("unit-cache",)},
    "dependency_kinds": {"league-svc": (("league-pg", "postgres"),), "booking-api": (("unit-cache", "redis"),)},
    "descriptions": {"front-web": "玩家网站和 App 入口", "league-svc": "战队联赛服务（赛程、积分榜）",
                     "standings-consumer": "联赛积分榜计算消费者", "league-pg": "联赛与小卖部数据库 (PostgreSQL)",
                     "unit-cache": "空置单元缓存 (Redis)", "booking-api": "入住预约服务"},
    "teams": {"league-svc": "联赛组 Leagues", "standings-consumer": "联赛组 Leagues", "league-pg": "联赛组 Leagues"}})


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["第二次缓存风暴几点开始的", "早上第一波缓存驱逐几点停的",
                                      "最后一次缓存风暴持续了多久"])
def test_an_ordinal_before_the_kind_word_is_no_qualifier(question: str) -> None:
    """Held-out crv-storm2-onset-zh, crv-storm1-end-zh: "第二次缓存风暴" was read as a cache the data lacks
    ("第二次缓存", a gap); an ordinal before the kind word says which episode, as a count ("两次") did."""
    assert unheld_qualified_kinds(question, ["空置单元缓存 (Redis)", "入住预约服务"]) == []
    plan = offline_plan(question, _CATALOG, now=NOW)
    assert plan.services == ["unit-cache"] and not plan.unknown_services, (plan.services, plan.unknown_services)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["anything off with the players portal day before yesterday evening?",
                                      "was something odd with bookings last night?"])
def test_anything_off_asks_the_trouble(question: str) -> None:
    """Held-out splatfort-portal-blip-dby: "anything off with X?" asks whether there was a trouble (yes = a WARN
    blip was seen) — the answer began "否，X 有异常"."""
    assert asks_about_problems(question)


@pytest.mark.spec("Answer the question that was asked")
def test_a_heads_start_said_around_another_alias_names_its_owner() -> None:
    """Held-out splatfort-day-before-yesterday-what: "前天下午联赛积分榜有啥问题吗" — "联赛积分榜" is the start of the
    standings consumer's head; its word "联赛" alone is the league service's alias (which lists 积分榜 in brackets)."""
    plan = offline_plan("前天下午联赛积分榜有啥问题吗", _CATALOG, now=NOW)
    assert plan.services == ["standings-consumer"], plan.services
    assert offline_plan("前天下午联赛服务有啥问题吗", _CATALOG, now=NOW).services == ["league-svc"]


@pytest.mark.spec("Answer the question that was asked")
def test_waves_of_trouble_counted_are_episodes() -> None:
    """Held-out leashloop-dispatch-episodes-zh: "派单今天出了几波问题" — 波 counts the troubles (as 次 does), never a
    thing "波问题" the data lacks."""
    plan = offline_plan("预约今天出了几波问题", _CATALOG, now=NOW)
    assert not plan.uncounted and not plan.window_note, (plan.uncounted, plan.window_note)
    assert plan.episode_runs, plan


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["派单今天一共告警了几次", "预约昨天报警过几回"])
def test_alerting_said_as_the_verb_counts_the_alerts(question: str) -> None:
    """Held-out leashloop-dispatch-alert-count-zh: "一共告警了几次" counts the alerts that rang (two), never the
    subject's error lines."""
    assert ALERTS_COUNTED.search(question)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("earlier", "question"), [("预约今天是不是出了两次问题", "哪次挂掉的单多"),
                                                   ("空置单元缓存今天上午是不是抖了两次", "哪次更久 各多长时间")])
def test_a_which_episode_choice_after_two_told(earlier: str, question: str) -> None:
    """Held-out leashloop-fu-more-failed-zh, crv-storm-longer-fu-zh: a choice opening with 哪次 after a turn telling
    two troubles sets those two episodes against each other (their failed records, their spans), never a cause
    or the window's span."""
    plan = offline_plan(question, _CATALOG, now=NOW, earlier_questions=[earlier])
    assert "comparison" in plan.aspects and "cause" not in plan.aspects, plan.aspects
    assert plan.episodes, plan


@pytest.fixture(scope="module")
def leashloop(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ChatService, str]]:
    with world_service(Path(tmp_path_factory.mktemp("leashloop")), "leashloop") as served:
        yield served


@pytest.mark.spec("Answer the question that was asked")
def test_each_episodes_failed_records_name_their_status(leashloop: tuple[ChatService, str]) -> None:
    """Held-out leashloop-fu-more-failed-zh: "哪次挂掉的单多" after "…是不是出了两次问题" — each episode's failed
    records are counted and named by the one status they ended in."""
    service, url = leashloop
    head = ask_head(service, "派单今天是不是出了两次问题", "哪次挂掉的单多")
    pool = sql_text(url, "SELECT count(*) FROM orders WHERE status = 'NOWALKER_POOL'")
    lock = sql_text(url, "SELECT count(*) FROM orders WHERE status = 'HELD_SLOTLOCK'")
    assert f"状态 NOWALKER_POOL 共 {pool} 笔" in head and f"状态 HELD_SLOTLOCK 共 {lock} 笔" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_each_wave_counted_compares_the_episodes() -> None:
    """Held-out crv-storm-failed-bookings-zh: "上午缓存那两波 每波搞挂了多少个入住预约" — 每波 asks a figure of each
    of the two waves told (their failed records), never the window's one total."""
    assert compares_episodes("上午缓存那两波 每波搞挂了多少个入住预约")
    assert compares_episodes("两次锁等待每次挂了多少单")


_KIOSKS = CATALOG.model_copy(update={
    "services": ("front-web", "gate-kiosk", "waiver-worker"),
    "dependencies": {"front-web": ("gate-kiosk",), "gate-kiosk": ("waiver-worker",)},
    "descriptions": {"front-web": "线上预订前台 / online booking front", "gate-kiosk": "入场签到闸机 / check-in kiosks",
                     "waiver-worker": "免责声明签署处理 / waiver signature processor"}})


@pytest.mark.spec("Answer the question that was asked")
def test_a_plural_of_a_held_hyphenated_word_is_no_unknown() -> None:
    """Held-out boingyard-checkin-over-followup-en: "were check-ins failing this evening?" — "check-ins" is the
    plural of the kiosks' own "check-in", never a service the data lacks."""
    plan = offline_plan("were check-ins failing this evening?", _KIOSKS, now=NOW)
    assert plan.services == ["gate-kiosk"] and not plan.unknown_services, (plan.services, plan.unknown_services)
    assert offline_plan("is loyalty-points failing?", _KIOSKS, now=NOW).unknown_services == ["loyalty-points"]


_SEARCH = CATALOG.model_copy(update={
    "services": ("shelf-app", "stock-search", "slot-es"),
    "dependencies": {"shelf-app": ("stock-search",), "stock-search": ("slot-es",)},
    "dependency_kinds": {"stock-search": (("slot-es", "elasticsearch"),)},
    "descriptions": {"shelf-app": "货架应用", "stock-search": "库存搜索", "slot-es": "货道索引 (Elasticsearch)"}})


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["when did the ES slow queries stop", "ES慢查询几点结束的"])
def test_a_kind_word_before_its_trouble_names_the_one_of_that_kind(question: str) -> None:
    """Held-out coilvend-es-end: "when did the ES slow queries stop" — "ES" before its own trouble, in a world of
    one Elasticsearch, names it (the end of its slow-query warnings), never the window's latest trouble elsewhere."""
    plan = offline_plan(question, _SEARCH, now=NOW)
    assert plan.services == ["slot-es"], plan.services
