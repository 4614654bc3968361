"""A real OpenAI-compatible HTTP server on 127.0.0.1 that replays scripted replies (a process-boundary double).

Endpoints: ``POST /v1/chat/completions`` (plain and ``stream: true`` SSE), ``GET /v1/models``,
``POST /v1/embeddings`` (deterministic vectors). Every request is recorded (headers + JSON).

Routing of a chat request to a script, first match wins:
1. the marker ``[agent:NAME]`` in a system message (each superbiz prompt file starts with one);
2. the request's ``model`` equal to a scripted agent name;
3. the ``"default"`` queue (plain request order), see ``enqueue``.
A routed agent with nothing left falls through to the next candidate. When no step is left anywhere the
server answers HTTP 418 with a message saying so (418 = "the script is wrong", never retried by our client).

    with ScriptedOpenAIServer() as server:
        server.script("planner", [steps.json({...})])
        server.script("executor", [steps.tool_calls([("query_logs", {...})]), build_answer])
        settings = server.agent_settings("executor", max_retries=0)
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import json
import math
import re
import socket
import struct
import threading
import time
import traceback
from collections import deque
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Self

from superbiz.settings import AgentModelSettings
from tests.support import scripted_steps as steps
from tests.support.scripted_steps import Step, StepLike

__all__ = ["AGENTS", "RecordedRequest", "ScriptedOpenAIServer", "steps"]

AGENTS = ("planner", "executor", "verifier", "composer")
_MARKER = re.compile(r"\[agent:([A-Za-z0-9_.-]+)\]")
_SCRIPT_ERROR = 418


@dataclass(frozen=True)
class RecordedRequest:
    method: str
    path: str
    headers: dict[str, str]
    json: dict[str, Any] | None
    agent: str | None = None
    step_kind: str | None = None


@dataclass
class _State:
    queues: dict[str, deque[StepLike]] = field(default_factory=dict)
    defaults: dict[str, StepLike] = field(default_factory=dict)
    requests: list[RecordedRequest] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    counter: int = 0


class ScriptedOpenAIServer:
    """See the module docstring. ``latency_s`` is added to every chat/embeddings reply (benchmarks)."""

    def __init__(self, *, latency_s: float = 0.0, embedding_dim: int = 16, model_ids: Iterable[str] = ()) -> None:
        self.latency_s = latency_s
        self.embedding_dim = embedding_dim
        self._model_ids = list(model_ids)
        self._lock = threading.Lock()
        self._state = _State()
        self._stopping = threading.Event()
        self._httpd: _HTTPServer | None = None
        self._thread: threading.Thread | None = None

    # ------------------------------------------------------------------ lifecycle

    def start(self) -> Self:
        if self._httpd is not None:
            return self
        httpd = _HTTPServer(("127.0.0.1", 0), _Handler)
        httpd.owner = self
        self._httpd = httpd
        self._thread = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._httpd is None:
            return
        self._stopping.set()
        self._httpd.shutdown()
        self._httpd.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._httpd = None
        self._thread = None

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def port(self) -> int:
        if self._httpd is None:
            raise RuntimeError("ScriptedOpenAIServer is not started")
        return int(self._httpd.server_address[1])

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    # ------------------------------------------------------------------ scripting

    def script(self, agent: str, script: Iterable[StepLike], *, default: StepLike | None = None) -> Self:
        """Append steps to ``agent``'s queue; ``default`` answers once the queue is empty (repeatable)."""
        with self._lock:
            self._state.queues.setdefault(agent, deque()).extend(script)
            if default is not None:
                self._state.defaults[agent] = default
        return self

    def enqueue(self, *script: StepLike) -> Self:
        """Steps answered in plain request order by any request no agent script claims."""
        return self.script("default", script)

    def set_default(self, agent: str, step: StepLike) -> Self:
        """The reply ``agent`` gets whenever its queue is empty (e.g. a benchmark's endless composer)."""
        with self._lock:
            self._state.defaults[agent] = step
        return self

    def remaining(self, agent: str | None = None) -> int:
        """Steps not yet consumed (for one agent, or all)."""
        with self._lock:
            queues = self._state.queues
            return len(queues.get(agent, ())) if agent else sum(len(q) for q in queues.values())

    def assert_consumed(self) -> None:
        """Fail if a scripted step was never requested or a callable step raised."""
        with self._lock:
            left = {a: len(q) for a, q in self._state.queues.items() if q}
            failures = list(self._state.failures)
        assert not failures, f"scripted server failures: {failures}"
        assert not left, f"scripted steps never requested: {left}"

    # ------------------------------------------------------------------ inspection

    @property
    def requests(self) -> list[RecordedRequest]:
        with self._lock:
            return list(self._state.requests)

    def chat_requests(self, agent: str | None = None) -> list[RecordedRequest]:
        """Recorded chat completion requests, optionally only those routed to ``agent``."""
        return [
            r for r in self.requests
            if r.path.endswith("/chat/completions") and (agent is None or r.agent == agent)
        ]

    @property
    def failures(self) -> list[str]:
        with self._lock:
            return list(self._state.failures)

    # ------------------------------------------------------------------ settings for the code under test

    def agent_settings(self, agent: str = "default", **overrides: Any) -> AgentModelSettings:
        """``AgentModelSettings`` pointing at this server (model name ``agent``; short timeout; no retries)."""
        values: dict[str, Any] = {
            "provider": "openai",
            "base_url": self.base_url,
            "api_key": "test-key",
            "model": agent,
            "timeout_s": 5.0,
            "max_retries": 0,
        }
        values.update(overrides)
        return AgentModelSettings(**values)

    def models_config(self, agents: Iterable[str] = AGENTS, **overrides: Any) -> dict[str, dict[str, Any]]:
        """A ``models:`` settings section for ``load_settings(models=...)`` with every agent on this server."""
        return {a: self.agent_settings(a, **overrides).model_dump() for a in agents}

    # ------------------------------------------------------------------ used by the handler

    def _record(self, request: RecordedRequest) -> None:
        with self._lock:
            self._state.requests.append(request)

    def _fail(self, message: str) -> None:
        with self._lock:
            self._state.failures.append(message)

    def _next_id(self) -> int:
        with self._lock:
            self._state.counter += 1
            return self._state.counter

    def _route(self, body: Mapping[str, Any], *, fallback: str = "default") -> tuple[str | None, StepLike | None]:
        candidates: list[str] = []
        for message in body.get("messages", []) or []:
            if message.get("role") == "system":
                match = _MARKER.search(str(message.get("content") or ""))
                if match:
                    candidates.append(match.group(1))
                    break
        if isinstance(body.get("model"), str):
            candidates.append(body["model"])
        candidates.append(fallback)
        with self._lock:
            for name in candidates:
                queue = self._state.queues.get(name)
                if queue:
                    return name, queue.popleft()
            for name in candidates:
                if name in self._state.defaults:
                    return name, self._state.defaults[name]
        return (candidates[0] if candidates else None), None

    def _wait(self, seconds: float) -> None:
        if seconds > 0:
            self._stopping.wait(seconds)

    def _known_models(self) -> list[str]:
        with self._lock:
            names = set(self._state.queues) | set(self._state.defaults)
        return sorted(set(self._model_ids) | names | set(AGENTS)) or ["scripted"]


# ====================================================================== HTTP side


class _HTTPServer(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    owner: ScriptedOpenAIServer

    def handle_error(self, request: Any, client_address: Any) -> None:
        # a client that gave up (timeout test) makes writes fail: expected, keep quiet; record anything else
        exc = traceback.format_exc(limit=3)
        if "BrokenPipeError" not in exc and "ConnectionResetError" not in exc:
            self.owner._fail(f"handler crashed: {exc}")


def _approx_tokens(text: str) -> int:
    return max(1, len(text) // 4)


def _usage(step: Step, body: Mapping[str, Any]) -> dict[str, int]:
    if step.usage is not None:
        prompt, completion = step.usage
    else:
        prompt = sum(_approx_tokens(str(m.get("content") or "")) for m in body.get("messages", []))
        produced = (step.content or "") + "".join(args for _, args in step.calls)
        completion = _approx_tokens(produced)
    return {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion}


def _vector(text: str, dim: int) -> list[float]:
    """A deterministic unit vector per text (same text → same vector)."""
    values: list[float] = []
    counter = 0
    while len(values) < dim:
        digest = hashlib.sha256(f"{counter}:{text}".encode()).digest()
        values.extend((b - 127.5) / 127.5 for b in digest)
        counter += 1
    values = values[:dim]
    norm = math.sqrt(sum(v * v for v in values)) or 1.0
    return [v / norm for v in values]


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    #: headers and body go out in separate writes: without TCP_NODELAY, Nagle + delayed ACK add ~40 ms a reply
    disable_nagle_algorithm = True
    server: _HTTPServer

    def log_message(self, format: str, *args: Any) -> None:
        """Silence the default stderr access log."""

    # ------------------------------------------------------------------ dispatch

    def do_GET(self) -> None:
        self._read_body()
        self._record(None)
        if self.path.rstrip("/").endswith("/models"):
            models = self.owner._known_models()
            data = [{"id": m, "object": "model", "created": 0, "owned_by": "scripted"} for m in models]
            self._send_json(200, {"object": "list", "data": data})
        else:
            self._send_json(404, {"error": {"message": f"no route GET {self.path}", "type": "not_found"}})

    def do_POST(self) -> None:
        raw = self._read_body()
        try:
            body = json.loads(raw or b"{}")
        except ValueError:
            self._record(None)
            self._send_json(400, {"error": {"message": "request body is not JSON", "type": "invalid_request"}})
            return
        path = self.path.split("?", 1)[0].rstrip("/")
        if path.endswith("/chat/completions"):
            self._chat(body)
        elif path.endswith("/embeddings"):
            self._embeddings(body)
        else:
            self._record(body)
            self._send_json(404, {"error": {"message": f"no route POST {self.path}", "type": "not_found"}})

    @property
    def owner(self) -> ScriptedOpenAIServer:
        return self.server.owner

    # ------------------------------------------------------------------ endpoints

    def _chat(self, body: dict[str, Any]) -> None:
        agent, step_like = self.owner._route(body)
        step = self._resolve(step_like, body, agent)
        self._record(body, agent=agent, step_kind=step.kind)
        self.owner._wait(self.owner.latency_s)
        if self._answer_special(step):
            return
        if body.get("stream"):
            self._stream_chat(step, body)
        else:
            self._send_json(200, self._completion(step, body))

    def _embeddings(self, body: dict[str, Any]) -> None:
        agent, step_like = self.owner._route({"model": body.get("model")}, fallback="embeddings")
        step = self._resolve(step_like, body, agent) if step_like is not None else steps.text("")
        self._record(body, agent=agent, step_kind=step.kind)
        self.owner._wait(self.owner.latency_s)
        if self._answer_special(step):
            return
        inputs = body.get("input")
        texts = [inputs] if isinstance(inputs, str) else [str(t) for t in inputs or []]
        as_base64 = body.get("encoding_format") == "base64"
        data = []
        for index, item in enumerate(texts):
            vector = _vector(item, self.owner.embedding_dim)
            embedding: Any = (
                base64.b64encode(struct.pack(f"<{len(vector)}f", *vector)).decode() if as_base64 else vector
            )
            data.append({"object": "embedding", "index": index, "embedding": embedding})
        tokens = sum(_approx_tokens(t) for t in texts)
        self._send_json(200, {"object": "list", "data": data, "model": body.get("model", "scripted"),
                              "usage": {"prompt_tokens": tokens, "total_tokens": tokens}})

    # ------------------------------------------------------------------ steps

    def _resolve(self, step_like: StepLike | None, body: dict[str, Any], agent: str | None) -> Step:
        """Turn a queue entry into a concrete step, running callables and waiting out delays."""
        if step_like is None:
            return steps.error(_SCRIPT_ERROR, f"scripted server: no step left for agent {agent!r}")
        current: StepLike | None = step_like
        while True:
            if current is None:
                return steps.error(_SCRIPT_ERROR, "scripted server: delay() without a step to reply with")
            if callable(current) and not isinstance(current, Step):
                try:
                    produced = current(body)
                except Exception as exc:  # boundary: a broken test callable becomes a visible 418
                    message = f"scripted step for {agent!r} raised {type(exc).__name__}: {exc}"
                    self.owner._fail(message)
                    return steps.error(_SCRIPT_ERROR, message)
                current = produced if isinstance(produced, Step) else (
                    steps.text(produced) if isinstance(produced, str) else steps.json(produced)
                )
                continue
            if current.kind == "delay":
                self.owner._wait(current.seconds)
                current = current.then
                continue
            return current

    def _answer_special(self, step: Step) -> bool:
        """Errors and dropped connections; True when the request has been answered."""
        if step.kind == "drop_connection":
            self.close_connection = True
            with contextlib.suppress(OSError):
                self.connection.shutdown(socket.SHUT_RDWR)
            return True
        if step.kind == "error":
            body = step.body
            if body is None:
                body = {"error": {"message": f"scripted error {step.status}", "type": "scripted_error"}}
            elif isinstance(body, str):
                body = {"error": {"message": body, "type": "scripted_error", "code": step.status}}
            self._send_json(step.status, body, headers=step.headers)
            return True
        return False

    def _completion(self, step: Step, body: Mapping[str, Any]) -> dict[str, Any]:
        number = self.owner._next_id()
        message: dict[str, Any] = {"role": "assistant", "content": step.content}
        if step.calls:
            message["tool_calls"] = [
                {"id": f"call_{number}_{i}", "type": "function", "function": {"name": name, "arguments": args}}
                for i, (name, args) in enumerate(step.calls)
            ]
        return {
            "id": f"chatcmpl-scripted-{number}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": body.get("model", "scripted"),
            "choices": [{"index": 0, "message": message, "finish_reason": step.finish_reason, "logprobs": None}],
            "usage": _usage(step, body),
        }

    def _stream_chat(self, step: Step, body: Mapping[str, Any]) -> None:
        number = self.owner._next_id()
        base = {"id": f"chatcmpl-scripted-{number}", "object": "chat.completion.chunk",
                "created": int(time.time()), "model": body.get("model", "scripted")}

        def chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
            return {**base, "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}

        events = [chunk({"role": "assistant", "content": ""})]
        content = step.content or ""
        pieces = [content[i : i + 8] for i in range(0, len(content), 8)]
        events.extend(chunk({"content": piece}) for piece in pieces)
        for i, (name, args) in enumerate(step.calls):
            start = {"index": i, "id": f"call_{number}_{i}", "type": "function",
                     "function": {"name": name, "arguments": ""}}
            events.append(chunk({"tool_calls": [start]}))
            half = len(args) // 2
            for part in (args[:half], args[half:]):
                events.append(chunk({"tool_calls": [{"index": i, "function": {"arguments": part}}]}))
        events.append(chunk({}, step.finish_reason or "stop"))
        if (body.get("stream_options") or {}).get("include_usage"):
            events.append({**base, "choices": [], "usage": _usage(step, body)})
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        for event in events:
            self.wfile.write(f"data: {json.dumps(event, ensure_ascii=False)}\n\n".encode())
            self.wfile.flush()
        self.wfile.write(b"data: [DONE]\n\n")
        self.wfile.flush()

    # ------------------------------------------------------------------ plumbing

    def _read_body(self) -> bytes:
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length else b""

    def _record(self, body: dict[str, Any] | None, *, agent: str | None = None, step_kind: str | None = None) -> None:
        headers = {k.lower(): v for k, v in self.headers.items()}
        self.owner._record(RecordedRequest(self.command, self.path, headers, body, agent, step_kind))

    def _send_json(self, status: int, payload: Any, *, headers: Mapping[str, str] | None = None) -> None:
        data = json.dumps(payload, ensure_ascii=False).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for key, value in (headers or {}).items():
            self.send_header(key, value)
        self.end_headers()
        self.wfile.write(data)
        self.wfile.flush()
