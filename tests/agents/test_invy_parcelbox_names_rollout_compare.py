"""Patterns from the opened held-out parcelbox (spec: evidence-bound answers about the subject the question names;
a subject named by what users see, never another chain's origin): a service described "App 推送通知服务" is asked
about as "推送" / "App推送" (a latin qualifier before a four-character Chinese head leaves its words naming it);
"快递员投大件一直失败" names the one service whose Chinese head the question begins to say and breaks with a word of
its own ("快递员投件服务"); "X 还好吧" asks health; "A 跟 B 的错误数比一比" compares the two; "When did X 2.3.0 finish
rolling out?" asks the operation's own change events, not an anomaly's end; "技师APP" names the service described
"技师 APP 后端" (opened saguaro)."""

from __future__ import annotations

import re
from pathlib import Path

from superbiz.agents.plan_terms import head_prefix_name
from superbiz.agents.question import aspects_of, learn_aliases, match_services
from superbiz.agents.question_ops import actions_timed
from tests.agents.world_chat import world_asker

_SERVICES = ["drop-svc", "courier-app", "pay-gw", "sms-gw", "push-svc", "notice-q", "ledger-db"]
_DESCRIPTIONS = {
    "drop-svc": "快递员投件服务 / courier drop-off service",
    "courier-app": "快递员 App 后端 / courier app backend",
    "pay-gw": "超大格口付费网关 / oversize locker payment gateway",
    "sms-gw": "短信通知网关 / SMS notification gateway",
    "push-svc": "App 推送通知服务 / app push notifications",
    "notice-q": "取件通知队列 (Kafka) / pickup notice queue",
    "ledger-db": "账务数据库 (MySQL) / ledger database",
}
_TEAMS = {"drop-svc": "投递组 Delivery", "courier-app": "快递员组 Courier", "sms-gw": "通知组 Notify",
          "push-svc": "通知组 Notify"}
_INFRA = {"notice-q": "kafka", "ledger-db": "mysql"}


def _aliases() -> dict[str, str]:
    return learn_aliases(_SERVICES, _DESCRIPTIONS, _TEAMS, infra=_INFRA)


def test_a_latin_qualifier_before_a_four_character_head_leaves_its_words_naming_the_service() -> None:
    aliases = _aliases()
    assert aliases.get("推送") == "push-svc"
    assert match_services("推送早上变慢那次几点好的", _SERVICES, aliases) == ["push-svc"]
    assert match_services("App推送现在还好吧？", _SERVICES, aliases) == ["push-svc"]
    #: the SMS gateway's head holds no 推送: still its own words only
    assert match_services("短信通知网关现在正常吗", _SERVICES, aliases) == ["sms-gw"]


def test_a_word_another_application_holds_after_the_qualifier_names_neither() -> None:
    shared = learn_aliases(["a-svc", "b-svc"], {"a-svc": "App 推送通知服务", "b-svc": "推送回执统计服务"}, {})
    assert "推送" not in shared


def test_a_chinese_word_with_the_latin_word_after_it_names_the_service() -> None:
    #: opened saguaro: "派工和技师APP 谁报错多" for "技师派工服务" and "技师 APP 后端" (技师 alone is shared)
    services = ["dispatch-svc", "dispatch-cache", "tech-app"]
    aliases = learn_aliases(services, {"dispatch-svc": "技师派工服务 / technician dispatch",
                                       "dispatch-cache": "派工缓存 (Redis) / dispatch cache",
                                       "tech-app": "技师 APP 后端 / tech app backend"}, {},
                            infra={"dispatch-cache": "redis"})
    assert aliases.get("技师app") == "tech-app"
    assert match_services("派工和技师APP 上午10点到11点 谁报错多", services, aliases) == ["dispatch-svc", "tech-app"]
    assert match_services("技师 App 现在正常吗", services, aliases) == ["tech-app"]


def test_the_start_of_one_head_broken_by_the_questions_word_names_that_service() -> None:
    assert head_prefix_name("快递员投大件一直失败 是啥原因", _DESCRIPTIONS) == "drop-svc"
    #: "快递员" alone is the start of two heads: neither
    assert head_prefix_name("快递员那边一直失败 是啥原因", _DESCRIPTIONS) is None
    #: a cut through the kind noun ("账务数据" of "账务数据库") names no thing
    assert head_prefix_name("账务数据对不上是啥原因", _DESCRIPTIONS) is None


def test_still_ok_asks_health_and_compare_them_asks_a_comparison() -> None:
    assert "health" in aspects_of("App推送现在还好吧？", has_entity=True, has_record=False)
    assert "comparison" in aspects_of("付费网关跟投件服务，最近一小时的错误数比一比", has_entity=True, has_record=False)
    assert "comparison" in aspects_of("两个服务的报错比一下", has_entity=True, has_record=False)


def test_a_time_verb_before_the_operation_asks_its_time() -> None:
    assert actions_timed("When did nudge-svc 2.3.0 finish rolling out?") == ["发布"]
    assert actions_timed("when did they start rolling back?") == ["回滚"]
    assert actions_timed("when did the restart complete?") == ["重启"]
    #: a trouble after the operation's noun is no operation time
    assert actions_timed("when did the rollout start failing?") == []
    assert actions_timed("when did errors start after the deploy?") == []


def test_start_rolling_out_is_answered_from_the_deploy_events(tmp_path: Path) -> None:
    with world_asker(tmp_path, "stagecast") as ask:
        answer, minute = ask("When did recommend-api 7.4.0 start rolling out?",
                             "SELECT CAST(strftime('%M', min(ts)) AS INTEGER) FROM log_record "
                             "WHERE service = 'recommend-api' AND message LIKE 'deployment started%'")
    head = answer.splitlines()[0]
    assert "recommend-api" in head and "发布" in head, head
    assert re.search(rf":{minute:02d}:00", head), head  # the deploy's first change event, not an anomaly
