"""Issue 10 pattern "a cause asked of an application that itself logs nothing wrong while its dependencies fail"
(opened snowplow: "dispatch console can't get plows assigned since around 7am, root cause?" of a console with no
WARN/ERROR line, its assignment service failing on a route optimiser whose cache evicts): the quiet subject's
direct dependencies are looked at, and the chain is walked from the anomalous one to the origin. When the
anomalous dependencies lead to different origins, nothing is inferred (a gap, not a guess). Checked on the dev
world harbor (edge-proxy → booking-api → quote-engine → fare-cache); the origin comes from the database by SQL."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from sqlalchemy import create_engine, text

from superbiz.agents.question import aspects_of, learn_aliases
from superbiz.agents.timeparse import resolve_time
from superbiz.agents.timewindows import resolve_windows
from superbiz.sources.worldgen import build_world
from tests.agents.world_chat import root_causes, sql_text

_QUESTION = "people going through the edge proxy have been stuck since about 2pm today, what's the root cause?"
_CACHE = "SELECT depends_on FROM service_dependency WHERE service = 'quote-engine' AND kind = 'redis'"


def _world(tmp: Path) -> str:
    url = f"sqlite:///{tmp / 'world.db'}"
    build_world("harbor", url).dispose()
    return url


def test_a_quiet_subject_s_failing_dependency_leads_to_the_origin(tmp_path: Path) -> None:
    url = _world(tmp_path)
    quiet = sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'edge-proxy' AND level IN ('WARN', 'ERROR')")
    assert quiet == "0"
    causes = root_causes(tmp_path, url, _QUESTION)
    origin = sql_text(url, _CACHE)
    assert f"edge-proxy → booking-api → quote-engine → {origin}" in causes, causes
    assert "推断" in causes


def test_a_quiet_subject_s_dependencies_leading_to_two_origins_infer_nothing(tmp_path: Path) -> None:
    url = _world(tmp_path)
    engine = create_engine(url)
    with engine.begin() as conn:  # the subject's other dependency fails on its own at the same time
        first = conn.execute(text("SELECT min(ts) FROM log_record WHERE service = 'booking-api' AND ts >= "
                                  "(SELECT min(ts) FROM log_record WHERE service = 'fare-cache')")).scalar()
        conn.execute(text("INSERT INTO log_record (ts, service, level, trace_id, error_code, message) "
                          "SELECT ts, 'tracking-api', 'ERROR', trace_id, 'TRK-5999', 'unhandled exception in handler' "
                          "FROM log_record WHERE service = 'booking-api' AND level = 'ERROR' AND ts >= :t"),
                     {"t": first})
    engine.dispose()
    causes = root_causes(tmp_path, url, _QUESTION)
    assert sql_text(url, _CACHE) not in causes and "tracking-api" not in causes, causes


def test_whats_broken_of_a_named_subject_asks_the_cause() -> None:
    """Opened arabicax: "traders portal has been throwing errors since lunch, what's broken?" was a health yes/no
    ("是，X 有异常") whose head never reached the bad deploy two hops down; with no subject it stays the overview."""
    question = "the portal has been throwing errors since lunch, what's broken?"
    assert aspects_of(question, has_entity=True, has_record=False) == ["cause"]
    assert aspects_of("what's broken right now?", has_entity=False, has_record=False) == ["overview"]
    assert aspects_of("is the portal broken?", has_entity=True, has_record=False) == ["health"]


def test_last_night_bare_small_hour_is_after_midnight() -> None:
    """Opened salmonet: "昨晚两点多投喂船控制一直超时" read 两点 as 14:00 the day before (昨晚 set pm), a window with
    nothing in it; last night's bare hour 1–4 is the small hours after that evening, an evening hour stays pm."""
    zone, now = ZoneInfo("Europe/Oslo"), datetime(2026, 12, 4, 9, 20, tzinfo=UTC)

    def local(question: str) -> tuple[str, str]:
        w = resolve_time(question, now=now, zone=zone)
        return w.start.astimezone(zone).strftime("%d %H:%M"), w.end.astimezone(zone).strftime("%d %H:%M")

    assert local("昨晚两点多投喂船控制一直超时 是怎么回事") == ("04 02:00", "04 03:00")
    assert local("昨晚1点到2点报错多吗") == ("04 01:00", "04 02:00")
    assert local("昨晚8点多一直超时") == ("03 20:00", "03 21:00")
    assert local("昨晚5点到6点") == ("03 17:00", "03 18:00")


def test_seven_character_head_without_its_middle_word_names_the_service() -> None:
    """Opened salmonet: "昨天下午两点以后活鱼船调度报了一堆错" of "活鱼船运输调度 (送加工厂)" named nothing, and the
    cause answer told the whole window (another incident's database in its head). No dev world has such a head."""
    services = ["boat-dispatch", "boat-db", "plant-intake"]
    descriptions = {"boat-dispatch": "活鱼船运输调度 (送加工厂) / wellboat logistics",
                    "boat-db": "运输订单库 (MySQL) / transport orders database",
                    "plant-intake": "加工厂收货接口 / processing plant intake"}
    teams = {"boat-dispatch": "物流组 Logistics", "boat-db": "DBA", "plant-intake": "外部 External"}
    aliases = learn_aliases(services, descriptions, teams, infra={"boat-db": "mysql"})
    assert aliases.get("活鱼船调度") == "boat-dispatch"


def test_the_clock_of_a_release_beside_a_part_of_the_day_is_not_the_window() -> None:
    """Opened chessarena: "players can't get in tonight - did the 19:30 app release break it … what's the actual
    cause": the hour around 19:30 was the window, before the trouble began; the clock only dates the release."""
    zone, now = ZoneInfo("Asia/Yerevan"), datetime(2026, 12, 4, 17, 10, tzinfo=UTC)

    def local(question: str) -> tuple[str, str]:
        w = resolve_time(question, now=now, zone=zone)
        return w.start.astimezone(zone).strftime("%H:%M"), w.end.astimezone(zone).strftime("%H:%M")

    assert local("players can't get in tonight - did the 19:30 app release break it? what's the cause") == (
        "18:00", "21:10")
    assert local("did the 19:30 release break it?") == ("19:00", "20:00")
    assert local("after the 19:30 release this evening, any errors?") == ("19:30", "20:30")


def test_bi_of_a_word_sets_no_second_window() -> None:
    """Opened chessarena: "App 里今晚报名比赛一直失败，…八点二十左右开始的，咋回事？" — 比 of 比赛 split the question
    into two windows compared (今晚 against 八点二十左右), and the answer was a comparison of record counts."""
    now = datetime(2026, 12, 4, 17, 10, tzinfo=UTC)
    zone = ZoneInfo("Asia/Yerevan")
    assert resolve_windows("App 里今晚报名比赛一直失败，八点二十左右开始的，咋回事？", now=now, zone=zone) is None
    assert resolve_windows("报错比例八点以后比七点多吗", now=now, zone=zone) is not None
