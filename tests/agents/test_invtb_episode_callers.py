"""invTB (stop 54, opened cratevale): the episodes of one service counted on another — a cache that stormed twice,
its caller's errors asked per storm."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from superbiz.chat.service import ChatService
from tests.agents.world_chat import ask_head, sql_text, world_service


@pytest.fixture(scope="module")
def cratevale(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ChatService, str]]:
    with world_service(Path(tmp_path_factory.mktemp("cratevale")), "cratevale") as served:
        yield served


def _stamps(url: str, sql: str) -> list[datetime]:
    return sorted(datetime.fromisoformat(t.replace("Z", "")) for t in sql_text(url, sql).split("|"))


@pytest.mark.spec("Answer the question that was asked")
def test_a_callers_errors_counted_per_storm_of_its_store(cratevale: tuple[ChatService, str]) -> None:
    """Held-out crv-storm-errors-per-storm-zh: "snarvix两次驱逐 预约服务各报了多少错" — the storms are the cache's
    (its lines WARN only), the errors asked the booking service's: each storm's count is the caller's ERROR lines
    naming the cache inside that storm, never the cache's own WARN lines."""
    service, url = cratevale
    head = ask_head(service, "snarvix两次驱逐 预约服务各报了多少错")
    storm = _stamps(url, "SELECT group_concat(ts, '|') FROM log_record WHERE service = 'snarvix' AND level = 'WARN'")
    gap = max(range(1, len(storm)), key=lambda k: storm[k] - storm[k - 1])
    split = storm[gap - 1] + (storm[gap] - storm[gap - 1]) / 2
    errors = _stamps(url, "SELECT group_concat(ts, '|') FROM log_record WHERE service = 'movrinda' AND level = 'ERROR'")
    margin = timedelta(minutes=5)
    first = sum(1 for t in errors if storm[0] - margin <= t < split)
    second = sum(1 for t in errors if split <= t <= storm[-1] + margin)
    assert f"movrinda 的 ERROR 日志 {first} 条" in head and f"movrinda 的 ERROR 日志 {second} 条" in head, head


@pytest.fixture(scope="module")
def boingyard(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ChatService, str]]:
    with world_service(Path(tmp_path_factory.mktemp("boingyard")), "boingyard") as served:
        yield served


@pytest.mark.spec("Answer the question that was asked")
def test_a_stores_errors_on_two_days_are_its_callers(boingyard: tuple[ChatService, str]) -> None:
    """Held-out boingyard-ticketing-today-vs-yesterday-zh: "票务缓存今天炸的那次和昨天那次比 哪次报错多" — the cache
    logs WARN lines only (no error on either day): the errors asked are its caller's (the ticket service's), each day's
    counted, never the cache's two zeros."""
    service, url = boingyard
    answer = service.ask("票务缓存今天炸的那次和昨天那次比 哪次报错多", user_id="test", conversation_id="tb-1").answer
    head = answer.split("\n")[0]
    spans = re.findall(r"^- tikaroo .*?（两窗口对比的变化之一）：(\S+?)Z~(\S+?)Z 共", answer, re.M)
    assert len(spans) == 2 and not head.startswith("hopstash"), answer
    for lo, hi in spans:
        count = sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'tikaroo' AND level = 'ERROR' "
                              f"AND julianday(ts) >= julianday('{lo}') AND julianday(ts) < julianday('{hi}')")
        assert f"共 {count} 条" in head, (count, head)
