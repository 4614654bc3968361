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
- tipjar "艺人 @busk_4736 一共收到几笔打赏": a user id stored as a handle with its "@" is looked up (the order tool
  took no id led by "@", and the count became a gap).
"""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

from sqlalchemy import create_engine, text

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import aspects_of, status_matches
from superbiz.agents.timewindows import resolve_windows
from superbiz.sources.world import bare_id
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import world_asker

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


def test_a_user_id_written_as_a_handle_is_counted(tmp_path: Path) -> None:
    """Scenario tipjar "艺人 @busk_4736 一共收到几笔打赏": the records of the user "@…" counted, not a gap."""
    with world_asker(tmp_path, "ledgerly") as ask:
        engine = create_engine(f"sqlite:///{tmp_path / 'world.db'}")
        with engine.begin() as conn:
            user = conn.execute(text("SELECT user_id FROM orders GROUP BY user_id ORDER BY count(*) DESC, user_id "
                                     "LIMIT 1")).scalar_one()
            conn.execute(text("UPDATE orders SET user_id = '@busk_4736', user_key = :k WHERE user_id = :u"),
                         {"u": user, "k": bare_id("@busk_4736")})
        engine.dispose()
        answer, count = ask("艺人 @busk_4736 一共收到几笔打赏",
                            "SELECT count(*) FROM orders WHERE user_id = '@busk_4736'")
    assert count > 1 and f"共 {count} 笔" in answer.splitlines()[0], answer
