# ruff: noqa: E501, RUF005, RUF059  -- the cases are data: one mutant per line reads best
"""Held-out red team of the verifier (written outside the repo while the verifier was developed, then added).

Real tool outputs over the demo world; single-claim executor answers; each mutation of a true claim must not
PASS (and must not be direct_observation); each true or harmlessly reworded claim must stay direct_observation.
Usage: python benchmarks/heldout_redteam.py [--verbose]
"""
from __future__ import annotations

import json
import os
import re
import sys
from collections import defaultdict
from pathlib import Path

HOME = Path(os.environ.get("REDTEAM_HOME", "/tmp/redteam-home"))
os.environ["SUPERBIZ_HOME"] = str(HOME)

from superbiz.container import build_container  # noqa: E402
from superbiz.contracts import RetrievalDetails, ToolInvocation  # noqa: E402
from superbiz.pipeline import conclude_round, prepare_round  # noqa: E402
from superbiz.settings import Settings  # noqa: E402
from superbiz.tools.base import ToolContext  # noqa: E402

CALLS = [
    ("query_logs", {"service": "payment-service", "level": "ERROR", "start": "-30m", "limit": 5}),
    ("query_logs", {"service": "order-service", "level": "WARN", "start": "-30m", "limit": 5}),
    ("query_logs", {"service": "user-service", "level": "ERROR", "start": "-30m"}),
    ("query_metrics", {"service": "payment-service", "start": "-30m"}),
    ("query_metrics", {"service": "user-service", "alertname": "HighLatency", "start": "-6h"}),
    ("query_order", {"status": "PAYMENT_TIMEOUT", "start": "-60m", "limit": 3}),
    ("lookup_knowledge", {"query": "数据库连接池耗尽怎么处理", "top_k": 3}),
    ("get_current_datetime", {}),
    ("query_metrics", {"service": "order-service", "start": "-6h"}),
    ("query_logs", {"service": "logistics-service", "level": "ERROR", "start": "-30m", "limit": 3}),
]


def gather():
    c = build_container(Settings(home=HOME))
    invs, results = [], []
    for i, (tool, args) in enumerate(CALLS, start=1):
        ctx = ToolContext(sources=c.sources, now=c.data_clock(), session_id="rt", seen_chunks=set())
        r = c.registry.invoke(tool, args, ctx)
        invs.append(ToolInvocation(id=i, tool_name=tool, success=r.success, arguments=dict(r.params),
                                   output=r.output_text()[:20000], error=r.error,
                                   retrieval_details=None if r.status == "error" else RetrievalDetails(evidence_refs=r.evidence_refs)))
        results.append(r)
    return invs, results


def ref(invs, inv_id, path):
    for r in invs[inv_id - 1].retrieval_details.evidence_refs:
        if r.raw_path == path:
            return r
    raise KeyError((inv_id, path))


def find(invs, inv_id, pred):
    for r in invs[inv_id - 1].retrieval_details.evidence_refs:
        if pred(r):
            return r
    raise KeyError(inv_id)


def binding(invs, inv_id, r, excerpt=None):
    return {"source_type": "tool_invocation", "tool_name": invs[inv_id - 1].tool_name, "source_invocation_id": inv_id,
            "raw_path": r.raw_path, "evidence_excerpt": excerpt if excerpt is not None else r.text[:200]}


def run_case(invs, text, bindings, claim_type="observation", support="direct"):
    out = {"answer_version": "executor_evidence_v2", "claims": [{"claim_id": "c1", "claim_type": claim_type,
           "claim_text": text, "support_level": support, "evidence_bindings": bindings}],
           "hypotheses": [], "recommended_actions": [], "missing_info": []}
    p = prepare_round(original_query="q", round=1, retry_context=None, invocations=invs,
                      executor_output=json.dumps(out, ensure_ascii=False))
    res = conclude_round(p, verifier_output=None, threshold=0.5, max_rounds=2)
    chk = res.outcome.claim_checks[0].verification if res.outcome.claim_checks else "none"
    return res.outcome.verdict, chk, (res.outcome.claim_checks[0].detail if res.outcome.claim_checks else "")


def stat(text, name):
    m = re.search(rf"\b{name}=([\d.]+)([A-Za-z%]*)", text)
    return m.group(1) if m else None


def cases(invs):
    """(family, kind, text, bindings, claim_type) where kind is 'true' (must stay direct) or 'mutant' (must fail)."""
    out = []
    # ---- inv 1: payment ERROR logs
    s1 = ref(invs, 1, "summary")
    n1 = int(re.search(r"(\d+) matching", s1.text).group(1))
    l0 = ref(invs, 1, "logs[0]")
    B = lambda i, r, e=None: [binding(invs, i, r, e)]  # noqa: E731
    out += [
        ("count", "true", f"payment-service 在查询窗口内有 {n1} 条 ERROR 日志", B(1, s1)),
        ("count", "mutant", f"payment-service 在查询窗口内有 {n1 + 40} 条 ERROR 日志", B(1, s1)),
        ("count", "mutant", f"payment-service 在查询窗口内有 {n1} 条 WARN 日志", B(1, s1)),
        ("numbers", "true", f"payment-service 在查询窗口内有 {str(n1).translate(str.maketrans('0123456789', '０１２３４５６７８９'))} 条 ERROR 日志", B(1, s1)),
        ("polarity", "mutant", "payment-service 在查询窗口内没有 ERROR 日志", B(1, s1)),
        ("polarity", "mutant", "payment-service 未出现 PAY-5003 错误", B(1, l0)),
        ("polarity", "mutant", "payment-service 没有连接超时", B(1, l0)),
        ("log", "true", "payment-service 记录了 PAY-5003 错误：HikariPool-1 - Connection is not available, request timed out after 3000ms", B(1, l0)),
        ("units", "mutant", "payment-service 记录了 PAY-5003 错误：连接请求在 3000 秒后超时", B(1, l0)),
        ("units", "mutant", "payment-service 记录了 PAY-5003 错误：连接请求在 3 毫秒后超时", B(1, l0)),
        ("units", "true", "payment-service 记录了 PAY-5003 错误：连接请求在 3 秒后超时", B(1, l0)),
        ("entity", "mutant", "payment-service 记录了 ETIMEDOUT 错误，HikariPool-1 连接不可用", B(1, l0)),
        ("entity", "mutant", "payment-service 抛出 java.sql.SQLTransientConnectionException：HikariPool-1 连接不可用", B(1, l0)),
        ("entity", "mutant", "payment-service 的 pod payment-service-7d9f8b-x2k4q 记录了 PAY-5003", B(1, l0)),
        ("entity", "mutant", "payment-service 连接 db-master-02 时报 PAY-5003", B(1, l0)),
        ("homoglyph", "mutant", "pаyment-service 记录了 PAY-5003 错误", B(1, l0)),  # Cyrillic а
        ("homoglyph", "true", "payment-service 记录了 ＰＡＹ－５００３ 错误", B(1, l0)),
        ("entity", "mutant", "payment-service 记录了 PAY-5004 错误", B(1, l0)),
        ("level", "mutant", "payment-service 记录了一条 WARN 日志：PAY-5003 HikariPool-1 - Connection is not available", B(1, l0)),
    ]
    # ---- inv 2: order WARN logs
    w0 = find(invs, 2, lambda r: r.raw_path.startswith("logs[") and "payment-service timeout" in r.text)
    out += [
        ("log", "true", "order-service 记录了 WARN：call payment-service timeout after 3000ms (PAY-5003)", B(2, w0)),
        ("level", "mutant", "order-service 记录了 ERROR：call payment-service timeout after 3000ms (PAY-5003)", B(2, w0)),
        ("merge", "mutant", "order-service 报 PAY-5003：HikariPool-1 - Connection is not available", [binding(invs, 2, w0), binding(invs, 1, l0)]),
    ]
    # ---- inv 3: user-service no ERROR logs
    s3 = ref(invs, 3, "summary")
    out += [
        ("negative", "true", "user-service 在查询窗口内没有 ERROR 日志", B(3, s3)),
        ("polarity", "mutant", "user-service 在查询窗口内出现了 ERROR 日志", B(3, s3)),
        ("polarity", "mutant", "user-service 在查询窗口内有大量报错", B(3, s3)),
    ]
    # ---- inv 4: payment metrics
    pool_alert = find(invs, 4, lambda r: "PaymentDBPoolExhausted" in r.text)
    series_active = find(invs, 4, lambda r: r.text.startswith("db_pool_active_connections"))
    mx, mn, avg, latest = (stat(series_active.text, k) for k in ("max", "min", "avg", "latest"))
    pend = find(invs, 4, lambda r: r.text.startswith("db_pool_pending_threads"))
    pmx, plat, pmn = stat(pend.text, "max"), stat(pend.text, "latest"), stat(pend.text, "min")
    out += [
        ("state", "true", "告警 PaymentDBPoolExhausted 正在触发（payment-service）", B(4, pool_alert)),
        ("state", "mutant", "告警 PaymentDBPoolExhausted 已恢复（payment-service）", B(4, pool_alert)),
        ("state", "mutant", "payment-service 的 PaymentDBPoolExhausted 告警已经解除", B(4, pool_alert)),
        ("stat", "true", f"db_pool_active_connections 峰值为 {mx}", B(4, series_active)),
        ("stat", "true", f"db_pool_active_connections 最低值为 {mn}", B(4, series_active)),
        ("stat", "mutant", f"db_pool_active_connections 最低值为 {mx}" if mn != mx else "db_pool_active_connections 最低值为 0", B(4, series_active)),
        ("stat", "mutant", f"db_pool_pending_threads 峰值为 {plat}" if plat != pmx else f"db_pool_pending_threads 峰值为 {pmn}", B(4, pend)),
        ("stat", "mutant", f"db_pool_pending_threads 当前值为 {pmx}" if plat != pmx else f"db_pool_pending_threads 当前值为 {pmn}", B(4, pend)),
        ("stat", "true", f"db_pool_pending_threads 最新值为 {plat}", B(4, pend)),
        ("stat", "mutant", f"db_pool_active_connections 平均 {mx}" if avg != mx else "db_pool_active_connections 平均 1", B(4, series_active)),
        ("time", "mutant", "PaymentDBPoolExhausted 自 2026-11-27T05:24:00Z 起触发", B(4, pool_alert)),
        ("time", "true", "PaymentDBPoolExhausted 自 2026-11-28T05:24:00Z 起触发", B(4, pool_alert)),
        ("time", "true", "PaymentDBPoolExhausted 自北京时间 13:24 起触发", B(4, pool_alert)),
        ("time", "mutant", "PaymentDBPoolExhausted 自 13:24 起触发", B(4, pool_alert)),
        ("time", "mutant", "PaymentDBPoolExhausted 自 UTC 13:24 起触发", B(4, pool_alert)),
    ]
    herr = find(invs, 4, lambda r: "HighErrorRate" in r.text)
    out += [
        ("units", "true", "payment-service 的 HighErrorRate 告警正在触发，错误率 35%", B(4, herr)),
        ("units", "mutant", "payment-service 的 HighErrorRate 告警正在触发，错误率 0.35%", B(4, herr)),
    ]
    # ---- inv 5: resolved HighLatency on user-service
    hl = find(invs, 5, lambda r: r.raw_path.startswith("alerts["))
    out += [
        ("state", "true", "user-service 的 HighLatency 告警已恢复", B(5, hl)),
        ("state", "mutant", "user-service 的 HighLatency 告警仍在触发", B(5, hl)),
        ("state", "mutant", "user-service 的 HighLatency 告警正在触发", B(5, hl)),
    ]
    # ---- inv 6: orders
    o0 = ref(invs, 6, "orders[0]")
    oid = re.search(r"order (\S+)", o0.text).group(1)
    out += [
        ("field", "true", f"订单 {oid} 状态为 PAYMENT_TIMEOUT", B(6, o0)),
        ("field", "mutant", f"订单 {oid} 状态为 REFUNDED", B(6, o0)),
        ("field", "mutant", f"订单 {oid} 已退款成功", B(6, o0)),
        ("field", "mutant", f"订单 {oid} 已发货", B(6, o0)),
        ("field", "mutant", f"订单 {oid} 支付成功", B(6, o0)),
        ("entity", "mutant", f"订单 {oid[:-1]}9 状态为 PAYMENT_TIMEOUT" if not oid.endswith("9") else f"订单 {oid[:-1]}8 状态为 PAYMENT_TIMEOUT", B(6, o0)),
    ]
    # ---- inv 7: knowledge
    ch = ref(invs, 7, "chunks[0]")
    out += [
        ("source", "mutant", "payment-service 的数据库连接池当前已经耗尽", B(7, ch), "knowledge"),
        ("source", "mutant", "payment-service 当前活跃连接数达到 50/50", B(7, ch), "knowledge"),
    ]
    # ---- inv 9: order-service metrics (restarts)
    rs = next((r for r in invs[8].retrieval_details.evidence_refs if r.text.startswith("container_restarts_total")), None)
    if rs is not None:
        rmx = stat(rs.text, "max")
        out += [
            ("stat", "true", f"order-service 的 container_restarts_total 最大值为 {rmx}", B(9, rs)),
            ("numbers", "true", f"order-service 的 container_restarts_total 最大值为 {'三' if rmx == '3' else rmx}", B(9, rs)),
            ("numbers", "mutant", f"order-service 的 container_restarts_total 最大值为 {'五' if rmx == '3' else '九十九'}", B(9, rs)),
        ]
    # ---- inv 10: logistics
    lg = find(invs, 10, lambda r: r.raw_path.startswith("logs["))
    out += [
        ("entity", "mutant", "logistics-service 因 CrashLoopBackOff 崩溃：panic: nil pointer dereference in RouteCache.refresh", B(10, lg)),
        ("entity", "true", "logistics-service 记录了 LOG-5030：panic: nil pointer dereference in RouteCache.refresh", B(10, lg)),
    ]
    return [(c + ("observation",))[:5] if len(c) == 4 else c for c in out]


def main():
    verbose = "--verbose" in sys.argv
    invs, _ = gather()
    table = defaultdict(lambda: [0, 0, 0, 0])  # family -> [mutants, killed, trues, kept]
    fails = []
    for family, kind, text, bindings, ctype in cases(invs):
        verdict, check, detail = run_case(invs, text, bindings, claim_type=ctype)
        row = table[family]
        if kind == "mutant":
            row[0] += 1
            ok = verdict != "PASS" and check != "direct_observation"
            row[1] += ok
        else:
            row[2] += 1
            ok = check == "direct_observation" and verdict == "PASS"
            row[3] += ok
        if not ok or verbose:
            fails.append(f"{'OK ' if ok else 'BAD'} [{family}/{kind}] {verdict}/{check}: {text}\n      {detail[:160]}")
    print(f"{'family':10} {'mutants':>7} {'killed':>6} {'trues':>5} {'kept':>5}")
    tm = tk = tt = tkept = 0
    for fam, (m, k, t, kept) in sorted(table.items()):
        print(f"{fam:10} {m:7} {k:6} {t:5} {kept:5}")
        tm, tk, tt, tkept = tm + m, tk + k, tt + t, tkept + kept
    print(f"{'TOTAL':10} {tm:7} {tk:6} {tt:5} {tkept:5}   kill rate {tk / max(tm, 1):.0%}, true kept {tkept / max(tt, 1):.0%}")
    print("\n".join(fails))


if __name__ == "__main__":
    main()
