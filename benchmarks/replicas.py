"""Replicas benchmark: 1, 2 and 3 ``superbiz serve`` replicas on one PostgreSQL, clients round-robin over them.

For each replica count: a fresh database, N replicas (own homes, one shared demo world file, same keys), a
warm-up, then ``--clients`` closed-loop clients (keep-alive connections from ``load.py``) sending
``POST /api/chat`` to replica ``i % N`` for the i-th chat (``--route least-busy``: to the replica with the fewest
chats in flight, as a least-connections balancer would). Prints chats/s, p50/p99, errors, CPU ms per chat of
the replicas, of PostgreSQL (postmaster + backends, exited ones included through the postmaster's children
times) and of this client, and — the machine has few cores — throughput per busy core
(chats/s / cores kept busy by replicas + database), so scaling efficiency is visible.

    python benchmarks/replicas.py                       # starts a throwaway PostgreSQL 15 (tests/pg.py)
    python benchmarks/replicas.py --replicas 1 2 3 --clients 12 --chats 300 --json
    python benchmarks/replicas.py --replicas 3 --route round-robin least-busy
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "src"))

from load import KEY, QUESTIONS, Connection  # noqa: E402
from tests.pg import PgServer, create_database, drop_database, start_server  # noqa: E402
from tests.replicas.cluster import KEYS, Replica, replicas  # noqa: E402

from superbiz.sources.demo import generate_demo_world  # noqa: E402

_TICKS = os.sysconf("SC_CLK_TCK")


def _cpu_s(pid: int, *, with_children: bool = False) -> float:
    """utime + stime (+ cutime + cstime) of ``pid`` in seconds; 0 when it is gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    ticks = int(fields[11]) + int(fields[12])
    if with_children:
        ticks += int(fields[13]) + int(fields[14])
    return ticks / _TICKS


def _children(pid: int) -> list[int]:
    out = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            if ppid == pid:
                out.append(int(entry.name))
    return out


def _postgres_cpu_s(server: PgServer) -> float:
    """CPU of the whole server: the postmaster with its reaped children, plus every live child."""
    pid = int((server.data_dir / "postmaster.pid").read_text().splitlines()[0])
    return _cpu_s(pid, with_children=True) + sum(_cpu_s(child) for child in _children(pid))


@dataclass
class Level:
    replicas: int
    clients: int
    route: str
    latencies_ms: list[float]
    errors: list[str]
    wall_s: float
    replica_cpu_s: float
    db_cpu_s: float
    client_cpu_s: float

    def percentile(self, q: float) -> float:
        ordered = sorted(self.latencies_ms)
        return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))] if ordered else float("nan")

    def as_dict(self) -> dict[str, Any]:
        chats = len(self.latencies_ms)
        rate = chats / self.wall_s if self.wall_s else 0.0
        busy = (self.replica_cpu_s + self.db_cpu_s) / self.wall_s if self.wall_s else 0.0
        return {
            "replicas": self.replicas, "clients": self.clients, "route": self.route, "chats": chats,
            "errors": len(self.errors),
            "chats_per_s": round(rate, 2), "p50_ms": round(self.percentile(0.5), 1),
            "p99_ms": round(self.percentile(0.99), 1),
            "mean_ms": round(statistics.fmean(self.latencies_ms), 1) if self.latencies_ms else None,
            "replica_cpu_ms_per_chat": round(1000 * self.replica_cpu_s / chats, 1) if chats else None,
            "db_cpu_ms_per_chat": round(1000 * self.db_cpu_s / chats, 1) if chats else None,
            "client_cpu_ms_per_chat": round(1000 * self.client_cpu_s / chats, 1) if chats else None,
            "busy_cores": round(busy, 2),
            "chats_per_s_per_busy_core": round(rate / busy, 2) if busy else None,
            "first_errors": self.errors[:3],
        }


async def _drive(
    targets: list[Replica], clients: int, chats: int, *, route: str = "round-robin"
) -> tuple[list[float], list[str], float]:
    hosts = [(t.url.split("//")[1].split(":")[0], int(t.url.rsplit(":", 1)[1])) for t in targets]
    # each client holds one keep-alive connection per replica and sends chat i to replica i % N
    pools = [[Connection(host, port) for host, port in hosts] for _ in range(clients)]
    for pool in pools:
        for connection in pool:
            await connection.request("GET", "/healthz")
    latencies: list[float] = []
    errors: list[str] = []
    reconnects: list[int] = []
    in_flight = [0] * len(targets)  # what a least-connections balancer sees; the replicas export it as queue depth
    issued = 0
    started = time.perf_counter()

    async def client(pool: list[Connection]) -> None:
        nonlocal issued
        while issued < chats:
            index = issued
            issued += 1
            body = json.dumps({"question": QUESTIONS[index % len(QUESTIONS)]}, ensure_ascii=False).encode()
            t0 = time.perf_counter()
            target = index % len(pool)
            if route == "least-busy":
                target = min(range(len(pool)), key=lambda i: (in_flight[i], (i - index) % len(pool)))
            connection = pool[target]
            in_flight[target] += 1
            try:
                try:
                    status, payload = await connection.request("POST", "/api/chat", body)
                except asyncio.IncompleteReadError as exc:
                    if exc.partial:
                        raise
                    # the server closed a keep-alive connection that sat idle past its timeout (uvicorn: 5 s)
                    # before reading this request: reconnect and send it once more
                    await connection.close()
                    reconnects.append(index)
                    status, payload = await connection.request("POST", "/api/chat", body)
            except (OSError, asyncio.IncompleteReadError, ValueError) as exc:
                errors.append(f"{type(exc).__name__}: {exc}")
                await connection.close()
                continue
            finally:
                in_flight[target] -= 1
            if status == 200 and not json.loads(payload).get("error"):
                latencies.append((time.perf_counter() - t0) * 1000)
            else:
                errors.append(f"HTTP {status}: {payload[:160].decode(errors='replace')}")

    await asyncio.gather(*(client(pool) for pool in pools))
    wall = time.perf_counter() - started
    for pool in pools:
        for connection in pool:
            await connection.close()
    if reconnects:
        print(f"  ({len(reconnects)} chats resent on a new connection after an idle keep-alive close)", flush=True)
    return latencies, errors, wall


def run_level(server: PgServer, world_url: str, root: Path, *, count: int, clients: int, chats: int,
              warmup: int, route: str) -> Level:
    name = f"bench_{uuid.uuid4().hex[:10]}"
    url = create_database(server, name)
    extra = {"api": {"api_keys": {**KEYS, "bench": KEY}}}
    try:
        with replicas(count, root / name, database_url=url, world_url=world_url, extra=extra,
                      args=["--no-access-log"]) as started:
            asyncio.run(_drive(started, min(clients, 4), warmup * count))  # load indexes, jieba, pools
            before = ([_cpu_s(r.proc.pid, with_children=True) for r in started], _postgres_cpu_s(server),
                      time.process_time())
            latencies, errors, wall = asyncio.run(_drive(started, clients, chats, route=route))
            replica_cpu = sum(_cpu_s(r.proc.pid, with_children=True) for r in started) - sum(before[0])
            db_cpu = _postgres_cpu_s(server) - before[1]
            client_cpu = time.process_time() - before[2]
    finally:
        drop_database(server, name)
    return Level(count, clients, route, latencies, errors, wall, replica_cpu, db_cpu, client_cpu)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--replicas", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--clients", type=int, default=12)
    parser.add_argument("--chats", type=int, default=300)
    parser.add_argument("--warmup", type=int, default=12, help="chats per replica before measuring")
    parser.add_argument("--route", choices=["round-robin", "least-busy"], nargs="+", default=["round-robin"],
                        help="least-busy: to the replica with the fewest chats in flight (a least-connections "
                             "balancer; what superbiz_chat_queue_depth lets a balancer do)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="superbiz-replicas-bench-"))
    world_url = f"sqlite:///{root / 'world.db'}"
    generate_demo_world(world_url)
    server = start_server()
    results = []
    try:
        for route, count in [(route, count) for route in args.route for count in args.replicas]:
            level = run_level(server, world_url, root, count=count, clients=args.clients, chats=args.chats,
                              warmup=args.warmup, route=route)
            results.append(level.as_dict())
            if not args.json:
                r = results[-1]
                print(f"{count} replica(s), {route}, {r['clients']} clients: {r['chats_per_s']} chats/s, "
                      f"p50 {r['p50_ms']} ms, "
                      f"p99 {r['p99_ms']} ms, errors {r['errors']}; CPU ms/chat replicas {r['replica_cpu_ms_per_chat']}"
                      f" db {r['db_cpu_ms_per_chat']} client {r['client_cpu_ms_per_chat']}; busy cores "
                      f"{r['busy_cores']} -> {r['chats_per_s_per_busy_core']} chats/s per busy core", flush=True)
    finally:
        server.stop()
    print(json.dumps({"cores": os.cpu_count(), "levels": results}, ensure_ascii=False, indent=2))


if __name__ == "__main__":
    main()
