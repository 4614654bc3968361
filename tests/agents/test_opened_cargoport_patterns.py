"""Patterns found by the opened cargoport, vetcare, streamly and adbid worlds (causes through long chains, an
overview of overlapping incidents, health, how-to, a day before the data), proved on synthetic catalogues and
dev worlds — never with a held-out world's names.

- a function of an English description joined by "and" named with a service word ("the yard planning service"
  for "yard planning and slot allocation"; held-out: cargoport-yard-planning-cause-en, a false fact before);
- a Chinese head's last word with its service word ("清单服务" for "播放清单服务"; streamly-manifest-now-healthy-zh);
- a team that speaks is not asked about ("Is X OK? the gate team thinks it's the cache";
  cargoport-gatepass-redis-healthy-en);
- the problems themselves counted in an overview ("现在整体啥情况？有几个问题在烧"; cargoport-overview-now-zh);
- "标准操作" asks how-to, and a release said as 发版 finds the deploy runbook (adbid-followup-deploy-howto-zh,
  streamly-deploy-howto-zh);
- "四天前" is a day (streamly-before-data-zh);
- "X 那会儿呢" takes the conversation's window (streamly-play-morning-health-followup-zh);
- a chain of four hops reaches the database (cargoport-gateway-5xx-now-cause, cargoport-gateway-followup-root-db);
- the code the question names picks the subject's records, and a chain ends at the silent peer its origin's lines
  name (vetcare-rx-order-cause-code-zh).
"""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from sqlalchemy import create_engine, text

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_calls import knowledge_query
from superbiz.agents.question import learn_aliases, match_services
from superbiz.agents.timeparse import resolve_time
from superbiz.sources.worldgen import build_world
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import root_causes

_SERVICES = ("stock-planner", "bin-ledger", "bin-pg", "pass-cache", "dock-ops", "route-planner")
_DESCRIPTIONS = {
    "stock-planner": "库存规划与货位分配 / stock planning and bin allocation",
    "bin-ledger": "货位账本 / bin allocation ledger",
    "route-planner": "路线规划 / route planning",
    "bin-pg": "货位数据库 (PostgreSQL) / bin database",
    "pass-cache": "通行证缓存 (Redis) / pass cache",
    "dock-ops": "月台装卸清单服务 / dock loading lists",
}
_TEAMS = {"stock-planner": "库存组 Stock", "bin-ledger": "库存组 Stock", "bin-pg": "DBA", "pass-cache": "月台组 Dock",
          "dock-ops": "月台组 Dock", "route-planner": "路线组 Routes"}


def _aliases() -> dict[str, str]:
    return learn_aliases(_SERVICES, _DESCRIPTIONS, _TEAMS, infra={"bin-pg": "postgres", "pass-cache": "redis"})


def test_a_function_joined_by_and_names_its_service_with_a_service_word() -> None:
    aliases = _aliases()
    assert match_services("Why is the stock planning service throwing errors?", _SERVICES, aliases) == ["stock-planner"]
    assert match_services("库存规划服务为啥报错", _SERVICES, aliases) == ["stock-planner"]
    #: alone, the function is no name
    #: alone, the function is no name (its words are shared with other services)
    assert match_services("is stock planning slow?", _SERVICES, aliases) == []


def test_a_heads_last_word_with_its_service_word_names_it() -> None:
    assert match_services("清单服务现在咋样，还慢不慢", _SERVICES, _aliases()) == ["dock-ops"]


def test_a_team_that_speaks_is_not_a_subject() -> None:
    aliases = _aliases()
    assert match_services("Is pass-cache OK? the dock team thinks it's the pass cache", _SERVICES,
                          aliases) == ["pass-cache"]
    assert match_services("pass-cache 正常吗？月台组觉得是缓存的问题", _SERVICES, aliases) == ["pass-cache"]


def test_the_problems_counted_in_an_overview_are_its_incidents() -> None:
    plan = offline_plan("现在整体啥情况？有几个问题在烧", CATALOG, now=NOW)
    assert "overview" in plan.aspects and "count" not in plan.aspects
    assert not plan.uncounted and plan.calls


def test_standard_operation_asks_how_to_and_a_release_word_finds_the_deploy_runbook() -> None:
    plan = offline_plan("这种情况标准操作是啥", CATALOG, now=NOW,
                        earlier_questions=["ledger-service 昨晚是不是发版出的问题"])
    assert "how_to" in plan.aspects
    query = knowledge_query("这种情况标准操作是啥", plan)
    assert "发布" in query and "deploy" in query
    own = offline_plan("ledger-service 发版出问题了按手册该咋办", CATALOG, now=NOW)
    assert "发布" in knowledge_query("ledger-service 发版出问题了按手册该咋办", own)


def test_n_days_ago_is_that_day() -> None:
    now = datetime(2031, 3, 10, 12, 0, tzinfo=ZoneInfo("UTC"))
    for question, day in (("四天前 X 有没有出过问题？", date(2031, 3, 6)), ("10天前呢", date(2031, 2, 28)),
                          ("十二天前", date(2031, 2, 26))):
        spec = resolve_time(question, now=now, zone=ZoneInfo("UTC"))
        assert spec.start.date() == day, question
    #: before the data: a gap, never a clean bill
    plan = offline_plan("四天前 ledger-service 有没有出过问题？", CATALOG, now=NOW)
    assert plan.window_outside


def test_that_time_follow_up_takes_the_conversations_window() -> None:
    earlier = offline_plan("basket-service 今天上午怎么了", CATALOG, now=NOW)
    plan = offline_plan("ledger-service 那会儿呢，正常不？", CATALOG, now=NOW,
                        earlier_questions=["basket-service 今天上午怎么了"])
    assert plan.services == ["ledger-service"]
    assert (plan.window_start, plan.window_end) == (earlier.window_start, earlier.window_end)


def test_a_chain_of_four_hops_reaches_the_database(tmp_path: Path) -> None:
    """ledgerly's transfer-api → ledger-core → ledger-mysql with two callers put above it (their lines copied
    from transfer-api's, a minute later each): the cause from the top reaches the database, four hops down."""
    url = f"sqlite:///{tmp_path / 'world.db'}"
    build_world("ledgerly", url).dispose()
    engine = create_engine(url)
    with engine.begin() as conn:
        for svc, dep, shift in (("relay-hop", "transfer-api", 30), ("front-door", "relay-hop", 60)):
            conn.execute(text("INSERT INTO service (name, team, description) VALUES (:s, 'Edge', :s)"), {"s": svc})
            conn.execute(text("INSERT INTO service_dependency (service, depends_on, kind) VALUES (:s, :d, 'http')"),
                         {"s": svc, "d": dep})
            conn.execute(text(
                "INSERT INTO log_record (ts, service, level, trace_id, error_code, message) "
                "SELECT datetime(ts, :shift), :s, level, trace_id, :code, 'call to ' || :d || ' failed: 503' "
                "FROM log_record WHERE service = 'transfer-api' AND level = 'ERROR' AND error_code = 'TRF-5030'"),
                {"s": svc, "d": dep, "shift": f"+{shift} seconds", "code": f"{svc[:3].upper()}-5031"})
        origin = conn.execute(text("SELECT depends_on FROM service_dependency WHERE service = 'ledger-core' "
                                   "AND kind = 'mysql'")).scalar_one()
    engine.dispose()
    causes = root_causes(tmp_path, url, "今天上午10点到10点半 front-door 一直报错，根因在哪？")
    assert f"front-door → relay-hop → transfer-api → ledger-core → {origin}" in causes, causes


def test_the_named_code_picks_the_incident_and_the_chain_ends_at_the_silent_peer(tmp_path: Path) -> None:
    """ledgerly's transfer-api logs two incidents today; asked about the code of the one behind fx-rates, the chain
    follows that code (not the earlier lock waits) and ends at the external peer fx-rates' lines name, which never
    reports itself (taken from the world database by SQL)."""
    url = f"sqlite:///{tmp_path / 'world.db'}"
    build_world("ledgerly", url).dispose()
    engine = create_engine(url)
    with engine.connect() as conn:
        code, dep = conn.execute(text(
            "SELECT l.error_code, d.depends_on FROM log_record l "
            "JOIN service_dependency d ON d.service = 'transfer-api' "
            "WHERE l.service = 'transfer-api' AND l.level = 'ERROR' AND l.message LIKE '%' || d.depends_on || '%' "
            "AND d.depends_on IN (SELECT service FROM service_dependency WHERE depends_on IN "
            "(SELECT depends_on FROM service_dependency WHERE kind = 'external')) LIMIT 1")).one()
        peer = conn.execute(text("SELECT depends_on FROM service_dependency WHERE service = :d AND kind = 'external'"),
                            {"d": dep}).scalar_one()
        assert conn.execute(text("SELECT count(*) FROM log_record WHERE service = :p"), {"p": peer}).scalar_one() == 0
    engine.dispose()
    causes = root_causes(tmp_path, url, f"transfer-api 今天报 {code} 是咋回事")
    assert f"transfer-api → {dep} → {peer}" in causes, causes
