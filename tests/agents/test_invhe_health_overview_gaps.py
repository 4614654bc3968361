"""invHE (stop 42, opened hutnest, sailrent, medlocker, yarnloft, fragcup, lingobay): health, an overview of a
period, now against earlier, 'is it over', things the world does not have.

Scenarios:
- "upload backlog over yet?": 'is it over' with its verb dropped is still the trouble's end asked yes or no
  (dev stagecast-he-backlog-over-yet-verbless-en).
- "what broke this arvo?": slang day-parts read as the spelled-out word (dev harbor-he-overview-arvo-en).
- "hut regsitry looking alright?": nothing named at all, a slipped word of a description names its one service
  (dev stagecast-he-description-word-slip-healthy-en).
- "药柜冷藏温控 有没有告警": a leading Chinese thing set apart from its state words by a space is still the thing
  asked, a gap when the world holds no word of it (dev stagecast-he-unheld-subject-spaced-gap-zh).
- "商城的 redis 缓存命中率掉了没" in a world without redis: a technology the world does not hold is a gap, never
  the health of the service it is said of (dev stagecast-he-unheld-technology-gap-zh).
- "商城前台现在比八点半那会儿好了吧" at 09:15: hours named that reach into the recent hour set the present after
  them; "好了吧" / "好多了" asks the direction 'less'. "大厅现在这波报错比七点半那波多还是少": the wave going on
  now is all of it since the one named.
- "那现在呢" after "X 早上是不是被打爆了": the subject's state now (dev stagecast-he-followup-and-now-healthy-zh).
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan_terms import unheld_technology
from superbiz.agents.question import asks_over, compare_direction
from superbiz.agents.question_text import clean_question
from superbiz.agents.subjects import unresolved_subject
from superbiz.agents.timewindows import resolve_windows
from tests.agents.world_chat import world_service

ZONE = ZoneInfo("Africa/Khartoum")  # UTC+2
NOW = datetime(2031, 3, 4, 7, 15, tzinfo=UTC)  # 09:15 local


@pytest.mark.spec("Answer the question that was asked")
def test_over_yet_without_its_verb_asks_the_end() -> None:
    """Scenario "Answer the question that was asked": "upload backlog over yet?" is a yes/no on the trouble's end,
    as "is the upload backlog over yet?" is; an operation over ("deploy over yet?") and a wh-question are not."""
    assert asks_over("upload backlog over yet?")
    assert asks_over("is the upload backlog over yet?")
    assert not asks_over("deploy over yet?")
    assert not asks_over("when was the backlog over yet?")


@pytest.mark.spec("Answer the question that was asked")
def test_slang_day_part_reads_as_the_part_of_the_day() -> None:
    """Scenario "Answer the question that was asked": "this arvo" is this afternoon (a window of the question's
    own), the word "arvo" never read as a thing asked about."""
    assert "this afternoon" in clean_question("what broke this arvo?")
    assert "afternoon since 2pm" in clean_question("what went wrong this arvo since 2pm?")
    assert clean_question("carvoy errors?") == "carvoy errors?"


@pytest.mark.spec("Answer the question that was asked")
def test_spaced_chinese_subject_the_world_lacks_is_a_gap() -> None:
    """Scenario "Answer the question that was asked": a thing set apart from "有没有告警" by a space is the thing
    asked; no word of the world holds it, so it is unknown."""
    known = ["slotvault", "柜格分配服务 / locker allocation service", "处方接收服务 (取药单创建) / prescription intake"]
    assert unresolved_subject("药柜冷藏温控 有没有告警", known) == "药柜冷藏温控"
    assert unresolved_subject("柜格分配 有没有告警", known) is None


@pytest.mark.spec("Answer the question that was asked")
def test_unheld_technology_is_named_as_missing() -> None:
    """Scenario "Answer the question that was asked": redis said of a service in a world holding no redis is the
    thing the data lacks; a world holding it (a dependency kind, a description) names nothing missing."""
    held = ["loomfront", "毛线商城前台 / yarn shop front", "lotkeeper-pg postgres", "packwool-q kafka"]
    assert unheld_technology("商城的 redis 缓存命中率掉了没", held) == "redis"
    assert unheld_technology("商城的 redis 缓存命中率掉了没", [*held, "shop-cache redis"]) is None
    assert unheld_technology("packwool 的 kafka 积压了吗", held) is None
    assert unheld_technology("商城现在正常吗", held) is None


@pytest.mark.spec("Answer the question that was asked")
def test_now_against_hours_inside_the_recent_hour() -> None:
    """Scenario "Answer the question that was asked": at 09:15, "现在比八点半那会儿好了吧" sets 09:00–09:15 (after the
    hours named) against 08:00–09:00, never gives up on the recent hour holding both; "好了吧" asks 'less'."""
    q = "商城前台现在比八点半那会儿好了吧？"
    windows = resolve_windows(q, now=NOW, zone=ZONE)
    assert windows is not None
    now_side, named = windows
    assert (now_side.start, now_side.end) == (NOW - timedelta(minutes=15), NOW)
    assert (named.start, named.end) == (NOW - timedelta(minutes=75), NOW - timedelta(minutes=15))
    assert compare_direction(q) == "less"
    assert compare_direction("现在跟四点那会儿比 是不是好多了？") == "less"
    assert compare_direction("现在比八点半那会儿多吗？") == "more"


@pytest.mark.spec("Answer the question that was asked")
def test_the_wave_now_runs_from_the_one_named() -> None:
    """Scenario "Answer the question that was asked": "现在这波 … 比七点半那波" — the wave going on now is all of it
    since the window of the one named at a clock, not the last hour cutting its start off."""
    now = datetime(2031, 3, 4, 20, 10, tzinfo=UTC)  # 22:10 local
    windows = resolve_windows("大厅现在这波报错比七点半那波多还是少？", now=now, zone=ZONE)
    assert windows is not None
    now_side, named = windows
    assert now_side.start == named.end and now_side.end == now
    assert now - now_side.start > timedelta(minutes=60)
    # a wave named by a part of a day ("昨晚那波") sets the recent hour against it (dev
    # harbor-this-wave-vs-last-night-followup)
    windows = resolve_windows("这波报错条数比昨晚那波还多吗", now=now, zone=ZONE)
    assert windows is not None and windows[0].start == now - timedelta(minutes=60)


@pytest.mark.spec("Answer the question that was asked")
def test_and_now_after_a_yes_no_about_the_trouble_is_its_health(tmp_path: Path) -> None:
    """Scenario "Answer the question that was asked" — the dev question stagecast-he-followup-and-now-healthy-zh,
    through the service: "那现在呢" after "playback-api 早上是不是挂了" judges its health now (its trouble ended
    hours ago: healthy), never the earlier trouble's cause."""
    with world_service(tmp_path, "stagecast") as (service, _url):
        service.ask("playback-api 早上是不是挂了", user_id="he", conversation_id="c")
        answer = service.ask("那现在呢", user_id="he", conversation_id="c").answer
    head = answer.split("\n")[0]
    assert head.startswith("是，playback-api") and "健康" in head, head
    assert "原因" not in head, head
