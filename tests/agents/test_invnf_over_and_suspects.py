"""invNF (stop 48): "is it over?" / "现在好了没" after a cause turn — answered 是/否 by the trouble's end, never by
an operation's last change event; on catalogues of no real world."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import asks_over, asks_still, learn_aliases, match_services
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem
from tests.agents.synthetic import CATALOG, NOW

_ROLLBACK = MaterialItem(claim_id="c1", claim_type="observation", text=(
    "billr 的操作记录（回滚）：「2031-03-04T07:05:00.000Z INFO billr trace=t1 rollback completed: version 1.2.3 "
    "serving 100% of traffic」"))
_RESOLVED = MaterialItem(claim_id="c2", claim_type="observation", text=(
    "告警 BillErrHigh（服务 billr，critical）已恢复(resolved)：开始于(since) 2031-03-04T06:43:00Z，结束于(until) "
    "2031-03-04T07:09:00Z，持续(duration) 26m"))
_ERRORS = MaterialItem(claim_id="c3", claim_type="observation", text=(
    "billr 错误码 BLR-5120 的 ERROR 日志在窗口内共 96 条，首次出现(first_seen) 2031-03-04T06:41:05Z，最近一次"
    "(last_seen) 2031-03-04T07:04:58Z，跨度(span) 23m；示例：unhandled exception in request handler"))


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["现在好了没", "好了没有", "现在好了么"])
def test_good_now_stays_a_health_question(question: str) -> None:
    """pianohall-followup-stream-now-zh (stop 48's merge): a bare "现在好了吗" after last night's stream stutter asks
    the conversation's subjects' state now (healthy), not whether "the trouble" is over — read so, no subject was
    carried and another service's alert firing now answered "没有". (invNF's tunehire-followup-pool-over-zh, the same
    words after "连接池下午满了", is left: the words alone do not tell the two apart.)"""
    assert not asks_over(question) and not asks_still(question)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["好了，谢谢", "准备好了吗", "配置改好了吗"])
def test_other_good_words_do_not_ask_it_over(question: str) -> None:
    """tunehire-followup-pool-over-zh: only a state of now (现在/bare 好了没) asks the end, not 准备好/改好."""
    assert not asks_over(question)


@pytest.mark.spec("Answer the question that was asked")
def test_over_after_a_rollback_is_answered_by_the_trouble_end() -> None:
    """tunehire-followup-invoice-over-en: "is it over?" after a bad deploy rolled back opens 是 with the trouble's
    end, never "billr 的回滚最后一条记录在 …" (an operation's time answers neither)."""
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=(_ROLLBACK, _RESOLVED, _ERRORS))
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="end", status="answered",
                                                      claim_ids=["c1", "c2", "c3"])])
    brief = AnswerBrief(coverage=coverage, subjects=("billr",), timezone="UTC", over=True,
                        window_end="2031-03-04T12:00:00Z")
    head = lead_lines(material, brief)[0]
    assert head.startswith("是，"), head


@pytest.mark.spec("Answer the question that was asked")
def test_a_service_after_anything_to_do_with_is_the_suspect() -> None:
    """scopeslot-billing-db-no ("did the failed bookings have anything to do with the billing db?"): the trouble is
    told in words, the one service named after the verb is the suspect — its own quiet records answer no."""
    plan = offline_plan("did the failed payments have anything to do with the vault-db?", CATALOG, now=NOW)
    assert "yes_no" in plan.aspects and plan.suspects == ["vault-db"], (plan.aspects, plan.suspects)


_SUSPECT_WARN = MaterialItem(claim_id="s1", claim_type="observation", text=(
    "vault-db 错误码 VDB-W44 的 WARN 日志在窗口内共 30 条，首次出现(first_seen) 2031-03-04T05:40:03Z，最近一次"
    "(last_seen) 2031-03-04T06:09:49Z，跨度(span) 29m；前一窗口同类日志数(earlier_count)=0；示例：slow query 4.1s"))
_SUSPECT_ALERT = MaterialItem(claim_id="s2", claim_type="observation", text=(
    "告警 SlowQueries（服务 vault-db，critical）已恢复(resolved)：开始于(since) 2031-03-04T05:41:00Z，结束于(until) "
    "2031-03-04T06:12:00Z，持续(duration) 31m"))
_SUBJECT_LAG = MaterialItem(claim_id="s3", claim_type="observation", text=(
    "basket-service 错误码 BSK-3317 的 ERROR 日志在窗口内共 26 条，首次出现(first_seen) 2031-03-04T06:17:05Z，"
    "最近一次(last_seen) 2031-03-04T06:29:25Z，跨度(span) 12m；前一窗口同类日志数(earlier_count)=0；示例：processing "
    "deadline 30s exceeded for a message of topic basket-evt; message re-queued"))


def _suspect_head(*items: MaterialItem) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="yes_no", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, subjects=("basket-service",), suspects=("vault-db",), timezone="UTC",
                        window_end="2031-03-04T06:30:00Z")
    return lead_lines(material, brief)[0]


@pytest.mark.spec("Answer the question that was asked")
def test_a_suspect_whose_trouble_ended_before_the_subjects_began_is_no() -> None:
    """qv-backlog-slowquery-suspect-zh ("这个积压 是不是今早预约库慢查询引起的"): the db's slow queries (and their
    alert) were over before the backlog's first record, which names no db — no, never "关系无法确定"."""
    head = _suspect_head(_SUSPECT_WARN, _SUSPECT_ALERT, _SUBJECT_LAG)
    assert head.startswith("不是"), head


@pytest.mark.spec("Answer the question that was asked")
def test_a_word_before_db_names_the_database_described_with_it() -> None:
    """tunehire-rentals-db-yes-en ("is the rentals db the culprit for the tuning scheduler errors"): "rentals" alone
    names the rentals app, but before "db" it names the database whose description opens with it."""
    aliases = {"rentals": "hire-app", "rentals app": "hire-app", "rentals and bookings db": "store-pg",
               "rentals and bookings database": "store-pg", "scheduler": "tune-sched"}
    services = ("hire-app", "store-pg", "tune-sched")
    assert match_services("is the rentals db the culprit for the scheduler errors", services, aliases) == [
        "store-pg", "tune-sched"]
    assert match_services("is the rentals app down", services, aliases) == ["hire-app"]


@pytest.mark.spec("Answer the question that was asked")
def test_a_head_before_its_purpose_is_called_by_its_first_and_last_word() -> None:
    """raftwild-manifest-hit-bookapp-yes-en ("did the manifest backlog actually hit the customer app"): the
    "customer booking app for rafting and kayak trips" is "the customer app" (the middle word dropped, as the
    purpose-less "spa booking widget" is "the spa widget")."""
    services = ("trip-web", "manifest-worker")
    descriptions = {"trip-web": "客户订票应用 / customer booking app for rafting and kayak trips",
                    "manifest-worker": "行程清单处理 / trip manifest worker"}
    aliases = learn_aliases(services, descriptions, {})
    assert aliases.get("customer app") == "trip-web", aliases
    assert match_services("did the manifest backlog hit the customer app", services, aliases) == [
        "manifest-worker", "trip-web"]


_SUBJECT_POOL = MaterialItem(claim_id="p1", claim_type="observation", text=(
    "basket-service 错误码 BSK-5341 的 ERROR 日志在窗口内共 129 条，首次出现(first_seen) 2031-03-04T05:02:05Z，"
    "最近一次(last_seen) 2031-03-04T05:44:54Z，跨度(span) 42m；前一窗口同类日志数(earlier_count)=0；示例：connection "
    "pool exhausted: 40/40 in use, waited 3000ms for a connection to vault-db"))
_SUSPECT_LEVELS = MaterialItem(claim_id="p2", claim_type="observation", text=(
    "vault-db 在窗口内按级别的日志条数：「WARN: 45, ERROR: 0, FATAL: 0」"))


@pytest.mark.spec("Answer the question that was asked")
def test_a_suspect_the_subjects_failing_samples_name_is_yes() -> None:
    """veilshot-booking-pool-suspect-yes-en ("last night's booking app mess, was that the roster db running out of
    connections?"): the app's errors waited for a connection to the db — yes, never "关系无法确定"."""
    head = _suspect_head(_SUBJECT_POOL, _SUSPECT_LEVELS)
    assert head.startswith("是"), head
