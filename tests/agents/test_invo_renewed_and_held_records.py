"""invO (opened tideline): a renewal asked as a yes/no, and records held ("stuck") counted in a follow-up.

Spec scenarios: "has the partner's cert been renewed yet?" asks whether the trouble is over (answered 是/否 by its
end, over the day when nothing fires now), never a suspect with no evidence; "卡住了多少张？" after "账单为啥一直卡
住？" counts the records of the status the words name (BILL_HELD), not log lines.
"""

from __future__ import annotations

import pytest

from superbiz.agents.plan_terms import statuses_compared
from superbiz.agents.question import asks_over, record_topic, status_matches


@pytest.mark.parametrize("question", [
    "has the partner bank's cert been renewed yet?",
    "ok so has the cert been renewed?",
    "承运商的证书续上了没？",
    "证书换好了吗",
])
def test_renewal_asked_is_whether_the_trouble_is_over(question: str) -> None:
    assert asks_over(question)


@pytest.mark.parametrize("question", [
    "when was it renewed?",                           # the end's time, not a yes/no
    "was the cert only renewed after midnight?",      # the end against a clock (end_boundary)
    "快递证书是过了零点才换好的吗",
])
def test_renewal_time_or_clock_is_not_a_plain_over(question: str) -> None:
    assert not asks_over(question)


def test_held_records_are_named_by_stuck_words() -> None:
    statuses = ("ISSUED", "PAID", "BILL_HELD", "DEBIT_FAILED")
    assert status_matches("卡住了多少张", statuses) == ["BILL_HELD"]
    assert status_matches("why are bills stuck?", statuses) == ["BILL_HELD"]


@pytest.mark.parametrize(("earlier", "question"), [
    ("账单为啥一直卡住？", "卡住了多少张？"),
    ("why are bills stuck?", "how many are stuck?"),
])
def test_follow_up_count_after_a_status_named_in_words(earlier: str, question: str) -> None:
    statuses = ("ISSUED", "PAID", "BILL_HELD")
    assert record_topic(question, [earlier], statuses=statuses) == earlier
    #: a question naming no status of the data (nor records) keeps counting log lines
    assert record_topic(question, ["why is leakwatch erroring?"], statuses=statuses) == ""


def test_stuck_names_no_status_the_data_lacks() -> None:
    """harbor's records hold no HELD status: "stuck" words name none there, so the bare count stays a log count."""
    statuses = ("BOOKED", "IN_TRANSIT", "DELIVERED", "QUOTE_TIMEOUT")
    assert status_matches("how many are stuck?", statuses) == []


@pytest.mark.parametrize(("question", "expected"), [
    #: each side names its own status in words; "failed" alone names the one status that says so
    ("证书过期那次失败的账单和现在连接池卡住的账单比，哪个多？", ["DEBIT_FAILED", "BILL_HELD"]),
    ("were more bills held than failed?", ["BILL_HELD", "DEBIT_FAILED"]),
])
def test_two_statuses_compared(question: str, expected: list[str]) -> None:
    """Spec: a comparison of two record sets named by their statuses counts each status (not log lines)."""
    assert statuses_compared(question, ("ISSUED", "PAID", "BILL_HELD", "DEBIT_FAILED")) == expected


@pytest.mark.parametrize("question", [
    "aquatally 和 spout-gw 哪个报错多？",                 # log lines of two services, no statuses
    "卡住的账单和卡住的工单比，哪个多？",                  # one status on both sides
])
def test_no_two_statuses_compared(question: str) -> None:
    assert statuses_compared(question, ("ISSUED", "PAID", "BILL_HELD", "DEBIT_FAILED")) == []


def _billing_catalog():  # type: ignore[no-untyped-def]
    from datetime import UTC, datetime

    from superbiz.agents.plan_model import Catalog

    return Catalog(
        services=("gateway", "billrun", "ratecalc", "autodebit", "watchsvc", "watchcache"),
        dependencies={"gateway": ("billrun",), "billrun": ("ratecalc", "autodebit"), "watchsvc": ("watchcache",)},
        dependency_kinds={"watchsvc": (("watchcache", "redis"),)},
        descriptions={"billrun": "bill generation", "ratecalc": "tariff calculation", "autodebit": "direct debit",
                      "watchsvc": "leak alerting", "watchcache": "leak alert cache (Redis)"},
        teams={"gateway": "平台组 Platform", "billrun": "账务组 Billing", "ratecalc": "账务组 Billing",
               "autodebit": "账务组 Billing", "watchsvc": "漏损组 Leak", "watchcache": "漏损组 Leak"},
        timezone="UTC", data_start=datetime(2026, 12, 1, tzinfo=UTC),
        data_end=datetime(2026, 12, 2, 16, tzinfo=UTC),
    )


def test_glued_name_written_as_two_words() -> None:
    """Spec: "the watch cache" names watchcache (a name glued from two words), not the service of "watch"."""
    from superbiz.agents.question import match_services

    cat = _billing_catalog()
    assert match_services("Is the watch cache ok?", cat.services, cat.aliases()) == ["watchcache"]


def test_suspect_behind_a_team_failures_is_asked_of_the_team_entry() -> None:
    """Spec: "Is X behind the billing failures?" — the failing side named by a team word several services share is
    that team's entry service (none of the team calls it); X is the suspect (outside its chain: answered no)."""
    from datetime import UTC, datetime

    from superbiz.agents.plan import offline_plan

    plan = offline_plan("Is the watch cache behind the billing failures?", _billing_catalog(),
                        now=datetime(2026, 12, 2, tzinfo=UTC))
    assert plan.aspects == ["yes_no"]
    assert plan.suspects == ["watchcache"]
    assert plan.services == ["billrun"]


def test_same_cause_of_one_subject_in_two_windows() -> None:
    """Spec: "跟昨晚那次是一个原因吗？" after "X 现在为啥报错？" is a yes/no over what X's lines in each window name
    (its dependencies), never the two windows' line counts compared."""
    from datetime import UTC, datetime

    from superbiz.agents.plan import offline_plan
    from superbiz.render.answer import AnswerBrief, MaterialItem, _same_cause_windows

    cat = _billing_catalog()
    plan = offline_plan("跟昨晚那次是一个原因吗？", cat, earlier_questions=["watchsvc 现在为啥报错？"],
                        now=datetime(2026, 12, 2, 16, tzinfo=UTC))
    assert plan.aspects == ["yes_no"] and plan.same_cause_windows and plan.compare_start

    def item(text: str) -> MaterialItem:
        return MaterialItem(claim_id="c", claim_type="observation", text=text)

    now = ("watchsvc 错误码 W-1 的 ERROR 日志在窗口内共 8 条，首次出现(first_seen) 2026-12-01T23:10:00Z，最近一次"
           "(last_seen) 2026-12-01T23:50:00Z；示例：cache miss on watchcache")
    then = ("watchsvc 错误码 W-2 的 ERROR 日志在窗口内共 9 条，首次出现(first_seen) 2026-11-30T10:10:00Z，最近一次"
            "(last_seen) 2026-11-30T10:40:00Z；示例：query timeout on watchdb")
    brief = AnswerBrief(subjects=("watchsvc",), window_start="2026-12-01T23:00:00Z", window_end="2026-12-02T00:00:00Z",
                        same_cause_window=("2026-11-30T00:00:00Z", "2026-12-01T00:00:00Z"),
                        depends=("watchcache", "watchdb"))
    assert (_same_cause_windows([item(now), item(then)], brief) or "").startswith("不是（推断）")
    same = then.replace("watchdb", "watchcache")
    assert (_same_cause_windows([item(now), item(same)], brief) or "").startswith("是（推断）")
