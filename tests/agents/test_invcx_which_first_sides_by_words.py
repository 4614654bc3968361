"""invCX (opened lasitava): which started first, each side said in words, on names of no real world.

Scenarios (spec "onset order"):
- lasitava "借书失败和预约报错，哪个先开始的？几点？": a side naming its service only by a word the service shares with
  its team's other parts ("预约" of the holds service, its database, its queue and its notice sender) read as no side
  at all, so the question became a cause of the other side. The side is the service the whole reading of the side
  names; of several applications, the one whose Chinese description head is a service ("预约排队服务").
- lasitava "预约服务发版和借阅库锁等待 哪个在前": "哪个在前" asks the order like "哪个先".
Dev: ledgerly-which-first-side-by-team-word-zh, ledgerly-which-is-before-deploy-or-lock-zh.
"""

from __future__ import annotations

import pytest

from superbiz.agents.plan import _which_first_sides
from superbiz.agents.plan_model import Catalog
from superbiz.agents.question import WHICH_FIRST

_CATALOG = Catalog(
    services=("app-a", "holds-a", "holds-db", "holds-q", "holds-notify", "loans-a", "loans-db"),
    descriptions={"app-a": "读者App (手机) / reader app", "holds-a": "预约排队服务 (预借) / holds service",
                  "holds-db": "预约数据库 (MySQL) / holds database", "holds-q": "预约通知队列 (Kafka) / holds queue",
                  "holds-notify": "预约到书通知发送 / holds notification sender",
                  "loans-a": "电子借阅结算 (借书) / e-loan checkout",
                  "loans-db": "借阅数据库 (PostgreSQL) / loans database"},
    teams={"app-a": "读者组 Reader", "holds-a": "预约组 Holds", "holds-db": "预约组 Holds", "holds-q": "预约组 Holds",
           "holds-notify": "预约组 Holds", "loans-a": "借阅组 Loans", "loans-db": "DBA"},
    dependencies={"app-a": ("holds-a", "loans-a"), "holds-a": ("holds-db", "holds-q"), "holds-notify": ("holds-q",),
                  "loans-a": ("loans-db",)},
    dependency_kinds={"app-a": (("holds-a", "service"), ("loans-a", "service")),
                      "holds-a": (("holds-db", "mysql"), ("holds-q", "kafka")), "holds-notify": (("holds-q", "kafka"),),
                      "loans-a": (("loans-db", "postgres"),)},
)


def test_a_side_said_by_a_shared_word_is_the_service_application() -> None:
    """Scenario lasitava "借书失败和预约报错，哪个先开始的？": the holds side is the holds service (its head a 服务)."""
    assert _which_first_sides("借书失败和预约报错，哪个先开始的？几点？", _CATALOG) == ["loans-a", "holds-a"]


@pytest.mark.parametrize("question", ["预约服务发版和借阅库锁等待 哪个在前", "A 跟 B 哪一个在先", "A 和 B 谁在前"])
def test_which_is_before_asks_the_order(question: str) -> None:
    """Scenario lasitava "…哪个在前": the order of the two onsets."""
    assert WHICH_FIRST.search(question)


def test_in_front_without_which_is_no_order() -> None:
    """"排在前面的是哪个服务" names no choice between two onsets."""
    assert not WHICH_FIRST.search("告警列表里排在前面的是哪个服务")
