"""Patterns of the opened brewhub, skyport and glasspod worlds (helper round invBL): episodes named by their
incident, compared and counted; checked on the dev worlds, every expectation that depends on the data from the world
database by SQL.

- Spec scenario "comparison of two incidents on their failed records" (dev:
  ledgerly-hurt-more-transfers-incident-or-expiry-en): "Which one hurt more orders, the noon bad deploy or the payment
  cert expiry?" — "hurt more" asks failed records, an English side "the <…> deploy/expiry" names an incident by its
  event; a service deployed several times a day ties its deploy to the failing code that began with any of its
  deploy lines (not only its first, a clean morning rollout).
- Spec scenario "two windows compared on error lines or failed records" (skyport): "哪次报错更多" / "which pool
  episode failed more orders" — the measure the trouble is named by (the pool) is no figure compared: the head states
  the lines or failed records of both windows, never the pool metric's averages; two episodes of the one trouble
  ("X 连接池昨晚那次和现在这次") compare the one code both windows logged.
- Spec scenario "onset order" (dev: stagecast-which-started-first-db-or-cache-en): "Which started first today, the
  X DB trouble or the Y cache evictions?" — each side names one dependency; the earlier one is named with both
  onsets (never 是/不是, never one subject's cause).
- Spec scenario "count follow-up" (dev: stagecast-around-clock-followup-errors-past-end-en): "how many errors did it
  log?" after "what happened to X around 6 this morning?" counts the code's lines to the episode's last line when
  they ran past the window drawn around the clock.
- Spec scenario "overview of a time window" (dev: harbor-overview-overnight-and-morning-en): "What went wrong
  overnight and earlier this morning?" is one window from the night's start, never two windows compared.
- Spec scenario "time window" ("so far this morning" before dawn): the morning asked before 06:00 is the small hours
  up to now, never 06:00–12:00 (wholly after now); a window named beside "the current …" leaves the present out.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from superbiz.agents.plan import events_compared, one_trouble_episodes
from superbiz.agents.question import WHICH_FIRST, counts_errors_or_failures
from superbiz.agents.question_ops import actions_counted
from superbiz.agents.timeparse import resolve_time
from superbiz.agents.timewindows import resolve_windows
from tests.agents.world_chat import sql_text, world_service

_FIRST_WARN = "SELECT min(ts) FROM log_record WHERE service = '{}' AND level = 'WARN'"


def test_incidents_named_in_english_by_their_events() -> None:
    assert events_compared("Which one hurt more orders, the noon bad deploy or the payment cert expiry?") == [
        "deploy", "certificate"]
    #: the planner reads "noon" as a clock first
    assert events_compared("Which one hurt more orders, the 12:00pm bad deploy or the payment cert expiry?") == [
        "deploy", "certificate"]
    assert events_compared("Which one hurt more orders, the deploy or the deploy?") == []
    assert events_compared("Which one is bigger, the noon bad deploy or the payment cert expiry?") == []


def test_error_lines_or_failed_records_are_the_figure_compared() -> None:
    assert counts_errors_or_failures("flightloom 连接池昨晚11点半那次和现在这次，哪次报错更多？")
    assert counts_errors_or_failures("which pool episode failed more pharmacy orders, last night's one or now?")
    assert counts_errors_or_failures("Which one hurt more orders, the deploy or the cert expiry?")
    assert not counts_errors_or_failures("is the error rate higher now than at 9am?")
    assert not counts_errors_or_failures("连接池使用率比早上高吗？")


def test_two_episodes_of_one_trouble() -> None:
    """The pool named once before both episodes: each window's lines of the one code both windows logged are
    compared (the day so far held another trouble's code too); no dev world has one trouble twice."""
    assert one_trouble_episodes("flightloom 连接池昨晚11点半那次和现在这次，哪次报错更多？")
    assert one_trouble_episodes("which pool episode failed more orders, last night's 23:30 one or the one now?")
    assert not one_trouble_episodes("X 昨天下午锁那次 和 今天凌晨缓存那次，哪次报错更多？")  # two troubles
    assert not one_trouble_episodes("今天上午和昨天同一时段比，哪个报错多")  # two windows, no episode


def test_pool_episodes_compared_by_their_error_lines(tmp_path: Path) -> None:
    with world_service(tmp_path, "stagecast") as (chat, url):
        #: the pool trouble today (the window "现在这次": the day so far) — its ERROR lines, stated
        today = sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'catalog-svc' AND level = 'ERROR' "
                              "AND error_code IS NOT NULL")
        asked = "catalog-svc 连接池上午10点那次和现在这次，哪次报错更多？"
        head = chat.ask(asked, user_id="invbl").answer.splitlines()[0]
        assert "ERROR 日志" in head and "平均值" not in head, head
        assert f"共 {today} 条" in head, (today, head)


def test_which_started_first_names_the_earlier(tmp_path: Path) -> None:
    assert WHICH_FIRST.search("Which started first today, the A or the B?")
    assert WHICH_FIRST.search("哪个先出的问题，A 还是 B？")
    assert not WHICH_FIRST.search("which one failed first time?")
    with world_service(tmp_path, "stagecast") as (chat, url):
        db, cache = sql_text(url, _FIRST_WARN.format("catalog-pg")), sql_text(url, _FIRST_WARN.format("session-cache"))
        first = "session-cache" if cache < db else "catalog-pg"
        head = chat.ask("Which started first today, the catalog DB pool trouble or the session cache evictions?",
                        user_id="invbl").answer.splitlines()[0]
        assert head.startswith(f"{first} 先开始："), head
        zone = ZoneInfo(sql_text(url, "SELECT value FROM world_meta WHERE key = 'timezone'"))
        for stamp in (db, cache):
            at = datetime.fromisoformat(stamp).replace(tzinfo=UTC).astimezone(zone)
            assert at.strftime("%H:%M") in head, (stamp, head)


def test_count_follow_up_runs_to_the_episodes_last_line(tmp_path: Path) -> None:
    with world_service(tmp_path, "stagecast") as (chat, url):
        total = sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'playback-api' AND level = 'ERROR'")
        chat.ask("what happened to playback-api around 6 this morning?", user_id="invbl", conversation_id="c")
        head = chat.ask("how many errors did it log?", user_id="invbl", conversation_id="c").answer.splitlines()[0]
        assert f"共 {total} 条" in head, (total, head)


def test_two_windows_asked_together_in_an_overview_are_one(tmp_path: Path) -> None:
    with world_service(tmp_path, "harbor") as (chat, _url):
        answer = chat.ask("What went wrong overnight and earlier this morning?", user_id="invbl").answer
        head = answer.splitlines()[0]
        assert "carrier-bridge" in head and "前者" not in head, head
        assert "对比窗口" not in answer, answer
        #: "哪段报错多" compares the two windows (its aspects read as an overview)
        answer = chat.ask("昨天上午 9 点到 12 点和下午 2 点到 5 点，哪段报错多？", user_id="invbl").answer
        assert "对比窗口" in answer, answer


def test_the_morning_asked_before_dawn_is_the_small_hours() -> None:
    lagos = ZoneInfo("Africa/Lagos")
    now = datetime(2026, 12, 9, 4, 52, tzinfo=UTC)  # 05:52 local
    spec = resolve_time("how many orders failed so far this morning?", now=now, zone=lagos)
    assert (spec.start, spec.end) == (datetime(2026, 12, 8, 23, 0, tzinfo=UTC), now)
    later = datetime(2026, 12, 9, 9, 0, tzinfo=UTC)  # 10:00 local: the morning is 06:00 onward
    spec = resolve_time("how many orders failed this morning?", now=later, zone=lagos)
    assert spec.start == datetime(2026, 12, 9, 5, 0, tzinfo=UTC)


def test_a_window_beside_the_current_one_leaves_the_present_out() -> None:
    helsinki = ZoneInfo("Europe/Helsinki")
    now = datetime(2026, 12, 3, 8, 5, tzinfo=UTC)  # 10:05 local
    pair = resolve_windows("Did X log more errors during the morning cert outage or during the current slowness?",
                           now=now, zone=helsinki)
    assert pair is not None
    first, present = pair
    assert present.end == now and first.end == present.start, pair


def test_an_operation_that_sets_the_scene_is_not_counted() -> None:
    """Spec scenario "count" (dev: ledgerly-during-deploy-code-count-zh): "console 发版那段时间 <code> 一共报了几次"
    counts the code's lines during the deploy, never the deploys."""
    assert actions_counted("console 发版那段时间 APC-5001 一共报了几次") == []
    assert actions_counted("how many errors during the deploy?") == []
    assert actions_counted("X 今天发了几次版") == ["发布"]
    assert actions_counted("how many times was it rolled back") == ["回滚"]
