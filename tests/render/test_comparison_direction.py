"""A yes/no comparison of two windows ("比昨天这个点多吗", "is X erroring now like it was at 8:30?") opens with 是/不是
(opened skygate/claimwise): the counts of both windows follow."""

from __future__ import annotations

import pytest

from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem


def _head(first: int, second: int, direction: str) -> str:
    pair = "svc-a 的 ERROR 日志条数（两窗口对比的变化之一）"
    items = (
        MaterialItem(claim_id="w1", claim_type="observation",
                     text=f"{pair}：2031-03-04T11:00:00Z~12:00:00Z 共 {first} 条"),
        MaterialItem(claim_id="w2", claim_type="observation",
                     text=f"{pair}：2031-03-03T11:00:00Z~12:00:00Z 共 {second} 条"),
    )
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="comparison", status="answered", claim_ids=["w1", "w2"])])
    brief = AnswerBrief(coverage=coverage, subjects=("svc-a",), timezone="UTC", direction=direction)
    return lead_lines(material, brief)[0]


@pytest.mark.parametrize(("first", "second", "direction", "opening"), [
    (110, 0, "more", "是，"), (109, 128, "more", "不是，"), (3, 9, "less", "是，"), (9, 3, "less", "不是，"),
    (0, 58, "same", "不是，"), (4, 58, "same", "是，"),
])
def test_a_yes_no_comparison_opens_with_its_answer(first: int, second: int, direction: str, opening: str) -> None:
    head = _head(first, second, direction)
    assert head.startswith(f"{opening}svc-a 的 ERROR 日志：") and f"共 {first} 条" in head and f"共 {second} 条" in head


def test_a_comparison_asking_no_direction_states_the_counts_only() -> None:
    head = _head(110, 0, "")
    assert head.startswith("svc-a 的 ERROR 日志：") and head.endswith("前者更多")


def test_the_failed_records_of_two_windows_are_set_against_each_other() -> None:
    """Pattern "failed records in two windows" (opened simwave: "昨天下午那波和半夜那波，哪次充值失败得更多？" counted
    log lines): the failed records of each window come first, both windows in the zone."""
    pair = "失败（带错误码）的订单数（两窗口对比的变化之一）"
    items = (
        MaterialItem(claim_id="f1", claim_type="observation",
                     text=f"{pair}：2031-03-03T12:00:00Z~18:00:00Z 共 18 笔（该窗口共 210 笔订单）"),
        MaterialItem(claim_id="f2", claim_type="observation",
                     text=f"{pair}：2031-03-03T21:00:00Z~2031-03-04T03:00:00Z 共 26 笔（该窗口共 90 笔订单）"),
    )
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="comparison", status="answered", claim_ids=["f1", "f2"])])
    head = lead_lines(material, AnswerBrief(coverage=coverage, timezone="UTC"))[0]
    assert head == ("失败（带错误码）的订单：2031-03-03 12:00~18:00 共 18 笔，2031-03-03 21:00~2031-03-04 03:00 "
                    "共 26 笔（UTC），前者更少")


@pytest.mark.parametrize(("direction", "opening"), [("more", "是，"), ("less", "不是，"), ("", "")])
def test_the_measure_asked_in_two_windows_is_set_against_itself(direction: str, opening: str) -> None:
    """Pattern "a measure in two windows" (opened claimwise: "is policy-lookup p99 worse now than at 9am?" was
    answered from ERROR line counts): the measure's average in each window, the higher named."""
    pair = "指标 p99_ms（服务 svc-a）平均值（两窗口对比的变化之一）"
    items = (
        MaterialItem(claim_id="m1", claim_type="observation",
                     text=f"{pair}：2031-03-04T11:00:00Z~12:00:00Z 平均值(avg) 2103"),
        MaterialItem(claim_id="m2", claim_type="observation",
                     text=f"{pair}：2031-03-04T08:30:00Z~09:30:00Z 平均值(avg) 186.68"),
    )
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="comparison", status="answered", claim_ids=["m1", "m2"])])
    head = lead_lines(material, AnswerBrief(coverage=coverage, timezone="UTC", direction=direction))[0]
    assert head == (f"{opening}svc-a 的 p99_ms 平均值：2031-03-04 11:00~12:00 为 2103，2031-03-04 08:30~09:30 为 "
                    "186.68（UTC），前者更高")
