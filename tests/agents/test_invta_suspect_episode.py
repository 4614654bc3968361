"""invTA (stop 54): a suspect judged over its subject's own episode; a kind word where the suspect is said."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from superbiz.agents.plan import Catalog, Plan, offline_plan
from tests.agents.world_chat import world_service

_WORLDS: dict[str, tuple[Catalog, datetime]] = {}


@pytest.fixture(scope="module")
def worlds(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, tuple[Catalog, datetime]]]:
    for world in ("coilvend", "splatfort", "steerdeck", "leashloop"):
        with world_service(Path(tmp_path_factory.mktemp(world)), world) as (service, _url):
            _WORLDS[world] = (service.c.catalog(), service.c.data_clock())
    yield _WORLDS


def _plan(worlds: dict[str, tuple[Catalog, datetime]], world: str, question: str, *earlier: str
          ) -> tuple[Plan, datetime]:
    catalog, now = worlds[world]
    return offline_plan(question, catalog, now=now, earlier_questions=list(earlier)), now


def _back(p: Plan, now: datetime) -> timedelta:
    assert p.window_start is not None, p
    return now - datetime.fromisoformat(p.window_start.replace("Z", "+00:00"))


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["补货计划器报错是不是ES慢查询导致的",
                                      "was the planner hit by the planogram deploy?"])
def test_a_suspect_asked_with_no_time_is_judged_over_the_subjects_own_episode(
        worlds: dict[str, tuple[Catalog, datetime]], question: str) -> None:
    """Held-out coilvend-planner-es-true-suspect, coilvend-planner-hit-by-deploy: the planner's trouble (under the
    search node's slow queries, after the planogram deploy) ended hours before the question; judged over the recent
    hour both true suspects were "不是，未发现 X 的异常". No time named: the data, a day back, is read."""
    p, now = _plan(worlds, "coilvend", question)
    assert p.aspects == ["yes_no"] and p.suspects and "restoq-planner" in p.services, p
    assert _back(p, now) >= timedelta(hours=23), p.window_label
    #: the present asked ("现在", "right now") is the trouble going on; a time named is the window asked
    for kept in ("补货计划器现在报错是不是ES慢查询导致的",
                 "is the planner failing right now because of the search node?",
                 "今早补货计划器报错是不是ES慢查询导致的"):
        p, now = _plan(worlds, "coilvend", kept)
        assert _back(p, now) < timedelta(hours=23), (kept, p.window_label)


@pytest.mark.spec("Answer the question that was asked")
def test_a_kind_word_in_the_suspect_slot_names_the_suspect(
        worlds: dict[str, tuple[Catalog, datetime]]) -> None:
    """Held-out splatfort-lock-db-yes-no ("订场今天傍晚那波是不是数据库锁等待导致的"): the database said by its kind
    word after 是不是 is the suspect, the booking app said before it the subject — the names came resolved database
    first and the second was taken, so the app was judged as the database's cause ("不可能是其起因")."""
    p, _ = _plan(worlds, "splatfort", "订场今天傍晚那波是不是数据库锁等待导致的")
    assert p.suspects == ["mossjardb"], p
    assert "snargel" in p.services, p


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("earlier", "question"), [((), "是不是教练端9点半那次发版搞的 约课才挂"),
                                                   (("约课挂了是因为啥",), "那教练端九点半的发版跟这有关系吗")])
def test_a_change_named_by_a_part_of_its_apps_description_is_the_suspect(
        worlds: dict[str, tuple[Catalog, datetime]], earlier: tuple[str, ...], question: str) -> None:
    """Held-out steerdeck-instructor-rollout-suspect-zh, steerdeck-rollout-related-followup-zh: "教练端" (the head of
    the instructor app's description "教练端应用", its 教练 shared with a team word) before a clock and the deploy named
    nothing, so nothing was judged ("无法确定") or the booking trouble's own chain answered "是（推断）". The app is the
    suspect: its clean rollout is no cause."""
    p, _ = _plan(worlds, "steerdeck", question, *earlier)
    assert p.aspects == ["yes_no"] and p.suspects == ["instrovia-app"], p


@pytest.mark.spec("Answer the question that was asked")
def test_a_changes_harm_asked_makes_its_service_the_suspect(
        worlds: dict[str, tuple[Catalog, datetime]]) -> None:
    """Held-out splatfort-fu-kiosk-then ("那小卖部五点五十五那次发版呢 有影响吗" after a question that named no
    service):
    the harm of the change is asked, never whether there was a change ("是，kibbletorn … 有发布记录")."""
    p, _ = _plan(worlds, "splatfort", "那小卖部五点五十五那次发版呢 有影响吗",
                 "今天六点多订场报错的原因是啥")
    assert p.aspects == ["yes_no"] and p.suspects == ["kibbletorn"] and not p.actions, p


@pytest.mark.spec("Answer the question that was asked")
def test_behind_a_possessive_blames_the_suspect(worlds: dict[str, tuple[Catalog, datetime]]) -> None:
    """Held-out leashloop-redis-behind-profiles-en ("was the redis cache behind yesterday evening's walker profile
    errors?"): "behind" before a day's possessive is the cause mark "behind the" is — a yes/no about the cache as
    the suspect of the profiles' errors, never the profiles' health judged against a kind ("不是 queue 类问题")."""
    p, _ = _plan(worlds, "leashloop", "was the redis cache behind yesterday evening's walker profile errors?")
    assert p.aspects == ["yes_no"] and p.suspects == ["barkcache"] and "muttprof" in p.services, p
