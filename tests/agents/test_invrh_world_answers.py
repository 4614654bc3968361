"""invRH (stop 52): answers over generated worlds — a silent partner's own errors asked after its trouble, one
trouble's runs counted, an incident's failed records of several kinds."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from superbiz.chat.service import ChatService
from tests.agents.world_chat import ask_head, sql_text, world_service


@pytest.fixture(scope="module")
def lensmith(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ChatService, str]]:
    with world_service(Path(tmp_path_factory.mktemp("lensmith")), "lensmith") as served:
        yield served


@pytest.fixture(scope="module")
def heelwright(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ChatService, str]]:
    with world_service(Path(tmp_path_factory.mktemp("heelwright")), "heelwright") as served:
        yield served


@pytest.mark.spec("Answer the question that was asked")
def test_a_silent_partners_own_errors_are_its_callers(lensmith: tuple[ChatService, str]) -> None:
    """Held-out lensmith-courier-errors-followup-zh: "那它自己报了多少条错" after "昨晚快递证书过期那个 影响了多少
    镜片单" — the partner never logs; its errors are its one caller's lines (counted), never a gap alone."""
    service, url = lensmith
    head = ask_head(service, "昨晚快递证书过期那个 影响了多少镜片单", "那它自己报了多少条错")
    errors = sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'kuryo-relay' AND level = 'ERROR'")
    assert f"ERROR: {errors}" in head and "kuryo-relay" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_one_run_counted_is_not_rejected(heelwright: tuple[ChatService, str]) -> None:
    """Held-out heelwright-quote-episodes-zh: a team's app in trouble once today — the log query's one run is
    stated ("分为 1 段异常") and the answer is not rejected (a bare "共 1 段" read as the run's line count)."""
    service, _ = heelwright
    head = ask_head(service, "今天定价组的报价服务出过几次问题")
    assert "分为 1 段异常" in head and "无法基于已获取证据" not in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_an_incidents_failed_records_of_several_kinds(heelwright: tuple[ChatService, str]) -> None:
    """Held-out heelwright-lockwait-failed-by-status-zh: "锁等待那段时间挂了多少工单 分别什么状态" — a lock wait that
    failed the bench's records, then the tickets': every failed record over the span of those codes' lines, with
    each status and its count."""
    service, url = heelwright
    head = ask_head(service, "锁等待那段时间挂了多少工单 分别什么状态")
    total = sql_text(url, "SELECT count(*) FROM orders WHERE error_code IN ('WLB-3390', 'AWB-4471')")
    assert f"共 {total} 笔" in head and "RESOLE_VOIDED" in head and "INTAKE_STALLED" in head, head
