"""Patterns from the opened worlds' leftovers (invE), on names of no real world.

Scenario "how long did the sailing-schedule lookup errors last" (``船期查询报错那次搞了多长时间``): the service's
description "船期时刻表服务" and its cache's "船期缓存" both begin with the word the question uses; that word names
the one application of the two, as "账户服务" names the accounts API beside the accounts database."""

from __future__ import annotations

from superbiz.agents.question import learn_aliases


def test_the_leading_word_two_descriptions_share_names_their_one_application() -> None:
    services = ("tide-table", "tide-cache", "dock-api")
    descriptions = {"tide-table": "潮汐时刻表服务 / tide timetable service",
                    "tide-cache": "潮汐缓存 (Redis) / tide cache",
                    "dock-api": "泊位下单接口 / berth booking API"}
    aliases = learn_aliases(services, descriptions, {}, infra={"tide-cache": "redis"})
    assert aliases.get("潮汐") == "tide-table"


def test_a_leading_word_two_applications_share_names_neither() -> None:
    services = ("tide-table", "tide-report")
    descriptions = {"tide-table": "潮汐时刻表服务", "tide-report": "潮汐报表服务"}
    assert "潮汐" not in learn_aliases(services, descriptions, {})
