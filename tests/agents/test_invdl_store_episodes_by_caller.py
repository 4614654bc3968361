"""invDL (issue 10, old remitnic case): "第二次呢？持续了多久" after "昨天账本库怎么了 / 第一次是几点".

A store with no alerts of its own logs one WARN code over two episodes: the day's window counts them as one record
spanning the quiet gap (8h09m was answered). Its one caller's alerts now tell the episodes apart
(`investigate._episode_calls` fetches them first), the store's lines are queried per episode, and the record covering
both joins neither (`render.answer._episodes`). No dev world has a store with two episodes: asked over the opened
remitnic in other words, checked against SQL."""

from __future__ import annotations

from pathlib import Path

from tests.agents.world_chat import sql_text, world_service


def test_the_second_episode_of_a_store_without_alerts_is_its_own_span(tmp_path: Path) -> None:
    with world_service(tmp_path, "remitnic") as (service, url):
        service.ask("昨天 libro-pg 出了什么问题", user_id="dl", conversation_id="c")
        head = service.ask("第二次那回持续了多长时间", user_id="dl", conversation_id="c").answer.split("\n")[0]
        minutes = float(sql_text(url, "SELECT (julianday(max(ts)) - julianday(min(ts))) * 1440 FROM log_record "
                                      "WHERE service = 'libro-pg' AND level = 'WARN' AND ts >= '2026-12-03 20:00'"))
    assert f"持续约 {int(minutes)} 分钟" in head, head
