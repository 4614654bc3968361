"""Question patterns of stop 49 (investigator invOB), on no real world: "how many separate error episodes did X
have" counts X's episodes — runs of its anomalies parted by a quiet gap — when X rang no alert (its ERROR code runs)
and, beside its alerts' firings, states the times in all."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question_ops import asks_times
from superbiz.render.answer import AnswerBrief, _episode_count
from superbiz.render.material import MaterialItem
from tests.agents.synthetic import NOW

_CATALOG = Catalog(
    services=("portal-web", "slot-worker"),
    dependencies={"portal-web": ("slot-worker",)}, dependency_kinds={"portal-web": (("slot-worker", "service"),)},
    descriptions={"portal-web": "customer portal", "slot-worker": "slot claims worker"},
    timezone="UTC", data_start=datetime(2031, 3, 1, tzinfo=UTC), data_end=NOW, silent=frozenset(),
)


def _lines(n: int, code: str, first: str, last: str) -> MaterialItem:
    return MaterialItem(claim_id=f"l{n}", claim_type="observation",
                        text=f"portal-web 错误码 {code} 的 ERROR 日志在窗口内共 40 条，首次出现(first_seen) {first}，"
                             f"最近一次(last_seen) {last}，跨度(span) 40m；示例：call failed")


def _alert(n: int, since: str) -> MaterialItem:
    return MaterialItem(claim_id=f"a{n}", claim_type="alert_observation",
                        text=f"告警 ErrBurn（服务 portal-web，critical）已恢复(resolved)：开始于(since) {since}，"
                             "结束于(until) 2031-03-02T02:30:00Z，持续(duration) 30m")


@pytest.mark.spec("Answer the question that was asked")
def test_error_episodes_of_a_subject_without_alerts_are_its_error_runs() -> None:
    """gf-portal-episodes-count-en: "how many separate error episodes did X have since lunch yesterday" of an X
    that rang no alert — two ERROR code runs hours apart are two episodes."""
    assert asks_times("how many separate error episodes did portal-web have since lunch yesterday")
    plan = offline_plan("how many separate error episodes did portal-web have since lunch yesterday", _CATALOG,
                        now=NOW)
    assert plan.episode_stems == [""]
    items = [_lines(1, "E-1", "2031-03-02T01:02:00Z", "2031-03-02T01:49:00Z"),
             _lines(2, "E-2", "2031-03-02T03:14:00Z", "2031-03-02T04:29:00Z")]
    brief = AnswerBrief(episode_stems=("",), subjects=["portal-web"], window_start="2031-03-01T12:00:00Z",
                        window_end="2031-03-02T05:00:00Z", question_text="how many separate error episodes")
    assert _episode_count(items, brief).startswith("数量/范围：共 2 段异常")


@pytest.mark.spec("Answer the question that was asked")
def test_firings_and_unalerted_runs_are_the_times_in_all() -> None:
    """dentaloop-booking-episodes-count-en: "how many separate times did the booking service blow up yesterday?" —
    one firing and an ERROR run hours from it that rang no alert are two times, stated as such."""
    items = [_alert(1, "2031-03-02T02:00:00Z"),
             _lines(2, "E-2", "2031-03-02T06:14:00Z", "2031-03-02T06:49:00Z")]
    brief = AnswerBrief(episode_stems=("",), subjects=["portal-web"], window_start="2031-03-01T12:00:00Z",
                        window_end="2031-03-02T08:00:00Z", question_text="how many separate times did it blow up")
    assert _episode_count(items, brief).startswith("数量/范围：共 2 段异常")
