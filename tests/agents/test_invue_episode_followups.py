"""invUE (stop 55): follow-ups over one store's several storms — "how many times?" after "anything wrong with X?",
a side named by a loose clock ("the 10ish one")."""

from __future__ import annotations

import pytest

from superbiz.agents.question_ops import counts_carried_troubles
from superbiz.agents.timeforms import canonical_time_forms


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("earlier", ["anything wrong with the rates cache today?", "what's wrong with bookdb?",
                                     "订座缓存今天有没有异常"])
def test_how_many_times_after_a_trouble_asked_counts_its_times(earlier: str) -> None:
    """keyfleet/kf-storm-count-followup-en: "how many times?" after a question whether anything went wrong counts
    the subject's episodes (its storms), never its log lines by level."""
    assert counts_carried_troubles("how many times?", [earlier])


@pytest.mark.spec("Answer the question that was asked")
def test_how_many_times_after_a_plain_question_counts_no_trouble() -> None:
    """keyfleet/kf-storm-count-followup-en: the earlier question must ask about a trouble."""
    assert not counts_carried_troubles("how many times?", ["how many deploys did bookdb have today?"])


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("said", "canonical"), [
    ("which one was longer, the morning one or the 10ish one?", "the 10:00 one"),
    ("and the ten-ish storm?", "the 10:00 storm"),
    ("the 3 ish outage", "the 3:00 outage"),
])
def test_an_episode_named_by_a_loose_clock(said: str, canonical: str) -> None:
    """keyfleet/kf-storm-longer-followup-en: "the 10ish one" names the episode at ten as "the 10 o'clock one" does
    (an episode side), never a window of 09:30-11:00 whose ERROR lines are compared."""
    assert canonical in canonical_time_forms(said)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["今早的缓存挂了多久", "今早的缓存风暴和昨晚七点那次 哪次更长",
                                      "昨晚的数据库为啥慢"])
def test_a_time_word_before_a_kind_word_is_no_unknown_thing(question: str) -> None:
    """hivewright/hivewright-cache-storms-longer: "今早的缓存" is the world's cache this morning, never an unknown
    service "今早缓存" (a gap: "数据源中没有 今早缓存 的任何记录")."""
    from superbiz.agents.subjects import unheld_qualified_kinds

    assert unheld_qualified_kinds(question, ["商城缓存 (Redis) / honey shop cache", "订单库 / orders database"]) == []


@pytest.mark.spec("Answer the question that was asked")
def test_a_lone_kind_word_is_the_subject_of_two_storms_compared() -> None:
    """hivewright/hivewright-cache-storms-longer: "今早的缓存风暴和昨晚七点那次 哪次更长" — the one cache, said by its
    kind word alone, is the subject whose two storms are timed, never every service's ERROR lines over two windows."""
    from superbiz.agents.plan import offline_plan
    from tests.agents.synthetic import CATALOG, NOW

    catalog = CATALOG.model_copy(update={
        "services": ("shop-app", "shop-cache"), "dependencies": {"shop-app": ("shop-cache",)},
        "dependency_kinds": {"shop-app": (("shop-cache", "redis"),)},
        "descriptions": {"shop-app": "商城服务 / shop", "shop-cache": "商城缓存 (Redis) / shop cache"}})
    plan = offline_plan("今早的缓存风暴和昨晚七点那次 哪次更长", catalog, now=NOW)
    assert plan.services == ["shop-cache"], plan.services
    assert plan.aspects == ["comparison"], plan.aspects
