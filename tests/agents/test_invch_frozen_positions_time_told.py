"""A frozen picture told in users' words, and the present time told before a question about now (invCH: the
opened held-out tuktukgo and tractorly).

Spec scenarios: "Entities are resolved from the catalogue" — a thing said to have frozen ("drivers' positions on
the map froze") with no service named is the lag of the one queue reader a word of the question's descriptions
hold (the plural "drivers" by its singular "driver"), so the cause's head names that reader and its queue, never
the world's errors of the window (another service's deploy version among them). "Time windows are resolved from
the question" — "快十二点半了，…" tells the present time in a clause of its own: no window around that clock (a
clock after now read as yesterday's, where nothing happened), the overview is of what is wrong now. Expected
values come from each world's database by SQL.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from superbiz.agents.question import STALE_WORDS
from superbiz.agents.timeparse import present_context, resolve_time
from tests.agents.world_chat import sql_text, world_service


def _head(answer: str) -> str:
    return answer.split("\n", 1)[0]


def test_freezing_words_are_a_stale_picture() -> None:
    assert STALE_WORDS.search("drivers' positions on the map froze for a while")
    assert STALE_WORDS.search("the tracking map is frozen") and STALE_WORDS.search("司机位置一动不动")
    assert not STALE_WORDS.search("how many orders failed last night?")


def test_the_present_time_told_sets_no_window() -> None:
    assert "十二点" not in present_context("快十二点半了，线上现在都有啥问题？")
    assert "两点" not in present_context("都凌晨两点了，还有什么告警？")
    #: a clock the question asks about stays
    assert "十二点" in present_context("昨晚快十二点那会 X 有问题吗")
    now = datetime(2026, 11, 26, 9, 23, tzinfo=UTC)
    spec = resolve_time("快十二点半了，线上现在都有啥问题？", now=now, zone=ZoneInfo("Europe/Minsk"))
    assert spec.end == now, spec


def test_tuktukgo_frozen_driver_positions_name_the_lagging_reader_not_a_deploy(tmp_path: Path) -> None:
    with world_service(tmp_path, "tuktukgo") as (svc, url):
        queue = sql_text(url, "SELECT depends_on FROM service_dependency WHERE service = 'geotrail' AND kind = 'kafka'")
        summary = sql_text(url, "SELECT summary FROM alert WHERE service = 'kwanmatch' "
                                "AND summary LIKE '%after deploy%' LIMIT 1")
        version = summary.rsplit(" ", 1)[-1]  # "... after deploy 5.2.0"
        head = _head(svc.ask("drivers' positions on the map froze for a while late last night (after 11pm), "
                             "root cause?", user_id="t").answer)
        assert queue in head and "geotrail" in head, head
        assert version not in head and "kwanmatch" not in head, head


def test_tractorly_overview_after_the_time_told_names_the_slow_database(tmp_path: Path) -> None:
    with world_service(tmp_path, "tractorly") as (svc, url):
        db = sql_text(url, "SELECT service FROM alert WHERE state = 'firing' "
                           "AND alertname = 'ContractsDbSlowStatements'")
        head = _head(svc.ask("快十二点半了，线上现在都有啥问题？", user_id="t").answer)
        assert db in head, head
