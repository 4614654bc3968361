"""Prometheus metrics of one app, in a per-app ``CollectorRegistry`` (never the global one).

``/metrics`` is open (like most Prometheus exporters): it exposes only aggregate counters — no questions,
no users, no session ids — so a scraper needs no key.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, Info, generate_latest
from prometheus_client.exposition import CONTENT_TYPE_LATEST

from superbiz.api.admission import QueueStatus
from superbiz.chat.events import AnswerEvent, ChatEvent, ErrorEvent

__all__ = ["CONTENT_TYPE_LATEST", "ApiMetrics"]

_LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 120.0)


class ApiMetrics:
    """HTTP and chat counters. ``hook`` is installed as ``Container.metrics_hook``; ``observe_event`` is fed
    every ChatEvent the API streams or collects."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        self.requests = Counter(
            "superbiz_http_requests", "HTTP requests by route template, method and status.",
            ["route", "method", "status"], registry=self.registry,
        )
        self.latency = Histogram(
            "superbiz_http_request_duration_seconds", "HTTP request latency (until the response is sent).",
            ["route", "method"], buckets=_LATENCY_BUCKETS, registry=self.registry,
        )
        self.chats = Counter("superbiz_chats", "Chats answered, by channel.", ["channel"], registry=self.registry)
        self.verdicts = Counter(
            "superbiz_chat_verdicts", "Effective verdicts of answered chats (the last round's).", ["verdict"],
            registry=self.registry,
        )
        self.round_verdicts = Counter(
            "superbiz_round_verdicts", "Verdicts of every verification round.", ["verdict"], registry=self.registry,
        )
        self.output_types = Counter(
            "superbiz_chat_output_types", "Output types of answered chats.", ["output_type"], registry=self.registry,
        )
        self.retries = Counter("superbiz_chat_retries", "Extra verification rounds started.", registry=self.registry)
        self.model_errors = Counter(
            "superbiz_model_errors", "Model endpoint failures, by agent.", ["agent"], registry=self.registry,
        )
        self.tool_errors = Counter(
            "superbiz_tool_errors", "Tool invocations that ended in an error result.", ["tool"], registry=self.registry,
        )
        self.tool_calls = Counter(
            "superbiz_tool_calls", "Tool invocations by tool and status.", ["tool", "status"], registry=self.registry,
        )
        self.chat_errors = Counter(
            "superbiz_chat_errors", "Error events of chats (executor endpoint, pipeline, timeout), by stage.",
            ["stage"], registry=self.registry,
        )

    def track_queue(self, status: Callable[[], QueueStatus], *, replica_id: str | None = None) -> None:
        """Gauges of the offline chat queue, read from ``status()`` at each scrape (a load balancer can route by
        ``superbiz_chat_queue_depth``), and ``superbiz_replica`` naming this replica."""
        Gauge(
            "superbiz_chat_queue_depth", "Chats of this process waiting for an offline chat slot.",
            registry=self.registry,
        ).set_function(lambda: float(status()["queued"]))
        Gauge(
            "superbiz_chats_in_progress", "Chats of this process running now.", registry=self.registry
        ).set_function(lambda: float(status()["running"]))
        Gauge(
            "superbiz_chat_slots", "Offline chats this process runs at once.", registry=self.registry
        ).set_function(lambda: float(status()["capacity"]))
        Info("superbiz_replica", "This replica.", registry=self.registry).info({"replica_id": replica_id or ""})

    def observe_request(self, *, route: str, method: str, status: int, seconds: float) -> None:
        self.requests.labels(route=route, method=method, status=str(status)).inc()
        self.latency.labels(route=route, method=method).observe(seconds)

    def hook(self, kind: str, **labels: Any) -> None:
        """``Container.metrics_hook``: what the chat loop reports (may be called from worker threads)."""
        if kind == "tool":
            tool, status = str(labels.get("tool", "unknown")), str(labels.get("status", "unknown"))
            self.tool_calls.labels(tool=tool, status=status).inc()
            if status == "error":
                self.tool_errors.labels(tool=tool).inc()
        elif kind == "verdict":
            self.round_verdicts.labels(verdict=str(labels.get("verdict"))).inc()
        elif kind == "retry":
            self.retries.inc()
        elif kind == "model_error":
            self.model_errors.labels(agent=str(labels.get("agent", "unknown"))).inc()

    def observe_event(self, event: ChatEvent, *, channel: str) -> None:
        """Count what the API itself sees of a chat: answered chats, final verdicts, error events."""
        if isinstance(event, ErrorEvent):
            self.chat_errors.labels(stage=event.data.stage).inc()
        elif isinstance(event, AnswerEvent):
            self.chats.labels(channel=channel).inc()
            self.verdicts.labels(verdict=event.data.result.verdict).inc()
            self.output_types.labels(output_type=event.data.result.output_type).inc()

    def render(self) -> bytes:
        return generate_latest(self.registry)
