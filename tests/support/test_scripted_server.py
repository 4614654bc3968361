"""The scripted OpenAI-compatible server itself, driven by the real ``openai`` SDK (and plain httpx)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import httpx
import openai
import pytest

from tests.support.scripted_server import ScriptedOpenAIServer, steps


@pytest.fixture
def sdk(scripted_server: ScriptedOpenAIServer) -> Iterator[openai.OpenAI]:
    client = openai.OpenAI(api_key="k", base_url=scripted_server.base_url, max_retries=0, timeout=5.0)
    yield client
    client.close()


def _system(agent: str) -> dict[str, str]:
    return {"role": "system", "content": f"[agent:{agent}]\nYou are the {agent}."}


def test_scripted_server_streams_text_chunks(scripted_server: ScriptedOpenAIServer, sdk: openai.OpenAI) -> None:
    answer = "payment-service 在 14:05 出现 ERR_TIMEOUT，共 37 次。"
    scripted_server.script("composer", [steps.text(answer, usage=(20, 9))])

    messages: list[Any] = [_system("composer"), {"role": "user", "content": "q"}]
    stream = sdk.chat.completions.create(
        model="m", messages=messages, stream=True, stream_options={"include_usage": True}
    )
    chunks = list(stream)

    deltas = [c.choices[0].delta.content for c in chunks if c.choices and c.choices[0].delta.content]
    assert len(deltas) > 1 and "".join(deltas) == answer
    assert [c.choices[0].finish_reason for c in chunks if c.choices][-1] == "stop"
    assert chunks[-1].usage is not None and chunks[-1].usage.total_tokens == 29


def test_scripted_server_streams_tool_call_deltas(scripted_server: ScriptedOpenAIServer, sdk: openai.OpenAI) -> None:
    scripted_server.enqueue(steps.tool_calls([("query_logs", {"service": "order-service", "level": "ERROR"})]))

    stream = sdk.chat.completions.create(model="m", messages=[{"role": "user", "content": "q"}], stream=True)
    names: list[str] = []
    arguments = ""
    for chunk in stream:
        for call in chunk.choices[0].delta.tool_calls or [] if chunk.choices else []:
            if call.function and call.function.name:
                names.append(call.function.name)
            if call.function and call.function.arguments:
                arguments += call.function.arguments

    assert names == ["query_logs"]
    assert arguments == '{"service": "order-service", "level": "ERROR"}'


def test_scripted_server_routes_by_marker_model_then_order(
    scripted_server: ScriptedOpenAIServer, sdk: openai.OpenAI
) -> None:
    scripted_server.script("planner", [steps.text("plan")])
    scripted_server.script("verifier", [steps.text("verdict")])
    scripted_server.enqueue(steps.text("first in order"))

    def ask(system: dict[str, str] | None, model: str = "m") -> str | None:
        messages: list[Any] = ([system] if system else []) + [{"role": "user", "content": "q"}]
        return sdk.chat.completions.create(model=model, messages=messages).choices[0].message.content

    assert ask(_system("verifier")) == "verdict"
    assert ask(None, model="planner") == "plan"
    assert ask(_system("composer")) == "first in order"  # composer has no script: falls through to order
    assert [r.agent for r in scripted_server.chat_requests()] == ["verifier", "planner", "default"]
    scripted_server.assert_consumed()


def test_scripted_server_exhausted_script_answers_418(
    scripted_server: ScriptedOpenAIServer, sdk: openai.OpenAI
) -> None:
    with pytest.raises(openai.APIStatusError) as info:
        sdk.chat.completions.create(model="m", messages=[_system("executor")])  # type: ignore[list-item]

    assert info.value.status_code == 418
    assert "no step left for agent 'executor'" in str(info.value)


def test_scripted_server_callable_step_sees_tool_results(
    scripted_server: ScriptedOpenAIServer, sdk: openai.OpenAI
) -> None:
    def answer(request: dict[str, Any]) -> dict[str, Any]:
        result = steps.tool_results(request)[0]
        ref = result["evidence_refs"][0]
        return {
            "invocation": result["source_invocation_id"],
            "raw_path": ref["raw_path"],
            "call": result["tool_call_id"],
        }

    scripted_server.script("executor", [answer])
    tool_output = '{"tool_name": "query_logs", "status": "ok", "source_invocation_id": 42, ' \
                  '"evidence_refs": [{"raw_path": "logs[0]", "text": "ERR_TIMEOUT"}]}'
    messages: list[Any] = [
        _system("executor"),
        {"role": "user", "content": "q"},
        {"role": "assistant", "content": None, "tool_calls": [
            {"id": "call_1", "type": "function", "function": {"name": "query_logs", "arguments": "{}"}}]},
        {"role": "tool", "tool_call_id": "call_1", "content": tool_output},
    ]

    content = sdk.chat.completions.create(model="m", messages=messages).choices[0].message.content

    assert content == '{"invocation": 42, "raw_path": "logs[0]", "call": "call_1"}'


def test_scripted_server_lists_models_and_records_headers(
    scripted_server: ScriptedOpenAIServer, sdk: openai.OpenAI
) -> None:
    scripted_server.script("planner", [])

    ids = [m.id for m in sdk.models.list()]

    assert {"planner", "executor", "verifier", "composer"} <= set(ids)
    assert scripted_server.requests[0].method == "GET"
    assert scripted_server.requests[0].headers["authorization"] == "Bearer k"


def test_scripted_server_adds_fixed_latency() -> None:
    with ScriptedOpenAIServer(latency_s=0.2) as server, httpx.Client() as http:
        server.set_default("default", steps.text("ok"))
        started = time.perf_counter()
        response = http.post(f"{server.base_url}/chat/completions", json={"model": "m", "messages": []})
        elapsed = time.perf_counter() - started

    assert response.status_code == 200 and response.json()["choices"][0]["message"]["content"] == "ok"
    assert elapsed >= 0.2


def test_scripted_server_assert_consumed_reports_leftovers(scripted_server: ScriptedOpenAIServer) -> None:
    scripted_server.script("verifier", [steps.text("never asked")])

    with pytest.raises(AssertionError, match="verifier"):
        scripted_server.assert_consumed()


def test_scripted_server_agent_settings_point_at_server(scripted_server: ScriptedOpenAIServer) -> None:
    config = scripted_server.models_config(max_retries=1)

    assert set(config) == {"planner", "executor", "verifier", "composer"}
    assert config["verifier"]["base_url"] == scripted_server.base_url
    assert config["verifier"]["model"] == "verifier" and config["verifier"]["max_retries"] == 1
    assert config["verifier"]["provider"] == "openai"
