"""Answer-first lines about time and operations: the end of an anomaly (an alert's until, else the last record
against the window's end), its duration (a precursor's span, an alert the window cut off), an operation's change
event ("回滚了没有？") and health since an operation ("回滚之后还好吗？")."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

from superbiz.lazy_re import regex
from superbiz.render.answer_base import EARLIER, ENDED_LINE, SPAN, STAMP, anomalous, local, word_start
from superbiz.render.material import MaterialItem

__all__ = ["ACTION", "ACTION_STARTS", "CODE_OF", "action_count_line", "action_line", "action_span_line",
           "action_time_line",
           "count_since", "deploy_started", "duration_line", "end_line", "health_since", "starts_one"]

ACTION = regex(r"^(\S+) 的操作记录（([^）]{1,8})）：(.*)$", re.S)
#: "今天一共发了几次版": the log query's own count of an operation's start events (a search every line of which
#: starts one — ``agents.executor_ops.action_records``), so the total stated is the query's figure, never a sum
ACTION_STARTS = regex(r"^(\S+) 的(\S{1,8}?)开始记录（INFO 日志含“[^”]+”）在查询窗口内共 (\d+) 条$")
_LOG_AT = regex(r"^「?(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.\d+)?Z?\s")


def _after_latest(items: list[MaterialItem], after: str, zone: ZoneInfo, tz: str) -> tuple[list[MaterialItem], str]:
    """"Has the redeploy been rolled back?": the asked operation's change events after the latest change event of
    the operation done again (of the same service), and what the answer says of that event when none is."""
    latest: dict[str, tuple[str, MaterialItem]] = {}
    for i in items:
        if ((m := ACTION.match(i.text)) and m.group(2) == after and (at := _LOG_AT.match(m.group(3)))
                and (m.group(1) not in latest or at.group(1) > latest[m.group(1)][0])):
            latest[m.group(1)] = (at.group(1), i)
    kept = [i for i in items if not ((m := ACTION.match(i.text)) and m.group(2) == after)
            and not ((m := ACTION.match(i.text)) and (at := _LOG_AT.match(m.group(3)))
                     and (m.group(1) not in latest or at.group(1) <= latest[m.group(1)][0]))]
    said = "；".join(f"{svc} 最近一次{after}于 {local(stamp, zone)}（{tz}）：{item.text}"
                    for svc, (stamp, item) in latest.items())
    return kept, said


def action_line(items: list[MaterialItem], zone: ZoneInfo, tz: str, after: str = "", *,
                last: bool = False, context: list[MaterialItem] | None = None, went_ok: bool = False) -> str | None:
    """An operation asked about: yes with its first change event (time in the zone), else no with the search.
    With ``after`` (an operation done again: "the redeploy"), only change events after its latest one count;
    with ``last`` (the operation done again asked of itself: "后来重新发上去了吗"), its latest change event answers."""
    if after:
        kept, said = _after_latest(items, after, zone, tz)
        asked = [m for i in items if (m := ACTION.match(i.text)) and m.group(2) != after]
        if said and asked and not any(ACTION.match(i.text) and i.claim_type != "negative_observation" for i in kept):
            return f"没有，{said}；此后未发现{asked[0].group(2)}记录"
        items = kept if said else items
    done = [(m, i) for i in items if (m := ACTION.match(i.text)) and i.claim_type != "negative_observation"]
    if went_ok and done and (line := _went_ok(done, last=last)):
        return line
    if done:
        m, item = done[0]
        if last and (timed := _timed(done)):
            stamp, m, item = max(timed, key=lambda x: x[0])
            if len({at for at, _, i in timed if not ENDED_LINE.search(i.text)}) < 2 and not _after_trouble(
                    stamp, m.group(1), items if context is None else context):
                #: "后来又重新发了吗" of a service with a single deploy (rolled back, never sent out again): the
                #: operation done again needs a second start of it, its one start (or its completion) is no yes
                return (f"没有，{m.group(1)} 只有 {local(stamp, zone)}（{tz}）这一次{m.group(2)}记录，此后未发现再次"
                        f"{m.group(2)}：{item.text}")
        at = _LOG_AT.match(m.group(3))
        when = f"于 {local(at.group(1), zone)}（{tz}）" if at else ""
        #: "did anything get deployed today?" of a service deployed twice: each start event found, not the first
        starts = sorted({(stamp, i.text): i for stamp, n, i in _timed(done) if n.group(1) == m.group(1)
                         and n.group(2) == m.group(2) and _starts_one(n.group(2), n.group(3))}.items())
        if not last and len({stamp for (stamp, _), _ in starts}) > 1:
            times = "、".join(dict.fromkeys(local(stamp, zone) for (stamp, _), _ in starts))
            return f"是，{m.group(1)} 于 {times}（{tz}）有{m.group(2)}记录：" + "；".join(i.text for _, i in starts)
        return f"是，{m.group(1)} {when}有{m.group(2)}记录：{item.text}" + _undone(done, m, at.group(1) if at else "")
    missed = [(m, i) for i in items if (m := ACTION.match(i.text))]
    if missed:
        m, item = missed[0]
        #: "did someone restart it?": no such record found — said as what was searched and not found (the data
        #: may lack the operation's trace: it is no proof that nothing was done)
        return f"没有，未找到 {m.group(1)} 的{m.group(2)}记录。依据：{item.text}"
    return None


def action_count_line(items: list[MaterialItem], zone: ZoneInfo, tz: str) -> str | None:
    """"X 今天发了几次版", "how many times?" of an operation: its change events counted per service — each start
    event is one operation (a completion or failure event closes one already counted; a service that logged only
    those counts them instead), with the local time of each; no event found → 0 with the search; None when the
    operation was not searched."""
    done = [(m, i) for i in items if (m := ACTION.match(i.text)) and i.claim_type != "negative_observation"]
    if not done:
        missed = next(((m, i) for i in items if (m := ACTION.match(i.text))), None)
        if missed is None:
            return None
        return f"0 次：查询窗口内未发现{missed[0].group(2)}记录。依据：{missed[1].text}"
    services: dict[str, list[tuple[str, re.Match[str], MaterialItem]]] = {}
    for stamp, m, item in sorted(_timed(done), key=lambda x: x[0]):
        if all(stamp != at for at, _, _ in services.get(m.group(1), [])):
            services.setdefault(m.group(1), []).append((stamp, m, item))
    if not services:
        return None
    parts, total, label = [], 0, done[0][0].group(2)
    for svc, events in services.items():
        starts = [e for e in events if _starts_one(label, e[1].group(3))]
        counted = starts or events
        total += len(counted)
        times = "、".join(local(at, zone) for at, _, _ in counted)
        parts.append((svc, len(counted), f"（{times}，{tz}）：" + "；".join(i.text for _, _, i in counted)))
    if len(parts) == 1:
        svc, n, said = parts[0]
        return f"{svc} 共 {n} 次{label}{said}"
    stated = [int(m.group(3)) for i in items if (m := ACTION_STARTS.match(i.text)) and m.group(2) == label]
    if stated and total not in stated:
        #: the starts the query itself counted are the total (never the events found, summed here)
        total = max(stated)
    return f"共 {total} 次{label}：" + "；".join(f"{svc} {n} 次{said}" for svc, n, said in parts)


#: a change event telling the operation did not go through
_FAILED_LINE = regex(r"\b(?:failed|aborted|rolled back|rolling back|rollback|reverted|halted)\b|失败|中止|回滚",
                     re.I)


def _undone(done: list[tuple[re.Match[str], MaterialItem]], undo: re.Match[str], stamp: str) -> str:
    """"which version was it and when was it rolled back?": beside a rollback found, the start event of the other
    operation asked (a deploy) that the same service logged last before it — the version the rollback undid."""
    if undo.group(2) != "回滚" or not stamp:
        return ""
    before = [(at, n, i) for at, n, i in _timed(done) if n.group(1) == undo.group(1) and n.group(2) != "回滚"
              and at <= stamp and _starts_one(n.group(2), n.group(3))]
    if not before:
        return ""
    _, n, item = max(before, key=lambda x: x[0])
    return f"；回滚的是此前这次{n.group(2)}：{item.text}"


def starts_one(label: str, line: str) -> bool:
    """Whether a change event of operation ``label`` starts one (``_starts_one``)."""
    return _starts_one(label, line)


def _starts_one(label: str, line: str) -> bool:
    """Whether a change event of operation ``label`` starts one: neither its completion nor its failure (a
    rollback's own lines all name it, so only its completion closes one)."""
    return not ENDED_LINE.search(line) and (label == "回滚" or not _FAILED_LINE.search(line))


def _timed(done: list[tuple[re.Match[str], MaterialItem]]) -> list[tuple[str, re.Match[str], MaterialItem]]:
    """The change events whose log line carries its stamp, as (stamp, match, item)."""
    return [(at.group(1), m, i) for m, i in done if (at := _LOG_AT.match(m.group(3)))]


def _went_ok(done: list[tuple[re.Match[str], MaterialItem]], *, last: bool = False) -> str | None:
    """"did that one go ok?" of the operation found (its latest service's change events): a failure event → no, a
    completion event → yes, each citing that event; only a start: None (the plain "it was done" line). With
    ``last`` ("did the redeploy go ok?"), only the events from the operation's latest start on count: an earlier
    run's rollback is not the redeploy's."""
    timed = _timed(done)
    if not timed:
        return None
    service = max(timed, key=lambda x: x[0])[1].group(1)
    own = sorted((t for t in timed if t[1].group(1) == service), key=lambda x: x[0])
    if last and (begun := [t[0] for t in own if t[1].group(2) != "回滚" and _starts_one(t[1].group(2), t[1].group(3))]):
        own = [t for t in own if t[0] >= max(begun)]
    failed = [t for t in own if _FAILED_LINE.search(t[1].group(3))]
    if failed:
        #: "which version, and did it go ok?": the start it undid names the version that went out
        began = [t for t in own if t[0] <= failed[0][0] and t[1].group(2) != "回滚"
                 and _starts_one(t[1].group(2), t[1].group(3))]
        said = f"{began[-1][2].text}；" if began else ""
        return f"否，{service} 的{own[0][1].group(2)}没有顺利完成：{said}{failed[0][2].text}"
    ended = [t for t in own if ENDED_LINE.search(t[1].group(3))]
    if ended:
        return f"是，{service} 的{ended[-1][1].group(2)}已顺利完成：{ended[-1][2].text}"
    return None


_LAST_SEEN = regex(r"最近一次\(last_seen\) " + STAMP)


def _after_trouble(stamp: str, service: str, items: list[MaterialItem]) -> bool:
    """"后来是不是又发过一次版" after "X 昨天为啥报错": X's one deploy came after every ERROR line of its trouble had
    stopped — the operation done after the trouble (a fix sent out), not the start that broke it."""
    ends = [last.group(1) for i in items if (m := _COUNTED.match(i.text)) and m.group(1) == service
            and (last := _LAST_SEEN.search(i.text))]
    return bool(ends) and max(ends) < stamp


#: a change event errors began this soon after is the one that broke things ("the bad deploy")
_BAD_AFTER = 900


def _followed_by_errors(stamp: str, items: list[MaterialItem]) -> bool:
    at = datetime.fromisoformat(stamp)
    return any(0 <= (datetime.fromisoformat(m.group(4)) - at).total_seconds() <= _BAD_AFTER
               for i in items if (m := _COUNTED.match(i.text)))


def deploy_started(items: list[MaterialItem], service: str, order: str) -> tuple[str, MaterialItem] | None:
    """The start of ``service``'s deploy a which-first side names (``order``: "last" for a redeploy, "bad" for the
    one errors followed, else the first): its change event's time and claim; None when none was found."""
    started = [(at.group(1), i) for i in items if (m := ACTION.match(i.text)) and m.group(1) == service
               and m.group(2) == "发布" and i.claim_type != "negative_observation"
               and (at := _LOG_AT.match(m.group(3))) and not ENDED_LINE.search(m.group(3))]
    if not started:
        return None
    if order == "bad":
        started = [s for s in started if _followed_by_errors(s[0], items)] or started
    return max(started, key=lambda s: s[0]) if order == "last" else min(started, key=lambda s: s[0])


def action_time_line(items: list[MaterialItem], zone: ZoneInfo, tz: str, *, last: bool,
                     bad: bool = False, each: bool = False) -> str | None:
    """When an operation began or ended ("when did the rollback finish?", "发版是几点开始的"): its first (onset) or
    last (end) change event, at the time of its own log line; None when no change event was found. ``each``
    ("发了两次版，分别几点开始的", "when did each of the two deploys start?"): every start of one service's operation,
    in order."""
    done = [(at.group(1), m, i) for i in items if (m := ACTION.match(i.text)) and i.claim_type != "negative_observation"
            and (at := _LOG_AT.match(m.group(3)))]
    if not done:
        return None
    starts = sorted({d[0]: d for d in done if not last and not ENDED_LINE.search(d[1].group(3))
                     and (d[1].group(1), d[1].group(2)) == (done[0][1].group(1), done[0][1].group(2))}.values(),
                    key=lambda d: d[0])
    if each and len(starts) > 1:
        name, op = starts[0][1].group(1), starts[0][1].group(2)
        stamps = "、".join(local(stamp, zone) for stamp, _, _ in starts)
        return f"{name} 的{op}开始记录分别在 {stamps}（{tz}）：" + "；".join(item.text for _, _, item in starts)
    #: "when did the bad X deploy start?" of two deploys: the change event errors followed, not the clean one
    done = [d for d in done if _followed_by_errors(d[0], items)] or done if bad else done
    #: "which version was it and when was it rolled back?": the rollback's own events answer when, the deploy it
    #: undid which version (a redeploy after the rollback is neither)
    timed = [d for d in done if d[1].group(2) == "回滚"] if done[0][1].group(2) == "回滚" else done
    stamp, m, item = max(timed, key=lambda x: x[0]) if last else min(timed, key=lambda x: x[0])
    which = "最后一条" if last else "第一条"
    undone = _undone([(n, i) for _, n, i in done], m, stamp) if timed != done else ""
    return f"{m.group(1)} 的{m.group(2)}{which}记录在 {local(stamp, zone)}（{tz}）：{item.text}{undone}"


_SINCE_AT = regex(r"\((?:first_seen|since)\) " + STAMP)
_UNTIL_AT = regex(r"\(until\) " + STAMP)
_LAST_AT = regex(r"\(last_seen\) " + STAMP)
#: the service an alert's claim names ("告警 X（服务 svc，critical）")
_ALERT_OF = regex(r"^告警 \S+（服务 ([^，）]+)")


def _minutes(m: re.Match[str]) -> int:
    return int(m.group(2) or 0) * 60 + int(m.group(3))


#: a record first seen this close after the window's start was cut off by it, not begun there
_CUT = 300


def _outlasting(items: list[MaterialItem], first: MaterialItem, window_start: str = "") -> MaterialItem | None:
    """A resolved alert that began with the log lines (within 5 minutes) and lasted longer than their span in the
    window: the window cut the lines off ("昨晚…持续了多久" for an incident that ended after midnight). Lines first
    seen right at the window's start were cut off there: an alert that began before them and was still firing when
    they began states the incident's whole span ("凌晨…多久" for one that began before midnight)."""
    span, start = SPAN.search(first.text), _SINCE_AT.search(first.text)
    if span is None or start is None:
        return None
    began = datetime.fromisoformat(start.group(1))
    cut = bool(window_start) and 0 <= (began.replace(tzinfo=UTC) - datetime.fromisoformat(
        window_start.replace("Z", "+00:00"))).total_seconds() <= _CUT
    earlier = EARLIER.search(first.text)
    for i in items:
        m, since = SPAN.search(i.text), _SINCE_AT.search(i.text)
        if i is first or m is None or since is None:
            continue
        lead = (began - datetime.fromisoformat(since.group(1))).total_seconds()
        owner = _ALERT_OF.search(i.text)
        if (m.group(1) == "active_for" and "正在触发" in i.text and cut and lead > 0 and earlier is not None
                and int(earlier.group(1)) > 0 and owner is not None and first.text.startswith(f"{owner.group(1)} ")):
            #: "how long has X been failing on the cert?" for a trouble older than the (at most 24 h) window: its
            #: lines were cut at the window's start (more of them before it) and its alert, firing since before
            #: them, states the whole span up to now — not the day the window holds
            return i
        if m.group(1) != "duration" or "已恢复" not in i.text:
            continue
        until = _UNTIL_AT.search(i.text)
        spans_cut = cut and lead > 0 and until is not None and datetime.fromisoformat(until.group(1)) >= began
        if (abs(lead) <= 300 or spans_cut) and _minutes(m) > _minutes(span):
            return i
    return None


def _local_span(text: str, zone: ZoneInfo | None, tz: str) -> str:
    """"（2026-12-10 21:06 ~ 21:50，Africa/Johannesburg）": a record's own start and end in the question's zone
    (an alert still firing: "至今")."""
    since = _SINCE_AT.search(text)
    if zone is None or since is None:
        return ""
    end = _UNTIL_AT.search(text) or _LAST_AT.search(text)
    start = local(since.group(1), zone)[:16]
    if "正在触发" in text or end is None:
        return f"（{start} 起至今，{tz}）"
    stop = local(end.group(1), zone)[:16]
    return f"（{start} ~ {stop[11:] if stop[:10] == start[:10] else stop}，{tz}）"


def _names_any(item: MaterialItem, symptoms: tuple[str, ...]) -> bool:
    """Whether the item's text holds one of the symptom words (whole words from their start)."""
    return any(re.search(word_start(w), item.text.lower()) for w in symptoms)


def duration_line(items: list[MaterialItem], window_start: str = "", zone: ZoneInfo | None = None,
                  tz: str = "", symptoms: tuple[str, ...] = ()) -> str:
    #: the incident's span: its earliest-starting anomalous record (a WARN precursor counts: "how long has it
    #: been backed up?"), else the first record stating a span
    first = next((i for i in items if SPAN.search(i.text)), None)
    spans = [(m.group(1), i) for i in items
             if SPAN.search(i.text) and anomalous(i) and (m := _SINCE_AT.search(i.text))]
    lead = _SINCE_AT.search(first.text) if first is not None else None
    if spans and lead is not None:
        stamp, earliest = min(spans, key=lambda x: x[0])
        ahead = datetime.fromisoformat(lead.group(1)) - datetime.fromisoformat(stamp)
        #: "多久了" after "地磅队列为啥积压": the first record is about the trouble named (its lag lines); an earlier
        #: record of another trouble (the lock waits behind the backlog) is its cause, not the backlog's start
        other = (bool(symptoms) and first is not None and _names_any(first, symptoms)
                 and not _names_any(earliest, symptoms))
        if 0 < ahead.total_seconds() <= 900 and not other:  # a precursor of the same incident, minutes before it
            first = earliest
            items = [first, *(i for i in items if i is not first)]
    longer = _outlasting(items, first, window_start) if first is not None else None
    for i in ([longer] if longer is not None else items):
        m = SPAN.search(i.text)
        if m:
            hours, minutes = int(m.group(2) or 0), int(m.group(3))
            spoken = f"{hours}h{minutes:02d}m" if hours else f"{minutes} 分钟"  # the record's own figures
            return f"持续约 {spoken}{_local_span(i.text, zone, tz)}：{i.text}"
    return f"持续时间：{items[0].text}"


#: a last record this close to the window's end: the trouble is still going
_STILL = 600


def ongoing_since(items: list[MaterialItem], window_end: str,
                  own: Callable[[MaterialItem], bool] | None = None) -> str | None:
    """The start (ISO UTC, no zone mark) of the run of anomalies that reaches the window's end: anomalies still
    seen within 10 minutes of it (or firing), and every anomaly overlapping them or ending at most 10 minutes
    before the run's start, back to the first gap. None when no anomaly reaches the end.

    With `own` (the subject's records), the run is the subject's own that reaches the end, led by other services'
    anomalies only when they began at most 10 minutes before it (a dependency's lead-in down the chain): another
    service failing since the day before (an unrelated chain's standing trouble) overlaps every later episode and is
    no start of the subject's ("那它从几点开始的?" after "X 为啥现在出不了款"). Without an own record reaching the
    end, the plain run."""
    if not window_end:
        return None
    end = datetime.fromisoformat(window_end.replace("Z", "+00:00")).replace(tzinfo=None)
    spans: list[tuple[datetime, datetime, bool]] = []
    for i in _narrowest(items):
        first = re.search(r"\((?:first_seen|since)\) " + STAMP, i.text)
        if first is None or not anomalous(i):
            continue
        last = end if "正在触发" in i.text else None
        if last is None and (m := _LAST_AT.search(i.text) or _UNTIL_AT.search(i.text)):
            last = datetime.fromisoformat(m.group(1))
        if last is not None:
            spans.append((datetime.fromisoformat(first.group(1)), last, own is None or own(i)))
    gap = timedelta(seconds=_STILL)
    run = [s for s in spans if s[1] >= end - gap and s[2]]
    if own is not None and not run:
        return ongoing_since(items, window_end)
    if not run:
        return None
    start = min(s[0] for s in run)
    moved = True
    while moved:
        moved = False
        for a, b, mine in sorted(spans, key=lambda s: s[1], reverse=True):
            if a < start and b >= start - gap and (mine or own is None or a >= start - gap):
                start, moved = a, True
    return start.isoformat()


#: one service's log record of one code and level ("X 错误码 C 的 WARN 日志"), as the summaries open
CODE_OF = regex(r"^(\S+ 错误码 \S+ 的 \w+ 日志)在窗口内")
_CODE_LINES = regex(CODE_OF.pattern + r"共 \d+ 条，首次出现\(first_seen\) " + STAMP)


def _narrowest(items: list[MaterialItem]) -> list[MaterialItem]:
    """Of one code's records read over several windows, the one first seen latest whose window's previous window
    held none of them (earlier_count=0) shows where its current run began: a wider window's record of the same code
    spans the quiet gap before it (the current episode queried apart), so the wider ones are set aside."""
    latest: dict[str, str] = {}
    for i in items:
        if (m := _CODE_LINES.match(i.text)) and (e := EARLIER.search(i.text)) and e.group(1) == "0":
            latest[m.group(1)] = max(latest.get(m.group(1), ""), m.group(2))
    return [i for i in items if not ((m := _CODE_LINES.match(i.text)) and m.group(2) < latest.get(m.group(1), ""))]


def _service_of(text: str) -> str:
    """The service an item is about: an alert's "（服务 X，", else the item's first word."""
    m = re.search(r"（服务 ([^，）]+)", text)
    return m.group(1) if m else (text.split(maxsplit=1) or [""])[0]


def end_line(items: list[MaterialItem], zone: ZoneInfo, tz: str, window_end: str = "", past_end_to: str = "") -> str:
    ongoing = [i for i in items if "正在触发" in i.text]
    if ongoing:
        return f"尚未恢复：{ongoing[0].text}"
    ended = next((i for i in items if "(until)" in i.text), None)
    m = _UNTIL_AT.search(ended.text) if ended is not None else None
    own = _LAST_AT.search(items[0].text) if anomalous(items[0]) else None
    if (m and ended is not None and own is not None and window_end
            and _service_of(items[0].text) != _service_of(ended.text)
            and not any("(until)" in i.text and _service_of(i.text) == _service_of(items[0].text) for i in items)
            and window_end.rstrip("Z")[:19] > own.group(1)
            and (datetime.fromisoformat(window_end.replace("Z", "+00:00"))
                 - datetime.fromisoformat(own.group(1)).replace(tzinfo=UTC)).total_seconds() > _STILL):
        #: "and when did it recover?" of a subject whose own lines stopped, beside a dependency's alert that
        #: resolved minutes later: the subject's trouble ended with its own last line, not the dependency's alert
        return (f"已停止：最后一次出现在 {local(own.group(1), zone)}（{tz}），此后未再出现，已恢复正常："
                f"{items[0].text}")
    if m and ended is not None:  # another service's anomaly is never cited for the end stated: the one that ended
        cited = items[0] if _service_of(items[0].text) == _service_of(ended.text) else ended
        return f"已于 {local(m.group(1), zone)}（{tz}）恢复正常：{cited.text}"
    lasts = [(lm.group(1), i) for i in items if anomalous(i) and (lm := _LAST_AT.search(i.text))]
    if lasts and window_end:
        stamp, item = max(lasts, key=lambda x: x[0])
        if past_end_to and stamp > window_end.rstrip("Z")[:19]:
            window_end = past_end_to  # lines followed past the window's end: judged against where they were read to
        gap = (datetime.fromisoformat(window_end.replace("Z", "+00:00"))
               - datetime.fromisoformat(stamp).replace(tzinfo=UTC)).total_seconds()
        if gap <= _STILL:
            #: "仍有异常" first: the state judged (a 未 just before 异常 would deny it)
            return f"仍有异常，尚未恢复：最近一次出现在 {local(stamp, zone)}（{tz}）：{item.text}"
        #: stopped well before the window's end: recovered ("那现在呢 恢复了没" is answered healthy, then when)
        return f"已停止：最后一次出现在 {local(stamp, zone)}（{tz}），此后未再出现，已恢复正常：{item.text}"
    return f"结束/恢复：{items[0].text}"


def _operation_event(items: list[MaterialItem], subject: str, *, latest: bool
                     ) -> tuple[str, str, MaterialItem] | None:
    """The latest (or earliest) change event of an operation among the verified items — the subject's own, else
    another service's (the one its trouble came from: "那回滚之后网关还有报错吗"): (its stamp, the operation's label,
    the item)."""
    done = [(m, at, i) for i in items if (m := ACTION.match(i.text)) and (at := _LOG_AT.match(m.group(3)))]
    done = [d for d in done if d[0].group(1) in subject.split("、")] or done
    if not done:
        return None
    m, at, event = (max if latest else min)(done, key=lambda d: d[0].group(3))
    return at.group(1), m.group(2), event


def health_since(items: list[MaterialItem], subject: str, *, asks_problem: bool, zone: ZoneInfo, tz: str
                 ) -> str | None:
    """Health since an operation ("回滚之后还好吗"): healthy when every anomaly's last record precedes the operation's
    change event and nothing fires; else the first anomaly still seen after it."""
    if (found := _operation_event(items, subject, latest=True)) is None:
        return None
    when, label, event = found
    bad = [i for i in items if anomalous(i)]
    later = [i for i in bad if "正在触发" in i.text
             or any(s > when for s in re.findall(r"\(last_seen\) (\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})", i.text))]
    at_local = f"{local(when, zone)}（{tz}）"
    if later:
        word = "是，" if asks_problem else "否，"
        return f"{word}{subject} 在{label}（{at_local}）之后仍有异常：{later[0].text}"
    word = "没有，" if asks_problem else "是，"
    before = f"；此前的异常在{label}前已停止：{bad[0].text}" if bad else ""
    return f"{word}{subject} 在{label}（{at_local}）之后未发现异常。依据：{event.text}{before}"


_BEGAN = regex(r"(?:\(first_seen\)|开始于\(since\)) (\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})")


def health_before(items: list[MaterialItem], subject: str, *, asks_problem: bool, zone: ZoneInfo, tz: str
                  ) -> str | None:
    """Health before an operation ("发版之前有没有报错", "那之前呢" after a deploy told): a problem when an anomaly
    was first seen before the operation's earliest change event of the window; none else (the trouble after it is
    not the time asked)."""
    if (found := _operation_event(items, subject, latest=False)) is None:
        return None
    when, label, event = found
    earlier = [i for i in items if anomalous(i) and any(s < when for s in _BEGAN.findall(i.text))
               #: the subject's own anomalies: another service's earlier trouble is not "it" erring before
               and any(i.text.startswith(f"{s} ") or (i.text.startswith("告警 ") and f"服务 {s}" in i.text)
                       for s in subject.split("、"))]
    at_local = f"{local(when, zone)}（{tz}）"
    if earlier:
        word = "是，" if asks_problem else "否，"
        return f"{word}{subject} 在{label}（{at_local}）之前已有异常：{earlier[0].text}"
    word = "没有，" if asks_problem else "是，"
    return f"{word}{subject} 在{label}（{at_local}）之前未发现异常（此后的异常不计）。依据：{event.text}"


def health_before_trouble(items: list[MaterialItem], subject: str, words: Sequence[str], *, asks_problem: bool,
                          zone: ZoneInfo, tz: str) -> str | None:
    """Health before a trouble the conversation told ("was X failing anything earlier than that today?" after "when
    did the flower cache storm start today?"): the trouble begins at the first record among the anomalous ones
    that hold one of its ``words``; a problem when one of the subject's own anomalies was first seen before that;
    none else (the told trouble and what came after it are not the time asked). None when no record holds the words
    (invUC)."""
    def began(item: MaterialItem) -> list[str]:
        return _BEGAN.findall(item.text)

    told = [s for i in items if anomalous(i) and any(w in i.text.lower() for w in words) for s in began(i)]
    if not told:
        return None
    start = min(told)
    mine = [i for i in items if anomalous(i) and any(
        i.text.startswith(f"{s} ") or (i.text.startswith("告警 ") and f"服务 {s}" in i.text)
        for s in subject.split("、"))]
    earlier = [i for i in mine if any(s < start for s in began(i))]
    at_local = f"{local(start, zone)}（{tz}）"
    if earlier:
        word = "是，" if asks_problem else "否，"
        return f"{word}{subject} 在那次问题开始（{at_local}）之前已有异常：{earlier[0].text}"
    if not mine:
        return None
    word = "没有，" if asks_problem else "是，"
    return (f"{word}{subject} 在那次问题开始（{at_local}）之前未发现异常（那次及之后的异常不计）。"
            f"依据：{mine[0].text}")


_COUNTED = regex(r"^(\S+) 错误码 (\S+) 的 ERROR 日志在窗口内共 (\d+) 条，首次出现\(first_seen\) " + STAMP)


def _latest_operation(items: list[MaterialItem]) -> tuple[str, str] | None:
    """The latest change event of an operation among the verified items: (its stamp, the operation's label)."""
    events = [at.group(1) for i in items if (m := ACTION.match(i.text)) and i.claim_type != "negative_observation"
              and (at := _LOG_AT.match(m.group(3)))]
    if not events:
        return None
    when = max(events)
    return when, next(m.group(2) for i in items if (m := ACTION.match(i.text)) and when in m.group(3))


def count_since(items: list[MaterialItem], zone: ZoneInfo, tz: str) -> str | None:
    """A count since an operation ("how many errors since the redeploy?"): per error code, the ERROR lines counted
    from the operation's latest change event (the record first seen earliest after it), summed; None without one."""
    latest = _latest_operation(items)
    if latest is None:
        return None
    when, label = latest
    best: dict[tuple[str, str], tuple[str, int, MaterialItem]] = {}
    for i in items:
        c = _COUNTED.match(i.text)
        if c is None or c.group(4) < when:
            continue
        key = (c.group(1), c.group(2))
        if key not in best or c.group(4) < best[key][0]:
            best[key] = (c.group(4), int(c.group(3)), i)
    if not best:
        return None
    total = sum(n for _, n, _ in best.values())
    svc = next(iter(best))[0]
    cited = "；".join(i.text for _, _, i in best.values())
    return f"{svc} 自{label}（{local(when, zone)}，{tz}）以来共 {total} 条 ERROR 日志：{cited}"


def onset_since(items: list[MaterialItem], zone: ZoneInfo, tz: str) -> str | None:
    """The onset after an operation ("when did the wallet start erroring after the deploy?"): the earliest first
    ERROR line of an error code counted from the operation's latest change event on (never an earlier trouble of the
    day); None without one."""
    latest = _latest_operation(items)
    if latest is None:
        return None
    when, label = latest
    after = [(c.group(4), i) for i in items if (c := _COUNTED.match(i.text)) is not None and c.group(4) >= when]
    if not after:
        return None
    first, item = min(after, key=lambda a: a[0])
    return (f"{label}（{local(when, zone)}，{tz}）之后最早的 ERROR 日志出现在 {local(first, zone)}（{tz}）："
            f"{item.text}")


def action_span_line(items: list[MaterialItem], labels: tuple[str, ...], order: str, zone: ZoneInfo, tz: str,
                     version: str = "") -> str | None:
    """How long between two operations ("从上线到回滚完持续了多久"): from the first operation's change event (its
    latest when it was done again: ``order`` "last"; the one errors followed: "bad") to the second's first change
    event after it. One operation ("how long did the X rollout take?"): its own start event to its completion."""
    if len(labels) == 1:
        return _own_span_line(items, labels[0], order, version, zone, tz)
    if len(labels) != 2:
        return None
    events: dict[str, list[tuple[str, str, MaterialItem]]] = {label: [] for label in labels}
    for i in items:
        if ((m := ACTION.match(i.text)) and i.claim_type != "negative_observation" and m.group(2) in events
                and (at := _LOG_AT.match(m.group(3)))):
            events[m.group(2)].append((at.group(1), m.group(1), i))
    starts = sorted(events[labels[0]], key=lambda e: e[0])
    if not starts:
        return None
    #: "the bad release … before it got rolled back" of several deploys: the one errors followed
    bad = [s for s in starts if _followed_by_errors(s[0], items)] if order == "bad" else []
    start = starts[-1] if order == "last" else bad[0] if bad else starts[0]
    ends = sorted(e for e in events[labels[1]] if e[0] >= start[0] and e[1] == start[1])
    if not ends:
        return None
    end = ends[0]
    minutes = round((datetime.fromisoformat(end[0]) - datetime.fromisoformat(start[0])).total_seconds() / 60)
    spoken = f"{minutes // 60}h{minutes % 60:02d}m" if minutes >= 60 else f"{minutes} 分钟"
    return (f"持续约 {spoken}：{start[1]} 从{labels[0]}（{local(start[0], zone)}）"
            f"到{labels[1]}（{local(end[0], zone)}，{tz}）：{start[2].text}；{end[2].text}")


#: a change event that begins an operation ("deployment started: rolling out …") or completes it ("deployment
#: completed: … serving 100% of traffic")
_OP_BEGAN = regex(r"\b(?:start(?:ed|ing)?|begin(?:s|ning)?|began|rolling out|initiated)\b", re.I)
_OP_DONE = regex(r"\b(?:complete[ds]?|finish(?:ed|es)?|done|succeeded|serving 100\s*%)", re.I)


def _own_span_line(items: list[MaterialItem], label: str, order: str, version: str, zone: ZoneInfo, tz: str
                   ) -> str | None:
    """"app 5.8.0 发布花了多长时间": from the deploy's start event (the one naming ``version`` when given; the latest
    for ``order`` "last", the one errors followed for "bad", else the first) to the same service's first completion
    event after it, before its next start; a gap when it never completed, None when no start was found."""
    events = sorted((at.group(1), m.group(1), m.group(3), i) for i in items
                    if (m := ACTION.match(i.text)) and i.claim_type != "negative_observation" and m.group(2) == label
                    and (at := _LOG_AT.match(m.group(3))))
    events = list({(e[0], e[1]): e for e in events}.values())  # one line found by several stems
    starts = [e for e in events if _OP_BEGAN.search(e[2]) and not _OP_DONE.search(e[2])
              and (not version or re.search(rf"(?<![\w.]){re.escape(version)}(?![\w.])", e[2]))]
    if not starts:
        return None
    bad = [s for s in starts if _followed_by_errors(s[0], items)] if order == "bad" else []
    start = starts[-1] if order == "last" else bad[0] if bad else starts[0]
    later = [e for e in events if e[1] == start[1] and e[0] > start[0]]
    restart = next((e[0] for e in later if e in starts or (_OP_BEGAN.search(e[2]) and not _OP_DONE.search(e[2]))),
                   None)
    ends = [e for e in later if _OP_DONE.search(e[2]) and (restart is None or e[0] < restart)]
    if not ends:
        #: a rollout that never completed (rolled back midway) took no span of its own: said as a gap, never an
        #: alert's span read as its duration
        return (f"无法确定持续时间：{start[1]} 的{label}（开始于 {local(start[0], zone)}，{tz}）之后没有完成记录："
                f"{start[3].text}")
    end = ends[0]
    minutes = round((datetime.fromisoformat(end[0]) - datetime.fromisoformat(start[0])).total_seconds() / 60)
    spoken = f"{minutes // 60}h{minutes % 60:02d}m" if minutes >= 60 else f"{minutes} 分钟"
    return (f"持续约 {spoken}：{start[1]} 的{label}从开始（{local(start[0], zone)}）到完成（{local(end[0], zone)}，"
            f"{tz}）：{start[3].text}；{end[3].text}")
