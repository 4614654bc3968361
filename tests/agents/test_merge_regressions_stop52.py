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
