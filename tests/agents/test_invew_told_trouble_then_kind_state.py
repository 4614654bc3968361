"""Issue pattern "a trouble told, then the state of a thing named by its kind asked" (invEW, opened windfarm):
"A 昨晚握手失败，是不是遥测 kafka 出问题了？" — the clause after 是不是 names no service but one dependency by its
kind word ("kafka", with a word of its own before it). ``plan._state_then_trouble`` read only services there, so the
question stayed the health of every thing named and the told gateway's own errors answered "是" while the kafka was
quiet. The dependency the kind word names is now the one asked (as a service named there already was)."""

from __future__ import annotations

import time
from pathlib import Path

from superbiz.chat.service import ChatService
from tests.agents.world_chat import sql_text, world_service


def _head(service: ChatService, question: str) -> str:
    answer = service.ask(question, user_id="invew-test", conversation_id=f"invew-{time.time_ns()}").answer
    return answer.split("\n")[0]


def test_a_quiet_dependency_named_by_its_kind_after_a_told_trouble_is_no(tmp_path: Path) -> None:
    with world_service(tmp_path, "harbor") as (service, url):
        bus = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'shipment-bus' "
                                "AND level IN ('WARN', 'ERROR')"))
        told = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'booking-api' AND level = 'ERROR'"))
        cache = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'fare-cache' AND level = 'WARN'"))
        quiet = _head(service, "订舱接口今天报错了，是不是 kafka 出问题了？")
        troubled = _head(service, "运价计算引擎今天报错了，是不是 redis 出问题了？")
    assert bus == 0 and told > 0, (bus, told)
    assert quiet.startswith("没有") and "shipment-bus" in quiet and "booking-api" not in quiet, quiet
    #: the kind's dependency in trouble still says yes — of its own records, not of the service told failing
    assert cache > 0, cache
    assert troubled.startswith("是") and "fare-cache" in troubled, troubled
