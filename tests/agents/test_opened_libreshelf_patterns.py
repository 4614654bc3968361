"""Patterns found by the opened libreshelf world (a world whose services are named with dots, with bilingual
descriptions), on catalogues of no real world: the English half of a description, a dotted name's first segment,
a shared word with a kind noun, a Chinese word another description starts with, a qualified kind word, an unknown
dotted name, and "is X still failing?" answered yes or no."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import asks_still, learn_aliases, match_services
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import world_asker

_DOTTED = ["finder.api", "finder.cache", "vault.svc", "vault.db", "reel.play", "reel.vendor"]
_DESCRIPTIONS = {
    "finder.api": "馆藏查找接口（书目、状态） / shelf finder API (titles, status)",
    "finder.cache": "查找结果缓存 (Redis) / finder result cache",
    "vault.svc": "保管排队服务（保管、取件） / vault queue service (lockers)",
    "vault.db": "保管数据库 (MySQL) / vault database",
    "reel.play": "影片播放（授权与链接） / film playback",
    "reel.vendor": "外部影片 DRM 授权商 / external film DRM vendor",
}
_INFRA = {"finder.cache": "redis", "vault.db": "mysql", "reel.vendor": "external"}


def _named(question: str) -> list[str]:
    return match_services(question, _DOTTED, learn_aliases(_DOTTED, _DESCRIPTIONS, {}, infra=_INFRA))


def test_the_english_half_of_a_bilingual_description_names_its_service() -> None:
    """"<zh>（…） / <en> (…)": the English half after the Chinese parenthetical has a head of its own."""
    assert _named("why is shelf finder so slow") == ["finder.api"]


def test_a_dotted_names_first_segment_names_its_application_and_with_a_kind_noun_its_dependency() -> None:
    """"holds" for holds.svc beside holds.db; "the holds database" is holds.db, not the service."""
    assert _named("how long did the vault lock waits last") == ["vault.svc"]
    assert _named("is the backlog caused by the vault database?") == ["vault.db"]
    assert _named("vault数据库 有问题吗") == ["vault.db"]


def test_a_chinese_word_another_description_starts_with_names_the_application_not_the_vendor() -> None:
    """"电子书" is in "外部电子书 DRM…" (the vendor) and starts "电子书借阅" (the application): the application."""
    assert _named("影片早上那个延迟抖动几点结束的") == ["reel.play"]


@pytest.mark.parametrize("question", ["账本数据库这个问题到现在持续多久了",
                                      "how long has the stock database been slow?"])
def test_a_qualified_kind_word_names_the_one_dependency_of_that_kind(question: str) -> None:
    """"搜索缓存" where 搜索 is no alias: in a world with one database/cache, the qualified kind word names it."""
    plan = offline_plan(question, CATALOG, now=NOW, lookup_ids=lambda _: {})
    assert plan.services == ["vault-db"]


def test_an_unqualified_kind_word_stays_a_suspect() -> None:
    plan = offline_plan("is basket-service slow because of the database?", CATALOG, now=NOW, lookup_ids=lambda _: {})
    assert plan.services == ["basket-service"] and "vault-db" in plan.suspects


@pytest.mark.parametrize("question", ["新书编目 catalog.ingest 服务有问题吗", "is catalog.ingest ok?"])
def test_a_dotted_name_the_data_does_not_hold_is_an_unknown_service(question: str) -> None:
    plan = offline_plan(question, CATALOG, now=NOW, lookup_ids=lambda _: {})
    assert plan.unknown_services == ["catalog.ingest"] and plan.services == []


@pytest.mark.parametrize("question", ["did config.yaml change?", "is example.com down?", "was v3.18.0 rolled out?"])
def test_file_names_domains_and_versions_are_no_dotted_services(question: str) -> None:
    plan = offline_plan(question, CATALOG, now=NOW, lookup_ids=lambda _: {})
    assert plan.unknown_services == []


def test_still_failing_asks_yes_or_no() -> None:
    assert asks_still("is holds.svc still failing?") and asks_still("ledger-service 还在报错吗")
    assert not asks_still("is it still ok?") and not asks_still("when did it stop failing?")


def test_still_failing_after_its_errors_stopped_is_answered_no(tmp_path: Path) -> None:
    """"is X still failing?" of a service whose errors ended: the head opens with 否, not only "已于…恢复"."""
    with world_asker(tmp_path, "ledgerly") as ask:
        answer, recent = ask("is ledger-core still failing?",
                             "SELECT count(*) FROM log_record WHERE service = 'ledger-core' AND level = 'ERROR' "
                             "AND ts >= (SELECT datetime(value, '-30 minutes') FROM world_meta "
                             "WHERE key = 'anchor_time')")
    assert recent == 0
    assert answer.startswith("否")


@pytest.mark.parametrize("question", ["今天有几本账册被标记成作废了？", "今天有几份账单被判定成可疑了？"])
def test_a_count_by_a_verdict_the_data_has_no_status_for_is_a_gap(question: str) -> None:
    """"几本书被标记成遗失": 几本/几份 count, 标记成 is 标记为 — a verdict no status matches is stated as a gap."""
    plan = offline_plan(question, CATALOG, now=NOW, lookup_ids=lambda _: {})
    assert "count" in plan.aspects and plan.uncounted
