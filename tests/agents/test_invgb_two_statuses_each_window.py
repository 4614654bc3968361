"""invGB (opened leafstack, orbitpass, clearbite): two statuses' records compared, each side with its own words.

Spec scenario "Answer the question that was asked": "最近一小时汇率不可用的转账 跟 上午入账失败的转账 分别有多少笔？" (a
count over two windows, each side naming its own status) counts each status in its own side's window, in the
question's order — never the first two statuses the data holds, crossed over the windows; "were there more <X
failures> or <Y records> today?" and "more plan failures last night or production rejections tonight?" compare the
two statuses' records (the failures and rejections are the records), never a health overview.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from superbiz.agents.plan_terms import statuses_compared
from superbiz.agents.question import aspects_of, status_matches
from tests.agents.world_chat import world_asker


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", [
    "were there more failed downlink jobs or rejected pass bookings today?",
    "more plan failures last night or production rejections tonight?",
])
def test_more_x_or_y_asks_a_comparison(question: str) -> None:
    """Spec: "were there more A or B" sets A against B (a comparison), whatever words each side takes."""
    assert "comparison" in aspects_of(question, has_entity=False, has_record=False)


@pytest.mark.parametrize("question", ["more info - is x down or not?", "is there more lag now or not?"])
def test_or_not_is_no_comparison(question: str) -> None:
    assert "comparison" not in aspects_of(question, has_entity=False, has_record=False)


def test_rejections_name_the_rejected_status() -> None:
    statuses = ("PLAN_APPROVED", "PLAN_FAILED", "PRODUCTION_REJECTED", "SHIPPED")
    assert status_matches("production rejections tonight?", statuses) == ["PRODUCTION_REJECTED"]
    assert statuses_compared("more plan failures last night or production rejections tonight?",
                             statuses) == ["PLAN_FAILED", "PRODUCTION_REJECTED"]


@pytest.mark.spec("Answer the question that was asked")
def test_two_statuses_each_in_its_own_window(tmp_path: Path) -> None:
    """Spec: a count of two statuses over two windows keeps each status in its own side's window (question order)."""
    with world_asker(tmp_path, "ledgerly") as ask:
        answer, fx = ask("最近一小时汇率不可用的转账 跟 上午入账失败的转账 分别有多少笔？",
                         "SELECT count(*) FROM orders WHERE status = 'FX_UNAVAILABLE'")
        _, ledger = ask("最近一小时汇率不可用的转账 跟 上午入账失败的转账 分别有多少笔？",
                        "SELECT count(*) FROM orders WHERE status = 'FAILED_LEDGER'")
    head = "\n".join(answer.splitlines()[:3])
    assert re.search(rf"FX_UNAVAILABLE 的订单：[^，]*共 {fx} 笔", head), head
    assert re.search(rf"FAILED_LEDGER 的订单：[^，]*共 {ledger} 笔", head), head
    assert head.index("FX_UNAVAILABLE") < head.index("FAILED_LEDGER"), head


@pytest.mark.spec("Answer the question that was asked")
def test_more_failures_or_status_records_counts_both(tmp_path: Path) -> None:
    """Spec: "were there more ledger failures or fx-unavailable transfers this morning?" counts both statuses."""
    with world_asker(tmp_path, "ledgerly") as ask:
        answer, ledger = ask("were there more ledger failures or fx-unavailable transfers this morning?",
                             "SELECT count(*) FROM orders WHERE status = 'FAILED_LEDGER'")
    head = answer.splitlines()[0]
    assert "FAILED_LEDGER" in head and "FX_UNAVAILABLE" in head and f"共 {ledger} 笔" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_each_subject_in_its_own_window(tmp_path: Path) -> None:
    """Spec: "昨晚 X 的报错 和 今天 Y 的报错 哪个多" counts X in last night's window and Y over today (the whole day
    so far, not last night's hours moved to today) — never both subjects in both windows."""
    with world_asker(tmp_path, "stagecast") as ask:
        answer, before = ask("昨晚 recommend-api 的报错 和 今天 catalog-svc 的报错 哪个多",
                             "SELECT count(*) FROM log_record WHERE service = 'recommend-api' AND level = 'ERROR'")
    head = answer.splitlines()[0]
    assert "recommend-api 的 ERROR 日志：" in head and f"共 {before} 条" in head, head
    assert "catalog-svc 的 ERROR 日志：" in head and "00:00~" in head, head  # today from its start


def test_bare_day_owning_a_thing_is_the_whole_day() -> None:
    from datetime import UTC, datetime, timedelta
    from zoneinfo import ZoneInfo

    from superbiz.agents.timewindows import resolve_windows
    zone = ZoneInfo("Asia/Shanghai")
    now = datetime(2026, 3, 9, 7, 0, tzinfo=UTC)  # 15:00 local
    pair = resolve_windows("今天中午卖票失败的和昨天订座失败的，哪个多？", now=now, zone=zone)
    assert pair is not None
    second = pair[1]
    assert second.end - second.start == timedelta(days=1)
    #: a bare day that owns nothing keeps the first side's hours ("今天上午和昨天比")
    same = resolve_windows("今天上午和昨天比，报错多吗", now=now, zone=zone)
    assert same is not None and (same[1].end - same[1].start) == (same[0].end - same[0].start)


@pytest.mark.spec("Answer the question that was asked")
def test_overall_compares_over_all_the_data(tmp_path: Path) -> None:
    """Spec: "A vs B, which one logged more errors overall?" counts each subject over all the data."""
    with world_asker(tmp_path, "harbor") as ask:
        answer, total = ask("booking-api vs carrier-bridge, which one logged more errors overall?",
                            "SELECT count(*) FROM log_record WHERE service = 'carrier-bridge' AND level = 'ERROR'")
    assert f"carrier-bridge 的 ERROR 日志 {total} 条" in answer.splitlines()[0], answer.splitlines()[0]


@pytest.mark.spec("Answer the question that was asked")
def test_current_wave_against_an_earlier_one(tmp_path: Path) -> None:
    """Spec: "is X's current error wave bigger than the one around 6:30am?" sets the recent window against the one
    named (two counts), never the named window alone."""
    with world_asker(tmp_path, "stagecast") as ask:
        answer, now_count = ask("is edge-gw's current error wave bigger than the one around 6:30am? how many error "
                                "lines each?", "SELECT count(*) FROM log_record WHERE service = 'edge-gw' "
                                "AND error_code = 'EDG-5031'")
    head = "\n".join(answer.splitlines()[:2])
    assert f"共 {now_count} 条" in head and "06:00~07:30" in head, head
