"""'Affected by' and state yes/no patterns from the opened beanlot, dimsumgo, nilecart, geyserpay, dzongpost and
quetzalbus (invBQ), over harbor and a small catalog.

Scenarios:
- "订舱那边今天有没有被豆批数据库拖累" (beanlot: boxbook healthy, "lotsdb-pool-*" behind the lot registry): the
  passive with 被 asks the database as the suspect of the clean victim — no (it was a health question of both,
  "是，… 有异常"); dev case harbor-notify-dragged-by-bus-backlog-no-zh.
- "推送通知是不是也被 feluka-bus 积压拖累了" (nilecart "assign-backlog": the push service reads the same queue as the
  lagging consumer, and is healthy): the queue's backlog is the suspect, its lagging consumer no subject: no (it
  answered 是（推断）from the consumer's lag). Over harbor ("manifest-backlog":
  notify-hub reads shipment-bus beside the lagging manifest-worker).
- "昨晚的促销缓存问题有没有影响到订单服务 ordnest？" (nilecart "promo-evictions"): "X 有没有影响到 Y" asks X as Y's
  suspect (it was the health of both); dev case harbor-cert-trouble-hit-notify-no-zh.
- "会员积分库是不是连接池打满了？" (dimsumgo: the loyalty database only logs slow queries): every WARN/ERROR line of the
  subject in the window is of a code of another kind — no connection trouble, though no connection series is
  measured (it was "是，… 有异常"); over harbor ("fare-cache-evictions": fare-cache logs evictions only), dev case
  harbor-cache-pool-maxed-no-zh.
- "抄表队列现在还堵着没" (geyserpay "maelir-backlog", resolved hours before now): 没 at the end asks a state, 堵着 is
  the queue's backlog (its consumer's lag) — it was the cause aspect and the gap "无法确定原因"; dev case
  harbor-bus-still-clogged-yes-zh.
- "is the route planner ok now? it was broken at lunch" (dzongpost): a clock of today recalled in the aside (lunch made
  11:30-13:30) sets the scene, not the window (it judged the lunch window unhealthy); dev case
  harbor-ok-now-broken-at-lunch-en.
- "那现在好了没" after "乘客 App 昨晚七点半报错是咋回事" (quetzalbus: the app fails again now, another error): an end
  still going on opens with its state, "仍有异常，尚未恢复" (a 未 before 异常 denied it).
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import aspects_of
from superbiz.agents.question_ops import actions_asked
from superbiz.agents.question_text import clean_question
from superbiz.agents.timeparse import present_context
from superbiz.evals.qa_score import _health
from superbiz.render.answer_time import end_line
from superbiz.render.material import MaterialItem
from tests.agents.world_chat import world_asker

_NOW = datetime(2026, 12, 4, 10, 0, tzinfo=UTC)
_SHOP = Catalog(services=("orders", "orders-pg", "push", "dispatch", "bus", "promo-cache"),
                dependencies={"orders": ("orders-pg", "bus"), "push": ("bus",), "dispatch": ("bus",)},
                dependency_kinds={"orders": (("orders-pg", "postgres"), ("bus", "kafka")),
                                  "push": (("bus", "kafka"),), "dispatch": (("bus", "kafka"),)},
                descriptions={"orders": "订单服务", "orders-pg": "订单数据库 (PostgreSQL)", "push": "用户推送通知",
                              "dispatch": "骑手派单调度", "bus": "订单事件消息队列 (Kafka)",
                              "promo-cache": "促销缓存 (Redis)"},
                alert_words={"dispatch": "consumer lag backlog"},
                timezone="UTC", data_end=_NOW)


def test_a_victim_asked_whether_a_queue_backlog_dragged_it_down_is_the_subject_beside_the_queue_suspect() -> None:
    plan = offline_plan("推送通知是不是也被 bus 积压拖累了", _SHOP, now=_NOW)
    assert "yes_no" in plan.aspects
    assert plan.services == ["push"], plan.services  # the lagging consumer is no subject
    assert plan.suspects == ["bus"], plan.suspects


def test_has_y_been_dragged_down_by_x_with_bei_asks_x_as_the_suspect() -> None:
    plan = offline_plan("推送通知今天有没有被订单数据库拖累", _SHOP, now=_NOW)
    assert "yes_no" in plan.aspects
    assert plan.services == ["push"] and plan.suspects == ["orders-pg"], (plan.services, plan.suspects)


def test_did_x_affect_y_in_chinese_asks_x_as_the_suspect_of_y() -> None:
    plan = offline_plan("昨晚的促销缓存问题有没有影响到订单服务 orders？", _SHOP, now=_NOW)
    assert "yes_no" in plan.aspects
    assert plan.services == ["orders"] and plan.suspects == ["promo-cache"], (plan.services, plan.suspects)
    #: "影响到哪些服务" asks the dependents, no suspect
    assert "yes_no" not in aspects_of("促销缓存有没有影响到哪些服务", has_entity=True, has_record=False)


def test_a_state_asked_with_mei_at_the_end_is_a_yes_no_not_a_cause() -> None:
    for question in ("抄表队列现在还堵着没", "抄表队列还堵着没有"):
        assert aspects_of(question, has_entity=True, has_record=False) == ["health"], question
    plan = offline_plan("订单事件消息队列现在还堵着没", _SHOP, now=_NOW)
    assert plan.services[0] == "dispatch" and "bus" in plan.services, plan.services  # the consumer that lags


def test_a_clock_of_today_recalled_in_an_aside_sets_no_window() -> None:
    for question in ("is the route planner ok now? it was broken at lunch", "is X ok now? it was down around 3pm",
                     "is X ok now? it had issues earlier"):
        assert present_context(clean_question(question)).rstrip().endswith("now?"), question
    assert "errors" in present_context("is X ok now? it had 50 errors")  # a number is no clock


def test_an_end_still_going_on_opens_with_its_state() -> None:
    item = MaterialItem(claim_id="c1", claim_type="direct_observation",
                        text="app 错误码 E-1 的 ERROR 日志在窗口内共 40 条，首次出现(first_seen) 2026-12-04T09:08:05Z，"
                             "最近一次(last_seen) 2026-12-04T09:59:33Z，跨度(span) 51m；"
                             "前一窗口同类日志数(earlier_count)=0")
    line = end_line([item], ZoneInfo("UTC"), "UTC", "2026-12-04T10:00:00Z")
    assert line.startswith("仍有异常，尚未恢复"), line
    assert _health(line.split("：", 1)[0]) == "unhealthy"


def test_a_pool_asked_of_a_store_whose_every_line_is_of_another_kind_is_no(tmp_path: Path) -> None:
    with world_asker(tmp_path, "harbor") as ask:
        head, pool_lines = ask("fare-cache 是不是连接池打满了？",
                               "SELECT count(*) FROM log_record WHERE service = 'fare-cache' "
                               "AND (lower(message) LIKE '%connection%' OR lower(message) LIKE '%pool%')")
        assert pool_lines == 0
        assert head.startswith("没有，fare-cache 的异常不是 connection 类问题"), head
        head, notify_lines = ask("通知中心是不是也被 shipment-bus 积压拖累了",
                                 "SELECT count(*) FROM log_record WHERE service = 'notify-hub' "
                                 "AND level IN ('WARN', 'ERROR')")
        assert notify_lines == 0
        assert head.startswith("不是，未发现") and "manifest-worker" not in head.split("\n")[0], head


def test_another_run_of_a_deploy_asked_for_trouble_asks_the_trouble_not_whether_it_ran() -> None:
    """"那上午11点那次发版呢，有没有出问题" after "分级服务下午是不是发版出问题了？", "几点回滚完的？" (beanlot: a clean
    11:00 rollout beside the bad afternoon one): the subject's health in that run's window (it answered 是 from the
    deploy record)."""
    assert actions_asked("那上午11点那次发版呢，有没有出问题") == []
    assert actions_asked("那上午11点那次发版呢，发了吗") != []
    plan = offline_plan("那上午11点那次发版呢，有没有出问题", _SHOP, now=_NOW,
                        earlier_questions=["orders 下午是不是发版出问题了？", "几点回滚完的？"])
    assert plan.services == ["orders"] and plan.aspects == ["health"] and not plan.actions, plan
