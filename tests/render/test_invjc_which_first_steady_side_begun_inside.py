"""Which came first (opened yogaflow: "which came first this morning, the X rollout or the booking db pool filling
up?"): the pool's WARN lines had an earlier episode that filled the previous window, so this morning's lines read
steady (no anomaly) and the side had no onset — the answer fell back to a deploy yes/no. Lines of the side that first
show more than 30 minutes after the window's start began an episode of their own there: its first record is the
side's onset."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, _onset_order
from superbiz.render.material import MaterialItem


def _item(claim: str, head: str, count: int, first: str, last: str, earlier: int) -> MaterialItem:
    return MaterialItem(claim_id=claim, claim_type="observation",
                        text=f"{head} 日志在窗口内共 {count} 条，首次出现(first_seen) {first}，"
                             f"最近一次(last_seen) {last}；前一窗口同类日志数(earlier_count)={earlier}")


_POOL = _item("c1", "db-a 错误码 D-W14 的 WARN", 20, "2026-12-04T06:55:00Z", "2026-12-04T07:14:56Z", 20)
_ERRS = _item("c2", "svc-b 错误码 B-5120 的 ERROR", 150, "2026-12-04T06:40:05Z", "2026-12-04T07:10:55Z", 0)


def _brief(start: str) -> AnswerBrief:
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="comparison", status="answered", claim_ids=["c1"])])
    return AnswerBrief(coverage=coverage, subjects=("db-a", "svc-b"), onset_order=("db-a", "svc-b"),
                       which_first=True, timezone="UTC", window_start=start)


@pytest.mark.spec("Verified excerpt supports direct observation")
def test_steady_lines_begun_well_inside_the_window_give_the_sides_onset() -> None:
    """Scenario "Verified excerpt supports direct observation": the steady WARN lines first seen two hours into the
    window (06:55:00) are the side's episode; the other side's errors (06:40:05) came first."""
    line = _onset_order([_POOL, _ERRS], _brief("2026-12-04T05:00:00Z"), ZoneInfo("UTC"))
    assert line is not None and line.startswith("svc-b 先开始："), line
    assert "db-a 的这次异常（最近一段）最早 2026-12-04 06:55:00" in line, line


@pytest.mark.spec("Verified excerpt supports direct observation")
def test_steady_lines_from_the_windows_start_give_no_onset() -> None:
    """Scenario "Verified excerpt supports direct observation": steady lines seen from the window's start may run on
    from the previous window: no onset is stated (undecided)."""
    assert _onset_order([_POOL, _ERRS], _brief("2026-12-04T06:40:00Z"), ZoneInfo("UTC")) is None
