"""The stop-52 merge's regressions, each mended by the lead (each test fails on the merged code before its mend)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.agents.world_chat import world_service


@pytest.mark.spec("Answer the question that was asked")
def test_failed_records_during_a_deploy_are_records_not_the_deploys_log_lines(tmp_path: Path) -> None:
    """lendkit lendkit-stokta-failed-loans-zh ("昨晚库存服务发版那会儿失败的借用单有多少"): invRC made
    "X 发版那会儿" the deploy's own span for a count — of the subject's log lines. The question counts failed
    records (借用单), so the head stated 136 ERROR lines of the service, and the failed loans (18, TOOL_LOCKOUT)
    went unsaid."""
    with world_service(tmp_path, "lendkit") as (service, _):
        result = service.ask("昨晚库存服务发版那会儿失败的借用单有多少", user_id="test", conversation_id="m52-deploy")
    head = result.answer.split("\n")[0]
    assert "ERROR 日志（发版期间" not in head, head
    assert "18" in result.answer and "TOOL_LOCKOUT" in result.answer, result.answer[:600]


@pytest.mark.spec("Answer the question that was asked")
def test_a_caller_beside_the_subject_naming_the_suspect_makes_no_partial_yes(tmp_path: Path) -> None:
    """cinemax cinemax-hallplan-cache-yes-no-zh ("hallplan 报错是不是排片缓存引起的？"): invRH's team-and-kind rule now
    names the showtime cache for "排片缓存" (rightly), and the schedule API came in beside the subject; its lines
    naming the cache were read as the subject's own, so the answer said "是（推断）：hallplan-svc 的一部分异常指向
    showtime-cache". The seat map's errors began with its own redeploy, before the cache's misses: no."""
    with world_service(tmp_path, "cinemax") as (service, _):
        result = service.ask("hallplan 报错是不是排片缓存引起的？", user_id="test", conversation_id="m52-partial")
    assert result.answer.startswith("不是"), result.answer[:300]


@pytest.mark.spec("Answer the question that was asked")
def test_an_apps_errors_beside_its_own_store_keep_the_app_as_the_subject(tmp_path: Path) -> None:
    """haulpit haulpit-slow-sql-yes-zh ("haulsched 报错跟它的 db 慢查询有关系吗？"): invRG made "订场的mysql" the app's
    own store alone (the store asked, not the app); here the app's errors are asked against its store, and with the
    app dropped the answer was "无法确定". The store alone is still asked by "X 的 mysql 有问题吗"."""
    with world_service(tmp_path, "haulpit") as (service, _):
        result = service.ask("haulsched 报错跟它的 db 慢查询有关系吗？", user_id="test", conversation_id="m52-own")
    assert result.answer.startswith("是"), result.answer[:300]
    assert "haulsched-db" in result.answer.split("\n")[0]
