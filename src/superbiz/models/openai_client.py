"""The OpenAI-compatible model client (vLLM, Ollama, DashScope/Qwen, DeepSeek, OpenAI, ...).

The only module that imports the ``openai`` SDK. It translates our types to the SDK's and back, owns the
retries (the SDK's own ``max_retries`` is 0, so every attempt is ours and counted) and turns every SDK or
transport error into ``ModelAPIError(status_code=...)``.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Self, TypeVar, cast

import httpx
import openai

from superbiz.deadline import clip_sleep, clip_timeout
from superbiz.errors import ConfigError, ModelAPIError, ModelOutputError
from superbiz.models.base import ChatMessage, ModelClient, ModelResponse, ToolCall, ToolChoice, Usage
from superbiz.models.retry import RetryPolicy, backoff_delay, is_retryable_status, parse_retry_after
from superbiz.settings import AgentModelSettings

__all__ = [
    "DEFAULT_BASE_URL",
    "PLACEHOLDER_API_KEY",
    "CallStats",
    "OpenAICompatibleClient",
    "build_model_client",
    "call_with_retries",
    "make_sdk_client",
    "to_openai_message",
]

log = logging.getLogger(__name__)

T = TypeVar("T")

DEFAULT_BASE_URL = "https://api.openai.com/v1"
#: Local servers (vLLM, Ollama) need no key, but the SDK insists on one.
PLACEHOLDER_API_KEY = "not-needed"
#: Statuses meaning "this request shape is not accepted" — used to retry JSON output without response_format.
_RESPONSE_FORMAT_REJECTED = frozenset({400, 422})


@dataclass
class CallStats:
    """Attempts made by one logical call (retries included)."""

    attempts: int = 0


@dataclass(frozen=True)
class _Failure:
    retryable: bool
    status_code: int | None
    message: str
    retry_after_s: float | None = None


def make_sdk_client(settings: AgentModelSettings, *, http_client: httpx.Client | None = None) -> openai.OpenAI:
    """An SDK client for one agent's endpoint, with SDK retries disabled (ours are counted)."""
    return openai.OpenAI(
        api_key=settings.api_key or PLACEHOLDER_API_KEY,
        base_url=settings.base_url or DEFAULT_BASE_URL,
        timeout=settings.timeout_s,
        max_retries=0,
        # the SDK is typed for its own httpx2 but accepts a legacy httpx.Client at runtime (tested)
        http_client=cast(Any, http_client),
    )


def _error_message(exc: openai.APIStatusError) -> str:
    body = exc.body
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict) and inner.get("message"):
            return str(inner["message"])
        if isinstance(inner, str):
            return inner
    return exc.message


def _classify(exc: openai.OpenAIError | httpx.HTTPError, *, timeout_s: float) -> _Failure:
    """What a failed attempt means: retry or not, which status, what to tell the operator."""
    if isinstance(exc, openai.APITimeoutError | httpx.TimeoutException):
        return _Failure(True, None, f"request timed out after {timeout_s:g}s")
    if isinstance(exc, openai.APIConnectionError | httpx.TransportError):
        cause = exc.__cause__ or exc
        return _Failure(True, None, f"connection failed: {type(cause).__name__}: {cause}")
    if isinstance(exc, openai.APIStatusError):
        status = exc.status_code
        retry_after = parse_retry_after(exc.response.headers, now=datetime.now(UTC)) if status == 429 else None
        message = f"HTTP {status}: {_error_message(exc)}"
        return _Failure(is_retryable_status(status), status, message, retry_after)
    return _Failure(False, None, f"{type(exc).__name__}: {exc}")


def call_with_retries(
    call: Callable[[], T],
    *,
    what: str,
    policy: RetryPolicy,
    timeout_s: float,
    stats: CallStats,
    sleep: Callable[[float], None] = time.sleep,
    rng: random.Random | None = None,
) -> T:
    """Run ``call`` until it succeeds, a failure is not transient, or ``policy.max_retries`` is used up.

    Raises ``ModelAPIError`` naming ``what``, the status code (if any) and the number of attempts.
    """
    jitter = rng or random.Random()
    attempt = 0
    while True:
        attempt += 1
        stats.attempts += 1
        try:
            return call()
        except (openai.OpenAIError, httpx.HTTPError) as exc:
            failure = _classify(exc, timeout_s=timeout_s)
            if not failure.retryable or attempt > policy.max_retries:
                plural = "s" if attempt != 1 else ""
                raise ModelAPIError(
                    f"{what}: {failure.message} (after {attempt} attempt{plural})",
                    status_code=failure.status_code,
                ) from exc
            wait = backoff_delay(attempt, policy, rng=jitter, retry_after_s=failure.retry_after_s)
            log.warning("%s: %s; retrying in %.2fs (attempt %d)", what, failure.message, wait, attempt)
            sleep(wait)


def to_openai_message(message: ChatMessage) -> dict[str, Any]:
    """One of our messages in the OpenAI chat format."""
    out: dict[str, Any] = {"role": message.role, "content": message.content}
    if message.tool_calls:
        out["tool_calls"] = [
            {"id": c.id, "type": "function", "function": {"name": c.name, "arguments": c.arguments_raw}}
            for c in message.tool_calls
        ]
    if message.tool_call_id is not None:
        out["tool_call_id"] = message.tool_call_id
    if message.name is not None and message.role != "tool":
        out["name"] = message.name
    return out


def _tool_calls(raw_calls: Sequence[Any] | None) -> list[ToolCall]:
    calls: list[ToolCall] = []
    for index, raw in enumerate(raw_calls or []):
        function = getattr(raw, "function", None)
        if function is None:  # a non-function ("custom") tool call: nothing we can run
            continue
        call_id = getattr(raw, "id", None) or f"call_{index}"
        calls.append(ToolCall.from_raw(id=call_id, name=function.name, arguments_raw=function.arguments))
    return calls


class OpenAICompatibleClient:
    """``ModelClient`` over any OpenAI-compatible ``/v1/chat/completions`` endpoint.

    ``last_attempts`` is the number of HTTP attempts of the most recent ``complete`` call (not thread-safe;
    each response also carries its own ``attempts``).
    """

    def __init__(
        self,
        settings: AgentModelSettings,
        *,
        http_client: httpx.Client | None = None,
        policy: RetryPolicy | None = None,
        sleep: Callable[[float], None] = time.sleep,
        rng: random.Random | None = None,
    ) -> None:
        self._settings = settings
        self._policy = policy or RetryPolicy(max_retries=settings.max_retries)
        self._sleep = sleep
        self._rng = rng or random.Random()
        self._sdk = make_sdk_client(settings, http_client=http_client)
        self._response_format_supported = True
        self.last_attempts = 0

    @property
    def name(self) -> str:
        return f"openai:{self._settings.model}"

    @property
    def settings(self) -> AgentModelSettings:
        return self._settings

    def close(self) -> None:
        """Close the connection pool (an injected ``http_client`` is closed too)."""
        self._sdk.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def complete(
        self,
        messages: Sequence[ChatMessage],
        *,
        tools: Sequence[dict[str, Any]] | None = None,
        json_output: bool = False,
        tool_choice: ToolChoice | None = None,
    ) -> ModelResponse:
        """One chat completion; JSON output falls back to a plain request if ``response_format`` is rejected."""
        if not messages:
            raise ValueError("complete() needs at least one message")
        kwargs: dict[str, Any] = {
            "model": self._settings.model,
            "messages": [to_openai_message(m) for m in messages],
            "temperature": self._settings.temperature,
        }
        if tools:
            kwargs["tools"] = list(tools)
        if tool_choice is not None and tools:  # a tool_choice without tools is rejected by several servers
            kwargs["tool_choice"] = tool_choice
        wants_format = json_output and self._response_format_supported
        if wants_format:
            kwargs["response_format"] = {"type": "json_object"}
        stats = CallStats()
        started = time.perf_counter()
        dropped = json_output and not self._response_format_supported
        try:
            completion = self._create(kwargs, stats)
        except ModelAPIError as exc:
            if not wants_format or exc.status_code not in _RESPONSE_FORMAT_REJECTED:
                self.last_attempts = stats.attempts
                raise
            log.warning("%s rejected response_format (%s); asking again without it", self.name, exc)
            kwargs.pop("response_format")
            self._response_format_supported = False
            dropped = True
            completion = self._create(kwargs, stats)
        latency_ms = (time.perf_counter() - started) * 1000.0
        self.last_attempts = stats.attempts
        return self._to_response(completion, latency_ms=latency_ms, attempts=stats.attempts, dropped=dropped)

    def _create(self, kwargs: dict[str, Any], stats: CallStats) -> Any:
        try:
            return call_with_retries(
                # each attempt fits inside the chat's deadline (superbiz.deadline); none starts after it
                lambda: self._sdk.chat.completions.create(**kwargs, timeout=clip_timeout(self._settings.timeout_s)),
                what=f"{self.name} at {self._sdk.base_url}",
                policy=self._policy,
                timeout_s=self._settings.timeout_s,
                stats=stats,
                sleep=lambda seconds: self._sleep(clip_sleep(seconds)),
                rng=self._rng,
            )
        finally:
            self.last_attempts = stats.attempts

    def _to_response(self, completion: Any, *, latency_ms: float, attempts: int, dropped: bool) -> ModelResponse:
        choices = getattr(completion, "choices", None)
        if not choices:
            raise ModelOutputError(f"{self.name} returned no choices: {str(completion)[:200]!r}")
        choice = choices[0]
        message = choice.message
        usage = None
        if completion.usage is not None:
            usage = Usage(
                prompt_tokens=completion.usage.prompt_tokens or 0,
                completion_tokens=completion.usage.completion_tokens or 0,
                total_tokens=completion.usage.total_tokens or 0,
            )
        return ModelResponse(
            content=message.content,
            tool_calls=_tool_calls(message.tool_calls),
            usage=usage,
            model=completion.model or self._settings.model,
            finish_reason=choice.finish_reason,
            latency_ms=latency_ms,
            attempts=attempts,
            response_format_dropped=dropped,
        )


def build_model_client(
    agent_settings: AgentModelSettings, *, http_client: httpx.Client | None = None
) -> ModelClient | None:
    """The model client for one agent, or None when the agent runs on the offline engine."""
    if agent_settings.provider == "offline":
        return None
    if agent_settings.model in {"", "offline"}:
        raise ConfigError(
            f"provider {agent_settings.provider!r} needs a model name (models.<agent>.model), "
            f"got {agent_settings.model!r}"
        )
    return OpenAICompatibleClient(agent_settings, http_client=http_client)
