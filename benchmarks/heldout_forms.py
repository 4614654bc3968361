# ruff: noqa: E501, E702  -- the cases are data: one mutant per line reads best
"""Held-out harmless form variants (issue 16): a true claim with its binding written the ways real models write it.

Each harmless variant must not be REJECTed (target ≤2 %) nor LOW_CONFID (≤5 %); each control must not PASS.
Usage: python benchmarks/heldout_forms.py
"""
from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import heldout_redteam as redteam


def variants(invs):
    l0 = redteam.ref(invs, 1, "logs[0]")
    s1 = redteam.ref(invs, 1, "summary")
    idx = [r.raw_path for r in invs[0].retrieval_details.evidence_refs].index("logs[0]")
    text = "payment-service 记录了 PAY-5003 错误：HikariPool-1 - Connection is not available, request timed out after 3000ms"
    core = l0.text[l0.text.index("PAY-5003"):]
    base = {"source_type": "tool_invocation", "tool_name": "query_logs", "source_invocation_id": 1,
            "raw_path": "logs[0]", "evidence_excerpt": core}
    def v(**kw):
        b = dict(base); b.update(kw); return b
    harmless = [
        ("raw_path $.logs[0]", v(raw_path="$.logs[0]")),
        ("raw_path /logs/0", v(raw_path="/logs/0")),
        ("raw_path logs.0", v(raw_path="logs.0")),
        ("raw_path logs[ 0 ]", v(raw_path="logs[ 0 ]")),
        ("raw_path logs[0].message", v(raw_path="logs[0].message")),
        ("raw_path LOGS[0]", v(raw_path="LOGS[0]")),
        ("raw_path evidence_refs[i]", v(raw_path=f"evidence_refs[{idx}]")),
        ("excerpt trailing period", v(evidence_excerpt=core + ".")),
        ("excerpt trailing 。", v(evidence_excerpt=core + "。")),
        ("excerpt unicode dash", v(evidence_excerpt=core.replace(" - ", " – "))),
        ("excerpt inner backticks", v(evidence_excerpt=core.replace("HikariPool-1", "`HikariPool-1`"))),
        ("excerpt [...] elision", v(evidence_excerpt=core.replace("request timed out ", "[...] "))),
        ("excerpt (...) elision", v(evidence_excerpt=core.replace("request timed out ", "(...) "))),
        ("excerpt .. elision", v(evidence_excerpt=core.replace("request timed out ", ".. "))),
        ("excerpt message: label", v(evidence_excerpt="message: " + core)),
        ("tool name case", v(tool_name="Query_Logs")),
        ("tool name prefix", v(tool_name="functions.query_logs")),
        ("id as string trace-1", v(source_invocation_id="trace-1")),
        ("id as #1", v(source_invocation_id="#1")),
        ("id as '1'", v(source_invocation_id="1")),
    ]
    controls = [
        ("excerpt from another ref", v(evidence_excerpt=s1.text)),
        ("paraphrased excerpt", v(evidence_excerpt="HikariPool-1 连接不可用，3000ms 后超时")),
        ("changed number", v(evidence_excerpt=core.replace("3000ms", "300ms"))),
        ("negation elided", v(evidence_excerpt=core.replace("is not available", "is [...] available"))),
        ("wrong invocation", v(source_invocation_id=2)),
    ]
    return text, harmless, controls


def run(invs, text, b, claim_id="c1", claim_type="observation"):
    out = {"answer_version": "executor_evidence_v2", "claims": [{"claim_id": claim_id, "claim_type": claim_type,
           "claim_text": text, "support_level": "direct", "evidence_bindings": [b]}],
           "hypotheses": [], "recommended_actions": [], "missing_info": []}
    return run_raw(invs, json.dumps(out, ensure_ascii=False))


def run_raw(invs, raw):
    p = redteam.prepare_round(original_query="q", round=1, retry_context=None, invocations=invs, executor_output=raw)
    res = redteam.conclude_round(p, verifier_output=None, threshold=0.5, max_rounds=2)
    return res.outcome.verdict, p.gatekeeper_result.failed_rules


def main():
    invs, _ = redteam.gather()
    text, harmless, controls = variants(invs)
    counts = Counter()
    for name, b in harmless:
        verdict, rules = run(invs, text, b)
        counts[verdict] += 1
        print(f"{'ok ' if verdict == 'PASS' else 'BAD'} harmless {name}: {verdict} {rules}")
    # whole-contract form variants
    good = {"answer_version": "executor_evidence_v2", "claims": [{"claim_id": 1, "claim_type": "Observation",
            "claim_text": text, "support_level": "直接", "evidence_bindings": {"source_type": "tool_invocation",
            "tool_name": "query_logs", "source_invocation_id": 1, "raw_path": "logs[0]",
            "evidence_excerpt": harmless[0][1]["evidence_excerpt"]}}], "hypotheses": [], "recommended_actions": [],
            "missing_info": "无"}
    for name, raw in [("int claim_id, capitalised type, 直接, scalar bindings, scalar missing_info", json.dumps(good, ensure_ascii=False)),
                      ("<think> draft then JSON", "<think>{\"claims\": []} draft</think>" + json.dumps(good, ensure_ascii=False))]:
        verdict, rules = run_raw(invs, raw)
        counts[verdict] += 1
        print(f"{'ok ' if verdict == 'PASS' else 'BAD'} harmless {name}: {verdict} {rules}")
    n = sum(counts.values())
    print(f"harmless: {n} variants, REJECT {counts['REJECT']} ({counts['REJECT'] / n:.0%}), LOW_CONFID {counts['LOW_CONFID']} ({counts['LOW_CONFID'] / n:.0%})")
    passed = 0
    for name, b in controls:
        verdict, rules = run(invs, text, b)
        passed += verdict == "PASS"
        print(f"{'BAD' if verdict == 'PASS' else 'ok '} control {name}: {verdict} {rules}")
    print(f"controls: {len(controls)}, PASS {passed}")


if __name__ == "__main__":
    main()
