"""invDB (opened chessarena, tyrefit, salmonet, recyclo, souqpay): two troubles compared by how long each lasted, each
said with a time of its own (issue 10, pattern "a comparison got no comparison").

- "Which lasted longer - yesterday's X or this morning's Y?": "or" beside "longer" sets the two sides' own windows
  (it read as one window, yesterday morning, holding neither trouble).
- "昨天的 X 和凌晨的 Y，哪个持续得更久？": a side naming only a day lends it to no part of the day the other side names
  (凌晨 is the last small hours passed, not yesterday's).
- "X 那次和凌晨 Y，哪个持续得更久？": only the second side names a time — it qualifies that side, not the window.
- "Was yesterday's <partner> outage longer than …?" of a partner that never reports: its outage is read from the one
  service calling it.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from superbiz.agents.timewindows import resolve_windows
from tests.agents.world_chat import sql_text, world_service

NOW = datetime(2026, 12, 4, 17, 0, tzinfo=UTC)
ZONE = ZoneInfo("Europe/Prague")


def _local(moment: datetime) -> str:
    return moment.astimezone(ZONE).strftime("%m-%d %H:%M")


def test_or_beside_longer_sets_each_sides_own_window() -> None:
    pair = resolve_windows("Which lasted longer - yesterday's queue backlog or this morning's cert problem?",
                           now=NOW, zone=ZONE)
    assert pair is not None
    (first, second) = pair
    assert (_local(first.start), _local(first.end)) == ("12-03 00:00", "12-04 00:00")
    assert _local(second.start) == "12-04 06:00"
    #: an "or" of no comparative still sets no window
    assert resolve_windows("was it yesterday's backlog or this morning's cert?", now=NOW, zone=ZONE) is None


def test_a_bare_day_is_not_lent_to_the_other_sides_part_in_a_choice_of_durations() -> None:
    pair = resolve_windows("昨天的短信证书问题和凌晨的遥测积压，哪个持续得更久？", now=NOW, zone=ZONE)
    assert pair is not None
    assert _local(pair[1].start) == "12-04 00:00", pair
    #: error counts of two windows keep the day lent (the second side's part is the first side's day)
    counted = resolve_windows("昨天的报错和下午的比，哪个多？", now=NOW, zone=ZONE)
    assert counted is not None and _local(counted[1].start) == "12-03 12:00", counted
    #: a first side with a part of its own still lends its day ("昨天上午…和下午…")
    parted = resolve_windows("昨天上午的证书问题和下午的积压，哪个持续得更久？", now=NOW, zone=ZONE)
    assert parted is not None and _local(parted[1].start) == "12-03 12:00", parted


def test_only_the_second_side_timed_leaves_the_first_side_wherever_it_lies(tmp_path: Path) -> None:
    with world_service(tmp_path, "stagecast") as (chat, url):
        search = sql_text(url, "SELECT DISTINCT service FROM log_record WHERE error_code = 'SRC-W07'")
        head = chat.ask("搜索告警和昨晚推荐服务报错，哪个持续得更久？", user_id="invdb",
                        conversation_id="one-side").answer.splitlines()[0]
        assert f"{search} " in head and "recommend-api " in head and "持续更久" in head, head


def test_a_silent_partners_side_is_read_from_its_one_caller(tmp_path: Path) -> None:
    with world_service(tmp_path, "harbor") as (chat, url):
        caller = sql_text(url, "SELECT service FROM service_dependency WHERE depends_on = 'oceanlink-api'")
        head = chat.ask("Was the OceanLink outage last night longer than this afternoon's manifest backlog?",
                        user_id="invdb", conversation_id="silent").answer.splitlines()[0]
        assert head.startswith(f"是，{caller} 持续更久"), head
