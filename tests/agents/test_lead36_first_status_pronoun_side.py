"""Issue 10 (question understanding), from stop 36's merge: "when did the first PAY_DECLINED order come in?" (a
status named by its own code after "first") asks the first record of that status — once "when did the first…"
became a first-occurrence question it answered the world's earliest anomaly of another service; and "which started
first, that or the X rollout?" (hivecomb) takes the pronoun side from the conversation.

Spec scenarios: "Entities are resolved from the catalogue" and "Follow-up questions reuse the conversation".
"""

from __future__ import annotations

from datetime import UTC, datetime

from superbiz.agents.plan import _side_pronoun_named, offline_plan
from superbiz.agents.plan_model import Catalog

_NOW = datetime(2031, 5, 6, 10, 0, tzinfo=UTC)
_CATALOG = Catalog(
    services=("till-app", "pay-relay", "grade-svc", "stock-cache"),
    dependencies={"till-app": ("pay-relay", "grade-svc")},
    dependency_kinds={"till-app": (("pay-relay", "service"), ("grade-svc", "service"))},
    descriptions={"till-app": "收银应用 / till app", "pay-relay": "支付中继 / payment relay",
                  "grade-svc": "分级实验室 / grading lab", "stock-cache": "库存缓存 (Redis) / stock cache"},
    order_statuses=("PAID", "PAY_DECLINED", "GRADE_FAILED"),
    timezone="UTC", data_start=datetime(2031, 5, 4, 22, 0, tzinfo=UTC), data_end=_NOW,
)


def test_first_of_a_status_named_by_its_code_asks_its_first_record() -> None:
    plan = offline_plan("When did the first PAY_DECLINED order come in?", _CATALOG, now=_NOW)
    assert plan.first_record and plan.statuses == ["PAY_DECLINED"], (plan.first_record, plan.statuses)


def test_a_pronoun_side_of_a_choice_is_named_by_the_conversations_subject() -> None:
    """The side said by "that" / "它" takes the one subject the question does not name itself (the dev questions
    harbor-followup-which-first-pronoun-side-zh/-en prove the whole answer)."""
    for question, named in (("which started first, that or the grading lab rollout?",
                             "which started first, pay-relay or the grading lab rollout?"),
                            ("那它和分级实验室发版，哪个先开始的？", "那pay-relay和分级实验室发版，哪个先开始的？")):
        assert _side_pronoun_named(question, ["pay-relay", "grade-svc"], _CATALOG) == named
    #: no choice said by a pronoun, or two subjects it could be: the question as it is
    assert _side_pronoun_named("which started first?", ["pay-relay", "grade-svc"], _CATALOG) == "which started first?"
    assert _side_pronoun_named("which started first, that or this?", ["pay-relay", "stock-cache"], _CATALOG) == (
        "which started first, that or this?")
