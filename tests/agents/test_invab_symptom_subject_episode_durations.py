"""A trouble named by a hyphenated measure word, and two of its episodes compared by their spans (invAB: the opened
held-out gymflow and hirewise, "Is this lock-wait episode already longer than the morning one?", "Was the afternoon
lock-wait episode longer than the morning one?").

Spec scenarios: "Entities are resolved from the catalogue" — "lock-wait" is a trouble, not an unknown service name
(that was a gap: "数据源中没有 lock-wait 的任何记录"); with no service named, the one service whose alerts carry
the trouble (the store whose lock waits fire) is the subject, its callers beside it. "Answer the question that was
asked" — two episodes named by "this" / an order / a part of the day are set against each other in the question's
order, each one's own span stated (the later one may still be going on, up to now), and a yes/no answered first.
Expected values come from each world's database by SQL.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_model import Catalog
from superbiz.agents.question import compares_episodes, episode_sides, without_episode_parts
from tests.agents.world_chat import sql_text, world_service

_NOW = datetime(2026, 6, 18, 16, 0, tzinfo=UTC)


def _catalog(alert_words: dict[str, str]) -> Catalog:
    return Catalog(services=("book-api", "book-pg", "member-db", "edge-gw"),
                   dependencies={"book-api": ("book-pg",), "edge-gw": ("book-api",)},
                   dependency_kinds={"book-api": (("book-pg", "postgres"),), "edge-gw": (("book-api", "service"),)},
                   alert_words=alert_words, timezone="UTC", data_start=datetime(2026, 6, 17, tzinfo=UTC),
                   data_end=_NOW)


@pytest.mark.parametrize("question, sides", [
    ("Is this lock-wait episode already longer than the morning one?", [("now", "this lock-wait episode"),
                                                                       ("part", "morning")]),
    ("Was the afternoon lock-wait episode longer than the morning one?", [("part", "afternoon"),
                                                                         ("part", "morning")]),
    ("这次锁等待比早上那次久吗？", [("now", "这次"), ("part", "早上")]),
    ("下午那次锁等待是不是比上午那次持续得久？", [("part", "下午"), ("part", "上午")]),
])
def test_two_episodes_named_and_set_against_each_other(question: str, sides: list[tuple[str, str]]) -> None:
    assert compares_episodes(question)
    assert episode_sides(question) == sides
    #: the parts of the day pick the episodes, not the window
    assert not re.search(r"morning|afternoon|早上|上午|下午", without_episode_parts(question))


@pytest.mark.parametrize("question", ["Is X slower than this morning?", "今天上午比昨天多吗",
                                      "Is this time worse than the morning?", "第一次锁等待是几点恢复的"])
def test_one_episode_or_a_window_is_no_episode_comparison(question: str) -> None:
    assert not compares_episodes(question)
    assert without_episode_parts(question) == question


def test_a_hyphenated_measure_is_the_one_alerting_service_and_its_callers() -> None:
    catalog = _catalog({"book-pg": "db lock waits high book-pg lock waits 45/s > 5/s",
                        "book-api": "error rate high book-api error ratio 18% > 2%"})
    plan = offline_plan("How long did the lock-wait episode last?", catalog, now=_NOW)
    assert plan.unknown_services == [] and plan.services == ["book-pg", "book-api"], plan.services


def test_a_measure_alerted_on_two_services_names_neither() -> None:
    catalog = _catalog({"book-pg": "db lock waits high", "member-db": "innodb lock storm member-db lock waits"})
    plan = offline_plan("How long did the lock-wait episode last?", catalog, now=_NOW)
    assert "book-pg" not in plan.services and "member-db" not in plan.services, plan.services
    assert "lock-wait" not in plan.unknown_services


def test_a_hyphenated_name_that_is_no_measure_stays_unknown() -> None:
    catalog = _catalog({"book-pg": "db lock waits high"})
    assert offline_plan("Is loyalty-points failing?", catalog, now=_NOW).unknown_services == ["loyalty-points"]


def _minutes(url: str, sql: str) -> float:
    return float(sql_text(url, sql))


def _spans(head: str) -> list[int]:
    return [int(m) for m in re.findall(r"持续约 (\d+) 分钟", head)]


#: the store's lock-wait WARN lines of one episode (before / after local noon), by SQL
_STORE = "(SELECT service FROM alert WHERE lower(summary) LIKE '%lock wait%' LIMIT 1)"
_NOON = "(SELECT datetime(min(ts), '+5 hours') FROM log_record WHERE service = {store} AND level = 'WARN')"


def _episode_minutes(url: str, *, later: bool, ongoing: bool) -> float:
    store = sql_text(url, f"SELECT {_STORE}")
    gap = sql_text(url, f"SELECT {_NOON.format(store=repr(store))}")
    where = f"service = '{store}' AND level = 'WARN' AND ts {'>=' if later else '<'} '{gap}'"
    end = "(SELECT value FROM world_meta WHERE key = 'anchor_time')" if ongoing else "max(ts)"
    return _minutes(url, f"SELECT (julianday({end}) - julianday(min(ts))) * 1440 FROM log_record WHERE {where}")


@pytest.mark.parametrize("world, question, ongoing, answer", [
    ("gymflow", "Is this lock-wait episode already longer than the morning one?", True, "是"),
    ("gymflow", "这次锁等待比早上那次久吗？", True, "是"),
    ("gymflow", "Is the morning lock-wait episode longer than this one?", True, "不是"),
    ("gymflow", "Was the morning lock-wait episode shorter than this one?", True, "是"),
    ("hirewise", "Was the afternoon lock-wait episode longer than the morning one?", False, "是"),
])
def test_the_episodes_spans_compared_in_the_asked_order(tmp_path: Path, world: str, question: str, ongoing: bool,
                                                        answer: str) -> None:
    with world_service(tmp_path, world) as (chat, url):
        first = _episode_minutes(url, later=False, ongoing=False)
        second = _episode_minutes(url, later=True, ongoing=ongoing)
        head = chat.ask(question, user_id="invab").answer.split("\n\n")[0]
    assert head.startswith(f"{answer}，"), head
    spans = _spans(head)
    assert len(spans) == 2 and abs(spans[0] - first) <= 5 and abs(spans[1] - second) <= 5, (head, first, second)
    assert ("仍在持续" in head) is ongoing, head


@pytest.mark.parametrize("question", ["X 昨天早上那次和现在这次比，哪次报错多",
                                      "X 昨晚发版那波报错跟凌晨三点锁等待那波比，哪次多",
                                      "今晚 X 发版那波报错，跟下午 Y 那波比，哪个报错多？"])
def test_episodes_of_another_day_a_clock_or_waves_keep_their_windows(question: str) -> None:
    """Another day, a clock or two waves named: the question's own windows (two windows or two waves) stand."""
    assert without_episode_parts(question) == question


def test_two_troubles_named_name_no_alerting_owner() -> None:
    """"证书过期那次…和现在连接池卡住的…比": each trouble is a side, neither names the subject."""
    catalog = _catalog({"book-pg": "db pool exhausted book-pg connection pool 40/40 in use"})
    plan = offline_plan("证书过期那次失败的订单和现在连接池卡住的订单比，哪个多？", catalog, now=_NOW)
    assert "book-pg" not in plan.services, plan.services
