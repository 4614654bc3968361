"""OpenAICompatibleClient: the real ``openai`` SDK against the scripted server on 127.0.0.1."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from superbiz.errors import ConfigError, ModelAPIError
from superbiz.models import ChatMessage, ModelClient, ToolCall, Usage, build_model_client
from superbiz.models.openai_client import OpenAICompatibleClient
from superbiz.models.retry import RetryPolicy
from superbiz.settings import AgentModelSettings
from tests.support.scripted_server import ScriptedOpenAIServer, steps

FAST = {"backoff_base_s": 0.01, "backoff_max_s": 0.02}

LOGS_TOOL: dict[str, Any] = {
    "type": "function",
    "function": {
        "name": "query_logs",
        "description": "Search logs",
        "parameters": {"type": "object", "properties": {"service": {"type": "string"}}},
    },
}


_OPEN: list[OpenAICompatibleClient] = []


@pytest.fixture(autouse=True)
def _close_clients() -> Iterator[None]:
    yield
    while _OPEN:
        _OPEN.pop().close()


def _client(
    server: ScriptedOpenAIServer, *, max_retries: int = 0, sleeps: list[float] | None = None, **overrides: Any
) -> OpenAICompatibleClient:
    """A client for ``server`` with fast backoff; ``sleeps`` records every wait; closed after the test."""
    settings = server.agent_settings("executor", max_retries=max_retries, **overrides)
    recorded = sleeps if sleeps is not None else []
    client = OpenAICompatibleClient(
        settings, policy=RetryPolicy(max_retries=max_retries, **FAST), sleep=recorded.append
    )
    _OPEN.append(client)
    return client


def _ask(client: OpenAICompatibleClient, **kwargs: Any) -> Any:
    return client.complete([ChatMessage.system("[agent:executor] be brief"), ChatMessage.user("hi")], **kwargs)


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_openai_client_plain_text(scripted_server: ScriptedOpenAIServer) -> None:
    scripted_server.script("executor", [steps.text("你好，payment-service 正常")])
    client = _client(scripted_server, temperature=0.2)

    response = _ask(client)

    assert isinstance(client, ModelClient)
    assert client.name == "openai:executor"
    assert response.content == "你好，payment-service 正常"
    assert response.tool_calls == []
    assert response.finish_reason == "stop"
    assert response.model == "executor"
    assert response.attempts == 1 and client.last_attempts == 1
    assert response.latency_ms > 0
    request = scripted_server.chat_requests("executor")[0]
    assert request.headers["authorization"] == "Bearer test-key"
    assert request.json is not None
    assert request.json["messages"] == [
        {"role": "system", "content": "[agent:executor] be brief"},
        {"role": "user", "content": "hi"},
    ]
    assert request.json["temperature"] == 0.2
    assert "response_format" not in request.json and "tools" not in request.json


def test_openai_client_uses_placeholder_key_when_none(scripted_server: ScriptedOpenAIServer) -> None:
    scripted_server.enqueue(steps.text("ok"))
    client = _client(scripted_server, api_key=None)

    _ask(client)

    assert scripted_server.requests[0].headers["authorization"] == "Bearer not-needed"


def test_openai_client_json_output_sends_response_format(scripted_server: ScriptedOpenAIServer) -> None:
    scripted_server.script("executor", [steps.json({"verdict": "PASS", "claim_checks": []})])
    client = _client(scripted_server)

    response = _ask(client, json_output=True)

    assert json.loads(response.content or "") == {"verdict": "PASS", "claim_checks": []}
    assert response.response_format_dropped is False
    body = scripted_server.requests[0].json
    assert body is not None and body["response_format"] == {"type": "json_object"}


def test_openai_client_parses_tool_calls_including_malformed_arguments(
    scripted_server: ScriptedOpenAIServer,
) -> None:
    scripted_server.script(
        "executor",
        [
            steps.tool_calls(
                [("query_logs", {"service": "payment-service"}), ("query_logs", '{"service": "order'), ("x", "[1]")]
            )
        ],
    )
    client = _client(scripted_server)

    response = _ask(client, tools=[LOGS_TOOL], tool_choice="auto")

    good, broken, not_object = response.tool_calls
    assert response.finish_reason == "tool_calls"
    assert good.name == "query_logs" and good.arguments == {"service": "payment-service"}
    assert good.arguments_error is None and good.id
    assert broken.arguments == {} and broken.arguments_raw == '{"service": "order'
    assert broken.arguments_error is not None and "not valid JSON" in broken.arguments_error
    assert not_object.arguments == {} and not_object.arguments_error is not None
    assert "JSON object" in not_object.arguments_error
    body = scripted_server.requests[0].json
    assert body is not None and body["tools"] == [LOGS_TOOL] and body["tool_choice"] == "auto"


def test_openai_client_sends_no_tool_choice_without_tools(scripted_server: ScriptedOpenAIServer) -> None:
    scripted_server.script("executor", [steps.json({"claims": []})])
    client = _client(scripted_server)

    _ask(client, tools=None, tool_choice="none", json_output=True)

    body = scripted_server.requests[0].json
    assert body is not None and "tool_choice" not in body and "tools" not in body
    assert body["response_format"] == {"type": "json_object"}


def test_openai_client_sends_tool_round_trip_messages(scripted_server: ScriptedOpenAIServer) -> None:
    scripted_server.enqueue(steps.text("done"))
    client = _client(scripted_server)
    call = ToolCall.from_raw(id="call_7", name="query_logs", arguments_raw='{"service": "a"}')
    messages = [
        ChatMessage.user("q"),
        ChatMessage.assistant(None, tool_calls=[call]),
        ChatMessage.tool_result(tool_call_id="call_7", content='{"status": "ok"}', name="query_logs"),
    ]

    client.complete(messages, tools=[LOGS_TOOL])

    body = scripted_server.requests[0].json
    assert body is not None
    assert body["messages"][1] == {
        "role": "assistant",
        "content": None,
        "tool_calls": [{"id": "call_7", "type": "function", "function": {"name": "query_logs",
                                                                          "arguments": '{"service": "a"}'}}],
    }
    assert body["messages"][2] == {"role": "tool", "content": '{"status": "ok"}', "tool_call_id": "call_7"}


def test_openai_client_records_usage(scripted_server: ScriptedOpenAIServer) -> None:
    scripted_server.enqueue(steps.text("x", usage=(11, 7)))

    response = _ask(_client(scripted_server))

    assert response.usage == Usage(prompt_tokens=11, completion_tokens=7, total_tokens=18)


def test_openai_client_retries_500_then_succeeds(scripted_server: ScriptedOpenAIServer) -> None:
    scripted_server.script("executor", [steps.error(500, "boom"), steps.text("recovered")])
    sleeps: list[float] = []
    client = _client(scripted_server, max_retries=2, sleeps=sleeps)

    response = _ask(client)

    assert response.content == "recovered"
    assert response.attempts == 2 and client.last_attempts == 2
    assert len(scripted_server.chat_requests()) == 2
    assert len(sleeps) == 1 and 0.01 <= sleeps[0] <= 0.0125


def test_openai_client_honours_small_retry_after_on_429(scripted_server: ScriptedOpenAIServer) -> None:
    scripted_server.enqueue(steps.error(429, "slow down", headers={"Retry-After": "0.05"}), steps.text("ok"))
    sleeps: list[float] = []
    client = _client(scripted_server, max_retries=1, sleeps=sleeps)

    response = _ask(client)

    assert response.content == "ok" and response.attempts == 2
    assert sleeps == [0.05]


def test_openai_client_persistent_500_raises_after_all_attempts(scripted_server: ScriptedOpenAIServer) -> None:
    scripted_server.set_default("executor", steps.error(500, "database on fire"))
    client = _client(scripted_server, max_retries=2)

    with pytest.raises(ModelAPIError) as info:
        _ask(client)

    assert info.value.status_code == 500
    assert "database on fire" in str(info.value) and "3 attempts" in str(info.value)
    assert client.last_attempts == 3
    assert len(scripted_server.chat_requests()) == 3


def test_openai_client_timeout_raises_model_api_error(scripted_server: ScriptedOpenAIServer) -> None:
    slow = steps.delay(3.0, then=steps.text("too late"))
    scripted_server.script("executor", [slow, slow])
    client = _client(scripted_server, max_retries=1, timeout_s=0.3)

    with pytest.raises(ModelAPIError) as info:
        _ask(client)

    assert info.value.status_code is None
    assert "timed out after 0.3s" in str(info.value)
    assert client.last_attempts == 2
    assert isinstance(info.value.__cause__, Exception)


def test_openai_client_connection_refused_raises_model_api_error() -> None:
    settings = AgentModelSettings(
        provider="openai", base_url=f"http://127.0.0.1:{_closed_port()}/v1", model="m", max_retries=1
    )
    client = OpenAICompatibleClient(settings, policy=RetryPolicy(max_retries=1, **FAST), sleep=lambda _s: None)

    with client, pytest.raises(ModelAPIError) as info:
        client.complete([ChatMessage.user("hi")])

    assert info.value.status_code is None
    assert "connection failed" in str(info.value)
    assert client.last_attempts == 2


def test_openai_client_retries_dropped_connection(scripted_server: ScriptedOpenAIServer) -> None:
    scripted_server.enqueue(steps.drop_connection(), steps.text("second time lucky"))
    client = _client(scripted_server, max_retries=1)

    response = _ask(client)

    assert response.content == "second time lucky" and response.attempts == 2


def test_openai_client_drops_rejected_response_format(scripted_server: ScriptedOpenAIServer) -> None:
    rejected = steps.error(400, "response_format json_object is not supported by this model")
    scripted_server.script("executor", [rejected, steps.json({"a": 1}), steps.json({"b": 2})])
    client = _client(scripted_server)

    first = _ask(client, json_output=True)
    second = _ask(client, json_output=True)

    assert json.loads(first.content or "") == {"a": 1}
    assert first.response_format_dropped is True and first.attempts == 2
    assert second.response_format_dropped is True and second.attempts == 1
    bodies = [r.json or {} for r in scripted_server.chat_requests()]
    assert ["response_format" in b for b in bodies] == [True, False, False]


def test_openai_client_does_not_retry_other_4xx(scripted_server: ScriptedOpenAIServer) -> None:
    scripted_server.enqueue(steps.error(400, "context too long"), steps.text("never sent"))
    client = _client(scripted_server, max_retries=3)

    with pytest.raises(ModelAPIError) as info:
        _ask(client)

    assert info.value.status_code == 400 and "context too long" in str(info.value)
    assert client.last_attempts == 1
    assert scripted_server.remaining() == 1


def test_openai_client_works_with_injected_httpx_client(scripted_server: ScriptedOpenAIServer) -> None:
    scripted_server.enqueue(steps.text("via httpx"))
    with (
        httpx.Client(timeout=5.0) as http_client,
        OpenAICompatibleClient(scripted_server.agent_settings("executor"), http_client=http_client) as client,
    ):
        assert _ask(client).content == "via httpx"


def test_openai_client_broken_callable_step_surfaces_as_error(scripted_server: ScriptedOpenAIServer) -> None:
    def broken(_request: dict[str, Any]) -> steps.Step:
        raise KeyError("tool_results")

    scripted_server.enqueue(broken)

    with pytest.raises(ModelAPIError) as info:
        _ask(_client(scripted_server, max_retries=2))

    assert info.value.status_code == 418
    assert "KeyError" in str(info.value)
    assert scripted_server.failures and "KeyError" in scripted_server.failures[0]


def test_build_model_client_offline_is_none() -> None:
    assert build_model_client(AgentModelSettings()) is None


def test_build_model_client_openai_needs_a_model_name() -> None:
    with pytest.raises(ConfigError, match="model"):
        build_model_client(AgentModelSettings(provider="openai", base_url="http://127.0.0.1:1/v1"))


def test_build_model_client_openai_returns_working_client(scripted_server: ScriptedOpenAIServer) -> None:
    scripted_server.script("composer", [steps.text("中文回答")])
    client = build_model_client(scripted_server.agent_settings("composer"))

    assert isinstance(client, OpenAICompatibleClient)
    with client:
        response = client.complete([ChatMessage.system("[agent:composer]"), ChatMessage.user("q")])
    assert response.content == "中文回答"
