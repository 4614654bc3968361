"""invDY (issue 10, opened kickscoot): "跟昨晚充值被拒是同一个原因吗" after "开锁失败那些行程是什么原因" — a
follow-up that sets a trouble it tells (with a time of its own) against the conversation's. The earlier question is
one side, the trouble told the other; each status's records are read over all the data (the follow-up's window is
its side's only), and their error codes decide. Before, the window of the side told held none of the earlier side's
records and the services the words named were judged by their chains (a false "yes", or neither)."""

from __future__ import annotations

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_terms import earlier_pair_side, same_cause_statuses
from tests.agents.synthetic import CATALOG, NOW

_STATUSES = ("RIDING", "RIDE_ENDED", "TOPPED_UP", "UNLOCK_FAILED", "TOPUP_DECLINED")
_DESCRIPTIONS = {"scoot-app": "骑行App / rider app", "unlocker": "开锁服务 (扫码开锁) / unlock service",
                 "wallet": "钱包充值服务 / wallet top-up service", "fares": "计价服务 / fare pricing service"}


def test_a_pair_word_opening_a_follow_up_or_same_as_tells_the_other_side() -> None:
    assert earlier_pair_side("跟昨晚充值被拒是同一个原因吗") == "昨晚充值被拒是同一个原因吗"
    assert earlier_pair_side("那和下午的开锁失败是一个原因吗") == "下午的开锁失败是一个原因吗"
    assert earlier_pair_side("is that the same root cause as the declined top-ups last night?") == (
        "the declined top-ups last night?")
    #: a pair inside the question is its own two sides; no pair word, no side
    assert earlier_pair_side("开锁失败和充值被拒是同一个原因吗") == ""
    assert earlier_pair_side("这俩是同一个原因吗") == ""
    assert earlier_pair_side("same cause as the unlock failures and the top-ups?") == ""


def test_a_status_refused_in_words_is_named_by_its_descriptions_english_word() -> None:
    """"充值被拒": 被拒 tells the records failing like 失败 (充值 ↔ "wallet top-up service" ↔ TOPUP_DECLINED)."""
    assert same_cause_statuses("", _STATUSES, _DESCRIPTIONS, sides=["开锁失败那些行程是什么原因", "昨晚充值被拒"]) == [
        "UNLOCK_FAILED", "TOPUP_DECLINED"]


def test_the_plan_reads_each_status_over_all_the_data_not_the_told_sides_window() -> None:
    catalog = CATALOG.model_copy(update={"order_statuses": _STATUSES, "descriptions": _DESCRIPTIONS})
    plan = offline_plan("跟昨晚充值被拒是同一个原因吗", catalog, now=NOW, lookup_ids=lambda _: {},
                        earlier_questions=("开锁失败那些行程是什么原因",))
    assert plan.statuses == ["UNLOCK_FAILED", "TOPUP_DECLINED"] and "yes_no" in plan.aspects, plan
    spans = [(c.arguments.get("start"), c.arguments.get("end")) for c in plan.calls
             if c.tool == "query_order" and c.arguments.get("status")]
    assert spans and all(span == ("2031-03-02T00:00:00Z", "2031-03-04T12:00:00Z") for span in spans), spans
