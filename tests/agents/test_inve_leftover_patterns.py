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


def test_how_long_around_a_clock_is_the_episode_nearest_it() -> None:
    """Scenario "anything odd with X around 10am? / how long did it last?": the window 09:30-11:00 holds the tail
    of an episode that ended at 09:42 (its alert began 09:08) and a slowdown 10:02-10:18; the duration asked is the
    slowdown's 16 minutes, not the earlier episode's 34."""
    from superbiz.contracts import AnswerCoverage, AspectCoverage
    from superbiz.render.answer import AnswerBrief, lead_lines
    from superbiz.render.material import AllowedMaterial, MaterialItem

    items = (
        MaterialItem(claim_id="e1", claim_type="observation", text=(
            "pack-bench 错误码 PB-5001 的 ERROR 日志在窗口内共 32 条，首次出现(first_seen) 2031-03-04T09:30:10Z，"
            "最近一次(last_seen) 2031-03-04T09:37:53Z，跨度(span) 7m")),
        MaterialItem(claim_id="w1", claim_type="observation", text=(
            "pack-bench 错误码 PB-W07 的 WARN 日志在窗口内共 17 条，首次出现(first_seen) 2031-03-04T10:02:05Z，"
            "最近一次(last_seen) 2031-03-04T10:18:17Z，跨度(span) 16m；前一窗口同类日志数(earlier_count)=0")),
        MaterialItem(claim_id="a1", claim_type="observation", text=(
            "告警 ErrorsHigh（服务 pack-bench，critical）已恢复(resolved)：开始于(since) 2031-03-04T09:08:00Z，"
            "结束于(until) 2031-03-04T09:42:00Z，持续(duration) 34m")),
    )
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="duration", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, timezone="UTC", subjects=("pack-bench",),
                        window_start="2031-03-04T09:30:00Z", window_end="2031-03-04T11:00:00Z")
    assert "34" in lead_lines(material, brief)[0]  # no clock: the window's first episode, as before
    head = lead_lines(material, brief.model_copy(update={"at": "2031-03-04T10:00:00Z"}))[0]
    assert "持续约 16 分钟" in head, head


def test_a_leading_word_of_a_queue_with_more_words_names_nothing() -> None:
    """Scenario "今天有多少台逆变器离线了" (an unmeasured count): "逆变器" begins the gateway's head and the queue's
    "逆变器遥测消息队列"; it is a thing of the world, not the gateway's name."""
    services = ("kiln-gw", "kiln-q")
    descriptions = {"kiln-gw": "窑炉接入网关 (MQTT 上报)", "kiln-q": "窑炉遥测消息队列 (Kafka)"}
    assert "窑炉" not in learn_aliases(services, descriptions, {}, infra={"kiln-q": "kafka"})
