"""Alert-storm benchmark: a burst of Alertmanager notifications into ``POST /api/alerts/alertmanager``.

Starts superbiz (offline engine, fresh SUPERBIZ_HOME, the demo world) in this process on 127.0.0.1 with
``alerts.forward_url`` pointing at a local receiver, then fires N notifications spread over G alert groups (each
group's notification repeated N/G times, as Alertmanager repeats an unchanged group) from C concurrent clients
in shuffled order. It prints how fast the webhook answered (p50/p99/max), how many investigations were created
and how many duplicates suppressed, and the time from the first notification to the last verified summary
posted on to the receiver; it checks that every investigation was persisted with a verdict and a session.

    python benchmarks/alerts.py                            # 500 notifications, 50 groups, 16 clients
    python benchmarks/alerts.py --notifications 1000 --groups 100 --workers 2
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

KEY = "bench-alerts-key-0123456789"
ALERTS = [("PaymentDBPoolExhausted", "payment-service"), ("HighMemoryUsage", "order-service"),
          ("High5xxRate", "api-gateway"), ("DiskSpaceCritical", "notification-service"),
          ("HighLatency", "search-service"), ("ServiceDown", "user-service"), ("HighErrorRate", "risk-service"),
          ("PodRestartLoop", "inventory-service")]


def notification(group: int) -> dict[str, Any]:
    name, service = ALERTS[group % len(ALERTS)]
    alerts = [{
        "status": "firing",
        "labels": {"alertname": name, "service": service, "instance": f"{service}-{group}-{i}", "severity": "critical"},
        "annotations": {"summary": f"{service} {name}"}, "startsAt": "2026-11-28T05:40:00Z",
        "endsAt": "0001-01-01T00:00:00Z", "generatorURL": "http://prometheus.local/graph",
        "fingerprint": f"{group:04d}{i:02d}abcdef00",
    } for i in range(1 + group % 3)]
    return {"version": "4", "groupKey": f'{{}}:{{alertname="{name}", group="{group}"}}', "truncatedAlerts": 0,
            "status": "firing", "receiver": "superbiz", "groupLabels": {"alertname": name},
            "commonLabels": {"alertname": name, "service": service}, "commonAnnotations": {},
            "externalURL": "http://alertmanager.local", "alerts": alerts}


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--notifications", type=int, default=500)
    parser.add_argument("--groups", type=int, default=50)
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--workers", type=int, default=1, help="alerts.workers: investigations run at once")
    parser.add_argument("--timeout", type=float, default=900.0, help="seconds to wait for the last summary")
    args = parser.parse_args()

    from tests.support.receiver import running_receiver

    from superbiz.api.live import running_service
    from superbiz.settings import load_settings
    from superbiz.store import investigations as repo
    from superbiz.store import repository

    payloads = [notification(i % args.groups) for i in range(args.notifications)]
    random.Random(13).shuffle(payloads)
    with tempfile.TemporaryDirectory(prefix="superbiz-alerts-") as home, running_receiver() as receiver:
        settings = load_settings(None, home=Path(home), api={"api_keys": {"alertmanager": KEY}},
                                 alerts={"forward_url": receiver.url, "workers": args.workers})
        t_setup = time.perf_counter()
        with running_service(settings) as (url, container), httpx.Client(
            base_url=url, headers={"Authorization": f"Bearer {KEY}"}, timeout=60,
            limits=httpx.Limits(max_connections=args.clients),
        ) as client:
            print(f"server up in {time.perf_counter() - t_setup:.1f} s (demo world generated)")

            def post(body: dict[str, Any]) -> tuple[float, int, str]:
                t = time.perf_counter()
                r = client.post("/api/alerts/alertmanager", json=body)
                action = r.json()["accepted"][0]["action"] if r.status_code == 202 else str(r.status_code)
                return (time.perf_counter() - t) * 1000, r.status_code, action

            t0 = time.perf_counter()
            with ThreadPoolExecutor(args.clients) as pool:
                results = list(pool.map(post, payloads))
            burst_s = time.perf_counter() - t0
            created = sum(1 for _, _, a in results if a == "created")
            duplicates = sum(1 for _, _, a in results if a == "duplicate")
            errors = [s for _, s, _ in results if s != 202]
            latencies = [ms for ms, _, _ in results]
            print(f"burst: {len(payloads)} notifications in {args.groups} groups from {args.clients} clients "
                  f"in {burst_s:.2f} s ({len(payloads) / burst_s:.0f}/s)")
            print(f"webhook latency ms: p50={pct(latencies, 0.5):.1f} p99={pct(latencies, 0.99):.1f} "
                  f"max={max(latencies):.1f} mean={statistics.fmean(latencies):.1f}; errors={len(errors)}")
            print(f"investigations created: {created}; duplicates suppressed: {duplicates}")
            receiver.wait_for(created, timeout_s=args.timeout)
            last_s = time.perf_counter() - t0
            print(f"time to the last verified summary (forwarded): {last_s:.1f} s "
                  f"({created / last_s:.2f} investigations/s, workers={args.workers})")
            with container.db.session() as s:
                rows = repo.list_investigations(s, user_id="alertmanager", limit=10_000)
                sessions = [repository.get_session(s, session_id=r.session_id or "", user_id="alertmanager")
                            for r in rows]
            verdicts: dict[str, int] = {}
            for r in rows:
                verdicts[r.verdict or "none"] = verdicts.get(r.verdict or "none", 0) + 1
            persisted = sum(1 for x in sessions if x is not None and x.status == "completed")
            notified = sum(r.notifications for r in rows)
            print(f"persisted: {len(rows)} investigations, {persisted} completed sessions, verdicts {verdicts}, "
                  f"notifications counted {notified}/{len(payloads)}")
            ok = (created == args.groups and duplicates == len(payloads) - args.groups and not errors
                  and persisted == len(rows) == created and notified == len(payloads))
            print("OK" if ok else "MISMATCH")
            if not ok:
                sys.exit(1)


if __name__ == "__main__":
    main()
