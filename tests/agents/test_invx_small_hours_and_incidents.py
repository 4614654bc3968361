"""Patterns from the opened tutorly, tideline and wineroute worlds (invX): "this morning" of an episode in the
small hours."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.agents.world_chat import world_asker


def test_this_morning_of_an_episode_in_the_small_hours_is_looked_for_from_midnight(tmp_path: Path) -> None:
    """Scenario tutorly "What time did classroomd start failing TLS handshakes this morning?": the certificate
    episode ran 02:40-04:15 local; "this morning" is 06:00-12:00 (where "last night" ends), in which the subject
    showed nothing, so a metric's peak at 07:00 was answered. The small hours before the morning part are that
    morning's as spoken: the episode is looked for from local midnight (the window asked stays the one labelled).
    Here harbor's carrier-bridge episode ended at 01:15 local."""
    sql = "SELECT count(*) FROM log_record WHERE service = 'carrier-bridge' AND error_code = 'CBR-4950'"
    with world_asker(tmp_path, "harbor") as ask:
        en, lines = ask("What time did carrier-bridge recover this morning?", sql)
        zh, _ = ask("carrier-bridge 今天早上几点恢复的？", sql)
    assert lines > 0
    for answer in (en, zh):
        head = answer.splitlines()[0]
        assert "01:1" in head, head  # the last error line 01:14, its alert resolved 01:17
        assert "CBR-4950" in head


def test_the_small_hours_belong_only_to_a_window_that_begins_with_the_morning() -> None:
    """The guard: only a window starting at 06:00 local (the morning part) reaches back to midnight; a window of
    another part of the day ("noon", 11:00) keeps its own start (the hour either side is searched as before)."""
    from superbiz.agents.investigate import _small_hours_before

    morning = datetime(2026, 11, 26, 0, 30, tzinfo=UTC)  # 06:00 in Asia/Colombo (+05:30)
    assert _small_hours_before(morning, "Asia/Colombo") == datetime(2026, 11, 25, 18, 30, tzinfo=UTC)
    noon = datetime(2026, 11, 26, 5, 30, tzinfo=UTC)  # 11:00 there
    assert _small_hours_before(noon, "Asia/Colombo") == noon
