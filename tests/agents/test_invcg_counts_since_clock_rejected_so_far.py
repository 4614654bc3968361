"""Spec scenario "counts" (opened tapasres, tuktukgo, cocoaport): records rejected tonight, errors since a deploy
named by its clock, and "how many so far?" after "are X failing right now?".

- "今晚有多少订座被拒了": the domain's own noun (here also a word of a team's name) counted with no measure word and
  被拒 alone — the records in the status the data has for it (REJECTED), not the 69 ERROR lines of the service the
  noun names; a world with no rejected status keeps reading it as before.
- "how many errors has X logged since the 03:05 deploy?" / "X 03:05 发版以来报了多少错": the change's clock starts a
  window up to now (it was read as the hour around 03:05, cutting the count off at 03:35).
- "how many so far?" after "are farm-gate purchases failing right now?": the earlier question's records, like "how
  many failed so far?" (it was a gap: "no record of 'so far'")."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_terms import counts_worded_status
from superbiz.agents.timeparse import resolve_time
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import world_asker

_BANGKOK = ZoneInfo("Asia/Bangkok")
_NOW = datetime(2026, 12, 14, 20, 40, tzinfo=UTC)  # 03:40 local


@pytest.mark.parametrize("question", ["how many errors has X logged since the 03:05 deploy?",
                                      "X 03:05 发版以来报了多少错？"])
def test_a_change_named_by_its_clock_starts_a_window_up_to_now(question: str) -> None:
    spec = resolve_time(question, now=_NOW, zone=_BANGKOK)
    assert (spec.start, spec.end) == (datetime(2026, 12, 14, 20, 5, tzinfo=UTC), _NOW), spec


def test_after_the_clock_change_stays_the_hour_after_it() -> None:
    later = datetime(2026, 12, 14, 21, 40, tzinfo=UTC)  # 04:40 local: the hour after the change is over
    spec = resolve_time("how many errors after the 03:05 deploy?", now=later, zone=_BANGKOK)
    assert (spec.start, spec.end) == (datetime(2026, 12, 14, 20, 5, tzinfo=UTC),
                                      datetime(2026, 12, 14, 21, 5, tzinfo=UTC)), spec
    #: asked before that hour is over, it ends now: nothing is recorded after now
    spec = resolve_time("how many errors after the 03:05 deploy?", now=_NOW, zone=_BANGKOK)
    assert (spec.start, spec.end) == (datetime(2026, 12, 14, 20, 5, tzinfo=UTC), _NOW), spec


def test_records_rejected_counted_by_no_measure_word_need_a_rejected_status() -> None:
    assert counts_worded_status("今晚有多少订座被拒了", ("CONFIRMED", "SEATED", "REJECTED"))
    assert not counts_worded_status("今晚有多少订座被拒了", ("CONFIRMED", "SEATED", "CANCELLED"))
    assert not counts_worded_status("今晚有多少请求报错了", ("CONFIRMED", "REJECTED"))


def test_how_many_so_far_after_failing_now_counts_the_records() -> None:
    plan = offline_plan("how many so far?", CATALOG, now=NOW, earlier_questions=["Are orders failing right now?"])
    assert "record" in plan.aspects and plan.window_own and not plan.uncounted, plan


def test_rejected_tonight_counts_the_rejected_records(tmp_path: Path) -> None:
    """tapasres-rejected-tonight-zh: 订座 is a word of the reservations team's name."""
    with world_asker(tmp_path, "tapasres") as ask:
        answer, rejected = ask("今晚有多少订座被拒了",
                               "SELECT count(*) FROM orders WHERE status = 'REJECTED' "
                               "AND created_at >= '2026-12-11 17:00:00'")
    head = answer.splitlines()[0]
    assert rejected > 0 and f"共 {rejected} 笔" in head and "日志条数" not in head, answer
