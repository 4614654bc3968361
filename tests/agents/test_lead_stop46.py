"""Lead, stop 46 (issue 10): a question typed another way that broke (benchmarks/question_variants.py on kerbmint
at the end of stop 45). Each answer is checked against the world's data by SQL.

- "停车证服务4.12.0几点发完的": a dotted version glued to the Chinese BEFORE it was read as part of that word (Python's
  ``\\w`` holds Chinese, so the version's own word boundary failed) and the rollout's end was lost; it is set apart
  as a version glued after it already was (stop 43).
- "how long did the album backlog this morning last?" → "and the one now?" → "which one was longer?" (held-out
  veilshot): the second turn, asked again of the episode going on now, kept the earlier turn's "this morning" and
  answered the morning again; the third, two episodes of one thing told by two turns, got a dump of the window — it
  is now the two episodes set against each other (as "which one was longer, A this morning or the one now?" is).
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.question_text import clean_question
from tests.agents.world_chat import ask_head, sql_text, world_service


@pytest.mark.spec("Answer the question that was asked")
def test_a_version_glued_to_the_chinese_before_it_is_set_apart() -> None:
    assert clean_question("停车证服务4.12.0几点发完的") == "停车证服务 4.12.0 几点发完的"
    assert clean_question("升级到3.2.1以后还报错吗") == "升级到 3.2.1 以后还报错吗"
    #: a clock, a two-part decimal and a bare number stay glued as typed
    assert clean_question("10点到1.5小时以后") == "10点到1.5小时以后"
    assert clean_question("11点25那次发版") == "11点25那次发版"


@pytest.mark.spec("Answer the question that was asked")
def test_a_rollout_asked_by_a_version_glued_to_chinese_gets_its_end(tmp_path: Path) -> None:
    with world_service(tmp_path, "kerbmint") as (service, url):
        head = ask_head(service, "停车证服务4.12.0几点发完的")
        done = sql_text(url, "SELECT ts FROM log_record WHERE service = 'permisto' "
                             "AND message LIKE 'deployment completed%4.12.0%'")
    local = datetime.fromisoformat(done[:19]).replace(tzinfo=UTC).astimezone(ZoneInfo("Asia/Krasnoyarsk"))
    assert local.strftime("%Y-%m-%d %H:%M") in head, (local, head)


def _local(url: str, sql: str, zone: str) -> str:
    stamp = datetime.fromisoformat(sql_text(url, sql)[:19]).replace(tzinfo=UTC)
    return stamp.astimezone(ZoneInfo(zone)).strftime("%Y-%m-%d %H:%M")


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("turns", [
    ("how long did the album backlog this morning last?", "and the one now?", "which one was longer?"),
    ("早上那次相册积压持续了多久？", "那现在这次呢？", "哪次更久？"),
])
def test_the_one_now_then_which_was_longer(tmp_path: Path, turns: tuple[str, str, str]) -> None:
    zone = "America/Cayman"
    with world_service(tmp_path, "veilshot") as (service, url):
        now_head = ask_head(service, *turns[:2])
        longer_head = ask_head(service, *turns)
        began_now = _local(url, "SELECT min(ts) FROM log_record WHERE service = 'albumpress' AND level = 'WARN' "
                                "AND ts > datetime((SELECT value FROM world_meta WHERE key = 'anchor_time'), "
                                "'-2 hours')", zone)
        morning = _local(url, "SELECT min(ts) FROM log_record WHERE service = 'albumpress' AND level = 'WARN'", zone)
    #: the episode going on now (its first WARN line), never the morning's again
    assert began_now[11:] in now_head and morning[11:] not in now_head, (began_now, now_head)
    #: the morning episode (about 40 minutes) was longer than the one so far (about 25)
    assert longer_head.startswith("第一次(first)比这次(this one)"), longer_head
