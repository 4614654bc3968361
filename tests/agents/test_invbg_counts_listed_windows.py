"""Patterns from the opened kilnworks and tipjar (invBG), on names of no real world.

Scenarios:
- kilnworks "今天有几张工单下达失败了？": records failed at release (a RELEASE_FAILED status beside RELEASED) counted
  by status — "下达" names the release step, so the failing status of that step is the one counted, not log lines.
- tipjar "chimebell 零点前后对比一下：23点到0点 vs 0点到现在 的错误数": a compare word introducing, after a colon, the
  two windows it sets against each other — those listed windows are compared, not the umbrella "零点前后" before it.
- divelog "Which is noisier over the last hour, manifo or kelpay? error counts pls": "noisier" between two services
  asks which logs more errors — a comparison of their counts, never a cause.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import aspects_of, status_matches
from superbiz.agents.timewindows import resolve_windows
from tests.agents.synthetic import CATALOG, NOW

_UTC = ZoneInfo("UTC")
_SLIPS = CATALOG.model_copy(update={"order_statuses": ("RELEASED", "IN_KILN", "FIRED", "RELEASE_FAILED")})


def test_release_failed_records_are_counted_by_their_status() -> None:
    """Scenario kilnworks "今天有几张工单下达失败了？": RELEASE_FAILED, not RELEASED nor the ERROR lines."""
    assert status_matches("今天有几张工单下达失败了？", _SLIPS.order_statuses) == ["RELEASE_FAILED"]
    assert status_matches("how many work orders failed at release today?", _SLIPS.order_statuses) == [
        "RELEASE_FAILED"]
    plan = offline_plan("今天有几张工单下达失败了？", _SLIPS, now=NOW)
    assert plan.statuses == ["RELEASE_FAILED"]
    assert any(c.tool == "query_order" and c.arguments.get("status") == "RELEASE_FAILED" for c in plan.calls)


def test_windows_listed_after_a_compare_word_are_the_ones_compared() -> None:
    """Scenario tipjar "零点前后对比一下：23点到0点 vs 0点到现在": 23:00–00:00 against 00:00–now."""
    now = datetime(2026, 12, 12, 1, 0, tzinfo=_UTC)
    found = resolve_windows("svc-a 零点前后对比一下：23点到0点 vs 0点到现在 的错误数", now=now, zone=_UTC)
    assert found is not None
    first, second = found
    midnight = datetime(2026, 12, 12, tzinfo=_UTC)
    assert (first.start, first.end) == (midnight - timedelta(hours=1), midnight)
    assert (second.start, second.end) == (midnight, now)
    # without the listing colon, the umbrella window still stands against the one named after the compare word
    umbrella = resolve_windows("svc-a 零点前后对比 23点到0点 的错误数", now=now, zone=_UTC)
    assert umbrella is not None and umbrella[0].source != first.source


def test_which_is_noisier_of_two_services_is_a_comparison() -> None:
    """Scenario divelog "Which is noisier over the last hour, svc-a or svc-b?": a comparison, not a cause."""
    for question in ("Which is noisier over the last hour, svc-a or svc-b? error counts pls",
                     "svc-a or svc-b, which one is louder right now?"):
        assert aspects_of(question, has_entity=True, has_record=False) == ["comparison"], question
