"""MCP servers as evidence tools, against a real MCP server process (official SDK) serving records from a file.

The Executor's model (the scripted OpenAI-compatible server) calls the MCP tool through the real chat loop and
cites what the ChatService really sent back; the Gatekeeper and the Verifier are the real ones, unchanged.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from superbiz.chat.service import ChatService
from superbiz.container import Container, build_container
from superbiz.store import repository as repo
from tests.chat.conftest import make_settings
from tests.mcp.conftest import HttpServer, stdio_server
from tests.support import scripted_steps as st
from tests.support.scripted_server import ScriptedOpenAIServer

QUESTION = "ledger 服务为什么写入超时？"
SEARCH = ("files__search_logs", {"service": "ledger", "level": "ERROR"})


def _mcp_result(request: dict[str, Any], tool: str) -> dict[str, Any]:
    return next(r for r in st.tool_results(request) if r.get("tool_name") == tool)


def _contract(claims: list[dict[str, Any]]) -> str:
    return json.dumps({"answer_version": "executor_evidence_v2", "claims": claims, "hypotheses": [],
                       "recommended_actions": [], "missing_info": []}, ensure_ascii=False)


def _claim(request: dict[str, Any], *, excerpt: str | None = None, path: str = "structuredContent.items[0]") -> str:
    result = _mcp_result(request, SEARCH[0])
    ref = next(r for r in st.refs_of(result) if r["raw_path"] == path)
    return _contract([{
        "claim_id": "c1", "claim_type": "observation", "support_level": "direct",
        "claim_text": "ledger 出现 ERROR 日志 LDG-7781 write timeout after 3000 ms on shard-4",
        "evidence_bindings": [{
            "source_type": "tool_invocation", "tool_name": SEARCH[0],
            "source_invocation_id": result["source_invocation_id"], "raw_path": ref["raw_path"],
            "evidence_excerpt": excerpt if excerpt is not None else ref["text"],
        }],
    }])


@pytest.fixture()
def with_mcp(
    tmp_path: Path, shared_world_url: str, scripted_server: ScriptedOpenAIServer
) -> Iterator[Callable[..., Container]]:
    made: list[Container] = []

    def build(server: dict[str, Any], *, agents: tuple[str, ...] = ("executor",)) -> Container:
        settings = make_settings(
            tmp_path, sources={"world_url": shared_world_url, "mcp_servers": [server]},
            models=scripted_server.models_config(agents), chat={"max_rounds": 1},
        )
        made.append(build_container(settings))
        return made[-1]

    yield build
    for c in made:
        c.close()


def _invocations(c: Container, session_id: str) -> list[Any]:
    with c.db.session() as s:
        detail = repo.get_session_detail(s, session_id=session_id)
    assert detail is not None
    return [i for i in detail.invocations if "__" in i.tool_name]


def test_mcp_tools_join_the_executor_tool_list_with_their_schema(with_mcp, scripted_server, records_file) -> None:
    scripted_server.script("executor", [st.text(_contract([]))])
    c = with_mcp(stdio_server(records_file))
    ChatService(c).ask(QUESTION, user_id="u")
    [request] = scripted_server.chat_requests("executor")
    tools = {t["function"]["name"]: t["function"] for t in request.json["tools"]}
    assert {"files__search_logs", "files__slow", "query_logs"} <= set(tools)
    assert tools["files__search_logs"]["parameters"]["required"] == ["service"]
    assert "Search log records" in tools["files__search_logs"]["description"]
    assert "files__search_logs" in c.registry.evidence_tools()


def test_mcp_claim_bound_to_its_output_passes(with_mcp, scripted_server, records_file) -> None:
    scripted_server.script("executor", [st.tool_calls([SEARCH]), lambda req: st.text(_claim(req))])
    c = with_mcp(stdio_server(records_file))
    result = ChatService(c).ask(QUESTION, user_id="u")
    assert (result.verdict, result.output_type) == ("PASS", "NORMAL")
    assert [v.claim_id for v in result.confirmed] == ["c1"]
    [inv] = _invocations(c, result.session_id)
    assert inv.success and inv.tool_name == "files__search_logs"
    refs = {r["raw_path"] for r in inv.retrieval_details["evidence_refs"]}
    assert {"content[0]", "structuredContent.items[0]", "structuredContent.items[1]", "structuredContent.total"} <= refs
    assert json.loads(inv.output)["structuredContent"]["total"] == 2


def test_mcp_fabricated_excerpt_is_caught_by_the_gatekeeper(with_mcp, scripted_server, records_file) -> None:
    fabricated = "ts=2026-12-01T10:02:11Z service=ledger level=ERROR message=LDG-7781 write timeout after 9000 ms"
    scripted_server.script("executor", [st.tool_calls([SEARCH]), lambda req: st.text(_claim(req, excerpt=fabricated))])
    c = with_mcp(stdio_server(records_file))
    result = ChatService(c).ask(QUESTION, user_id="u")
    assert result.verdict != "PASS"
    assert not result.confirmed
    with c.db.session() as s:
        detail = repo.get_session_detail(s, session_id=result.session_id)
    gate = detail.session.self_evaluation["verifier_evaluation"]["gatekeeper_result"]
    assert "evidence.excerpt_mismatch" in gate["failed_rules"]


def _assert_gap(c: Container, result: Any, needle: str) -> None:
    [inv] = _invocations(c, result.session_id)
    assert not inv.success
    assert needle in (inv.error or "")
    assert result.verdict != "PASS" and not result.confirmed
    assert result.answer  # the chat still answered


def test_mcp_server_killed_mid_call_is_a_gap(with_mcp, scripted_server, records_file, http_server: HttpServer) -> None:
    marker = records_file.with_suffix(".slow")

    def kill_when_called() -> None:
        deadline = time.monotonic() + 60
        while not marker.exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        http_server.process.kill()

    scripted_server.script("executor", [st.tool_calls([("files__slow", {"seconds": 60})]), st.text(_contract([]))])
    c = with_mcp({"name": "files", "url": http_server.url, "timeout_s": 30})
    killer = threading.Thread(target=kill_when_called, daemon=True)
    killer.start()
    started = time.monotonic()
    result = ChatService(c).ask(QUESTION, user_id="u")
    killer.join(timeout=5)
    assert marker.exists() and http_server.process.poll() is not None
    assert time.monotonic() - started < 30  # the gap comes from the dead connection, not from the timeout
    _assert_gap(c, result, "MCP server 'files' failed")


def test_mcp_server_hanging_past_its_timeout_is_a_gap(with_mcp, scripted_server, records_file) -> None:
    scripted_server.script("executor", [st.tool_calls([("files__slow", {"seconds": 60})]), st.text(_contract([]))])
    c = with_mcp(stdio_server(records_file, timeout_s=2))
    result = ChatService(c).ask(QUESTION, user_id="u")
    _assert_gap(c, result, "did not answer within 2s")


def test_mcp_server_that_is_not_mcp_is_a_gap(with_mcp, scripted_server, records_file) -> None:
    scripted_server.script("executor", [st.tool_calls([SEARCH]), st.text(_contract([]))])
    c = with_mcp(stdio_server(records_file, mode="garbage", tools=["search_logs"]))
    assert c.registry.get("files__search_logs") is not None  # registered from the config, though unlisted
    result = ChatService(c).ask(QUESTION, user_id="u")
    _assert_gap(c, result, "MCP server 'files' failed")


def test_mcp_tool_error_result_is_a_gap(with_mcp, scripted_server, records_file) -> None:
    scripted_server.script("executor", [st.tool_calls([("files__broken", {})]), st.text(_contract([]))])
    c = with_mcp(stdio_server(records_file))
    result = ChatService(c).ask(QUESTION, user_id="u")
    _assert_gap(c, result, "broken")


def test_offline_engine_uses_an_mcp_tool_mapped_to_an_evidence_kind(
    tmp_path: Path, shared_world_url: str, records_file: Path
) -> None:
    records = json.loads(records_file.read_text(encoding="utf-8"))
    records.insert(0, {"ts": "2026-11-28T05:58:00Z", "service": "payment-service", "level": "ERROR",
                       "message": "upstream bank gateway returned BANK-0427 for card authorisation"})
    records_file.write_text(json.dumps(records), encoding="utf-8")
    settings = make_settings(tmp_path, sources={"world_url": shared_world_url,
                                                "mcp_servers": [stdio_server(records_file, evidence_kind="logs")]})
    c = build_container(settings)
    try:
        result = ChatService(c).ask("payment-service 最近半小时为什么大量超时？", user_id="u")
        invs = _invocations(c, result.session_id)
        [inv] = invs
        assert inv.tool_name == "files__search_logs" and inv.success
        assert inv.arguments["service"] == "payment-service"
        mcp_claims = [v for v in result.confirmed if any(e["tool_name"] == inv.tool_name for e in v.evidence)]
        assert mcp_claims, [v.claim_text for v in result.confirmed]
        assert any("BANK-0427" in v.claim_text for v in mcp_claims)
        assert all(e["raw_path"].startswith("structuredContent.items[") for v in mcp_claims for e in v.evidence)
    finally:
        c.close()


def test_offline_engine_ignores_mcp_tools_without_an_evidence_kind(
    tmp_path: Path, shared_world_url: str, records_file: Path
) -> None:
    settings = make_settings(tmp_path, sources={"world_url": shared_world_url,
                                                "mcp_servers": [stdio_server(records_file)]})
    c = build_container(settings)
    try:
        result = ChatService(c).ask("payment-service 最近半小时为什么大量超时？", user_id="u")
        assert _invocations(c, result.session_id) == []
        assert c.offline_hook is None
    finally:
        c.close()
