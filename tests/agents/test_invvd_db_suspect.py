"""invVD (stop 56): "今天早上预约慢是不是数据库的锅" — the database said by its kind word in the suspect's slot, beside
a team whose alias ("数据" of 数据组) opens that kind word (held-out sudswick)."""

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_sides import suspect_slot
from superbiz.agents.question import match_services
from tests.agents.world_chat import spec_catalog


@pytest.mark.spec("Answer the question that was asked")
def test_a_kind_word_is_not_the_team_alias_it_opens_with() -> None:
    """Held-out sudswick-db-suspect-yes-zh: "数据库" matched the data team's alias "数据" and named its revenue
    report service (answer: "不是，未发现 tallyrune 的异常")."""
    catalog = spec_catalog("sudswick")
    assert match_services("是不是数据库的锅", catalog.services, catalog.aliases()) == []
    assert match_services("数据组的服务有问题吗", catalog.services, catalog.aliases()) == ["tallyrune"]


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "slot"), [("今天早上预约慢是不是数据库的锅", "数据库"),
                                                ("下午下单失败是否缓存的锅", "缓存"),
                                                ("缓存的锅吗", "缓存")])
def test_the_suspect_slot_of_a_bare_blame_starts_after_its_mark(question: str, slot: str) -> None:
    """Held-out sudswick-db-suspect-yes-zh: "X 的锅" matched from the sentence's start, so the symptom's booking word
    (预约) named the booking API as its own suspect."""
    assert suspect_slot(question) == slot


@pytest.mark.spec("Answer the question that was asked")
def test_the_database_blamed_is_the_suspect() -> None:
    """Held-out sudswick-db-suspect-yes-zh: the booking API is the subject, its database the suspect."""
    plan = offline_plan("今天早上预约慢是不是数据库的锅", spec_catalog("sudswick"))
    assert plan.services[:1] == ["bublinq"] and plan.suspects[:1] == ["sudvault"], (plan.services, plan.suspects)
