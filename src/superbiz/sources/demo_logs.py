"""Log lines of the demo world (see docs/demo-world.md): the incidents' WARN/ERROR lines with shared trace ids,
business-noise codes, and INFO noise in time slices. Pure functions of a ``random.Random``."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from datetime import datetime, timedelta

from superbiz.sources.demo_metrics import RESTARTS, notification_disk_percent

__all__ = ["SERVICE_WEIGHTS", "LogRow", "incident_logs", "noise_logs"]

#: (ts, service, level, trace_id, error_code, message)
LogRow = tuple[datetime, str, str, str, str | None, str]

_H = 3600
_A, _B, _C, _D = 5 * _H + 20 * 60, 3 * _H + 30 * 60, 4 * _H + 50 * 60, 5 * _H + 40 * 60
_END = 6 * _H

SERVICE_WEIGHTS: dict[str, float] = {
    "api-gateway": 0.22, "order-service": 0.16, "payment-service": 0.12, "inventory-service": 0.10,
    "user-service": 0.12, "search-service": 0.10, "risk-service": 0.06, "notification-service": 0.06,
    "logistics-service": 0.06,
}
_CODE_OF_ALERT_WINDOWS: tuple[tuple[str, int, int, str], ...] = (
    # resolved alert episodes (service, start s, end s, WARN message) — see demo.ALERTS
    ("user-service", 1 * _H + 8 * 60, 1 * _H + 35 * 60, "slow query on user-db: SELECT user_profile took {ms}ms"),
    ("api-gateway", 15 * 60, 19 * 60, "upstream search-service returned 503, retrying"),
    ("inventory-service", 45 * 60, 52 * 60, "inventory-redis command timeout after 500ms, falling back to DB"),
    ("search-service", 2 * _H + 5 * 60, 2 * _H + 12 * 60, "search-es query slow: took {ms}ms"),
    ("search-service", 2 * _H + 40 * 60, 2 * _H + 42 * 60, "health check failed: search-es cluster yellow"),
    ("risk-service", 3 * _H + 5 * 60, 3 * _H + 9 * 60, "rule engine evaluation slow: took {ms}ms"),
    ("api-gateway", 3 * _H + 40 * 60, 3 * _H + 44 * 60, "upstream user-service returned 503, retrying"),
    ("inventory-service", 4 * _H + 10 * 60, 4 * _H + 18 * 60, "inventory-redis latency high: p99 {ms}ms"),
)


def _tid(rng: random.Random) -> str:
    return f"{rng.getrandbits(64):016x}"


def _oid(rng: random.Random) -> str:
    return f"ORD-20261128-{rng.randint(1, 3000):06d}"


def _uid(rng: random.Random) -> str:
    return f"U{rng.randint(100001, 101200)}"


def _times(rng: random.Random, lo: float, hi: float, gap: float) -> Iterator[float]:
    t = lo + rng.expovariate(1 / gap)
    while t < hi:
        yield t
        t += rng.expovariate(1 / gap)


def _row(start: datetime, s: float, svc: str, level: str, tid: str, code: str | None, msg: str) -> LogRow:
    return (start + timedelta(milliseconds=int(s * 1000)), svc, level, tid, code, msg)


def _incident_a(rng: random.Random, start: datetime) -> Iterator[LogRow]:
    for s in _times(rng, _A, _END, 6.0):
        tid = _tid(rng)
        yield _row(start, s, "payment-service", "ERROR", tid, "PAY-5003",
                   "PAY-5003 HikariPool-1 - Connection is not available, request timed out after 3000ms")
        if rng.random() < 0.75:
            yield _row(start, s + 0.05, "order-service", "WARN", tid, "PAY-5003",
                       f"call payment-service timeout after 3000ms (PAY-5003) order={_oid(rng)}")
    for minute in range(_A - 2 * 60, _END, 60):
        waiting = min(120, max(0, (minute - _A + 60) // 15))
        yield _row(start, minute + 1.5, "payment-service", "WARN", _tid(rng), None,
                   f"HikariPool-1 - Pool stats (total=50, active=50, idle=0, waiting={waiting})")


def _incident_b(rng: random.Random, start: datetime) -> Iterator[LogRow]:
    for s in range(_B, _END, 120):
        pct = min(99, 30 + (s - _B) // 120)
        yield _row(start, s + 7.2, "order-service", "WARN", _tid(rng), None,
                   f"GC overhead high: old gen {pct}% used after full GC")
    for minute in RESTARTS:
        r = minute * 60
        for k in range(4):
            yield _row(start, r - 40 + 9 * k + rng.random(), "order-service", "ERROR", _tid(rng), "ORD-5001",
                       "ORD-5001 java.lang.OutOfMemoryError: Java heap space")
        yield _row(start, r + 28.4, "order-service", "INFO", "", None, "order-service started in 27.9s (pid 1)")


def _incident_c(rng: random.Random, start: datetime) -> Iterator[LogRow]:
    for minute in range(_C // 60 - 20, _C // 60 + 1, 5):
        yield _row(start, minute * 60 + 3.1, "notification-service", "WARN", "", None,
                   f"disk usage of /var/log at {int(notification_disk_percent(minute))}%")
    for s in _times(rng, _C, _END, 20.0):
        tid = _tid(rng)
        yield _row(start, s, "notification-service", "ERROR", tid, "NTF-5007",
                   "NTF-5007 write /var/log/notification/app.log failed: No space left on device")
        yield _row(start, s + 0.02, "notification-service", "WARN", tid, "NTF-5007",
                   f"SMS send skipped order={_oid(rng)}: NTF-5007 log write failed")


def _incident_d(rng: random.Random, start: datetime) -> Iterator[LogRow]:
    for s in (_D - 95.0, _D - 41.0):
        yield _row(start, s, "logistics-service", "WARN", _tid(rng), None, "RouteCache refresh slow: took 8412ms")
    yield _row(start, _D + 2.3, "logistics-service", "ERROR", _tid(rng), "LOG-5030",
               "LOG-5030 panic: nil pointer dereference in RouteCache.refresh")
    for s in _times(rng, _D + 5, _END, 10.0):
        tid = _tid(rng)
        yield _row(start, s, "order-service", "ERROR", tid, "GW-502",
                   "GW-502 upstream logistics-service returned 502 Bad Gateway")
        if rng.random() < 0.8:
            yield _row(start, s + 0.01, "api-gateway", "ERROR", tid, "GW-502",
                       "GW-502 upstream order-service returned 502 Bad Gateway")


def _business(rng: random.Random, start: datetime) -> Iterator[LogRow]:
    noise = (("payment-service", "PAY-4001", 360.0, "PAY-4001 payment declined: insufficient balance order={o}"),
             ("order-service", "ORD-4004", 540.0, "ORD-4004 order not found: {o}"),
             ("user-service", "USR-4010", 270.0, "USR-4010 token expired for user {u}"))
    for svc, code, gap, tpl in noise:
        for s in _times(rng, 0, _END, gap):
            yield _row(start, s, svc, "WARN", _tid(rng), code, tpl.format(o=_oid(rng), u=_uid(rng)))
    for svc, lo, hi, tpl in _CODE_OF_ALERT_WINDOWS:
        for s in _times(rng, lo, hi, 30.0):
            yield _row(start, s, svc, "WARN", _tid(rng), None, tpl.format(ms=rng.randint(1200, 2600)))


def incident_logs(rng: random.Random, start: datetime) -> list[LogRow]:
    """Every non-noise line (incidents, resolved episodes, business codes), unsorted."""
    rows: list[LogRow] = []
    for part in (_incident_a, _incident_b, _incident_c, _incident_d, _business):
        rows.extend(part(rng, start))
    return rows


_PATHS = ("/api/orders", "/api/orders/{o}", "/api/users/me", "/api/search?q=phone", "/api/cart", "/api/logistics/{o}")
_NOISE: dict[str, Callable[[random.Random], str]] = {
    "api-gateway": lambda r: (f"{r.choice(('GET', 'GET', 'POST'))} {r.choice(_PATHS).format(o=_oid(r))} 200 "
                              f"{r.randint(8, 180)}ms"),
    "order-service": lambda r: r.choice((f"order {_oid(r)} created user={_uid(r)}",
                                         f"order {_oid(r)} status PAID -> SHIPPED", f"query orders user={_uid(r)}")),
    "payment-service": lambda r: f"payment succeeded order={_oid(r)} channel={r.choice(('alipay', 'wechat', 'card'))}"
                                 f" cost={r.randint(40, 260)}ms",
    "inventory-service": lambda r: f"reserve stock sku=SKU-{r.randint(1000, 9999)} qty={r.randint(1, 3)} ok",
    "user-service": lambda r: r.choice((f"user {_uid(r)} login ok", f"token refreshed user={_uid(r)}")),
    "search-service": lambda r: f"search q={r.choice(('phone', '耳机', 'laptop', '羽绒服'))} hits={r.randint(3, 900)} "
                                f"took={r.randint(12, 240)}ms",
    "risk-service": lambda r: f"risk check order={_oid(r)} score=0.{r.randint(1, 35):02d} pass",
    "notification-service": lambda r: f"SMS sent order={_oid(r)} template=ORDER_PAID",
    "logistics-service": lambda r: f"route computed order={_oid(r)} carrier={r.choice(('SF', 'JD', 'YTO'))} eta=2d",
}


def noise_logs(rng: random.Random, start: datetime, lo: float, hi: float, count: int) -> list[LogRow]:
    """``count`` INFO lines spread over seconds [lo, hi) (logistics-service is silent after its crash)."""
    services = list(SERVICE_WEIGHTS)
    weights = list(SERVICE_WEIGHTS.values())
    rows: list[LogRow] = []
    for _ in range(count):
        s = rng.uniform(lo, hi)
        svc = rng.choices(services, weights)[0]
        if svc == "logistics-service" and s >= _D:
            svc = "order-service"
        rows.append(_row(start, s, svc, "INFO", _tid(rng), None, _NOISE[svc](rng)))
    return rows
