"""Per-minute metric series of the demo world (see docs/demo-world.md): shapes of the four incidents and
flat, noisy baselines for the healthy services. Pure functions of a ``random.Random``."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from datetime import datetime, timedelta
from itertools import pairwise

__all__ = ["GIB", "RESTARTS", "metric_rows", "notification_disk_percent"]

GIB = 1024**3
#: order-service restarts (incident B), as minutes after the start of the data (00:00Z)
RESTARTS = (4 * 60 + 40, 5 * 60 + 15, 5 * 60 + 50)

_M = 60  # minutes per hour
_A, _B, _C, _D = 5 * _M + 20, 3 * _M + 30, 4 * _M + 50, 5 * _M + 40  # incident starts (minutes)

# service -> (requests/s, p99 seconds, error rate, cpu %, log disk %)
_BASE: dict[str, tuple[float, float, float, float, float]] = {
    "api-gateway": (420.0, 0.18, 0.002, 35.0, 41.0),
    "order-service": (140.0, 0.22, 0.003, 42.0, 47.0),
    "payment-service": (95.0, 0.25, 0.004, 38.0, 39.0),
    "inventory-service": (160.0, 0.06, 0.001, 28.0, 33.0),
    "user-service": (210.0, 0.09, 0.002, 30.0, 36.0),
    "search-service": (180.0, 0.31, 0.002, 46.0, 44.0),
    "risk-service": (90.0, 0.05, 0.001, 22.0, 29.0),
    "notification-service": (60.0, 0.12, 0.002, 18.0, 62.0),
    "logistics-service": (55.0, 0.15, 0.002, 24.0, 35.0),
}
_JVM = {"order-service": 1.2, "payment-service": 1.6, "inventory-service": 1.1, "user-service": 0.9}

Shape = Callable[[int, float], float]


def _ramp(m: int, start: int, minutes: int) -> float:
    """0 before ``start``, 1 after ``start + minutes``, linear in between."""
    return min(1.0, max(0.0, (m - start) / minutes))


def _heap(m: int, base: float) -> float:
    """order-service heap in bytes: a leak from 03:30 that reaches 4 GiB at each restart."""
    marks = (_B, *RESTARTS)
    if m < _B:
        return base * GIB
    for lo, hi in pairwise(marks):
        if m < hi:
            start = base if lo == _B else 0.9
            return (start + (4.0 - start) * (m - lo) / (hi - lo)) * GIB * 0.995
    return (0.9 + 3.1 * (m - RESTARTS[-1]) / 35) * GIB


def notification_disk_percent(m: int) -> float:
    """notification-service /var/log usage (incident C): slow growth, then full from ~04:52."""
    return min(100.0, 62.0 + 18 * m / 240 + 20 * _ramp(m, 250, 50))


def _p99(svc: str, m: int, base: float) -> float:
    if svc == "payment-service":
        return base + 2.95 * _ramp(m, _A - 3, 8)
    if svc == "order-service":
        return base + 2.9 * _ramp(m, _A - 2, 8)
    if svc == "api-gateway":
        return base + 1.1 * _ramp(m, _A, 10) + 0.8 * _ramp(m, _D, 3)
    if svc == "user-service" and 68 <= m <= 95:
        return 1.85
    return base


def _error_rate(svc: str, m: int, base: float) -> float:
    if svc == "payment-service":
        return base + 0.346 * _ramp(m, _A, 6)
    if svc == "order-service":
        oom = any(r - 1 <= m <= r + 1 for r in RESTARTS)
        return base + 0.09 * _ramp(m, _A, 6) + 0.12 * _ramp(m, _D, 2) + (0.4 if oom else 0.0)
    if svc == "notification-service":
        return base + 0.6 * _ramp(m, _C, 4)
    if svc == "logistics-service" and m >= _D:
        return 1.0
    return base


def _series(svc: str) -> Iterator[tuple[str, dict[str, str], Shape]]:
    """(metric, extra labels, value(minute, noise)) for every series of one service."""
    rps, p99, err, cpu, disk = _BASE[svc]
    down = svc == "logistics-service"
    yield "up", {}, lambda m, n: 0.0 if down and m >= _D else 1.0
    yield "http_requests_per_second", {}, lambda m, n: 0.0 if down and m >= _D else rps * (1 + 0.08 * n)
    yield "http_request_duration_seconds_p99", {}, lambda m, n: _p99(svc, m, p99) * (1 + 0.05 * n)
    yield "http_requests_error_rate", {}, lambda m, n: max(0.0, _error_rate(svc, m, err) * (1 + 0.1 * n))
    yield "cpu_usage_percent", {}, lambda m, n: min(100.0, cpu * (1 + 0.1 * n) + (
        30 * _ramp(m, _B, 60) if svc == "order-service" else 0.0))
    restarts = svc == "order-service"
    yield "container_restarts_total", {}, lambda m, n: float(sum(m >= r for r in RESTARTS)) if restarts else 0.0
    grow = svc == "notification-service"
    yield "disk_usage_percent", {"mount": "/var/log"}, lambda m, n: notification_disk_percent(m) if grow else (
        disk + 0.3 * n)
    if svc in _JVM:
        base = _JVM[svc]
        leak = svc == "order-service"
        yield "jvm_heap_used_bytes", {}, lambda m, n: _heap(m, base) if leak else base * GIB * (1 + 0.04 * n)
        yield "jvm_heap_max_bytes", {}, lambda m, n: 4.0 * GIB
    if svc == "payment-service":
        yield "db_pool_active_connections", {}, lambda m, n: min(50.0, round(11 + 3 * n + 39 * _ramp(m, _A - 5, 7)))
        yield "db_pool_max_connections", {}, lambda m, n: 50.0
        yield "db_pool_pending_threads", {}, lambda m, n: max(0.0, round(118 * _ramp(m, _A - 1, 12) + 4 * n))
    if svc == "api-gateway":
        yield "http_5xx_rate", {}, lambda m, n: max(0.0, 0.001 + 0.119 * _ramp(m, _D, 4) + 0.0005 * n)


def metric_rows(rng: random.Random, *, start: datetime, minutes: int) -> Iterator[dict[str, object]]:
    """One sample per minute per series (``start + 1 min`` … ``start + minutes``), deterministic."""
    for svc in _BASE:
        for metric, labels, shape in _series(svc):
            label_text = json.dumps(labels, sort_keys=True)
            for m in range(1, minutes + 1):
                noise = rng.uniform(-1.0, 1.0)
                value = shape(m, noise)
                value = round(value, 4) if value < 1e6 else float(round(value))
                yield {
                    "metric": metric, "service": svc, "labels": label_text,
                    "ts": start + timedelta(minutes=m), "value": value,
                }
