"""Causes whose subject is told in users' words and whose origin lies hops away (invAW: the opened held-out haulpit,
tramcard and roomquest).

Spec scenarios: "Entities are resolved from the catalogue" — the people a thing belongs to or who tell of it
("drivers' truck positions", "riders say their cards…") are no service; a team "Top-ups" is called "top-ups"; a
description "on-board fare validator service" is called "the on-board validators"; "主持人(GM)控制台" is called
"GM控制台"; a lagging thing told by a word two applications share names the one that reads a queue. "Root cause
by dependency chain" — at every hop the dependency named by the hop's earliest record is followed (the cache that
evicted first, not the database that slowed down later); a second, overlapping cause is followed to its end (a
lock-waiting database three hops down); a chain ending at a consumer lagging on a quiet queue names that queue; the
origin's own first line is said beside its alert (what happened there: "evicted N keys"). Expected values come from
each world's database by SQL.
"""

from __future__ import annotations

from pathlib import Path

from superbiz.agents.question import learn_aliases, match_services
from tests.agents.world_chat import sql_text, world_service


def _head(answer: str) -> str:
    return answer.split("\n", 1)[0]


def test_people_a_thing_belongs_to_or_who_tell_of_it_are_no_service() -> None:
    services = ["roster", "validator", "riderhub"]
    aliases = learn_aliases(services, {"roster": "司机排班表 / driver shift roster",
                                       "validator": "车载验票机服务 / on-board fare validator service",
                                       "riderhub": "乘客 App / rider app"}, {})
    assert match_services("drivers' truck positions are lagging", services, aliases) == []
    assert match_services("is the drivers service down?", services, aliases) == ["roster"]
    assert match_services("Riders say their cards keep getting declined at the on-board validators", services,
                          aliases) == ["validator"]
    assert match_services("riders say the app is slow", services, aliases) == []
    #: a team word in the plural itself ("Carriers"), said as the people's: not the carrier bridge
    aliases = learn_aliases(["bridge", "quotes"], {"bridge": "承运商接口桥接 / carrier integration bridge",
                                                   "quotes": "运价计算引擎 / freight quote engine"},
                            {"bridge": "承运商组 Carriers"})
    assert match_services("carriers' quotes keep timing out", ["bridge", "quotes"], aliases) == ["quotes"]
    assert match_services("is the carrier's bridge down?", ["bridge", "quotes"], aliases) == ["bridge"]


def test_a_hyphenated_team_word_and_an_abbreviation_inside_a_chinese_head_name_their_service() -> None:
    services = ["topup", "bankbridge", "console", "puzzlehub"]
    aliases = learn_aliases(services, {"topup": "交通卡充值服务 / travel card top-up service",
                                       "bankbridge": "银行充值通道对接 / bank top-up partner client",
                                       "console": "主持人(GM)控制台 / game-master console",
                                       "puzzlehub": "房间机关控制器接入 / room puzzle controller hub"},
                            {"topup": "充值组 Top-ups", "bankbridge": "合作方对接组 Partners"})
    assert match_services("why did card top-ups fail overnight?", services, aliases) == ["topup"]
    assert match_services("GM控制台晚上一直报错，为啥？", services, aliases) == ["console"]
    assert match_services("主持人控制台挂了吗", services, aliases) == ["console"]


def test_haulpit_the_gateway_two_hops_from_its_evicting_cache_and_lagging_positions(tmp_path: Path) -> None:
    with world_service(tmp_path, "haulpit") as (svc, url):
        cache = sql_text(url, "SELECT depends_on FROM service_dependency WHERE service = 'haulsched' "
                              "AND kind = 'redis'")
        queue = sql_text(url, "SELECT depends_on FROM service_dependency WHERE service = 'rigbeat' AND kind = 'kafka'")
        head = _head(svc.ask("网关过去半小时一直 5xx，啥原因", user_id="t").answer)
        #: the dispatcher's cache evicted first; its database's slow queries began after the gateway's errors
        assert cache in head and "haulsched-db" not in head, head
        head = _head(svc.ask("drivers' truck positions on the map are lagging way behind, what's going on?",
                             user_id="t").answer)
        assert queue in head and "shiftroll" not in head, head


def test_roomquest_a_second_cause_to_its_end_a_quiet_queue_and_the_origin_line(tmp_path: Path) -> None:
    with world_service(tmp_path, "roomquest") as (svc, url):
        db = sql_text(url, "SELECT depends_on FROM service_dependency WHERE service = 'slotledger' AND kind = 'mysql'")
        deploy = sql_text(url, "SELECT service FROM alert WHERE alertname = 'ErrorShareSpike' "
                               "AND summary LIKE '%after deploy%'")
        head = _head(svc.ask("roomfront is throwing errors right now - what's causing it?", user_id="t").answer)
        assert db in head and deploy in head, head
        queue = sql_text(url, "SELECT depends_on FROM service_dependency WHERE service = 'propwire' AND kind = 'kafka'")
        head = _head(svc.ask("GM控制台晚上七点多到八点半那段一直报错，为啥？", user_id="t").answer)
        assert queue in head and "积压" in head, head
        evicted = sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'giftcache' "
                                "AND message LIKE '%evict%'")
        head = _head(svc.ask("What broke gift vouchers last night?", user_id="t").answer)
        assert int(evicted) > 0 and "evicted" in head, head
