"""Causes across services for the offline Executor: from the subject's records about the question's symptom,
along ``service_dependency`` to the dependency they point at (by name, kind or a shared error code), and on,
until nothing further is pointed at. The result is an inference (``root_cause``, support ``indirect``): the
evidence states no causal link, only that the origin's anomaly did not start later."""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from datetime import datetime, timedelta
from typing import Protocol

from superbiz.agents import claims as text
from superbiz.agents.chain_words import dependency_closure
from superbiz.agents.investigate import (
    Finding,
    RecordedCall,
    code_owner,
    code_trail_subject,
    instant,
    names_token,
    origin_change_call,
    quiet_trail_open,
    quiet_victims,
    refs_of,
    summary_total,
    true_onset,
)
from superbiz.agents.plan_calls import CHANGE_LEAD
from superbiz.agents.plan_model import Plan
from superbiz.agents.question import QUEUE_KINDS, compare_direction, fails_again
from superbiz.agents.question_ops import action_stems
from superbiz.agents.timeparse import MIDNIGHT_SPAN, around_midnight, names_clock
from superbiz.contracts import EvidenceRef
from superbiz.lazy_re import regex
from superbiz.render.answer_base import UNTOUCHED


class _Builder(Protocol):
    """What the claim builder offers here (``offline_executor._Builder``)."""

    plan: Plan
    question: str
    symptoms: list[str]
    missing: list[str]

    def claim(self, claim_type: str, claim_text: str | None, call: RecordedCall, *refs: EvidenceRef,
              support: str = "direct", bound: Sequence[tuple[RecordedCall, EvidenceRef]] = ()) -> None: ...

__all__ = ["cause_claims", "clean_rollout_backlog", "closure", "deeper_origin", "origin_elsewhere",
           "suspect_term_claims", "yes_no_claims"]

_GENERIC_KINDS = frozenset({"service", "http", "grpc", "internal", "external", ""})


def _points_at(ref: EvidenceRef, other: Finding, codes: set[str], kind: str) -> bool:
    words = [other.service.lower()] + ([kind.lower()] if kind.lower() not in _GENERIC_KINDS else [])
    sample = str(getattr(ref, "service", "")) and ref.text.lower()
    return str(getattr(ref, "error_code", "") or "") in codes or any(w in sample for w in words)


def _linked(records: Sequence[tuple[RecordedCall, EvidenceRef]], other: Finding, kind: str = ""
            ) -> list[tuple[RecordedCall, EvidenceRef]]:
    """The records that point at ``other``: they name it (or its kind), or share one of its error codes."""
    codes = {str(getattr(r, "error_code", "")) for _, r in other.buckets if getattr(r, "error_code", None)}
    return [(c, r) for c, r in records if _points_at(r, other, codes, kind)]


def _span(ref: EvidenceRef) -> tuple[str, str]:
    """A record's first..last seen (UTC ISO strings, comparable as text); a record without them spans everything."""
    first = str(getattr(ref, "first_seen", "") or "")
    return first, str(getattr(ref, "last_seen", "") or first or "~")


def _meet(a: EvidenceRef, b: EvidenceRef) -> bool:
    """The two records ran at the same time: their first..last seen spans meet."""
    return _span(a)[0] <= _span(b)[1] and _span(b)[0] <= _span(a)[1]


def _earliest(records: Sequence[tuple[RecordedCall, EvidenceRef]]) -> tuple[str, RecordedCall, EvidenceRef] | None:
    dated = [(str(getattr(r, "first_seen", "")), c, r) for c, r in records if getattr(r, "first_seen", None)]
    return min(dated, key=lambda x: x[0]) if dated else None


def _symptoms(b: _Builder, f: Finding) -> list[tuple[RecordedCall, EvidenceRef]]:
    """The subject's anomalous records of the error code the question names, else about the question's symptom;
    else its earliest ERROR, else all."""
    #: "X 一直报 <code> 是咋回事": the records of the code the question names, not another incident's
    coded = [(c, r) for c, r in f.buckets if str(getattr(r, "error_code", "") or "") in b.plan.error_codes]
    if coded:
        return coded
    words = b.symptoms
    hits = [(c, r) for c, r in f.buckets if any(w in _sample(r) for w in words)]
    if hits:
        return hits
    errors = [(c, r) for c, r in f.buckets if getattr(r, "level", "") in ("ERROR", "FATAL")]
    new = [(c, r) for c, r in errors if _new_in_window(r)]
    if new and not b.plan.window_explicit and any(_running_before(r) for _, r in errors):
        #: "现在又开始报错了 为啥": the subject's errors of a trouble already running before the recent hour and of
        #: one new in it — the wave asked about is the new one (a code with a few lines just before the window
        #: began with it: no older trouble). Not of a window the user said ("九点多开始…", "两点四十那波"): the
        #: trouble asked there is told by the symptom's words and the chain, and a new code in it may be the
        #: older trouble's spread (stop 48's merge: roomquest, inkbooth)
        errors = new
    elif new and b.plan.window_explicit and names_clock(b.question) and _tail_outrun(errors, new):
        #: "orders app was erroring around 9:45 why": at the clock asked the subject logs an older trouble's tail (a
        #: partner's certificate expired hours ago: fewer lines than in the window before) and a new trouble that
        #: began in the window with many more lines — the trouble running at that time is the new one; the tail
        #: must not outrank it (its earliest line, cut by the window's start, is no onset)
        errors = new
    elif b.plan.window_explicit and around_midnight(b.question) and (at := _running_at_midnight(b.plan, errors)):
        #: "app gateway was spewing errors around midnight whats the root cause": the window runs hours either side
        #: of the midnight said, and the subject logged an older trouble early in it (an evening cache storm, over
        #: long before midnight) besides the one running at midnight — the trouble asked is the one at midnight
        errors = at
    if fails_again(b.question) and not names_clock(b.question) and (latest := _latest_trouble(errors)):
        #: "早上预约又挂了 根因是啥": the subject failed twice in the window (its first trouble over by the time the
        #: second began): "又" asks about the latest — its first record starts the walk, not the earlier trouble's
        #: (not of a wave named by its clock, "两点四十那波…又挂了": the trouble at that time is asked)
        return latest
    first = _earliest(errors)
    return [(first[1], first[2])] if first else list(f.buckets)


def _running_at_midnight(plan: Plan, errors: Sequence[tuple[RecordedCall, EvidenceRef]]
                         ) -> list[tuple[RecordedCall, EvidenceRef]]:
    """Of the subject's errors, those running at the midnight the window is centred on (the window's start plus
    the hours said either side, ``timeparse.MIDNIGHT_SPAN``), else those nearest it; [] when they are all of them
    (nothing older to leave aside) or the window or the records' times are not known."""
    start = instant(plan.window_start or "")
    if start is None:
        return []
    midnight = start + MIDNIGHT_SPAN
    dated = [(c, r, instant(_span(r)[0]), instant(_span(r)[1])) for c, r in errors]
    if not dated or any(a is None or z is None for _, _, a, z in dated):
        return []

    def gap(a: datetime, z: datetime) -> timedelta:
        return max(a - midnight, midnight - z, timedelta(0))

    nearest = min(gap(a, z) for _, _, a, z in dated if a and z)
    #: the trouble at midnight and what ran with it (a record that meets the nearest one's span)
    near = [(c, r) for c, r, a, z in dated if a and z and gap(a, z) == nearest]
    at = [(c, r) for c, r in errors if any(_meet(r, n) for _, n in near)]
    return at if len(at) < len(errors) else []


def _count(ref: EvidenceRef) -> int:
    count = text.field(ref, "count")
    return int(count) if count is not None and count.isdigit() else 0


def _tail_outrun(errors: Sequence[tuple[RecordedCall, EvidenceRef]], new: Sequence[tuple[RecordedCall, EvidenceRef]]
                 ) -> bool:
    """The subject's errors other than the new ones all ran before the window at least as thick as in it (a tail:
    earlier_count >= count), under codes of their own, and the new ones outnumber them more than twice over."""
    fresh = {id(r) for _, r in new}
    old = [r for _, r in errors if id(r) not in fresh]
    if not old or not all(_already(r) and int(text.field(r, "earlier_count") or 0) >= _count(r) for r in old):
        return False
    if {_code_of(r) for r in old} & {_code_of(r) for _, r in new}:
        return False
    return sum(_count(r) for _, r in new) > 2 * sum(_count(r) for r in old)


def _latest_trouble(records: Sequence[tuple[RecordedCall, EvidenceRef]]) -> list[tuple[RecordedCall, EvidenceRef]]:
    """The earliest record of the subject's latest trouble: the records running when the last of them began (their
    spans meet), when some other record was over before it began (an earlier trouble); [] when all ran together."""
    dated = [(c, r) for c, r in records if getattr(r, "first_seen", None)]
    if len(dated) < 2:
        return []
    last = max(dated, key=lambda x: _span(x[1])[0])
    trouble = [(c, r) for c, r in dated if _meet(r, last[1])]
    first = _earliest(trouble)
    return [(first[1], first[2])] if first and len(trouble) < len(dated) else []


Link = tuple[str, RecordedCall, EvidenceRef]
#: a direct dependency whose anomaly began at most this long before the subject's first symptom record
_LEAD = timedelta(minutes=5)
#: a dependency whose first anomaly came at most this long after the caller's first record began with it: the two
#: started together (the caller's first failure and the dependency's first line seconds apart), the order within these
#: seconds says nothing — the dependency is where the trouble sits, the walk goes on, and the head says "几乎同时"
_TIE = timedelta(seconds=15)


def _sample(ref: EvidenceRef) -> str:
    """A log bucket's sample message, lower-cased (what the records say, not their code or counts)."""
    return ref.text.lower().split(" sample=")[-1]


def _just_before(records: Sequence[tuple[RecordedCall, EvidenceRef]], f: Finding, hop: Finding | None = None
                 ) -> Link | None:
    """The hop's first symptom record when the dependency's anomaly began shortly before it (records that do
    not name the dependency: "RATING_FAILED" from a service whose database is waiting on locks). Past the
    subject, the hop's own onset (an alert that fired before the window cut its lines) counts too."""
    first, start = _earliest(records), f.onset()
    if first is None or start is None:
        return None
    own = hop.onset() if hop is not None else None
    a, b = instant(min(first[0], own[0]) if own else first[0]), instant(start[0])
    return first if a is not None and b is not None and -_TIE <= a - b <= _LEAD else None


def _tied(later: str, earlier: str) -> bool:
    """``later`` (the origin's first anomaly) came after ``earlier`` (the subject's first record), by at most
    ``_TIE``: the two began together."""
    a, b = instant(later), instant(earlier)
    return a is not None and b is not None and timedelta(0) < a - b <= _TIE


def _echoes(dep: Finding, cur: str) -> bool:
    """Every record of the dependency names the service that calls it ("order … failed: QR_FAILED (call to X
    failed)" logged by X's own dependency, under X's code): the dependency's trouble is X's, seen from there — an
    echo of the caller, never its cause."""
    return bool(dep.buckets) and all(names_token(cur.lower(), _sample(r)) for _, r in dep.buckets)


def _next_hop(b: _Builder, found: dict[str, Finding], path: list[str],
              records: Sequence[tuple[RecordedCall, EvidenceRef]]) -> tuple[str, Link] | None:
    """The dependency of the path's end that its records point at; else the one dependency of the path's end
    whose own anomaly began just before that hop's first record (a service failing on a slow database whose
    lines do not name it, at any depth of the chain)."""
    cur = path[-1]
    deps = [*b.plan.dependency_kinds.get(cur, []), *((d, "") for d in b.plan.dependency_graph.get(cur, []))]
    #: a dependency whose alert fired in the window counts, even when its lines did not spike against a previous
    #: window that already held the incident's start
    live = [(dep, kind) for dep, kind in deps if dep not in path and (f := found.get(dep)) is not None
            and (f.anomalous or f.resolved) and not _echoes(f, cur)]
    #: two anomalous dependencies its records name (a cache evicting, then its database slow): the one named by the
    #: earliest record — the trouble that began first is the one the caller's earlier symptom followed
    linked = [(dep, first) for dep, kind in live if (first := _earliest(_linked(records, found[dep], kind)))]
    if linked:
        return min(linked, key=lambda x: x[1][0])
    #: the records name a dependency of one dependency ("order … failed (call to <ledger> failed)" on the order desk,
    #: whose donation service calls that ledger): the hop is the one dependency in between, by those records
    skipped = {dep: first for dep, _ in live
               for sub, kind in [*b.plan.dependency_kinds.get(dep, []),
                                 *((d, "") for d in b.plan.dependency_graph.get(dep, []))]
               if sub not in path and sub != dep and (f := found.get(sub)) is not None and f.anomalous
               and (first := _earliest(_linked(records, f, kind))) is not None}
    if len(skipped) == 1:
        return next(iter(skipped.items()))
    hop = found[cur] if len(path) > 1 else None
    timed = [(dep, link) for dep in dict.fromkeys(d for d, _ in live)
             if (link := _just_before(records, found[dep], hop))]
    if len(timed) == 1:
        return timed[0]
    if not live and not timed and len(path) > 1 and (steady := _steady_named(b, found, path, records)):
        return steady
    return _slow_processing(b, found, cur, live, records) if not timed else None


def _steady_named(b: _Builder, found: dict[str, Finding], path: list[str],
                  records: Sequence[tuple[RecordedCall, EvidenceRef]]) -> tuple[str, Link] | None:
    """A middle service's records that name its one dependency by name ("waited for a connection to <db>") whose own
    WARN/ERROR lines ran steadily — already before the window, so they did not spike against it (``Finding.steady``)
    — and began no later than those records: the trouble comes from that dependency (the window cut both starts);
    the walk stops there. No other dependency anomalous, and the middle's records already active before too."""
    cur = path[-1]
    first = _earliest(records)
    if first is None or not all(_already(r) for _, r in records):
        return None
    hits = []
    for dep in dict.fromkeys(b.plan.dependency_graph.get(cur, [])):
        f = found.get(dep)
        if dep in path or f is None or f.anomalous or not f.steady:
            continue
        named = [(c, r) for c, r in records if names_token(dep.lower(), _sample(r).lower())]
        own = _earliest(f.steady)
        #: both already ran before the window and the dependency's first line inside it lies right at the window's
        #: start (the window cut both starts): the order of their first lines inside it says nothing — the records
        #: naming the dependency decide (a pool "waited for a connection to <db>")
        if named and own is not None and _already(own[2]) and (own[0] <= first[0] or _at_cut(own[0], b.plan)):
            hits.append((dep, min(_earliest(named) or first, first, key=lambda x: x[0])))
    return hits[0] if len(hits) == 1 else None


#: how far past the window's start a steady dependency's first line may lie and still be cut by it (its lines run
#: about one a minute)
_CUT = timedelta(minutes=2)


def _at_cut(stamp: str, plan: Plan) -> bool:
    """Whether ``stamp`` lies within ``_CUT`` of the start of the plan's window."""
    at, start = instant(stamp), instant(plan.window_start) if plan.window_start else None
    return at is not None and start is not None and timedelta(0) <= at - start <= _CUT


def _running_before(ref: EvidenceRef) -> bool:
    """The record ran through the previous window too: at least half as many lines there as in the window."""
    earlier, count = text.field(ref, "earlier_count"), text.field(ref, "count")
    return (earlier is not None and earlier.isdigit() and count is not None and count.isdigit()
            and int(earlier) > 0 and 2 * int(earlier) >= int(count))


def _already(ref: EvidenceRef) -> bool:
    """The record ran in the previous window too (earlier_count > 0)."""
    earlier = text.field(ref, "earlier_count")
    return earlier is not None and earlier.isdigit() and int(earlier) > 0


def _is_queue_record(ref: EvidenceRef) -> bool:
    return any(w in _sample(ref) for w in _QUEUE_WORDS)


def _quiet_queues(b: _Builder, found: dict[str, Finding], service: str) -> list[str]:
    """The queues ``service`` reads (``service_dependency`` of a queue kind) when none of them shows an anomaly."""
    queues = [dep for dep, kind in b.plan.dependency_kinds.get(service, []) if kind.lower() in QUEUE_KINDS]
    return [] if any((f := found.get(q)) is not None and f.anomalous for q in queues) else queues


def _slow_processing(b: _Builder, found: dict[str, Finding], cur: str, live: Sequence[tuple[str, str]],
                     records: Sequence[tuple[RecordedCall, EvidenceRef]]) -> tuple[str, Link] | None:
    """A consumer's backlog whose queue is quiet: its records speak only of the topic it reads ("consumer lag",
    "processing deadline exceeded for a message of topic …"), so its processing is what is slow — through the one
    anomalous dependency of another kind that no record of the consumer names (a dependency it names has
    failures of its own, not the backlog) and whose anomaly began no later than the backlog (or both were
    already present before the window cut their starts)."""
    first, queues = _earliest(records), _quiet_queues(b, found, cur)
    if first is None or not _is_queue_record(first[2]) or not queues:
        return None
    own = found[cur].buckets
    deps = [dep for dep in dict.fromkeys(d for d, _ in live) if dep not in queues
            and not _linked(own, found[dep], dict(b.plan.dependency_kinds.get(cur, [])).get(dep, ""))]
    if len(deps) != 1:
        return None
    start = found[deps[0]].onset()
    if start is None:
        return None
    cut = _already_active(found[deps[0]]) is not None and text.field(first[2], "earlier_count") not in (None, "0")
    return (deps[0], first) if start[0] <= first[0] or cut else None


def _chain(b: _Builder, found: dict[str, Finding], subject: str, *, target: str | None = None,
           start: Sequence[tuple[RecordedCall, EvidenceRef]] = ()) -> tuple[list[str], list[Link]] | None:
    """Walk from the subject's symptom records (or ``start``) to the dependency they point at, and on from that
    dependency's linked records, until no further dependency is pointed at (or ``target`` is reached). Returns
    the path and one record per hop (the subject's first), ending with the origin's earliest anomaly."""
    path, links = [subject], []
    records = list(start) or _symptoms(b, found[subject])
    fresh: list[tuple[RecordedCall, EvidenceRef]] = []
    while True:
        nxt = _next_hop(b, found, path, records)
        if nxt is None:
            break
        path.append(nxt[0])
        links.append(nxt[1])
        fresh = []
        if nxt[0] == target:
            break
        codes = {str(getattr(r, "error_code", "")) for _, r in records if getattr(r, "error_code", None)}
        onward = [(c, r) for c, r in found[nxt[0]].buckets if str(getattr(r, "error_code", "") or "") in codes]
        #: (not of a record asked: its failure is its own code's trouble, whatever else began in the window)
        fresh = [] if onward or b.plan.order_ids else _new_trouble(records, found[nxt[0]])
        records = (onward or _going_on_at(records, found[nxt[0]], b.plan.error_codes) or fresh
                   or (_begun_by(found[nxt[0]].buckets, links[0][0]) if not (b.plan.order_ids or b.plan.error_codes)
                       else []) or list(found[nxt[0]].buckets))
    if len(path) == 1:
        return None
    #: a dependency reached by its steady lines (``_steady_named``): its earliest of them is its anomaly; one whose new
    #: trouble the walk followed (``_new_trouble``): that trouble's first record (its older one is another incident)
    origin = ((_earliest(records) if fresh and records == fresh else None) or found[path[-1]].onset()
              or _earliest(found[path[-1]].steady))
    if origin is None:
        return None
    if origin[0] > links[0][0] and path[-1] == target and (beyond := _chain(b, found, target)) is not None and (
            beyond[1][-1][0] <= links[0][0] and not set(beyond[0][1:]) & set(path)):
        #: "X 这次出问题有没有影响到 Y": Y's records name X, whose own first line came a little after Y's — X's trouble
        #: began at its own dependency (a slow database), before Y's first record: the walk goes on to that origin
        return [*path, *beyond[0][1:]], [*links, *beyond[1]]
    if origin[0] > links[0][0] and not _tied(origin[0], links[0][0]):
        #: both already active before the window (a short "last 20 minutes"): the window cut their starts, so
        #: the order inside it decides nothing; the origin's record that ran before the window stands for it
        #: or the origin ran before the window while the subject's records did not (earlier_count=0): the origin
        #: began before the window's start, so before the subject's first record
        before = _already_active(found[path[-1]])
        steady = _earliest(found[path[-1]].steady)
        if before is None and steady is not None and _already(steady[2]) and _at_cut(steady[0], b.plan):
            #: a store reached by its steady lines (``_steady_named``), cut by the window's start like the rest
            before = steady
        if before is None or (_already_active(found[subject]) is None and not _new_in_window(links[0][2])):
            return None
        origin = before
    return path, [*links, origin]


def _new_trouble(records: Sequence[tuple[RecordedCall, EvidenceRef]], hop: Finding
                 ) -> list[tuple[RecordedCall, EvidenceRef]]:
    """"why is the app throwing errors right now" of a caller whose records are all new in the window (earlier_count=0)
    and point at a hop with two troubles — one already running before the window (a certificate expired hours ago,
    its "call to <next> failed" lines), one new in it (a bad deploy's errors) that began no later than the caller's
    first record (give or take ``_TIE``): the caller's new failures came with the hop's new trouble — the walk goes on
    from the hop's new records, not from its older ones. [] unless the hop has both kinds."""
    first = _earliest(records)
    if first is None or not all(_new_in_window(r) for _, r in records):
        return []
    at = instant(first[0])
    old = [(c, r) for c, r in hop.buckets if _already(r)]
    new = [(c, r) for c, r in hop.buckets if _new_in_window(r) and at is not None
           and (t := instant(str(getattr(r, "first_seen", "") or ""))) is not None and t - at <= _TIE]
    return new if old and new else []


def _begun_by(records: Sequence[tuple[RecordedCall, EvidenceRef]], at: str) -> list[tuple[RecordedCall, EvidenceRef]]:
    """A hop's records that began no later than ``at`` (the subject's first symptom), when some of them began after
    it: a trouble of the hop that began later ("call to <dispatcher> failed" 20 minutes on) led nowhere the symptom
    came from — the walk goes on from the hop's trouble that was there (its lock waits on its database); [] when
    all or none began by then. Not for a record or a code asked (their own code's trail decides)."""
    dated = [(c, r) for c, r in records if str(getattr(r, "first_seen", "") or "")]
    early = [(c, r) for c, r in dated if str(getattr(r, "first_seen", "")) <= at]
    return early if early and len(early) < len(records) else []


def deeper_origin(b: _Builder, found: dict[str, Finding], subject: str) -> tuple[list[str], list[Link]] | None:
    """The dependency chain the subject's symptom records lead down to (``_chain``: each hop named by the records
    before it, the origin's earliest anomaly no later than the subject's first record), when it reaches past the
    subject; else None. "是不是 X 那次发版把它搞挂了" of an X whose errors all name a dependency whose own trouble began
    first: the trouble came from below, not from X's change."""
    if subject not in found or not found[subject].anomalous:
        return None
    chain = _chain(b, found, subject)
    return chain if chain is not None and len(chain[0]) > 1 else None


def origin_elsewhere(b: _Builder, found: dict[str, Finding], subject: str, suspect: str
                     ) -> tuple[str, list[tuple[RecordedCall, EvidenceRef]]] | None:
    """Why a change of ``suspect`` just before the subject's trouble is no cause of it: the subject's records lead
    down to an origin other than the suspect, whose own trouble began no later than them (``deeper_origin``:
    through the suspect too — its trouble came from below its change); or the suspect's change went by clean (the
    suspect shows nothing in the window), the subject's records do not name it, and another dependency of the
    subject went wrong within minutes of the subject's first record. The clause (after the change's record) and its
    evidence; None when neither holds (the change stays the inferred cause)."""
    if subject == suspect or subject not in found or suspect not in found:
        return None
    chain = deeper_origin(b, found, subject)
    if chain is not None and chain[0][-1] != suspect:
        path, links = chain
        if not _still_going(found[path[-1]], links[0][0]):
            #: the origin's trouble was over well before the subject's first record (an earlier, unrelated anomaly
            #: hours before the change): it is no origin of the trouble after the change, which stays its cause
            return None
        return (f"随后 {subject} 的异常记录指向依赖 {path[1]}（{' → '.join(path)}），{path[-1]} 的最早异常首次出现于 "
                f"{links[-1][0]}，不晚于 {subject} 相关异常的首次出现 {links[0][0]}",
                [(c, r) for _, c, r in links])
    f, mine = found[suspect], found[subject]
    if (chain is not None or f.anomalous or f.resolved or f.steady or not f.known or f.log_summary is None
            or suspect in b.plan.silent_services or not mine.anomalous):
        return None
    kind = dict(b.plan.dependency_kinds.get(subject, [])).get(suspect, "")
    onset = mine.onset()
    first = instant(onset[0]) if onset else None
    if onset is None or first is None or _linked(mine.buckets, f, kind):
        return None
    near = sorted(((o, d) for d in closure(b.plan, subject) if d not in (subject, suspect)
                   and (g := found.get(d)) is not None and g.anomalous and (o := g.onset()) is not None
                   and (t := instant(o[0])) is not None and abs(t - first) <= _LEAD), key=lambda x: x[0][0])
    if not near:
        #: "节目单那次发版是不是把 App 搞挂了？" of a subject whose first records name another dependency of its own
        #: (a partner whose certificate expired, silent itself): the trouble is that dependency's, not the change's
        named = [(str(getattr(r, "first_seen", "")), c, r, d) for c, r in mine.buckets
                 for d in b.plan.dependency_graph.get(subject, []) if d != suspect
                 and re.search(rf"(?<![\w-]){re.escape(d.lower())}(?![\w-])", r.text.lower())]
        first_named = min(named, key=lambda x: x[0]) if named else None
        if first_named is None or (t := instant(first_named[0])) is None or abs(t - first) > _LEAD:
            return None
        return (f"随后 {subject} 的最早异常首次出现于 {first_named[0]}，其异常记录指向依赖 {first_named[3]}",
                [(first_named[1], first_named[2])])
    other, who = near[0]
    #: (no denial in the clause: the suspect's clean checks are claims of their own, and a negation bound beside the
    #: subject's counted records reads to the checker as denying them)
    return (f"{subject} 的最早异常首次出现于 {onset[0]}，同时其依赖 {who} 的最早异常首次出现于 {other[0]}",
            [(onset[1], onset[2]), (other[1], other[2])])


def went_by_unnamed(b: _Builder, found: dict[str, Finding], subject: str, suspect: str) -> bool:
    """Whether ``suspect`` went by clean (it shows nothing in the window: no anomaly, no resolved or steady trouble,
    not silent) while the subject's anomalous records never point at it — a change of the suspect just before the
    subject's trouble is then a coincidence in time ("画廊四点一刻发了个版，是不是它把相册印制搞挂了" of a print
    worker whose own queue backed up: its records name its topic, never the gallery)."""
    if subject == suspect or subject not in found or suspect not in found:
        return False
    f, mine = found[suspect], found[subject]
    if (f.anomalous or f.resolved or f.steady or not f.known or f.log_summary is None
            or suspect in b.plan.silent_services or not mine.anomalous):
        return False
    kind = dict(b.plan.dependency_kinds.get(subject, [])).get(suspect, "")
    return not _linked(mine.buckets, f, kind)


def _still_going(f: Finding, at: str) -> bool:
    """Whether the finding's trouble ran on to ``at`` (the subject's first record), give or take ``_LEAD``: an alert
    still firing, or a line (anomalous or steady) last seen, or a resolved alert ended, no earlier than that (True
    when none of its records tells when it ended)."""
    start = instant(at)
    if f.firing or start is None:
        return True
    ends = [e for t in [*(text.field(r, "last_seen") for _, r in [*f.buckets, *f.steady]),
                        *(text.field(r, "until") for _, r in f.resolved)] if t and (e := instant(t)) is not None]
    return not ends or max(ends) >= start - _LEAD


def _going_on_at(records: Sequence[tuple[RecordedCall, EvidenceRef]], hop: Finding, asked: Collection[str]
                 ) -> list[tuple[RecordedCall, EvidenceRef]]:
    """"订单组那边 8 点多 <code> 报得很凶，是谁导致的？": the records of the code asked point at a hop that logs codes
    of its own (a cache miss storm, then a slow database, one after the other) — the asked code's lines began with
    the hop's trouble that began last before them (the one going on when they began), never simply the hop's
    earliest (another trouble the caller's other code followed). Not a code asked, or none of the hop's before: []."""
    if not asked or not records or any(str(getattr(r, "error_code", "") or "") not in asked for _, r in records):
        return []
    first = _earliest(records)
    if first is None:
        return []
    dated = [(str(getattr(r, "first_seen", "") or ""), c, r) for c, r in hop.buckets]
    before = [d for d in dated if d[0] and d[0] <= first[0]]
    if not before:
        return []
    _, call, ref = max(before, key=lambda x: x[0])
    return [(call, ref)]


def _new_in_window(ref: EvidenceRef) -> bool:
    """The record was absent from the previous window (earlier_count=0): it began inside the query window."""
    return text.field(ref, "earlier_count") == "0"


def _already_active(f: Finding) -> Link | None:
    """The finding's anomalous record that was already present in the previous window (earlier_count > 0)."""
    for call, ref in f.buckets:
        seen, earlier = text.field(ref, "first_seen"), text.field(ref, "earlier_count")
        if seen is not None and earlier is not None and earlier.isdigit() and int(earlier) > 0:
            return seen, call, ref
    return None


def _symptomatic(b: _Builder, found: dict[str, Finding], codes: Collection[str] = ()) -> str | None:
    """The question's first service that shows an anomaly (a word of the question may also name a healthy
    service: "customers couldn't see their bills via X"), else its first service."""
    named = [s for s in b.plan.services if s in found]
    if not named and (b.plan.order_ids or b.plan.failed_trail
                      or (codes and b.plan.error_codes and b.plan.cause_worded)):
        #: "BKG-… 这单为啥没约上": no service named — the one service whose lines of the record's error code were
        #: found on its trail (the code's lines around the record's creation) is the subject; so is, for records
        #: failing with no subject named, the one service logging the window's failed records' code — and, for a code
        #: asked with no service named ("App 一直报 <code>"), the one logging that code (``code_trail_subject``; a
        #: cause asked in words only: "# of <code> errs?" is a count)
        trail = [s for s, f in sorted(found.items()) if f.anomalous
                 and any(str(getattr(r, "error_code", "") or "") in codes for _, r in f.buckets)]
        return code_owner(b.plan, trail, found, codes)
    return next((s for s in named if found[s].anomalous), named[0] if named else None)


def cause_claims(b: _Builder, found: dict[str, Finding], codes: Collection[str] = (),
                 calls: Sequence[RecordedCall] = ()) -> None:
    """The dependency the subject's symptom records lead to, as an inference (the evidence states no causal
    link): its earliest anomaly did not start later than the subject's related records. ``codes``: the error
    codes searched on a record's trail (a record asked by its id with no service named); ``calls``: every call
    (a dependency's change events searched by ``investigate._origin_change_calls``)."""
    subject = _symptomatic(b, found, codes)
    if subject is None and not b.plan.services and calls and (trail := code_trail_subject(b.plan, calls)) in found:
        #: a code asked with no service named, its loggers' lines read only by the code's search (never queried by
        #: service): the service its chain is walked from (``code_trail_subject``: the shared dependency they name)
        subject = trail
    victim = subject if subject is not None and subject in quiet_victims(b.plan, found) else None
    if victim is not None:
        #: the subject logs nothing wrong: the one trouble its failing dependencies lead to answers
        subject = _quiet_victim_dependency(b, found, victim)
        if subject is None and codes and quiet_trail_open(b.plan, found):
            #: "card payments keep failing at the tills": the gateway the words named and its dependencies are clean —
            #: the service logging the window's failed records' code is the subject, its chain the answer
            owners = [s for s, f in sorted(found.items()) if f.anomalous
                      and any(_code_of(r) in codes for _, r in f.buckets)]
            subject, victim = code_owner(b.plan, owners, found, codes), None
    if subject is None or not found[subject].anomalous:
        return
    coded = [(c, r) for c, r in found[subject].buckets if _code_of(r) in codes] if b.plan.order_ids else []
    #: "那这单是因为啥失败的" of a record failing with its own code: the walk starts from the subject's lines of that
    #: code (a lock wait on its database began just before them), not from its first symptom of the window (another
    #: record's failure on another dependency, earlier)
    chain = _chain(b, found, subject, start=coded) if coded else None
    own_codes = {_code_of(r) for _, r in coded} if chain is not None else set()
    chain = chain or _chain(b, found, subject) or _change_led(b, found, subject, calls)
    queue: tuple[str, Link] | None = None
    if chain is None and victim is not None:
        _victim_origin_claim(b, found, victim, subject)
        return
    if chain is None:
        #: the symptom is a backlog on a quiet queue; the subject's other records may lead to a second trouble
        other = [(c, r) for c, r in found[subject].buckets if not _is_queue_record(r)]
        chain = _chain(b, found, subject, start=other) if other and _backlog(b, found, subject) else None
        if chain is None:
            _quiet_queue_claim(b, found, subject, calls)
            return
    path, links = chain
    origin, first, start = path[-1], links[0], links[-1]
    also = _overlapping(b, found, path, first[2])
    asked = set(b.plan.error_codes) | own_codes
    if also is not None and asked and _code_of(first[2]) in asked and _code_of(also[2][2]) not in asked:
        #: "why is X throwing E-1 since early afternoon?": the code asked is the chain's; the subject's other
        #: trouble at the same time (another code, another dependency) is no source of it — nor of a record asked
        #: that failed with the chain's code
        also = None
    if also is not None and (swapped := _named_side(b, found, subject, path, also)) is not None:
        #: "payouts to <partner> failing — root cause?": the question names a service only the second source's chain
        #: reaches (its silent partner): that chain answers; the first source is another incident of the subject
        path, links = swapped
        origin, first, start, also = path[-1], links[0], links[-1], None
    if also is None:
        queue = _backlog_overlap(b, found, path, first[2])
    peer = _silent_peer(b, found, origin, path)
    #: the line naming the silent peer says more than the origin's alert (an item is cut at 300 characters)
    alarm = None if peer else _origin_alarm(found[origin], start[2])
    bound = [(c, r) for _, c, r in links[:-1]] + ([alarm] if alarm else []) + ([peer[1:]] if peer else [])
    said = f"，{origin} 的告警{_summary(alarm[1])}" if alarm else ""
    changed = _origin_change(b, found, origin, start, calls) if not peer and origin != subject else None
    if changed is not None:
        #: "为啥" of a subject whose trouble runs to a dependency that failed right after its own deploy (hours
        #: before the window asked): that change is what the origin's trouble began with (it says more than the
        #: alert's summary, which it replaces: an item is cut at 300 characters)
        stamp, change_call, change_ref = changed
        said = f"，{origin} 的异常始于其{_CHANGE_LABEL}「{_message(change_ref)}」（{stamp}）之后"
        bound = [(c, r) for _, c, r in links[:-1]] + [(change_call, change_ref)]
    #: the chain ends at a consumer whose first anomaly is its lag on the one queue it reads, a queue quiet itself
    #: (it logs nothing of the backlog): the backlog sits on that queue, named as the place of the trouble
    lagged = _quiet_queues(b, found, origin) if peer is None and _is_queue_record(start[2]) else []
    quiet_queue = found[lagged[0]].log_summary if len(lagged) == 1 and lagged[0] in found else None
    if quiet_queue is not None:
        said += f"；{origin} 的积压在它消费的队列 {lagged[0]} 上"
        bound.append(quiet_queue)
    route = " → ".join([*([victim] if victim else []), *path, *([peer[0]] if peer else [])])
    via = f"（{route}{'；它自身静默' if peer else ''}）" if len(path) > 2 or peer or victim else ""
    hop_note = ""
    if len(links) > 2 and not peer and not victim and also is None and queue is None and changed is None:
        #: "授权服务中午一直报 X 根子在哪" three hops from a database: the hop right above the origin says what
        #: failed there in its own words ("connection pool exhausted … for a connection to <origin>"), where the
        #: origin's own first line only says it was busy — said in the route when that line names the origin
        hop, sample = path[-2], text.field(links[-2][2], "sample") or ""
        if names_token(origin.lower(), sample.lower()):
            said_there = re.split(r"[,;，；]\s", sample, maxsplit=1)[0]
            hop_note = f"；{hop}：{text.clip(said_there, 48)}"
            via = f"（{route}{hop_note}）"
    if peer:  # the origin's own lines name a dependency that never reports (an external peer): the chain's end
        said = f"：{origin} 的异常日志{_gist(peer[2], 84)}指向它"
    #: a long chain leaves less room for the subject's own line (an item is cut at 300 characters)
    #: one hop (a pool or a store right behind the subject): the head is short, so the subject's own error code is
    #: said before its words ("那借还服务呢" after another app's cause: the same origin, logged under its own code)
    code = _code_of(first[2]) if len(path) == 2 and not peer and not victim else ""
    gist = _gist(first[2], 60 if len(path) < 4 else 36)
    gist = f"（错误码 {code}：{gist[1:]}" if code and gist.startswith("（") and not gist.startswith("（告警") else gist
    head = (f"推断：{_quiet_said(found, victim, bound)}{subject} 的异常{gist}"
            f"可能源自依赖 {peer[0] if peer else origin}{via}{said}")
    if also is not None:  # a second, overlapping cause: named early (an item is cut at 300 characters)
        dep, own, rec = also
        #: the second cause's own chain, followed to its end ("roomfront → slotkeeper → slotledger → slotdb"): the
        #: middle service fails on what lies hops further down, not on itself
        deeper = _chain(b, found, subject, start=[(rec[1], rec[2])])
        hops: list[Link] = []
        if deeper is not None and len(deeper[0]) > 2 and deeper[0][1] == dep and origin not in deeper[0]:
            hops, own = deeper[1][1:-1], deeper[1][-1]
            dep = f"{deeper[0][-1]}（{' → '.join(deeper[0])}）"
            what = _gist(own[2], 40)
        else:
            what = ""
        name = dep.split("（", 1)[0]
        #: the second chain's end names a dependency that never reports (a partner whose certificate expired): that
        #: silent peer is where the second cause lies, named beside the first (its line bound to the claim)
        far_route = list(deeper[0]) if hops and deeper is not None else [subject, name]
        far = _silent_peer(b, found, name, far_route)
        if far is not None and far[0] not in path:
            #: said short (经 the bridge): the head is cut at 300 characters and the first cause's origin comes last
            dep = f"{far[0]}（经 {name}，自身静默）"
            hops = [*hops, ("", far[1], far[2])]
        head = (f"推断：{subject} 的异常有重叠的来源——依赖 {origin} 与依赖 {dep}："
                f"{subject} 的异常{_gist(rec[2], 40)}指向 {name}（{name} 的最早异常 {own[0]}{what} 不晚于其首次出现 "
                f"{rec[0]}）；另一类异常{_gist(first[2], 40)}指向 {origin}{via}{said}")
        bound = [*bound, (rec[1], rec[2]), *((c, r) for _, c, r in hops), (own[1], own[2])]
    if queue is not None and queue[1][0] < start[0]:
        #: the backlog on the queue it reads began before the chain's origin: a cause of its own
        name, rec = queue
        head = (f"推断：{subject} 的异常有重叠的来源——它消费的队列 {name} 的积压与依赖 {origin}："
                f"{subject} 的积压{_gist(rec[2], 50)}首次出现 {rec[0]}，早于 {origin} 的最早异常；"
                f"另一类异常{_gist(first[2], 40)}指向 {origin}{via}{said}")
    elif queue is not None:
        #: a backlog that began after the origin's trouble, at the same time as the chain's record: two troubles
        #: of the subject at once — the backlog may follow from the origin (slower processing) or have a source
        #: of its own; the evidence does not tell which, so both are named and the order is said
        name, rec = queue
        head = (f"推断：{subject} 同时有两类异常——指向依赖 {origin} 的与它消费的队列 {name} 的积压："
                f"{subject} 的积压{_gist(rec[2], 50)}首次出现 {rec[0]}，晚于 {origin} 的最早异常"
                f"（可能由它拖慢了消费，也可能另有来源）；另一类异常{_gist(first[2], 40)}指向 {origin}{via}{said}")
    if queue is not None:
        name, rec = queue
        quiet = found[name].log_summary if name in found else None  # the queue's own (quiet) record names it
        bound = [*bound, (rec[1], rec[2]), *([quiet] if quiet else [])]
    #: said once; beside the origin's alert, its own first line too ("evicted 3208 keys": what happened
    #: there, where the alert's summary only says what it did to a ratio)
    shown = "" if peer and start[2] is peer[2] else _gist(start[2], 60)
    if (alarm is None and not peer and (alert_name := getattr(start[2], "alertname", None))
            and (summary := text.alert_summary(start[2]))):
        #: the origin's onset is its own alert: its summary says what happened there ("cache hit ratio 42% < 80%"),
        #: where its bare name says nothing
        shown = f"（告警 {alert_name}：{text.clip(summary, 60)}）"
    since = (f"——{origin} 的最早异常 {start[0]}{shown} 不晚于 {subject} 相关异常的"
             f"首次出现 {first[0]}")
    if changed is not None and start[0] > first[0]:  # ``_change_led``: the origin's change came before the code
        since = (f"——{origin} 的{_CHANGE_LABEL}（{changed[0]}）早于 {subject} 相关异常的首次出现 {first[0]}，"
                 f"{origin} 的最早异常 {start[0]} 随后出现")
    elif _tied(start[0], first[0]):  # the two began within seconds: no order is claimed
        since = (f"——{origin} 的最早异常 {start[0]}{shown} 与 {subject} 相关异常的首次出现 {first[0]} "
                 "几乎同时（先后只差数秒，不说明谁先）")
    elif start[0] > first[0] and _new_in_window(first[2]):  # the origin ran before the window, the subject not
        since = (f"——{origin}{shown} 的异常在查询窗口开始前已出现（前一窗口同类日志数(earlier_count)="
                 f"{text.field(start[2], 'earlier_count')}），早于 {subject} 相关异常在窗口内的首次出现 {first[0]}"
                 f"（其前一窗口同类日志数(earlier_count)=0）")
    elif start[0] > first[0]:  # both ran before the window began: the window cut their starts
        since = (f"——{origin}{shown} 与 {subject} 的异常在查询窗口开始前均已出现"
                 f"（前一窗口同类日志数(earlier_count)="
                 f"{text.field(start[2], 'earlier_count')}），窗口内的先后不说明起点")
    if hop_note and len(head + since) > _ITEM_CHARS:
        head = head.replace(hop_note, "", 1)  # the hop's words only when the whole claim still fits its item
    b.claim("root_cause", head + since, start[1], start[2], support="indirect", bound=bound)


#: an item's text is cut at 300 characters: the order of the claim's parts (and the subject's first time) must fit
_ITEM_CHARS = 300


def _quiet_victim_dependency(b: _Builder, found: dict[str, Finding], victim: str) -> str | None:
    """The anomalous direct dependency of a quiet subject (``quiet_victims``) to walk from: when every anomalous one
    leads to one origin ("the app → matchmaking / tournaments → ratings"), the one whose anomaly began first; None
    when none is anomalous or they lead to different origins (two troubles: which one the users meant is unknown)."""
    onsets = {d: start[0] for d in sorted(b.plan.dependency_graph.get(victim, [])) if (f := found.get(d)) is not None
              and f.anomalous and (start := f.onset()) is not None}
    origins = set()
    for dep in onsets:
        chain = _chain(b, found, dep)
        origins.add(chain[0][-1] if chain is not None else dep)
    if len(origins) != 1:
        return None
    return min(onsets, key=lambda d: (onsets[d], d))


def _quiet_said(found: dict[str, Finding], victim: str | None, bound: list[tuple[RecordedCall, EvidenceRef]]) -> str:
    """"X 的问题来自它依赖的 " of a quiet subject, its log summary bound to the claim (its clean records are claims
    of their own: a denial here would be checked against the dependencies' records bound beside it)."""
    if victim is None:
        return ""
    if (quiet := found[victim].log_summary) is not None:
        bound.append(quiet)
    return f"{victim} 的问题来自它依赖的 "


def _victim_origin_claim(b: _Builder, found: dict[str, Finding], victim: str, dep: str) -> None:
    """A quiet subject whose one anomalous dependency leads nowhere further: that dependency is the origin."""
    start = found[dep].onset()
    if start is None:
        return
    #: the dependency's own anomalous lines are bound beside the subject's clean summary: an existence claim bound
    #: to a zero count alone is contradicted (seedbank's "why is binpicker failing?" of a partner alert) — without
    #: lines of the dependency, no claim (the subject's clean bill answers)
    lines = found[dep].log_summary
    if lines is None or not summary_total(lines[1]):
        return
    bound: list[tuple[RecordedCall, EvidenceRef]] = [lines]
    alarm = _origin_alarm(found[dep], start[2])
    if alarm:
        bound.append(alarm)
    said = f"，{dep} 的告警{_summary(alarm[1])}" if alarm else ""
    head = (f"推断：{_quiet_said(found, victim, bound)}{dep} 有异常（{victim} → {dep}），可能是其用户受影响的来源"
            f"——{dep} 的最早异常 {start[0]}{_gist(start[2], 60)}{said}")
    b.claim("root_cause", head, start[1], start[2], support="indirect", bound=bound)


_CHANGE_LABEL = "发布"
#: a log line's head before its message: time, level, service, trace
_LINE_HEAD = regex(r"^\S+\s+[A-Z]+\s+\S+\s+(?:trace=\S+\s+)?")


def _message(ref: EvidenceRef) -> str:
    """A change event's message without its line head, cut before a long tail."""
    return change_message(ref)


def change_message(ref: EvidenceRef) -> str:
    """A change event's message without its line head, cut before a long tail."""
    message = re.sub(r"\s*\(from [^)]*\)\s*$", "", _LINE_HEAD.sub("", ref.text))  # "(from 3.1.6)": the old one
    return text.clip(message, 56)


def _origin_change(b: _Builder, found: dict[str, Finding], origin: str, start: Link,
                   calls: Sequence[RecordedCall]) -> Link | None:
    """The origin's last change event at most ``CHANGE_LEAD`` before its first anomaly, when that anomaly is where its
    trouble began (an alert's start, or lines new in the window) and is the chain's start."""
    onset = true_onset(found[origin])
    at = instant(start[0])
    if onset is None or onset[0] != start[0] or at is None:
        return None
    lines = [(stamp, c, r) for c in calls if c.invocation.tool_name == "query_logs" and c.invocation.success
             and c.invocation.arguments.get("service") == origin and origin_change_call(b.plan, c.invocation.arguments)
             for r in refs_of(c, "logs[") if (stamp := r.text.split(" ", 1)[0])]
    near = [(stamp, c, r) for stamp, c, r in lines
            if (t := instant(stamp)) is not None and timedelta(0) <= at - t <= CHANGE_LEAD]
    last = max(near, key=lambda x: x[0]) if near else None
    if last is not None and clean_rollout_backlog(b, found, origin, last) is not None:
        return None  # a rollout that completed clean well before the backlog began is no start of it (invVA)
    return last


def _change_led(b: _Builder, found: dict[str, Finding], subject: str, calls: Sequence[RecordedCall]
                ) -> tuple[list[str], list[Link]] | None:
    """"X 一直报 <code>，root cause 是啥": the asked code's lines name one anomalous dependency ("call to <dispatcher>
    failed") whose own first anomaly came a little after them (the caller saw the failures before the dependency
    logged its own), right after that dependency's change event (a deploy) that came before the code's first line:
    the trouble began with that change — the chain is the subject → that dependency (``_chain`` found none: its
    origin began after the subject's record). Only for a code asked, or the one code of the subject's symptom
    records (its own chain, not the subject's other trouble); None unless exactly one such dependency."""
    if subject not in found:
        return None
    records = _symptoms(b, found[subject])
    first = _earliest(records)
    #: "a pile of cases went PLAN_FAILED just before midnight, what broke?": a record status asked stands for the
    #: one code its subject's symptom records carry (one trouble: never a subject with records of two codes); so
    #: does a cause asked in words ("why couldn't <users> <do> from about half twelve?")
    asked = set(b.plan.error_codes) or {_code_of(r) for _, r in records}
    if first is None or (not b.plan.error_codes and len(asked) != 1) or any(_code_of(r) not in asked
                                                                            for _, r in records):
        return None
    deps = {**{d: "" for d in b.plan.dependency_graph.get(subject, [])},
            **dict(b.plan.dependency_kinds.get(subject, []))}
    hits: list[tuple[str, Link]] = []
    for dep, kind in deps.items():
        f = found.get(dep)
        own = f.onset() if f is not None and f.anomalous and _linked(records, f, kind) else None
        if f is None or own is None or own[0] <= first[0]:
            continue
        changed = _origin_change(b, found, dep, own, calls)
        at, seen = (instant(changed[0]) if changed else None), instant(first[0])
        if at is not None and seen is not None and at <= seen:
            hits.append((dep, own))
    if len(hits) != 1:
        return None
    return [subject, hits[0][0]], [first, hits[0][1]]


#: the onset of the trouble asked told with its clock ("两点十分左右开始报错", "started erroring around 2:10")
_START_TOLD = regex(r"开始|\b(?:start(?:ed|s)?|began|begun|kicked off)\b", re.I)
#: a record beginning this long after the told onset is another, later trouble
_LATER_START = timedelta(minutes=20)


def _overlapping(b: _Builder, found: dict[str, Finding], path: Sequence[str], shown: EvidenceRef
                 ) -> tuple[str, Link, Link] | None:
    """A second direct dependency of the subject behind another of its anomalous records (two overlapping causes:
    a cache evicting while the database's pool drains): the subject's other record names that dependency (or
    shares its error code), the two records ran at the same time (their first..last seen spans meet: two
    episodes one after another are not overlapping causes), and the dependency's own anomaly began no later than
    that record. Only when exactly one such dependency exists; returns it, its earliest anomaly and the subject's
    record."""
    subject = path[0]
    deps = [*b.plan.dependency_kinds.get(subject, []), *((d, "") for d in b.plan.dependency_graph.get(subject, []))]
    others = [(c, r) for c, r in found[subject].buckets if r is not shown and _meet(r, shown)]
    if b.plan.at and names_clock(b.question) and _START_TOLD.search(b.question):
        #: "门神网关两点十分左右开始报错 根因是啥": the errors asked began at the clock told — a record of the subject
        #: that only began well after it (another cache's storm half an hour later) is a later trouble, no
        #: overlapping cause of the one asked
        late = (datetime.fromisoformat(b.plan.at.replace("Z", "+00:00")) + _LATER_START).strftime("%Y-%m-%dT%H:%M:%S")
        others = [(c, r) for c, r in others if not _span(r)[0] or _span(r)[0].rstrip("Z")[:19] <= late]
    hits: dict[str, tuple[Link, Link]] = {}
    for dep, kind in deps:
        f = found.get(dep)
        if dep in path or dep in hits or f is None or not f.anomalous:
            continue
        rec, own = _earliest(_linked(others, f, kind)), f.onset()
        if rec is None or own is None or own[0] > rec[0]:
            continue
        hits[dep] = (own, rec)
    if len(hits) != 1:
        return None
    dep, (own, rec) = next(iter(hits.items()))
    return dep, own, rec


def _named_side(b: _Builder, found: dict[str, Finding], subject: str, path: Sequence[str],
                also: tuple[str, Link, Link]) -> tuple[list[str], list[Link]] | None:
    """The second source's chain (from the subject's record behind it) when the question names, besides the
    subject, a service that chain (or the silent peer at its end) reaches and the first chain does not."""
    named = [s for s in b.plan.services if s != subject]
    if not named:
        return None
    rec = also[2]
    deeper = _chain(b, found, subject, start=[(rec[1], rec[2])])
    if deeper is None:
        return None
    reach = {*deeper[0], *((peer[0],) if (peer := _silent_peer(b, found, deeper[0][-1], deeper[0])) else ())}
    first_peer = _silent_peer(b, found, path[-1], path)
    before = {*path, *((first_peer[0],) if first_peer else ())}
    if any(s in reach and s not in before for s in named) and not any(s in before for s in named):
        return list(deeper[0]), list(deeper[1])
    return None


#: a consumer's record about the queue it reads: its lag, a message of a topic, a partition
_QUEUE_WORDS = ("consumer lag", "topic ", "partition ", "re-queued", "requeued")


def _backlog(b: _Builder, found: dict[str, Finding], subject: str) -> Link | None:
    """The subject's earliest record about the one queue it reads, when that queue itself shows no anomaly."""
    queues = _quiet_queues(b, found, subject)
    records = [(c, r) for c, r in found[subject].buckets if _is_queue_record(r)]
    return _earliest(records) if len(queues) == 1 else None


def _backlog_overlap(b: _Builder, found: dict[str, Finding], path: Sequence[str], shown: EvidenceRef
                     ) -> tuple[str, Link] | None:
    """A backlog on the queue the subject reads, beside a chain that starts from another of its records (its
    database pool exhausted while the consumer lag grows), running at the same time as the chain's record: a
    second, overlapping cause when the backlog began before the chain's origin showed anything (so it is no
    effect of it); one that began after is named beside the chain as a trouble of its own whose source the
    evidence does not settle (the caller says which). Returns the queue and the subject's earliest backlog
    record."""
    subject = path[0]
    first = _backlog(b, found, subject)
    queue = _quiet_queues(b, found, subject)[0] if first is not None else ""
    quiet = found[queue].log_summary if queue in found else None
    if first is None or quiet is None or _is_queue_record(shown) or not _meet(first[2], shown):
        return None
    return queue, first


def _quiet_queue_claim(b: _Builder, found: dict[str, Finding], subject: str, calls: Sequence[RecordedCall] = ()
                       ) -> None:
    """A consumer's backlog with no dependency pointed at by name: its anomalous records speak of the topic it
    reads ("consumer lag on topic …", "a message of topic … re-queued") and it reads exactly one queue (a
    ``service_dependency`` of a queue kind). The backlog sits on that queue: named as the place of the trouble,
    an inference (the queue's own records show nothing abnormal, which is said)."""
    queues = [dep for dep, kind in b.plan.dependency_kinds.get(subject, []) if kind.lower() in QUEUE_KINDS]
    asked = set(b.plan.aspects)
    #: the cause of a backlog asked for ("积压是咋回事"), or of the consumer's errors or trouble when every anomalous
    #: record it holds is about its topic ("what's causing the X ingest errors?", "X 出啥事了": the backlog is all
    #: there is); not of two windows compared ("more errors in the last 20 min than before?" is no cause asked)
    backlog = any(w in b.symptoms for w in ("backlog", "lag", "consumer", "积压")) or (
        bool(found[subject].buckets) and all(_is_queue_record(r) for _, r in found[subject].buckets)
        and not compare_direction(b.question))
    if len(queues) != 1 or not backlog or "cause" not in asked or asked & {"comparison", "count"}:
        return
    queue = queues[0]
    records = [(c, r) for c, r in _symptoms(b, found[subject]) if any(w in _sample(r) for w in _QUEUE_WORDS)]
    first = _earliest(records)
    if first is None:
        return
    f, alarm = found.get(queue), next(iter([*found[subject].firing, *found[subject].resolved]), None)
    _backlog_claim(b, subject, queue, first, alarm, alarm in found[subject].firing,
                   f.log_summary if f is not None else None, _own_change(b, subject, first, calls, found))


#: a change event that ends a rollout which went through ("deployment completed: … serving 100%"), never a rollback's
_ROLLOUT_DONE = regex(r"\b(?:completed|finished|succeeded)\b|完成")
_ROLLBACK = regex(r"\broll(?:ed|ing)?[ -]?back\b|\brevert|回滚|回退", re.I)
#: how long after a rollout's completion a consumer's backlog must begin to be a trouble of its own (a consumer's
#: restart rebalances its partitions: a lag within minutes of the rollout is its own)
_SETTLED = timedelta(minutes=5)


def clean_rollout_backlog(b: _Builder, found: dict[str, Finding], subject: str, change: Link) -> str | None:
    """The queue the subject reads when ``change`` — one of the subject's own change events — completed a rollout
    that ran clean, well before the subject's trouble, and that trouble is a backlog on the queue (the queue's kind of
    trouble, not the change's): no anomaly of the subject until at least ``_SETTLED`` after the completion (the
    window reaching back before the rollout, or nothing of its records in the previous window), every anomalous
    record of the subject about the topic it reads, and it reads exactly one queue. None otherwise (the change
    stays a candidate cause). hookmere-backlog-cause-now-zh: "<the consumer> 又堵了 咋回事" blamed a rollout that
    completed 20 minutes before the lag began."""
    stamp, _, ref = change
    f = found.get(subject)
    message = _message(ref)
    if f is None or not f.buckets or not _ROLLOUT_DONE.search(message) or _ROLLBACK.search(message):
        return None
    queues = [dep for dep, kind in b.plan.dependency_kinds.get(subject, []) if kind.lower() in QUEUE_KINDS]
    onset, done = f.onset(), instant(stamp)
    first = instant(onset[0]) if onset else None
    if len(queues) != 1 or first is None or done is None or first - done < _SETTLED:
        return None
    if not all(_is_queue_record(r) for _, r in f.buckets):
        return None
    start = instant(b.plan.window_start) if b.plan.window_start else None
    if (start is None or start > done - CHANGE_LEAD) and any(_already(r) for _, r in f.buckets):
        return None  # the window cut the time of the rollout, and the records ran before it: not known clean
    return queues[0]


def _own_change(b: _Builder, subject: str, first: Link, calls: Sequence[RecordedCall],
                found: dict[str, Finding] | None = None) -> Link | None:
    """"续订队列从十点开始一直堆着，根因到底是啥" of a consumer deployed minutes before its backlog began: its own last
    change event (the plan's search of its change events, ``Plan.cause_changes``) at most ``CHANGE_LEAD`` before the
    backlog's first record — what the backlog began with."""
    at = instant(first[0])
    if at is None or not b.plan.cause_changes:
        return None
    lines = [(stamp, c, r) for c in calls if c.invocation.tool_name == "query_logs" and c.invocation.success
             and c.invocation.arguments.get("service") == subject and c.invocation.arguments.get("level") == "INFO"
             and c.invocation.arguments.get("keyword") in action_stems(_CHANGE_LABEL)
             for r in refs_of(c, "logs[") if (stamp := r.text.split(" ", 1)[0])]
    near = [(stamp, c, r) for stamp, c, r in lines
            if (t := instant(stamp)) is not None and timedelta(0) <= at - t <= CHANGE_LEAD]
    last = max(near, key=lambda x: x[0]) if near else None
    if last is not None and found is not None and clean_rollout_backlog(b, found, subject, last) is not None:
        return None  # a rollout that completed clean well before the backlog began is no start of it (invVA)
    return last


def _backlog_claim(b: _Builder, subject: str, queue: str, first: tuple[str, RecordedCall, EvidenceRef] | None,
                   alarm: tuple[RecordedCall, EvidenceRef] | None, firing: bool,
                   quiet: tuple[RecordedCall, EvidenceRef] | None, changed: Link | None = None) -> None:
    """The consumer's backlog placed on the queue it reads: its first record about the topic and its own alert
    (its lag: what a reader knows the backlog by), the queue's own quiet record bound so its name is evidenced;
    ``changed``: its own change event just before the backlog began (said in place of the alert: an item is cut at
    300 characters)."""
    said = f"告警{_summary(alarm[1])}{'正在触发' if firing else '已恢复'}" if alarm else ""
    if changed is not None:
        said = f"始于其{_CHANGE_LABEL}「{_message(changed[2])}」（{changed[0]}）之后"
        alarm = (changed[1], changed[2])
    bound = ([quiet] if quiet else []) + ([alarm] if alarm and first else [])
    joint = "" if not said else "，" if changed else "，同时"
    head = f"{subject} 的积压{_gist(first[2], 70)}窗口内首次出现 {first[0]}{joint}" if first else ""
    call, ref = (first[1], first[2]) if first is not None else alarm  # type: ignore[misc]
    b.claim("root_cause", f"推断：{head}{said}；这是它消费的队列上的消息，这个队列是它的依赖 {queue}"
            f"（{queue} 自身的日志也已查询）", call, ref, support="indirect", bound=bound)


def _silent_peer(b: _Builder, found: dict[str, Finding], origin: str, path: Sequence[str]
                 ) -> tuple[str, RecordedCall, EvidenceRef] | None:
    """A dependency of the chain's origin that holds no record in the data (an external peer) while the origin's
    anomalous lines name it ("TLS handshake with <peer>:443 failed"): the origin's first such line."""
    for dep in sorted(b.plan.dependency_graph.get(origin, [])):
        f = found.get(dep)
        if dep in path or dep not in b.plan.silent_peers or (f is not None and f.anomalous):
            continue
        first = _earliest([(c, r) for c, r in found[origin].buckets if dep.lower() in _sample(r)])
        if first is not None:
            return dep, first[1], first[2]
    return None


def _origin_alarm(f: Finding, shown: EvidenceRef) -> tuple[RecordedCall, EvidenceRef] | None:
    """The origin's own firing (else resolved) alert with a summary, when the origin's onset is not that alert:
    its summary often names what changed there (a release, a certificate, a full disk). An alert that began more
    than ``_LATER_EPISODE`` after the onset shown belongs to a later episode of the origin (a pool alert an hour after
    a bad deploy's error alert): never said of this one — the onset's own alert, when it has a summary, is said
    instead."""
    onset = instant(str(getattr(shown, "first_seen", "") or text.field(shown, "since") or ""))
    own: tuple[RecordedCall, EvidenceRef] | None = None
    for call, ref in [*f.firing, *f.resolved]:
        if not text.alert_summary(ref):
            continue
        if ref is shown:
            own = (call, ref)
            continue
        began = instant(text.field(ref, "since") or "")
        if onset is not None and began is not None and began - onset > _LATER_EPISODE:
            continue
        return call, ref
    later = [r for _, r in [*f.firing, *f.resolved] if r is not shown and text.alert_summary(r)]
    return own if later else None


#: an origin's alert that began this long after its onset shown is another episode's
_LATER_EPISODE = timedelta(minutes=30)


def _summary(ref: EvidenceRef) -> str:
    return f" {getattr(ref, 'alertname', '') or ''}（{text.clip(text.alert_summary(ref) or '', 60)}）"


def _gist(ref: EvidenceRef, limit: int = 90) -> str:
    """What the record was, in its own words: a log bucket's sample line or an alert's name."""
    whole = text.field(ref, "sample")
    sample = text.quotable(whole) or text.quotable_head(whole)
    if sample:
        return f"（{text.clip(sample, limit)}）"
    name = getattr(ref, "alertname", None)
    return f"（告警 {name}）" if name else ""


def suspect_term_claims(b: _Builder, found: dict[str, Finding]) -> None:
    """A yes/no about a change rather than a service ("caused by the 3.18.0 deploy"): the subject's anomalous
    records that name the suspected term (a version, a host…) point at it. With no service named (the symptom
    told in words: "昨晚银行代发失败，是证书过期导致的吗"), any service's anomalous records naming it do."""
    if b.plan.suspects:
        return
    named = [s for s in b.plan.services if s in found][:1]
    #: the named subject's records first, then its dependencies' ("订舱失败是证书过期导致的吗": the certificate
    #: is the one of the peer behind it)
    groups = ([named, sorted(s for s in closure(b.plan, named[0]) - set(named) if s in found and found[s].anomalous)]
              if named else [[] if b.plan.services else [s for s, f in found.items() if f.anomalous]])
    for term, subjects in ((t, g) for g in groups for t in b.plan.suspect_terms):
        hits = [(subject, c, r) for subject in subjects for c, r in found[subject].buckets
                if term.lower() in _sample(r)]
        dated = [(str(getattr(r, "first_seen", "")), subject, c, r) for subject, c, r in hits
                 if getattr(r, "first_seen", None)]
        if dated:
            t, subject, call, ref = min(dated, key=lambda x: x[0])
            b.claim("root_cause", f"推断：{subject} 的异常与 {term} 有关——其异常日志首次出现(first_seen) {t}"
                    f"{_gist(ref)}，日志内容提到 {term}", call, ref, support="indirect")
            return
    if (len(named) == 1 and len(b.plan.services) == 1 and not b.plan.window_outside
            and b.plan.harm_asked):
        _clean_of_term(b, named[0], found[named[0]])




def _clean_of_term(b: _Builder, subject: str, f: Finding) -> None:
    """"did payments get hit by the cert thing yesterday?" of a subject that logged no ERROR or WARN line in the
    window and fired no alert (none resolved either): whatever the suspected trouble was, it did not show on the
    subject — no (inferred), bound to the subject's empty log summary (invUC)."""
    if f.anomalous or f.resolved or f.buckets or f.log_summary is None or not f.known \
            or f.service in b.plan.silent_services:
        return
    call, ref = f.log_summary
    if summary_total(ref) != 0:
        return
    bound = [f.metric_summary] if f.metric_summary is not None and re.search(r"\b0 firing alerts",
                                                                              f.metric_summary[1].text) else []
    quiet = "、也没有触发告警" if bound else ""
    b.claim("root_cause", f"推断：{subject} {UNTOUCHED}——{subject} 在查询窗口内没有 ERROR 或 WARN 级别日志{quiet}",
            call, ref, support="indirect", bound=bound)


def closure(plan: Plan, root: str) -> set[str]:
    """``root`` and every service it depends on, at any depth (``chain_words.dependency_closure`` over the plan's
    graph)."""
    return dependency_closure(root, plan.dependency_graph)


def _own_anomaly(b: _Builder, suspect: str, f: Finding) -> None:
    """A suspect asked about a symptom told in words (no other service named): its own anomaly in the window
    (WARN or ERROR lines, an alert that fired, also one that resolved) answers "yes", as an inference."""
    start = f.onset()
    if start is None:
        return
    alarm = _origin_alarm(f, start[2])
    said = f"；同时告警{_summary(alarm[1])}" if alarm else ""
    b.claim("root_cause", f"推断：所问的问题很可能与 {suspect} 有关——{suspect} 在查询窗口内有异常，最早异常 "
            f"{start[0]}{_gist(start[2], 60)}{said}", start[1], start[2], support="indirect",
            bound=[alarm] if alarm else [])


def _code_of(ref: object) -> str:
    return str(getattr(ref, "error_code", "") or "")


def _silent_suspect(b: _Builder, suspect: str, subject: str, f: Finding, own: Finding | None) -> None:
    """A suspect that never reports (an external peer): only its callers' records speak of it. The subject's
    anomalous records naming it (and the suspected change: a certificate…) answer "yes", as an inference; an
    anomalous subject whose records never name it answers "no" (they point elsewhere)."""
    words = [w for w in b.plan.suspect_terms if not any(ch.isdigit() for ch in w)]
    samples = [(c, r, _sample(r)) for c, r in f.buckets]
    hits = [(c, r) for c, r, sample in samples
            if suspect.lower() in sample and (not words or any(w in sample for w in words))]
    first = _earliest(hits)
    if first is not None:
        t, call, ref = first
        b.claim("root_cause", f"推断：{subject} 的异常指向 {suspect}——{subject} 的异常日志首次出现(first_seen) {t}"
                f"{_gist(ref)}，日志内容提到 {suspect}（它自身从来静默，只能从调用方的日志看它）", call, ref,
                support="indirect")
        return
    start = _earliest(f.buckets) or f.onset()
    quiet = own.log_summary if own is not None else None  # the suspect's own (empty) record: it names the suspect
    if not f.anomalous and not f.resolved and f.log_summary is not None and quiet is not None:
        #: "Is the X cert still expired?" while the services calling X log no ERROR or WARN line and fire nothing:
        #: whatever was wrong with X shows nowhere now (its silence is read from its callers, as an inference)
        call, ref = f.log_summary
        b.claim("observation", f"推断：{subject} 在查询窗口内没有 ERROR 或 WARN 级别日志——"
                f"它调用的 {suspect} 的问题未在它身上出现（{suspect} 自身从来静默，只能从调用方的日志看它）",
                call, ref, support="indirect", bound=[quiet])
        return
    if start is None or quiet is None or any(suspect.lower() in sample for _, _, sample in samples):
        return
    #: worded without a negation: the verifier reads a negation bound to records with a count as a denial of them
    b.claim("observation", f"推断：{subject} 的异常另有所指{_gist(start[2], 80)}：其异常日志提到的依赖里缺少 {suspect}"
            f"（{suspect} 自身从来静默，只能从调用方的日志看它）", start[1], start[2], support="indirect",
            bound=[quiet])


#: a reader's alert about the backlog on what it reads (its lag, a backlog, a queue depth)
_LAG_ALERT = regex(r"lag|backlog|queue|积压|消费延迟", re.I)


def _reads(b: _Builder, service: str, queue: str) -> bool:
    return queue in {d for d, k in b.plan.dependency_kinds.get(service, []) if k.lower() in QUEUE_KINDS}


def _reader_lag(b: _Builder, found: dict[str, Finding], queue: str, subject: str) -> bool:
    """"Is X failing because of the Q backlog?" with Q a queue X reads (``service_dependency`` of a queue kind): a
    queue logs nothing of its backlog, which shows as its reader's lag — X's anomalous records about the topic it
    reads ("consumer lag … on topic", "a message of topic … exceeded its deadline") and X's lag alert. Those
    answer "yes" (an inference, the queue's own quiet record bound beside them); a reader whose lag is clean leaves
    the queue's clean record to answer "no". False when X shows no lag."""
    f = found.get(subject)
    if f is None:
        return False
    first = _earliest([(c, r) for c, r in f.buckets if _is_queue_record(r)])
    alarm = next(((c, r) for c, r in [*f.firing, *f.resolved]
                  if _LAG_ALERT.search(f"{getattr(r, 'alertname', '') or ''} {text.alert_summary(r) or ''}")), None)
    if first is None and alarm is None:
        return False
    _backlog_claim(b, subject, queue, first, alarm, alarm is not None and alarm in f.firing,
                   found[queue].log_summary if queue in found else None)
    return True


def _chained_reader(b: _Builder, found: dict[str, Finding], subject: str, queue: str
                    ) -> tuple[list[str], list[Link]] | None:
    """The chain from the subject's symptoms when it ends at a reader of ``queue`` (a consumer the subject calls,
    directly or through hops): the backlog on the queue shows there, as that reader's lag; else None."""
    chain = _chain(b, found, subject)
    return chain if chain is not None and _reads(b, chain[0][-1], queue) else None


def _toward(b: _Builder, found: dict[str, Finding], subject: str, suspect: str
            ) -> list[tuple[RecordedCall, EvidenceRef]]:
    """"Y 有没有被 X 拖累" of an X beyond Y's direct dependencies: Y's anomalous records that point at a direct
    dependency through which Y reaches X ("call to <hop> failed", the hop calling X) — the part of Y's trouble on
    the route to X, walked from when Y's first symptom leads elsewhere (an older trouble of another peer)."""
    kinds = dict(b.plan.dependency_kinds.get(subject, []))
    hops = [d for d in b.plan.dependency_graph.get(subject, []) if d != suspect and d in found
            and suspect in closure(b.plan, d)]
    return [rec for d in hops for rec in _linked(found[subject].buckets, found[d], kinds.get(d, ""))]


def _ran_before(ref: EvidenceRef) -> bool:
    """The record was already present in the previous window (earlier_count > 0): the window cut its start."""
    earlier = text.field(ref, "earlier_count")
    return earlier is not None and earlier.isdigit() and int(earlier) > 0


def _steady_suspect(b: _Builder, found: dict[str, Finding], subject: str, suspect: str, f: Finding) -> None:
    """"客户App现在报错是不是因为预约数据库的问题？" of a database whose trouble runs through the window and the one
    before it: its WARN lines did not spike against the previous window, so they are no anomaly of its own. The
    subject's chain (each hop named by the records before it) reaches a service calling the suspect whose anomalous
    records name it ("waited for a connection to <suspect>"), and the suspect's WARN lines ran alongside them, both
    already present before the window: the suspect is where the chain ends — yes, as an inference. Nothing is
    claimed otherwise (its clean checks answer)."""
    chain = _chain(b, found, subject)
    path, links = chain if chain is not None else ([subject], [])
    warns = [(c, r) for c, r in f.steady if getattr(r, "level", "") == "WARN" and _ran_before(r)]
    for at, hop in reversed(list(enumerate(path))):
        if suspect not in b.plan.dependency_graph.get(hop, []) or hop not in found:
            continue
        kind = dict(b.plan.dependency_kinds.get(hop, [])).get(suspect, "")
        naming = [(c, r) for c, r in _linked(found[hop].buckets, f, kind) if _ran_before(r)]
        pairs = [(n, w) for n in naming for w in warns if _meet(n[1], w[1])]
        if not pairs:
            continue
        (n_call, n_ref), (w_call, w_ref) = pairs[0]
        route = " → ".join([*path[: at + 1], suspect])
        claim = (f"推断：{subject} 的问题很可能由 {suspect} 引起（{route}）——{hop} 的异常日志点名 {suspect}"
                 f"{_gist(n_ref)}，{suspect} 同时持续有 WARN 日志{_gist(w_ref, 60)}，首次出现(first_seen) "
                 f"{text.field(w_ref, 'first_seen')}，两者在前一窗口就已存在")
        b.claim("root_cause", claim, w_call, w_ref, support="indirect",
                bound=[*((c, r) for _, c, r in links[:at]), (n_call, n_ref)])
        return


def yes_no_claims(b: _Builder, found: dict[str, Finding]) -> None:
    subject = next((s for s in b.plan.services if s in found and s not in b.plan.suspects), None)
    for suspect in b.plan.suspects:
        f = found.get(suspect)
        if subject is not None and suspect in b.plan.silent_services:
            _silent_suspect(b, suspect, subject, found[subject], found.get(suspect))
            continue
        if f is None or not f.known:
            b.missing.append(f"数据源中没有 {suspect} 的日志、指标或告警记录，无法判断是否由它引起")
            continue
        if (subject is None and suspect in b.plan.services and (f.anomalous or f.resolved)
                and not b.plan.unheld_subjects):
            #: (a thing blamed that nothing holds, "<unheld>的问题是不是 X 搞的": X's own trouble is no inference
            #: about it — the answer says the thing was not identified)
            _own_anomaly(b, suspect, f)
            continue
        #: every service asked about reads it (a backlog named by its queue brings in its readers): one that does
        #: not ("is X slow because of the Q backlog?" of a service Q does not feed) leaves the queue's own record
        subjects = [s for s in b.plan.services if s not in b.plan.suspects]
        readers = [s for s in subjects if _reads(b, s, suspect)]
        #: the lag of the reader the question names (by its name; any reader when it is told in words): another
        #: reader's lag is no "yes" about a writer or a reader that keeps up
        named = [r for r in readers if re.search(rf"(?<![\w-]){re.escape(r)}(?![\w-])", b.question, re.I)]
        if (not (f.anomalous or f.resolved) and readers == subjects
                and any(_reader_lag(b, found, suspect, r) for r in named or readers)):
            continue  # a quiet queue is judged by its readers' lag, never by its own (silent) lines
        if (not (f.anomalous or f.resolved) and subject is not None and not readers
                and (via := _chained_reader(b, found, subject, suspect)) is not None
                and _reader_lag(b, found, suspect, via[0][-1])):
            #: "门店库存为啥查不到" then "是不是冰柜队列的问题": the subject reads no queue itself, its trouble runs
            #: to a reader of the queue whose lag is the backlog — the queue is the cause two hops down
            path, links = via
            route = " → ".join([*path, suspect])
            b.claim("root_cause", f"推断：{subject} 的问题很可能由 {suspect} 的积压引起（{route}）——{subject} 的异常"
                    f"日志指向 {path[1]}，{path[-1]} 消费的队列 {suspect} 积压",
                    links[0][1], links[0][2], support="indirect",
                    bound=[*((c, r) for _, c, r in links[1:]), *([f.log_summary] if f.log_summary else [])])
            continue
        if not (f.anomalous or f.resolved) and subject is not None and found[subject].anomalous and f.steady:
            _steady_suspect(b, found, subject, suspect, f)
            continue
        #: an alert of the suspect that fired and resolved in the window is an anomaly of it too
        if not (f.anomalous or f.resolved) or subject is None or not found[subject].anomalous:
            continue  # its negative observations (already claimed) answer "no"
        chain = _chain(b, found, subject, target=suspect)
        part = ""
        if (chain is None or suspect not in chain[0]) and (naming := _linked(
                found[subject].buckets, f, dict(b.plan.dependency_kinds.get(subject, [])).get(suspect, ""))
                or _toward(b, found, subject, suspect)):
            #: two troubles of the subject (a backlog of its queue, lock waits on its database): its first symptom
            #: leads elsewhere, but its records that name the suspect are walked from — that part is the suspect's
            chain, part = _chain(b, found, subject, target=suspect, start=naming), "一部分"
        if chain is not None and suspect in chain[0]:
            path, links = chain
            cut = path.index(suspect)
            start = found[suspect].onset()
            if start is not None and start[0] > links[0][0] and len(path) > cut + 1:
                #: the suspect's trouble began at its own dependency, before the subject's first record naming it
                origin, cut = links[-1], len(path) - 1
                route = " → ".join(path)
                claim = (f"推断：{subject} 的{part}问题很可能由 {suspect} 引起（{route}）——{suspect} 的问题源于 "
                         f"{path[-1]}，其最早异常 {origin[0]} 不晚于 {subject} 相关异常的首次出现 {links[0][0]}")
                b.claim("root_cause", claim, origin[1], origin[2], support="indirect",
                        bound=[(c, r) for _, c, r in links[:cut]])
                continue
            if start is not None and start[0] <= links[0][0]:
                route = " → ".join(path[: cut + 1])
                claim = (f"推断：{subject} 的{part}问题很可能由 {suspect} 引起（{route}）——{suspect} 的最早异常 "
                         f"{start[0]} 不晚于 {subject} 相关异常的首次出现 {links[0][0]}")
                b.claim("root_cause", claim, start[1], start[2], support="indirect",
                        bound=[(c, r) for _, c, r in links[:cut]])
                continue
        b.missing.append(f"{subject} 的相关异常记录没有指向 {suspect}，或 {suspect} 的异常开始得更晚："
                         "证据不足以说明由它引起")
