"""The offline Executor's evidence contract: claims only from concrete tool evidence, chosen by what was asked.

Every claim restates one evidence record of one recorded invocation (``agents.claims``), bound by that ref's
``raw_path`` with an excerpt copied verbatim from its text. Per aspect: onset/end/duration from the first and
last anomalous records and the alerts' since/until; counts from the aggregates; health from ERROR, spiking WARN
and firing/resolved alerts; yes/no by querying the suspect; a cause across services as an inference (labelled
``indirect``) naming the earliest anomaly along ``service_dependency``. Knowledge-base hits never become
incident facts: they feed hypotheses and steps, or ``knowledge`` claims when the user asks what to do.
Nothing here is specific to any world.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from datetime import datetime, timedelta
from typing import Any

from superbiz.agents import claims as text
from superbiz.agents.anchor_events import event_claim
from superbiz.agents.causes import cause_claims, closure, suspect_term_claims, yes_no_claims
from superbiz.agents.executor_ops import (
    action_negatives,
    action_records,
    asked_series,
    change_cause,
    episode_alert_counts,
    episode_run_counts,
    owner_team,
    quiet,
    store_caller_lines,
    suspect_change,
    team_lines,
)
from superbiz.agents.incidents import group_incidents, incident_claims, signals_of
from superbiz.agents.investigate import (
    RECORD_FILTERS,
    Finding,
    RecordedCall,
    burst_counted,
    burst_records,
    caller_episode_records,
    clock_run_counted,
    clock_run_superseded,
    deploy_span,
    deploy_span_call,
    episode_count_span,
    episode_lines_past_end,
    episode_record_spans,
    event_codes,
    event_codes_span,
    event_run_span,
    failed_codes,
    findings,
    follow_up_calls,
    instant,
    nth_episode_count_call,
    nth_episode_records,
    nth_run_ref,
    observed_entities,
    origin_change_call,
    origin_looked_up,
    ref_of,
    refs_of,
    shared_episode_span,
    side_field,
    store_pair_caller,
    summary_total,
    this_episode_code_superseded,
    trouble_counted,
    trouble_records,
    trouble_side_spans,
    wave_run_spans,
)
from superbiz.agents.plan import Plan
from superbiz.agents.plan_calls import clocked_waves_span
from superbiz.agents.plan_model import NOW_SIDE
from superbiz.agents.question import asks_log_lines, episode_ordinal
from superbiz.agents.question_ops import action_stems
from superbiz.agents.question_text import clean_question
from superbiz.agents.symptoms import symptom_words
from superbiz.contracts import ANSWER_VERSION, EvidenceRef
from superbiz.lazy_re import regex
from superbiz.render.answer_base import (
    DEPLOY_SPAN_LINES,
    LONGEST_EPISODE,
    NTH_EPISODE_LINES,
    longest_of,
    nth_of,
)
from superbiz.tools.registry import builtin_catalog

__all__ = ["RecordedCall", "build_evidence_contract", "follow_up_calls", "observed_entities"]

_EXCERPT_MAX = 300
_RUNBOOK_TOOLS = builtin_catalog().knowledge_tools()  # tools whose refs are runbook guidance (their ToolSpecs say)
#: what an answer shows as confirmed (``render.material.MAX_CONFIRMED``): more claims would not be read
_MAX_CLAIMS = 12
_ACTION_HEADINGS = ("处置", "步骤", "排查", "操作", "应急", "处理", "止血", "steps", "mitigation", "remediation")
_STEP_RE = regex(r"^\s*(?:\d+[.、)]|[-*•])\s*(.{6,160})$")


class _Builder:
    def __init__(self, plan: Plan, max_claims: int) -> None:
        self.plan = plan
        self.max_claims = max_claims
        self.claims: list[dict[str, Any]] = []
        self.hypotheses: list[dict[str, Any]] = []
        self.actions: list[dict[str, Any]] = []
        self.missing: list[str] = []
        self.relevant_docs: set[str] = set()
        self.symptoms: list[str] = []
        #: operations asked about that a stem found no line of: (label, service, stem, call, summary ref)
        self.action_misses: list[tuple[str, str, str, RecordedCall, EvidenceRef]] = []
        #: claim id prefix of the incident being claimed (``inc1-``), empty otherwise
        self.group = ""
        self.question = ""

    def claim(self, claim_type: str, claim_text: str | None, call: RecordedCall, *refs: EvidenceRef,
              support: str = "direct", bound: Sequence[tuple[RecordedCall, EvidenceRef]] = ()) -> None:
        if not claim_text or len(self.claims) >= self.max_claims:
            return
        if any(c["claim_text"] == claim_text for c in self.claims):
            return
        bindings = [_binding(call, ref) for ref in refs] + [_binding(c, r) for c, r in bound]
        self.claims.append({"claim_id": f"{self.group}c{len(self.claims) + 1}", "claim_type": claim_type,
                            "claim_text": claim_text, "support_level": support, "evidence_bindings": bindings})


def _binding(call: RecordedCall, ref: EvidenceRef) -> dict[str, Any]:
    return {"source_type": "tool_invocation", "source_id": f"trace-{call.invocation.id}",
            "tool_name": call.invocation.tool_name, "source_invocation_id": call.invocation.id,
            "raw_path": ref.raw_path, "evidence_excerpt": _excerpt(ref.text)}


def _excerpt(body: str) -> str:
    """The ref's text, or its beginning cut at a boundary (never inside a word, number or id)."""
    body = body.strip()
    if len(body) <= _EXCERPT_MAX:
        return body
    cut = body[:_EXCERPT_MAX]
    stop = max(cut.rfind(c) for c in " \n，。；、,;")
    return cut[:stop].strip() if stop > _EXCERPT_MAX // 2 else cut


#: a code first seen at least this long after its query's start was quiet when that window began
_QUIET_START = timedelta(minutes=2)


def _quiet_at_start(call: RecordedCall, ref: EvidenceRef) -> bool:
    """A record whose code was quiet when its query's window began (first seen 2 minutes or more after its start):
    the current episode queried from the quiet gap after an earlier one (the same alert fired again within 30
    minutes, so the previous window still holds the earlier episode's lines and no earlier count is zero)."""
    start = instant(str(call.invocation.arguments.get("start", "")))
    first = instant(str(getattr(ref, "first_seen", "") or ""))
    return start is not None and first is not None and first - start >= _QUIET_START


def _code_key(ref: EvidenceRef) -> tuple[str, str]:
    """A log record's (error code, level)."""
    return str(getattr(ref, "error_code", "")), str(getattr(ref, "level", ""))


def _current_runs(buckets: list[tuple[RecordedCall, EvidenceRef]]) -> list[tuple[RecordedCall, EvidenceRef]]:
    """"and since when?" of the trouble going on now: of one code read over the day and over the current episode
    (`investigate._episode_calls`), the record first seen latest whose previous window held none of it — the day's
    record spans the quiet gap before the current run and says nothing of where that run began."""
    latest: dict[tuple[str, str], str] = {}
    for call, ref in buckets:
        key = (str(getattr(ref, "error_code", "")), str(getattr(ref, "level", "")))
        if str(getattr(ref, "earlier_count", "")) == "0" or _quiet_at_start(call, ref):
            latest[key] = max(latest.get(key, ""), str(getattr(ref, "first_seen", "")))
    return [(c, r) for c, r in buckets if str(getattr(r, "first_seen", "")) >= latest.get(
        (str(getattr(r, "error_code", "")), str(getattr(r, "level", ""))), "")]


def _service_claims(b: _Builder, f: Finding, *, depth: int) -> None:
    """What one service's evidence shows: anomalies first (onset order), then the clean checks."""
    aspects = set(b.plan.aspects)
    severe = ("FATAL", "ERROR")
    buckets = sorted(f.buckets, key=lambda cr: (getattr(cr[1], "level", "") not in severe,
                                                str(getattr(cr[1], "first_seen", ""))))
    limit = 3 if depth == 0 else 2
    if b.plan.ongoing and {"onset", "duration"} & aspects:
        #: the current episode's lines of an anomalous code, read steady against a previous window that holds the
        #: earlier episode's tail: they still tell where the run going on now began
        keys = {_code_key(r) for _, r in buckets}
        buckets = _current_runs([*buckets, *((c, r) for c, r in f.steady
                                             if _code_key(r) in keys and _quiet_at_start(c, r))])
    elif f.service in b.plan.onset_order:
        #: "今早 X 积压 和 Y 报错，哪个先开始的": a side's code quiet when the window began but read steady (an earlier
        #: episode of it fills the previous window) still tells where this episode began — its lag warnings before
        #: its errors
        quiet = [(c, r) for c, r in f.steady if _quiet_at_start(c, r) and getattr(r, "level", "") == "WARN"]
        buckets = sorted([*buckets, *quiet], key=lambda cr: (getattr(cr[1], "level", "") not in severe,
                                                             str(getattr(cr[1], "first_seen", ""))))
    if "count" in aspects or "comparison" in aspects:
        buckets = sorted(f.buckets, key=lambda cr: -int(getattr(cr[1], "count", 0) or 0))
    if b.plan.episodes and depth == 0:
        #: "when did the second cache storm kick off?": a later episode's WARN lines queried apart read steady
        #: against a previous window holding the earlier episode's tail; quiet when its own span began, they are
        #: that episode's run (``investigate._episode_calls``)
        later = [(c, r) for c, r in f.steady if _quiet_at_start(c, r) and getattr(r, "level", "") == "WARN"
                 and (c, r) not in buckets]
        buckets = [*buckets, *later]
        limit += len(later)
        #: "which one was longer?" of two episodes: the records of each episode's own span (queried apart) are its
        #: span — never cut by the window's own, larger records ranked first by count (the later episode's lag
        #: warnings, first of its run, would be left out and its span read from its alert alone)
        limit += sum(1 for c, _ in buckets if c.invocation.arguments.get("compare_previous")
                     and c.invocation.arguments.get("start") != b.plan.window_start)
    # a zero per level is a count only of a service that reports logs (a silent one's zero is no evidence), and
    # only in a window the data cover ("上周五 X 有没有报错" before the first record: a gap, never "没有")
    counts = f.level_counts if f.known and f.service not in b.plan.silent_services else None
    if counts is not None and b.plan.window_outside and not any(
            dict(getattr(counts[1], "counts", None) or {}).values()):
        counts = None
    if counts is not None and not any(dict(getattr(counts[1], "counts", None) or {}).values()) and not (
            asks_log_lines(b.question) or b.plan.lines_asked):
        #: "今天有多少台设备升级成功了": no error line is no count of what is asked (a gap) — but a caller of the silent
        #: partner whose failed calls are counted ("快递合作方今天有多少调用失败", ``Plan.silent_asked``) logged none
        counts = counts if b.plan.silent_asked and f.service != b.plan.silent_asked else None
    if depth == 0 and ({"count", "comparison"} & aspects) and counts is not None:
        b.claim("observation", text.level_counts_claim(f.service, counts[1]), *counts)
    for call, ref in buckets[:limit]:
        b.claim("observation", text.code_stat_claim(ref), call, ref)
    for call, ref in f.firing[:3]:
        b.claim("observation", text.alert_claim(ref), call, ref)
    if depth == 0 or (f.resolved and "health" in aspects):
        for call, ref in f.resolved[:3]:
            b.claim("observation", text.alert_claim(ref), call, ref)
    if depth == 0 and ({"count", "comparison", "health"} & aspects) and counts is not None:
        call, ref = counts
        b.claim("observation", text.level_counts_claim(f.service, ref), call, ref)
    if depth == 0 and "health" in aspects:
        for call, ref in f.steady[:1]:
            b.claim("observation", text.code_stat_claim(ref), call, ref)
    _negatives(b, f)
    #: "did that deploy cause the order errors?" of a suspect whose change is judged by its change events: a clean
    #: suspect's metrics judge nothing (the trouble's chain below the subject comes before them)
    clean_changed = b.plan.change_suspect and f.service in b.plan.suspects and not f.anomalous
    if depth == 0 and not clean_changed:
        for call, ref in _relevant_series(b.plan, f)[:2]:
            b.claim("observation", text.series_claim(ref), call, ref)


def _negatives(b: _Builder, f: Finding) -> None:
    """"No errors, no alerts" — but never from a window the data does not cover, nor about a service that never
    reported anything (no records is no evidence)."""
    if not f.known or b.plan.window_outside or f.service in b.plan.silent_services:
        return
    if f.log_summary is not None and not f.buckets:
        call, ref = f.log_summary
        if summary_total(ref) == 0:
            b.claim("negative_observation", f"{f.service} 在查询窗口内没有 ERROR 或 WARN 级别日志", call, ref)
        elif f.level_counts is not None:
            b.claim("observation", text.level_counts_claim(f.service, f.level_counts[1]), *f.level_counts)
    if f.metric_summary is not None and not f.firing:
        call, ref = f.metric_summary
        if re.search(r"\b0 firing alerts", ref.text):
            b.claim("negative_observation", f"{f.service} 在查询窗口内没有触发中的告警", call, ref)


def _relevant_series(plan: Plan, f: Finding) -> list[tuple[RecordedCall, EvidenceRef]]:
    """Series that moved in the window or that the question names, most moved first."""
    words = set(re.findall(r"[a-z0-9]{3,}", " ".join(str(getattr(r, "alertname", "")) for _, r in f.firing).lower()))
    scored = []
    for call, ref in f.series:
        metric = str(getattr(ref, "metric", ""))
        hi, lo = float(getattr(ref, "max", 0) or 0), float(getattr(ref, "min", 0) or 0)
        moved = 0.0 if hi == 0 else abs(hi - lo) / abs(hi)
        related = any(w in metric.lower() or metric.lower() in w for w in words)
        named = plan.at is not None or "comparison" in plan.aspects
        if moved >= 0.3 or related or (named and moved > 0.05) or getattr(ref, "increase", None):
            scored.append((moved + (1 if related else 0), call, ref))
    return [(c, r) for _, c, r in sorted(scored, key=lambda x: -x[0])]


def _records(b: _Builder, call: RecordedCall) -> None:
    summary = ref_of(call, "summary")
    args = call.invocation.arguments
    by_id = bool(args.get("order_id") or args.get("user_id"))
    failed = ref_of(call, "failed")
    if failed is not None and not args.get("order_id"):  # the total and the failed ones first: a count asks them
        b.claim("observation", text.order_failed_claim(failed), call, failed)
        by_status = ref_of(call, "failed_statuses")
        by_count: dict[str, int] = getattr(by_status, "counts", None) or {}
        if by_status is not None and b.plan.failed_statuses and by_count:
            #: "what statuses do the failed orders end up in?": the failed ones by status, next to the total
            listed = ", ".join(f"{k}: {v}" for k, v in by_count.items())
            b.claim("observation", f"失败（带错误码）的 {sum(by_count.values())} 笔订单按状态：{listed}", call,
                    by_status)
    elif summary is not None and args.get("user_id") and "count" in b.plan.aspects:
        #: "读者 X 借了几次书 / 客户 X 有几笔被拒": the customer's records counted per status asked (then in all, below)
        for status in b.plan.statuses:
            b.claim("observation", text.user_status_count_claim(summary, status), call, summary)
    if (summary is not None and "comparison" in b.plan.aspects and len(b.plan.statuses) == 2
            and args.get("status") in b.plan.statuses and not by_id
            and (m := re.search(r":\s*(\d+) matching orders", summary.text)) is not None):
        #: "失败的账单和卡住的账单比，哪个多？": each status's records, one side of the comparison
        b.claim("observation", f"状态为 {args['status']} 的订单数（两状态对比的变化之一）：共 {m.group(1)} 笔",
                call, summary)
    if summary is not None and not args.get("order_id") and (not by_id or "count" in b.plan.aspects):
        #: a window's orders, or a customer's (all of them: "这个用户名下一共多少单")
        b.claim("observation", text.order_summary_claim(summary), call, summary)
        codes = ref_of(call, "error_code_counts")
        if codes is not None:
            b.claim("observation", f"订单按错误码：{codes.text}", call, codes)
        if (codes is not None and len(b.plan.statuses) == 2 and args.get("status") in b.plan.statuses
                and "yes_no" in b.plan.aspects and not by_id):
            #: "the failed X and the failed Y - same root cause?": each status's records by error code
            b.claim("observation", f"状态为 {args['status']} 的订单按错误码（两状态是否同因的对比之一）：{codes.text}",
                    call, summary, codes)
    orders = refs_of(call, "orders[")
    if args.get("user_id") and not b.plan.latest_record:
        #: a customer's records: the failed ones (an error code set) first; newest first when the latest is asked
        #: ("最新那一单现在是啥状态", "最近一次约的是哪个号")
        orders = sorted(orders, key=lambda r: not getattr(r, "error_code", None))
    for ref in orders[: 3 if by_id else 2]:
        b.claim("observation", text.order_claim(ref), call, ref)


def _named_alerts(b: _Builder, calls: Sequence[RecordedCall]) -> None:
    """"what time did <alert> clear?" naming no service: the alert's own records (newest first) answer when it began
    and ended — its service's findings are no subject's, so nothing else would state them."""
    if b.plan.services or not b.plan.alerts:
        return
    #: "今天 <alert> 一共响了几次": each firing of the named alert in the window is a time counted — all are stated
    counted = "count" in b.plan.aspects and bool(b.plan.episode_stems)
    if not counted and not {"onset", "end", "duration"} & set(b.plan.aspects):
        return
    for call in calls:
        if call.invocation.tool_name != "query_metrics" or not call.invocation.arguments.get("alertname") \
                or not call.invocation.success:
            continue
        for ref in sorted(refs_of(call, "alerts["), key=lambda r: str(getattr(r, "starts_at", "") or ""),
                          reverse=True)[:12 if counted else 2]:
            b.claim("observation", text.alert_claim(ref), call, ref)


def _trace(b: _Builder, call: RecordedCall) -> None:
    for ref in refs_of(call, "logs[")[:3]:
        b.claim("observation", f"trace {call.invocation.arguments.get('trace_id')} 的日志：{ref.text[:200]}", call, ref)


def _rollback_lines(calls: Sequence[RecordedCall]) -> list[tuple[RecordedCall, EvidenceRef]]:
    """The rollback lines of every service an overview searched (``plan_calls``: INFO lines of its stems)."""
    stems = action_stems("回滚")
    return [(call, ref) for call in calls if call.invocation.tool_name == "query_logs" and call.invocation.success
            and not call.invocation.arguments.get("service") and call.invocation.arguments.get("keyword") in stems
            for ref in refs_of(call, "logs[")]


def _overview(b: _Builder, calls: Sequence[RecordedCall]) -> None:
    for call in calls:
        args = call.invocation.arguments
        if args.get("service") or args.get("alertname") or args.get("keyword") or not call.invocation.success:
            continue
        if call.invocation.tool_name == "query_logs":
            counts = ref_of(call, "service_counts")
            #: one code's lines per service are stated by the code's own claims (the counts name no code)
            if counts is not None and not args.get("error_code"):
                level = str(args.get("min_level") or args.get("level") or "")
                b.claim("observation", text.service_counts_claim(level, counts), call, counts)
            if (teams := ref_of(call, "team_counts")) is not None:
                #: "哪个组的服务出问题最多": the lines per team, as the query summed them
                level = str(args.get("min_level") or args.get("level") or "")
                b.claim("observation", text.team_counts_claim(level, teams), call, teams)
        elif call.invocation.tool_name == "query_metrics":
            alerts = sorted(refs_of(call, "alerts["), key=lambda r: (getattr(r, "state", "") != "firing",
                                                                    getattr(r, "severity", "") != "critical"))
            for ref in alerts[:8]:
                b.claim("observation", text.alert_claim(ref), call, ref)
        quiet(b, call)


def _chunk_path(ref: EvidenceRef) -> tuple[str, str, str]:
    path = [p.strip() for p in str(getattr(ref, "heading_path", "") or "").split(">") if p.strip()]
    doc = path[0] if path else (ref.source_document or "知识库")
    return doc, (path[-1] if len(path) > 1 else doc), " ".join(path[1:]).lower()


def _how_to(b: _Builder, calls: Sequence[RecordedCall]) -> None:
    """What the runbook says to do: its step lines (verbatim) as ``knowledge`` claims, steps sections first."""
    chunks = [(c, r) for c in calls if c.invocation.tool_name in _RUNBOOK_TOOLS and c.invocation.success
              for r in refs_of(c, "chunks[") if not r.deduped]
    named = [w.lower() for w in [*b.plan.error_codes, *b.plan.alerts, *b.plan.services]]
    words = [w.lower() for w in b.symptoms]
    #: "what should we do?" after "why are bills stuck?": the runbook of the trouble's origin comes first
    origins = [w.lower() for w in origin_looked_up(calls)]

    def score(ref: EvidenceRef) -> float:
        doc, _, sections = _chunk_path(ref)
        steps = any(w in sections for w in _ACTION_HEADINGS)
        low = ref.text.lower()
        #: the runbook of what the question names comes first (named in the chunk or in its document's title)
        mentions = any(w in low or w in doc.lower() for w in named)
        #: "kettle 为什么一直报错 → 怎么处理": a runbook titled by the thing asked (its deploy's rollback) comes before
        #: one that names it in a step only (its queue's backlog runbook, titled by the topic) — where no origin
        #: below the thing was looked up (the origin's runbook comes first then)
        titled = not origins and any(w in doc.lower() for w in named)
        listed = any(_STEP_RE.match(line) for line in ref.text.splitlines())  # a table or prose: no steps
        at_origin = any(w in doc.lower() for w in origins)
        return ((3.0 if mentions else 0.0) + (1.0 if titled else 0.0) + (4.0 if at_origin else 0.0)
                + (2.0 if steps else 0.0)
                + (0.0 if listed else -1.0)
                + sum(0.2 for w in words if w in low))

    #: a chunk without steps (a code table, the runbook's header) gives its first sentence only when no chunk has
    #: steps — or when it names the code or alert asked about (a runbook the user wrote as prose)
    stepped = any(_steps(r.text) for _, r in chunks)
    asked = [w.lower() for w in [*b.plan.error_codes, *b.plan.alerts]]
    made = 0
    for call, ref in sorted(chunks, key=lambda cr: -score(cr[1])):
        lines = _steps(ref.text)
        if stepped and not lines and not any(w in ref.text.lower() for w in asked):
            continue
        for line in (lines or [_first_sentence(ref.text)])[:3]:
            if made < 4:
                b.claim("knowledge", f"知识库写道：{line}", call, ref)
                made += 1
        if made >= 4:
            break


def _knowledge(b: _Builder, call: RecordedCall) -> None:
    entities = [*b.plan.services, *b.plan.error_codes, *b.plan.alerts, *observed_entities([call])]
    for ref in refs_of(call, "chunks["):
        if ref.deduped or (b.plan.unknown_services and not b.plan.services):
            continue
        doc, heading, sections = _chunk_path(ref)
        mentions = not entities or any(e.lower() in ref.text.lower() for e in entities)
        if not mentions and doc not in b.relevant_docs:
            continue
        b.relevant_docs.add(doc)
        is_steps = any(w in sections for w in _ACTION_HEADINGS)
        first = _first_sentence(ref.text)
        if not is_steps and "验证" not in sections and len(b.hypotheses) < 3:
            basis = f"知识库命中（相关度 {ref.relevance_level or '未知'}），是通用手册而非本次事故的直接证据"
            b.hypotheses.append({"hypothesis_text": f"参考《{doc}》「{heading}」：{first}", "basis": basis,
                                 "needed_evidence": ["与该手册判断条件对应的当前日志或指标"]})
        if is_steps:
            for step in _steps(ref.text):
                if len(b.actions) < 5 and not any(a["action_text"] == step for a in b.actions):
                    b.actions.append({"action_text": step, "reason": f"来自《{doc}》",
                                      "evidence_bindings": []})


def _steps(body: str) -> list[str]:
    """A chunk's step lines (numbered or bulleted), verbatim."""
    return [m.group(1).strip() for line in body.splitlines() if (m := _STEP_RE.match(line))]


def _first_sentence(body: str) -> str:
    for line in body.strip().splitlines():
        if line.lstrip().startswith("|"):
            continue  # a table row states no sentence
        line = re.sub(r"^\s*(?:[-*•#]+|\d+[.、)])\s*", "", line).strip()
        if len(line) >= 8:
            return re.split(r"(?<=[。！？!?])", line)[0][:160]
    return body.strip()[:160]


def _stamp(iso: str) -> datetime:
    """An ISO stamp ("…Z" or with an offset) as an aware datetime."""
    return datetime.fromisoformat(iso.replace("Z", "+00:00"))


def _episode_chain_claims(b: _Builder, calls: Sequence[RecordedCall]) -> None:
    """"今天第二次咪表故障搞了多久", "the latest scanner storm, when did it start?": the lines of the episode asked
    (by its order, or the last), queried apart for the subject and its chain down to the origin
    (``investigate._episode_calls``), are stated before the services' window-wide lines fill the claims — the
    episode's onset, end and span are its chain's; the subject's lines of the other episodes stay too (they tell
    the episodes apart). A later episode's lines read steady against a previous window holding the earlier one's
    tail still count."""
    plan = b.plan
    ordinal = episode_ordinal(b.question) or plan.episode_carried
    if not (plan.episodes and ordinal and plan.services and {"onset", "end", "duration"} & set(plan.aspects)
            and "comparison" not in plan.aspects):
        return
    apart = [c for c in calls if c.invocation.tool_name == "query_logs" and c.invocation.success
             and c.invocation.arguments.get("service") and not c.invocation.arguments.get("error_code")
             and c.invocation.arguments.get("start") not in (None, plan.window_start)
             and c.invocation.arguments.get("limit") == 20]
    spans = sorted({str(c.invocation.arguments["start"]) for c in apart})
    if len(spans) < 2:
        return
    nth = nth_of(ordinal, len(spans))
    if ordinal == LONGEST_EPISODE:
        #: "哪次最久": the span the chain below the subject was queried over (the longest alert episode's), else the
        #: longest span queried
        chained = sorted({str(c.invocation.arguments["start"]) for c in apart
                          if c.invocation.arguments["service"] != plan.services[0]})
        ends = {str(c.invocation.arguments["start"]): str(c.invocation.arguments.get("end") or plan.window_end)
                for c in apart}
        nth = spans.index(chained[0]) + 1 if len(chained) == 1 else longest_of(
            [(_stamp(ends[start]) - _stamp(start)).total_seconds() for start in spans])
    if not 1 <= nth <= len(spans):
        return
    for call in sorted(apart, key=lambda c: str(c.invocation.arguments["start"])):
        asked = call.invocation.arguments["start"] == spans[nth - 1]
        if not asked and call.invocation.arguments["service"] != plan.services[0]:
            continue
        for ref in refs_of(call, "code_stats[")[:2]:
            if getattr(ref, "level", "") in ("WARN", "ERROR", "FATAL"):
                b.claim("observation", text.code_stat_claim(ref), call, ref)


def _episode_span_chain_claims(b: _Builder, found: dict[str, Finding], calls: Sequence[RecordedCall]) -> None:
    """"订场服务今天出了两次事 … 哪次更久": the subject's episodes set against each other by how long each lasted
    (its lines queried over each episode's span, ``investigate._episode_calls``) — each episode is timed by its
    chain, so the records of the subject's dependencies (through theirs) that begin and end inside one episode's
    span (a store's WARN lines of that trouble alone) are stated before the window-wide lines fill the claims;
    a record running across two episodes (a store that stormed twice) belongs to none and is left out."""
    plan = b.plan
    if not (plan.episodes_spanned and plan.services):
        return
    spans = sorted((_stamp(str(lo)), _stamp(str(hi))) for lo, hi in episode_record_spans(plan, calls)
                   if lo and hi)
    if len(spans) < 2:
        return
    chain = closure(plan, plan.services[0]) - {plan.services[0]}
    for service in sorted(chain):
        f = found.get(service)
        if f is None or not f.anomalous:
            continue
        for call, ref in f.buckets:
            first, last = str(getattr(ref, "first_seen", "")), str(getattr(ref, "last_seen", ""))
            if first and last and any(lo <= _stamp(first) and _stamp(last) <= hi for lo, hi in spans):
                b.claim("observation", text.code_stat_claim(ref), call, ref)


def _by_depth(plan: Plan, found: dict[str, Finding], calls: Sequence[RecordedCall] = ()) -> list[tuple[int, Finding]]:
    roots = [*plan.services, *plan.unknown_services, *plan.suspects]
    ordered = [(0, found[s]) for s in roots if s in found]
    rest = [f for s, f in found.items() if s not in roots]
    if plan.change_suspect and plan.suspects and (changed := _change_started(plan.suspects[0], calls)) is not None:
        #: "did that cause the order errors right after" of a suspect's change: the dependencies whose trouble began
        #: after the change first (the trouble the question means), before those already failing earlier
        rest.sort(key=lambda f: not ((o := f.onset()) is not None and (at := instant(o[0])) is not None
                                     and at >= changed))
    return [*ordered, *((1, f) for f in rest)]


def _change_started(suspect: str, calls: Sequence[RecordedCall]) -> datetime | None:
    """When the suspect's earliest change event (a keyword search of its change lines) was logged, or None."""
    stamps = [at for c in calls if c.invocation.tool_name == "query_logs" and c.invocation.success
              and c.invocation.arguments.get("keyword") and c.invocation.arguments.get("service") == suspect
              for ref in refs_of(c, "logs[") if (at := instant(ref.text.split(" ", 1)[0])) is not None]
    return min(stamps) if stamps else None


def _same_code_both_windows(found: dict[str, Finding]) -> None:
    """"那十点十分那次呢？是同一个原因吗": a WARN run too small to count alone in one window, of a code of the same
    service that is anomalous in the other window set against it, is that trouble's mark there too (the store's
    eviction warnings of the later storm, 15 lines, beside the earlier storm's 20)."""
    for f in found.values():
        marked = {str(getattr(r, "error_code", "") or "") for _, r in f.buckets}
        again = [(c, r) for c, r in f.steady if str(getattr(r, "error_code", "") or "") in marked - {""}
                 and int(getattr(r, "count", 0) or 0) >= _SAME_CODE_AGAIN_MIN]
        if again:
            f.buckets.extend(again)
            f.steady[:] = [cr for cr in f.steady if cr not in again]


#: a run of a code already anomalous in the other window counts from this many lines
_SAME_CODE_AGAIN_MIN = 5


def build_evidence_contract(plan: Plan, calls: Sequence[RecordedCall], *, question: str = "",
                            anchor_event: tuple[RecordedCall, EvidenceRef] | None = None) -> str:
    """The offline Executor's final output: one ``executor_evidence_v2`` JSON object (as text).

    Claims in order of what answers the question: the inferred cause or yes/no, records, what the runbook
    says (how-to), the services asked about, then anomalous dependencies and the overview."""
    b = _Builder(plan, max_claims=3 if plan.narrow_scope else _MAX_CLAIMS)
    if plan.anchor is not None and plan.anchor.unresolved:
        #: "发版前半小时有没有报错" with no such change in the data: the window asked cannot be set, so nothing read
        #: over another window answers it — the gap alone
        _gaps(b, plan)
        return json.dumps({"answer_version": ANSWER_VERSION, "claims": [], "hypotheses": [],
                           "recommended_actions": [], "missing_info": b.missing}, ensure_ascii=False)
    question = clean_question(question)  # read as the Planner read it: "@oncall", "hi, quick question -" dropped
    b.question = question
    b.symptoms = symptom_words(f"{plan.referent} {question}".strip(),
                               [*plan.services, *plan.suspects, *plan.alerts, *plan.error_codes])
    found = findings(calls, data_start=plan.data_start)
    if plan.same_cause_windows:
        _same_code_both_windows(found)
    _window_pairs(b, calls)
    _incident_claims(b, calls)
    _shared_episode_claims(b, calls)
    if (run := nth_run_ref(plan, calls)) is not None:
        #: "how many errors did X log in the second incident?" with no alerts telling its episodes apart: the nth run
        #: of its lines
        b.claim("observation", f"{plan.services[0]} 的 {run[0].invocation.arguments.get('level', 'ERROR')} 日志"
                f"{NTH_EPISODE_LINES}：{getattr(run[1], 'first_seen', '')}~{getattr(run[1], 'last_seen', '')} 共 "
                f"{getattr(run[1], 'count', '')} 条", run[0], run[1])
    for call, ref in caller_episode_records(plan, found):
        #: "snarvix两次驱逐 预约服务各报了多少错": the caller's errors inside each of the store's episodes
        b.claim("observation", text.code_stat_claim(ref), call, ref)
    store_caller_lines(b, calls)  # "今天mysql的调用方报了多少错": the callers' errors inside each store's trouble
    if plan.change_suspect:
        suspect_change(b, found, calls)  # "was it the X deploy?": X's change events answer it
    if "yes_no" in plan.aspects:
        yes_no_claims(b, found)
        suspect_term_claims(b, found)
    if {"cause", "onset"} & set(plan.aspects):
        cause_claims(b, found, {str(c.invocation.arguments["error_code"]) for c in calls
                                if c.invocation.tool_name == "query_logs" and c.invocation.arguments.get("error_code")
                                and not c.invocation.arguments.get("service")} | set(failed_codes(plan, calls)[:1]),
                     calls)
    _event_record_claims(b, calls)
    _named_alerts(b, calls)
    for call in _around_window_first(plan, calls):
        tool = call.invocation.tool_name
        if not call.invocation.success:
            args = ", ".join(f"{k}={v}" for k, v in sorted(call.invocation.arguments.items()))
            b.missing.append(f"{tool}（{args}）调用失败：{call.invocation.error or '未知错误'}")
        elif tool == "query_order" and plan.compare_start and plan.compare_start != plan.window_start \
                and call.invocation.arguments.get("start") == plan.compare_start:
            continue  # the window compared with: its records are stated beside the query window's (_window_pairs)
        elif tool == "query_order" and _episode_records(b, call, calls):
            continue  # one episode's records: its failed ones stated with its span
        elif tool == "query_order" and (burst_records(plan, call, calls) or trouble_records(plan, call, calls)):
            continue  # the status's records of the window: those up to its burst's end are stated instead
        elif tool == "query_order" and clock_run_superseded(plan, call, calls):
            continue  # the window's records: those of the run nearest the clock are stated instead
        elif tool == "query_order" and _superseded_by_episode(plan, call, calls):
            continue  # the records up to the window's end: those up to its episode's end are stated instead
        elif tool == "query_logs" and nth_episode_count_call(plan, call):
            _nth_episode_count_claim(b, call)  # "第一次风暴期间报了多少错": the subject's lines over that episode
            continue
        elif tool == "query_logs" and not plan.compare_start and deploy_span_call(plan, call, calls):
            _deploy_span_claim(b, call)  # "发版那会儿报了多少条": the subject's lines over the deploy's own span
            continue
        elif tool == "query_logs" and not plan.compare_start and call.invocation.arguments.get("error_code") \
                and call.invocation.arguments.get("start") == plan.window_start \
                and any(deploy_span_call(plan, c, calls) for c in calls):
            continue  # the code's lines of the window said: those of the deploy's own span are stated instead
        elif tool == "query_logs" and this_episode_code_superseded(plan, call, calls):
            continue  # the code's lines of every episode: those of the one going on now are stated instead
        elif tool == "query_logs" and call.invocation.arguments.get("service") \
                and call.invocation.arguments.get("error_code") and not plan.at \
                and call.invocation.arguments.get("start") == plan.window_end \
                and not (plan.past_end_to and call.invocation.arguments.get("end") == plan.past_end_to):
            continue  # where the episode past the window's end stopped: read by its records' window only
        elif tool == "query_order":
            _records(b, call)
        elif tool == "query_logs" and call.invocation.arguments.get("trace_id"):
            _trace(b, call)
        elif tool == "query_logs" and (plan.actions or plan.since_actions) and call.invocation.arguments.get("keyword"):
            action_records(b, call)
        elif tool == "query_logs" and plan.cause_changes and call.invocation.arguments.get("keyword"):
            continue  # read by change_cause below
        elif tool == "query_logs" and "overview" in plan.aspects and call.invocation.arguments.get("keyword"):
            continue  # an overview's rollback lines: read with the incidents below
        elif tool == "query_logs" and origin_change_call(plan, call.invocation.arguments):
            continue  # a dependency's change events: read by cause_claims
        elif tool == "query_logs" and plan.log_level and call.invocation.arguments.get("level"):
            _level_check(b, call)
        elif tool == "query_logs" and episode_lines_past_end(plan, call.invocation.arguments):
            for ref in refs_of(call, "code_stats[")[:1]:
                b.claim("observation", text.episode_lines_claim(ref), call, ref)
        elif tool == "query_logs" and call.invocation.arguments.get("error_code"):
            for ref in refs_of(call, "code_stats[")[:2]:
                b.claim("observation", text.code_stat_claim(ref), call, ref)
    change_cause(b, found, calls)
    action_negatives(b)
    asked_series(b, calls)
    if "how_to" in plan.aspects:
        _how_to(b, calls)
    if "overview" in plan.aspects and not (plan.services or plan.unknown_services):
        incident_claims(b, group_incidents(signals_of(found), graph=plan.dependency_graph,
                                           kinds=plan.dependency_kinds,
                                           steady={s for s, f in found.items() if f.steady}),
                        room=b.max_claims - len(b.claims),
                        changes=_rollback_lines(calls))
    episode_run_counts(b, calls)
    episode_alert_counts(b, calls)
    for call in (c for c in calls if c.invocation.success):
        #: "谁负责闸机那个app", "会员组的服务今天报了多少错": the query over the team, before the services' claims
        owner_team(b, call)
        team_lines(b, call)
    if "overview" in plan.aspects or plan.alerts_counted:
        #: every firing alert first: what is wrong now; "how many alerts fired today?": the alerts and the alert
        #: query's own count before the services' lines fill the claims
        _overview(b, calls)
    _episode_chain_claims(b, calls)
    _episode_span_chain_claims(b, found, calls)
    for depth, f in _by_depth(plan, found, calls):
        if depth == 0 or f.anomalous:
            _service_claims(b, f, depth=depth)
    for call in calls:
        if call.invocation.tool_name in _RUNBOOK_TOOLS and call.invocation.success:
            _knowledge(b, call)
    _overview(b, calls)
    if anchor_event is not None and plan.anchor is not None:
        #: the record that dates the event the window is told by ("锁等待开始前一个小时"): beside the claims, one
        #: over the cap (the window's own claims answer; this one says where the window came from)
        b.max_claims += 1
        b.claim("observation", event_claim(anchor_event[1]), *anchor_event)
    _gaps(b, plan)
    contract = {"answer_version": ANSWER_VERSION, "claims": b.claims, "hypotheses": b.hypotheses,
                "recommended_actions": b.actions, "missing_info": b.missing}
    return json.dumps(contract, ensure_ascii=False)


_SUMMARY_WINDOW = regex(r"window=(\S+?): (\d+) matching records")
_SERIES_WINDOW = regex(r"^(\S+?)\{.*?\} (\S+~\S+): .*?\bavg=(\S+)")
_SERIES_LATEST = regex(r"^(\S+?)\{.*?\} (\S+~\S+): .*?\blatest=([^\s,;]+)")
_ORDERS_WINDOW = regex(r"window=(\S+?): (\d+) matching orders")
_FAILED_WINDOW = regex(r"window=(\S+?): (\d+) of (\d+) matching orders failed")


def _window_pairs(b: _Builder, calls: Sequence[RecordedCall]) -> None:
    """Two windows set against each other: one claim per subject stating the count in each, both records bound."""
    plan = b.plan
    if not plan.compare_start:
        return
    windows = {plan.window_start: "a", plan.compare_start: "b"}
    if (span := deploy_span(plan, calls)) is not None:
        #: "the past hour vs during last night's deploy": that side's lines over the deploy's own span (queried after
        #: the side's own window, so stated instead of it)
        windows[span[0]] = plan.deploy_side

    def which_window(call: RecordedCall) -> str | None:
        """"a" for a call over the plan's window, "b" for one over the window it is compared with."""
        return windows.get(str(call.invocation.arguments.get("start", "")))

    by_subject: dict[str, dict[str, tuple[RecordedCall, EvidenceRef, str, str]]] = {}
    for call in calls:
        args = call.invocation.arguments
        if (call.invocation.tool_name != "query_logs" or not call.invocation.success or not args.get("level")
                or args.get("error_code") or args.get("trace_id")):
            continue
        which = which_window(call)
        summary = ref_of(call, "summary")
        m = _SUMMARY_WINDOW.search(summary.text) if summary is not None else None
        if which and summary is not None and m:
            by_subject.setdefault(str(args.get("service") or ""), {})[which] = (call, summary, m.group(1), m.group(2))
    failed = {which: (call, ref) for call in calls if call.invocation.tool_name == "query_order"
              and (which := which_window(call)) and (ref := ref_of(call, "failed")) is not None}
    measured = {which: (call, ref) for call in calls if call.invocation.tool_name == "query_metrics"
                and call.invocation.arguments.get("metric") and call.invocation.success
                and (which := which_window(call)) and (ref := ref_of(call, "series[0]")) is not None}
    if plan.measure_instants:
        #: "现在的积压消息数 比一个小时前涨了多少": the measure's latest sample of each window (now, and where the
        #: window before ends: the instant asked), never the windows' averages
        _pair_claims(b, measured, _SERIES_LATEST, lambda call, m: (
            f"指标 {m.group(1)}（服务 {call.invocation.arguments.get('service')}）窗口末的值（两窗口对比的变化之一）："
            f"{m.group(2)} 最新值(latest) {m.group(3)}"))
    # the measure asked, in each window ("p99 worse now than at 9am?")
    _pair_claims(b, measured if not plan.measure_instants else {}, _SERIES_WINDOW, lambda call, m: (
        f"指标 {m.group(1)}（服务 {call.invocation.arguments.get('service')}）平均值（两窗口对比的变化之一）："
        f"{m.group(2)} 平均值(avg) {m.group(3)}"))
    statused = {which: (call, ref) for call in calls if call.invocation.tool_name == "query_order"
                and call.invocation.arguments.get("status") and (which := which_window(call))
                and (ref := ref_of(call, "summary")) is not None}
    # the records of the status asked, in each window ("被拒借书 今天跟昨天比多了多少")
    # the failed records of each window ("哪次充值失败得更多？"), with the one status they failed in when they all
    # did in one ("哪次丢的订场多": each incident's records are those of the status its subject failed with)
    sides, field = trouble_side_spans(plan, calls), side_field(plan)
    side_calls = [c for span in sides for c in calls if c.invocation.tool_name == "query_order"
                  and c.invocation.success and not c.invocation.arguments.get("oldest_first")
                  and (c.invocation.arguments.get(field), c.invocation.arguments.get("start"),
                       c.invocation.arguments.get("end")) == span][:2]
    _pair_claims(b, statused if len(side_calls) != 2 else {}, _ORDERS_WINDOW, lambda call, m: (
        f"状态为 {call.invocation.arguments['status']} 的订单数（两窗口对比的变化之一）："
        f"{m.group(1)} 共 {m.group(2)} 笔"))
    for call in side_calls if len(side_calls) == 2 else ():
        #: one trouble on two windows (`investigate._trouble_side_calls`): each side's runs of its code
        args = call.invocation.arguments
        summary = ref_of(call, "summary")
        m = re.search(r":\s*(\d+) matching orders", summary.text) if summary is not None else None
        if summary is None or m is None:
            continue
        if field == "status":
            #: "bumped in the 6am storm or the 8am one?": the status asked, over each storm's runs of it
            b.claim("observation", f"状态为 {args['status']} 的订单数（两窗口对比的变化之一）：{args['start']}~"
                    f"{args['end']} 共 {m.group(1)} 笔", call, summary)
            continue
        statuses = [k for k, v in (getattr(summary, "counts", None) or {}).items() if k != "total" and v]
        status = f"（该窗口共 {m.group(1)} 笔订单，均为状态 {statuses[0]}）" if len(statuses) == 1 else ""
        b.claim("observation", f"错误码 {args['error_code']} 的订单数（两窗口对比的变化之一）：{args['start']}~"
                f"{args['end']} 共 {m.group(1)} 笔{status}", call, summary)
    for key in ("a", "b") if len(failed) == 2 and len(side_calls) != 2 else ():
        call, ref = failed[key]
        if (m := _FAILED_WINDOW.search(ref.text)) is None:
            continue
        by_status = ref_of(call, "failed_statuses")
        one = list((getattr(by_status, "counts", None) or {}).items())
        status = f"，均为状态 {one[0][0]}" if len(one) == 1 and by_status is not None else ""
        b.claim("observation", f"失败（带错误码）的订单数（两窗口对比的变化之一）：{m.group(1)} 共 {m.group(2)} 笔"
                f"（该窗口共 {m.group(3)} 笔订单{status}）", call, ref, *([by_status] if status and by_status else []))
    if plan.crossed and len(plan.services) == 2:
        #: "more or fewer than Y had last night?" after "X errors this morning?": X's count in the window, Y's in
        #: the compared one
        for svc, key in zip(plan.services, ("a", "b"), strict=True):
            if key in by_subject.get(svc, {}):
                _level_pair_claim(b, svc, by_subject[svc][key])
        return
    if (caller := store_pair_caller(plan, calls)) is not None and len(by_subject.get(caller, {})) == 2:
        #: "票务缓存今天炸的那次和昨天那次比 哪次报错多": a store that logged no error in either window — its caller's
        #: errors are the ones asked, never the store's zeros
        by_subject.pop(plan.services[0], None)
    for svc, pair in by_subject.items():
        if len(pair) < 2:
            continue
        if plan.clocked_waves and svc == plan.services[0] and _clocked_wave_claims(b, calls):
            continue
        coded = (_common_code(pair["a"], pair["b"]) if plan.episode_one_trouble
                 else _episode_codes(pair["a"], pair["b"])) if plan.episode_codes and svc else []
        if len(coded) == 2:
            #: "X 昨天下午锁那次 和 今天凌晨缓存那次，哪次报错更多？": each side's own episode's code, never the lines
            #: another episode logged in that day part
            for (call, summary, window, _), ref in zip((pair["a"], pair["b"]), coded, strict=True):
                code = str(text.field(ref, "error_code")).rstrip(":")
                b.claim("observation", f"{svc} 错误码 {code} 的 {call.invocation.arguments['level']} 日志条数（两窗口"
                        f"对比的变化之一）：{window} 共 {text.field(ref, 'count')} 条", call, summary, ref)
            continue
        for key in ("a", "b"):  # one claim per window: a zero count read beside another would read as a denial
            if plan.episode_sides and svc and _side_run(b, svc, pair[key], calls):
                continue
            _level_pair_claim(b, svc or "各服务合计", pair[key])


#: how far from a side's clock the first line of its wave's code may lie
_CLOCKED_WAVE_NEAR = timedelta(minutes=30)


def _clocked_wave_claims(b: _Builder, calls: Sequence[RecordedCall]) -> bool:
    """"learner app errors - more in the 4:10 wave or the ten-to-five one?" (`Plan.clocked_waves`): per side, the
    subject's error code whose first line lies nearest the side's clock (within half an hour), stated over its own
    first to last line from the query over both waves' span (`plan_calls.clocked_waves_span`) — as two windows
    compared. False (nothing claimed) unless each side has one and the two differ: the hours around the clocks are
    counted then, as before."""
    plan = b.plan
    span = clocked_waves_span(plan)
    union = next((c for c in calls if c.invocation.tool_name == "query_logs" and c.invocation.success
                  and c.invocation.arguments.get("service") == plan.services[0]
                  and not c.invocation.arguments.get("error_code")
                  and (c.invocation.arguments.get("start"), c.invocation.arguments.get("end")) == span), None)
    if union is None:
        return False
    level = str(union.invocation.arguments.get("level") or "ERROR")
    codes = [(ref, first) for ref in refs_of(union, "code_stats[") if getattr(ref, "level", "") == level
             and text.field(ref, "error_code") not in (None, "-")
             and (first := instant(str(getattr(ref, "first_seen", "") or ""))) is not None]
    picked: list[EvidenceRef] = []
    for start, end in ((plan.window_start, plan.window_end), (plan.compare_start, plan.compare_end)):
        lo, hi = instant(start), instant(end)
        if lo is None or hi is None:
            return False
        clock = lo + (hi - lo) / 2
        near = sorted((abs(first - clock), k) for k, (_, first) in enumerate(codes)
                      if abs(first - clock) <= _CLOCKED_WAVE_NEAR)
        if not near:
            return False
        picked.append(codes[near[0][1]][0])
    if picked[0] is picked[1]:
        return False
    for ref in picked:
        code = str(text.field(ref, "error_code")).rstrip(":")
        b.claim("observation", f"{plan.services[0]} 错误码 {code} 的 {level} 日志条数（两窗口对比的变化之一）："
                f"{text.field(ref, 'first_seen')}~{text.field(ref, 'last_seen')} 共 {text.field(ref, 'count')} 条",
                union, ref)
    return True


#: a run of a log query's ``episodes[i]``: its start, end and count
_RUN_OF = regex(r"start=(\S+) end=(\S+) span=\S+ count=(\d+)")
#: how far before its window's end the run a side names must have ended (a run cut by the end runs on past it)
_RUN_INSIDE = timedelta(minutes=5)


def _side_run(b: _Builder, svc: str, entry: tuple[RecordedCall, EvidenceRef, str, str],
              calls: Sequence[RecordedCall]) -> bool:
    """"约单 昨天下午那次跟今天早上那次比 哪次报错多" (`Plan.episode_sides`): a side whose window holds two or more
    runs of the subject's lines names the largest of them (the pool episode of the morning, not a later deploy's
    errors in the same part of the day) — its lines over its own span are the side's count, when that run ended
    inside the window. False (nothing claimed) otherwise."""
    call = entry[0]
    start, level = call.invocation.arguments.get("start"), call.invocation.arguments.get("level")
    runs_call = next((c for c in calls if c.invocation.tool_name == "query_logs" and c.invocation.success
                      and c.invocation.arguments.get("episodes") and c.invocation.arguments.get("service") == svc
                      and c.invocation.arguments.get("start") == start
                      and c.invocation.arguments.get("min_level") == level), None)
    if runs_call is None:
        return False
    runs = [(ref, m) for ref in refs_of(runs_call, "episodes[") if (m := _RUN_OF.search(ref.text)) is not None]
    if len(runs) < 2:
        return False
    ranked = sorted(runs, key=lambda r: -int(r[1].group(3)))
    end = instant(str(runs_call.invocation.arguments.get("end", "")))
    last = instant(ranked[0][1].group(2))
    if int(ranked[0][1].group(3)) == int(ranked[1][1].group(3)) or end is None or last is None \
            or last > end - _RUN_INSIDE:
        return False
    ref, m = ranked[0]
    b.claim("observation", f"{svc} 的 {level} 日志条数（两窗口对比的变化之一）：{m.group(1)}~{m.group(2)} 共 "
            f"{m.group(3)} 条", runs_call, ref)
    return True


def _shared_episode_claims(b: _Builder, calls: Sequence[RecordedCall]) -> None:
    """"during the redemption backlog who logged more errors, A or B" (`Plan.shared_trouble`): each subject's ERROR
    lines over the one episode both shared (`investigate.shared_episode_span`), one claim each."""
    span = shared_episode_span(b.plan, calls)
    if span is None:
        return
    for svc in b.plan.services[:2]:
        call = next((c for c in calls if c.invocation.tool_name == "query_logs" and c.invocation.success
                     and c.invocation.arguments.get("service") == svc and not c.invocation.arguments.get("episodes")
                     and (c.invocation.arguments.get("start"), c.invocation.arguments.get("end")) == span), None)
        summary = ref_of(call, "summary") if call is not None else None
        m = _SUMMARY_WINDOW.search(summary.text) if summary is not None else None
        if call is None or summary is None or m is None:
            continue
        b.claim("observation", f"{svc} 在两者同一段异常期间的 ERROR 日志条数：{m.group(1)} 共 {m.group(2)} 条",
                call, summary)


def _incident_claims(b: _Builder, calls: Sequence[RecordedCall]) -> None:
    """"did X log more errors during the payments slowness or during the courier cert outage?" (`Plan.incident_marks`):
    per side, the one ERROR code of the subject's window whose sample names a mark of that side ("call to kitpay
    failed", "version 7.2.0"), stated over its own first to last line — as two windows compared. Nothing unless each
    side marks exactly one code and the two differ (a gap beats a guessed side)."""
    plan = b.plan
    if len(plan.incident_marks) != 2 or len(plan.services) != 1:
        return
    for call in calls:
        args = call.invocation.arguments
        if (call.invocation.tool_name != "query_logs" or not call.invocation.success or args.get("error_code")
                or args.get("keyword") or args.get("service") != plan.services[0]
                or args.get("start") != plan.window_start):
            continue
        codes = [ref for ref in refs_of(call, "code_stats[") if getattr(ref, "level", "") in ("ERROR", "FATAL")
                 and getattr(ref, "error_code", None)]
        picked = []
        for marks in plan.incident_marks:
            held = [ref for ref in codes if any(re.search(rf"(?<![\w.-]){re.escape(m.lower())}(?![\w-]|\.\d)",
                                                          _sample(ref)) for m in marks)]
            if len(held) != 1:
                return
            picked.append(held[0])
        if picked[0] is picked[1]:
            return
        for ref in picked:
            code, level = str(text.field(ref, "error_code")).rstrip(":"), getattr(ref, "level", "ERROR")
            b.claim("observation", f"{plan.services[0]} 错误码 {code} 的 {level} 日志条数（两窗口对比的变化之一）："
                    f"{text.field(ref, 'first_seen')}~{text.field(ref, 'last_seen')} 共 {text.field(ref, 'count')} 条",
                    call, ref)
        return


def _sample(ref: EvidenceRef) -> str:
    """The sample line of a ``code_stats[i]`` ref, lower-cased."""
    m = re.search(r'sample="(.*)"$', ref.text)
    return m.group(1).lower() if m else ""


def _episode_code(entry: tuple[RecordedCall, EvidenceRef, str, str], other: str = "") -> EvidenceRef | None:
    """The one error code of a window's lines that its previous window did not log (earlier_count=0: the episode
    that began in the window), when the window also holds lines carried over from before; else the one code the
    window logged — ``other`` (the other side's episode's code) left out. None when no single code is the window's
    own."""
    codes = [ref for ref in refs_of(entry[0], "code_stats[")
             if text.field(ref, "error_code") not in (None, "-", other)]
    new = [ref for ref in codes if text.field(ref, "earlier_count") == "0"]
    return new[0] if len(new) == 1 else codes[0] if len(codes) == 1 else None


def _episode_codes(a: tuple[RecordedCall, EvidenceRef, str, str], b: tuple[RecordedCall, EvidenceRef, str, str]
                   ) -> list[EvidenceRef]:
    """Each side's own episode's code (``_episode_code``); a side whose window also holds the other side's episode
    ("during the morning cache mess or during the 10:15 pool episode": the morning held both) leaves the other's
    code out. [] unless both sides have one, and they differ."""
    first, second = _episode_code(a), _episode_code(b)
    if first is None and second is not None:
        first = _episode_code(a, str(text.field(second, "error_code")))
    elif second is None and first is not None:
        second = _episode_code(b, str(text.field(first, "error_code")))
    if first is None or second is None or text.field(first, "error_code") == text.field(second, "error_code"):
        return []
    return [first, second]


def _common_code(a: tuple[RecordedCall, EvidenceRef, str, str], b: tuple[RecordedCall, EvidenceRef, str, str]
                 ) -> list[EvidenceRef]:
    """"X 连接池昨晚那次和现在这次，哪次报错更多？": one trouble's two episodes — the one error code both windows
    logged (each window's ref of it), [] unless exactly one: a window's other codes are other troubles'."""
    def codes(entry: tuple[RecordedCall, EvidenceRef, str, str]) -> dict[str, EvidenceRef]:
        return {str(text.field(ref, "error_code")).rstrip(":"): ref for ref in refs_of(entry[0], "code_stats[")
                if text.field(ref, "error_code") not in (None, "-")}
    first, second = codes(a), codes(b)
    common = [code for code in first if code in second]
    return [first[common[0]], second[common[0]]] if len(common) == 1 else []


def _pair_claims(b: _Builder, pair: dict[str, tuple[RecordedCall, EvidenceRef]], pattern: re.Pattern[str],
                 say: Callable[[RecordedCall, re.Match[str]], str]) -> None:
    """One claim per window of a pair of queries over the two windows compared (none unless both were made)."""
    if len(pair) < 2:
        return
    for key in ("a", "b"):
        call, ref = pair[key]
        if m := pattern.search(ref.text):
            b.claim("observation", say(call, m), call, ref)


def _deploy_span_claim(b: _Builder, call: RecordedCall) -> None:
    """The subject's lines over a deploy's own span (`investigate.deploy_span`), counted by the query itself."""
    args = call.invocation.arguments
    summary = ref_of(call, "summary")
    m = _SUMMARY_WINDOW.search(summary.text) if summary is not None else None
    if summary is None or m is None:
        return
    what = f"错误码 {args['error_code']} 的日志" if args.get("error_code") else f"的 {args.get('level', 'ERROR')} 日志"
    b.claim("observation", f"{args.get('service')} {what}{DEPLOY_SPAN_LINES}：{m.group(1)} 共 {m.group(2)} 条",
            call, summary)


def _nth_episode_count_claim(b: _Builder, call: RecordedCall) -> None:
    """The subject's lines over the one episode its order names (`investigate.nth_episode_count_call`), counted by
    the query itself."""
    args = call.invocation.arguments
    summary = ref_of(call, "summary")
    m = _SUMMARY_WINDOW.search(summary.text) if summary is not None else None
    if summary is None or m is None:
        return
    b.claim("observation", f"{args.get('service')} 的 {args.get('level', 'ERROR')} 日志{NTH_EPISODE_LINES}："
            f"{m.group(1)} 共 {m.group(2)} 条", call, summary)


def _level_pair_claim(b: _Builder, who: str, entry: tuple[RecordedCall, EvidenceRef, str, str]) -> None:
    call, ref, window, count = entry
    level = str(call.invocation.arguments["level"])
    b.claim("observation", f"{who} 的 {level} 日志条数（两窗口对比的变化之一）：{window} 共 {count} 条", call, ref)


def _around_window_first(plan: Plan, calls: Sequence[RecordedCall]) -> list[RecordedCall]:
    """The calls with a records query over the episode around the plan's window (`investigate.
    _episode_around_record_calls`: wider than the window, narrower than all the data) before every other records
    query, so its count is the one stated first ("失败了几单？" after "11点那会儿…失败了一些")."""
    around = [c for c in calls if _around_span(plan, c)] + burst_counted(plan, calls) + trouble_counted(plan, calls)
    if clock := clock_run_counted(plan, calls):
        around = [*clock, *(c for c in around if c not in clock)]
    #: (two waves' failed records, each counted over its own run: `investigate._wave_run_calls`)
    waves = set(wave_run_spans(plan, calls))
    around += [c for c in calls if waves and c.invocation.tool_name == "query_order"
               and not c.invocation.arguments.get("oldest_first")
               and (c.invocation.arguments.get("error_code"), c.invocation.arguments.get("start"),
                    c.invocation.arguments.get("end")) in waves]
    return [*around, *(c for c in calls if c not in around)] if around else list(calls)


def _around_span(plan: Plan, call: RecordedCall) -> bool:
    args = call.invocation.arguments
    start, end = str(args.get("start") or ""), str(args.get("end") or "")
    return (call.invocation.tool_name == "query_order" and not any(args.get(k) for k in RECORD_FILTERS)
            and episode_count_span(plan, start, end))


def _event_record_claims(b: _Builder, calls: Sequence[RecordedCall]) -> None:
    """"证书过期那次跟昨天发版那次比，哪次失败的订单多？": each event's failed records — those of the error code whose
    lines began with the event's first line (`investigate.event_codes`), counted over all the data."""
    if several := event_codes_span(b.plan, calls):
        word, _codes, start, end = several
        for call in calls:
            args = call.invocation.arguments
            if (call.invocation.tool_name != "query_order" or not call.invocation.success
                    or (args.get("start"), args.get("end")) != (start, end)
                    or any(args.get(k) for k in RECORD_FILTERS)):
                continue
            failed, by = ref_of(call, "failed"), ref_of(call, "failed_statuses")
            m = re.search(r":\s*(\d+) of \d+ matching orders failed", failed.text) if failed is not None else None
            statuses = re.search(r"by status:\s*(.+)$", by.text) if by is not None else None
            if failed is None or m is None:
                continue
            said = f"，按状态：{statuses.group(1)}" if statuses is not None else ""
            b.claim("observation", f"{word} 那次的失败订单数：共 {m.group(1)} 笔{said}",
                    call, failed, *([by] if by is not None and statuses is not None else []))
            return
    for word, code in event_codes(b.plan, calls):
        #: the event's own line (its word in the sample) beside the records: the word is the lines', not a guess
        named = [(c, r) for c in calls if c.invocation.tool_name == "query_logs"
                 and c.invocation.arguments.get("keyword") == word for r in refs_of(c, "code_stats[")
                 if word in r.text.lower()][:1]
        #: the records over the event's own span (all the data its lines were searched over): a query of the same
        #: code over the recent window only (the subject's failed records) holds the window's share, not the event's
        spans = {c.invocation.arguments.get("start") for c in calls if c.invocation.tool_name == "query_logs"
                 and (c.invocation.arguments.get("keyword") == word
                      #: (the trouble going on now is searched by no word: over the other side's span)
                      or (word == NOW_SIDE and c.invocation.arguments.get("keyword") in b.plan.events_compared))}
        #: (an event said with a time of its own: the runs of its code touching that time, `event_run_span`)
        run = event_run_span(b.plan, calls)
        for call in calls:
            args = call.invocation.arguments
            if (call.invocation.tool_name != "query_order" or args.get("error_code") != code
                    or not call.invocation.success or args.get("oldest_first")
                    or (args.get("start") not in spans if run is None
                        else (args.get("start"), args.get("end")) != run[1:])):
                continue
            summary = ref_of(call, "summary")
            if summary is not None and (m := re.search(r":\s*(\d+) matching orders", summary.text)) is not None:
                side = "（各事件对比的变化之一）" if len(b.plan.events_compared) > 1 else ""
                #: "球童证书那次 有多少单预订失败了": the status the event's records failed in said beside their count
                status = re.search(r"matching orders \(([^)]*)\)", summary.text)
                stated = f"，按状态：{status.group(1)}" if status is not None and int(m.group(1)) else ""
                b.claim("observation", f"{word} 那次（错误码 {code}）的失败订单数{side}：共 {m.group(1)} 笔{stated}",
                        call, summary, bound=named)
                break


def _superseded_by_episode(plan: Plan, call: RecordedCall, calls: Sequence[RecordedCall]) -> bool:
    """A records query over all the data up to the window's end (unfiltered) when the records up to the end of the
    episode that ran past it were queried too (`investigate._episode_past_end_calls`): only those are stated."""
    args = call.invocation.arguments
    if (plan.episode_records_nth and plan.statuses and args.get("status") == plan.statuses[0]
            and not nth_episode_records(plan, args)
            and any(c.invocation.tool_name == "query_order" and c.invocation.success
                    and nth_episode_records(plan, c.invocation.arguments) for c in calls)):
        return True  # the status's records over every episode when those of the one asked were queried too
    #: ("this time"'s records over the recent window when those from the episode's earlier start were queried too)
    span = (plan.window_start if plan.this_episode_records and plan.window_own else plan.data_start, plan.window_end)
    return (not plan.at and not any(args.get(k) for k in RECORD_FILTERS)
            and (args.get("start"), args.get("end")) == span
            and any(_around_span(plan, c) for c in calls))


def _episode_records(b: _Builder, call: RecordedCall, calls: Sequence[RecordedCall]) -> bool:
    """"第一次和这次各有多少单失败": a query of one episode's records (over the span its subject's lines were queried
    apart over, `investigate._episode_calls`): its failed ones stated with that span (never as the query window's).
    False for any other records query."""
    args = call.invocation.arguments
    spans = episode_record_spans(b.plan, calls)
    span = (args.get("start"), args.get("end"))
    if (b.plan.failed_waves and args.get("error_code") and not args.get("oldest_first")
            and (args["error_code"], *span) in wave_run_spans(b.plan, calls)):
        #: "两波床位风暴 哪一波订床失败的更多？": one wave's failed records (`investigate._wave_run_calls`), stated by
        #: the status that wave failed
        ref = ref_of(call, "summary")
        m = _ORDERS_WINDOW.search(ref.text) if ref is not None else None
        states = [k for k, v in dict(getattr(ref, "counts", None) or {}).items() if k != "total" and v]
        if ref is not None and m and len(states) == 1:
            b.claim("observation", f"状态为 {states[0]} 的订单数（各次异常之一）：{m.group(1)} 共 {m.group(2)} 笔",
                    call, ref)
        return True
    coded = {(c.invocation.arguments.get("start"), c.invocation.arguments.get("end")) for c in calls
             if c.invocation.tool_name == "query_order" and c.invocation.success
             and c.invocation.arguments.get("error_code") and not any(
                 c.invocation.arguments.get(k) for k in RECORD_FILTERS if k != "error_code")}
    if (len(spans) >= 2 and span in spans and span in coded and not any(
            args.get(k) for k in RECORD_FILTERS if k != "error_code")):
        #: "两次锁等待各挂了多少单": the episode's records of the code most of its failed ones carry
        #: (`investigate._episode_code_calls`) — those of its status are stated, never the span's every failure
        if not args.get("error_code"):
            return True
        ref = ref_of(call, "summary")
        m = _ORDERS_WINDOW.search(ref.text) if ref is not None else None
        states = [k for k, v in dict(getattr(ref, "counts", None) or {}).items()
                  if k != "total" and v]
        if ref is not None and m and len(states) == 1:
            b.claim("observation", f"状态为 {states[0]} 的订单数（各次异常之一）：{m.group(1)} 共 {m.group(2)} 笔",
                    call, ref)
        return True
    status = args.get("status") if len(b.plan.statuses) == 1 and args.get("status") == b.plan.statuses[0] else ""
    if (not b.plan.episodes or len(spans) < 2 or (args.get("start"), args.get("end")) not in spans
            or any(args.get(k) for k in RECORD_FILTERS if not (k == "status" and status))):
        return False
    if status:
        #: "哪次失败的配比任务更多": the records of the one status asked, over the episode's span
        ref = ref_of(call, "summary")
        m = _ORDERS_WINDOW.search(ref.text) if ref is not None else None
        if ref is not None and m:
            b.claim("observation", f"状态为 {status} 的订单数（各次异常之一）：{m.group(1)} 共 {m.group(2)} 笔",
                    call, ref)
        return True
    ref = ref_of(call, "failed")
    m = _FAILED_WINDOW.search(ref.text) if ref is not None else None
    if ref is not None and m:
        #: "哪次挂掉的单多": each episode's failed records name their one status, as each window's do (invSH)
        by_status = ref_of(call, "failed_statuses")
        one = list((getattr(by_status, "counts", None) or {}).items())
        status = f"，均为状态 {one[0][0]}" if len(one) == 1 and by_status is not None else ""
        b.claim("observation", f"失败（带错误码）的订单数（各次异常之一）：{m.group(1)} 共 {m.group(2)} 笔"
                               f"（该窗口共 {m.group(3)} 笔订单{status}）", call, ref,
                *([by_status] if status and by_status else []))
    return True


def _level_check(b: _Builder, call: RecordedCall) -> None:
    """A narrow "有没有 ERROR 日志" check: the count of that level, or its absence, from the summary."""
    args = call.invocation.arguments
    summary = ref_of(call, "summary")
    if summary is None or "has no records in the world" in summary.text:
        return
    total = re.search(r":\s*(\d+) matching records", summary.text)
    if not args.get("service"):
        #: no subject: the level over every service ("窗口内的服务", the subject the answer names then)
        if total and total.group(1) == "0" and not b.plan.window_outside and not b.plan.services:
            b.claim("negative_observation", f"窗口内的服务 在查询窗口内均没有 {args['level']} 级别日志", call, summary)
        return
    level, svc = args["level"], args["service"]
    if total and total.group(1) == "0" and not b.plan.window_outside:
        b.claim("negative_observation", f"{svc} 在查询窗口内没有 {level} 级别日志", call, summary)
        return
    for ref in refs_of(call, "code_stats[")[:2]:
        b.claim("observation", text.code_stat_claim(ref), call, ref)


#: how many of the data's services a next step lists beside a name it does not hold
_KNOWN_LISTED = 16


def _gaps(b: _Builder, plan: Plan) -> None:
    if plan.unresolved_pronoun:
        b.missing.append("问题中的指代（如“它”“这个服务”）在对话中找不到对应的服务或告警，请说明具体对象")
    if plan.window_note:
        b.missing.append(plan.window_note)
    known = sorted({s for svc, deps in plan.dependency_graph.items() for s in (svc, *deps)})
    listed = "、".join(known[:_KNOWN_LISTED]) + ("等" if len(known) > _KNOWN_LISTED else "")
    for svc in plan.unknown_services:
        b.missing.append(f"数据源中没有服务 {svc} 的日志、指标或告警记录，无法确认其状态")
        among = f"（数据源中的服务：{listed}）" if listed else ""
        b.actions.append({"action_text": f"确认服务名 {svc} 是否正确{among}，或为该服务接入日志与指标数据源",
                          "reason": "当前数据源中不存在该服务", "evidence_bindings": []})
    for thing in plan.unheld_subjects:  # "直播为什么失败": the claims are the world-wide picture, not its cause
        b.missing.append(f"数据源中没有任何服务、描述或记录包含「{thing}」，无法确定它失败的原因；"
                         "所列证据为全局情况，并非它的原因")
    if not b.claims and not b.missing:
        b.missing.append("本轮检索没有返回与问题直接相关的日志、指标、告警或业务记录")
    if "cause" in plan.aspects and b.claims and not b.hypotheses and not any(
        c["claim_type"] == "root_cause" for c in b.claims
    ):
        b.hypotheses.append({"hypothesis_text": "根因尚未被直接证据证明，需要结合依赖链路与变更记录进一步确认",
                             "basis": "当前证据只包含现象层面的日志、告警和指标",
                             "needed_evidence": ["上游/下游依赖的日志与指标", "变更记录"]})
