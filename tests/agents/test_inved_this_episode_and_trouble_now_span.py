"""invED (issue 10, opened yogaflow): the episode going on now, when an earlier one of the same trouble ended
hours before.

- "X 这次是几点开始的" of a store with no alerts of its own, whose caller's alert fired, resolved, and fires again
  now: the day's window counts the store's WARN code as one record spanning both episodes, so the day's first
  line (the earlier episode) was answered. 这次 now asks the ongoing episode (`Plan.ongoing`) and the store's lines
  are queried over the current episode its caller's alerts tell apart (`investigate._episode_calls`).
- "持续多久了" after "X 现在怎么了" naming no service the data holds: the span of what is alerting now
  (`render.answer._firing_services`), not of a code's record running across an earlier episode.
No dev world has a store with two episodes: the first is asked over the opened yogaflow in other words."""

from __future__ import annotations

import re
from pathlib import Path

from tests.agents.world_chat import sql_text, world_service


def test_this_episode_onset_of_a_store_without_alerts_is_the_current_one(tmp_path: Path) -> None:
    with world_service(tmp_path, "yogaflow") as (service, url):
        answer = service.ask("asanabook-db 这回是几点开始报警告的", user_id="ed", conversation_id="c").answer
        head = answer.split("\n")[0]
        first = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'asanabook-db' AND level = 'WARN' "
                              "AND ts >= '2026-12-04 06:00'")
    assert first.startswith("2026-12-04 06:55"), first
    assert "2026-12-04 07:55" in head and "05:00" not in head, head  # Europe/Vienna


def test_how_long_now_with_no_service_named_is_the_span_of_what_alerts_now(tmp_path: Path) -> None:
    with world_service(tmp_path, "harbor") as (service, url):
        service.ask("现在出什么问题了", user_id="ed", conversation_id="c")
        head = service.ask("持续多长时间了", user_id="ed", conversation_id="c").answer.split("\n")[0]
        since = sql_text(url, "SELECT min(starts_at) FROM alert WHERE state = 'firing'")
    assert since.startswith("2026-10-14 18:08"), since
    found = re.search(r"持续约 (\d+)h(\d+)m", head)
    assert found is not None and int(found.group(1)) * 60 + int(found.group(2)) == 132, head
