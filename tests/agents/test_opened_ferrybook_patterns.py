"""Pattern from the opened ferrybook world (scenario "overview of this morning's resolved incidents": "what happened
this morning? quick summary please"): a cause asked of no subject names the first errors of every service in
trouble in the window — resolved incidents too — not only the first three (on records of no real world)."""

from __future__ import annotations

from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem

_NAMES = ("edge-router", "basket-service", "ledger-service", "vault-db", "pager-relay", "audit-sink")
_ITEMS = tuple(
    MaterialItem(claim_id=f"e{n}", claim_type="observation", text=(
        f"{name} 错误码 ERR-50{n} 的 ERROR 日志在窗口内共 {40 + n} 条，首次出现(first_seen) 2031-03-04T0{n}:00:05Z，"
        f"最近一次(last_seen) 2031-03-04T0{n}:30:00Z，跨度(span) 30m"))
    for n, name in enumerate(_NAMES, start=1))


def test_a_cause_asked_of_no_subject_names_every_service_in_trouble() -> None:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=_ITEMS)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="cause", status="answered",
                                                      claim_ids=[i.claim_id for i in _ITEMS])])
    head = lead_lines(material, AnswerBrief(coverage=coverage, timezone="UTC"))[0]
    assert all(name in head for name in _NAMES), head
    named = lead_lines(material, AnswerBrief(coverage=coverage, timezone="UTC", subjects=("edge-router",)))[0]
    assert "audit-sink" not in named, named

