"""Spec scenario "Answer the question that was asked" (opened pawsafari, floebook, kerbmint): the nth, latest or
current episode of a trouble told through a dependency chain — its onset, end and span are the chain's (the
cache's first eviction WARN inside the episode), the episode named by "the latest", "最近那次" or "the 2nd", and the
thing whose storm it is named by a kind ("redis storm"), a part of a name ("keg storm") or an agent noun ("scanner
storm")."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import episode_ordinal
from superbiz.render.answer_base import LAST_EPISODE, nth_of
from tests.agents.world_chat import world_asker


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "ordinal"), [
    ("when did the latest scanner storm kick off", LAST_EPISODE),
    ("the latest meter outage, what time did it start?", LAST_EPISODE),
    ("最近那次呢 几点开始的", LAST_EPISODE),
    ("how long did the 2nd keg storm last", 2),
    ("when did the second redis storm kick off", 2),
    #: "the last time" asks the end over the data, "the last hour" is a window: no episode named
    ("when was the last time X failed", 0),
    ("in the last hour the queue backlog grew?", 0),
])
def test_the_latest_episode_and_an_ordinal_in_digits(question: str, ordinal: int) -> None:
    """pawsafari-storm-latest-onset-en, kerbmint-latest-storm-onset-en, fb-fu-storm-latest-zh, fb-storm2-duration-en:
    "the latest X storm" / "最近那次" name the last episode (resolved against the episodes found), "the 2nd" the
    second."""
    assert episode_ordinal(question) == ordinal
    assert nth_of(LAST_EPISODE, 3) == 3 and nth_of(2, 3) == 2


_CATALOG = Catalog(
    services=("webapp", "gatescan", "icekeg", "orderdesk", "kvstore-a"),
    dependencies={"webapp": ("orderdesk",), "orderdesk": ("gatescan",), "gatescan": ("icekeg",)},
    dependency_kinds={"webapp": (("orderdesk", "service"),), "orderdesk": (("gatescan", "service"),),
                      "gatescan": (("icekeg", "redis"),)},
    descriptions={"webapp": "访客 App 后端 / visitor app backend", "orderdesk": "订单服务 / order service",
                  "gatescan": "闸机验票服务 / gate ticket scanning service", "icekeg": "验票缓存 (Redis) / scan cache",
                  "kvstore-a": "配置存储 / config store"},
)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "subject"), [
    ("when did the second redis storm kick off", "icekeg"),
    ("how long did the 2nd keg storm last", "icekeg"),
    ("when did the latest scanner storm kick off", "gatescan"),
])
def test_the_thing_whose_storm_is_named_by_a_kind_a_name_part_or_an_agent_noun(question: str, subject: str) -> None:
    """fb-storm2-onset-en ("redis storm" in a world of one redis), fb-storm2-duration-en ("keg storm" → the service
    named …keg), pawsafari-storm-latest-onset-en ("scanner storm" → the "gate ticket scanning service"): the word
    before the trouble noun names the one service — the questions had no subject and answered the day's first
    anomaly of any service."""
    plan = offline_plan(question, _CATALOG)
    assert plan.services[:1] == [subject], plan.services


@pytest.mark.spec("Answer the question that was asked")
def test_the_second_storm_is_timed_by_its_chain_origin(tmp_path: Path) -> None:
    """kerbmint-second-storm-duration-zh, kerbmint-followup-second-onset-zh: the meter gateway (no alerts of its own)
    fails through the meter service behind it, whose Redis evicts — the second episode begins with the Redis's first
    eviction WARN of that episode (08:40 local), not the gateway's first error (08:43), and lasts about 20 minutes,
    never the gateway's own 16."""
    redis_first = ("SELECT CAST(strftime('%H', min(ts)) AS INT) * 60 + CAST(strftime('%M', min(ts)) AS INT) "
                   "FROM log_record WHERE service = 'meterlane-redis' AND level = 'WARN' "
                   "AND ts >= '2026-12-06 01:30:00'")
    with world_asker(tmp_path, "kerbmint") as ask:
        answer, minute = ask("when did the second meter storm start?", redis_first)
        local = (minute + 7 * 60) % 1440  # Asia/Krasnoyarsk, UTC+7
        head = answer.split("\n", 1)[0]
        assert f"{local // 60:02d}:{local % 60:02d}" in head, head
        answer, _ = ask("今天第二次咪表故障搞了多久", "SELECT 0")
    head = answer.split("\n", 1)[0]
    assert "持续约 16 分钟" not in head and ("持续约 19 分钟" in head or "持续约 20 分钟" in head
                                           or "持续约 21 分钟" in head), head
