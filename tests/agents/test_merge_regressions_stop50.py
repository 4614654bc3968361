"""The merge's regressions, stop 50 (issue 10), each failing on the merged code before its mend.

- "两点那次锁等待期间挂了几单预约" (scopeslot): invPD made "挂了几单" no event word, so the lock wait became the one
  event counted — over every wave of its code (21), where the wave named by its clock failed 15.
- "它几点恢复的？" after "昨晚扣款失败是咋回事？" (tollroad): invPF's "they" after a thing told in words named the
  thing's holder (the billing service), whose other trouble fires now: the answer said "尚未恢复". That reading is for
  the state now ("are they fine now?"); the told trouble's end is searched over every service as before.

Keys by SQL on the generated worlds (times stored naive UTC).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.agents.world_chat import ask_head, sql_text, world_service


@pytest.mark.spec("Answer the question that was asked")
def test_an_events_wave_named_by_its_clock_counts_the_records_of_that_wave(tmp_path: Path) -> None:
    with world_service(tmp_path, "scopeslot") as (service, url):
        answer = service.ask("两点那次锁等待期间挂了几单预约", user_id="test", conversation_id="wave").answer
        lead = answer.split("\n查询窗口：")[0]  # the head and the records line before the window
        wave = sql_text(url, "SELECT count(*) FROM orders WHERE status = 'SLOT_LOCKED_OUT' "
                             "AND created_at >= '2026-02-18 08:30:00' AND created_at < '2026-02-18 10:00:00'")
        every = sql_text(url, "SELECT count(*) FROM orders WHERE status = 'SLOT_LOCKED_OUT'")
    assert wave != every, (wave, every)
    assert f"的 {wave} 笔" in lead and f"共 {every} 笔" not in lead, (wave, every, lead)


@pytest.mark.spec("Answer the question that was asked")
def test_when_it_recovered_after_a_told_trouble_is_that_troubles_end(tmp_path: Path) -> None:
    with world_service(tmp_path, "tollroad") as (service, url):
        head = ask_head(service, "昨晚扣款失败是咋回事？", "它几点恢复的？")
        last = sql_text(url, "SELECT max(ts) FROM log_record WHERE error_code = 'TBL-4220'")
    assert last.startswith("2026-10-21 01:33"), last  # 21:33 local (UTC-4)
    assert "2026-10-20 21:33" in head and not head.startswith("尚未恢复"), head
