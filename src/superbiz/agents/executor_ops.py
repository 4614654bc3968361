"""Claims about operations and measures for the offline Executor: an operation's change events ("回滚了没有？":
the INFO lines naming it, or that none was logged), the series of a measure the question asks the value of, and
an overview of a quiet window (no alert fired or resolved). Each claim restates one record."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, Protocol

from superbiz.agents import claims as text
from superbiz.agents.causes import (
    change_message,
    clean_rollout_backlog,
    closure,
    deeper_origin,
    origin_elsewhere,
    went_by_unnamed,
)
from superbiz.agents.claims import field as kv
from superbiz.agents.investigate import Finding, RecordedCall, instant, ref_of, refs_of, summary_total
from superbiz.agents.owner import owner_claim_text
from superbiz.agents.plan_calls import CHANGE_LEAD
from superbiz.agents.plan_model import Plan
from superbiz.agents.question import ALERT_SEVERITY
from superbiz.agents.question_ops import action_stems
from superbiz.contracts import EvidenceRef
from superbiz.lazy_re import regex
from superbiz.render.answer_base import ENDED_LINE, LATER_TROUBLE
from superbiz.render.answer_time import starts_one

__all__ = ["action_negatives", "action_records", "asked_series", "change_cause", "quiet", "suspect_change"]


class _Builder(Protocol):
    """What the claim builder offers here (``offline_executor._Builder``)."""

    plan: Plan
    question: str
    symptoms: list[str]
    missing: list[str]
    claims: list[dict[str, Any]]
    action_misses: list[tuple[str, str, str, RecordedCall, EvidenceRef]]

    def claim(self, claim_type: str, claim_text: str | None, call: RecordedCall, *refs: EvidenceRef,
              support: str = "direct", bound: Sequence[tuple[RecordedCall, EvidenceRef]] = ()) -> None: ...


def action_records(b: _Builder, call: RecordedCall) -> None:
    """An operation asked about: each INFO line naming it (oldest first), or — once all its stems came back
    empty — that none was logged in the window."""
    args = call.invocation.arguments
    svc, stem = str(args.get("service") or "各服务"), str(args.get("keyword", ""))
    label = next((a for a in [*b.plan.actions, *b.plan.since_actions] if stem in action_stems(a)), "操作")
    refs = refs_of(call, "logs[")
    if not args.get("service") and b.plan.services and label not in b.plan.actions:
        #: health since an operation, searched of every service ("那回滚之后网关还有报错吗"): only a service on the
        #: subject's dependency chain (the one its trouble may have come from) is measured from
        chain = closure(b.plan, b.plan.services[0])
        refs = [r for r in refs if str(getattr(r, "service", "")) in chain]
    for ref in _asked_lines(b, refs, label in b.plan.actions):
        who = str(getattr(ref, "service", "") or svc)
        b.claim("observation", f"{who} 的操作记录（{label}）：{ref.text}", call, ref)
    summary = ref_of(call, "summary")
    total = summary_total(summary) if summary is not None else 0
    if summary is not None and b.plan.count_actions and label in b.plan.actions and total == len(refs) > 0 and all(
            starts_one(label, str(getattr(r, "text", ""))) for r in refs):
        #: "今天一共发了几次版": a search every line of which starts one operation — the query's own count of them
        #: is the total the answer states (never the events found, summed by the answer)
        b.claim("observation", f"{svc} 的{label}开始记录（INFO 日志含“{stem}”）在查询窗口内共 {total} 条",
                call, summary)
    asked = label in b.plan.actions  # an operation a health question measures from is no yes/no of its own
    if summary is not None and summary_total(summary) == 0 and not b.plan.window_outside and asked:
        b.action_misses.append((label, svc, stem, call, summary))


#: a version named in the question ("the 3.8.1 rollout")
_VERSION = regex(r"(?<![\w.])v?\d+(?:\.\d+)+(?![\w.])")


def _asked_lines(b: _Builder, refs: Sequence[EvidenceRef], asked: bool) -> list[EvidenceRef]:
    """Two change events of an operation, oldest first: those of the version the question names, and — of an
    operation asked when it began or ended (``asked``) — of the verb asked ("when did it finish": its completed
    line; "when did it kick off": its start line), when any is logged; the window may hold a start and an end of
    several rollouts, and the oldest two may be neither."""
    versions = _VERSION.findall(b.question)
    lines = sorted(refs, key=lambda r: r.text)
    named = [r for r in lines if any(re.search(rf"(?<![\w.]){re.escape(v)}(?![\w.])", r.text) for v in versions)]
    lines = named or lines
    if b.plan.count_actions:
        return lines  # "X 今天发了几次版": every change event, counted by the answer
    if any(b.plan.onset_changes):
        #: a which-first side naming a deploy: every start of one (the answer picks the first, the redeploy or the bad)
        return [r for r in lines if not ENDED_LINE.search(r.text)] or lines
    ended, started = ("end" in b.plan.aspects, "onset" in b.plan.aspects)
    if asked and ended != started:
        lines = [r for r in lines if bool(ENDED_LINE.search(r.text)) == ended] or lines
    return lines[:2]


def asked_series(b: _Builder, calls: Sequence[RecordedCall]) -> None:
    """The value of a measure the question asks ("命中率现在多少？"): the subject's series of that metric first."""
    for call in calls:
        args = call.invocation.arguments
        if call.invocation.tool_name == "query_metrics" and args.get("metric") in b.plan.metrics_asked:
            for ref in refs_of(call, "series[")[:2]:
                b.claim("observation", text.series_claim(ref), call, ref)


def action_negatives(b: _Builder) -> None:
    """"No rollback was logged": only when no stem of that operation matched any line of that service."""
    said = {(label, svc) for label in b.plan.actions for svc in [*b.plan.services, "各服务"]
            if any(c["claim_text"].startswith(f"{svc} 的操作记录（{label}）") for c in b.claims)}
    if not b.plan.services:  # a line of any service answers "did any service restart?"
        said |= {(label, "各服务") for label in b.plan.actions
                 if any(re.match(rf"^\S+ 的操作记录（{label}）：「", c["claim_text"]) for c in b.claims)}
    for label, svc, stem, call, ref in b.action_misses:
        if (label, svc) not in said:
            said.add((label, svc))
            b.claim("negative_observation", f"{svc} 的操作记录（{label}）：查询窗口内没有包含“{stem}”的 INFO 日志",
                    call, ref)


def quiet(b: _Builder, call: RecordedCall) -> None:
    """An overview of a window where no alert fired or resolved (a window whose ERROR lines are counted claims
    them instead) — never from a window the data does not cover."""
    args, summary = call.invocation.arguments, ref_of(call, "summary")
    if summary is None or b.plan.window_outside or args.get("level") or args.get("keyword") or args.get("trace_id"):
        return
    tool = call.invocation.tool_name
    quiet = re.search(r"\b0 firing alerts", summary.text) and re.search(r"\b0 resolved alerts", summary.text)
    if tool == "query_metrics" and args.get("state") == "any" and quiet and not args.get("team"):
        b.claim("negative_observation", "窗口内没有任何服务触发告警（没有触发中的，也没有已恢复的）", call, summary)
    counted = re.search(r"\b(\d+) firing alerts.*?\b(\d+) resolved alerts", summary.text)
    #: (a team's alerts are counted even when there are none: "0 个" answers "前台组今天响了几条告警")
    if (tool == "query_metrics" and b.plan.alerts_counted and not args.get("service") and counted
            and (not quiet or args.get("team"))):
        #: "现在有几个告警在响": the alert query's own counts (the distinct alerts, not log lines), each as the query
        #: states it; their total only when the query states it too ("N alerts in all")
        total = re.search(r"\b(\d+) alerts in all\b", summary.text)
        began = re.search(r"\b(\d+) began in the window\b", summary.text)
        #: "维修组今天响了几条告警": the team's services, as the query over the team names them
        team = re.search(r"\bteam=(.+?) services=(\S+) window=", summary.text) if args.get("team") else None
        who = f"团队 {team.group(1)} 的服务（{'、'.join(team.group(2).split(','))}）" if team else ""
        b.claim("observation", f"{who}窗口内告警{f'共 {total.group(1)} 个，' if total else '：'}正在触发(firing) "
                f"{counted.group(1)} 个，已恢复(resolved) {counted.group(2)} 个"
                f"{f'，其中窗口内开始的 {began.group(1)} 个' if began else ''}", call, summary)
        #: "今天一共响了几条 critical 告警": the query's own count of the alerts of the severity asked
        asked = ALERT_SEVERITY.search(b.question)
        severity = "" if asked is None else "critical" if asked.group(1).lower().startswith("crit") else "warning"
        of = severity and re.search(rf"\b(\d+) {severity} alerts \((\d+) of them began in the window\)",
                                    summary.text)
        if of:
            b.claim("observation", f"窗口内 {severity} 级别的告警共 {of.group(1)} 个，"
                    f"其中窗口内开始的 {of.group(2)} 个", call, summary)



def owner_team(b: _Builder, call: RecordedCall) -> None:
    """"谁负责闸机那个app": the team the query over a subject's catalogue team names, with its services
    (``agents.owner``)."""
    args, summary = call.invocation.arguments, ref_of(call, "summary")
    if (summary is None or call.invocation.tool_name != "query_metrics" or not args.get("team")
            or args.get("team") not in b.plan.owner_teams):
        return
    team = re.search(r"\bteam=(.+?) services=(\S+) window=", summary.text)
    if team and (said := owner_claim_text(team.group(1), team.group(2).split(","), b.plan.services)):
        b.claim("observation", said, call, summary)


def team_lines(b: _Builder, call: RecordedCall) -> None:
    """"会员组的服务今天报了多少错": the lines of the team's services as the log query over the team counts them."""
    args, summary = call.invocation.arguments, ref_of(call, "summary")
    if (summary is None or call.invocation.tool_name != "query_logs" or not args.get("team")
            or args.get("team") != b.plan.count_team):
        return
    m = re.search(r"\bteam=(.+?) services=(\S+) level=(\S+) .*?: (\d+) matching records", summary.text)
    if m:
        b.claim("observation", f"团队 {m.group(1)} 的服务（{'、'.join(m.group(2).split(','))}）的 {m.group(3)} 日志"
                f"在窗口内共 {m.group(4)} 条", call, summary)


def store_caller_lines(b: _Builder, calls: Sequence[RecordedCall]) -> None:
    """"今天mysql的调用方报了多少错": per store asked of its callers, their ERROR lines over its own trouble as the log
    query over those services counts them together (``investigate.store_caller_calls``; invUA)."""
    for _, *callers in b.plan.store_callers:
        for call in calls:
            args, summary = call.invocation.arguments, ref_of(call, "summary")
            if (summary is None or call.invocation.tool_name != "query_logs" or not call.invocation.success
                    or args.get("service_list") != ",".join(callers)):
                continue
            m = re.search(r"\bservices=(\S+) level=(\S+) window=(\S+?): (\d+) matching records", summary.text)
            if m:
                said = "、".join(m.group(1).split(","))
                #: (the store is no word of the query's own: the answer ties the callers to it, ``brief.store_callers``)
                b.claim("observation", f"服务 {said} 的 {m.group(2)} 日志在 {m.group(3)} 内共 {m.group(4)} 条", call,
                        summary)


_RUN = regex(r"^(?P<svc>\S+) episode (?P<k>\d+) of \d+: start=(?P<start>\S+) end=(?P<end>\S+) "
                  r"span=(?P<span>\S+) count=(?P<count>\d+) codes=(?P<codes>\S+)$")
_RUNS = regex(r"^(?P<svc>\S+) (?P<levels>\S+): (?P<n>\d+) separate episodes \(runs of its lines"
                   r"(?P<naming> and of lines naming it)? parted by "
                   r"quiet gaps over (?P<gap>\d+)m\)")


def episode_run_counts(b: _Builder, calls: Sequence[RecordedCall]) -> None:
    """"工单app今天一共出了几次问题": the subject's separate runs of anomalous lines as its log query states them (how
    many, and each one's span, line count and codes) — the times it was in trouble, a figure of the evidence."""
    subject = next(iter(b.plan.services), None)
    if not b.plan.episode_runs or subject is None:
        return
    for call in calls:
        args, head = call.invocation.arguments, ref_of(call, "episodes")
        if call.invocation.tool_name != "query_logs" or not args.get("episodes") or args.get("service") != subject:
            continue
        m = _RUNS.match(head.text) if head is not None else None
        if head is None or m is None:
            continue
        runs = [(r, x) for r in refs_of(call, "episodes[") if (x := _RUN.match(r.text)) is not None]
        each = "；".join(f"第 {x.group('k')} 段 {x.group('start')} ~ {x.group('end')}（跨度 {x.group('span')}，"
                        f"{x.group('count')} 条，错误码 {x.group('codes')}）" for _, x in runs)
        #: an outside partner's runs with its callers' lines naming it ("支付合作方今天出了几次状况")
        naming = f"（含其他服务提及 {subject} 的日志）" if m.group("naming") else ""
        b.claim("observation", f"{subject} 窗口内的 {m.group('levels')} 日志{naming}"
                f"按超过 {m.group('gap')} 分钟的静默间隔"
                #: ("分为 N 段", not "共 N 段": a bare number after 共 reads as the line count of the one run listed)
                f"分为 {m.group('n')} 段异常（{m.group('n')} 次）" + (f"：{each}" if each else ""),
                call, head, *(r for r, _ in runs))
        return


def episode_alert_counts(b: _Builder, calls: Sequence[RecordedCall]) -> None:
    """"闸机缓存今天炸了几次": the subject's alert query's own counts of its firings in the window (as the query
    states them), so that the times counted from its firings are the query's figures."""
    subject = next(iter(b.plan.services), None)
    #: "今天 <alert> 一共响了几次" naming no service: the named alert's own query counts its firings
    named = b.plan.alerts[0] if subject is None and b.plan.alerts else None
    if not b.plan.episode_stems or (subject is None and named is None):
        return
    for call in calls:
        args, summary = call.invocation.arguments, ref_of(call, "summary")
        if (call.invocation.tool_name != "query_metrics" or summary is None
                or (args.get("service") != subject if subject else args.get("alertname") != named)
                or args.get("state") != "any" or args.get("start") != b.plan.window_start
                or args.get("end") != b.plan.window_end):
            continue
        counted = re.search(r"\b(\d+) firing alerts.*?\b(\d+) resolved alerts", summary.text)
        if counted is None or counted.groups() == ("0", "0"):
            continue
        total = re.search(r"\b(\d+) alerts in all\b", summary.text)
        began = re.search(r"\b(\d+) began in the window\b", summary.text) if named else None
        who = subject or f"告警 {named}"
        b.claim("observation", f"{who} 窗口内告警{f'共 {total.group(1)} 个，' if total else '：'}"
                f"正在触发(firing) {counted.group(1)} 个，已恢复(resolved) {counted.group(2)} 个"
                f"{f'，其中窗口内开始的 {began.group(1)} 个' if began else ''}", call, summary)
        return


def change_cause(b: _Builder, found: dict[str, Finding], calls: Sequence[RecordedCall]) -> None:
    """A cause question whose subject's own anomaly began shortly after its own change event (a deploy) and that no
    dependency explains: the change, as an inference (the evidence states no causal link)."""
    subject = next((s for s in b.plan.services if s in found), None)
    if b.plan.change_suspect:
        return  # suspect_change, before the other claims
    if not b.plan.cause_changes or subject is None:
        return
    if not found[subject].anomalous:
        _clean_change(b, subject, calls)
        return
    if any(c["claim_type"] == "root_cause" for c in b.claims):
        return
    onset = found[subject].onset()
    first = instant(onset[0]) if onset else None
    if onset is None or first is None:
        return
    best: tuple[float, RecordedCall, EvidenceRef, str] | None = None
    earlier: tuple[float, RecordedCall, EvidenceRef, str] | None = None
    lead_s = CHANGE_LEAD.total_seconds()
    for call in calls:
        args = call.invocation.arguments
        if call.invocation.tool_name != "query_logs" or not args.get("keyword") or args.get("service") != subject:
            continue
        for ref in refs_of(call, "logs["):
            stamp = ref.text.split(" ", 1)[0]
            at = instant(stamp)
            lead = (first - at).total_seconds() if at is not None else -1.0
            if at is not None and 0 <= lead <= lead_s and (best is None or at.timestamp() > best[0]):
                best = (at.timestamp(), call, ref, stamp)
            elif at is not None and lead > lead_s and (earlier is None or at.timestamp() > earlier[0]):
                earlier = (at.timestamp(), call, ref, stamp)
    if best is None and earlier is not None and "yes_no" in b.plan.aspects:
        #: "was it the rollout at 1:30?": the subject's last change event lies well before its first anomaly — an
        #: observation of both times (the answer reads the gap: not the change, as an inference)
        _, call, ref, stamp = earlier
        label = b.plan.cause_changes[0]
        b.claim("observation", f"{subject} 的{label}记录「{ref.text}」于 {stamp}；{subject} 的最早异常首次出现于 "
                f"{onset[0]}（在该{label}之后）", call, ref, bound=[(onset[1], onset[2])])
        return
    if best is None and "yes_no" in b.plan.aspects:
        _no_change_before(b, subject, onset, found, calls)
        return
    if best is None:
        return
    _, call, ref, stamp = best
    label = b.plan.cause_changes[0]
    if "yes_no" in b.plan.aspects and _backlog_after_clean(b, found, subject, best[1:3], stamp, label):
        return
    if "yes_no" in b.plan.aspects and (chain := deeper_origin(b, found, subject)) is not None:
        #: "是不是 17:08 那次 X 发版把它搞挂了？" of an X whose errors name a dependency whose own trouble began no
        #: later than them (X → Y → Z): the trouble came from below the change, however soon after it — not the change
        path, links = chain
        b.claim("observation", f"{subject} 的{label}记录「{_quote(ref)}」于 {stamp}；随后 {subject} 的异常记录指向依赖 "
                f"{path[1]}（{' → '.join(path)}），{path[-1]} 的最早异常首次出现于 {links[-1][0]}，不晚于 {subject} "
                f"相关异常的首次出现 {links[0][0]}", call, ref, bound=[(c, r) for _, c, r in links])
        return
    if "yes_no" in b.plan.aspects and (named := _errors_name_dependency(b, found, subject)) is not None:
        #: "did the X 2.9.0 rollout cause the pool exhaustion?" of X's own change, then X's errors — every one of them
        #: naming one dependency of X ("waited for a connection to <db>"): the trouble is that dependency's, not the
        #: change's (a bad change's own errors name none; as ``suspect_change`` judges a suspect's change)
        dep, first_seen, n_call, n_ref = named
        b.claim("observation", f"{subject} 的{label}记录「{ref.text}」于 {stamp}；随后 {subject} 的最早异常首次出现于 "
                f"{first_seen}，其异常记录指向依赖 {dep}", call, ref, bound=[(n_call, n_ref)])
        return
    coded = next(((c, r, code) for c, r in found[subject].buckets if (code := text.field(r, "error_code"))), None)
    own = f"（错误码 {coded[2].rstrip(':;,')}）" if coded else ""
    bound = [(onset[1], onset[2]), *([(coded[0], coded[1])] if coded else [])]
    b.claim("root_cause", f"推断：{subject} 的异常{own}始于其{label}之后——{label}记录「{ref.text}」于 {stamp}，"
            f"{subject} 的最早异常首次出现于 {onset[0]}", call, ref, support="indirect", bound=bound)


#: a chain claim quotes its change line whole when short; a long one (a trace, a long version text) is quoted by its
#: message alone — the answer's item is cut at 300 characters, and the origin's time at the claim's end is what
#: the answer reads ("不是（推断）…问题来自下游依赖而非发布")
_QUOTE_WHOLE = 100


def _quote(ref: EvidenceRef) -> str:
    """A change line as a chain claim quotes it: whole when short, else its message
    (finwarden-core-rollout-suspect-zh)."""
    return ref.text if len(ref.text) <= _QUOTE_WHOLE else change_message(ref)


def _later_trouble(b: _Builder, found: dict[str, Finding], suspect: str
                   ) -> tuple[tuple[str, RecordedCall, EvidenceRef], tuple[str, RecordedCall, EvidenceRef]] | None:
    """For a change suspected of the trouble going on now (``Plan.change_trouble_now``): the suspect's last anomalous
    record (its latest ``last_seen`` or resolved alert's ``until``) and the start of the subject's current trouble
    (its firing alerts' ``since``), when the suspect fires nothing and that start lies after the last record; else
    None."""
    subject = b.plan.services[0] if b.plan.services else ""
    if not b.plan.change_trouble_now or subject == suspect or subject not in found or suspect not in found:
        return None
    mine, theirs = found[subject], found[suspect]
    if theirs.firing or not mine.firing or not (theirs.buckets or theirs.resolved):
        return None
    ends = [(t, c, r) for c, r in theirs.buckets if (t := kv(r, "last_seen")) is not None]
    ends += [(t, c, r) for c, r in theirs.resolved if (t := kv(r, "until")) is not None and t != "unknown"]
    starts = [(t, c, r) for c, r in mine.firing if (t := kv(r, "since")) is not None and t != "unknown"]
    if not ends or len(starts) != len(mine.firing):
        return None
    last, since = max(ends, key=lambda x: x[0]), min(starts, key=lambda x: x[0])
    at_last, at_since = instant(last[0]), instant(since[0])
    if at_last is None or at_since is None or at_since <= at_last:
        return None
    return last, since


def _change_lines(subject: str, calls: Sequence[RecordedCall]
                  ) -> tuple[list[RecordedCall], list[tuple[str, RecordedCall, EvidenceRef]]]:
    """The subject's change-event searches (``plan_calls._change_calls``) and their lines, oldest first."""
    ours = [c for c in calls if c.invocation.tool_name == "query_logs" and c.invocation.arguments.get("keyword")
            and c.invocation.arguments.get("service") == subject and c.invocation.success]
    lines = sorted(((ref.text.split(" ", 1)[0], call, ref) for call in ours for ref in refs_of(call, "logs[")
                    if instant(ref.text.split(" ", 1)[0]) is not None), key=lambda x: x[0])
    return ours, lines


def _no_change_in(b: _Builder, subject: str, ours: list[RecordedCall]) -> None:
    """That the subject logged no change event over its searches' span (bound to the search's own summary)."""
    if ours and (summary := ref_of(ours[0], "summary")) is not None:
        args = ours[0].invocation.arguments
        b.claim("negative_observation", f"{subject} 在 {args.get('start')} 至 {args.get('end')} 之间没有"
                f"{b.plan.cause_changes[0]}的 INFO 变更日志", ours[0], summary)


def _change_owner(line: str) -> str:
    """The service of a change event's log line ("<ts> INFO <service> …"); "" when the line does not say."""
    parts = line.split(" ", 3)
    return parts[2] if len(parts) >= 3 and parts[1] in ("INFO", "WARN", "ERROR", "DEBUG") else ""


def _no_change_before(b: _Builder, subject: str, onset: tuple[str, RecordedCall, EvidenceRef],
                      found: dict[str, Finding], calls: Sequence[RecordedCall]) -> None:
    """"Was the outage caused by a deploy?" with no change event at most 30 minutes before the subject's first
    anomaly: its change events after that anomaly began (stated against it), or — when the searches reach at
    least 30 minutes before it — that it logged none."""
    ours, lines = _change_lines(subject, calls)
    first = instant(onset[0])
    if not ours or first is None:
        return
    after = [(stamp, call, ref) for stamp, call, ref in lines if instant(stamp) > first]  # type: ignore[operator]
    if after and b.plan.change_own:
        #: "是不是 X 12:55 那次发版搞挂的", "was it its own deploy?": the change asked is the subject's own and came
        #: after its trouble began — another service's deploy before it is no answer to what was asked
        _change_after(b, subject, onset, after[0])
        return
    #: the earliest anomaly of the subject and of the services followed beside it (a dependency's trouble may
    #: begin first): any service's deploy from 30 minutes before it up to the subject's first anomaly leaves the
    #: question undecided (a dependency's deploy may be the cause)
    onsets = [t for f in found.values() if f.anomalous and (o := f.onset()) is not None
              and (t := instant(o[0])) is not None]
    earliest = min([first, *onsets])
    every = [c for c in calls if c.invocation.tool_name == "query_logs" and c.invocation.success
             and c.invocation.arguments.get("keyword") and not c.invocation.arguments.get("service")]
    if not every:
        return
    below = closure(b.plan, subject) if b.plan.dependency_graph else None
    told = " ".join(r.text.lower() for _, r in found[subject].buckets) if subject in found else ""
    for call in every:
        for ref in refs_of(call, "logs["):
            at = instant(ref.text.split(" ", 1)[0])
            if at is None or not earliest - CHANGE_LEAD <= at <= first:
                continue
            who = _change_owner(ref.text)
            if below is not None and who and who not in below and who.lower() not in told:
                #: "跟两点那次发版有关系吗": the service deployed then is off the subject's dependency chain and
                #: its records never name it — no candidate cause (as ``suspect_change`` judges a named one)
                continue
            return
    if after:
        _change_after(b, subject, onset, after[0])
        return
    searched = instant(str(ours[0].invocation.arguments.get("start", "")))
    if not lines and searched is not None and searched <= earliest - CHANGE_LEAD:
        _no_change_in(b, subject, ours)


def _change_after(b: _Builder, subject: str, onset: tuple[str, RecordedCall, EvidenceRef],
                  line: tuple[str, RecordedCall, EvidenceRef]) -> None:
    """The subject's change event stated against its first anomaly, which it followed."""
    stamp, call, ref = line
    label = b.plan.cause_changes[0]
    b.claim("observation", f"{subject} 的{label}记录「{ref.text}」与最早异常分别出现于 {stamp}、{onset[0]}："
            f"{label}晚于最早异常", call, ref, bound=[(onset[1], onset[2])])


def _clean_change(b: _Builder, subject: str, calls: Sequence[RecordedCall]) -> None:
    """"Was it the 1:30 rollout?" of a subject with no anomaly in the window: its change event (when the window
    runs at least 30 minutes past it: a clean rollout), or that it logged none — the yes/no reads either beside
    the subject's clean checks."""
    if "yes_no" not in b.plan.aspects or not b.plan.window_end:
        return
    ours, lines = _change_lines(subject, calls)
    end = instant(b.plan.window_end)
    if not lines:
        _no_change_in(b, subject, ours)
        return
    stamp, call, ref = lines[0]
    at = instant(stamp)
    if end is not None and at is not None and end - at >= CHANGE_LEAD:
        b.claim("observation", f"{subject} 的{b.plan.cause_changes[0]}记录「{ref.text}」于 {stamp}", call, ref)


def suspect_change(b: _Builder, found: dict[str, Finding], calls: Sequence[RecordedCall]) -> None:
    """"Was it the X deploy?": X's change event at most 30 minutes before the first anomaly of the subject or of X
    is the inferred cause (claimed first: the yes/no's answer); else the change event X did log, stated against that
    first anomaly, or that it logged none in the window — the suspected change did not start the trouble."""
    suspect = b.plan.suspects[0]
    label = b.plan.cause_changes[0]
    onsets = [(*o, s) for s in (*b.plan.services[:1], suspect) if s in found and found[s].anomalous
              and (o := found[s].onset()) is not None and instant(o[0]) is not None]
    ours = [c for c in calls if c.invocation.tool_name == "query_logs" and c.invocation.arguments.get("keyword")
            and c.invocation.arguments.get("service") == suspect and c.invocation.success]
    if not ours:
        return
    lines = sorted(((ref.text.split(" ", 1)[0], call, ref) for call in ours for ref in refs_of(call, "logs[")
                    if instant(ref.text.split(" ", 1)[0]) is not None), key=lambda x: x[0])
    if not onsets:
        return
    lead_s = CHANGE_LEAD.total_seconds()

    def changes_before(o: tuple[str, RecordedCall, EvidenceRef, str]) -> list[tuple[str, RecordedCall, EvidenceRef]]:
        at = instant(o[0])
        assert at is not None
        return [(stamp, call, ref) for stamp, call, ref in lines
                if 0 <= (at - instant(stamp)).total_seconds() <= lead_s]  # type: ignore[operator]

    onset = min(onsets, key=lambda o: o[0])
    before = changes_before(onset)
    mine_onset = next((o for o in onsets if o[3] != suspect), None)
    if not before and mine_onset is not None and mine_onset is not onset and changes_before(mine_onset):
        #: "筒仓入仓那次发版有没有影响到收货预约？" over a day: the suspect's earliest anomaly is another, earlier
        #: trouble of its own; the subject's trouble began right after the suspect's change — set against it
        onset = mine_onset
        before = changes_before(onset)
    first = instant(onset[0])
    assert first is not None
    own: list[tuple[str, RecordedCall, EvidenceRef]] = []
    if before and b.plan.services and b.plan.services[0] != suspect and not (
            suspect in found and found[suspect].anomalous):
        own = [line for line in _change_lines(b.plan.services[0], calls)[1]
               if before[-1][0] < line[0] and instant(line[0]) <= first]  # type: ignore[operator]
    if lines and (current := _later_trouble(b, found, suspect)) is not None:
        #: "现在缴费失败是不是因为计费服务昨晚那次发版？": the subject's trouble going on now began after every anomaly
        #: of the suspect had ended (its change's own episode is over) — the change is no cause of the trouble asked
        stamp, call, ref = before[-1] if before else lines[-1]
        (last, last_call, last_ref), (since, now_call, now_ref) = current
        subject = b.plan.services[0]
        b.claim("observation", f"{suspect} 的{label}记录「{ref.text}」于 {stamp}；{suspect} 的异常最近一次出现于 "
                f"{last}，{subject} {LATER_TROUBLE} {since}（在其之后）", call, ref,
                bound=[(last_call, last_ref), (now_call, now_ref)])
        return
    if own:
        #: "was the manifests breakage caused by the notifications release just before it?": X's release went by
        #: clean (X shows no anomaly) and the subject's own change came after it, right before its first anomaly —
        #: the nearer change: not X (as an inference, the subject's own change stated beside it)
        stamp, call, ref = before[-1]
        mine_stamp, mine_call, mine_ref = own[-1]
        subject = b.plan.services[0]
        b.claim("observation", f"{suspect} 的{label}记录「{ref.text}」于 {stamp}，早于 {subject} 自身的{label}记录"
                f"「{mine_ref.text}」（于 {mine_stamp}）；{subject} 的最早异常首次出现于 {onset[0]}", call, ref,
                bound=[(mine_call, mine_ref), (onset[1], onset[2])])
        b.claim("root_cause", f"推断：{subject} 的异常始于其{label}之后——{label}记录「{mine_ref.text}」于 "
                f"{mine_stamp}，{subject} 的最早异常首次出现于 {onset[0]}", mine_call, mine_ref, support="indirect",
                bound=[(onset[1], onset[2])])
    elif before and b.plan.services and b.plan.services[0] != suspect and b.plan.dependency_graph and (
            suspect not in closure(b.plan, b.plan.services[0])):
        #: "豆批登记失败是不是 X 发版搞的？" of an X off the subject's dependency chain: X's change just before the
        #: subject's trouble is a coincidence in time, no inferred cause — its change event stated, nothing more
        stamp, call, ref = before[-1]
        b.claim("observation", f"{suspect} 的{label}记录「{ref.text}」于 {stamp}", call, ref)
    elif before and _clean_victim(b, found, suspect):
        #: "订单确认失败是不是昨天物流那个发版搞的？": X's change broke X itself, while the subject — another service —
        #: shows nothing in the window: the change's trouble stayed in X (stated, no inferred cause of the subject's)
        stamp, call, ref = before[-1]
        b.claim("observation", f"{suspect} 的{label}记录「{ref.text}」于 {stamp}；随后 {suspect} 自身的最早异常首次出现"
                f"于 {onset[0]}", call, ref, bound=[(onset[1], onset[2])])
    elif before and b.plan.services and (elsewhere := origin_elsewhere(b, found, b.plan.services[0], suspect)):
        #: "was it the X deploy?" of a change just before the trouble that came from elsewhere: the subject's
        #: records lead down to another origin whose trouble began first, or X went by clean, unnamed, while another
        #: dependency went wrong at the subject's first record — a coincidence in time (stated, no inferred cause)
        stamp, call, ref = before[-1]
        b.claim("observation", f"{suspect} 的{label}记录「{_quote(ref)}」于 {stamp}；{elsewhere[0]}", call, ref,
                bound=elsewhere[1])
    elif before and onset[3] == suspect and _backlog_after_clean(b, found, suspect, before[-1][1:], before[-1][0],
                                                                  label):
        pass  # "did it break anything?" of X's own rollout that completed clean well before X's backlog began
    elif before and onset[3] == suspect and (chain := deeper_origin(b, found, suspect)) is not None:
        #: "was the X rollout at 8:45 the reason Y broke?" / "下午那波是不是 X 发版引起的": the first anomaly is X's
        #: own, but its errors all name a dependency whose trouble (down the chain) began no later than them — the
        #: rollout went by clean and the trouble came from below it, however soon after it (as ``change_cause``)
        stamp, call, ref = before[-1]
        path, links = chain
        b.claim("observation", f"{suspect} 的{label}记录「{_quote(ref)}」于 {stamp}；随后 {suspect} 的异常记录指向依赖 "
                f"{path[1]}（{' → '.join(path)}），{path[-1]} 的最早异常首次出现于 {links[-1][0]}，不晚于 {suspect} "
                f"相关异常的首次出现 {links[0][0]}", call, ref, bound=[(c, r) for _, c, r in links])
    elif before and onset[3] == suspect and (named := _errors_name_dependency(b, found, suspect)) is not None:
        #: "was the X rollout at 8:40 what broke Y?": X's change went by, then X's first anomaly — but every error
        #: line of X names one dependency of its own (a partner whose certificate expired, silent itself): the
        #: trouble is that dependency's, not the change's (a change's own errors name none)
        stamp, call, ref = before[-1]
        dep, first_seen, n_call, n_ref = named
        b.claim("observation", f"{suspect} 的{label}记录「{ref.text}」于 {stamp}；随后 {suspect} 的最早异常首次出现于 "
                f"{first_seen}，其异常记录指向依赖 {dep}", call, ref, bound=[(n_call, n_ref)])
    elif before and b.plan.services and went_by_unnamed(b, found, b.plan.services[0], suspect):
        #: the suspect's change went by clean and the subject's records never name it (its own queue backed up): a
        #: coincidence in time, stated with no inferred cause (the answer: no, the change caused no anomaly)
        stamp, call, ref = before[-1]
        b.claim("observation", f"{suspect} 的{label}记录「{_quote(ref)}」于 {stamp}", call, ref)
    elif before:
        stamp, call, ref = before[-1]
        mine = next((o for o in onsets if o[3] != suspect), None)  # the subject's own first anomaly names it
        who = f"{mine[3]} 的问题" if mine else "异常"
        b.claim("root_cause", f"推断：{who}始于 {suspect} 的{label}之后——{label}记录「{ref.text}」于 {stamp}，"
                f"{onset[3]} 的最早异常首次出现于 {onset[0]}", call, ref, support="indirect",
                bound=[(o[1], o[2]) for o in (onset, *([mine] if mine and mine is not onset else []))])
    elif lines:
        stamp, call, ref = lines[0]
        side = "晚于" if stamp > onset[0] else "早于"
        b.claim("observation", f"{suspect} 的{label}记录「{ref.text}」与最早异常分别出现于 {stamp}、{onset[0]}："
                f"{label}{side}最早异常{'' if side == '晚于' else ' 30 分钟以上'}", call, ref,
                bound=[(onset[1], onset[2])])
    elif (summary := ref_of(ours[0], "summary")) is not None:
        args = ours[0].invocation.arguments
        b.claim("negative_observation", f"{suspect} 在 {args.get('start')} 至 {args.get('end')} 之间没有{label}的 INFO "
                "变更日志", ours[0], summary)


def _backlog_after_clean(b: _Builder, found: dict[str, Finding], subject: str, change: tuple[RecordedCall, EvidenceRef],
                         stamp: str, label: str) -> bool:
    """"X 一点多刚发了版 是不是发版把它搞挂的": the subject's own change just before its trouble is the completion of a
    rollout that ran clean, and the trouble that began well after it is a backlog on the one queue it reads
    (``causes.clean_rollout_backlog``): stated as such — the change, then the backlog on the queue — no inferred
    cause (the answer: no). Whether it was claimed."""
    call, ref = change
    queue = clean_rollout_backlog(b, found, subject, (stamp, call, ref))
    onset = found[subject].onset() if queue else None
    if queue is None or onset is None:
        return False
    quiet = found[queue].log_summary if queue in found else None
    b.claim("observation", f"{subject} 的{label}记录「{_quote(ref)}」于 {stamp}；随后 {subject} 的最早异常首次出现于 "
            f"{onset[0]}，是它消费的队列 {queue} 上的积压", call, ref,
            bound=[(onset[1], onset[2]), *([quiet] if quiet else [])])
    return True


def _errors_name_dependency(b: _Builder, found: dict[str, Finding], suspect: str
                            ) -> tuple[str, str, RecordedCall, EvidenceRef] | None:
    """The one dependency of ``suspect`` (``Plan.dependency_graph``) that every ERROR bucket of it names in its
    sample, with the earliest such bucket's ``first_seen`` and evidence; None when a bucket names none (or several
    are named)."""
    f = found.get(suspect)
    deps = [d for d in b.plan.dependency_graph.get(suspect, []) if d != suspect]
    if f is None or not deps:
        return None
    errors = [(c, r) for c, r in f.buckets if r.text.split(" ", 2)[1:2] in (["ERROR"], ["FATAL"])]
    if not errors:
        return None
    names: set[str] = set()
    for _, r in errors:
        said = {d for d in deps if re.search(rf"(?<![\w-]){re.escape(d.lower())}(?![\w-])", r.text.lower())}
        if not said:
            return None
        names |= said
    if len(names) != 1:
        return None
    first = min(((kv(r, "first_seen") or "", c, r) for c, r in errors),
                key=lambda x: x[0])
    return names.pop(), first[0], first[1], first[2]


def _clean_victim(b: _Builder, found: dict[str, Finding], suspect: str) -> bool:
    """The subject asked about is another service than the suspect, reports, and showed nothing in the window (no
    anomalous line, no alert that fired or resolved)."""
    subject = b.plan.services[0] if b.plan.services else suspect
    f = found.get(subject)
    return (subject != suspect and f is not None and f.known and subject not in b.plan.silent_services
            and not f.anomalous and not f.resolved and f.log_summary is not None)
