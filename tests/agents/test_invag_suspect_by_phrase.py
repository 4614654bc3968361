"""invAG: a yes/no about a suspect said as a noun phrase, a blame phrase or a follow-up (opened busline, nightbite,
parkwise, printhub, skygate, solarhub, streamly, tidewater, tutorly), over a catalogue of no real world and the dev
world harbor. Spec scenario: "yes/no about a suspect" — the suspect is queried beside the subject; a clean
suspect, or one off the subject's dependency chain, answers no ("不是，未发现 X 的异常" / "不是（推断）：X 不在 Y
的依赖链上"), never the coverage gap "无法确定是否由所怀疑的对象引起".

- "suspect slot": "跟 X 有关系吗", "是 X 数据库的锅吗", "是 X 搞的", "Was X the reason …", "Is it X's fault?" — the
  service named where the blame is said is the suspect (also alone beside a symptom told in words, and before a
  kind word of its own: "X 数据库的锅" suspects X, not the world's databases);
- "trouble, not a time mark": "早上 X 出问题那会儿，跟 Y 有关系没" — X is the subject, Y the suspect;
- "partner certificate of a named subject": "X 的报错是不是收单那边证书过期闹的" — the subject's external partner
  named by a word of its description is the suspect;
- "thing named by its words": "caused by the render backlog / the shared Redis" — the service whose description
  holds the backlog's word, else the world's one store of the kind, is the suspect.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from tests.agents.synthetic import NOW
from tests.agents.world_chat import Ask, world_asker

CATALOG = Catalog(
    services=("edge-router", "basket-service", "ledger-service", "vault-db", "till-service", "swipe-partner",
              "spool-cache", "paint-queue", "paint-worker"),
    dependencies={"ledger-service": ("vault-db", "swipe-partner"), "basket-service": ("ledger-service",),
                  "edge-router": ("spool-cache",), "paint-worker": ("paint-queue",), "till-service": ()},
    dependency_kinds={"ledger-service": (("vault-db", "postgres"), ("swipe-partner", "external")),
                      "edge-router": (("spool-cache", "redis"),), "paint-worker": (("paint-queue", "kafka"),)},
    descriptions={"ledger-service": "账本记账 / ledger postings", "vault-db": "账本数据库 / ledger database",
                  "swipe-partner": "外部银行卡收单机构 / card acquirer", "spool-cache": "共享缓存 / shared cache",
                  "paint-queue": "喷绘任务队列 / paint job queue", "paint-worker": "喷绘渲染 / painting",
                  "till-service": "收银台 / checkout till", "basket-service": "购物篮 / basket"},
    metrics=("latency_p99_ms", "error_ratio"),
    order_statuses=("PAID", "REFUNDED", "PAYMENT_FAILED"),
    timezone="UTC",
    data_start=NOW.replace(day=2),
    data_end=NOW,
    silent=frozenset({"swipe-partner"}),
)


@pytest.mark.parametrize("question", [
    "结账报错跟 vault-db 有关系吗", "昨晚记账失败，是 vault-db 数据库的锅吗",
    "Was vault-db the reason postings failed this afternoon?",
])
def test_the_one_service_said_where_the_blame_is_is_the_suspect(question: str) -> None:
    plan = offline_plan(question, CATALOG, now=NOW)
    assert "yes_no" in plan.aspects and plan.suspects == ["vault-db"], (plan.aspects, plan.suspects)


def test_a_service_named_before_a_kind_word_is_the_suspect_not_the_kind() -> None:
    plan = offline_plan("昨晚 ledger-service 失败，是 vault-db 数据库的锅吗", CATALOG, now=NOW)
    assert plan.suspects == ["vault-db"] and plan.services == ["ledger-service"], (plan.services, plan.suspects)


@pytest.mark.parametrize("question", ["Is it vault-db's fault?", "was it the fault of vault-db?"])
def test_a_follow_up_blaming_a_service_keeps_the_conversation_subject(question: str) -> None:
    plan = offline_plan(question, CATALOG, now=NOW, earlier_questions=["Why is ledger-service throwing 5xx?"])
    assert plan.aspects == ["yes_no"] and plan.suspects == ["vault-db"] and "ledger-service" in plan.services


def test_a_trouble_blamed_on_another_is_the_subject_not_a_time_mark() -> None:
    plan = offline_plan("早上 ledger-service 出问题那会儿，跟 vault-db 有关系没", CATALOG, now=NOW)
    assert "yes_no" in plan.aspects and plan.services == ["ledger-service"] and plan.suspects == ["vault-db"]
    #: without a blame the trouble still only marks the time of a question about the other
    marked = offline_plan("ledger-service 出问题那会儿，vault-db 是不是也挂了", CATALOG, now=NOW)
    assert marked.services[:1] == ["vault-db"]


@pytest.mark.parametrize("question", ["ledger-service 现在的报错是不是又是收单那边证书过期闹的？",
                                      "ledger-service 报错是不是收单合作方证书的问题"])
def test_a_certificate_of_the_subjects_partner_named_by_its_word_makes_the_partner_the_suspect(question: str) -> None:
    plan = offline_plan(question, CATALOG, now=NOW)
    assert plan.aspects == ["yes_no"] and plan.suspects == ["swipe-partner"] and "ledger-service" in plan.services


@pytest.mark.parametrize(("question", "thing"), [
    ("Is the ledger-service failure right now caused by the shared Redis?", "spool-cache"),
    #: the backlog is its consumer's (``question.symptom_owner``: the one application of the services holding the word)
    ("Is ledger-service's trouble caused by the paint backlog?", "paint-worker"),
])
def test_a_thing_named_by_its_words_off_the_subjects_chain_is_the_suspect(question: str, thing: str) -> None:
    plan = offline_plan(question, CATALOG, now=NOW)
    assert plan.aspects == ["yes_no"] and plan.suspects == [thing] and "ledger-service" in plan.services


@pytest.fixture(scope="module")
def ask(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Ask]:
    with world_asker(tmp_path_factory.mktemp("harbor"), "harbor") as asker:
        yield asker


@pytest.mark.parametrize(("question", "sql"), [
    ("Was the tracking search cluster the reason orders failed this afternoon?",
     "SELECT count(*) FROM log_record WHERE service = 'tracking-es' AND level IN ('WARN', 'ERROR')"),
    ("Is the booking-api trouble right now caused by the Elasticsearch?",
     "SELECT count(*) FROM service_dependency WHERE service = 'booking-api' AND depends_on = 'tracking-es'"),
])
def test_a_clean_or_unrelated_suspect_said_in_words_answers_no(ask, question: str, sql: str) -> None:  # type: ignore[no-untyped-def]
    answer, count = ask(question, sql)
    head = answer.split("\n")[0]
    assert count == 0 and head.startswith("不是") and "tracking-es" in head, answer
