"""Episodes of one service counted on another (invTB, stop 54).

"snarvix两次驱逐 预约服务各报了多少错": the episodes are the first subject's (a cache that stormed twice, its own
lines WARN only), the errors asked are its caller's — the second subject, whose ERROR lines name the first. The
caller's lines are queried over each episode's span too, so each storm's errors are counted on the service asked.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta
from typing import TYPE_CHECKING, Any

from superbiz.lazy_re import regex

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


#: a last line this close to the window's end: the trouble is still going
_STILL_GOING = timedelta(minutes=10)

_MATCHING = regex(r"window=\S+?: (\d+) matching records")


def _pair_counts(plan: Plan, calls: Sequence[RecordedCall], service: str) -> dict[str, int]:
    """A service's lines of one level counted over each of the two windows compared: {window start: count}."""
    from superbiz.agents.investigate import ref_of

    out: dict[str, int] = {}
    for call in calls:
        args = call.invocation.arguments
        if (call.invocation.tool_name != "query_logs" or not call.invocation.success or args.get("level") != "ERROR"
                or args.get("service") != service or args.get("error_code") or args.get("episodes")
                or args.get("start") not in (plan.window_start, plan.compare_start)):
            continue
        summary = ref_of(call, "summary")
        if summary is not None and (m := _MATCHING.search(summary.text)):
            out[str(args["start"])] = int(m.group(1))
    return out


def store_pair_caller(plan: Plan, calls: Sequence[RecordedCall]) -> str | None:
    """"票务缓存今天炸的那次和昨天那次比 哪次报错多": two windows' ERROR lines asked of a store that logged none in
    either (its trouble is WARN lines: evictions, lock waits) — the errors are its one caller's, the service that
    depends on it: that caller, or None."""
    if not plan.compare_start or len(plan.services) != 1 or plan.crossed:
        return None
    store = plan.services[0]
    counts = _pair_counts(plan, calls, store)
    if len(counts) != 2 or any(counts.values()):
        return None
    warned = any(c.invocation.tool_name == "query_logs" and c.invocation.success
                 and c.invocation.arguments.get("service") == store and c.invocation.arguments.get("min_level")
                 and any(str(getattr(r, "level", "")) == "WARN" for r in c.result.evidence_refs)
                 for c in calls)
    callers = [s for s, deps in plan.dependency_graph.items() if store in deps]
    return callers[0] if warned and len(callers) == 1 else None


def store_pair_caller_calls(plan: Plan, calls: Sequence[RecordedCall]) -> list[tuple[str, dict[str, Any]]]:
    """The store's caller's ERROR lines over each of the two windows (``store_pair_caller``), as the store's were
    counted."""
    caller = store_pair_caller(plan, calls)
    if caller is None:
        return []
    return [("query_logs", {**{k: v for k, v in c.invocation.arguments.items() if not k.startswith("window_")},
                            "service": caller}) for c in calls
            if c.invocation.tool_name == "query_logs" and c.invocation.arguments.get("service") == plan.services[0]
            and c.invocation.arguments.get("level") == "ERROR" and not c.invocation.arguments.get("episodes")
            and c.invocation.arguments.get("start") in (plan.window_start, plan.compare_start)]


def current_chain_calls(plan: Plan, found: dict[str, Finding], queried: set[str]
                        ) -> list[tuple[str, dict[str, Any]]]:
    """"这次订房挂了多久了" of an app with no alerts of its own: the trouble going on now came up its chain, so the
    dependency its latest run of lines names ("call to X failed") is read, hop by hop down the chain (each hop's
    latest run naming the next) — the alerting one down there tells the current episode apart and times it from the
    chain's first anomaly (``investigate._episode_calls``), never the app's own lines alone."""
    if not (plan.ongoing and "duration" in plan.aspects and plan.services and not plan.episodes):
        return []
    hop, seen = plan.services[0], {plan.services[0]}
    subject = found.get(hop)
    if subject is None or not subject.buckets or subject.firing or subject.resolved:
        return []
    from superbiz.agents.investigate import instant

    #: only a trouble still going: the subject's latest run of lines reaches the window's end (now)
    last = max(str(getattr(ref, "last_seen", "") or "") for _, ref in subject.buckets)
    end = instant(plan.window_end)
    if end is None or (seen_last := instant(last)) is None or end - seen_last > _STILL_GOING:
        return []
    while (f := found.get(hop)) is not None and f.buckets:
        latest = max(f.buckets, key=lambda cr: str(getattr(cr[1], "first_seen", "")))[1].text.lower()
        named = [d for d in plan.dependency_graph.get(hop, []) if d not in seen and d.lower() in latest]
        if len(named) != 1:
            return []
        hop = named[0]
        seen.add(hop)
        if hop not in queried:
            window = {"start": plan.window_start, "end": plan.window_end}
            return [("query_logs", {"service": hop, "min_level": "WARN", "compare_previous": True, **window}),
                    ("query_metrics", {"service": hop, "include_series": False, **window})]
    return []
