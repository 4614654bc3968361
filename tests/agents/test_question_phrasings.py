"""More question phrasings found by held-out error analysis (issue 10), on a catalogue of no real world: short
"X ok right now?", "which is throwing more", "back to normal", "what time … start", "is X behind the Y",
a hyphenated name written with spaces, Chinese-numeral clock hours ("一点多") and "overnight"."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import aspects_of, match_services
from superbiz.agents.timeparse import format_local, resolve_time

NOW = datetime(2031, 3, 4, 15, 0, tzinfo=UTC)
CATALOG = Catalog(
    services=("edge-router", "basket-service", "ledger-service", "vault-db", "stock-sync"),
    dependencies={"ledger-service": ("vault-db",), "basket-service": ("ledger-service",)},
    metrics=("latency_p99_ms", "error_ratio"),
    timezone="UTC",
    data_start=datetime(2031, 3, 3, 0, 0, tzinfo=UTC),
    data_end=NOW,
    silent=frozenset(),
)


@pytest.mark.parametrize(("question", "aspect"), [
    ("edge-router ok right now?", "health"),
    ("basket-service fine?", "health"),
    ("edge-router or basket-service, which is throwing more errors over the past 30 min?", "comparison"),
    ("At what point was ledger-service back to normal after the bad release?", "end"),
    ("What time overnight did edge-router start failing its TLS handshakes?", "onset"),
    ("is vault-db behind the ledger-service errors?", "yes_no"),
    ("最近一小时 ledger-service 和 basket-service 哪个报错多？", "comparison"),  # 哪个…多, not only 哪个更
])
def test_short_and_indirect_phrasings_ask_their_aspect(question: str, aspect: str) -> None:
    assert aspects_of(question, has_entity=True, has_record=False) == [aspect]


def test_is_x_behind_the_y_names_x_the_suspect_and_y_the_subject() -> None:
    plan = offline_plan("is vault-db behind the ledger-service errors?", CATALOG, now=NOW)
    assert plan.suspects == ["vault-db"]
    assert plan.services[0] == "ledger-service"


def test_a_falling_behind_question_is_still_health() -> None:
    assert aspects_of("Is stock-sync falling behind?", has_entity=True, has_record=False) == ["health"]


@pytest.mark.parametrize(("question", "services"), [
    ("when did the stock sync backlog begin?", ["stock-sync"]),
    ("is the ledger service slow?", ["ledger-service"]),
    ("edge-router and stock sync", ["edge-router", "stock-sync"]),
    ("stocks sync", []),
    ("stock_sync lagging?", ["stock-sync"]),           # underscores, run together, CamelCase
    ("stocksync lagging?", ["stock-sync"]),
    ("LedgerService errors and edgerouter 5xx", ["ledger-service", "edge-router"]),
    ("ledger-service and ledger_service", ["ledger-service"]),
    ("stocksyncs lagging?", []),
])
def test_a_hyphenated_name_written_with_spaces_names_the_service(question: str, services: list[str]) -> None:
    assert match_services(question, CATALOG.services, {}) == services


@pytest.mark.parametrize(("question", "window"), [
    ("昨天中午一点多 edge-router 大量报错", ("2031-03-03 13:00", "2031-03-03 14:00")),
    ("今天十点多 ledger-service 为什么报错", ("2031-03-04 10:00", "2031-03-04 11:00")),
    ("下午两点到三点 basket-service 健康吗", ("2031-03-04 14:00", "2031-03-04 15:00")),
    ("中午12点 edge-router", ("2031-03-04 11:30", "2031-03-04 12:30")),
    #: the night that ended this morning, from 22:00 the evening before (opened claimwise: an incident from 23:00)
    ("What time overnight did edge-router start failing?", ("2031-03-03 22:00", "2031-03-04 06:00")),
])
def test_chinese_numeral_hours_and_overnight_are_read(question: str, window: tuple[str, str]) -> None:
    spec = resolve_time(question, now=NOW, zone=CATALOG.zone())
    assert (format_local(spec.start, CATALOG.zone()), format_local(spec.end, CATALOG.zone())) == window
