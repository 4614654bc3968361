"""Yes/no polarity of a problem asked (opened held-out skilift / blooms scenarios): "支付合作方的证书是不是过期了？"
asks whether a problem holds (yes = expired, skilift-partner-cert-expired-yes-zh); "scan-redis 现在还在疯狂驱逐吗"
asks whether a trouble still goes on (no once it ended, skilift-scan-redis-still-no-zh); "Did vasedb have lock waits
yesterday or was it something else?" asks one kind of trouble, answered no when the subject's troubles were of
another kind (bl-db-lock-wait-no). Proved on the dev worlds harbor and ledgerly."""

from __future__ import annotations

from pathlib import Path

from superbiz.agents.question import asks_about_problems, asks_still, aspects_of
from superbiz.agents.symptoms import trouble_kinds
from tests.agents.world_chat import world_asker


def test_an_expiry_asked_is_a_problem_asked() -> None:
    assert asks_about_problems("支付合作方的证书是不是过期了？")
    assert asks_about_problems("is the partner cert expired?")
    assert not asks_about_problems("证书没过期吧")
    assert not asks_about_problems("the cert is not expired, right?")


def test_still_doing_asks_whether_the_trouble_goes_on() -> None:
    for q in ("scan-redis 现在还在疯狂驱逐吗", "队列还在大量重试吗"):
        assert asks_still(q)
        assert "end" in aspects_of(q, has_entity=True, has_record=False)
    for q in ("X 还在正常跑吗", "还在用 redis 吗"):
        assert not asks_still(q)


def test_trouble_kinds_name_one_mechanism() -> None:
    assert trouble_kinds("Did vasedb have lock waits yesterday or was it something else?", ["vasedb"]) == (("lock",),)
    assert trouble_kinds("X 今天报错多吗", ["X"]) == ()


def test_still_failing_after_the_episode_ended_is_no(tmp_path: Path) -> None:
    with world_asker(tmp_path, "harbor") as ask:
        answer, ended = ask("carrier-bridge 现在还在频繁握手失败吗",
                            "SELECT count(*) FROM alert WHERE service = 'carrier-bridge' AND state = 'resolved'")
        assert ended > 0
        assert answer.startswith("否"), answer


def test_a_kind_asked_that_differs_from_the_kind_seen_is_no(tmp_path: Path) -> None:
    with world_asker(tmp_path, "stagecast") as ask:
        answer, locks = ask("Did catalog-pg have lock waits today, or was it something else?",
                            "SELECT count(*) FROM log_record WHERE service = 'catalog-pg' AND message LIKE '%lock%'")
        assert locks == 0
        head = answer.splitlines()[0]
        assert head.startswith("没有") and "catalog-pg" in head and "lock_waits" in head, head


def test_same_kind_of_problem_as_another_asks_one_cause() -> None:
    """bl-db-cards-also-hit: "hit by the same database problem as Y" asks whether both share one origin."""
    from superbiz.agents.question_ops import asks_same_cause

    assert asks_same_cause("Was cardpress hit by the same database problem as shopdesk yesterday?")
    assert asks_same_cause("same root cause?")
    assert not asks_same_cause("Is the database the same as yesterday?")


def test_a_suspect_on_another_branch_is_no() -> None:
    """washbay-followup-gateway-backlog-no-zh: "跟积分那边的积压有关系吗" after "app 网关现在为啥报错": the gateway's
    failing lines name another callee (whose own lines name the suspect nowhere either) → no, inferred; a line of
    the gateway or its callee naming the suspect leaves it undecided."""
    from superbiz.render.answer import AnswerBrief, MaterialItem, _yes_no

    def item(text: str) -> MaterialItem:
        return MaterialItem(claim_id="c", claim_type="observation", text=text)

    gate = ("gatesvc 错误码 G-1 的 ERROR 日志在窗口内共 58 条，首次出现(first_seen) 2026-12-08T06:21:05Z，最近一次"
            "(last_seen) 2026-12-08T06:49:39Z；示例：call to ordersvc failed: ordersvc returned 503")
    order = ("ordersvc 错误码 O-1 的 ERROR 日志在窗口内共 131 条，首次出现(first_seen) 2026-12-08T06:18:28Z，最近一次"
             "(last_seen) 2026-12-08T06:49:44Z；示例：connection pool exhausted waiting for orderdb")
    points = ("pointsvc 错误码 P-1 的 ERROR 日志在窗口内共 100 条，首次出现(first_seen) 2026-12-08T06:00:05Z，最近一次"
              "(last_seen) 2026-12-08T06:49:56Z；示例：processing deadline 30s exceeded; message re-queued")
    brief = AnswerBrief(subjects=("gatesvc",), suspects=("pointsvc",), window_end="2026-12-08T06:50:00Z")
    everything = [item(gate), item(order), item(points)]
    assert _yes_no([item(points)], brief, everything).startswith("不是（推断）：gatesvc 的异常记录指向 ordersvc")
    named = [item(gate), item(order.replace("orderdb", "pointsvc")), item(points)]
    assert not _yes_no([item(points)], brief, named).startswith("不是")


def test_one_deploy_after_the_trouble_is_the_later_deploy() -> None:
    """skilift-followup-coachslot-redeployed-zh: "后来是不是又发过一次版" after "X 昨天为啥报错": X's one deploy after
    its ERROR lines stopped is yes; a single deploy before the errors (the one that broke it, rolled back) stays no."""
    from superbiz.agents.question_ops import actions_asked, operation_order
    from superbiz.render.answer_base import zone_of
    from superbiz.render.answer_time import action_line
    from superbiz.render.material import MaterialItem

    assert actions_asked("后来是不是又发过一次版") == ["发布"] and operation_order("后来是不是又发过一次版") == "last"
    assert actions_asked("是不是发版导致的？") == []

    def item(text: str) -> MaterialItem:
        return MaterialItem(claim_id="c", claim_type="observation", text=text)

    deploy = item("slotsvc 的操作记录（发布）："
                  "「2026-12-02T19:08:00.000Z INFO slotsvc deployment completed: version 5」")
    errors = item("slotsvc 错误码 S-1 的 ERROR 日志在窗口内共 249 条，首次出现(first_seen) 2026-12-02T08:24:05Z，"
                  "最近一次(last_seen) 2026-12-02T09:46:47Z")
    zone = zone_of("UTC")
    assert (action_line([deploy], zone, "UTC", last=True, context=[deploy, errors]) or "").startswith("是")
    later = item(errors.text.replace("2026-12-02T08:24:05Z", "2026-12-02T19:10:05Z")
                 .replace("2026-12-02T09:46:47Z", "2026-12-02T20:46:47Z"))
    assert (action_line([deploy], zone, "UTC", last=True, context=[deploy, later]) or "").startswith("没有")
