"""What the recorded evidence says per service, and the follow-up calls it calls for.

A service's anomalies: ERROR/FATAL log buckets, WARN buckets that spiked against the previous window (or,
without a comparison, that are numerous), firing alerts, and alerts that fired and resolved in the window.
Its onset is the earliest of the anomalous buckets' ``first_seen`` and the alerts' ``since``. Follow-ups walk
``service_dependency`` from a symptomatic service to its dependencies until no further anomaly is found, drill
into error codes a count showed, look orders up for a record question, and open runbooks for what was seen.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from superbiz.agents.claims import field as kv
from superbiz.agents.plan import Plan, call_signature
from superbiz.agents.plan_calls import CHANGE_LEAD
from superbiz.agents.plan_model import NOW_SIDE
from superbiz.agents.question_ops import action_stems
from superbiz.agents.timeparse import PART_ENDS, small_hours_before
from superbiz.contracts import EPISODE_GAP, EvidenceRef, ToolInvocation
from superbiz.lazy_re import regex
from superbiz.render.answer_base import ENDED_LINE, LAST_EPISODE, LONGEST_EPISODE, alert_episodes, nth_of
from superbiz.tools.base import ToolResult

__all__ = [
    "RECORD_FILTERS",
    "Finding",
    "RecordedCall",
    "burst_counted",
    "code_owner",
    "code_trail_subject",
    "episode_count_span",
    "episode_lines_past_end",
    "event_codes",
    "event_codes_span",
    "event_run_span",
    "failed_codes",
    "failed_trail_subject",
    "findings",
    "follow_up_calls",
    "instant",
    "is_anomalous_bucket",
    "names_token",
    "nth_episode_records",
    "observed_entities",
    "origin_change_call",
    "origin_looked_up",
    "quiet_trail_open",
    "quiet_victims",
    "ref_of",
    "refs_of",
    "side_field",
    "summary_total",
    "trouble_counted",
    "trouble_records",
    "trouble_side_spans",
    "true_onset",
]

_MAX_FOLLOW = 8
_WARN_SPIKE_MIN = 5
_WARN_ALONE_MIN = 20


@dataclass(frozen=True)
class RecordedCall:
    """A tool call as persisted: the invocation row (with its citable id) and the tool's result envelope."""

    invocation: ToolInvocation
    result: ToolResult


@dataclass
class Finding:
    service: str
    #: (call, ref) of anomalous code buckets, most lines first
    buckets: list[tuple[RecordedCall, EvidenceRef]] = field(default_factory=list)
    steady: list[tuple[RecordedCall, EvidenceRef]] = field(default_factory=list)
    firing: list[tuple[RecordedCall, EvidenceRef]] = field(default_factory=list)
    resolved: list[tuple[RecordedCall, EvidenceRef]] = field(default_factory=list)
    log_summary: tuple[RecordedCall, EvidenceRef] | None = None
    metric_summary: tuple[RecordedCall, EvidenceRef] | None = None
    level_counts: tuple[RecordedCall, EvidenceRef] | None = None
    series: list[tuple[RecordedCall, EvidenceRef]] = field(default_factory=list)
    known: bool = True

    @property
    def anomalous(self) -> bool:
        return bool(self.buckets or self.firing)

    def onset(self) -> tuple[str, RecordedCall, EvidenceRef] | None:
        """The earliest anomalous record: (time, call, ref)."""
        times: list[tuple[str, RecordedCall, EvidenceRef]] = []
        for call, ref in self.buckets:
            if (t := kv(ref, "first_seen")) is not None:
                times.append((t, call, ref))
        for call, ref in [*self.firing, *self.resolved]:
            if (t := kv(ref, "since")) is not None and t != "unknown":
                times.append((t, call, ref))
        return min(times, key=lambda x: x[0]) if times else None


def is_anomalous_bucket(ref: EvidenceRef, window: tuple[str, str] | None = None, data_start: str = "") -> bool:
    """ERROR/FATAL lines always; WARN lines when they spiked against the previous window (a previous window the
    data covers and that had none of them counts: they are new), or (no comparison, or a previous window before
    the data) when they are numerous and did not already run from the start of the window (steady noise)."""
    level = str(getattr(ref, "level", "") or "")
    count = int(getattr(ref, "count", 0) or 0)
    if level in ("ERROR", "FATAL"):
        return count > 0
    earlier = getattr(ref, "earlier_count", None)
    if earlier is not None and int(earlier) > 0:
        return count >= 2 * int(earlier) + _WARN_SPIKE_MIN
    if earlier is not None and window is not None and _covered_before(window, data_start):
        return count >= _WARN_SPIKE_MIN
    if earlier is None and count < _WARN_ALONE_MIN:
        return False
    if window is not None and window[0] and count >= _WARN_SPIKE_MIN:
        return not _near_start(str(getattr(ref, "first_seen", "")), window)
    return count >= _WARN_SPIKE_MIN


def _covered_before(window: tuple[str, str], data_start: str) -> bool:
    """Whether the data covers the whole previous window of equal length (so a zero there is a real zero)."""
    try:
        start, end, first = (datetime.fromisoformat(t.replace("Z", "+00:00")) for t in (*window, data_start))
    except ValueError:
        return False
    return start - (end - start) >= first


#: how far into a window a WARN bucket's first line may lie and still count as already running at its start
_ALREADY_RUNNING = timedelta(minutes=5)


def _near_start(first_seen: str, window: tuple[str, str]) -> bool:
    """Whether ``first_seen`` lies in the first tenth of the window, at most its first five minutes (a long window
    "since 14:30" whose lines began six minutes in did not run from its start)."""
    try:
        start, end, first = (datetime.fromisoformat(t.replace("Z", "+00:00")) for t in (*window, first_seen))
    except ValueError:
        return False
    return (first - start) <= min((end - start) / 10, _ALREADY_RUNNING)


def refs_of(call: RecordedCall, prefix: str) -> list[EvidenceRef]:
    """The call's evidence refs whose ``raw_path`` starts with ``prefix`` (``"logs["``, ``"series["``…)."""
    return [r for r in call.result.evidence_refs if r.raw_path.startswith(prefix)]


def ref_of(call: RecordedCall, raw_path: str) -> EvidenceRef | None:
    """The call's evidence ref at exactly ``raw_path`` (``"summary"``), if any."""
    return next((r for r in call.result.evidence_refs if r.raw_path == raw_path), None)


_SUMMARY_TOTAL = regex(r":\s*(\d+) matching records")


def summary_total(ref: EvidenceRef) -> int | None:
    """The number of lines a ``query_logs`` summary ref reports ("…: 120 matching records"), None if it says none."""
    m = _SUMMARY_TOTAL.search(ref.text)
    return int(m.group(1)) if m else None


def instant(stamp: str) -> datetime | None:
    """A record's ISO timestamp (``Z`` or an offset) as an aware datetime; ``None`` when it is none or naive."""
    try:
        value = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    except ValueError:
        return None
    return value if value.tzinfo is not None else None


def findings(calls: Sequence[RecordedCall], *, data_start: str = "") -> dict[str, Finding]:
    """Per service named in a successful log or metric query, what its evidence shows (``data_start``: where
    the data begins, so that an empty previous window inside the data reads as "new", not as "unknown")."""
    out: dict[str, Finding] = {}

    for call in calls:
        if not call.invocation.success:
            continue
        args = call.invocation.arguments
        tool = call.invocation.tool_name
        if tool == "query_logs" and not args.get("trace_id") and not args.get("error_code") and not args.get("level"):
            window = call.result.data.get("window") if isinstance(call.result.data, dict) else None
            span = (str(window.get("start", "")), str(window.get("end", ""))) if isinstance(window, dict) else None
            _log_finding(out, call, args.get("service"), span, data_start)
        elif tool == "query_metrics":
            _metric_finding(out, call, args.get("service"))
    for f in out.values():
        _lead_warnings(f)
    return out


#: how long before a service's first errors its warnings may begin and still be the same run's first sign
_WARNED_AHEAD = timedelta(minutes=15)


def _lead_warnings(f: Finding) -> None:
    """Warnings that lead into the service's errors are part of that trouble, though the previous window (holding
    an earlier episode of the same trouble) makes them no spike: a WARN code first seen at most ``_WARNED_AHEAD``
    before the service's earliest ERROR code and running on past its start ("consumer lag …" from 13:55, the
    deadline errors from 13:58) is anomalous. hookmere-backlog-onset-today-en: "when did the manifest backlog kick
    off today" answered the first error, three minutes after the lag's first warning."""
    errors = [t for _, r in f.buckets if str(getattr(r, "level", "")) in ("ERROR", "FATAL")
              and (t := instant(kv(r, "first_seen") or "")) is not None]
    if not errors:
        return
    first = min(errors)
    for pair in list(f.steady):
        ref = pair[1]
        began, last = instant(kv(ref, "first_seen") or ""), instant(kv(ref, "last_seen") or "")
        if (str(getattr(ref, "level", "")) == "WARN" and began is not None and last is not None
                and timedelta(0) < first - began <= _WARNED_AHEAD and last >= first):
            f.steady.remove(pair)
            f.buckets.append(pair)


def _get(out: dict[str, Finding], svc: str) -> Finding:
    return out.setdefault(svc, Finding(service=svc))


def _log_finding(out: dict[str, Finding], call: RecordedCall, service: str | None,
                 window: tuple[str, str] | None, data_start: str = "") -> None:
    if service:
        f = _get(out, service)
        summary = ref_of(call, "summary")
        if summary is not None and f.log_summary is None:
            f.log_summary = (call, summary)
            f.known = f.known and "has no records in the world" not in summary.text
        counts = ref_of(call, "level_counts")
        if counts is not None and f.level_counts is None:
            f.level_counts = (call, counts)
    for ref in refs_of(call, "code_stats["):
        svc = str(getattr(ref, "service", "") or service or "")
        if not svc:
            continue
        f = _get(out, svc)
        if any(r.text == ref.text for _, r in [*f.buckets, *f.steady]):
            continue
        (f.buckets if is_anomalous_bucket(ref, window, data_start) else f.steady).append((call, ref))


def _metric_finding(out: dict[str, Finding], call: RecordedCall, service: str | None) -> None:
    if service:
        f = _get(out, service)
        summary = ref_of(call, "summary")
        if summary is not None and f.metric_summary is None:
            f.metric_summary = (call, summary)
            f.known = f.known and "has no records in the world" not in summary.text
        f.series += [(call, r) for r in refs_of(call, "series[")]
    for ref in refs_of(call, "alerts["):
        svc = str(getattr(ref, "service", "") or service or "")
        if not svc:
            continue
        f = _get(out, svc)
        target = f.firing if getattr(ref, "state", "") == "firing" else f.resolved
        if not any(r.text == ref.text for _, r in target):
            target.append((call, ref))


def observed_entities(calls: Sequence[RecordedCall]) -> list[str]:
    """Firing alert names, then the top error codes, that the evidence itself showed (in order of appearance)."""
    alerts: list[str] = []
    codes: list[str] = []
    for f in findings(calls).values():
        alerts += [str(getattr(r, "alertname", "")) for _, r in f.firing]
        codes += [str(getattr(r, "error_code", "")) for _, r in f.buckets if getattr(r, "error_code", None)][:2]
    return list(dict.fromkeys(x for x in [*alerts, *codes] if x))


def _window(plan: Plan) -> dict[str, Any]:
    return {"start": plan.window_start, "end": plan.window_end} if plan.window_start else {}


def _scan(plan: Plan) -> bool:
    """An overview of everything wrong now (no subject named): every anomalous service is a root."""
    return "overview" in plan.aspects and not (plan.services or plan.unknown_services)


def _overview_calls(plan: Plan, found: dict[str, Finding], queried: set[str]) -> list[tuple[str, dict[str, Any]]]:
    """An overview: each service the all-services queries showed anomalous, its buckets by code and level."""
    if not _scan(plan):
        return []
    out: list[tuple[str, dict[str, Any]]] = []
    for svc, f in sorted(found.items(), key=lambda kv_: (not kv_[1].firing, kv_[0])):
        if svc not in queried and (f.anomalous or f.resolved):
            queried.add(svc)
            out.append(("query_logs", {"service": svc, "min_level": "WARN", "compare_previous": True,
                                       **_window(plan)}))
    return out


def failed_codes(plan: Plan, calls: Sequence[RecordedCall]) -> list[str]:
    """The error codes of the window's failed records (``Plan.failed_trail``, or ``Plan.quiet_trail`` once the services
    named and their dependencies showed nothing wrong), the most frequent first."""
    if not (plan.failed_trail or quiet_trail_open(plan, findings(calls, data_start=plan.data_start))):
        return []
    counts: dict[str, int] = {}
    for c in calls:
        args = c.invocation.arguments
        if c.invocation.tool_name != "query_order" or not c.invocation.success or any(
                args.get(k) for k in ("order_id", "user_id", "status", "error_code")):
            continue
        ref = ref_of(c, "error_code_counts")
        for code, k in (getattr(ref, "counts", None) or {}).items() if ref is not None else ():
            counts[str(code)] = counts.get(str(code), 0) + int(k)
    return sorted(counts, key=lambda code: (-counts[code], code))


def failed_trail_subject(plan: Plan, calls: Sequence[RecordedCall], found: dict[str, Finding]) -> str | None:
    """The one anomalous service whose lines carry the most frequent error code of the window's failed records
    (``Plan.failed_trail``): what the failing records point at; None when no service or several do."""
    for code in failed_codes(plan, calls)[:1]:
        owners = [svc for svc, f in sorted(found.items()) if f.anomalous
                  and any(str(getattr(r, "error_code", "") or "") == code for _, r in f.buckets)]
        return code_owner(plan, owners, found, [code])
    return None


def code_trail_subject(plan: Plan, calls: Sequence[RecordedCall]) -> str | None:
    """"App 一直报 <code>，root cause 在哪": a cause asked of an error code with no service named (none the words
    resolve) — the service logging the code (the code's lines searched over the window: ``code_stats``) is the
    subject whose chain is walked; the one logger, or the one whose dependencies reach every other (``code_owner``).
    Only a cause asked in words (``Plan.cause_worded``): "# of <code> errs since 10am?" read as a cause by default is
    a count of the code's lines, never a walk whose inference heads the answer."""
    if "cause" not in plan.aspects or not plan.cause_worded or not plan.error_codes or (
            plan.services or plan.unknown_services or plan.suspects or plan.alerts or plan.order_ids):
        return None
    coded = [c for c in calls if c.invocation.tool_name == "query_logs" and not c.invocation.arguments.get("service")
             and c.invocation.arguments.get("error_code") in plan.error_codes]
    refs = [r for c in coded for r in refs_of(c, "code_stats[")]
    loggers = sorted({str(getattr(r, "service", "") or "") for r in refs} - {""})
    owner = code_owner(plan, loggers) if loggers else None
    return owner or _shared_callee(plan, loggers, " ".join(r.text.lower() for r in refs))


def _shared_callee(plan: Plan, owners: Sequence[str], said: str) -> str | None:
    """"<code> 今天刷屏了好几回，到底谁的锅" logged by two callers on separate chains whose lines of the code both name
    the one dependency they share ("call to X failed"): the trouble is that dependency's, whose chain is walked;
    None when not exactly one such dependency (or fewer than two owners)."""
    if len(owners) < 2:
        return None
    shared = [d for d in plan.dependency_graph.get(owners[0], [])
              if all(d in plan.dependency_graph.get(o, []) for o in owners) and names_token(d.lower(), said)]
    return shared[0] if len(shared) == 1 else None


def names_token(name: str, text: str) -> bool:
    """Whether ``text`` holds ``name`` as a whole token (not inside a longer name: "pay" is not in "pay-gw"); as
    cased as both are given."""
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text) is not None


def _relayed_owner(owners: Sequence[str], found: dict[str, Finding], codes: Collection[str]) -> str | None:
    """The one of ``owners`` (loggers of ``code`` on separate chains) that every other one's lines of the code name
    ("order … failed: <STATUS> (call to <shipper> failed)" logged by an app the graph does not link to the
    shipper): the code's own service, whose chain the failing records follow; None when not exactly one."""
    def texts(svc: str) -> str:
        return " ".join(r.text.lower() for _, r in found[svc].buckets
                        if str(getattr(r, "error_code", "") or "") in codes)

    named = [o for o in owners if all(names_token(o.lower(), texts(other)) for other in owners if other != o)
             and not any(names_token(other.lower(), texts(o)) for other in owners if other != o)]
    return named[0] if len(owners) > 1 and len(named) == 1 else None


def code_owner(plan: Plan, owners: Sequence[str], found: dict[str, Finding] | None = None,
               codes: Collection[str] = ()) -> str | None:
    """The one service of ``owners`` (the anomalous services logging a failed record's code): the only one, or the
    one whose dependency chain reaches every other (a caller relaying its callee's code: "moorapp → slipbook", both
    logging the booking service's code, is the app's chain); apart (two chains), the one the others' lines of the
    code name (``_relayed_owner``, with ``found`` and the ``codes``); else None."""
    if len(owners) == 1:
        return owners[0]
    tops = [s for s in owners if all(_reachable(plan, [s], o) for o in owners)]
    if len(tops) == 1:
        return tops[0]
    if found is None or not codes or tops:
        return None
    said = " ".join(r.text.lower() for o in owners for _, r in found[o].buckets
                    if str(getattr(r, "error_code", "") or "") in codes)
    return _relayed_owner(owners, found, codes) or _shared_callee(plan, owners, said)


def _dependency_calls(plan: Plan, found: dict[str, Finding], queried: set[str], trail: Sequence[str] = ()
                      ) -> list[tuple[str, dict[str, Any]]]:
    """Dependencies of every anomalous service reached so far (from the question's services, or the service the
    failed records point at), not yet queried."""
    scan = _scan(plan)
    if not ({"cause", "yes_no", "onset", "health"} & set(plan.aspects) or scan or _howto_of_failing(plan)) \
            or plan.narrow_scope:
        return []
    out: list[tuple[str, dict[str, Any]]] = []
    roots = [*plan.services, *plan.suspects, *trail]
    frontier = [s for s in queried if s in found and found[s].anomalous and (scan or _reachable(plan, roots, s))]
    frontier += quiet_victims(plan, found)
    for svc in sorted(frontier):
        #: the dependencies its anomalous records name first (a service with many dependencies: the one its errors
        #: point at is never cut off)
        named = " ".join(r.text.lower() for _, r in found[svc].buckets)
        #: …or a service further down one of them ("call to slipcharge failed" logged by a gateway that calls the
        #: booking service calling slipcharge: the booking service is followed first)
        for dep in sorted(plan.dependency_graph.get(svc, []),
                          key=lambda d: (d.lower() not in named, not _names_below(plan, d, named)))[:4]:
            if dep in queried:
                continue
            queried.add(dep)
            out.append(("query_logs", {"service": dep, "min_level": "WARN", "compare_previous": True,
                                       **_window(plan)}))
            if not scan:  # an overview already has every alert
                out.append(("query_metrics", {"service": dep, "include_series": False, **_window(plan)}))
    return out


def quiet_victims(plan: Plan, found: dict[str, Finding]) -> list[str]:
    """"dispatch console can't get plows assigned, root cause?" of a console that logs nothing wrong: a cause asked
    of services that were all queried and show no anomaly of their own (nor a resolved alert) — the users' trouble
    comes from below, so their direct dependencies are looked at as an anomalous subject's are. Not for a suspect
    asked, nor a cause read by default (a metric, a record, a bare follow-up: ``Plan.cause_worded``), nor a subject the
    data does not hold."""
    named = [s for s in plan.services if s in found and found[s].known]
    if ("cause" not in plan.aspects or not plan.cause_worded or plan.suspects or not named
            or len(named) != len(plan.services)):
        return []
    if any(found[s].anomalous or found[s].resolved for s in named):
        return []
    return [s for s in named if plan.dependency_graph.get(s)]


def quiet_trail_open(plan: Plan, found: dict[str, Finding]) -> bool:
    """"customers' card payments keep failing at the tills, what broke?" (``Plan.quiet_trail``): the services the
    words named are quiet victims whose direct dependencies were all queried and show nothing wrong either — the
    users' failing records lead elsewhere, so the window's failed records pick the service (as with no subject)."""
    victims = quiet_victims(plan, found) if plan.quiet_trail else []
    deps = {d for v in victims for d in plan.dependency_graph.get(v, [])}
    return bool(victims) and all(d in found and not (found[d].anomalous or found[d].resolved) for d in deps)


def _names_below(plan: Plan, dep: str, text: str) -> bool:
    """Whether ``text`` names a service ``dep`` depends on (transitively)."""
    seen: set[str] = set()
    todo = list(plan.dependency_graph.get(dep, []))
    while todo:
        svc = todo.pop()
        if svc not in seen:
            seen.add(svc)
            if names_token(svc.lower(), text):
                return True
            todo += plan.dependency_graph.get(svc, [])
    return False


def _reachable(plan: Plan, roots: Sequence[str], target: str) -> bool:
    seen: set[str] = set()
    todo = list(roots)
    while todo:
        svc = todo.pop()
        if svc == target:
            return True
        if svc not in seen:
            seen.add(svc)
            todo += plan.dependency_graph.get(svc, [])
    return False


def follow_up_calls(plan: Plan, calls: Sequence[RecordedCall]) -> list[tuple[str, dict[str, Any]]]:
    """Follow-ups driven by what the evidence showed (bounded; never a completed call)."""
    if plan.uncounted:  # a count of something the data does not hold: nothing to follow
        return []
    found = findings(calls, data_start=plan.data_start)
    queried = {str(c.invocation.arguments.get("service")) for c in calls if c.invocation.arguments.get("service")}
    out = _overview_calls(plan, found, queried)
    if quiet_trail_open(plan, found) and not any(
            c.invocation.tool_name == "query_order" and not c.invocation.arguments.get("status") for c in calls):
        #: the services named and their dependencies are clean: the window's failed records by error code
        out.append(("query_order", {**_window(plan), "limit": 5}))
    elif plan.quiet_trail and (codes := failed_codes(plan, calls)[:1]):
        #: …then the lines of their most frequent code, whoever logged them (the services the words did not name),
        #: then those services' own lines (the failed records' trail is walked from them)
        coded = [c for c in calls if c.invocation.tool_name == "query_logs" and not c.invocation.arguments.get(
            "service") and c.invocation.arguments.get("error_code") in codes]
        if not coded:
            out.append(("query_logs", {"error_code": codes[0], **_window(plan)}))
        loggers = {str(getattr(r, "service", "") or "") for c in coded for r in refs_of(c, "code_stats[")}
        for svc in sorted(loggers - queried - {""})[:2]:
            queried.add(svc)
            out += [("query_logs", {"service": svc, "min_level": "WARN", "compare_previous": True, **_window(plan)}),
                    ("query_metrics", {"service": svc, **_window(plan)})]
    trail = failed_trail_subject(plan, calls, found) or code_trail_subject(plan, calls)
    if trail and trail not in queried:
        #: the service whose lines carry the window's failed records' codes: its own lines, then its dependencies
        queried.add(trail)
        out += [("query_logs", {"service": trail, "min_level": "WARN", "compare_previous": True, **_window(plan)}),
                ("query_metrics", {"service": trail, **_window(plan)})]
    out += _dependency_calls(plan, found, queried, [trail] if trail else []) if not out or trail else []
    out += current_chain_calls(plan, found, queried)
    out += store_caller_calls(plan, found)
    out = (_episode_calls(plan, found) or _timed_side_calls(plan, found)) + _nth_side_calls(plan, found) \
        + _elsewhere_calls(plan, found) + _episode_chain_window_calls(plan, found) + out
    out += _episode_code_calls(plan, calls)
    out += _nth_run_calls(plan)
    out += _wave_run_calls(plan, calls)
    out += _clock_run_calls(plan, calls)
    out += _trouble_side_calls(plan, calls)
    out += store_pair_caller_calls(plan, calls)
    out += _this_episode_code_calls(plan, calls, found)
    if ("record" in plan.aspects and not (plan.order_ids or plan.user_ids) and not plan.error_codes
            and not plan.episode_records_nth):  # (one episode's records: the status asked, over its span only)
        codes = [str(getattr(r, "error_code", "")) for s in plan.services if s in found
                 for _, r in found[s].buckets if getattr(r, "error_code", None)]
        for code in list(dict.fromkeys(codes))[:2]:
            out.append(("query_order", {"error_code": code, **_window(plan), "limit": 10}))
    out += _earlier_record_count_calls(plan, calls)
    out += _episode_around_record_calls(plan, found)
    out += _this_episode_record_calls(plan, found)
    out += _nth_episode_record_calls(plan, found, calls)
    out += _episode_past_end_calls(plan, found, calls)
    out += status_burst_calls(plan, calls) or status_trouble_calls(plan, calls)
    if plan.failed_statuses and not (plan.order_ids or plan.user_ids or plan.statuses or plan.error_codes):
        #: "what statuses do the failed orders end up in?": the records over the window said (all the data up to now
        #: when none is), their failed ones counted by status
        out.append(("query_order", {"start": plan.window_start if plan.window_explicit else plan.data_start,
                                    "end": plan.window_end, "limit": 5}))
    out += _episode_lines_around_calls(plan, found)
    out += _end_past_window_calls(plan, found)
    out += _onset_before_window_calls(plan, found)
    out += _episode_run_on_calls(plan, found, calls)
    if (span := shared_episode_span(plan, calls)) is not None:
        #: the two subjects' lines over the episode both shared, each counted
        out += [("query_logs", {"service": svc, "level": "ERROR", "start": span[0], "end": span[1], "limit": 1})
                for svc in plan.services[:2]]
    out += _event_records_calls(plan, calls)
    out += _since_action_count_calls(plan, calls)
    out += _same_code_calls(plan, found)
    out += _record_trail_calls(plan, calls, found, queried)
    out += _episode_nearby_calls(plan, found)
    out += _origin_change_calls(plan, found, calls)
    if {"cause", "how_to"} & set(plan.aspects) and not plan.narrow_scope:
        out += _runbook_calls(calls, observed_entities(calls))
    if _howto_of_failing(plan) and not any(t == "query_logs" and "service" in a for t, a in out):
        out += _origin_runbook_calls(plan, found, calls)
    out = [*_deploy_span_calls(plan, calls), *out]  # a deploy's own span: the side (or the count) asked
    done = {call_signature(c.invocation.tool_name, c.invocation.arguments) for c in calls}
    unique = {call_signature(t, a): (t, a) for t, a in out}
    return [v for k, v in unique.items() if k not in done][:_MAX_FOLLOW]


def _episode_calls(plan: Plan, found: dict[str, Finding]) -> list[tuple[str, dict[str, Any]]]:
    """"这次跟第一次比，哪次报错多", "第一次…几点恢复的": when the subject's own alerts show separate episodes (one
    resolved, another hours later), its lines over each episode's own span (from 30 minutes before its first
    alert to 30 minutes after its last, never past the midpoint to the next): a window's lines of one code are
    one record from first to last, so the episodes' lines are only told apart by querying them apart."""
    #: "and since when?" of the trouble going on now: the current episode's lines apart from an earlier one's
    #: (or "这次…多久了": the span of the episode going on now)
    current = plan.ongoing and bool({"onset", "duration"} & set(plan.aspects)) and not plan.episodes
    if not (plan.episodes or current) or not plan.services or (f := found.get(plan.services[0])) is None:
        return []
    alerts = [*f.firing, *f.resolved]
    if current and not f.firing and alerts:
        return []
    end = instant(plan.window_end)
    if not alerts:
        #: "第二次呢？持续了多久" of a store with no alerts of its own: its one caller's alerts tell its episodes
        #: apart (the caller's pool filling while the store is loaded) — fetched first when not yet read
        callers = [s for s, deps in plan.dependency_graph.items() if plan.services[0] in deps]
        if current and not f.anomalous:
            return []
        if len(callers) == 1 and (c := found.get(callers[0])) is not None and not (c.firing or c.resolved):
            #: the one caller read with no alerts of its own tells nothing apart ("the second lane outage" of a
            #: service below a quiet app): the alerting dependency down the subject's chain does
            callers = _alerting_dependency(plan, found) or callers
        if len(callers) != 1:
            #: "when did the app start erroring this time?" of an application with no alerts of its own and no
            #: one caller: the alerts of the dependency its errors come from (the nearest alerting one down its
            #: chain, already read) tell its episodes apart
            callers = _alerting_dependency(plan, found)
            if not callers and plan.count_nth and (unread := _unread_dependency(plan, found)):
                #: "第一次风暴 闸机一共报了多少错" of an app with no alerts and no caller, its chain not yet read: the
                #: dependency its errors name is read (its alerts may tell the episodes apart)
                return [("query_logs", {"service": unread, "min_level": "WARN", "compare_previous": True,
                                        **_window(plan), "limit": 20}),
                        ("query_metrics", {"service": unread, "state": "any", "include_series": False,
                                           **_window(plan)})]
            if not callers:
                return []
        if callers[0] not in found:
            return [("query_metrics", {"service": callers[0], "state": "any", "include_series": False,
                                       **_window(plan)})]
        if current and not found[callers[0]].firing:
            return []  # "X 这次…几点开始的" of a store with no alerts: its caller's trouble must be going on now
        alerts = [*found[callers[0]].firing, *found[callers[0]].resolved]
    #: "闸机第二次…": the same alert cleared and fired again after a quiet gap is a second episode
    joined = alert_episodes(_alert_spans(alerts, end))
    if len(joined) < 2 and plan.episodes_two:
        #: "早上这两波…哪波失败的单更多": two episodes counted by the user, of alerts close enough to join as one — the
        #: alerts apart after a quiet gap (``REFIRE_GAP``) are the two, when that makes exactly two
        apart = _quiet_gap_runs(_alert_spans(alerts, end))
        joined = apart if len(apart) == 2 else joined
    if len(joined) < 2:
        return []
    if current:
        return _current_episode_calls(plan, found, joined, end)
    out: list[tuple[str, dict[str, Any]]] = []
    #: "when did the second X outage kick off?" naming two services of one chain: each one's lines per episode, so
    #: the episode's onset is its chain's first record, not the first subject's own
    named = plan.services[:2] if "onset" in plan.aspects and len(plan.services) > 1 and all(
        s in found and found[s].anomalous for s in plan.services[:2]) else plan.services[:1]
    if ({"onset", "end", "duration"} & set(plan.aspects) and "comparison" not in plan.aspects) \
            or plan.episodes_spanned:
        #: "when did the second meter storm start?", "how long did the latest scanner storm last?": an episode of a
        #: trouble that comes up a dependency chain is timed by the chain's origin (the cache's first eviction
        #: WARN), so the subject's anomalous dependencies down its chain are queried per episode too — also when the
        #: episodes are set against each other by how long each lasted (a cache that stormed twice: its window's
        #: lines are one record over both storms, each storm's only queried apart)
        chain = _chain_below(plan, found, plan.services[0])
        named = list(dict.fromkeys([*named[:1], *chain, *named[1:]]))[:3]
    if (caller := counted_caller(plan, found)) is not None and caller not in named:
        #: "snarvix两次驱逐 预约服务各报了多少错": the caller's errors over each of the store's episodes
        named = [*named, caller]
    picked: Sequence[int] = range(min(len(joined), 3))
    longest = 0
    if plan.episode_longest:
        #: "哪次最久", "the longest outage": every episode (at most six) queried apart, the chain below the subject
        #: only over the longest alert episode (the render picks the longest by the records found)
        picked = range(min(len(joined), 6))
        longest = max(picked, key=lambda k: (joined[k][1] - joined[k][0], -k))
    nths = [len(joined) if n == LAST_EPISODE else n for n in plan.episode_nths]
    if nths and max(nths) <= len(joined):
        #: "第一次和第三次…哪次失败的会话多", "first storm vs the one now": the two episodes named, in time order
        #: ("the first one or the last one": the last of them, whatever their number)
        picked = sorted({n - 1 if n > 0 else len(joined) - 1 for n in nths})
    for k in picked:
        start, stop = _episode_span(joined, k, end)
        if plan.count_nth:
            #: "第一次缓存风暴期间预约服务报了多少错": the subject's lines of the level counted over that episode
            out.append(("query_logs", {"service": plan.services[0], "level": plan.log_level or "ERROR",
                                       "start": _iso(start), "end": _iso(stop), "limit": 1}))
        for service in named:
            if plan.episode_longest and k != longest and service != plan.services[0]:
                continue
            out.append(("query_logs", {"service": service, "min_level": "WARN", "compare_previous": True,
                                       "start": _iso(start), "end": _iso(stop), "limit": 20}))
        if "record" in plan.aspects and "comparison" in plan.aspects:
            #: "第一次和这次各有多少单失败": each episode's records over its own span (its failed ones counted)
            #: "哪次失败的配比任务更多": the one status the question names, when it names one
            status = {"status": plan.statuses[0]} if len(plan.statuses) == 1 else {}
            out.append(("query_order", {**status, "start": _iso(start), "end": _iso(stop), "limit": 5}))
    return out


def _nth_run_calls(plan: Plan) -> list[tuple[str, dict[str, Any]]]:
    """"how many errors did X log in the second incident?" (`Plan.count_nth`): the subject's runs of lines of the
    level counted over the window (parted by quiet gaps) — the nth run is the episode when no alerts tell the
    episodes apart (`nth_run_ref`)."""
    if not plan.count_nth or not plan.services:
        return []
    return [("query_logs", {"service": plan.services[0], "level": plan.log_level or "ERROR", "episodes": True,
                            **_window(plan), "limit": 1})]


def nth_run_ref(plan: Plan, calls: Sequence[RecordedCall]) -> tuple[RecordedCall, EvidenceRef] | None:
    """The subject's run of lines the episode order names (`_nth_run_calls`), when its runs are at least two and
    no alert episode of it was counted (`nth_episode_count_call`); else None."""
    if not plan.count_nth or any(nth_episode_count_call(plan, c) for c in calls):
        return None
    for c in calls:
        args = c.invocation.arguments
        if (c.invocation.tool_name == "query_logs" and c.invocation.success and args.get("episodes")
                and plan.services and args.get("service") == plan.services[0] and not args.get("error_code")):
            runs = refs_of(c, "episodes[")
            if len(runs) < 2:
                return None
            k = len(runs) - 1 if plan.count_nth == LAST_EPISODE else plan.count_nth - 1
            return (c, runs[k]) if 0 <= k < len(runs) else None
    return None


def nth_episode_count_call(plan: Plan, call: RecordedCall) -> bool:
    """Whether a log query is the subject's lines counted over the episode its order names (`Plan.count_nth`,
    `_episode_calls`)."""
    args = call.invocation.arguments
    return (bool(plan.count_nth) and bool(plan.services) and call.invocation.tool_name == "query_logs"
            and call.invocation.success and args.get("service") == plan.services[0] and bool(args.get("level"))
            and args.get("limit") == 1 and not args.get("error_code") and args.get("start") != plan.window_start)


def episode_record_spans(plan: Plan, calls: Sequence[RecordedCall]) -> set[tuple[Any, Any]]:
    """The spans the subject's lines were queried apart over, one per episode (`_episode_calls`); empty unless the
    question sets episodes against each other."""
    if not plan.episodes or not plan.services:
        return set()
    return {(c.invocation.arguments.get("start"), c.invocation.arguments.get("end")) for c in calls
            if c.invocation.tool_name == "query_logs" and c.invocation.arguments.get("compare_previous")
            and c.invocation.arguments.get("service") == plan.services[0]
            and c.invocation.arguments.get("start") != plan.window_start}


def episode_code_counts(plan: Plan, calls: Sequence[RecordedCall]) -> dict[tuple[Any, Any], dict[str, int]]:
    """Each episode's failed records by error code, from its records queried over its span with no filter
    (`_episode_calls`): {span: {code: count}}."""
    spans = episode_record_spans(plan, calls)
    out: dict[tuple[Any, Any], dict[str, int]] = {}
    for c in calls:
        args = c.invocation.arguments
        span = (args.get("start"), args.get("end"))
        if (c.invocation.tool_name != "query_order" or not c.invocation.success or span not in spans
                or any(args.get(k) for k in RECORD_FILTERS)):
            continue
        ref = ref_of(c, "error_code_counts")
        out[span] = {str(k): int(v) for k, v in dict(getattr(ref, "counts", None) or {}).items() if v}
    return out


def _episode_code_calls(plan: Plan, calls: Sequence[RecordedCall]) -> list[tuple[str, dict[str, Any]]]:
    """"两次锁等待各挂了多少单": an episode's failed records are those of the trouble it was — when an episode's span
    also holds failures of another trouble (two error codes), each episode's records of the code most of its failed
    ones carry are queried over its span (the status that episode failed), every episode alike."""
    if len(plan.statuses) == 1 or not {"record", "comparison"} <= set(plan.aspects):
        return []
    spans = episode_code_counts(plan, calls)
    if len(spans) < 2 or not any(len(codes) > 1 for codes in spans.values()):
        return []
    out: list[tuple[str, dict[str, Any]]] = []
    for (start, end), codes in sorted(spans.items(), key=lambda kv: str(kv[0][0])):
        if codes:
            code = max(codes, key=lambda k: (codes[k], k))
            out.append(("query_order", {"error_code": code, "start": start, "end": end, "limit": 5}))
    return out


def _code_lines_call(plan: Plan, calls: Sequence[RecordedCall]) -> RecordedCall | None:
    """The named code's lines over the query window, whoever logged them (`Plan.this_episode_code`)."""
    if not plan.this_episode_code or not plan.error_codes:
        return None
    return next((c for c in calls if c.invocation.tool_name == "query_logs" and c.invocation.success
                 and c.invocation.arguments.get("error_code") == plan.error_codes[0]
                 and not c.invocation.arguments.get("service")
                 and c.invocation.arguments.get("start") == plan.window_start), None)


def _this_episode_code_calls(plan: Plan, calls: Sequence[RecordedCall], found: dict[str, Finding]
                             ) -> list[tuple[str, dict[str, Any]]]:
    """"这次一共报了多少条 C？": the code's lines of the episode going on now — its one logger's alerts read, joined
    into episodes (a refiring after a quiet gap is another), and the code's lines from the middle of the quiet gap
    before the latest episode to the window's end queried apart: a window's lines of one code are one record
    spanning every episode."""
    wide = _code_lines_call(plan, calls)
    if wide is None:
        return []
    loggers = {str(getattr(r, "service", "") or "") for r in refs_of(wide, "code_stats[")} - {""}
    if len(loggers) != 1:
        return []
    svc = loggers.pop()
    if not any(c.invocation.tool_name == "query_metrics" and c.invocation.arguments.get("service") == svc
               for c in calls):
        return [("query_metrics", {"service": svc, "state": "any", "include_series": False, **_window(plan)})]
    f = found.get(svc)
    end = instant(plan.window_end)
    joined = alert_episodes(_alert_spans([*f.firing, *f.resolved], end)) if f is not None else []
    if len(joined) < 2 or not f or not f.firing:
        return []
    lo = joined[-1][0]
    start = max(lo - _EPISODE_GAP, joined[-2][1] + (lo - joined[-2][1]) / 2)
    return [("query_logs", {"error_code": plan.error_codes[0], "start": _iso(start), "end": plan.window_end,
                            "limit": 20})]


def this_episode_code_superseded(plan: Plan, call: RecordedCall, calls: Sequence[RecordedCall]) -> bool:
    """Whether a log query is the named code's over the query window when its lines of the episode going on now were
    queried too (`_this_episode_code_calls`): only those are stated."""
    if call is not _code_lines_call(plan, calls):
        return False
    return any(c.invocation.tool_name == "query_logs" and c.invocation.success
               and c.invocation.arguments.get("error_code") == plan.error_codes[0]
               and not c.invocation.arguments.get("service")
               and c.invocation.arguments.get("start") != plan.window_start for c in calls)


def _elsewhere_calls(plan: Plan, found: dict[str, Finding]) -> list[tuple[str, dict[str, Any]]]:
    """"那图像处理积压呢？" after "提案库昨天锁等待…持续了多久": a duration asked of a subject whose time is not its own
    (`Plan.elsewhere`) and whose lines and alerts show no trouble in the window carried — its episode is sought over
    the data (at most a day back) up to now: its lines and its alerts there."""
    if not plan.elsewhere or not plan.elsewhere_start:
        return []
    out: list[tuple[str, dict[str, Any]]] = []
    for svc in plan.elsewhere:
        f = found.get(svc)
        if f is None or f.anomalous or f.steady or f.firing or f.resolved:
            continue
        window = {"start": plan.elsewhere_start, "end": plan.elsewhere_end}
        out += [("query_logs", {"service": svc, "min_level": "WARN", **window, "limit": 20}),
                ("query_metrics", {"service": svc, "state": "any", "include_series": False, **window})]
    return out


def _quiet_gap_runs(spans: Sequence[tuple[datetime, datetime, str]]) -> list[tuple[datetime, datetime]]:
    """The alert spans joined while they overlap or follow within ``REFIRE_GAP``, whatever alert each is (every
    firing read as one alert refiring: ``alert_episodes`` splits at a quiet gap of ``REFIRE_GAP``); oldest first."""
    return alert_episodes([(lo, hi, "") for lo, hi, _ in spans])


def _alerting_dependency(plan: Plan, found: dict[str, Finding]) -> list[str]:
    """The dependency the subject's errors come from that has alerts of its own: down the chain, each hop a
    dependency (already read, anomalous) that the previous hop's anomalous lines name ("call to X failed"); [it],
    or [] when none."""
    hop, seen = plan.services[0], {plan.services[0]}
    while (f := found.get(hop)) is not None:
        lines = " ".join(ref.text.lower() for _, ref in f.buckets)
        named = [d for d in plan.dependency_graph.get(hop, []) if d not in seen and d.lower() in lines
                 and (g := found.get(d)) is not None and g.anomalous]
        if len(named) != 1:
            return []
        hop = named[0]
        seen.add(hop)
        if found[hop].firing or found[hop].resolved:
            return [hop]
    return []


def _unread_dependency(plan: Plan, found: dict[str, Finding]) -> str:
    """The first dependency down the subject's chain (each hop the one dependency the previous hop's anomalous lines
    name) not yet read, or "" (a hop naming none or several, or every hop read)."""
    hop, seen = plan.services[0], {plan.services[0]}
    while (f := found.get(hop)) is not None:
        lines = " ".join(ref.text.lower() for _, ref in f.buckets)
        named = [d for d in plan.dependency_graph.get(hop, []) if d not in seen and d.lower() in lines]
        if len(named) != 1:
            return ""
        hop = named[0]
        seen.add(hop)
    return hop if hop not in found else ""


#: alerts of one subject at most this far apart are one episode
_EPISODE_GAP = EPISODE_GAP


def _alert_spans(alerts: Sequence[tuple[RecordedCall, EvidenceRef]], end: datetime | None
                 ) -> list[tuple[datetime, datetime, str]]:
    """(start, end, alert name) of each alert read (``Finding.firing`` / ``resolved``): a firing alert runs to ``end``
    (the window's); one with no start, or still firing with no end known, is left out."""
    out = []
    for _, ref in alerts:
        since, until = instant(kv(ref, "since") or ""), instant(kv(ref, "until") or "")
        hi = until or end
        if since is not None and hi is not None:
            out.append((since, hi, str(getattr(ref, "alertname", "") or "")))
    return out


def _timed_side_calls(plan: Plan, found: dict[str, Finding]) -> list[tuple[str, dict[str, Any]]]:
    """"预约服务昨天傍晚跟今天早上那两波 哪波时间更长": one trouble's two episodes named each by its time
    (`Plan.episode_windows`) where no alerts tell them apart (the subject and those around it fired none): a
    window's lines of one code are one record from its first to its last time (both waves in one), so the
    subject's lines are queried over each side's own window apart — the narrower records are the episodes."""
    if not (plan.episodes_timed and len(plan.episode_windows) == 2 and plan.services):
        return []
    if (f := found.get(plan.services[0])) is None or not f.anomalous:
        return []
    return [("query_logs", {"service": plan.services[0], "min_level": "WARN", "compare_previous": True,
                            "start": start, "end": end, "limit": 20}) for start, end in plan.episode_windows]


def _episode_span(joined: Sequence[tuple[datetime, datetime]], k: int, end: datetime | None
                  ) -> tuple[datetime, datetime]:
    """The span of the ``k``-th of the alert episodes ``joined``: from 30 minutes before its first alert to 30 minutes
    after its last, never past the midpoint to the episode before or after, nor past ``end`` (the window's)."""
    lo, hi = joined[k]
    start, stop = lo - _EPISODE_GAP, hi + _EPISODE_GAP
    if k > 0:
        start = max(start, joined[k - 1][1] + (lo - joined[k - 1][1]) / 2)
    if k + 1 < len(joined):
        stop = min(stop, hi + (joined[k + 1][0] - hi) / 2)
    return start, (min(stop, end) if end is not None else stop)


def _nth_side_calls(plan: Plan, found: dict[str, Finding]) -> list[tuple[str, dict[str, Any]]]:
    """"A 发版 和 第二次连接池打满，哪个先开始的？": a which-first side naming its service's episode by its order (2 =
    the second): the side's lines over that episode's own span (its alerts joined into episodes, as ``_episode_calls``
    reads them) — a window's lines of one code are one record from the first episode's start, so the later
    episode's onset is only read from its lines queried apart."""
    out: list[tuple[str, dict[str, Any]]] = []
    end = instant(plan.window_end)
    for svc, nth in zip(plan.onset_order, plan.onset_nth, strict=False):
        if nth < 2 or (f := found.get(svc)) is None:
            continue
        joined = alert_episodes(_alert_spans([*f.firing, *f.resolved], end))
        nth = nth_of(nth, len(joined))  # "the latest X storm": the last of them
        if len(joined) < max(nth, 2):
            continue
        start, stop = _episode_span(joined, nth - 1, end)
        out.append(("query_logs", {"service": svc, "min_level": "WARN", "compare_previous": True,
                                   "start": _iso(start), "end": _iso(stop), "limit": 20}))
    return out


def _chain_below(plan: Plan, found: dict[str, Finding], subject: str) -> list[str]:
    """The subject's chain down to its origin, nearest first: each hop the one dependency whose name the previous
    hop's anomalous lines hold ("call to X failed", "cache miss on X"); a hop not read yet ends the chain."""
    hop, chain = subject, []
    while (f := found.get(hop)) is not None:
        lines = " ".join(ref.text.lower() for _, ref in f.buckets)
        named = [d for d in plan.dependency_graph.get(hop, []) if d not in chain and d != subject
                 and d.lower() in lines]
        if len(named) != 1:
            break
        hop = named[0]
        chain.append(hop)
    return chain


#: the most dependencies read for a duration choice of the subject's episodes
_SPANNED_DEPENDENCIES = 6


def _dependencies_down(plan: Plan, subject: str) -> list[str]:
    """The subject's dependencies, through theirs, nearest first (each once; the subject itself never)."""
    deps, todo = [], list(plan.dependency_graph.get(subject, []))
    while todo:
        dep = todo.pop(0)
        if dep not in deps and dep != subject:
            deps.append(dep)
            todo += plan.dependency_graph.get(dep, [])
    return deps


def _episode_chain_window_calls(plan: Plan, found: dict[str, Finding]) -> list[tuple[str, dict[str, Any]]]:
    """"订场服务今天出了两次事 … 哪次更久": the subject's episodes set against each other by how long each lasted
    (``Plan.episodes_spanned``) — its dependencies, through theirs, read over the window (WARN and up), so each
    episode is timed by its chain (a store's lock-wait warnings before its caller's errors) and its origin named."""
    if not (plan.episodes_spanned and plan.services):
        return []
    subject = plan.services[0]
    deps = _dependencies_down(plan, subject)
    return [("query_logs", {"service": d, "min_level": "WARN", "compare_previous": True, **_window(plan),
                            "limit": 20}) for d in deps[:_SPANNED_DEPENDENCIES] if d not in found]


def _current_episode_calls(plan: Plan, found: dict[str, Finding], joined: list[tuple[datetime, datetime]],
                           end: datetime | None) -> list[tuple[str, dict[str, Any]]]:
    """The episode going on now (the last of the subject's alert episodes) queried apart, for the subject and its
    anomalous dependencies: a day's window holds each code as one record spanning both episodes, so where the
    current one began shows only in lines queried from the quiet gap before it."""
    lo, _ = joined[-1]
    start = max(lo - _EPISODE_GAP, joined[-2][1] + (lo - joined[-2][1]) / 2)
    stop = end or joined[-1][1]
    subject = plan.services[0]
    deps = _dependencies_down(plan, subject)
    around = [subject, *(d for d in deps if d in found and found[d].anomalous)][:3]
    return [("query_logs", {"service": s, "min_level": "WARN", "compare_previous": True, "start": _iso(start),
                            "end": _iso(stop), "limit": 20}) for s in around]
#: how far past the edges of a part of the day the episode it names is looked for
_NEARBY = timedelta(hours=1)
#: the most services a symptom-named episode placed by a part of the day is looked for in past its edges
_NEARBY_SERVICES = 3


def _episode_nearby_calls(plan: Plan, found: dict[str, Finding]) -> list[tuple[str, dict[str, Any]]]:
    """"X 中午那次抖了几分钟": the onset, end or duration of an episode placed by a part of the day, when the one
    subject shows nothing at all in that window — its lines and alerts up to an hour past either edge (the episode
    began at 13:05, "noon" ends at 13:00); the window asked stays the one labelled."""
    #: "短信证书几点续上的" with no time named, of an episode a day and more ago: the subject quiet over the
    #: default window — its lines and alerts over all the data before it (the latest episode answers)
    unnamed = not plan.window_explicit and {"onset", "end"} & set(plan.aspects) and not plan.actions
    #: "中午那次连接池打满几点恢复的": a trouble named by its symptom alone stands for the few services it may be —
    #: each of them quiet over the window is looked at past its edges alike
    if ((not plan.window_explicit and not unnamed) or not plan.services
            or len(plan.services) > (1 if unnamed else _NEARBY_SERVICES) or not plan.window_start
            or plan.compare_start or not {"onset", "end", "duration"} & set(plan.aspects)):
        return []
    for svc in plan.services:
        f = found.get(svc)
        if f is None or f.anomalous or f.resolved or not f.known:
            return []
    start = instant(plan.window_start)
    end = instant(plan.window_end)
    if start is None or end is None:
        return []
    lo = min(start - _NEARBY, _small_hours_before(start, plan.timezone))
    data = instant(plan.data_start) if plan.data_start else None
    if unnamed:
        if data is None:
            return []
        lo = data
    if data is not None and lo < data:
        lo = data
    window = {"start": _iso(lo), "end": _iso(end + _NEARBY)}
    return [call for svc in plan.services
            for call in (("query_logs", {"service": svc, "min_level": "WARN", **window}),
                         ("query_metrics", {"service": svc, "include_series": False, **window}))]


_small_hours_before = small_hours_before


#: the minutes either side of a failed record's creation searched for what failed it
_TRAIL = timedelta(minutes=10)
#: the dependencies of a service on a record's trail queried when its lines name none (as many as a cause's
#: dependency hop queries: the store behind the third of three must not be cut off)
_TRAIL_DEPS = 4


def _record_trail_calls(plan: Plan, calls: Sequence[RecordedCall], found: dict[str, Finding],
                        queried: set[str]) -> list[tuple[str, dict[str, Any]]]:
    """"KOBU… 这个箱为啥进不了闸", "交易号 … 扣款咋失败了": a record asked by its id that carries an error code is
    followed to what failed it — the lines of that code around the record's creation, then the dependency those
    lines name (the service that logged them calling it), then that dependency's own dependencies — over the
    minutes around the record, never the question's default window."""
    #: a service named beside the record (its noun: "结算单 X … 为啥被拒") does not stop the trail when the cause is
    #: asked: the service's own calls cover the question's window, not the minutes around the record
    if (not plan.order_ids or (plan.services and "cause" not in plan.aspects) or plan.user_ids
            or plan.narrow_scope):
        return []
    shown = [(str(getattr(r, "error_code", "")), instant(str(getattr(r, "created_at", "") or "")))
             for c in calls if c.invocation.tool_name == "query_order" and c.invocation.success
             and c.invocation.arguments.get("order_id") in plan.order_ids for r in refs_of(c, "orders[")]
    trail = [(code, at) for code, at in shown if code and code not in ("-", "None") and at is not None][:1]
    if not trail:
        return []
    code, at = trail[0]
    window = {"start": _iso(at - _TRAIL), "end": _iso(at + _TRAIL)}
    coded = [c for c in calls if c.invocation.tool_name == "query_logs" and c.invocation.arguments.get("error_code")]
    if not coded:
        return [("query_logs", {"error_code": code, **window, "limit": 5})]
    out: list[tuple[str, dict[str, Any]]] = []
    #: the services whose lines of the code (or, one hop on, whose anomalies) were seen: the dependencies their
    #: lines name, else every dependency of theirs, each queried once
    seen = [(str(getattr(r, "service", "") or ""), r.text.lower()) for c in coded for r in refs_of(c, "code_stats[")]
    seen += [(svc, " ".join(r.text.lower() for _, r in f.buckets)) for svc, f in sorted(found.items())
             if svc in queried and f.anomalous]
    #: a service named beside the record ("JA-… 这个投递为啥没提交成功": the record's noun names it) was queried over
    #: the question's window only: it is queried over the record's minutes too (its records there start the chain)
    trailed = {str(c.invocation.arguments.get("service")) for c in calls
               if c.invocation.arguments.get("start") == window["start"] and c.invocation.arguments.get("service")}
    for svc, lines in seen:
        if svc and (svc not in queried or (svc in plan.services and svc not in trailed)):
            #: the service that logged the record's code, over the same minutes: the cause's chain starts from
            #: its own records (a service-less code search is no finding of a service)
            queried.add(svc)
            trailed.add(svc)
            out.append(("query_logs", {"service": svc, "min_level": "WARN", "compare_previous": True, **window}))
        deps = plan.dependency_graph.get(svc, [])
        named = [d for d in deps if d.lower() in lines]
        for dep in (named or deps)[:_TRAIL_DEPS]:
            if dep in queried and (dep in trailed or svc not in trailed):
                continue  # one hop on from the record's own service: over the record's minutes too
            queried.add(dep)
            trailed.add(dep)
            out.append(("query_logs", {"service": dep, "min_level": "WARN", "compare_previous": True, **window}))
    return out


#: the change events searched of a dependency whose own trouble a cause runs to (``origin_change_call``)
_CHANGE_STEMS = action_stems("发布")


def origin_change_call(plan: Plan, args: dict[str, Any]) -> bool:
    """A search of another service's change events made by ``_origin_change_calls`` for a cause question (read by
    ``causes.cause_claims``, no claim of its own)."""
    return (args.get("level") == "INFO" and args.get("keyword") in _CHANGE_STEMS and bool(args.get("service"))
            and args.get("service") not in [*plan.services[:1], *plan.suspects[:1]])


def true_onset(f: Finding) -> tuple[str, RecordedCall, EvidenceRef] | None:
    """The finding's earliest anomaly when it is where its trouble began: an alert's start, or lines absent from the
    previous window (earlier_count=0) — not lines the window's start cut (their trouble began earlier)."""
    onset = f.onset()
    if onset is None or not getattr(onset[2], "first_seen", None) or kv(onset[2], "earlier_count") == "0":
        return onset
    #: the earliest lines read first by a search with no comparison (the window's ERROR lines of every service): the
    #: service's own compared search of the same lines says whether they were new in the window
    return next(((onset[0], c, r) for c, r in f.buckets if kv(r, "first_seen") == onset[0]
                 and kv(r, "earlier_count") == "0" and kv(onset[2], "earlier_count") is None), None)


def _named_origins(plan: Plan, found: dict[str, Finding], subject: str) -> list[str]:
    """The anomalous dependencies the subject's anomalous records name, followed on from theirs, that name no
    further anomalous dependency: where the records lead (``causes._chain`` decides; this only picks whose change
    events to search)."""
    ends: list[str] = []
    todo, seen = [subject], {subject}
    while todo:
        cur = todo.pop(0)
        said = " ".join(r.text.lower() for _, r in found[cur].buckets) if cur in found else ""
        nxt = [d for d in sorted(plan.dependency_graph.get(cur, [])) if d not in seen and d in found
               and found[d].anomalous and _names_service(said, d)]
        if not nxt and cur != subject:
            ends.append(cur)
        seen.update(nxt)
        todo += nxt
    return ends


def _origin_change_calls(plan: Plan, found: dict[str, Finding], calls: Sequence[RecordedCall]
                         ) -> list[tuple[str, dict[str, Any]]]:
    """"为啥" of a subject whose records lead to a dependency's trouble, or "is it the X deploy?" of an X whose trouble
    began before the span its change events were searched over: that service's change events from ``CHANGE_LEAD``
    before its own first anomaly (an alert's start, or lines new in the window) up to it — its own deploy may lie
    hours before the window asked."""
    #: with no service named, the failed records' (or the code's) logger is the subject walked ("buyers say their bids
    #: keep failing, what broke?")
    subject = plan.services[0] if plan.services else (
        failed_trail_subject(plan, calls, found) or code_trail_subject(plan, calls))
    if plan.change_suspect and plan.suspects:
        targets = plan.suspects[:1]
    elif "cause" in plan.aspects and subject and not plan.suspects and subject in found and found[subject].anomalous:
        targets = _named_origins(plan, found, subject)[:2]
    elif "cause" in plan.aspects and subject and not plan.suspects and subject in found:
        #: "drivers can't start charging since about quarter to one, what broke?": the app asked about logs nothing
        #: itself — where its anomalous dependencies' records lead (or those dependencies) is whose change to search
        starts = [d for d in sorted(plan.dependency_graph.get(subject, [])) if d in found and found[d].anomalous]
        targets = list(dict.fromkeys(o for d in starts for o in (_named_origins(plan, found, d) or [d])))[:2]
    else:
        return []
    out: list[tuple[str, dict[str, Any]]] = []
    for svc in targets:
        onset = true_onset(found[svc]) if svc in found else None
        at = instant(onset[0]) if onset else None
        if at is None:
            continue
        searched = [t for c in calls if c.invocation.tool_name == "query_logs"
                    and c.invocation.arguments.get("service") == svc and c.invocation.arguments.get("keyword")
                    and (t := instant(str(c.invocation.arguments.get("start", "")))) is not None]
        if searched and min(searched) <= at - CHANGE_LEAD:
            continue  # the search already reaches that far back
        w = {"start": _iso(at - CHANGE_LEAD), "end": _iso(at)}
        out += [("query_logs", {"service": svc, "level": "INFO", "keyword": stem, "limit": 3, **w})
                for stem in _CHANGE_STEMS]
    return out


def _iso(at: datetime) -> str:
    return at.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _earlier_record_count_calls(plan: Plan, calls: Sequence[RecordedCall]) -> list[tuple[str, dict[str, Any]]]:
    """A count about a record named earlier, over the window the question names (else all the data): "一共失败了几笔？"
    after "这笔怎么回事" counts the records in that record's status (``peer_count``; never the one record again);
    "how many of that member's bookings failed today?" after "what happened to booking X?" counts the records of
    the customer it belongs to (``owner_count``)."""
    out: list[tuple[str, dict[str, Any]]] = []
    window = (_window(plan) if plan.window_own or not plan.data_start
              else {"start": plan.data_start, "end": plan.window_end})
    for wanted, key, extra in ((plan.peer_count, "status", {"limit": 5}), (plan.owner_count, "user_id", {})):
        if not wanted:
            continue
        seen = [str(getattr(r, key, "")) for c in calls if c.invocation.tool_name == "query_order"
                and c.invocation.arguments.get("order_id") in plan.order_ids
                for r in refs_of(c, "orders[") if getattr(r, key, None)]
        out += [("query_order", {key: v, **window, **extra}) for v in list(dict.fromkeys(seen))[:1]]
    return out


def _episode_around_record_calls(plan: Plan, found: dict[str, Finding]) -> list[tuple[str, dict[str, Any]]]:
    """"失败了几单？" after "11点那会儿报名是不是失败了一些": a records count carried from an earlier question's
    window counts the records of the episode in it — from the window's start (or the first alert's, if earlier)
    to the last end of the alerts that fire in the window (the episode ran past the half hour around the clock) —
    not of all the data up to the window's end. Nothing when no alert fires in the window."""
    if (plan.window_own or not plan.at or not plan.data_start or not plan.window_start or not plan.window_end
            or not {"count", "record"} <= set(plan.aspects) or plan.order_ids or plan.user_ids
            or plan.compare_start or plan.episodes):
        return []
    lo, hi = instant(plan.window_start), instant(plan.window_end)
    if lo is None or hi is None:
        return []
    start, stop = lo, hi
    for f in found.values():
        for _, ref in [*f.firing, *f.resolved]:
            since, until = instant(kv(ref, "since") or ""), instant(kv(ref, "until") or "")
            if since is None or since >= hi or (until is not None and until <= lo):
                continue
            start, stop = min(start, since), max(stop, until or hi)
    if (start, stop) == (lo, hi):
        return []
    return [("query_order", {"start": _iso(start), "end": _iso(stop), "limit": 5})]


def _this_episode_record_calls(plan: Plan, found: dict[str, Finding]) -> list[tuple[str, dict[str, Any]]]:
    """"and how many orders failed this time?" after "what's up with X?": the failed records of the episode going
    on now — from the start of the alerts that fire in the recent window (when earlier than the window's start: the
    episode began before the last hour) up to the window's end; nothing when none began earlier (the window's own
    records are that episode's)."""
    if not plan.this_episode_records or not plan.window_own or plan.order_ids or plan.user_ids:
        return []
    lo, hi = instant(plan.window_start), instant(plan.window_end)
    if lo is None or hi is None:
        return []
    subject = plan.services[0] if plan.services else ""
    around = list(found)
    if (own := found.get(subject)) is not None:
        #: a subject with no alerts of its own: those of the dependencies its window's lines name ("call to Y
        #: failed") place the episode too — read first when not yet read
        lines = " ".join(ref.text.lower() for _, ref in own.buckets)
        named = [d for d in plan.dependency_graph.get(subject, []) if d.lower() in lines]
        if unread := [d for d in named if d not in found]:
            return [("query_metrics", {"service": d, "state": "any", "include_series": False, **_window(plan)})
                    for d in unread[:2]]
        around = [subject, *named]
    start = lo
    for f in (found[s] for s in around if s in found):
        for _, ref in [*f.firing, *f.resolved]:
            since, until = instant(kv(ref, "since") or ""), instant(kv(ref, "until") or "")
            if since is None or since >= hi or (until is not None and until <= lo):
                continue
            start = min(start, since)
    return [] if start == lo else [("query_order", {"start": _iso(start), "end": _iso(hi), "limit": 5})]


def _nth_episode_record_calls(plan: Plan, found: dict[str, Finding],
                              calls: Sequence[RecordedCall]) -> list[tuple[str, dict[str, Any]]]:
    """"how many bed holds failed in the first storm?", "and in the second one?": the records of the status asked
    over the span of the subject's episode named by its order (its alerts joined into episodes: from 30 minutes
    before its first alert to 30 minutes after its last, never past the midpoint to the next, nor past the window's
    end); nothing when the subject has fewer episodes than the order named."""
    nth = plan.episode_records_nth
    if nth and not plan.services:
        #: "how many ticket scans bounced during the second storm": no subject — the status's own runs (invTD)
        return status_run_calls(plan, calls)
    if not nth or not plan.services or not plan.statuses or not plan.data_start:
        return []
    subject = plan.services[0]
    if not any(c.invocation.tool_name == "query_metrics" and c.invocation.arguments.get("service") == subject
               and c.invocation.arguments.get("start") == plan.data_start for c in calls):
        #: the episodes are counted from the data's start (an earlier one may lie before the window)
        return [("query_metrics", {"service": subject, "state": "any", "include_series": False,
                                   "start": plan.data_start, "end": plan.window_end})]
    if (f := found.get(subject)) is None:
        return []
    end = instant(plan.window_end)
    #: (its firings joined as one alert's: any refiring after a quiet gap starts another episode)
    joined = _quiet_gap_runs(_alert_spans([*f.firing, *f.resolved], end))
    longest = nth == LONGEST_EPISODE
    if len(joined) < (2 if longest or nth < 0 else nth):
        return []
    #: "how many sessions failed in that one?" after "which one was the longest?": the longest of the episodes
    k = (max(range(len(joined)), key=lambda i: (joined[i][1] - joined[i][0], -i)) if longest
         else nth - 1 if nth > 0 else len(joined) - 1)
    lo_window = instant(plan.window_start)
    if nth < 0 and (end is None or lo_window is None or joined[k][1] < end or joined[k - 1][1] <= lo_window):
        return []  # the one going on now, when the window also holds the end of an earlier one (else the window's)
    start, stop = _episode_span(joined, k, end)
    return [("query_order", {"status": plan.statuses[0], "start": _iso(start), "end": _iso(stop), "limit": 5})]


def nth_episode_records(plan: Plan, args: dict[str, Any]) -> bool:
    """Whether a records query is `_nth_episode_record_calls`' (the status asked over one episode's own span)."""
    return (plan.episode_records_nth != 0 and bool(plan.statuses) and args.get("status") == plan.statuses[0]
            and not args.get("order_id") and not args.get("user_id") and not args.get("error_code")
            and not args.get("oldest_first")  # (the status's runs scanned: `status_episodes.status_run_calls`)
            and bool(args.get("start")) and (args.get("start"), args.get("end")) not in (
                (plan.data_start, plan.window_end), (plan.window_start, plan.window_end)))


def episode_lines_past_end(plan: Plan, args: dict[str, Any]) -> bool:
    """Whether a log query is `_episode_lines_around_calls`' (the subject's lines of one code from the window's start
    past its end)."""
    return (bool(plan.at) and not plan.window_own and bool(args.get("error_code")) and bool(args.get("service"))
            and args.get("start") == plan.window_start and str(args.get("end") or "") > plan.window_end)


def _episode_lines_around_calls(plan: Plan, found: dict[str, Finding]) -> list[tuple[str, dict[str, Any]]]:
    """"how many errors did it log?" after "what happened to X around 7 this morning?": a count of log lines carried
    from a window drawn around a clock, whose subject's lines of a code still ran at the window's end (the last
    within minutes of it), counts that code's lines from the window's start up to an hour past its end — the
    episode ran past the half hour around the clock (to 08:19, the window ends at 08:00)."""
    if (plan.window_own or not plan.at or not plan.window_start or not plan.window_end or plan.aspects != ["count"]
            or len(plan.services) != 1 or plan.order_ids or plan.user_ids or plan.compare_start or plan.episodes
            or plan.error_codes or (f := found.get(plan.services[0])) is None
            or (end := instant(plan.window_end)) is None):
        return []
    codes = [str(getattr(r, "error_code", "")) for _, r in f.buckets
             if getattr(r, "error_code", None) and getattr(r, "level", "ERROR") in ("ERROR", "FATAL")
             and (last := instant(kv(r, "last_seen") or "")) is not None and end - _RUNNING_AT_END <= last <= end]
    return [("query_logs", {"service": plan.services[0], "error_code": code, "start": plan.window_start,
                            "end": _iso(end + _NEARBY), "limit": 1}) for code in list(dict.fromkeys(codes))[:2]]


def episode_count_span(plan: Plan, start: str, end: str) -> bool:
    """Whether a records query over ``start``–``end`` counts the episode of a window carried from an earlier question
    (`_episode_around_record_calls`: wider than the window around its clock, narrower than all the data;
    `_episode_past_end_calls`: all the data up to the end of an episode that ran past the window's end)."""
    if plan.episode_records_nth:
        #: `_nth_episode_record_calls`: the status asked over one episode's own span
        return nth_episode_records(plan, {"status": plan.statuses[0] if plan.statuses else "", "start": start,
                                          "end": end})
    if plan.this_episode_records and plan.window_own:
        #: `_this_episode_record_calls`: from the episode's start, earlier than the recent window's, up to its end
        return bool(start) and start < plan.window_start and end == plan.window_end
    if (not (start and end and plan.window_start) or plan.window_own or plan.episodes or plan.compare_start
            or (start, end) == (plan.window_start, plan.window_end)):
        return False
    if not plan.at:
        return start == plan.data_start and end > plan.window_end
    return start <= plan.window_start and end >= plan.window_end and start > (plan.data_start or "")


def _part_end(at: datetime, timezone: str) -> bool:
    """Whether ``at`` is where a part of the day ends (06:00 after "overnight", 12:00 after "this morning"), not a
    clock the question named ("between 9 and 10:30": the records counted stay those up to 10:30)."""
    local = _local_time(at, timezone)
    return local is not None and local.minute == 0 and local.second == 0 and local.hour in PART_ENDS


def _local_time(at: datetime, timezone: str) -> datetime | None:
    """``at`` in the plan's zone; None when the zone is unknown."""
    try:
        return at.astimezone(ZoneInfo(timezone))
    except (ZoneInfoNotFoundError, ValueError):
        return None


#: how close to a window's end a subject's last line lies when its episode still ran there
_RUNNING_AT_END = timedelta(minutes=5)


def _episode_past_end_calls(plan: Plan, found: dict[str, Finding], calls: Sequence[RecordedCall]
                            ) -> list[tuple[str, dict[str, Any]]]:
    """"and how many bills were affected?" after "did X break overnight?": a records count carried from an earlier
    question's window (counted over all the data up to the window's end) whose subject's episode still ran at the
    window's end (its last line of a code within minutes of it) counts up to the episode's end: first the subject's
    lines of that code in the hour after the window, then the records up to their last one (the episode ran to
    06:12, "overnight" ends at 06:00). Nothing when the lines stopped before the end."""
    if (plan.window_own or plan.at or not plan.data_start or not plan.window_end
            or not {"count", "record"} <= set(plan.aspects) or plan.order_ids or plan.user_ids
            or plan.compare_start or plan.episodes):
        return []
    end = instant(plan.window_end)
    if end is None or not _part_end(end, plan.timezone):
        return []
    svc = plan.services[0] if plan.services else None
    if svc is not None and (f := found.get(svc)) is not None:
        buckets = [r for _, r in f.buckets]
    elif svc is None:
        #: "影响了多少单" after "小卖部下午为啥一直报错" (no subject resolved): the window's lines of the codes its
        #: failed records carry (every service's)
        buckets = _failed_codes_lines(plan, calls)
    else:
        return []
    after = [c for c in calls if c.invocation.tool_name == "query_logs"
             and c.invocation.arguments.get("service") == svc and c.invocation.arguments.get("error_code")
             and c.invocation.arguments.get("start") == plan.window_end]
    if not after:
        codes = [str(getattr(r, "error_code", "")) for r in buckets
                 if getattr(r, "error_code", None) and (last := instant(kv(r, "last_seen") or "")) is not None
                 and end - _RUNNING_AT_END <= last <= end]
        return [("query_logs", {**({"service": svc} if svc else {}), "error_code": code, "start": plan.window_end,
                                "end": _iso(end + _NEARBY), "limit": 1}) for code in codes[:1]]
    lasts = [last for c in after for r in refs_of(c, "code_stats[")
             if (last := instant(kv(r, "last_seen") or "")) is not None]
    if not lasts:
        return []
    stop = max(lasts) + timedelta(minutes=1)
    return [("query_order", {"start": plan.data_start, "end": _iso(stop), "limit": 5})]


#: the arguments that narrow a records query to some records
RECORD_FILTERS = ("order_id", "user_id", "status", "error_code")
#: the quiet between two records of one status that still belong to one burst of it
_BURST_GAP = EPISODE_GAP
#: how far past the window's end a status's burst is followed
_BURST_REACH = timedelta(hours=6)


#: how soon after a part's end a status's burst that none of the part's records began still counts as the part's
#: ("中午那会儿 X 的单子几笔": the burst began at 13:10, ten minutes after 中午 ended)
_BURST_JUST_AFTER = timedelta(minutes=15)


def _burst_key(plan: Plan, calls: Sequence[RecordedCall]) -> tuple[str, str] | None:
    """What a records burst is followed by: the plan's one status; with no status named, for a count of failed
    records ("中午泊位那波一共挂了多少单"), the one error code the window's failed records carry (their records over the
    window, unfiltered, name it); None otherwise."""
    if len(plan.statuses) == 1:
        return "status", plan.statuses[0]
    if plan.statuses or "record" not in plan.aspects or plan.error_codes:
        return None
    codes = {code for c in calls if c.invocation.tool_name == "query_order" and c.invocation.success
             and not any(c.invocation.arguments.get(k) for k in RECORD_FILTERS)
             and instant(str(c.invocation.arguments.get("start", ""))) == instant(plan.window_start)
             and instant(str(c.invocation.arguments.get("end", ""))) == instant(plan.window_end)
             and (ref := ref_of(c, "error_code_counts")) is not None
             for code in re.findall(r"([^\s,:]+):\s*\d+", ref.text)}
    return ("error_code", codes.pop()) if len(codes) == 1 else None


def _burst_window_call(plan: Plan, call: RecordedCall, key: tuple[str, str]) -> bool:
    """The records query of the burst's status (or code) over the plan's own window; with a code, the window's records
    unfiltered (they name it)."""
    args = call.invocation.arguments
    unkeyed = not any(args.get(k) for k in RECORD_FILTERS if k != "status")
    keyed = args.get("status") == key[1] if key[0] == "status" else not args.get("status")
    return (call.invocation.tool_name == "query_order" and call.invocation.success and keyed and unkeyed
            and instant(str(args.get("start", ""))) == instant(plan.window_start)
            and instant(str(args.get("end", ""))) == instant(plan.window_end))


def _burst_after_call(plan: Plan, call: RecordedCall, key: tuple[str, str]) -> bool:
    """The query of the burst's status (or code) just past the window's end (oldest first), its burst followed."""
    args = call.invocation.arguments
    return (call.invocation.tool_name == "query_order" and args.get(key[0]) == key[1]
            and bool(args.get("oldest_first")) and instant(str(args.get("start", ""))) == instant(plan.window_end))


def status_burst_calls(plan: Plan, calls: Sequence[RecordedCall]) -> list[tuple[str, dict[str, Any]]]:
    """"how many bookings ended up X overnight?", "and how many rides failed?" after "why did card payments fail last
    night?", "中午泊位那波一共挂了多少单": the records of one failing status (or, with none named, of the one error code
    the window's failed records carry) counted over a part of the day whose burst still ran at the part's end (its
    newest record within `_BURST_GAP` of it) count to the burst's end — the part names the trouble's time, the trouble
    is not cut at 06:00. A part none of whose records are the status's counts the burst that began just after its
    end (within `_BURST_JUST_AFTER`: "中午那会儿" said of 13:10). First the records just past the end (oldest first),
    then the status (code) from the window's start up to the last of them no quieter than `_BURST_GAP` from the one
    before."""
    if ("count" not in plan.aspects or "comparison" in plan.aspects or plan.order_ids
            or plan.user_ids or plan.episodes or plan.episode_records_nth or plan.compare_start or plan.at
            or not plan.window_start or not plan.window_end or plan.window_end_said):
        return []
    end = instant(plan.window_end)
    key = _burst_key(plan, calls)
    if key is None or end is None or not _part_end(end, plan.timezone):
        return []
    inside = [c for c in calls if _burst_window_call(plan, c, key)]
    #: a burst is of failures (records carrying an error code): a steady status ("how many loans got renewed
    #: yesterday?") runs on past any part's end and is counted in the window asked
    #: (the newest of the window's records that are the burst's: the first of a status's, the first carrying the code
    #: among the window's newest)
    newest = [at for c in inside for r in [r for r in refs_of(c, "orders[") if _of_burst(r, key)][:1]
              if (at := instant(str(getattr(r, "created_at", "") or ""))) is not None]
    none_inside = key[0] == "status" and bool(inside) and all(
        (ref := ref_of(c, "summary")) is not None and (getattr(ref, "counts", None) or {}).get("total") == 0
        for c in inside)
    if not none_inside and (not newest or end - max(newest) > _BURST_GAP):
        return []
    after = [c for c in calls if _burst_after_call(plan, c, key)]
    if not after:
        return [("query_order", {key[0]: key[1], "start": plan.window_end, "end": _iso(end + _BURST_REACH),
                                 "oldest_first": True, "limit": 200})]
    last, gap = (max(newest), _BURST_GAP) if newest else (end, _BURST_JUST_AFTER)
    for r in refs_of(after[0], "orders["):
        at = instant(str(getattr(r, "created_at", "") or ""))
        if at is None or at - last > gap or not getattr(r, "error_code", None):
            break
        last, gap = at, _BURST_GAP
    if last <= end:
        return []
    return [("query_order", {key[0]: key[1], "start": plan.window_start,
                             "end": _iso(last + timedelta(seconds=1)), "limit": 5})]


def failure_runs(records: Sequence[EvidenceRef]) -> list[list[datetime]]:
    """The runs of failed records (those carrying an error code), oldest first: split where two lie more than
    ``_BURST_GAP`` apart — each run is one trouble's incident (`status_trouble_calls`, `_wave_run_calls`)."""
    ats = sorted(at for r in records if getattr(r, "error_code", None)
                 and (at := instant(str(getattr(r, "created_at", "") or ""))) is not None)
    runs: list[list[datetime]] = []
    for at in ats:
        if runs and at - runs[-1][-1] <= _BURST_GAP:
            runs[-1].append(at)
        else:
            runs.append([at])
    return runs


def _window_codes(plan: Plan, calls: Sequence[RecordedCall], *, around: bool = False) -> list[str] | None:
    """The error codes of the window's failed records (its records queried unfiltered), most first; None when those
    were not queried. With ``around``, those of the episode its alerts drew around the window
    (`_episode_around_record_calls`) stand in for the window's when only they were queried."""
    spans = [(plan.window_start, plan.window_end)]
    if around:
        spans += [(str(c.invocation.arguments.get("start") or ""), str(c.invocation.arguments.get("end") or ""))
                  for c in calls if c.invocation.tool_name == "query_order"
                  and episode_count_span(plan, str(c.invocation.arguments.get("start") or ""),
                                         str(c.invocation.arguments.get("end") or ""))]
    for c in sorted(calls, key=lambda c: (c.invocation.arguments.get("start"), c.invocation.arguments.get("end"))
                    != spans[0]):
        args = c.invocation.arguments
        if (c.invocation.tool_name == "query_order" and c.invocation.success
                and not any(args.get(k) for k in RECORD_FILTERS)
                and (args.get("start"), args.get("end")) in spans):
            counts = dict(getattr(ref_of(c, "error_code_counts"), "counts", None) or {})
            return [str(k) for k, v in sorted(counts.items(), key=lambda kv: (-int(kv[1]), str(kv[0]))) if v]
    return None


def _wave_scan(plan: Plan, call: RecordedCall, code: str) -> bool:
    """The records query of one code over the window, oldest first (`_wave_run_calls`)."""
    args = call.invocation.arguments
    return (call.invocation.tool_name == "query_order" and call.invocation.success
            and args.get("error_code") == code and bool(args.get("oldest_first"))
            and (args.get("start"), args.get("end")) == (plan.window_start, plan.window_end))


def wave_run_spans(plan: Plan, calls: Sequence[RecordedCall]) -> list[tuple[str, str, str]]:
    """(code, start, end) of each wave of `_wave_run_calls`: the runs of the one failing code of the window whose
    records fall into exactly two runs (the most records among several such); [] when none."""
    if not plan.failed_waves or (codes := _window_codes(plan, calls)) is None:
        return []
    best: tuple[int, str, list[list[datetime]]] | None = None
    for code in codes[:3]:
        scans = [c for c in calls if _wave_scan(plan, c, code)]
        if not scans:
            continue
        summary = ref_of(scans[0], "summary")
        listed = refs_of(scans[0], "orders[")
        if summary is None or (getattr(summary, "counts", None) or {}).get("total", 0) > len(listed):
            continue  # (more records than one query lists)
        runs = failure_runs(listed)
        if len(runs) == 2 and (best is None or len(listed) > best[0]):
            best = (len(listed), code, runs)
    if best is None:
        return []
    return [(best[1], _iso(run[0]), _iso(run[-1] + timedelta(seconds=1))) for run in best[2]]


def _wave_run_calls(plan: Plan, calls: Sequence[RecordedCall]) -> list[tuple[str, dict[str, Any]]]:
    """"两波床位风暴 哪一波订床失败的更多？", "两波订道故障，哪一波失败的单更多？" where no alerts tell the two waves
    apart (`Plan.failed_waves`; the subject's episodes were not queried apart): each wave is a run of the failed
    records of the trouble — the window's failing codes' records (oldest first) are split where two lie more than
    ``_BURST_GAP`` apart, the code whose records make exactly two runs is the trouble, and each run's records are
    counted over its own span (the status that wave failed). First the window's records (their codes), then each
    code's records (at most three), then the two runs."""
    if not plan.failed_waves or not plan.window_start or not plan.window_end or len(
            episode_record_spans(plan, calls)) >= 2:
        return []
    codes = _window_codes(plan, calls)
    if codes is None:
        return [("query_order", {"start": plan.window_start, "end": plan.window_end, "limit": 5})]
    scans = [("query_order", {"error_code": code, "start": plan.window_start, "end": plan.window_end,
                              "oldest_first": True, "limit": 200})
             for code in codes[:3] if not any(_wave_scan(plan, c, code) for c in calls)]
    if scans:
        return scans
    return [("query_order", {"error_code": code, "start": start, "end": end, "limit": 5})
            for code, start, end in wave_run_spans(plan, calls)]


def _side_codes(plan: Plan, calls: Sequence[RecordedCall]) -> list[dict[str, int]] | None:
    """The error codes of each compared window's failed records (its records queried unfiltered), with their
    counts; None when one side's were not queried."""
    out: list[dict[str, int]] = []
    for span in ((plan.window_start, plan.window_end), (plan.compare_start, plan.compare_end)):
        got = [dict(getattr(ref_of(c, "error_code_counts"), "counts", None) or {}) for c in calls
               if c.invocation.tool_name == "query_order" and c.invocation.success
               and not any(c.invocation.arguments.get(k) for k in RECORD_FILTERS)
               and (c.invocation.arguments.get("start"), c.invocation.arguments.get("end")) == span]
        if not got:
            return None
        out.append(got[0])
    return out


def _side_scan_span(plan: Plan) -> tuple[str, str]:
    """All the data up to well past the later window's end (`_trouble_side_calls`: a run the window cut is
    counted whole — "中午网关那次" of 11:00–13:00 ran on to 13:14)."""
    end = instant(max(plan.window_end, plan.compare_end))
    return (plan.data_start or min(plan.window_start, plan.compare_start),
            _iso(end + _BURST_REACH) if end is not None else max(plan.window_end, plan.compare_end))


def _side_trouble_codes(plan: Plan, calls: Sequence[RecordedCall]) -> list[str]:
    """The code of each side's trouble (`_trouble_side_calls`): one trouble on two windows — the one code both
    windows' failed records share; two windows that overlap ("跟中午网关那次比" after "今天上午…"), which do not tell
    their incidents apart by time, or whose sides each say a failing thing of its own (`Plan.failed_things_sides`)
    — each window's most failing code, the two differing. [] otherwise."""
    if not plan.compare_start or "comparison" not in plan.aspects:
        return []
    if plan.failed_trouble_sides and len(plan.statuses) == 1:
        #: "more tee times bumped in the 6am storm or the 8am one?": the status asked is the trouble's records
        return [plan.statuses[0]] * 2
    if (codes := _side_codes(plan, calls)) is None:
        return []
    if plan.failed_trouble_sides:
        shared = set(codes[0]) & set(codes[1])
        return [next(iter(shared))] * 2 if len(shared) == 1 else []
    lo, hi = max(plan.window_start, plan.compare_start), min(plan.window_end, plan.compare_end)
    if (lo >= hi and not plan.failed_things_sides) or not all(codes):
        return []
    tops = [max(side, key=lambda code: (side[code], code)) for side in codes]
    return tops if tops[0] != tops[1] and all(list(side.values()).count(max(side.values())) == 1
                                              for side in codes) else []


def side_field(plan: Plan) -> str:
    """The records filter each side of `_trouble_side_calls` is read by: the status asked when the question names
    one (`_side_trouble_codes`), else the side's trouble's error code."""
    return "status" if plan.failed_trouble_sides and len(plan.statuses) == 1 else "error_code"


def _side_scan(call: RecordedCall, code: str, span: tuple[str, str], field: str = "error_code") -> bool:
    args = call.invocation.arguments
    return (call.invocation.tool_name == "query_order" and call.invocation.success
            and args.get(field) == code and bool(args.get("oldest_first"))
            and (args.get("start"), args.get("end")) == span)


def trouble_side_spans(plan: Plan, calls: Sequence[RecordedCall]) -> list[tuple[str, str, str]]:
    """(code, start, end) of each side of `_trouble_side_calls`: the runs of the side's trouble's code
    (`_side_trouble_codes`) that touch the side's window, over their own span; [] when none."""
    codes = _side_trouble_codes(plan, calls)
    span = _side_scan_span(plan)
    out: list[tuple[str, str, str]] = []
    for code, (start, end) in zip(codes, ((plan.window_start, plan.window_end),
                                          (plan.compare_start, plan.compare_end)), strict=False):
        scans = [c for c in calls if _side_scan(c, code, span, side_field(plan))]
        if not scans or (summary := ref_of(scans[0], "summary")) is None:
            return []
        listed = refs_of(scans[0], "orders[")
        if (getattr(summary, "counts", None) or {}).get("total", 0) > len(listed):
            return []
        a, b = instant(start), instant(end)
        touched = [run for run in failure_runs(listed)
                   if a is not None and b is not None and run[-1] >= a and run[0] <= b]
        if not touched:
            return []
        out.append((code, _iso(touched[0][0]), _iso(touched[-1][-1] + timedelta(seconds=1))))
    return out if len(out) == 2 and out[0] != out[1] else []


def _trouble_side_calls(plan: Plan, calls: Sequence[RecordedCall]) -> list[tuple[str, dict[str, Any]]]:
    """"failed appts in yesterday's lock wait vs this morning's one, which was worse?" (`Plan.failed_trouble_sides`):
    one trouble told by its kind on two windows — its failed records are those of the one error code both windows'
    failed records share, each side's the runs of it (`failure_runs`) touching its window, counted over their own
    span; the windows' other failures are other troubles'. First that code's records over all the data (oldest
    first), then each side's runs."""
    codes = _side_trouble_codes(plan, calls)
    lo, hi = _side_scan_span(plan)
    field = side_field(plan)
    return [*(("query_order", {field: code, "start": lo, "end": hi, "oldest_first": True, "limit": 200})
              for code in dict.fromkeys(codes)),
            *(("query_order", {field: code, "start": start, "end": end, "limit": 1})
              for code, start, end in trouble_side_spans(plan, calls))]


def _clock_scan(plan: Plan, call: RecordedCall, code: str) -> bool:
    """The records query of one code around a clock's window, oldest first (`_clock_run_calls`)."""
    args = call.invocation.arguments
    lo, hi = instant(plan.window_start), instant(plan.window_end)
    return (call.invocation.tool_name == "query_order" and call.invocation.success and lo is not None
            and hi is not None and args.get("error_code") == code and bool(args.get("oldest_first"))
            and (args.get("start"), args.get("end")) == (_iso(lo - _BURST_REACH), _iso(hi + _BURST_REACH)))


def clock_run_span(plan: Plan, calls: Sequence[RecordedCall]) -> tuple[str, str, str] | None:
    """(code, start, end) of the run `_clock_run_calls` counts: of the window's one failing code, the run nearest
    the clock among those touching the window, unless the one run touching it lies inside it; None otherwise."""
    codes = _window_codes(plan, calls, around=True) if plan.at and not plan.statuses else None
    at, lo, hi = instant(plan.at or ""), instant(plan.window_start), instant(plan.window_end)
    if not codes or len(codes) != 1 or at is None or lo is None or hi is None or not lo < at < hi:
        return None  # (a window from the clock on, "since 3" / "after 3pm", is bound by it: no run before counts)
    scans = [c for c in calls if _clock_scan(plan, c, codes[0])]
    if not scans or (summary := ref_of(scans[0], "summary")) is None:
        return None
    listed = refs_of(scans[0], "orders[")
    if (getattr(summary, "counts", None) or {}).get("total", 0) > len(listed):
        return None
    touched = [run for run in failure_runs(listed) if run[-1] >= lo and run[0] <= hi]
    if not touched or (len(touched) == 1 and lo <= touched[0][0] and touched[0][-1] <= hi):
        return None  # (a run inside the window: the window's own count is its)
    near = min(touched, key=lambda run: (max(run[0] - at, at - run[-1], timedelta(0)), run[0]))
    return codes[0], _iso(near[0]), _iso(near[-1] + timedelta(seconds=1))


def _clock_run_calls(plan: Plan, calls: Sequence[RecordedCall]) -> list[tuple[str, dict[str, Any]]]:
    """"and how many?" after "why were lane bookings failing around 7pm?": a count of failed records over a window
    drawn around a clock counts the trouble there — the run of the window's one failing code (its records split where
    two lie more than ``_BURST_GAP`` apart) nearest the clock, counted whole over its own span: the window may hold
    the ends of two runs (the tail of an earlier wave, the start of the next), or cut one run ("what broke X around
    noon" → "how many orders failed bc of it?": the run began before the half hour around noon). Nothing when the
    one run touched lies inside the window. First the code's records around the window (oldest first), then that
    run's."""
    if (not plan.at or plan.statuses or not {"count", "record"} <= set(plan.aspects) or plan.order_ids
            or plan.user_ids or plan.compare_start or plan.episodes or plan.error_codes
            or (codes := _window_codes(plan, calls, around=True)) is None or len(codes) != 1
            or (lo := instant(plan.window_start)) is None or (hi := instant(plan.window_end)) is None
            or (at := instant(plan.at)) is None or not lo < at < hi):
        return []  # (only a window drawn around the clock: "since 3" starts at it)
    if not any(_clock_scan(plan, c, codes[0]) for c in calls):
        return [("query_order", {"error_code": codes[0], "start": _iso(lo - _BURST_REACH),
                                 "end": _iso(hi + _BURST_REACH), "oldest_first": True, "limit": 200})]
    span = clock_run_span(plan, calls)
    return [("query_order", {"error_code": span[0], "start": span[1], "end": span[2], "limit": 5})] if span else []


def clock_run_superseded(plan: Plan, call: RecordedCall, calls: Sequence[RecordedCall]) -> bool:
    """Whether a records query is the window's (unfiltered, or of the code) or the code's around it when the run
    nearest the clock was counted (`_clock_run_calls`): only that run's count is stated."""
    span = clock_run_span(plan, calls) if plan.at else None
    args = call.invocation.arguments
    if span is None or call.invocation.tool_name != "query_order" or not clock_run_counted(plan, calls):
        return False
    if any(args.get(k) for k in RECORD_FILTERS if k != "error_code") or call in clock_run_counted(plan, calls):
        return False
    return (_clock_scan(plan, call, span[0])
            or ((args.get("start"), args.get("end")) == (plan.window_start, plan.window_end)
                and args.get("error_code") in (None, "", span[0]))
            or (not args.get("error_code") and (args.get("start"), args.get("end")) == (plan.data_start,
                                                                                        plan.window_end))
            #: (the records of the episode its alerts drew around the window: `_episode_around_record_calls`)
            or (not args.get("error_code") and episode_count_span(plan, str(args.get("start") or ""),
                                                                  str(args.get("end") or ""))))


def clock_run_counted(plan: Plan, calls: Sequence[RecordedCall]) -> list[RecordedCall]:
    """The records query of the run nearest a clock (`_clock_run_calls`), if any: its count is stated first."""
    span = clock_run_span(plan, calls) if plan.at else None
    return [c for c in calls if span is not None and c.invocation.tool_name == "query_order"
            and c.invocation.success and not c.invocation.arguments.get("oldest_first")
            and (c.invocation.arguments.get("error_code"), c.invocation.arguments.get("start"),
                 c.invocation.arguments.get("end")) == span]


def _trouble_scan(plan: Plan, call: RecordedCall, status: str) -> bool:
    """The records query of one status over all the data, oldest first (`status_trouble_calls`)."""
    args = call.invocation.arguments
    return (call.invocation.tool_name == "query_order" and call.invocation.success and args.get("status") == status
            and bool(args.get("oldest_first")) and args.get("start") == plan.data_start
            and not any(args.get(k) for k in RECORD_FILTERS if k != "status"))


def _trouble_span(plan: Plan, calls: Sequence[RecordedCall]) -> tuple[datetime, datetime] | None:
    """The span of the troubles of the plan's one failing status the window asked touches (its records, all the data
    over, split where two lie more than `_BURST_GAP` apart, each carrying an error code): those runs any of whose
    records lies in the window; None when those are all inside the window
    (its count is already theirs) or the status is no failing one."""
    start, end = instant(plan.window_start), instant(plan.window_end)
    scans = [c for c in calls if _trouble_scan(plan, c, plan.statuses[0])]
    if start is None or end is None or not scans:
        return None
    runs = failure_runs(refs_of(scans[0], "orders["))
    summary = ref_of(scans[0], "summary")
    if not runs or summary is None or (getattr(summary, "counts", None) or {}).get("total", 0) > sum(map(len, runs)):
        return None  # (no failing status, or more records than one query lists)
    touched = [run for run in runs if any(start <= at <= end for at in run)]
    if _local_midnight(start, plan.timezone) and not plan.window_small_hours:
        #: (not "凌晨有多少配件订单卡在 X": the small hours are a part of the night — the trouble across midnight is
        #: counted whole)
        #: "今天有多少笔 X", "how many ended up X today?": a day's start is a calendar bound — the trouble's records
        #: before midnight are the day before's (its end is no bound: "昨晚" ran on past 00:00)
        touched = [[at for at in run if at >= start] for run in touched]
    if not touched or all(start <= at <= end for run in touched for at in run):
        return None
    return touched[0][0], touched[-1][-1] + timedelta(seconds=1)


def _local_midnight(at: datetime, timezone: str) -> bool:
    """Whether ``at`` is a local midnight (where a day said begins)."""
    local = _local_time(at, timezone)
    return local is not None and (local.hour, local.minute, local.second) == (0, 0, 0)


def status_trouble_calls(plan: Plan, calls: Sequence[RecordedCall]) -> list[tuple[str, dict[str, Any]]]:
    """"昨晚有多少单是 SEAT_GONE", "how many orders got courier_declined since last night", "昨天下午锁表那
    半小时 DOCK_JAM 的单有几个": a count of one failing status is the count of the trouble it belongs to — its
    records over the runs of it the window asked touches, before the window's start and past its end too (the part
    of the day names the trouble's time, it does not cut it); a window holding none of its records keeps its 0
    ("早上 X 的单子几笔" of a burst at 13:10). First the status's records over all the data (oldest first), then the
    status over the span of those runs. Not when a burst was followed past a part's end already
    (`status_burst_calls`), nor for a window whose end was said as a bound."""
    if ("count" not in plan.aspects or "comparison" in plan.aspects or len(plan.statuses) != 1 or plan.order_ids
            or plan.user_ids or plan.episodes or plan.episode_records_nth or plan.compare_start or plan.at
            or plan.error_codes or not plan.data_start or not plan.window_start or not plan.window_end
            or plan.window_end_said or burst_counted(plan, calls)):
        return []
    start = instant(plan.window_start)
    if start is None or not _part_end(start, plan.timezone):
        return []  # a window from clocks ("between 2:40 and 3") counts its own records: only a part of the day's
    status = plan.statuses[0]
    if not any(_trouble_scan(plan, c, status) for c in calls):
        return [("query_order", {"status": status, "start": plan.data_start, "end": "now",
                                 "oldest_first": True, "limit": 200})]
    span = _trouble_span(plan, calls)
    if span is None:
        return []
    return [("query_order", {"status": status, "start": _iso(span[0]), "end": _iso(span[1]), "limit": 5})]


def trouble_counted(plan: Plan, calls: Sequence[RecordedCall]) -> list[RecordedCall]:
    """The records query of a status over its trouble's span (`status_trouble_calls`), if any: its count is the one
    stated first, the status's records over the window and over all the data are not stated."""
    if len(plan.statuses) != 1 or (span := _trouble_span(plan, calls)) is None:
        return []
    want = (_iso(span[0]), _iso(span[1]))
    return [c for c in calls if c.invocation.tool_name == "query_order" and c.invocation.success
            and c.invocation.arguments.get("status") == plan.statuses[0]
            and not c.invocation.arguments.get("oldest_first")
            and (c.invocation.arguments.get("start"), c.invocation.arguments.get("end")) == want]


def trouble_records(plan: Plan, call: RecordedCall, calls: Sequence[RecordedCall]) -> bool:
    """Whether a records query is the status's over the window or over all the data when its trouble's span was
    counted (`status_trouble_calls`): only that count is stated."""
    if len(plan.statuses) != 1 or not trouble_counted(plan, calls):
        return False
    args = call.invocation.arguments
    return (_trouble_scan(plan, call, plan.statuses[0])
            or (call.invocation.tool_name == "query_order" and args.get("status") == plan.statuses[0]
                and instant(str(args.get("start", ""))) == instant(plan.window_start)
                and instant(str(args.get("end", ""))) == instant(plan.window_end)))


def _of_burst(ref: EvidenceRef, key: tuple[str, str]) -> bool:
    """Whether a record is a failure of the burst (an error code set; the code, when the burst is followed by one)."""
    code = getattr(ref, "error_code", None)
    return bool(code) and (key[0] != "error_code" or code == key[1])


def burst_records(plan: Plan, call: RecordedCall, calls: Sequence[RecordedCall]) -> bool:
    """Whether a records query is the burst's status's (code's) over its window or just past it when its records up
    to the burst's end were queried too (`status_burst_calls`): only those are stated."""
    key = _burst_key(plan, calls)
    if key is None or not (_burst_window_call(plan, call, key) or _burst_after_call(plan, call, key)):
        return False
    return any(c is not call and _burst_extended(plan, c, key) for c in calls)


def _burst_extended(plan: Plan, call: RecordedCall, key: tuple[str, str]) -> bool:
    """Whether a records query is the burst's status (code) from the window's start up to the burst's end."""
    args = call.invocation.arguments
    return (call.invocation.tool_name == "query_order" and call.invocation.success and args.get(key[0]) == key[1]
            and not args.get("oldest_first")
            and instant(str(args.get("start", ""))) == instant(plan.window_start)
            and (stop := instant(str(args.get("end", "")))) is not None
            and (end := instant(plan.window_end)) is not None and stop > end)


def burst_counted(plan: Plan, calls: Sequence[RecordedCall]) -> list[RecordedCall]:
    """The records query of a burst followed past the window's end (`status_burst_calls`), if any: its count is the
    one stated first."""
    key = _burst_key(plan, calls)
    return [c for c in calls if _burst_extended(plan, c, key)] if key is not None else []


def _failed_codes_lines(plan: Plan, calls: Sequence[RecordedCall]) -> list[Any]:
    """The window's lines (every service's, by code) of the codes the failed records counted up to its end carry."""
    codes = {code for c in calls if c.invocation.tool_name == "query_order"
             and (c.invocation.arguments.get("start"), c.invocation.arguments.get("end")) == (plan.data_start,
                                                                                              plan.window_end)
             and (ref := ref_of(c, "error_code_counts")) is not None
             for code in re.findall(r"([^\s,:]+):\s*\d+", ref.text)}
    return [r for c in calls if c.invocation.tool_name == "query_logs" and not c.invocation.arguments.get("service")
            and not c.invocation.arguments.get("error_code") and c.invocation.arguments.get("end") == plan.window_end
            for r in refs_of(c, "code_stats[") if str(getattr(r, "error_code", "") or "") in codes]


def _end_past_window_calls(plan: Plan, found: dict[str, Finding]) -> list[tuple[str, dict[str, Any]]]:
    """"那它什么时候恢复的?" after "X 昨天下午为啥发不出去": an end asked of a window carried from the conversation
    (`Plan.past_end_to`) whose subject's lines of a code ran to the window's end (last within minutes of it): those
    lines are followed past the window's end (up to 12 hours, never past now), so the end stated is the episode's.
    With no service named (the earlier question's symptom is the referent), every service's lines that ran to the
    end are followed (at most three codes); the answer picks the ones about the symptom."""
    end = instant(plan.window_end)
    if not plan.past_end_to or end is None:
        return []
    out: list[tuple[str, dict[str, Any]]] = []
    for svc in plan.services[:1] or list(found):
        if (f := found.get(svc)) is None:
            continue
        codes = [str(getattr(r, "error_code", "")) for _, r in f.buckets
                 if getattr(r, "error_code", None) and (last := instant(kv(r, "last_seen") or "")) is not None
                 and end - _RUNNING_AT_END <= last <= end]
        out += [("query_logs", {"service": svc, "error_code": code, "start": plan.window_end,
                                "end": plan.past_end_to, "limit": 1}) for code in dict.fromkeys(codes)]
    return out[:3]


#: how long before the subject's alert that straddles the window's start its first lines are looked for
_ONSET_LEAD = timedelta(minutes=30)


def _onset_before_window_calls(plan: Plan, found: dict[str, Finding]) -> list[tuple[str, dict[str, Any]]]:
    """"when did it start?" after "why did the X queue back up this morning?": a subject's alert began before the
    window asked (this morning from 06:00) and ran into it, so its trouble was already going on at the window's
    start — that subject's lines from a while before the alert up to the window's start are read, so the onset
    stated is the episode's first record (never the window's edge nor the alert's own start only)."""
    start = instant(plan.window_start)
    if start is None or plan.aspects != ["onset"] or plan.compare_start or not plan.window_explicit:
        return []
    out: list[tuple[str, dict[str, Any]]] = []
    for svc in plan.services[:_NEARBY_SERVICES]:
        began: list[datetime] = []
        for _, ref in [*f.firing, *f.resolved] if (f := found.get(svc)) is not None else []:
            since, until = instant(kv(ref, "since") or ""), instant(kv(ref, "until") or "")
            if since is not None and since < start and (until is None or until > start):
                began.append(since)
        if not began:
            continue
        lo = min(began) - _ONSET_LEAD
        if (data := instant(plan.data_start)) is not None and lo < data:
            lo = data
        out.append(("query_logs", {"service": svc, "min_level": "WARN", "compare_previous": True, "start": _iso(lo),
                                   "end": plan.window_start, "limit": 20}))
    return out


#: how near two runs must come to be one episode both subjects shared
_SHARED_SLACK = timedelta(minutes=5)


def _runs(call: RecordedCall) -> list[tuple[datetime, datetime]]:
    out = []
    for ref in refs_of(call, "episodes["):
        first, last = instant(str(getattr(ref, "first_seen", "") or "")), instant(str(getattr(ref, "last_seen", "")
                                                                                         or ""))
        if first is not None and last is not None:
            out.append((first, last))
    return out


#: a change event that begins a deploy ("deployment started: rolling out …") and one that says it was rolled back (one
#: that ends it, "rollback completed" / "deployment completed", is `answer_base.ENDED_LINE`)
_DEPLOY_BEGAN = regex(r"\b(?:start(?:ed|ing)?|began|begin(?:s|ning)?|rolling out|initiated)\b", re.I)
_DEPLOY_UNDONE = regex(r"\b(?:rollback|rolled back|reverted|revert)\b|回滚", re.I)


def deploy_change_call(plan: Plan, args: dict[str, Any]) -> bool:
    """Whether a log query is one of the change-event searches for a deploy said as a time (`Plan.deploy_side`)."""
    return (bool(plan.deploy_side) and args.get("level") == "INFO" and not args.get("service")
            and args.get("keyword") in (action_stems("发布")[:1] + action_stems("回滚")[:1]))


def deploy_span(plan: Plan, calls: Sequence[RecordedCall]) -> tuple[str, str] | None:
    """"during last night's deploy", "发版那会儿" (`Plan.deploy_side`): the span of the deploy said — from a start event
    to the same service's first completion after it (its rollback's, or the rollout's own), the last second in. The
    subject's own deploy first, then one rolled back, the latest of those left; None when no deploy both began and
    ended among the change events found."""
    if not plan.deploy_side:
        return None
    events: dict[tuple[datetime, str], str] = {}
    for c in calls:
        if c.invocation.tool_name == "query_logs" and c.invocation.success and deploy_change_call(
                plan, c.invocation.arguments):
            for ref in refs_of(c, "logs["):
                at = instant(str(getattr(ref, "ts", "") or ""))
                if at is not None:
                    events[(at, str(getattr(ref, "service", "") or ""))] = ref.text
    ordered = sorted(events.items())
    spans: list[tuple[datetime, datetime, str, bool]] = []
    for (at, svc), line in ordered:
        if not _DEPLOY_BEGAN.search(line) or ENDED_LINE.search(line) or _DEPLOY_UNDONE.search(line):
            continue
        closing = next(((t, text) for (t, who), text in ordered
                        if who == svc and t > at and ENDED_LINE.search(text)), None)
        if closing is not None:
            spans.append((at, closing[0], svc, _DEPLOY_UNDONE.search(closing[1]) is not None))
    spans = [sp for sp in spans if sp[2] in plan.services] or spans
    spans = [sp for sp in spans if sp[3]] or spans
    if not spans:
        return None
    start, end, _, _ = spans[-1]
    return _iso(start), _iso(end + timedelta(seconds=1))


def _deploy_span_calls(plan: Plan, calls: Sequence[RecordedCall]) -> list[tuple[str, dict[str, Any]]]:
    """The subject's lines over a deploy's own span (`deploy_span`): its lines of the level compared, or — a count —
    of the code asked (else its ERROR lines)."""
    span = deploy_span(plan, calls)
    if span is None or not plan.services:
        return []
    svc, (start, end) = plan.services[0], span
    side = plan.compare_start if plan.deploy_side == "b" else plan.window_start
    level = next((str(c.invocation.arguments["level"]) for c in calls if c.invocation.tool_name == "query_logs"
                  and c.invocation.arguments.get("service") == svc and c.invocation.arguments.get("level")
                  and not c.invocation.arguments.get("error_code") and c.invocation.arguments.get("start") == side),
                 "ERROR")
    if plan.error_codes and not plan.compare_start:
        return [("query_logs", {"service": svc, "error_code": plan.error_codes[0], "start": start, "end": end,
                                "limit": 1})]
    return [("query_logs", {"service": svc, "level": level, "start": start, "end": end, "limit": 1})]


def deploy_span_call(plan: Plan, call: RecordedCall, calls: Sequence[RecordedCall]) -> bool:
    """Whether a log query is the subject's over a deploy's own span (`_deploy_span_calls`)."""
    span = deploy_span(plan, calls)
    args = call.invocation.arguments
    return (span is not None and call.invocation.tool_name == "query_logs" and bool(plan.services)
            and args.get("service") == plan.services[0] and (args.get("start"), args.get("end")) == span)


def shared_episode_span(plan: Plan, calls: Sequence[RecordedCall]) -> tuple[str, str] | None:
    """"during the redemption backlog who logged more errors, A or B" (`Plan.shared_trouble`): the span of the one
    episode both subjects' ERROR runs overlap in (from the earlier run's start to the later run's end, the last second
    in) — None unless exactly one run of each overlaps one of the other's."""
    if not plan.shared_trouble or len(plan.services) < 2:
        return None
    runs: dict[str, list[tuple[datetime, datetime]]] = {}
    for c in calls:
        args = c.invocation.arguments
        if c.invocation.tool_name == "query_logs" and args.get("episodes") and args.get("service") in plan.services:
            runs[str(args["service"])] = _runs(c)
    if len(runs) < 2:
        return None
    a, b = (runs[s] for s in plan.services[:2])
    pairs = [(x, y) for x in a for y in b if x[0] <= y[1] + _SHARED_SLACK and y[0] <= x[1] + _SHARED_SLACK]
    if len(pairs) != 1:
        return None
    (x, y), = pairs
    return _iso(min(x[0], y[0])), _iso(max(x[1], y[1]) + timedelta(seconds=1))


#: how long after a side's part of the day an episode may begin and still be the one that part names ("中午那次" of
#: an episode that began at 13:40, the day part 中午 ending at 13:00)
_PART_SLACK = timedelta(minutes=90)


def _episode_run_on_calls(plan: Plan, found: dict[str, Finding], calls: Sequence[RecordedCall]
                          ) -> list[tuple[str, dict[str, Any]]]:
    """"订单服务中午那次和傍晚那次连接池打满，哪次报错更多": each side names an episode (`Plan.episode_sides`) and its
    window (傍晚, 17:00–19:00) is where that episode began; when the subject's alert that began in a side's window
    resolved after its end (18:43–19:07), that side's count is queried again from the same start to the alert's end
    (never into the later window, never past now), so the episode is counted whole, not cut at the window's edge. A
    side whose window holds no episode's start is counted on to the end of the episode that began soonest after it
    (within `_PART_SLACK`): users name an episode by the part of the day it was nearest."""
    if not (plan.episode_sides and plan.compare_start and plan.window_start and plan.services):
        return []
    if (f := found.get(plan.services[0])) is None:
        return []
    sides = [(instant(plan.window_start), instant(plan.window_end)), (instant(plan.compare_start),
                                                                      instant(plan.compare_end))]
    ends = []
    for _, ref in f.resolved:
        since, until = instant(kv(ref, "since") or ""), instant(kv(ref, "until") or "")
        if since is not None and until is not None:
            ends.append((since, until))
    out: list[tuple[str, dict[str, Any]]] = []
    for k, (start, end) in enumerate(sides):
        other = sides[1 - k][0]
        if start is None or end is None:
            continue
        run_on = max((until for since, until in ends if start <= since < end < until), default=None)
        if run_on is None and not any(start <= since < end for since, _ in ends):
            #: "中午那次" of an episode that began at 13:40: a side whose day part holds no episode's start names the
            #: one that began soonest after it (within `_PART_SLACK`, before the other side's window)
            limit = end + _PART_SLACK if other is None or other <= start else min(end + _PART_SLACK, other)
            later = sorted((since, until) for since, until in ends if end <= since < limit)
            run_on = later[0][1] if later else None
            if run_on is None:  # the subject's alerts just after the side: its window's query could not see them
                out.append(("query_metrics", {"service": plan.services[0], "state": "any", "include_series": False,
                                              "start": _iso(end), "end": _iso(limit)}))
        if run_on is None:
            continue
        if other is not None and start < other:
            run_on = min(run_on, other)
        if run_on <= end:
            continue
        for c in calls:
            args = c.invocation.arguments
            if (c.invocation.tool_name == "query_logs" and args.get("level") and not args.get("error_code")
                    and args.get("service") == plan.services[0] and instant(str(args.get("start", ""))) == start
                    and instant(str(args.get("end", ""))) == end):
                out.append(("query_logs", {**args, "end": _iso(run_on)}))
            elif (c.invocation.tool_name == "query_order" and "record" in plan.aspects
                  and not any(args.get(k) for k in ("order_id", "user_id", "error_code"))
                  and instant(str(args.get("start", ""))) == start and instant(str(args.get("end", ""))) == end):
                #: "which wave failed more deposits, the 1pm one or the 2:40 one?": the side's records too, to the
                #: end of its episode (the 1pm wave's failures ran on to 13:35)
                out.append(("query_order", {**args, "end": _iso(run_on)}))
    return out


#: how long before an event's first line a failing code may begin and still be that event's (its lines are read
#: at a caller a minute earlier), and how long after
_EVENT_LEAD = timedelta(minutes=10)
_EVENT_LAG = timedelta(hours=1)
_LINE_AT = regex(r"^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})")


def _event_span(plan: Plan, calls: Sequence[RecordedCall]) -> dict[str, str]:
    """All the data the events of `Plan.events_compared` are searched over (the planned keyword queries' span)."""
    for c in calls:
        args = c.invocation.arguments
        if c.invocation.tool_name == "query_logs" and args.get("keyword") in plan.events_compared:
            return {"start": str(args.get("start")), "end": str(args.get("end"))}
    return {}


def _first_seen(call: RecordedCall) -> datetime | None:
    seen = [t for r in refs_of(call, "code_stats[") if (t := instant(kv(r, "first_seen") or "")) is not None]
    return min(seen) if seen else None


def event_codes(plan: Plan, calls: Sequence[RecordedCall]) -> list[tuple[str, str]]:
    """"证书过期那次跟昨天发版那次比": (event word, error code) per side — the failing records' code whose lines began
    nearest after the event's first line (10 minutes before it to an hour after); [] unless both sides resolve to
    two different codes."""
    span = _event_span(plan, calls)
    if not span:
        return []
    first_of: dict[str, datetime] = {}
    last_of: dict[str, datetime] = {}
    events: dict[str, list[datetime]] = {}
    for c in calls:
        args = c.invocation.arguments
        if c.invocation.tool_name != "query_logs" or not c.invocation.success or args.get("start") != span["start"]:
            continue
        if (t := _first_seen(c)) is None:
            continue
        if args.get("keyword") in plan.events_compared and not args.get("error_code"):
            #: the event's first line and its latest lines: "the noon bad deploy" of a service deployed three times
            #: a day is the deploy a failing code began with, not only the morning's clean one
            events[str(args["keyword"])] = [t, *(at for r in refs_of(c, "logs[")
                                                 if (m := _LINE_AT.match(str(getattr(r, "text", ""))))
                                                 and (at := instant(m.group(1) + "Z")) is not None)]
        elif args.get("error_code") and not args.get("keyword") and not args.get("service"):
            first_of[str(args["error_code"])] = t
            last = [at for r in refs_of(c, "code_stats[") if (at := instant(kv(r, "last_seen") or "")) is not None]
            if last:
                last_of[str(args["error_code"])] = max(last)
    out: list[tuple[str, str]] = []
    for word in plan.events_compared:
        if word == NOW_SIDE:
            #: the trouble going on now: the failing code whose lines run latest
            if not last_of:
                return []
            out.append((word, max(last_of, key=lambda code: (last_of[code], code))))
            continue
        near = sorted((abs(t - at), code) for code, t in first_of.items() for at in events.get(word, [])
                      if at - _EVENT_LEAD <= t <= at + _EVENT_LAG)
        if not near:
            return []
        out.append((word, near[0][1]))
    return out if len({code for _, code in out}) == len(out) else []


def _event_run_asked(plan: Plan, span: dict[str, str]) -> bool:
    """One incident named by its event and a time the question says itself ("昨天下午锁等待那次")."""
    return (len(plan.events_compared) == 1 and plan.window_explicit and bool(plan.window_start)
            and (plan.window_start, plan.window_end) != (span.get("start"), span.get("end")))


def _event_scan(call: RecordedCall, code: str, span: dict[str, str]) -> bool:
    """The records query of an event's code over all the data, oldest first (`event_run_span`)."""
    args = call.invocation.arguments
    return (call.invocation.tool_name == "query_order" and call.invocation.success
            and args.get("error_code") == code and bool(args.get("oldest_first"))
            and (args.get("start"), args.get("end")) == (span.get("start"), span.get("end")))


def event_run_span(plan: Plan, calls: Sequence[RecordedCall]) -> tuple[str, str, str] | None:
    """(code, start, end) of the incident one event said with a time of its own names ("昨天下午锁等待那次 有多少个预约
    失败了"): the runs of failed records (`failure_runs`) of the code that began with the event which touch the
    window said, over their own span — the event's code may fail again later (this morning's lock wait), which is
    another incident. None when every run touches the window (all the data's count is theirs), none does, or the
    records were not all listed."""
    span = _event_span(plan, calls) if plan.events_compared else {}
    pairs = event_codes(plan, calls) if span else []
    lo, hi = instant(plan.window_start), instant(plan.window_end)
    if not pairs or not _event_run_asked(plan, span) or lo is None or hi is None:
        return None
    code = pairs[0][1]
    scans = [c for c in calls if _event_scan(c, code, span)]
    if not scans or (summary := ref_of(scans[0], "summary")) is None:
        return None
    listed = refs_of(scans[0], "orders[")
    if (getattr(summary, "counts", None) or {}).get("total", 0) > len(listed):
        return None
    runs = failure_runs(listed)
    touched = [run for run in runs if run[-1] >= lo and run[0] <= hi]
    if not touched or len(touched) == len(runs):
        return None
    return code, _iso(touched[0][0]), _iso(touched[-1][-1] + timedelta(seconds=1))


def event_codes_span(plan: Plan, calls: Sequence[RecordedCall]) -> tuple[str, list[str], str, str] | None:
    """"锁等待那段时间挂了多少工单": one incident named by its event (counted, not compared) whose trouble made
    records of several kinds fail (a lock wait failing the bench's records, then the tickets') — (event word, the
    failing codes whose lines began within the event's own lines, the span from the first to the last of those
    codes' lines); None unless two or more codes began there."""
    span = _event_span(plan, calls)
    if not span or len(plan.events_compared) != 1 or "comparison" in plan.aspects:
        return None
    word = plan.events_compared[0]
    event: tuple[datetime, datetime] | None = None
    seen: dict[str, tuple[datetime, datetime]] = {}
    for c in calls:
        args = c.invocation.arguments
        if c.invocation.tool_name != "query_logs" or not c.invocation.success or args.get("start") != span["start"]:
            continue
        stats = [(f, t) for r in refs_of(c, "code_stats[") if (f := instant(kv(r, "first_seen") or "")) is not None
                 and (t := instant(kv(r, "last_seen") or "")) is not None]
        if not stats:
            continue
        first, last = min(f for f, _ in stats), max(t for _, t in stats)
        if args.get("keyword") == word and not args.get("error_code"):
            event = (first, last)
        elif args.get("error_code") and not args.get("keyword") and not args.get("service"):
            seen[str(args["error_code"])] = (first, last)
    if event is None:
        return None
    codes = {code: at for code, at in seen.items() if event[0] - _EVENT_LEAD <= at[0] <= event[1]}
    if len(codes) < 2:
        return None
    start = min(f for f, _ in codes.values())
    end = max(t for _, t in codes.values()) + timedelta(seconds=1)
    return word, sorted(codes, key=lambda k: codes[k][0]), start.strftime("%Y-%m-%dT%H:%M:%SZ"), \
        end.strftime("%Y-%m-%dT%H:%M:%SZ")


def _event_records_calls(plan: Plan, calls: Sequence[RecordedCall]) -> list[tuple[str, dict[str, Any]]]:
    """Two incidents named by their events compared on their failed records (`Plan.events_compared`): first the
    lines of each failing records' error code (over all the data: where each began), then each side's records of
    the code that began with its event (`event_codes`)."""
    span = _event_span(plan, calls) if plan.events_compared else {}
    if not span:
        return []
    if not _event_run_asked(plan, span) and (several := event_codes_span(plan, calls)):
        #: (an event said with a time of its own is its code's runs at that time: `event_run_span`, below)
        #: (the one incident's failed records of every kind it failed, over the span of their lines)
        return [("query_order", {"start": several[2], "end": several[3], "limit": 1})]
    if pairs := event_codes(plan, calls):
        out = [("query_order", {"error_code": code, **span, "limit": 1}) for _, code in pairs]
        if _event_run_asked(plan, span):
            #: "昨天下午锁等待那次": one event said with a time of its own — its code's runs of failed records
            #: (oldest first, all the data), then the runs touching the time said (`event_run_span`)
            code = pairs[0][1]
            if not any(_event_scan(c, code, span) for c in calls):
                out.append(("query_order", {"error_code": code, **span, "oldest_first": True, "limit": 200}))
            elif (run := event_run_span(plan, calls)) is not None:
                out.append(("query_order", {"error_code": run[0], "start": run[1], "end": run[2], "limit": 1}))
        return out
    codes: list[str] = []
    for c in calls:
        args = c.invocation.arguments
        if (c.invocation.tool_name == "query_order" and args.get("start") == span["start"]
                and not any(args.get(k) for k in ("order_id", "user_id", "status", "error_code"))
                and (ref := ref_of(c, "error_code_counts")) is not None):
            codes += re.findall(r"([^\s:,]+):\s*\d+", ref.text)
    return [("query_logs", {"error_code": code, **span, "limit": 1}) for code in list(dict.fromkeys(codes))[:4]]


def _since_action_count_calls(plan: Plan, calls: Sequence[RecordedCall]) -> list[tuple[str, dict[str, Any]]]:
    """"how many errors since the redeploy?": the subject's ERROR lines from the operation's latest change event
    to the window's end (the question's default window may begin after it, or long before it)."""
    #: "when did the wallet start erroring after the deploy": the onset asked from the operation is counted alike
    if not {"count", "onset"} & set(plan.aspects) or not plan.since_actions or len(plan.services) != 1:
        return []
    stems = {stem for label in plan.since_actions for stem in action_stems(label)}
    stamps = [m.group(1) for c in calls if c.invocation.tool_name == "query_logs"
              and c.invocation.arguments.get("keyword") in stems
              and c.invocation.arguments.get("service") == plan.services[0]
              for r in refs_of(c, "logs[") if (m := _LINE_AT.match(str(getattr(r, "text", ""))))]
    if not stamps:
        return []
    return [("query_logs", {"service": plan.services[0], "min_level": "ERROR", "start": max(stamps) + "Z",
                            "end": plan.window_end})]


def _same_code_calls(plan: Plan, found: dict[str, Finding]) -> list[tuple[str, dict[str, Any]]]:
    """"does anything else fail with that same code?": the ERROR lines of the subject's own codes (its anomalous
    ones first) in every service, over all the data, so another service's lines of that code are found whenever
    they were logged and however many other codes the world logs."""
    if not plan.same_code or len(plan.services) != 1 or plan.services[0] not in found:
        return []
    f = found[plan.services[0]]
    codes = [str(getattr(r, "error_code", "")) for _, r in [*f.buckets, *f.steady]
             if getattr(r, "error_code", None) and getattr(r, "level", "ERROR") in ("ERROR", "FATAL")]
    start = plan.data_start or plan.window_start
    return [("query_logs", {"error_code": code, "min_level": "ERROR", "start": start, "end": plan.window_end})
            for code in list(dict.fromkeys(codes))[:2]]


def _howto_of_failing(plan: Plan) -> bool:
    """"what should we do?" after "why are bills stuck?": a how-to of a subject taken from the conversation (the
    question names nothing of its own), whose trouble's origin the runbook is looked up for."""
    return "how_to" in plan.aspects and bool(plan.services) and plan.inherited_subject


#: a how-to's topic told as a change ("X started throwing errors right after 4.12.0 went out, yes?"): the
#: change's runbook answers, never a partner's the deepest service's lines also name (pinhall, heelwright; lead mend)
_CHANGE_TOPIC = regex(r"\d+\.\d+\.\d+|\b(?:deploy\w*|release[sd]?|rollout|rolled out|went out|version)\b|"
                      r"发版|发布|上线|版本", re.I)


def _origin_runbook_calls(plan: Plan, found: dict[str, Finding], calls: Sequence[RecordedCall]
                          ) -> list[tuple[str, dict[str, Any]]]:
    """The runbook of the deepest anomalous dependency reached from the subject (the chain's origin), when it is
    another service than the subject and no lookup named it yet."""
    depth: dict[str, int] = {}
    todo = [(s, 0) for s in plan.services if s in found and found[s].anomalous]
    #: "咋修" after "X 昨晚出什么事了" where X's lines name two dependencies (two troubles of the window: "call to A
    #: failed" most, "timeout waiting for B" fewer): the chain of the dependency its most lines name is the one fixed
    #: (two subjects sharing one dependency name it once: "上午约课和商店同时报错" both missed on one cache)
    direct = list(dict.fromkeys((dep, 1) for s, _ in todo for dep in sorted(plan.dependency_graph.get(s, []))
                                if dep in found and found[dep].anomalous and dep not in plan.services))
    lines = [r.text.lower() for s in plan.services if s in found for _, r in found[s].buckets]
    told = [d for d, _ in direct if any(_names_service(line, d) for line in lines)]
    if len(told) > 1:
        first = next(i for i, line in enumerate(lines) if any(_names_service(line, d) for d in told))
        top = [d for d in told if _names_service(lines[first], d)]
        depth.update({s: 0 for s, _ in todo})
        todo = [(top[0], 1)] if len(top) == 1 else []
        if not todo:
            depth = {}
    elif len(told) == 1 and len({d for d, _ in direct}) > 1:
        #: "下次再这样咋处理" after "上午约课和商店同时报错是啥原因": the subject's lines name one anomalous
        #: dependency (the cache it missed on); another one anomalous in the window (a roster's warnings blip) that no
        #: line of it names is another incident — the chain is the named one's
        depth.update({s: 0 for s, _ in todo})
        todo = [(told[0], 1)]
    while todo:
        svc, d = todo.pop(0)
        if svc in depth:
            continue
        depth[svc] = d
        todo += [(dep, d + 1) for dep in sorted(plan.dependency_graph.get(svc, []))
                 if dep in found and found[dep].anomalous]
    #: only a trouble that points at the chain: the subject's own anomalous lines name a service of it ("call to X
    #: failed"); a bad deploy's exceptions name none (an anomalous dependency then is another incident)
    said = " ".join(r.text.lower() for s in plan.services if s in found for _, r in found[s].buckets)
    chain = [d for d in depth if d not in plan.services]
    if not any(_names_service(said, d) for d in chain):
        return []
    deepest = max(depth.values(), default=0)
    origins = sorted(s for s, d in depth.items() if d == deepest and d > 0)
    if len(origins) == 1 and _CHANGE_TOPIC.search(plan.topic) is None:
        #: "下次再这样咋办" after "网关昨晚七点多报错什么原因": the deepest anomalous service's own lines name one of
        #: its dependencies that logs nothing wrong itself ("TLS handshake with <partner>:443 failed: certificate has
        #: expired") — the silent partner is the chain's end, its runbook (the certificate's) is the one to follow
        own = " ".join(r.text.lower() for _, r in found[origins[0]].buckets)
        #: (an outside partner only: a bad deploy's own lines name the internal callee it fails on, whose runbook
        #: is not the deploy's — heelwright's and pinhall's how-to follow-ups, lead mend)
        external = {dep for dep, kind in plan.dependency_kinds.get(origins[0], []) if kind == "external"}
        silent = [dep for dep in sorted(plan.dependency_graph.get(origins[0], []))
                  if dep in external and not (dep in found and found[dep].anomalous) and _names_service(own, dep)]
        if len(silent) == 1:
            origins = silent
    asked = " ".join(str(c.invocation.arguments.get("query", "")) for c in calls
                     if c.invocation.tool_name == "lookup_knowledge")
    if len(origins) != 1 or origins[0] in asked:
        return []
    return [("lookup_knowledge", {"query": f"{origins[0]}{_ORIGIN_STEPS}", "top_k": 3})]


_ORIGIN_STEPS = " 处置步骤（源头）"


def _names_service(line: str, name: str) -> bool:
    """Whether a (lower-cased) log line names the service ``name`` as a word ("call to X failed")."""
    return re.search(rf"(?<![\w.-]){re.escape(name.lower())}(?![\w-])", line) is not None


def origin_looked_up(calls: Sequence[RecordedCall]) -> list[str]:
    """The origins whose runbook ``_origin_runbook_calls`` looked up (the how-to's own subject is elsewhere)."""
    return [str(c.invocation.arguments.get("query", ""))[: -len(_ORIGIN_STEPS)] for c in calls
            if c.invocation.tool_name == "lookup_knowledge"
            and str(c.invocation.arguments.get("query", "")).endswith(_ORIGIN_STEPS)]


def _runbook_calls(calls: Sequence[RecordedCall], observed: list[str]) -> list[tuple[str, dict[str, Any]]]:
    """Look the runbook up for what the evidence showed, then open its steps section."""
    lookups = [c for c in calls if c.invocation.tool_name == "lookup_knowledge"]
    if not lookups and observed:
        return [("lookup_knowledge", {"query": " ".join(observed[:3]) + " 处置步骤", "top_k": 4})]
    if len(lookups) == 1:
        titles = [str(getattr(r, "heading_path", "")).split(">")[0].strip() for r in refs_of(lookups[0], "chunks[")]
        ranked = sorted(titles, key=lambda t: ("处置" not in t and "runbook" not in t.lower(), "手册" not in t))
        if ranked and ranked[0]:
            return [("lookup_knowledge", {"query": f"{ranked[0]} 处置步骤", "top_k": 2})]
    return []


#: Episodes of one service counted on another (invTB, stop 54).
#:
#: "snarvix两次驱逐 预约服务各报了多少错": the episodes are the first subject's (a cache that stormed twice, its own
#: lines WARN only), the errors asked are its caller's — the second subject, whose ERROR lines name the first. The
#: caller's lines are queried over each episode's span too, so each storm's errors are counted on the service asked.

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


def store_episode_spans(plan: Plan, found: dict[str, Finding], store: str
                        ) -> list[tuple[datetime, datetime]]:
    """The store's own troubles in the window: the spans of its WARN-and-above lines by code (first to last), joined
    when less than the episode gap apart, oldest first."""
    spans: list[tuple[datetime, datetime]] = []
    for _, ref in found[store].buckets if store in found else []:
        first = instant(str(kv(ref, "first_seen") or ""))
        last = instant(str(kv(ref, "last_seen") or kv(ref, "first_seen") or ""))
        if first is not None and last is not None and str(getattr(ref, "level", "")) in ("WARN", "ERROR", "FATAL"):
            spans.append((first, last))
    merged: list[tuple[datetime, datetime]] = []
    for lo, hi in sorted(spans):
        if merged and lo - merged[-1][1] <= _EPISODE_GAP:
            merged[-1] = (merged[-1][0], max(merged[-1][1], hi))
        else:
            merged.append((lo, hi))
    return merged


#: a store's callers fail a little after its own first line and stop a little after its last
_CALLER_LAG = timedelta(minutes=5)


def store_caller_calls(plan: Plan, found: dict[str, Finding]) -> list[tuple[str, dict[str, Any]]]:
    """"今天mysql的调用方报了多少错 pg那边的调用方呢": per store asked of its callers (``plan.store_callers``), the
    ERROR lines of the services above it counted together by the query over each of the store's own troubles (its first
    line to its last, give or take a few minutes) — what its trouble cost them, never their other troubles of the
    window (a partner's expired certificate failing the same caller later; invUA)."""
    out: list[tuple[str, dict[str, Any]]] = []
    for store, *callers in plan.store_callers:
        for lo, hi in store_episode_spans(plan, found, store)[:3]:
            out.append(("query_logs", {"service_list": ",".join(callers), "level": "ERROR", "limit": 1,
                                       "start": (lo - _CALLER_LAG).strftime("%Y-%m-%dT%H:%M:%SZ"),
                                       "end": (hi + _CALLER_LAG).strftime("%Y-%m-%dT%H:%M:%SZ")}))
    return out


#: a last line this close to the window's end: the trouble is still going
_STILL_GOING = timedelta(minutes=10)

_MATCHING = regex(r"window=\S+?: (\d+) matching records")


def _pair_counts(plan: Plan, calls: Sequence[RecordedCall], service: str) -> dict[str, int]:
    """A service's lines of one level counted over each of the two windows compared: {window start: count}."""

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


#: A failing status's records in one of its own episodes (invTD, stop 54).
#:
#: "how many ticket scans bounced during the second storm" names no service whose alerts would tell the storms apart:
#: the status's own failed records are (``investigate.failure_runs``: its records over all the data, oldest first,
#: split where two lie more than the burst gap apart) — each run is one storm, and the one the order names is counted
#: over its own span.

def status_run_calls(plan: Plan, calls: Sequence[RecordedCall]) -> list[tuple[str, dict[str, Any]]]:
    """The records of the one status asked over its run the episode order names (`Plan.episode_records_nth` with no
    subject service): first the status's records over all the data (oldest first), then the status over that run's
    span (from its first record to one second past its last); nothing when the status has fewer runs."""

    nth = plan.episode_records_nth
    if not nth or plan.services or len(plan.statuses) != 1 or not plan.data_start or nth < 0:
        return []
    status = plan.statuses[0]
    scans = [c for c in calls if _trouble_scan(plan, c, status)]
    if not scans:
        return [("query_order", {"status": status, "start": plan.data_start, "end": "now",
                                 "oldest_first": True, "limit": 200})]
    listed = refs_of(scans[0], "orders[")
    summary = ref_of(scans[0], "summary")
    runs = failure_runs(listed)
    if summary is None or (getattr(summary, "counts", None) or {}).get("total", 0) > len(listed):
        return []  # (more records than one query lists)
    if nth == LONGEST_EPISODE:
        if len(runs) < 2:
            return []
        run = max(runs, key=lambda r: (r[-1] - r[0], -runs.index(r)))
    elif nth == LAST_EPISODE:
        if len(runs) < 2:
            return []
        run = runs[-1]
    elif len(runs) < nth:
        return []
    else:
        run = runs[nth - 1]
    return [("query_order", {"status": status, "start": _iso(run[0]), "end": _iso(run[-1] + timedelta(seconds=1)),
                             "limit": 5})]
