"""Patterns from the opened kilnworks and tipjar (invBG), on names of no real world.

Scenarios:
- kilnworks "今天有几张工单下达失败了？": records failed at release (a RELEASE_FAILED status beside RELEASED) counted
  by status — "下达" names the release step, so the failing status of that step is the one counted, not log lines.
- tipjar "chimebell 零点前后对比一下：23点到0点 vs 0点到现在 的错误数": a compare word introducing, after a colon, the
  two windows it sets against each other — those listed windows are compared, not the umbrella "零点前后" before it.
- divelog "Which is noisier over the last hour, manifo or kelpay? error counts pls": "noisier" between two services
  asks which logs more errors — a comparison of their counts, never a cause.
- kilnworks "kilnport 的 KPT-5021 和 KPT-5033 哪个报得多": two codes compared with no window count over all the
  data (one code's episode was the day before, outside the recent hour), the window stated in the head.
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


def test_two_codes_compared_with_no_window_count_over_all_the_data() -> None:
    """Scenario kilnworks "kilnport 的 KPT-5021 和 KPT-5033 哪个报得多": all the data, not the last hour."""
    plan = offline_plan("basket-service 的 BSK-5021 和 BSK-5033 哪个报得多", CATALOG, now=NOW)
    assert "comparison" in plan.aspects and plan.error_codes == ["BSK-5021", "BSK-5033"]
    assert plan.window_start == plan.data_start and not plan.window_explicit
    # a window of its own still stands
    timed = offline_plan("basket-service 的 BSK-5021 和 BSK-5033 最近一小时哪个报得多", CATALOG, now=NOW)
    assert timed.window_start != timed.data_start and timed.window_minutes == 60
