"""Patterns from the opened tutorly, tideline and wineroute worlds (invX): "this morning" of an episode in the
small hours; a records count of an episode that ran past the end of the window carried from an earlier question."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.agents.world_chat import sql_text, world_asker, world_service


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


def test_a_records_count_of_an_episode_past_the_windows_end_counts_to_the_episodes_end(tmp_path: Path) -> None:
    """Scenario tideline "and how many bills were affected?" after "did auto-debit break overnight?": "overnight"
    ends at 06:00 local, the auto-debit episode's lines and failed records run to 06:12. The count carried from the
    earlier window counts the records up to the episode's end (all 38), not up to the window's end (35), and the
    window counted is labelled."""
    with world_service(tmp_path, "tideline") as (chat, url):
        end = sql_text(url, "SELECT max(ts) FROM log_record WHERE service = 'billrun' AND level = 'ERROR' "
                            "AND ts < '2026-12-02 17:00:00'")
        episode = sql_text(url, "SELECT count(*) FROM orders WHERE error_code IS NOT NULL "
                                f"AND created_at <= '{end}'")
        by_window_end = sql_text(url, "SELECT count(*) FROM orders WHERE error_code IS NOT NULL "
                                      "AND created_at < '2026-12-02 15:30:00'")  # 06:00 at -09:30
        chat.ask("did auto-debit break overnight?", user_id="invx", conversation_id="c")
        answer = chat.ask("and how many bills were affected?", user_id="invx", conversation_id="c").answer
    head = answer.split("\n\n")[0]
    assert episode != by_window_end
    counted = next(line for line in head.splitlines() if line.startswith("数量/范围"))
    assert f"其中失败（带错误码）的 {episode} 笔" in counted, head
    assert "记录计数窗口" in head and "06:1" in head.split("记录计数窗口")[1], head


def test_only_a_part_of_the_days_end_is_carried_past() -> None:
    """The guard: a window ending where a part of the day ends (06:00 after "overnight", 12:00) is no clock the
    question named; one ending at 10:30 ("between 9 and 10:30") keeps its records up to 10:30."""
    from superbiz.agents.investigate import _part_end

    assert _part_end(datetime(2026, 12, 2, 15, 30, tzinfo=UTC), "Pacific/Marquesas")  # 06:00 there
    assert _part_end(datetime(2026, 6, 18, 10, 0, tzinfo=UTC), "Europe/Berlin")  # 12:00 there
    assert not _part_end(datetime(2026, 6, 18, 8, 30, tzinfo=UTC), "Europe/Berlin")  # 10:30 there


def test_two_incidents_named_by_their_events_are_compared_on_their_failed_records(tmp_path: Path) -> None:
    """Scenario wineroute "证书过期那次跟昨天发版那次比，哪次失败的订单多？": no subject, no status named; each side
    names an incident by its event. Each side's failed records are those of the error code whose lines began with the
    event's first line (the lines naming it: a certificate, a deploy), counted over all the data, the larger named
    (it answered the day's ERROR lines per service). Here ledgerly's lock wait (14) against its certificate (7)."""
    sql = "SELECT count(*) FROM orders WHERE status = '{}'"
    with world_asker(tmp_path, "ledgerly") as ask:
        zh, locks = ask("锁等待那次跟证书过期那次比，哪次失败的转账多？", sql.format("FAILED_LEDGER"))
        en, certs = ask("Which failed more transfers, the lock-wait incident or the cert incident?",
                        sql.format("FX_UNAVAILABLE"))
    assert locks != certs
    for answer in (zh, en):
        head = answer.splitlines()[0]
        assert head.startswith("lock 那次更多"), head
        assert f"共 {locks} 笔" in head and f"共 {certs} 笔" in head, head


def test_incidents_named_by_events_need_two_named_sides_of_different_kinds() -> None:
    """The guard: each side names an incident (那次/那波/incident) and one kind of trouble, the kinds differ, and the
    question asks whose records failed more; two waves of errors ("哪次多" of 报错) stay the episodes compared."""
    from superbiz.agents.plan import events_compared

    assert events_compared("证书过期那次跟昨天发版那次比，哪次失败的订单多？") == ["certificate", "deploy"]
    assert events_compared("did the cert incident or the deploy incident fail more orders?") == [
        "certificate", "deploy"]
    assert events_compared("X 昨晚发版那波报错跟凌晨三点锁等待那波比，哪次多") == []
    assert events_compared("证书过期那次跟今天证书那次比，哪次失败的订单多？") == []
    assert events_compared("证书过期的时候和发版的时候，哪次失败的订单多？") == []
