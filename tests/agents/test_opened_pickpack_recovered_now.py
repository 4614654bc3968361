"""Patterns from the opened pickpack world (scenario "recovered-recently": the reservation cache incident ended a few
minutes before now), on a catalogue of no real world: a trouble over minutes ago is over — "现在健康吗" is healthy,
"现在还在吗" is no, "has it recovered?" is yes — and a description's "接口" suffix is no part of its alias."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import asks_over, asks_still, learn_aliases
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem
from tests.agents.synthetic import CATALOG, NOW

#: now is 12:00; ledger-service failed from 11:20 to 11:53 and its alert resolved at 11:55
_OVER = (
    MaterialItem(claim_id="a1", claim_type="observation", text=(
        "ledger-service 错误码 LDG-5207 的 ERROR 日志在窗口内共 117 条，首次出现(first_seen) 2031-03-04T11:20:05Z，"
        "最近一次(last_seen) 2031-03-04T11:52:57Z，跨度(span) 32m；前一窗口同类日志数(earlier_count)=0")),
    MaterialItem(claim_id="a2", claim_type="observation", text=(
        "告警 SlowCalls（服务 ledger-service，critical）已恢复(resolved)：开始于(since) 2031-03-04T11:22:00Z，"
        "结束于(until) 2031-03-04T11:55:00Z，持续(duration) 33m")),
    MaterialItem(claim_id="a3", claim_type="observation", text=(
        "ledger-service 在窗口内按级别的日志条数：「ERROR: 117, FATAL: 0, WARN: 0」")),
)
#: the same, but its last error line was a minute ago: still going
_GOING = (
    MaterialItem(claim_id="b1", claim_type="observation", text=(
        "ledger-service 错误码 LDG-5207 的 ERROR 日志在窗口内共 117 条，首次出现(first_seen) 2031-03-04T11:20:05Z，"
        "最近一次(last_seen) 2031-03-04T11:59:01Z，跨度(span) 38m；前一窗口同类日志数(earlier_count)=0")),
    _OVER[2],
)


def _head(items: tuple[MaterialItem, ...], aspect: str, **kw: object) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect=aspect, status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, subjects=("ledger-service",), timezone="UTC",
                        window_end="2031-03-04T12:00:00Z", window_start="2031-03-04T11:00:00Z", **kw)  # type: ignore[arg-type]
    return lead_lines(material, brief)[0]


def test_healthy_now_when_the_trouble_ended_minutes_ago() -> None:
    head = _head(_OVER, "health", now=True)
    assert head.startswith("是，") and "现在健康" in head and "11:55:00" in head, head
    assert "异常" not in head.split("。", 1)[0].replace("未发现正在发生的异常", ""), head
    assert _head(_OVER, "health", now=True, asks_problem=True).startswith("没有，")


def test_still_unhealthy_while_the_errors_go_on_or_for_a_past_window() -> None:
    assert _head(_GOING, "health", now=True).startswith("否，")
    assert _head(_OVER, "health").startswith("否，")  # no "now": the window's trouble counts


@pytest.mark.parametrize("question", ["ledger-service 那个数据库问题现在还在吗？", "ledger-service 的问题还存在吗"])
def test_is_the_trouble_still_there_asks_whether_it_goes_on(question: str) -> None:
    assert asks_still(question)
    assert "end" in offline_plan(question, CATALOG, now=NOW).aspects
    assert _head(_OVER, "end", still=True).startswith("否，")


@pytest.mark.parametrize("question", ["has it recovered?", "is ledger-service recovered now?", "它恢复了吗",
                                      "ledger-service 恢复了没"])
def test_has_it_recovered_is_a_yes_no_whether_the_trouble_is_over(question: str) -> None:
    assert asks_over(question) and not asks_still(question)
    assert _head(_OVER, "end", over=True).startswith("是，")
    assert _head(_GOING, "end", over=True).startswith(("没有，", "否，"))  # 否 before "仍有异常" (stop 46)


def test_an_interface_suffix_is_no_part_of_the_alias() -> None:
    aliases = learn_aliases(("track-api", "track-db"), {"track-api": "包裹追踪接口", "track-db": "追踪数据库"}, {})
    assert aliases.get("包裹追踪") == "track-api"


def test_a_two_character_rest_of_an_interface_suffix_is_no_alias() -> None:
    """libreshelf: "借还接口" must not make "借还" (inside "自助借还机", another service's device) an alias."""
    aliases = learn_aliases(("loan-api", "kiosk-svc"), {"loan-api": "借还接口", "kiosk-svc": "自助借还机后台"}, {})
    assert "借还" not in aliases
