"""Which started first (opened sunlease: "今早解锁积压 和 收款证书报错，哪个先开始的？"): a backlog that also ran
the day before fills the previous window with its lag warnings, so this morning's lag WARN lines read steady (no
anomaly of their own) — yet they began minutes before the backlog's errors and ran on into them: the side's onset is
its first lag warning, not its first error."""

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


_LAG = _item("c1", "svc-a 错误码 A-W04 的 WARN", 40, "2026-12-05T07:30:05Z", "2026-12-05T08:09:26Z", 40)
_ERRS = _item("c2", "svc-a 错误码 A-4081 的 ERROR", 74, "2026-12-05T07:33:05Z", "2026-12-05T08:09:33Z", 74)
_OTHER = _item("c3", "svc-b 错误码 B-5120 的 ERROR", 150, "2026-12-05T08:05:05Z", "2026-12-05T08:49:55Z", 0)
_BACKGROUND = _item("c4", "svc-a 错误码 A-W09 的 WARN", 60, "2026-12-05T00:00:05Z", "2026-12-05T08:09:26Z", 60)


def _brief() -> AnswerBrief:
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="comparison", status="answered", claim_ids=["c1"])])
    return AnswerBrief(coverage=coverage, subjects=("svc-a", "svc-b"), onset_order=("svc-a", "svc-b"),
                       which_first=True, timezone="UTC")


@pytest.mark.spec("Verified excerpt supports direct observation")
def test_the_steady_lag_warnings_just_ahead_of_the_errors_are_the_sides_onset() -> None:
    """Scenario "Verified excerpt supports direct observation": the onset stated is the lag warning's first record
    (07:30:05), a time the verified excerpt holds — not the errors' (07:33:05)."""
    line = _onset_order([_ERRS, _LAG, _OTHER], _brief(), ZoneInfo("UTC"))
    assert line is not None and line.startswith("svc-a 先开始：svc-a 的最早异常于 2026-12-05 07:30:05"), line


@pytest.mark.spec("Verified excerpt supports direct observation")
def test_background_warnings_hours_ahead_are_no_onset() -> None:
    """Scenario "Verified excerpt supports direct observation": steady WARN lines that ran hours before the errors
    are background, not the episode's start (the errors' first record stays the onset)."""
    line = _onset_order([_ERRS, _BACKGROUND, _OTHER], _brief(), ZoneInfo("UTC"))
    assert line is not None and "svc-a 的最早异常于 2026-12-05 07:33:05" in line, line
