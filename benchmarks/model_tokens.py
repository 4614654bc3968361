"""Benchmark: what one chat sends to the model — prompt and tool-output sizes per agent (issue 16).

Run: PYTHONPATH=src python benchmarks/model_tokens.py          (prints a table; no asserts)
     PYTHONPATH=/path/to/older/src python benchmarks/model_tokens.py   (the same chats on older code)

Two chats through the real ``openai`` client against the scripted OpenAI-compatible server over the demo world:
``clean`` (the executor cites its refs correctly) and ``form_errors`` (its first answer has an unknown raw path
and a paraphrased excerpt; with a repair turn it fixes them). The executor asks ``query_logs`` with
``limit=100``, as a model does. Sizes are of the request bodies the server received, split into system prompts,
user briefs, tool results (as sent back to the model, every step), assistant echoes and tool schemas.
Tokens are estimated (no tokenizer offline): ASCII characters / 4 + other characters × 1.
"""

from __future__ import annotations

import json
import re
import sys
import tempfile
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # for tests.support

from tests.support import scripted_steps as st
from tests.support.scripted_server import ScriptedOpenAIServer

from superbiz.chat.service import ChatService
from superbiz.container import build_container
from superbiz.settings import load_settings
from superbiz.sources.demo import generate_demo_world

QUESTION = "payment-service 最近半小时为什么大量超时？"
LOOKUPS = [
    ("query_logs", {"service": "payment-service", "level": "ERROR", "start": "-30m", "limit": 100}),
    ("query_metrics", {"service": "payment-service", "start": "-30m"}),
]
PARTS = ("system", "user", "tool", "assistant", "tool_schemas")


def _tokens(text: str) -> int:
    ascii_chars = sum(1 for ch in text if ch.isascii())
    return ascii_chars // 4 + (len(text) - ascii_chars)


_RAW_REF = re.compile(r'"raw_path": "([^"]+)", "text": "((?:[^"\\]|\\.)*)"')


def _readable(result: dict[str, Any]) -> dict[str, Any]:
    """A tool result as a model reads it — also when older code cut it inside the JSON (refs found by pattern)."""
    if "tool_name" in result or "content" not in result:
        return result
    raw = str(result["content"])
    tool = re.search(r'"tool_name": "(\w+)"', raw)
    inv = re.search(r'"source_invocation_id": (\d+)', raw)
    refs = [{"raw_path": p, "text": json.loads(f'"{t}"')} for p, t in _RAW_REF.findall(raw)]
    return {
        "tool_name": tool and tool.group(1),
        "source_invocation_id": inv and int(inv.group(1)),
        "evidence_refs": refs,
    }


def _ref(results: list[dict[str, Any]], tool: str, prefix: str, needle: str) -> tuple[int, dict[str, str]]:
    for result in map(_readable, results):
        if result.get("tool_name") == tool:
            for ref in st.refs_of(result):
                if ref["raw_path"].startswith(prefix) and needle in ref["text"]:
                    return int(result["source_invocation_id"]), ref
    raise LookupError(f"no {tool} {prefix} ref with {needle!r}")


def _contract(request: dict[str, Any], *, broken: bool) -> str:
    results = st.tool_results(request) or json.loads(st.user_messages(request)[0]).get("cited_evidence", [])
    log_inv, log_ref = _ref(results, "query_logs", "logs[", "PAY-5003")
    alert_inv, alert_ref = _ref(results, "query_metrics", "alerts[", "PaymentDBPoolExhausted")
    bindings = [
        {
            "source_type": "tool_invocation",
            "tool_name": "query_logs",
            "source_invocation_id": log_inv,
            "raw_path": "logs[999]" if broken else log_ref["raw_path"],
            "evidence_excerpt": log_ref["text"],
        },
        {
            "source_type": "tool_invocation",
            "tool_name": "query_metrics",
            "source_invocation_id": alert_inv,
            "raw_path": alert_ref["raw_path"],
            "evidence_excerpt": "the pool alert is firing" if broken else alert_ref["text"],
        },
    ]
    claims = [
        {
            "claim_id": "c1",
            "claim_type": "observation",
            "support_level": "direct",
            "claim_text": "payment-service 日志出现 PAY-5003：HikariPool-1 - Connection is not available",
            "evidence_bindings": [bindings[0]],
        },
        {
            "claim_id": "c2",
            "claim_type": "observation",
            "support_level": "direct",
            "claim_text": "告警 PaymentDBPoolExhausted 正在触发（payment-service）",
            "evidence_bindings": [bindings[1]],
        },
    ]
    return json.dumps(
        {
            "answer_version": "executor_evidence_v2",
            "claims": claims,
            "hypotheses": [],
            "recommended_actions": [],
            "missing_info": [],
        },
        ensure_ascii=False,
    )


def _verifier(request: dict[str, Any]) -> st.Step:
    payload = json.loads(st.user_messages(request)[-1])
    claims = (payload.get("executor_structured_output") or {}).get("claims", [])
    checks = [
        {"claim_id": c["claim_id"], "verification": "direct_observation", "detail": "ok", "evidence_refs": []}
        for c in claims
    ]
    return st.json({"claim_checks": checks})


def _sizes(server: ScriptedOpenAIServer) -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for request in server.chat_requests():
        body = request.json or {}
        agent = request.agent or "?"
        out[agent]["requests"] += 1
        for message in body.get("messages", []):
            content = message.get("content") or ""
            if message.get("tool_calls"):
                content += json.dumps(message["tool_calls"], ensure_ascii=False)
            out[agent][message.get("role", "?")] += len(content)
            out[agent]["tokens"] += _tokens(content)
        if body.get("tools"):
            schemas = json.dumps(body["tools"], ensure_ascii=False)
            out[agent]["tool_schemas"] += len(schemas)
            out[agent]["tokens"] += _tokens(schemas)
    return out


def _chat(world_url: str, home: Path, *, broken: bool) -> tuple[str, dict[str, dict[str, int]]]:
    with ScriptedOpenAIServer() as server:
        server.script(
            "planner", [st.json({"intent": "diagnose", "calls": [{"tool": t, "arguments": a} for t, a in LOOKUPS]})]
        )
        server.script("executor", [st.tool_calls(LOOKUPS), lambda r: st.text(_contract(r, broken=broken))])
        server.script("executor_repair", [lambda r: st.text(_contract(r, broken=False))])
        server.script("verifier", [_verifier, _verifier])
        server.script("composer", [st.text("根据已核实的证据：payment-service 出现 PAY-5003。")] * 2)
        settings = load_settings(None, home=home, sources={"world_url": world_url}, models=server.models_config())
        container = build_container(settings)
        try:
            result = ChatService(container).ask(QUESTION, user_id="bench")
        finally:
            container.close()
        return f"{result.verdict}/{result.output_type}/rounds={result.rounds}", _sizes(server)


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        world = f"sqlite:///{Path(tmp) / 'world.db'}"
        generate_demo_world(world)
        for name, broken in (("clean", False), ("form_errors", True)):
            outcome, sizes = _chat(world, Path(tmp) / name, broken=broken)
            print(f"\n== chat {name}: {outcome}")
            print(f"{'agent':<16}{'requests':>9}" + "".join(f"{p + ' chars':>20}" for p in PARTS) + f"{'~tokens':>10}")
            total = defaultdict(int)
            for agent in sorted(sizes):
                row = sizes[agent]
                for key, value in row.items():
                    total[key] += value
                print(
                    f"{agent:<16}{row['requests']:>9}"
                    + "".join(f"{row[p]:>20}" for p in PARTS)
                    + f"{row['tokens']:>10}"
                )
            print(
                f"{'TOTAL':<16}{total['requests']:>9}"
                + "".join(f"{total[p]:>20}" for p in PARTS)
                + f"{total['tokens']:>10}"
            )


if __name__ == "__main__":
    main()
