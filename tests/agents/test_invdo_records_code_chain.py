"""Issue 10 patterns (helper round invDO, opened wharfwine): "why are <records> failing since like 11:40?".

- A spoken filler between a since-word and its clock ("since like 11:40", "from approx. 3pm") still makes the
  clock the start of a window up to now (the window read was the default last hour, another incident's).
- The failed records' code logged by two services the dependency graph does not link (the app relaying "order …
  failed: <STATUS> (call to <shipper> failed)" and the shipper itself): the one the other's lines of the code name is
  the code's own service (``investigate.code_owner`` with ``_relayed_owner``); it was unresolved and the head listed
  every incident of the window (another chain's cache storm — a false fact).
- Spec scenario "cause of records failing, no subject named": the service the failed records point at is the head's
  subject when its chain to an origin is not inferred (``AnswerBrief.trail_subject``): its trouble, not the window's
  other incidents.
"""

from __future__ import annotations

from datetime import UTC, datetime
from types import SimpleNamespace
from typing import Any, cast
from zoneinfo import ZoneInfo

from superbiz.agents.investigate import Finding, code_owner
from superbiz.agents.plan_model import Plan
from superbiz.agents.timeparse import format_local, resolve_time
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem

NOW = datetime(2026, 11, 28, 6, 0, tzinfo=UTC)


def test_since_like_a_clock_starts_a_window_up_to_now() -> None:
    tz = ZoneInfo("Asia/Shanghai")
    for question in ("why are shipments failing since like 13:40?", "errors from approx. 13:40 on?"):
        spec = resolve_time(question, now=NOW, zone=tz)
        assert (format_local(spec.start, tz), format_local(spec.end, tz)) == (
            "2026-11-28 13:40", "2026-11-28 14:00"), question


def _line(code: str, text: str) -> Any:
    return cast(Any, SimpleNamespace(error_code=code, text=text))


def test_a_code_relayed_by_an_unlinked_caller_belongs_to_the_service_its_lines_name() -> None:
    plan = Plan(intent="diagnose", narrow_scope=False, aspects=["cause"], dependency_graph={
        "app": ["app-db"], "shipper": ["label-partner"]})
    found = {
        "app": Finding(service="app", buckets=[(cast(Any, None), _line(
            "SHP-1", "app ERROR error_code=SHP-1: count=5 sample: order o-1 failed: REJECTED "
                     "(call to shipper failed)"))]),
        "shipper": Finding(service="shipper", buckets=[(cast(Any, None), _line(
            "SHP-1", "shipper ERROR error_code=SHP-1: count=90 sample: TLS handshake with label-partner:443 failed"))]),
    }
    assert code_owner(plan, ["app", "shipper"]) is None  # two chains, nothing else to go by
    assert code_owner(plan, ["app", "shipper"], found, {"SHP-1"}) == "shipper"
    # neither names the other: still unresolved
    found["app"] = Finding(service="app", buckets=[(cast(Any, None), _line("SHP-1", "app ERROR error_code=SHP-1"))])
    assert code_owner(plan, ["app", "shipper"], found, {"SHP-1"}) is None


def test_the_failed_records_service_is_the_cause_heads_subject() -> None:
    own = MaterialItem(claim_id="c1", claim_type="log_observation",
                       text="shipper 错误码 SHP-1 的 ERROR 日志在窗口内共 90 条，"
                            "首次出现(first_seen) 2026-03-09T08:40:05Z；"
                            "示例：TLS handshake with label-partner:443 failed")
    other = MaterialItem(claim_id="c2", claim_type="log_observation",
                         text="slots 错误码 SL-5 的 ERROR 日志在窗口内共 30 条，"
                              "首次出现(first_seen) 2026-03-09T08:40:01Z；示例：cache miss on slots-cache")
    alert = MaterialItem(claim_id="c3", claim_type="alert_observation",
                         text="告警 SlotsCacheLow（服务 slots-cache，critical）已恢复(resolved)：开始于(since) "
                              "2026-03-09T08:21:00Z")
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=(own, other, alert))
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="cause", status="answered",
                                                      claim_ids=["c1", "c2", "c3"])])
    everywhere = lead_lines(material, AnswerBrief(coverage=coverage))[0]
    assert "slots-cache" in everywhere  # no subject: every incident of the window
    head = lead_lines(material, AnswerBrief(coverage=coverage, trail_subject="shipper"))[0]
    assert "label-partner" in head and "slots" not in head, head
