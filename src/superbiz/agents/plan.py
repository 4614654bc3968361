"""The Planner's output and the rule-based (offline) Planner.

The offline Planner recognises entities from the connected data sources' catalogue (service names, alert
names, error codes), plus order ids, user ids and time phrases, and picks evidence tools by intent. It works
on any world the user connects: nothing here is specific to the demo data.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from superbiz.contracts import RetryContext

__all__ = [
    "Catalog",
    "Plan",
    "PlannedCall",
    "call_signature",
    "offline_plan",
]

Intent = Literal["confirm", "diagnose", "order", "knowledge", "overview"]

_CONFIRM_WORDS = ("确认", "是否", "是不是", "有没有", "还在", "仍在", "正常吗", "是否正常", "有无", "还有没有")
_DIAGNOSE_WORDS = ("为什么", "原因", "根因", "怎么回事", "排查", "分析", "诊断", "什么问题", "故障", "why")
_KNOWLEDGE_WORDS = ("怎么处理", "如何处理", "处置", "怎么办", "含义", "什么意思", "是什么", "手册", "runbook", "如何")
_ORDER_RE = re.compile(r"\bORD-\d{8}-\d{6}\b")
_USER_RE = re.compile(r"\bU\d{6}\b")
_CODE_RE = re.compile(r"\b[A-Z]{2,6}-\d{3,4}\b")
_SERVICE_LIKE_RE = re.compile(r"\b[a-z][a-z0-9]*(?:-[a-z0-9]+)*-(?:service|svc|api|gateway|server|worker|db)\b")
_CAMEL_RE = re.compile(r"\b[A-Z][a-z0-9]+(?:[A-Z][A-Za-z0-9]*)+\b")
_ALIASES: dict[str, tuple[str, ...]] = {
    "支付": ("payment", "pay"),
    "订单": ("order",),
    "库存": ("inventory", "stock"),
    "用户": ("user", "account"),
    "搜索": ("search",),
    "风控": ("risk",),
    "通知": ("notification", "notify", "message"),
    "消息": ("notification", "message"),
    "短信": ("notification", "sms"),
    "物流": ("logistics", "shipping"),
    "网关": ("gateway",),
}
_CN_NUM = {"一": 1, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "十": 10, "半": 0.5}


class Catalog(BaseModel):
    """What the data sources know about; the offline Planner recognises entities from it."""

    model_config = ConfigDict(frozen=True)

    services: tuple[str, ...] = ()
    dependencies: dict[str, tuple[str, ...]] = Field(default_factory=dict)
    alerts: tuple[str, ...] = ()
    error_codes: tuple[str, ...] = ()
    metrics: tuple[str, ...] = ()


class PlannedCall(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    tool: str
    arguments: dict[str, Any]
    reason: str


class Plan(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    intent: Intent
    narrow_scope: bool
    services: list[str] = Field(default_factory=list)
    unknown_services: list[str] = Field(default_factory=list)
    alerts: list[str] = Field(default_factory=list)
    error_codes: list[str] = Field(default_factory=list)
    order_ids: list[str] = Field(default_factory=list)
    user_ids: list[str] = Field(default_factory=list)
    window_minutes: int = 60
    calls: list[PlannedCall] = Field(default_factory=list)
    source: Literal["rule", "model"] = "rule"
    notes: str = ""

    def summary(self) -> str:
        """A concise one-line thought for ``agent_step.thought``."""
        ents = ", ".join(self.services + self.unknown_services + self.alerts + self.error_codes + self.order_ids)
        tools = ", ".join(c.tool for c in self.calls)
        return (
            f"intent={self.intent} narrow={self.narrow_scope} entities=[{ents}] "
            f"window={self.window_minutes}m calls=[{tools}]"
        )


def call_signature(tool: str, arguments: dict[str, Any]) -> str:
    """Stable identity of a retrieval, for the action memory that stops round 2 repeating round 1."""
    return f"{tool}({json.dumps(arguments, ensure_ascii=False, sort_keys=True)})"


def _window_minutes(question: str) -> int:
    if "半小时" in question or "半个小时" in question:
        return 30
    m = re.search(r"(\d+|[一两二三四五六十半])\s*(?:个)?\s*(分钟|min|小时|h|天)", question)
    if not m:
        return 60
    raw = m.group(1)
    n = float(raw) if raw.isdigit() else float(_CN_NUM.get(raw, 1))
    unit = m.group(2)
    minutes = n if unit in ("分钟", "min") else n * 60 if unit in ("小时", "h") else n * 1440
    return max(5, min(int(minutes), 7 * 1440))


def _match_services(question: str, catalog: Catalog) -> tuple[list[str], list[str]]:
    low = question.lower()
    found = [s for s in catalog.services if s.lower() in low]
    for word, stems in _ALIASES.items():
        if word in question:
            for svc in catalog.services:
                if svc not in found and any(svc.lower().startswith(stem) for stem in stems):
                    found.append(svc)
                    break
    unknown = [s for s in _SERVICE_LIKE_RE.findall(low) if s not in {f.lower() for f in found}]
    # a longer known name ("payment-service") also contains shorter alias hits; keep question order
    found.sort(key=lambda s: low.find(s.lower()) if s.lower() in low else len(low))
    return _dedupe(found), _dedupe(unknown)


def _dedupe(items: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(items))


def _intent(question: str, *, has_order: bool, has_entity: bool) -> Intent:
    low = question.lower()
    if has_order:
        return "order"
    if any(w in low for w in _CONFIRM_WORDS) and has_entity:
        return "confirm"
    if any(w in low for w in _DIAGNOSE_WORDS):
        return "diagnose"
    if any(w in low for w in _KNOWLEDGE_WORDS):
        return "knowledge"
    return "diagnose" if has_entity else "overview"


def offline_plan(
    question: str,
    catalog: Catalog,
    *,
    retry_context: RetryContext | None = None,
    completed: Sequence[str] = (),
    earlier_questions: Sequence[str] = (),
) -> Plan:
    """Plan the evidence to gather for ``question`` (round 2: only gap-related, never a completed call).

    A follow-up without entities of its own ("它现在恢复了吗？") takes them from the most recent earlier
    question of the conversation that named some.
    """
    services, unknown, alerts, codes, orders, users = _entities(question, catalog)
    has_entity = bool(services or unknown or alerts or codes)
    for earlier in reversed(earlier_questions):
        if has_entity or orders or users:
            break
        services, unknown, alerts, codes, orders, users = _entities(earlier, catalog)
        has_entity = bool(services or unknown or alerts or codes)
    intent = _intent(question, has_order=bool(orders or users), has_entity=has_entity)
    window = _window_minutes(question)
    narrow = intent == "confirm"
    calls = _calls(question, intent, services + unknown, alerts, codes, orders, users, window, catalog)
    if retry_context is not None:
        calls = _retry_calls(question, retry_context, services + unknown, alerts, window) + calls
    done = set(completed)
    calls = [c for c in _dedupe_calls(calls) if call_signature(c.tool, c.arguments) not in done]
    return Plan(
        intent=intent,
        narrow_scope=narrow,
        services=services,
        unknown_services=unknown,
        alerts=alerts,
        error_codes=codes,
        order_ids=orders,
        user_ids=users,
        window_minutes=window,
        calls=calls,
        notes="" if retry_context is None else "round 2: gather evidence for the verifier's gaps only",
    )


def _entities(text: str, catalog: Catalog) -> tuple[list[str], list[str], list[str], list[str], list[str], list[str]]:
    """Known services, unknown service-like names, alerts, error codes, order ids and user ids in ``text``."""
    services, unknown = _match_services(text, catalog)
    orders = _dedupe(_ORDER_RE.findall(text))
    users = _dedupe(_USER_RE.findall(text))
    codes = [c for c in _dedupe(_CODE_RE.findall(text)) if not _ORDER_RE.match(c)]
    known_alerts = {a.lower(): a for a in catalog.alerts}
    alerts = _dedupe(known_alerts.get(w.lower(), w) for w in _CAMEL_RE.findall(text) if w.lower() in known_alerts)
    return services, unknown, alerts, codes, orders, users


def _dedupe_calls(calls: Sequence[PlannedCall]) -> list[PlannedCall]:
    seen: set[str] = set()
    out = []
    for c in calls:
        sig = call_signature(c.tool, c.arguments)
        if sig not in seen:
            seen.add(sig)
            out.append(c)
    return out


def _call(tool: str, reason: str, **arguments: Any) -> PlannedCall:
    return PlannedCall(tool=tool, arguments=arguments, reason=reason)


def _logs(start: str, reason: str, **filters: Any) -> PlannedCall:
    return _call("query_logs", reason, **filters, start=start)


def _metrics(start: str, reason: str, **filters: Any) -> PlannedCall:
    return _call("query_metrics", reason, **filters, start=start)


def _alert(alert: str, start: str, reason: str) -> PlannedCall:
    return _metrics(start, reason, alertname=alert, state="any")


def _calls(
    question: str,
    intent: Intent,
    services: list[str],
    alerts: list[str],
    codes: list[str],
    orders: list[str],
    users: list[str],
    window: int,
    catalog: Catalog,
) -> list[PlannedCall]:
    start = f"-{window}m"
    calls = [_call("query_order", f"订单 {oid} 的业务记录", order_id=oid) for oid in orders]
    calls += [_call("query_order", f"用户 {uid} 的订单", user_id=uid) for uid in users]
    if intent == "confirm":
        asks_logs = any(w in question.lower() for w in ("日志", "log", "error", "报错", "错误"))
        calls += [_alert(alert, start, f"确认告警 {alert} 的状态") for alert in alerts]
        for svc in services:
            if asks_logs or not alerts:
                calls.append(_logs(start, f"确认 {svc} 的 ERROR 日志", service=svc, level="ERROR"))
            if not alerts and not asks_logs:
                calls.append(_metrics(start, f"确认 {svc} 的告警和关键指标", service=svc))
        return calls
    for svc in services:
        calls.append(_logs(start, f"{svc} 窗口内的 ERROR 日志", service=svc, level="ERROR"))
        calls.append(_metrics(start, f"{svc} 的告警和关键指标", service=svc))
    calls += [_alert(alert, start, f"告警 {alert} 的状态") for alert in alerts]
    calls += [_logs(start, f"错误码 {code} 的日志", error_code=code) for code in codes]
    if intent == "diagnose":
        for svc in services[:2]:
            for dep in catalog.dependencies.get(svc, ())[:3]:
                if dep in catalog.services:
                    calls.append(_logs(start, f"下游依赖 {dep} 的 ERROR 日志", service=dep, level="ERROR"))
    if intent == "overview" and not calls:
        calls.append(_metrics(start, "当前触发中的告警", state="firing"))
    # a diagnosis of known services looks runbooks up after the evidence (see offline_executor.follow_up_calls)
    if intent in ("knowledge", "overview") or codes or (intent == "diagnose" and not services):
        calls.append(_call("lookup_knowledge", "相关运维手册", query=question[:200], top_k=3))
    return calls


def _retry_calls(
    question: str, ctx: RetryContext, services: list[str], alerts: list[str], window: int
) -> list[PlannedCall]:
    """Round 2: widen the window and add WARN logs for the entities the gaps mention."""
    gap_text = " ".join(ctx.missing_evidence_facts)
    wide = f"-{min(window * 2, 7 * 1440)}m"
    calls: list[PlannedCall] = []
    for svc in [s for s in services if s in gap_text] or services:
        calls.append(_logs(wide, f"补证据：{svc} 的 WARN 日志（更宽窗口）", service=svc, level="WARN"))
        calls.append(_metrics(wide, f"补证据：{svc} 更宽窗口的指标", service=svc))
    calls += [_alert(alert, wide, f"补证据：告警 {alert}") for alert in alerts]
    if ctx.missing_evidence_facts:
        query = ctx.missing_evidence_facts[0][:200]
        calls.append(_call("lookup_knowledge", "补证据：缺口相关的知识", query=query, top_k=3))
    return calls
