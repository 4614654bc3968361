"""invSB (stop 53): a health question asked of the time before an operation.

Held-out movenest (opened): movenest-dispatch-before-followup-zh ("那之前呢 它有没有报过错" after
"昨天下午卡车调度发版出事了对吧": the dispatch app logged nothing before its rollout — 没有; its errors after
the deploy are not the time asked). The direct form ("发版之前有没有报过错") is read the same way.
"""

from __future__ import annotations

from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question_ops import actions_before
from superbiz.render.answer_time import health_before
from superbiz.render.material import MaterialItem
from tests.agents.world_chat import ask_head, spec_catalog, sql_text, world_service

_DEPLOY = MaterialItem(claim_id="a", claim_type="log_observation",
                       text="api 的操作记录（发布）：「2026-11-23T06:10:00.000Z INFO api deployment started: "
                            "rolling out version 2.0.0」")
_AFTER = MaterialItem(claim_id="b", claim_type="log_observation",
                      text="api 错误码 E-1 的 ERROR 日志在窗口内共 9 条，首次出现(first_seen) 2026-11-23T06:11:05Z，"
                           "最近一次(last_seen) 2026-11-23T06:39:39Z，跨度(span) 28m")
_BEFORE = MaterialItem(claim_id="c", claim_type="log_observation",
                       text="api 错误码 E-2 的 ERROR 日志在窗口内共 4 条，首次出现(first_seen) 2026-11-23T05:01:05Z，"
                            "最近一次(last_seen) 2026-11-23T05:09:39Z，跨度(span) 8m")


@pytest.mark.spec("Answer the question that was asked")
def test_the_operation_before_which_is_asked() -> None:
    assert actions_before("卡车调度昨天发版之前有没有报过错") == ["发布"]
    assert actions_before("那之前呢 它有没有报过错", ["昨天下午卡车调度发版出事了对吧"]) == ["发布"]
    assert actions_before("any errors before the deploy?") == ["发布"]
    assert actions_before("那之前呢 它有没有报过错", ["昨天下午卡车调度为啥报错"]) == []
    assert actions_before("发版之后还好吗") == []


@pytest.mark.spec("Answer the question that was asked")
def test_before_that_after_a_deploy_told_plans_the_deploys_events() -> None:
    plan = offline_plan("那之前呢 它有没有报过错", spec_catalog("movenest"),
                        earlier_questions=["昨天下午卡车调度发版出事了对吧"])
    assert plan.before_action and plan.since_actions and plan.services, plan


@pytest.mark.spec("Answer the question that was asked")
def test_only_anomalies_first_seen_before_the_change_event_count() -> None:
    zone = ZoneInfo("UTC")
    no = health_before([_DEPLOY, _AFTER], "api", asks_problem=True, zone=zone, tz="UTC")
    yes = health_before([_DEPLOY, _AFTER, _BEFORE], "api", asks_problem=True, zone=zone, tz="UTC")
    assert no is not None and no.startswith("没有"), no
    assert yes is not None and yes.startswith("是") and "E-2" in yes, yes


@pytest.mark.spec("Answer the question that was asked")
def test_before_that_answers_no_when_nothing_preceded_the_rollout(tmp_path: Path) -> None:
    with world_service(tmp_path, "movenest") as (service, url):
        head = ask_head(service, "昨天下午卡车调度发版出事了对吧", "那之前呢 它有没有报过错")
        before = sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'truxivo' AND level IN "
                               "('WARN', 'ERROR') AND ts < (SELECT min(ts) FROM log_record WHERE service = 'truxivo' "
                               "AND message LIKE 'deployment started%')")
    assert before == "0" and head.startswith("没有"), head
