"""invCZ: yes/no about a suspected cause (issue 10, pattern 7: "is X caused by Y?" must query Y and answer yes or no).

Scenarios (opened tyrefit, salmonet, recyclo, payroo):
- "客户App现在报错是不是因为预约数据库的问题？": the database's trouble ran through the window and the one before it,
  so its WARN lines did not spike (no anomaly of its own), while the service calling it logs pool exhaustion naming
  it — "是（推断）" through the chain (it was "与此问题的关系无法确定").
  Dev: stagecast-edge-errors-db-steady-warn-yes-zh.
- "订单确认失败是不是昨天物流那个发版搞的？": the suspect's change broke the suspect itself, while the subject asked
  about showed nothing in that window — "不是（推断）" (it was "是（推断）" from the suspect's own trouble).
  Dev: stagecast-catalog-blamed-on-yesterday-recommend-deploy-no-zh.
- "是不是 17:08 那次 X 发版把兑券搞挂了？", "那次发布跟兑券失败有关系吗?": X's clean rollout came just before its
  errors, but those errors name a dependency whose own trouble began first — "不是（推断）" (it was "是（推断）" by
  timing; the follow-up was read as "was a deploy done?"). No dev world holds a rollout just before a dependency's
  trouble: the test writes one change event into harbor.
- "下午预约挂了，是不是供应商库存接口又出问题了？": a trouble told first, then a silent partner's state asked — a
  yes/no about the partner as the suspect (it was a health question of both). Dev:
  harbor-booking-failing-partner-again-told-first-no-zh.
- "昨晚税率缓存出问题那会儿，有没有导致发薪批次失败？": the service whose trouble marks the time is the suspect of the
  cause verb after it (it was "无法确定": no suspect). Dev: ledgerly-db-trouble-then-caused-transfers-yes-zh.
"""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import create_engine, text

from superbiz.agents.question_ops import actions_asked
from superbiz.chat.service import ChatService
from superbiz.container import build_container
from superbiz.settings import Settings, SourcesSettings
from superbiz.sources.worldgen import build_world
from tests.agents.world_chat import world_asker


def test_a_database_whose_steady_warnings_its_caller_names_is_yes(tmp_path: Path) -> None:
    with world_asker(tmp_path, "stagecast") as ask:
        answer, lines = ask("edge-gw 过去20分钟的报错是不是 catalog-pg 引起的？",
                            "SELECT count(*) FROM log_record WHERE service = 'catalog-svc' AND level = 'ERROR' "
                            "AND message LIKE '%connection to catalog-pg%'")
    head = answer.splitlines()[0]
    assert lines > 0 and head.startswith("是（推断）"), head
    assert "edge-gw → catalog-svc → catalog-pg" in head, head


def test_a_suspects_change_that_broke_only_the_suspect_is_no_for_a_clean_subject(tmp_path: Path) -> None:
    with world_asker(tmp_path, "stagecast") as ask:
        answer, lines = ask("catalog-svc 报错是不是昨天 recommend-api 那次发版搞的？",
                            "SELECT count(*) FROM log_record WHERE service = 'recommend-api' AND level = 'ERROR'")
    head = answer.splitlines()[0]
    assert lines > 0 and head.startswith("不是（推断）：catalog-svc 未发现异常"), head


def test_a_release_just_before_errors_from_a_deeper_dependency_is_no(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'world.db'}"
    build_world("harbor", url).dispose()
    engine = create_engine(url)
    with engine.begin() as conn:
        first = conn.execute(text("SELECT min(ts) FROM log_record WHERE service = 'quote-engine' "
                                  "AND level = 'ERROR'")).scalar_one()
        conn.execute(text("INSERT INTO log_record (id, ts, service, level, trace_id, error_code, message) "
                          "SELECT max(id) + 1, datetime(:first, '-8 minutes'), 'quote-engine', 'INFO', 'ab12cd34', "
                          "NULL, 'deployment completed: version 4.2.0 serving 100% of traffic' FROM log_record"),
                     {"first": first})
    engine.dispose()
    container = build_container(Settings(home=tmp_path / "home", sources=SourcesSettings(world_url=url)))
    try:
        service = ChatService(container)
        service.ask("quote-engine 今天发版了吗", user_id="invcz", conversation_id="c1")
        head = service.ask("那次发布跟报价失败有关系吗?", user_id="invcz", conversation_id="c1").answer.splitlines()[0]
    finally:
        container.close()
    assert head.startswith("不是（推断）：quote-engine 的发布于"), head
    assert "quote-engine → fare-cache" in head, head


def test_an_operation_set_against_the_trouble_after_it_is_not_asked_as_done() -> None:
    assert actions_asked("那次发布跟兑券失败有关系吗?") == []
    assert actions_asked("今天 vouchly 发版了吗") == ["发布"]


def test_a_trouble_told_then_a_silent_partners_state_asked_is_a_suspect(tmp_path: Path) -> None:
    with world_asker(tmp_path, "harbor") as ask:
        answer, lines = ask("下午订舱失败了，是不是 OceanLink 接口又出问题了？",
                            "SELECT count(*) FROM log_record WHERE error_code IN ('CBR-4950', 'BKG-5040') "
                            "AND ts >= '2026-10-14 16:00'")
    head = answer.splitlines()[0]
    assert lines == 0 and head.startswith("不是"), head


def test_a_trouble_marking_the_time_is_the_suspect_of_the_cause_verb_after_it(tmp_path: Path) -> None:
    with world_asker(tmp_path, "ledgerly") as ask:
        answer, lines = ask("今天上午账务数据库出问题那会儿，有没有导致转账失败？",
                            "SELECT count(*) FROM log_record WHERE service = 'transfer-api' "
                            "AND error_code = 'TRF-5030'")
    head = answer.splitlines()[0]
    assert lines > 0 and head.startswith("是（推断）"), head
    assert "ledger-mysql" in head, head
