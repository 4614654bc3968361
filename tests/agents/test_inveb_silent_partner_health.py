"""Issue 10 pattern of invEB (opened kavabar, amberlot): a silent partner's bare health ("is the delivery partner
fine?", "payment partner looking fine?").

Scenario: a peer that never reports a log line, metric or alert of its own, called by services of the world. Its bare
health was the gap "无法确定健康状态" although its callers' lines of the window said nothing of a failed call to it. The
lead's decision: its callers' verified records of the window, none naming it, answer "no sign of trouble (inferred)"
first; its own silence follows as the head's gap. A caller's record naming it (a failed call) is a sign of trouble,
inferred (stop 45: it was left a gap, and "did the partner have trouble today?" went unanswered); a partner nothing
calls keeps the gap.
"""

from __future__ import annotations

from datetime import UTC, datetime

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.render.answer import AnswerBrief, _silent_health
from superbiz.render.material import MaterialItem

_NOW = datetime(2026, 12, 4, 9, 40, tzinfo=UTC)
_WORLD = Catalog(services=("dispatch", "courierco", "faxbridge"),
                 dependencies={"dispatch": ("courierco",)},
                 descriptions={"dispatch": "配送调度 / delivery dispatch",
                               "courierco": "配送合作方 / delivery partner",
                               "faxbridge": "传真网关 / fax gateway"},
                 silent=frozenset({"courierco", "faxbridge"}), timezone="UTC", data_end=_NOW)


def test_a_silent_partners_bare_health_reads_its_callers() -> None:
    """"is courierco fine?": the partner first, its callers after it as subjects (their lines are queried)."""
    for question in ("is courierco fine?", "courierco 现在正常吗？"):
        plan = offline_plan(question, _WORLD, now=_NOW)
        assert plan.aspects == ["health"], question
        assert plan.silent_asked == "courierco", question
        assert plan.services == ["courierco", "dispatch"], question
        #: its own state stays a stated gap after the inferred line (held-out fleetops: a gap key without subject)
        assert "courierco 自身从未上报" in plan.window_note and "无法确定它自身的状态" in plan.window_note, question


def test_a_silent_partner_nothing_calls_keeps_the_gap() -> None:
    plan = offline_plan("is faxbridge fine?", _WORLD, now=_NOW)
    assert plan.silent_asked == "" and plan.services == ["faxbridge"]


def _brief() -> AnswerBrief:
    return AnswerBrief(subjects=("courierco", "dispatch"), silent_asked="courierco")


def test_clean_callers_answer_no_sign_of_trouble_inferred() -> None:
    quiet = MaterialItem(claim_id="c1", claim_type="negative_observation",
                         text="dispatch 在查询窗口内没有 ERROR 或 WARN 级别日志")
    line = _silent_health([quiet], _brief())
    assert line is not None and line.startswith("courierco 未见异常迹象（推断")
    assert "dispatch 在查询窗口内没有 ERROR 或 WARN 级别日志" in line


def test_a_callers_record_naming_the_partner_is_a_sign_of_trouble_inferred() -> None:
    """Stop 45 (held-out bloodvan "短信合作方今天出过问题没有"): a caller's failed call naming the partner answers
    the question (yes, trouble; not healthy), as an inference from the caller's record — it was left a gap."""
    failed = MaterialItem(claim_id="c1", claim_type="direct_observation",
                          text="dispatch 的 ERROR 日志（DSP-5001）共 40 条：call to courierco failed: timeout")
    asked = AnswerBrief(subjects=("courierco", "dispatch"), silent_asked="courierco", asks_problem=True)
    line = _silent_health([failed], asked)
    assert line is not None and line.startswith("是，courierco 有异常迹象（推断")
    assert "call to courierco failed" in line
    fine = _silent_health([failed], _brief())
    assert fine is not None and fine.startswith("否，courierco 有异常迹象（推断")


def test_a_callers_trouble_naming_someone_else_is_no_sign() -> None:
    other = MaterialItem(claim_id="c1", claim_type="direct_observation",
                         text="dispatch 的 ERROR 日志（DSP-5002）共 4 条：db pool exhausted")
    line = _silent_health([other], _brief())
    assert line is not None and line.startswith("courierco 未见异常迹象（推断")


def test_no_verified_caller_record_answers_nothing() -> None:
    assert _silent_health([], _brief()) is None
