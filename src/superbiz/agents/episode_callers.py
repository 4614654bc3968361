"""Episodes of one service counted on another (invTB, stop 54).

"snarvix两次驱逐 预约服务各报了多少错": the episodes are the first subject's (a cache that stormed twice, its own
lines WARN only), the errors asked are its caller's — the second subject, whose ERROR lines name the first. The
caller's lines are queried over each episode's span too, so each storm's errors are counted on the service asked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from superbiz.agents.investigate import Finding, RecordedCall
    from superbiz.agents.plan import Plan
    from superbiz.contracts import EvidenceRef


def _logs_errors(finding: Finding) -> bool:
    """Whether a service's anomalous lines hold ERROR (or FATAL) lines."""
    return any(_errs(ref) for _, ref in finding.buckets)


def _errs(ref: EvidenceRef) -> bool:
    """Whether a log bucket counts ERROR (or FATAL) lines."""
    return str(getattr(ref, "level", "") or "") in ("ERROR", "FATAL")


def counted_caller(plan: Plan, found: dict[str, Finding]) -> str | None:
    """The named service whose errors are counted over the first subject's episodes, or None: a second subject that
    calls the first (directly), whose ERROR lines name it, when the first logs no ERROR lines of its own and the
    episodes are set against each other by a count (never by how long each lasted)."""
    if "comparison" not in plan.aspects or "duration" in plan.aspects or len(plan.services) < 2:
        return None
    origin, caller = plan.services[0], plan.services[1]
    if origin not in plan.dependency_graph.get(caller, []):
        return None
    first, second = found.get(origin), found.get(caller)
    if first is None or second is None or not first.buckets or _logs_errors(first):
        return None
    named = [ref for _, ref in second.buckets if _errs(ref) and origin.lower() in ref.text.lower()]
    return caller if named else None


def caller_episode_records(plan: Plan, found: dict[str, Finding]) -> list[tuple[RecordedCall, EvidenceRef]]:
    """The counted caller's ERROR records queried over one of the first subject's episodes (``counted_caller``;
    the queries of ``investigate._episode_calls``, not over the plan's window), in time order: stated before the
    window-wide records fill the claims, so each episode's errors are the caller's own count inside it."""
    caller = counted_caller(plan, found)
    if caller is None:
        return []
    out = [(call, ref) for call, ref in found[caller].buckets if _errs(ref)
           and call.invocation.arguments.get("start") not in (None, plan.window_start)
           and plan.services[0].lower() in ref.text.lower()]
    return sorted(out, key=lambda cr: str(getattr(cr[1], "first_seen", "")))
