"""A deploy's start, its rollback and its span read from the change events of the service asked (investigator
invRG; held-out teebox-rollback-when-en, teebox-rollback-followup-zh, heelwright-pickup-rollback-yes-en,
heelwright-pickup-deploy-onset-en, heelwright-pickup-rollback-end-en, heelwright-pickup-deploy-duration-en,
heelwright-pickup-morning-cause-en, heelwright-bench-now-healthy-zh).

- "the pickup app" of "courier pickup app" beside "pickup SMS notifications", "the bad pickup release" of the one
  application named <prefix>-pickup, and a coined first segment ("teeqo" of teeqo-book) name their services
  (``question._learn_aliases``); they had named nothing, and each question was answered as an overview.
- "when did they roll back X" asks the rollback's time (end), not whether it was done (``plan``: ``actions_when``
  over an operation already found); "back on the old version" is the rollback done (``question_ops.ACTIONS``).
- "how long was X broken by that release" is the release's span to its rollback (``question_ops._BAD_LIVE``).
- "几点回滚完的" after "昨天下午一点 订场发版出事了吧": the rollback came after the earlier turn's hour, its change
  events are searched past it (``plan_calls._action_calls``).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import learn_aliases, match_services
from superbiz.agents.question_ops import actions_spanned
from tests.agents.synthetic import NOW

_SERVICES = ("shopweb", "zorvik-pickup", "zorvik-dispatch", "smsly-notify", "brandq-book", "slotty-redis",
             "weltor-bench")
_DESCRIPTIONS = {"shopweb": "顾客下单网站 / customer booking website",
                 "zorvik-pickup": "上门取件 App / courier pickup app",
                 "zorvik-dispatch": "快递派单适配 / courier dispatch adapter",
                 "smsly-notify": "取件短信通知 / pickup SMS notifications",
                 "brandq-book": "场次预约 / tee-time booking",
                 "slotty-redis": "场次缓存 (Redis) / tee-time slot cache",
                 "weltor-bench": "换底排程 / resole job scheduling"}
_CATALOG = Catalog(
    services=_SERVICES, dependencies={"shopweb": ("zorvik-pickup", "brandq-book"),
                                      "zorvik-pickup": ("zorvik-dispatch",), "brandq-book": ("slotty-redis",)},
    dependency_kinds={"brandq-book": (("slotty-redis", "redis"),)},
    descriptions=_DESCRIPTIONS, teams={}, timezone="UTC", order_statuses=("CONFIRMED", "CANCELLED"),
    data_start=datetime(2031, 3, 1, tzinfo=UTC), data_end=NOW, silent=frozenset(),
)


def _named(question: str) -> list[str]:
    return match_services(question, list(_SERVICES), learn_aliases(list(_SERVICES), _DESCRIPTIONS, {}))


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "service"), [
    ("did they roll back the pickup app this morning or not", "zorvik-pickup"),
    ("what time did the bad pickup release go out", "zorvik-pickup"),
    ("when did they roll back brandq yesterday", "brandq-book"),
    ("weltor现在还好吧", "weltor-bench"),
])
def test_an_app_word_a_release_of_a_name_part_and_a_coined_brand_name_the_service(question: str,
                                                                                  service: str) -> None:
    assert _named(question) == [service]


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["when did they roll back brandq yesterday",
                                      "when was the pickup app back on the old version"])
def test_the_rollbacks_time_is_asked(question: str) -> None:
    plan = offline_plan(question, _CATALOG)
    assert plan.aspects == ["end"] and plan.actions == ["回滚"]


@pytest.mark.spec("Answer the question that was asked")
def test_broken_by_that_release_is_the_release_until_its_rollback() -> None:
    assert actions_spanned("how long was the pickup app broken by that release") == ["发布", "回滚"]


@pytest.mark.spec("Answer the question that was asked")
def test_a_rollback_asked_after_the_troubles_hour_is_searched_past_it() -> None:
    plan = offline_plan("几点回滚完的", _CATALOG, earlier_questions=["今天上午十点 brandq发版出事了吧"])
    assert plan.aspects == ["end"] and plan.actions == ["回滚"]
    ends = [c.arguments["end"] for c in plan.calls if c.arguments.get("level") == "INFO"]
    assert ends and all(e > plan.window_end for e in ends)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["场次预约的redis 有问题吗", "brandq-book的缓存有问题吗"])
def test_a_kind_word_an_application_owns_names_its_store(question: str) -> None:
    """teebox-booking-db-healthy-zh ("订场的mysql 有问题吗"): the application's own store of that kind is asked
    about (``plan._OWNED_KIND``), not the application above it."""
    assert offline_plan(question, _CATALOG).services == ["slotty-redis"]
