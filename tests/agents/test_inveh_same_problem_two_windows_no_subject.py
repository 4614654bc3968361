"""invEH (opened saunabox): "跟中午那次是同一个问题吗？" after "今晚订场一直失败，什么原因" — one trouble in two
windows, no service named anywhere. The two windows were joined into one overview (neither yes nor no); they are now set
against each other and each window's services and error codes decide: one and the same set → yes, none in common
→ no, a partial overlap → nothing said."""

from __future__ import annotations

from superbiz.agents.plan import offline_plan
from superbiz.render.answer import AnswerBrief, _same_cause_windows
from superbiz.render.material import MaterialItem
from tests.agents.synthetic import CATALOG, NOW

_THEN = ("2031-03-04T05:00:00Z", "2031-03-04T07:00:00Z")


def _line(svc: str, code: str, level: str, first: str) -> MaterialItem:
    text = (f"{svc} 错误码 {code} 的 {level} 日志在窗口内共 30 条，首次出现(first_seen) {first}，"
            f"最近一次(last_seen) {first}，跨度(span) 19m")
    return MaterialItem(claim_id=str(abs(hash(text))), claim_type="observation", text=text)


def _brief() -> AnswerBrief:
    return AnswerBrief(window_start="2031-03-04T10:00:00Z", window_end="2031-03-04T12:00:00Z",
                       same_cause_window=_THEN)


def test_the_same_services_and_codes_in_both_windows_say_yes() -> None:
    items = [_line("ledger-service", "LDG-1", "ERROR", t) for t in ("2031-03-04T05:10:00Z", "2031-03-04T10:10:00Z")]
    items += [_line("vault-db", "VDB-W2", "WARN", t) for t in ("2031-03-04T05:09:00Z", "2031-03-04T10:09:00Z")]
    line = _same_cause_windows(items, _brief())
    assert line is not None and line.startswith("是（推断）") and "vault-db VDB-W2" in line


def test_no_code_in_common_says_no_and_a_partial_overlap_says_nothing() -> None:
    items = [_line("ledger-service", "LDG-1", "ERROR", "2031-03-04T05:10:00Z"),
             _line("basket-service", "BSK-5", "ERROR", "2031-03-04T10:10:00Z")]
    line = _same_cause_windows(items, _brief())
    assert line is not None and line.startswith("不是（推断）")
    items.append(_line("ledger-service", "LDG-1", "ERROR", "2031-03-04T10:11:00Z"))
    assert _same_cause_windows(items, _brief()) is None


def test_a_follow_up_same_problem_with_no_service_sets_the_windows_against_each_other() -> None:
    plan = offline_plan("跟凌晨那次是同一个问题吗？", CATALOG, now=NOW,
                        earlier_questions=["things keep failing this morning, what's wrong?"])
    assert plan.same_cause_windows and plan.aspects == ["yes_no"] and not plan.services
    assert (plan.window_start, plan.compare_start) == ("2031-03-04T06:00:00Z", "2031-03-04T00:00:00Z")
