"""The instant of the event a window is told by (`Plan.anchor`), read from the event question's recorded calls.

An onset is the earliest anomaly where a trouble began among the event plan's services (an alert's start, or lines
new in the window, of the trouble's kind when the event names one); a deploy is the latest start line among the
change events found (a rollout's own "started", never its completion), else the latest change line of the subject.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from superbiz.agents.claims import alert_claim, code_stat_claim
from superbiz.agents.claims import field as kv
from superbiz.agents.investigate import _DEPLOY_BEGAN, RecordedCall, findings, instant, refs_of
from superbiz.agents.plan_model import Plan
from superbiz.agents.symptoms import trouble_kinds
from superbiz.contracts import EvidenceRef
from superbiz.render.answer_base import ANCHOR_EVENT_LINE, ENDED_LINE

__all__ = ["event_claim", "event_instant"]


def event_instant(event_plan: Plan, calls: Sequence[RecordedCall], question: str, *, deploy: bool
                  ) -> tuple[datetime, RecordedCall, EvidenceRef] | None:
    """When the event happened, with the call and record that show it; None when the calls hold none."""
    if deploy:
        lines: list[tuple[datetime, RecordedCall, EvidenceRef]] = []
        for call in calls:
            args = call.invocation.arguments
            if call.invocation.tool_name != "query_logs" or not args.get("keyword") or not call.invocation.success:
                continue
            for ref in refs_of(call, "logs["):
                svc = str(getattr(ref, "service", "") or "")
                at = instant(str(getattr(ref, "ts", "") or ""))
                if at is not None and (not event_plan.services or svc in event_plan.services):
                    lines.append((at, call, ref))
        starts = [x for x in lines if _DEPLOY_BEGAN.search(x[2].text) and not ENDED_LINE.search(x[2].text)]
        return max(starts or lines, key=lambda x: x[0]) if (starts or lines) else None
    found = findings(calls, data_start=event_plan.data_start)
    timed: list[tuple[datetime, RecordedCall, EvidenceRef]] = []
    for svc in _with_dependencies(event_plan) or list(found):
        f = found.get(svc)
        if f is None:
            continue
        for call, ref in f.buckets:  # lines new in the window (not ones its start cut: their trouble began earlier)
            if kv(ref, "earlier_count") in (None, "0") and (at := instant(kv(ref, "first_seen") or "")):
                timed.append((at, call, ref))
        for call, ref in [*f.firing, *f.resolved]:
            if (at := instant(kv(ref, "since") or "")) is not None:
                timed.append((at, call, ref))
    #: "锁等待什么时候开始的": the anomalies of the kind the event names, when any is of it
    words = [w for kind in trouble_kinds(question) for w in kind]
    timed = [x for x in timed if any(w in x[2].text.lower() for w in words)] or timed
    return min(timed, key=lambda x: x[0]) if timed else None


def _with_dependencies(event_plan: Plan) -> list[str]:
    """The event plan's services and every service below them: a trouble begins at its origin ("when did it start?"
    of an app whose store slowed first is the store's first anomaly, as the onset answer reads it)."""
    out: list[str] = []
    todo = list(event_plan.services)
    while todo:
        svc = todo.pop(0)
        if svc not in out:
            out.append(svc)
            todo += event_plan.dependency_graph.get(svc, [])
    return out


def event_claim(ref: EvidenceRef) -> str:
    """The claim the window's event is bound by: the record that dates it."""
    said = (code_stat_claim(ref) if getattr(ref, "first_seen", None)
            else alert_claim(ref) if getattr(ref, "since", None) else None)
    return f"{ANCHOR_EVENT_LINE}{said or ref.text}"
