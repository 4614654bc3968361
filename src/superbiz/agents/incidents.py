"""What is wrong now, as incidents: anomalies of all services grouped by dependency and onset.

A *signal* is one anomalous record: an anomalous log bucket (service, level, error code; first/last seen) or an
alert (firing, or fired and resolved in the window). Signals join one incident when

- they are of one service and one error code;
- an alert fired while a log bucket of its service was active (ERROR first; else its earliest ERROR bucket);
- a caller's bucket points at a dependency (``service_dependency``: it names the dependency or its kind, or
  shares an error code with it) and the dependency's signal overlaps it in time (from 30 minutes before).

An incident's origin is the earliest-starting service among its members that depend on no other member (the
dependency with the earliest anomaly); incidents are ordered most severe first (critical alerts firing, alerts
firing, ERROR lines, services touched), then by onset. Pure: reads recorded findings, names no world.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Protocol

from superbiz.agents import claims as text
from superbiz.agents.claims import field as kv
from superbiz.agents.investigate import Finding, RecordedCall, instant
from superbiz.agents.question import QUEUE_KINDS
from superbiz.contracts import EvidenceRef

__all__ = ["Incident", "Signal", "group_incidents", "incident_claims", "signals_of"]

_OPEN = "9999-12-31T23:59:59Z"
_SLACK = timedelta(minutes=10)
_LEAD = timedelta(minutes=30)
_GENERIC_KINDS = frozenset({"service", "http", "grpc", "internal", "external", ""})


@dataclass(frozen=True)
class Signal:
    """One anomalous record (a log bucket or an alert) with its time span."""

    service: str
    kind: str  # "log" | "alert"
    onset: str
    last: str
    code: str
    level: str
    firing: bool
    count: int
    sample: str
    call: RecordedCall
    ref: EvidenceRef


@dataclass
class Incident:
    origin: str
    services: list[str]
    onset: str
    signals: list[Signal] = field(default_factory=list)
    #: the dependency of the origin that every ERROR record of the origin names ("waited for a connection to <db>",
    #: "lock wait timeout on <db>") and that shows no anomaly of its own: where the trouble sits (``_named_below``)
    below: str = ""
    #: the one queue the origin consumes whose name its own records say ("consumer lag … on topic <queue>.<name>"):
    #: the overview says the queue beside the consumer, still the origin (``_read_queue``)
    queue: str = ""

    @property
    def firing(self) -> list[Signal]:
        return [s for s in self.signals if s.kind == "alert" and s.firing]

    def severity(self) -> tuple[int, int, int, int]:
        critical = sum(1 for s in self.firing if s.level == "critical")
        errors = sum(s.count for s in self.signals if s.kind == "log" and s.level in ("ERROR", "FATAL"))
        return critical, len(self.firing), errors, len(self.services)


def signals_of(found: Mapping[str, Finding]) -> list[Signal]:
    """The anomalous records of every service: anomalous log buckets, firing and resolved alerts."""
    out: list[Signal] = []
    for svc, f in found.items():
        compared = {(getattr(r, "level", ""), getattr(r, "error_code", "")) for _, r in f.buckets
                    if getattr(r, "earlier_count", None) is not None}
        for call, ref in f.buckets:
            key = (getattr(ref, "level", ""), getattr(ref, "error_code", ""))
            if key in compared and getattr(ref, "earlier_count", None) is None:
                continue  # the same bucket from an all-services query: the per-service one is kept
            first, last = kv(ref, "first_seen"), kv(ref, "last_seen")
            if first and last:
                out.append(Signal(svc, "log", first, last, str(getattr(ref, "error_code", "") or ""),
                                  str(getattr(ref, "level", "")), False, int(getattr(ref, "count", 0) or 0),
                                  (kv(ref, "sample") or "").lower(), call, ref))
        for call, ref in [*f.firing, *f.resolved]:
            since = kv(ref, "since")
            if not since or since == "unknown":
                continue
            firing = getattr(ref, "state", "") == "firing"
            until = kv(ref, "until") if not firing else None
            out.append(Signal(svc, "alert", since, until or _OPEN, str(getattr(ref, "alertname", "") or ""),
                              str(getattr(ref, "severity", "") or kv(ref, "severity") or ""), firing, 0, "",
                              call, ref))
    return out


def _t(stamp: str) -> datetime:
    return datetime.fromisoformat(stamp.replace("Z", "+00:00"))


def _overlaps(a: Signal, b: Signal, lead: timedelta) -> bool:
    return _t(b.onset) <= _t(a.last) + _SLACK and _t(b.last) >= _t(a.onset) - lead


class _Union:
    def __init__(self, n: int) -> None:
        self.parent = list(range(n))

    def find(self, i: int) -> int:
        while self.parent[i] != i:
            self.parent[i] = self.parent[self.parent[i]]
            i = self.parent[i]
        return i

    def join(self, a: int, b: int) -> None:
        self.parent[self.find(a)] = self.find(b)


def _points_at(s: Signal, dep: str, kind: str, dep_codes: set[str]) -> bool:
    words = [dep.lower()] + ([kind.lower()] if kind.lower() not in _GENERIC_KINDS else [])
    return (bool(s.code) and s.code in dep_codes) or any(w in s.sample for w in words)


def _attach_alerts(signals: Sequence[Signal], u: _Union) -> None:
    """Alerts, and log buckets without an error code, join the ERROR bucket of their service active then."""
    for i, a in enumerate(signals):
        if a.kind == "log" and a.code:
            continue
        logs = [(j, s) for j, s in enumerate(signals) if s.kind == "log" and s.service == a.service and j != i
                and (s.code or a.kind == "alert")]
        active = [(j, s) for j, s in logs
                  if _t(s.onset) <= _t(a.onset) + _SLACK and _t(s.last) >= _t(a.onset) - _SLACK]
        errors = [(j, s) for j, s in logs if s.level in ("ERROR", "FATAL")]
        fallback = errors if a.kind == "alert" else []
        pool = [x for x in active if x[1].level in ("ERROR", "FATAL")] or active or fallback
        if pool:
            j, _ = min(pool, key=lambda x: abs((_t(x[1].onset) - _t(a.onset)).total_seconds()))
            u.join(i, j)


def _link(signals: Sequence[Signal], u: _Union, kinds: Mapping[str, Sequence[tuple[str, str]]],
          graph: Mapping[str, Sequence[str]]) -> None:
    by_service: dict[str, list[int]] = {}
    for i, s in enumerate(signals):
        by_service.setdefault(s.service, []).append(i)
    for i, s in enumerate(signals):  # one service, one error code
        for j in by_service[s.service]:
            if j > i and s.code and signals[j].code == s.code and s.kind == signals[j].kind == "log":
                u.join(i, j)
    _attach_alerts(signals, u)
    for svc, members in by_service.items():
        deps = dict(kinds.get(svc, ()))
        for dep in graph.get(svc, ()):
            deps.setdefault(dep, "")
        for dep, kind in deps.items():
            theirs = by_service.get(dep, [])
            codes = {signals[j].code for j in theirs if signals[j].code}
            for i in members:
                if signals[i].kind == "log" and _points_at(signals[i], dep, kind, codes):
                    for j in _related(signals[i], [(j, signals[j]) for j in theirs]):
                        u.join(i, j)


def _join_lone_warnings(signals: Sequence[Signal], u: _Union) -> None:
    """A WARN bucket still alone joins the ERROR bucket of its service that started closest to it (within
    20 minutes): a consumer's lag warnings beside its deadline errors."""
    sizes: dict[int, int] = {}
    for i in range(len(signals)):
        sizes[u.find(i)] = sizes.get(u.find(i), 0) + 1
    for i, w in enumerate(signals):
        if w.kind != "log" or w.level != "WARN" or sizes[u.find(i)] > 1:
            continue
        errors = [(j, s) for j, s in enumerate(signals) if s.kind == "log" and s.service == w.service
                  and s.level in ("ERROR", "FATAL")]
        close = [(abs((_t(s.onset) - _t(w.onset)).total_seconds()), j) for j, s in errors]
        best = min(close, default=None)
        if best is not None and best[0] <= 20 * 60:
            u.join(i, best[1])


def _related(s: Signal, theirs: Sequence[tuple[int, Signal]]) -> list[int]:
    """The dependency's signals a caller's bucket is about: those sharing its code, else the one that started
    last before it (among those overlapping it in time)."""
    near = [(j, d) for j, d in theirs if _overlaps(s, d, _LEAD)]
    same = [j for j, d in near if s.code and d.code == s.code]
    if same:
        return same
    before = [(j, d) for j, d in near if _t(d.onset) <= _t(s.onset) + _SLACK]
    pick = max(before, key=lambda x: x[1].onset) if before else min(near, key=lambda x: x[1].onset, default=None)
    return [pick[0]] if pick else []


def _origin(members: Sequence[Signal], graph: Mapping[str, Sequence[str]]) -> str:
    services = {s.service for s in members}
    leaves = [s for s in members if not any(d in services for d in graph.get(s.service, ()))]
    return min(leaves or members, key=lambda s: s.onset).service


def _named_below(origin: str, members: Sequence[Signal], graph: Mapping[str, Sequence[str]],
                 kinds: Mapping[str, Sequence[tuple[str, str]]], steady: Collection[str]) -> str:
    """The one dependency of ``origin`` that each of its ERROR records in the incident names by name, when that
    dependency is no member of the incident (its pool or its locks are seen only from the caller's side: a database
    whose own lines stayed steady); "" otherwise. Never a queue the origin consumes: a backlog's records name their
    topic, and the consumer's slow processing is the trouble (``causes._slow_processing``). Only a dependency whose
    own warnings ran steady in the window (``steady``): one that left no record (a silent partner) is not shown as
    where the incident sits."""
    services = {s.service for s in members}
    queues = {d for d, kind in kinds.get(origin, ()) if kind.lower() in QUEUE_KINDS}
    deps = [d for d in graph.get(origin, ()) if d != origin and d not in services and d not in queues
            and d in steady]
    errors = [s for s in members if s.service == origin and s.kind == "log" and s.level in ("ERROR", "FATAL")]
    if not deps or not errors:
        return ""
    named: set[str] = set()
    for s in errors:
        said = {d for d in deps if re.search(rf"(?<![\w.-]){re.escape(d.lower())}(?![\w-])", s.sample)}
        if not said:
            return ""
        named |= said
    return named.pop() if len(named) == 1 else ""


def _read_queue(origin: str, members: Sequence[Signal], kinds: Mapping[str, Sequence[tuple[str, str]]]) -> str:
    """The one queue dependency of ``origin`` that a record of the origin names by name (its topic "<queue>.<name>"
    in a consumer-lag or processing line), "" otherwise: the Kafka node holds no record of its own, the consumer's
    lines and the dependency say which queue backs up (invTG, opened cratevale's invoice-mail backlog)."""
    queues = [d for d, kind in kinds.get(origin, ()) if kind.lower() in QUEUE_KINDS]
    said = {q for q in queues for s in members if s.service == origin and s.kind == "log"
            and re.search(rf"(?<![\w.-]){re.escape(q.lower())}(?![\w-])", s.sample.lower())}
    return said.pop() if len(said) == 1 else ""


def group_incidents(signals: Sequence[Signal], *, graph: Mapping[str, Sequence[str]],
                    kinds: Mapping[str, Sequence[tuple[str, str]]], steady: Collection[str] = ()) -> list[Incident]:
    """Signals grouped into incidents (see the module doc), most severe first. ``steady``: the services whose
    warnings ran steady in the window (no signal of their own; ``_named_below``)."""
    u = _Union(len(signals))
    _link(signals, u, kinds, graph)
    _join_lone_warnings(signals, u)
    groups: dict[int, list[Signal]] = {}
    for i, s in enumerate(signals):
        groups.setdefault(u.find(i), []).append(s)
    incidents = []
    for members in groups.values():
        origin = _origin(members, graph)
        order = sorted(members, key=lambda s: s.onset)
        services = [origin, *dict.fromkeys(s.service for s in order if s.service != origin)]
        incidents.append(Incident(origin=origin, services=services, onset=order[0].onset, signals=order,
                                  below=_named_below(origin, members, graph, kinds, steady),
                                  queue=_read_queue(origin, members, kinds)))
    return sorted(incidents, key=lambda inc: (tuple(-x for x in inc.severity()), inc.onset))


class _Builder(Protocol):
    """What the claim builder offers here (``offline_executor._Builder``)."""

    group: str

    def claim(self, claim_type: str, claim_text: str | None, call: RecordedCall, *refs: EvidenceRef,
              support: str = "direct", bound: Sequence[tuple[RecordedCall, EvidenceRef]] = ()) -> None: ...


def _link_claim(inc: Incident) -> tuple[str, Signal, list[Signal]] | None:
    """The inference that joins an incident's services: the origin's earliest anomaly did not start later than
    the earliest record of each other member (one record bound per member)."""
    origin = next((s for s in inc.signals if s.service == inc.origin), None)
    firsts: dict[str, Signal] = {}
    for s in inc.signals:
        if s.service != inc.origin and s.kind == "log":
            firsts.setdefault(s.service, s)
    if origin is not None and (inc.below or inc.queue) and not any(origin.onset > s.onset for s in firsts.values()):
        #: the origin's errors all name a dependency quiet in its own lines (a pool exhausted, lock waits on a
        #: database): that dependency is where the incident comes from, its caller the first service it reached;
        #: else a consumer's backlog: its records name the queue it reads (a queue keeps no lines of its own)
        named = next(s for s in inc.signals if s.service == inc.origin and s.kind == "log"
                     and (s.level in ("ERROR", "FATAL") if inc.below else inc.queue.lower() in s.sample.lower()))
        code = f"（错误码 {named.code}）" if named.code else ""
        members = "、".join([inc.origin, *firsts])
        others = "；".join(f"{s.service} 的相关异常首次出现于 {s.onset}" for s in firsts.values())
        later = f"，不晚于其他服务：{others}" if others else ""
        source = (f"可能源自依赖 {inc.below}——{inc.origin} 的 ERROR 日志{code}指向 {inc.below}" if inc.below else
                  f"积压在 {inc.origin} 消费的队列 {inc.queue}——{inc.origin} 的日志{code}指向它消费的队列 {inc.queue}")
        text = f"推断：{members} 的异常属于同一事件，{source}，{inc.origin} 的最早异常 {origin.onset}{later}"
        return text, origin, [*([named] if named is not origin else []), *firsts.values()]
    if origin is None or not firsts or any(origin.onset > s.onset for s in firsts.values()):
        return None
    gist = f"（告警 {origin.code}）" if origin.kind == "alert" else f"（错误码 {origin.code}）" if origin.code else ""
    members = "、".join([inc.origin, *firsts])
    others = "；".join(f"{s.service} 的相关异常首次出现于 {s.onset}" for s in firsts.values())
    text = (f"推断：{members} 的异常属于同一事件，可能源自依赖 {inc.origin}——{inc.origin} 的最早异常 "
            f"{origin.onset}{gist} 不晚于其他服务：{others}")
    return text, origin, list(firsts.values())


#: how long after an incident's last record an operation of one of its services still belongs to it (a rollback
#: logged once the errors stopped)
_UNDONE_AFTER = timedelta(minutes=30)


def _operation_of(inc: Incident, changes: Sequence[tuple[RecordedCall, EvidenceRef]]
                  ) -> tuple[RecordedCall, EvidenceRef] | None:
    """The first change event (a rollback line) of one of the incident's services logged from its onset up to a
    while after its last record, or None."""
    start = instant(inc.onset)
    lasts = [instant(s.last) for s in inc.signals if s.last and s.last != _OPEN]
    end = max((t for t in lasts if t is not None), default=None)
    if start is None or end is None:
        return None
    for call, ref in sorted(changes, key=lambda cr: cr[1].text):
        at = instant(ref.text.split(" ", 1)[0])
        if getattr(ref, "service", "") in inc.services and at is not None and start <= at <= end + _UNDONE_AFTER:
            return call, ref
    return None


def incident_claims(b: _Builder, incidents: Sequence[Incident], *, per_incident: int = 3,
                    room: int | None = None, changes: Sequence[tuple[RecordedCall, EvidenceRef]] = ()) -> None:
    """Per incident (most severe first): the inference joining its services, its firing alerts, its ERROR
    buckets (claim ids ``inc<k>-c<n>`` carry the grouping through verification to the answer).

    ``room``: the claims the answer still holds. A busy night (more incidents than ``per_incident`` claims each
    fit in it) gets fewer claims per incident, so that the last incident (a database's own resolved alert) is
    not left out of the overview. ``changes``: rollback lines of any service; the one of an incident's services
    during it (or shortly after) is stated with it ("the bad release was rolled back")."""
    if room is not None and incidents and per_incident * len(incidents) > room:
        per_incident = max(1, room // len(incidents))
    for k, inc in enumerate(incidents, start=1):
        b.group = f"inc{k}-"
        made = 0
        link = _link_claim(inc)
        if link is not None:
            text_, origin, others = link
            b.claim("root_cause", text_, origin.call, origin.ref, support="indirect",
                    bound=[(o.call, o.ref) for o in others])
            made += 1
        if (undone := _operation_of(inc, changes)) is not None:
            call, ref = undone
            b.claim("observation", f"{getattr(ref, 'service', '') or inc.origin} 的操作记录（回滚）：{ref.text}",
                    call, ref)
            made += 1
        alerts = sorted(inc.firing, key=lambda s: s.level != "critical") or [
            s for s in inc.signals if s.kind == "alert"][:1]
        errors = sorted((s for s in inc.signals if s.kind == "log"),
                        key=lambda s: (s.level not in ("ERROR", "FATAL"), s.service != inc.origin, s.onset))
        for s in [*alerts[:2], *errors]:
            if made >= per_incident:
                break
            claim = text.alert_claim(s.ref) if s.kind == "alert" else text.code_stat_claim(s.ref)
            b.claim("observation", claim, s.call, s.ref)
            made += 1
    b.group = ""
