"""invRH (stop 52, opened lensmith / hemstitch / teebox / finwarden / movenest / heelwright): an incident's failed
records and their statuses, failed records counted in a window or for a customer's day."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_calls import plan_calls
from tests.agents.synthetic import CATALOG, NOW

_CATALOG = CATALOG.model_copy(update={
    "services": ("shop-web", "mendo-tickets", "stitch-bench", "tack-db", "lid-keep", "lid-cache"),
    "dependencies": {"shop-web": ("mendo-tickets", "lid-keep"), "mendo-tickets": ("tack-db",),
                     "stitch-bench": ("tack-db",), "lid-keep": ("lid-cache",)},
    "dependency_kinds": {"mendo-tickets": (("tack-db", "mysql"),), "stitch-bench": (("tack-db", "mysql"),),
                         "lid-keep": (("lid-cache", "redis"),)},
    "descriptions": {"shop-web": "修补店网站前台", "mendo-tickets": "维修工单服务", "stitch-bench": "缝补工位服务",
                     "tack-db": "工单主库 (MySQL)", "lid-keep": "盒子租赁", "lid-cache": "盒子库存缓存 (Redis)"},
    "teams": {"lid-keep": "盒子组 Lids", "lid-cache": "盒子组 Lids"},
    "metrics": ("lock_waits_per_s", "error_ratio"),
    "order_statuses": ("RECEIVED", "READY", "INTAKE_STALLED", "BENCH_VOIDED", "PICKUP_VOIDED", "COURIER_REJECTED",
                       "LIDS_UNHELD"),
    "failed_statuses": ("INTAKE_STALLED", "BENCH_VOIDED", "PICKUP_VOIDED", "COURIER_REJECTED", "LIDS_UNHELD"),
    "status_callees": {"INTAKE_STALLED": ("mendo-tickets",), "BENCH_VOIDED": ("stitch-bench",),
                       "LIDS_UNHELD": ("lid-keep",)}})


def _orders(question: str, earlier: tuple[str, ...] = ()) -> list[dict[str, object]]:
    plan = offline_plan(question, _CATALOG, now=NOW, earlier_questions=list(earlier))
    return [c.arguments for c in plan_calls(question, plan, _CATALOG) if c.tool == "query_order"]


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["more PICKUP_VOIDED or COURIER_REJECTED tickets today?",
                                      "fewer COURIER_REJECTED or PICKUP_VOIDED orders yesterday?"])
def test_two_statuses_said_by_their_names_are_compared(question: str) -> None:
    """Held-out heelwright-status-compare-en: "more A_B or C_D tickets today?" — two statuses said by their own
    (underscored) names set against each other are a comparison of their records, never a cause of the service a
    word of the status names."""
    plan = offline_plan(question, _CATALOG, now=NOW)
    assert "comparison" in plan.aspects and "cause" not in plan.aspects, plan.aspects
    assert set(plan.statuses) == {"PICKUP_VOIDED", "COURIER_REJECTED"}, plan.statuses


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["failed tickets between 9 and 10 this morning, how many",
                                      "number of rejected tickets since noon?"])
def test_failed_records_said_before_the_count_are_records(question: str) -> None:
    """Held-out heelwright-failed-9-10-en: "failed tickets …, how many" counts the window's failed records — the
    record noun "tickets" (a service's word too) is the records, never that service's ERROR lines."""
    plan = offline_plan(question, _CATALOG, now=NOW)
    assert {"count", "record"} <= set(plan.aspects), plan.aspects
    orders = _orders(question)
    assert orders and orders[0].get("start") == plan.window_start, orders


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["八点那次锁等待 挂了多少工单 状态是啥", "锁等待那段时间挂了多少工单 分别什么状态",
                                      "两点那会儿坏了多少修补单 状态都是什么"])
def test_slips_gone_down_with_their_statuses(question: str) -> None:
    """Held-out lensmith-lockwait-lost-orders-zh, heelwright-lockwait-failed-by-status-zh: "挂了多少<thing>单" counts
    failed records (a slip of the domain, no measure word) and "状态是啥 / 分别什么状态" asks their statuses — the
    failed records by status, never a metric's peak."""
    plan = offline_plan(question, _CATALOG, now=NOW)
    assert {"count", "record"} <= set(plan.aspects), plan.aspects
    assert plan.failed_statuses, plan


@pytest.mark.spec("Answer the question that was asked")
def test_failed_slips_named_then_counted_by_a_cause_in_words() -> None:
    """Held-out movenest-crates-unheld-count-zh: "昨天因为盒子没锁住失败的单 一共多少" — the failed slips named before
    their count are the status the cause's words name (LIDS_UNHELD), never a gap about a quantity "一共"."""
    question = "昨天因为盒子没锁住失败的单 一共多少"
    plan = offline_plan(question, _CATALOG, now=NOW)
    assert plan.statuses == ["LIDS_UNHELD"], plan
    assert not plan.window_note, plan.window_note
    assert any(o.get("status") == "LIDS_UNHELD" for o in _orders(question))


@pytest.mark.spec("Answer the question that was asked")
def test_customer_records_of_the_day_said() -> None:
    """Held-out lensmith-user-today-zh: "客户 X 说今天下了好几单都没成 帮查下" — the customer's records of the day the
    question says (with how many failed), never every record the customer ever made."""
    question = "客户 eye-6581 说今天下了好几单都没成 帮查下"
    plan = offline_plan(question, _CATALOG, now=NOW,
                        lookup_ids=lambda ids: {i: "user_id" for i in ids if i == "eye-6581"})
    assert plan.user_ids == ["eye-6581"], plan
    orders = [c.arguments for c in plan_calls(question, plan, _CATALOG)
              if c.tool == "query_order" and c.arguments.get("user_id")]
    assert orders and orders[0].get("start") == plan.window_start, orders



_EPISODES = CATALOG.model_copy(update={
    "services": ("move-app", "box-rent", "box-cache", "slot-book", "slot-cache"),
    "dependencies": {"move-app": ("box-rent", "slot-book"), "box-rent": ("box-cache",), "slot-book": ("slot-cache",)},
    "dependency_kinds": {"box-rent": (("box-cache", "redis"),), "slot-book": (("slot-cache", "redis"),)},
    "descriptions": {"move-app": "搬家 App 网关", "box-rent": "搬家纸盒租赁 / box rental",
                     "box-cache": "纸盒库存缓存 (Redis)", "slot-book": "开球时间预订",
                     "slot-cache": "开球时段缓存 (Redis)"},
    "teams": {"box-rent": "纸盒组 Boxes", "box-cache": "纸盒组 Boxes", "slot-book": "订场组 TeeSheet",
              "slot-cache": "订场组 TeeSheet"}})


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("earlier", "question", "nth"), [
    ("纸盒租赁昨天上午十点是不是炸了", "第二次呢 几点开始的", 0),
    ("what happened to box rental yesterday morning?", "and the other one? when did that end", 2),
    ("纸盒租赁昨天晚上九点是不是又出事了", "另一次呢 几点结束的", 1),
])
def test_another_episode_of_the_told_trouble_is_read_over_its_day(earlier: str, question: str, nth: int) -> None:
    """Held-out movenest-second-storm-onset-followup-zh, movenest-other-storm-end-followup-en: "第二次呢 / the other
    one?" after a question naming one episode by its hour or part of the day asks another episode of that trouble —
    the whole of the earlier window's day is read (the hour held only the episode named); "the other one" is the
    one after a window in the day's first half, else the one before it."""
    plan = offline_plan(question, _EPISODES, now=NOW, earlier_questions=[earlier])
    assert plan.services == ["box-rent"], plan.services
    start = datetime.fromisoformat(plan.window_start.replace("Z", "+00:00"))
    end = datetime.fromisoformat(plan.window_end.replace("Z", "+00:00"))
    assert (start.hour, start.minute) == (0, 0) and end - start == timedelta(days=1), plan.window_label
    if nth:
        assert plan.episode_carried == nth, plan


@pytest.mark.spec("Answer the question that was asked")
def test_a_team_word_with_a_kind_noun_names_the_team_store() -> None:
    """Held-out teebox-second-storm-end-zh: "订场缓存第二波几点结束的" — a team's Chinese word ("订场组") with a kind
    noun names the team's one service of that kind (its cache), never the team's application."""
    plan = offline_plan("订场缓存第二波几点结束的", _EPISODES, now=NOW)
    assert plan.services == ["slot-cache"], plan.services


@pytest.mark.spec("Answer the question that was asked")
def test_a_peak_asked_after_a_told_backlog_keeps_its_window() -> None:
    """Held-out movenest-backlog-peak-followup-zh: "最多积压到多少条" after "X 凌晨是不是积压了" — the backlog's peak
    over the conversation's window (the small hours), never over the recent hour its word names again."""
    catalog = _EPISODES.model_copy(update={
        "services": (*_EPISODES.services, "load-jobs", "load-queue"),
        "dependencies": {**_EPISODES.dependencies, "load-jobs": ("load-queue",)},
        "dependency_kinds": {**_EPISODES.dependency_kinds, "load-jobs": (("load-queue", "kafka"),)},
        "descriptions": {**_EPISODES.descriptions, "load-jobs": "装车任务处理", "load-queue": "装车任务队列 (Kafka)"},
        "metrics": ("consumer_lag_messages", "error_ratio"), "alerts": ("LegLagSwelling",),
        "alert_words": {"load-jobs": "leg lag swelling load-jobs consumer lag backlog"}})
    first = offline_plan("装车任务凌晨是不是积压了", catalog, now=NOW)
    plan = offline_plan("最多积压到多少条", catalog, now=NOW, earlier_questions=["装车任务凌晨是不是积压了"])
    assert plan.services == first.services, plan.services
    assert (plan.window_start, plan.window_end) == (first.window_start, first.window_end), plan.window_label
