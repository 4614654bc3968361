"""The onset asked after a deploy said as a noun (pinhall pinhall-wallet-deploy-onset-en)."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import _AFTER_DEPLOY_ONSET
from superbiz.render.answer_time import onset_since
from superbiz.render.material import MaterialItem


@pytest.mark.spec("Answer the question that was asked")
def test_a_deploy_said_as_a_noun_is_what_the_question_measures_from() -> None:
    """pinhall-wallet-deploy-onset-en: "when did the wallet start erroring after the deploy" — the deploy (a noun,
    no doer) sets the onset's start; the answer was the day's earliest trouble (a cache storm hours before)."""
    assert _AFTER_DEPLOY_ONSET.search("when did the wallet start erroring after the deploy")
    assert _AFTER_DEPLOY_ONSET.search("what time did X begin failing since the rollout?")
    assert not _AFTER_DEPLOY_ONSET.search("when did the wallet start erroring")
    #: a count of records since the release is no onset (its records are counted as before)
    assert not _AFTER_DEPLOY_ONSET.search("how many credit txns ended up CREDIT_STUCK since the wallet release")


@pytest.mark.spec("Answer the question that was asked")
def test_the_onset_after_a_deploy_is_its_first_error_line_from_the_deploy_on() -> None:
    """pinhall-wallet-deploy-onset-en: the first ERROR code whose first line is at or after the latest deploy event,
    never an earlier code of the day."""
    items = [
        MaterialItem(claim_id="a", claim_type="observation",
                     text="wal 的操作记录（发布）：「2026-11-14T16:05:00.000Z INFO wal deployment started: 4.12.0」"),
        MaterialItem(claim_id="b", claim_type="observation",
                     text="wal 错误码 W-4302 的 ERROR 日志在窗口内共 112 条，"
                          "首次出现(first_seen) 2026-11-14T06:10:54Z，"
                          "最近一次(last_seen) 2026-11-14T06:44:48Z"),
        MaterialItem(claim_id="c", claim_type="observation",
                     text="wal 错误码 W-5120 的 ERROR 日志在窗口内共 187 条，"
                          "首次出现(first_seen) 2026-11-14T16:05:27Z，"
                          "最近一次(last_seen) 2026-11-14T16:49:49Z"),
    ]
    line = onset_since(items, ZoneInfo("Indian/Christmas"), "Indian/Christmas")
    assert line is not None and "最早的 ERROR 日志出现在 2026-11-14 23:05:27" in line and "W-5120" in line
    assert "W-4302" not in line
    assert onset_since(items[1:], ZoneInfo("Indian/Christmas"), "Indian/Christmas") is None
