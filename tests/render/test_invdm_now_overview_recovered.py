"""Issue 10 (opened minecart world, helper round invDM): "现在线上都有啥问题" asks what is wrong now — an incident over
minutes before now (no alert firing, its last line and its alert's end at least 5 minutes before the window's end)
leaves the head's list of current incidents, counted apart as recovered (the body still states it); asked of a
past window, or when every incident is over, every incident stays listed."""

from __future__ import annotations

from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem

_FIRING = MaterialItem(claim_id="inc1-c1", claim_type="alert_observation",
                       text="告警 FailFrac（服务 lift-gw，critical）正在触发(firing)，"
                            "开始于(since) 2026-03-09T08:13:00Z，已持续(active_for) 27m")
_RESOLVED = MaterialItem(claim_id="inc2-c1", claim_type="alert_observation",
                         text="告警 HitFracLow（服务 vent-cache，critical）已恢复(resolved)：开始于(since) "
                              "2026-03-09T07:56:00Z，结束于(until) 2026-03-09T08:22:00Z，持续(duration) 26m")


def _head(items: tuple[MaterialItem, ...], **brief: object) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="overview", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    return lead_lines(material, AnswerBrief(coverage=coverage, window_end="2026-03-09T08:40:00Z",
                                            **brief))[0]  # type: ignore[arg-type]


def test_a_now_overview_leaves_an_incident_over_minutes_ago_out_of_the_current_list() -> None:
    head = _head((_FIRING, _RESOLVED), now=True)
    assert head.startswith("当前的事件") and "lift-gw" in head and "vent-cache" not in head, head
    assert "另有已恢复的事件" in head and "个事件" not in head, head  # no count of the composer's own


def test_a_past_window_or_only_recovered_incidents_keep_every_incident() -> None:
    head = _head((_FIRING, _RESOLVED))
    assert "lift-gw" in head and "vent-cache" in head and "已恢复，见下" not in head, head
    head = _head((_RESOLVED,), now=True)
    assert "vent-cache" in head, head
