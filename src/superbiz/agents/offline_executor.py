"""The offline Executor's evidence contract: claims only from concrete tool evidence.

Every claim is built from one evidence ref of one recorded invocation, with that ref's ``raw_path`` and an
excerpt copied verbatim from its text, so the Gatekeeper can check it. Anchors in a claim's text (services,
codes, alert names, numbers) are taken from the same ref. Knowledge-base hits never become incident facts:
they feed hypotheses and recommended actions, or a ``knowledge`` claim when the user asks what a document says.
Nothing here is specific to the demo world.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from superbiz.agents.plan import Plan, call_signature
from superbiz.contracts import ANSWER_VERSION, EvidenceRef, ToolInvocation
from superbiz.tools.base import ToolResult

__all__ = ["RecordedCall", "build_evidence_contract", "follow_up_calls"]

_EXCERPT_MAX = 300
_COUNT_RE = re.compile(r"(\d+)\s*(?:matching|matched|条|records?|hits?)", re.I)
_FIRING_COUNT_RE = re.compile(r"(\d+)\s*firing", re.I)
_ALERT_RE = re.compile(r"alert\s+(\S+)\s+service=(\S+)\s+state=(\w+)")
_SERIES_RE = re.compile(r"^(\S+?)\{([^}]*)\}\s+(\S+)\s*:\s*(.+)$")
_ORDER_RE = re.compile(r"order\s+(\S+).*?status=(\S+)")
_TS_PREFIX_RE = re.compile(r"^\d{4}-\d{2}-\d{2}T[\d:.]+Z?\s+")
_TRACE_RE = re.compile(r"\s*trace=\S+")
_STOP_WORDS = frozenset(
    {
        "alert",
        "service",
        "state",
        "firing",
        "severity",
        "critical",
        "warning",
        "since",
        "value",
        "summary",
        "high",
        "rate",
        "the",
        "for",
        "and",
    }
)
_ACTION_HEADINGS = ("处置", "步骤", "排查", "操作", "应急", "处理", "止血")
_STEP_RE = re.compile(r"^\s*(?:\d+[.、)]|[-*•])\s*(.{6,160})$")


@dataclass(frozen=True)
class RecordedCall:
    """A tool call as persisted: the invocation row (with its citable id) and the tool's result envelope."""

    invocation: ToolInvocation
    result: ToolResult


class _Builder:
    def __init__(self, plan: Plan, max_claims: int, observed: Sequence[str] = ()) -> None:
        self.plan = plan
        self.observed = list(observed)
        #: documents one of whose chunks mentioned an entity: their other sections (e.g. steps) are relevant
        self.relevant_docs: set[str] = set()
        self.max_claims = max_claims
        self.claims: list[dict[str, Any]] = []
        self.hypotheses: list[dict[str, Any]] = []
        self.actions: list[dict[str, Any]] = []
        self.missing: list[str] = []

    def claim(self, claim_type: str, text: str, call: RecordedCall, *refs: EvidenceRef) -> None:
        if len(self.claims) >= self.max_claims:
            return
        if any(c["claim_text"] == text for c in self.claims):
            return
        self.claims.append(
            {
                "claim_id": f"c{len(self.claims) + 1}",
                "claim_type": claim_type,
                "claim_text": text,
                "support_level": "direct",
                "evidence_bindings": [_binding(call, ref) for ref in refs],
            }
        )


def _binding(call: RecordedCall, ref: EvidenceRef) -> dict[str, Any]:
    return {
        "source_type": "tool_invocation",
        "source_id": f"trace-{call.invocation.id}",
        "tool_name": call.invocation.tool_name,
        "source_invocation_id": call.invocation.id,
        "raw_path": ref.raw_path,
        "evidence_excerpt": ref.text[:_EXCERPT_MAX].strip(),
    }


def _refs(call: RecordedCall, prefix: str) -> list[EvidenceRef]:
    return [r for r in call.result.evidence_refs if r.raw_path.startswith(prefix)]


def _ref(call: RecordedCall, raw_path: str) -> EvidenceRef | None:
    return next((r for r in call.result.evidence_refs if r.raw_path == raw_path), None)


def _log_core(text: str) -> str:
    core = _TRACE_RE.sub("", _TS_PREFIX_RE.sub("", text[:_EXCERPT_MAX].strip()))
    return core.strip()


def _logs(b: _Builder, call: RecordedCall) -> None:
    args = call.invocation.arguments
    service = args.get("service")
    level = args.get("level")
    summary = _ref(call, "summary")
    logs = _refs(call, "logs[")
    count = _count(summary)
    label = service or args.get("error_code") or args.get("keyword") or "查询条件"
    if summary is not None and count == 0 and call.result.status != "error":
        if service in b.plan.unknown_services:
            return
        what = f" {level} 级别" if level else "匹配的"
        b.claim("negative_observation", f"{label} 在查询窗口内没有{what}日志", call, summary)
        return
    if summary is not None and count and (service or args.get("error_code")):
        what = f" {level} 级别" if level else ""
        b.claim("observation", f"{label} 在查询窗口内共有 {count} 条{what}日志", call, summary)
    counts = _ref(call, "error_code_counts")
    if counts is not None and summary is not None and service:
        b.claim("observation", f"{service} 查询窗口内的错误码分布：{counts.text[:160]}", call, counts, summary)
    seen_codes: set[str] = set()
    for ref in logs:
        code = str(getattr(ref, "error_code", None) or "") or _first_code(ref.text)
        if code in seen_codes:
            continue
        seen_codes.add(code)
        b.claim("observation", f"日志显示：{_log_core(ref.text)}", call, ref)
        if len(seen_codes) >= (1 if b.plan.narrow_scope else 2):
            break


def _first_code(text: str) -> str:
    m = re.search(r"\b[A-Z]{2,6}-\d{3,4}\b", text)
    return m.group(0) if m else ""


def _count(ref: EvidenceRef | None) -> int | None:
    if ref is None:
        return None
    m = _COUNT_RE.search(ref.text)
    return int(m.group(1)) if m else None


def _metrics(b: _Builder, call: RecordedCall) -> None:
    args = call.invocation.arguments
    firing: list[str] = []
    for ref in _refs(call, "alerts["):
        m = _ALERT_RE.search(ref.text)
        if not m:
            continue
        name, service, state = m.groups()
        if state == "firing":
            firing.append(name)
            b.claim("observation", f"告警 {name} 正在触发（服务 {service}）", call, ref)
        elif args.get("alertname") or b.plan.narrow_scope:
            b.claim("observation", f"告警 {name}（服务 {service}）状态为 {state}", call, ref)
    summary = _ref(call, "summary")
    if not firing and summary is not None and args.get("service") and b.plan.intent == "confirm":
        m = _FIRING_COUNT_RE.search(summary.text)
        if m and int(m.group(1)) == 0 and args["service"] not in b.plan.unknown_services:
            b.claim("negative_observation", f"{args['service']} 当前没有触发中的告警", call, summary)
    if b.plan.narrow_scope:
        return
    words = _alert_words(call)
    series = sorted(_refs(call, "series["), key=lambda r: -_series_score(r.text, words))
    for ref in series[:2]:
        m = _SERIES_RE.match(ref.text.strip())
        if m and _series_score(ref.text, words) > 0:
            metric, labels, _window, stats = m.groups()
            b.claim("observation", f"指标 {metric}{{{labels}}} 在查询窗口内：{stats.strip()[:160]}", call, ref)


def _alert_words(call: RecordedCall) -> set[str]:
    """Lower-case words of the firing alerts' names and summaries (``HighMemoryUsage`` → high, memory, usage)."""
    words: set[str] = set()
    for ref in _refs(call, "alerts["):
        if "state=firing" not in ref.text:
            continue
        spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", ref.text)
        words |= {w for w in re.findall(r"[a-z0-9]{3,}", spaced.lower()) if w not in _STOP_WORDS}
    return words


def _series_score(text: str, alert_words: set[str]) -> float:
    """Relevance of a series: shares words with a firing alert, and actually moved within the window."""
    m = _SERIES_RE.match(text.strip())
    if not m:
        return 0.0
    tokens = set(re.findall(r"[a-z0-9]{3,}", m.group(1).lower()))
    related = len({t for t in tokens if any(t in w or w in t for w in alert_words)})
    lo, hi = _stat(m.group(4), "min"), _stat(m.group(4), "max")
    moved = 0.0 if lo is None or hi is None or hi == 0 else min(1.0, abs(hi - lo) / abs(hi))
    return related * 2.0 + moved if related or moved >= 0.5 else 0.0


def _stat(stats: str, name: str) -> float | None:
    m = re.search(rf"\b{name}=(-?[\d.]+)", stats)
    return float(m.group(1)) if m else None


def _first_sentence(text: str) -> str:
    for line in text.strip().splitlines():
        line = re.sub(r"^\s*(?:[-*•]|\d+[.、)])\s*", "", line).strip()
        if len(line) >= 8:
            return re.split(r"(?<=[。！？!?])", line)[0][:160]
    return text.strip()[:160]


def _orders(b: _Builder, call: RecordedCall) -> None:
    for ref in _refs(call, "orders[")[:3]:
        m = _ORDER_RE.search(ref.text)
        if m:
            b.claim("observation", f"订单 {m.group(1)} 当前状态为 {m.group(2)}", call, ref)


def _knowledge(b: _Builder, call: RecordedCall) -> None:
    entities = [*b.plan.services, *b.plan.error_codes, *b.plan.alerts, *b.observed]
    for ref in _refs(call, "chunks["):
        if ref.deduped:
            continue
        if b.plan.unknown_services and not entities:
            continue  # the only entity is one the data does not know: generic runbooks would mislead
        path = [p.strip() for p in str(getattr(ref, "heading_path", "") or "").split(">") if p.strip()]
        doc = path[0] if path else (ref.source_document or "知识库")
        if entities and not any(e.lower() in ref.text.lower() for e in entities):
            if doc not in b.relevant_docs:
                continue  # neither this chunk nor its document mentions anything the question or evidence named
        else:
            b.relevant_docs.add(doc)
        heading = path[-1] if len(path) > 1 else doc
        first = _first_sentence(ref.text)
        if b.plan.intent == "knowledge" and b.plan.error_codes and any(c in ref.text for c in b.plan.error_codes):
            b.claim("knowledge", f"知识库《{doc}》说明：{first}", call, ref)
            continue
        sections = " ".join(path[1:])
        is_steps = any(w in sections for w in _ACTION_HEADINGS)
        if len(b.hypotheses) < 3 and not is_steps and "验证" not in sections:
            b.hypotheses.append(
                {
                    "hypothesis_text": f"参考《{doc}》「{heading}」：{first}",
                    "basis": f"知识库命中（相关度 {ref.relevance_level or '未知'}），是通用手册而非本次事故的直接证据",
                    "needed_evidence": ["与该手册判断条件对应的当前日志或指标"],
                }
            )
        if not is_steps:
            continue  # steps only from sections about what to do, not from the document title
        for line in ref.text.splitlines():
            m = _STEP_RE.match(line)
            if m and len(b.actions) < 4 and not any(a["action_text"] == m.group(1) for a in b.actions):
                b.actions.append(
                    {"action_text": m.group(1).strip(), "reason": f"来自《{doc}》", "evidence_bindings": []}
                )


def observed_entities(calls: Sequence[RecordedCall]) -> list[str]:
    """Firing alert names, then the top error codes, that the evidence itself showed (in order of appearance)."""
    alerts: list[str] = []
    codes: list[str] = []
    for call in calls:
        for ref in _refs(call, "alerts["):
            m = _ALERT_RE.search(ref.text)
            if m and m.group(3) == "firing":
                alerts.append(m.group(1))
        counts = _ref(call, "error_code_counts")
        if counts is not None:
            codes += re.findall(r"\b[A-Z]{2,6}-\d{3,4}\b", counts.text)[:2]
    return list(dict.fromkeys([*alerts, *codes]))


def follow_up_calls(
    plan: Plan, calls: Sequence[RecordedCall], *, max_codes: int = 2
) -> list[tuple[str, dict[str, Any]]]:
    """Follow-up lookups driven by what the evidence showed.

    * for the top error codes a log query counted but did not show, fetch example lines;
    * for a diagnosis, look up the runbooks for the error codes and firing alerts actually observed.
    """
    out: list[tuple[str, dict[str, Any]]] = []
    observed = observed_entities(calls)
    for call in calls:
        args = call.invocation.arguments
        counts = _ref(call, "error_code_counts")
        if call.invocation.tool_name != "query_logs" or counts is None or not args.get("service"):
            continue
        shown = {str(getattr(r, "error_code", "") or "") for r in _refs(call, "logs[")}
        for code in re.findall(r"\b[A-Z]{2,6}-\d{3,4}\b", counts.text)[:max_codes]:
            if code not in shown:
                follow = {"service": args["service"], "error_code": code, "limit": 3}
                if "start" in args:
                    follow["start"] = args["start"]
                out.append(("query_logs", follow))
    if plan.intent == "diagnose":
        out += _runbook_calls(calls, observed)
    done = {call_signature(c.invocation.tool_name, c.invocation.arguments) for c in calls}
    return [(tool, args) for tool, args in _unique(out) if call_signature(tool, args) not in done]


def _unique(calls: list[tuple[str, dict[str, Any]]]) -> list[tuple[str, dict[str, Any]]]:
    return list({call_signature(t, a): (t, a) for t, a in calls}.values())


def _runbook_calls(calls: Sequence[RecordedCall], observed: list[str]) -> list[tuple[str, dict[str, Any]]]:
    """Look the runbook up for what the evidence showed, then open its steps section."""
    out: list[tuple[str, dict[str, Any]]] = []
    lookups = [c for c in calls if c.invocation.tool_name == "lookup_knowledge"]
    if not lookups and observed:
        out.append(("lookup_knowledge", {"query": " ".join(observed[:3]) + " 处置步骤", "top_k": 4}))
    elif len(lookups) == 1:
        # open the steps section of the runbook the first lookup pointed at
        titles = [str(getattr(r, "heading_path", "")).split(">")[0].strip() for r in _refs(lookups[0], "chunks[")]
        ranked = sorted(titles, key=lambda t: ("处置" not in t and "runbook" not in t.lower(), "手册" not in t))
        runbook = ranked[0] if ranked else ""
        if runbook:
            out.append(("lookup_knowledge", {"query": f"{runbook} 处置步骤", "top_k": 2}))
    return out


_HANDLERS = {"query_logs": _logs, "query_metrics": _metrics, "query_order": _orders, "lookup_knowledge": _knowledge}


def build_evidence_contract(plan: Plan, calls: Sequence[RecordedCall]) -> str:
    """The offline Executor's final output: one ``executor_evidence_v2`` JSON object (as text)."""
    b = _Builder(plan, max_claims=2 if plan.narrow_scope else 10, observed=observed_entities(calls))
    for call in calls:
        handler = _HANDLERS.get(call.invocation.tool_name)
        if not call.invocation.success:
            args = ", ".join(f"{k}={v}" for k, v in sorted(call.invocation.arguments.items()))
            b.missing.append(f"{call.invocation.tool_name}（{args}）调用失败：{call.invocation.error or '未知错误'}")
            continue
        if handler is not None:
            handler(b, call)
    for svc in plan.unknown_services:
        b.missing.append(f"数据源中没有服务 {svc} 的日志、指标或告警记录，无法确认其状态")
        b.actions.append(
            {
                "action_text": f"确认服务名 {svc} 是否正确，或为该服务接入日志与指标数据源",
                "reason": "当前数据源中不存在该服务",
                "evidence_bindings": [],
            }
        )
    if not b.claims and not b.missing:
        b.missing.append("本轮检索没有返回与问题直接相关的日志、指标、告警或业务记录")
    if plan.intent == "diagnose" and b.claims and not b.hypotheses:
        b.hypotheses.append(
            {
                "hypothesis_text": "根因尚未被直接证据证明，需要结合依赖链路进一步确认",
                "basis": "当前证据只包含现象层面的日志、告警和指标",
                "needed_evidence": ["上游/下游依赖的日志与指标", "变更记录"],
            }
        )
    contract = {
        "answer_version": ANSWER_VERSION,
        "claims": b.claims,
        "hypotheses": b.hypotheses,
        "recommended_actions": b.actions,
        "missing_info": b.missing,
    }
    return json.dumps(contract, ensure_ascii=False)
