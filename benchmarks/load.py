"""Load benchmark of the HTTP service: offline chats at 1, 8, 32 and 64 concurrent clients.

Starts ``superbiz serve`` (uvicorn, a separate process) on 127.0.0.1 with the offline engine and a fresh
SUPERBIZ_HOME, then drives ``POST /api/chat`` from this process: one asyncio task per client, each on its own keep-alive
connection, asking one question after the other (closed loop, no think time).
For every level it prints throughput (chats/s), p50/p99/max latency and errors (HTTP errors, and answers whose
``error`` field says the chat itself failed), and checks in the database that every session the API returned
as successful was persisted as ``completed``.

    python benchmarks/load.py                                  # SQLite (WAL) in a temp home
    python benchmarks/load.py --workers 2                      # two uvicorn worker processes
    python benchmarks/load.py --database-url postgresql+psycopg://user@127.0.0.1:5432/superbiz

Target (issue 5): >= 100 chats/s and p99 <= 200 ms at 32 clients on 2 cores (SQLite). The clients are a closed
loop, so the mean latency is clients / throughput (Little's law): p99 <= 200 ms at 32 clients needs at least
160 chats/s, i.e. <= 12.5 ms of CPU per chat for server and client together on 2 cores.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import httpx
from sqlalchemy import create_engine, text

KEY = "bench-key-0123456789abcdef"
QUESTIONS = [
    "payment-service 最近半小时为什么大量超时？",
    "order-service 为什么频繁重启？",
    "notification-service 的短信为什么发不出去？",
    "api-gateway 最近为什么有很多 502？",
    "确认一下 order-service 的 HighMemoryUsage 告警是不是还在触发",
    "user-service 现在正常吗？",
]


@dataclass
class LevelResult:
    clients: int
    latencies_ms: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    session_ids: list[str] = field(default_factory=list)
    wall_s: float = 0.0
    persisted: int = 0
    not_completed: int = 0

    @property
    def chats(self) -> int:
        return len(self.latencies_ms)

    def percentile(self, q: float) -> float:
        if not self.latencies_ms:
            return float("nan")
        ordered = sorted(self.latencies_ms)
        index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
        return ordered[index]

    def as_dict(self) -> dict[str, object]:
        return {
            "clients": self.clients, "chats": self.chats, "errors": len(self.errors),
            "throughput_chats_per_s": round(self.chats / self.wall_s, 2) if self.wall_s else 0.0,
            "p50_ms": round(self.percentile(0.50), 1), "p99_ms": round(self.percentile(0.99), 1),
            "max_ms": round(max(self.latencies_ms, default=float("nan")), 1),
            "mean_ms": round(statistics.fmean(self.latencies_ms), 1) if self.latencies_ms else None,
            "persisted": self.persisted, "not_completed": self.not_completed,
            "first_errors": self.errors[:3],
        }


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start_server(home: Path, port: int, *, workers: int, database_url: str | None) -> subprocess.Popen[bytes]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SUPERBIZ_")}
    env["SUPERBIZ_HOME"] = str(home)
    env["SUPERBIZ_API__API_KEYS"] = json.dumps({"bench": KEY})
    if database_url:
        env["SUPERBIZ_DATABASE_URL"] = database_url
    command = [sys.executable, "-c", "from superbiz.cli import main; main()", "serve", "--port", str(port),
               "--workers", str(workers), "--no-access-log"]
    log = (home / "server.log").open("wb")
    return subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT)


def wait_healthy(url: str, proc: subprocess.Popen[bytes], timeout_s: float = 180) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit(f"server exited with {proc.returncode}; see its log")
        try:
            if httpx.get(f"{url}/healthz", timeout=2).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.2)
    raise SystemExit("server did not become healthy")


class Connection:
    """One keep-alive HTTP/1.1 connection speaking just enough of the protocol for ``POST /api/chat``.

    The load generator shares the cores with the server, so it must be cheap: no client object per request,
    no thread per client (a thread pool of httpx clients cost ~4 ms CPU per chat at 32 clients, this ~0.1 ms).
    """

    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def open(self) -> None:
        self.reader, self.writer = await asyncio.open_connection(self.host, self.port)

    async def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
            with contextlib.suppress(OSError):
                await self.writer.wait_closed()
        self.reader = self.writer = None

    async def request(self, method: str, path: str, body: bytes = b"") -> tuple[int, bytes]:
        if self.writer is None:
            await self.open()
        assert self.reader is not None and self.writer is not None
        head = (f"{method} {path} HTTP/1.1\r\nHost: {self.host}:{self.port}\r\nAuthorization: Bearer {KEY}\r\n"
                f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n")
        self.writer.write(head.encode() + body)
        status_line = await self.reader.readuntil(b"\r\n")
        status = int(status_line.split()[1])
        headers: dict[str, str] = {}
        while (line := await self.reader.readuntil(b"\r\n")) != b"\r\n":
            name, _, value = line.decode("latin-1").partition(":")
            headers[name.strip().lower()] = value.strip()
        if headers.get("transfer-encoding", "").lower() == "chunked":
            chunks = []
            while size := int((await self.reader.readuntil(b"\r\n")).split(b";")[0], 16):
                chunks.append(await self.reader.readexactly(size))
                await self.reader.readexactly(2)
            await self.reader.readuntil(b"\r\n")  # no trailers expected
            payload = b"".join(chunks)
        else:
            payload = await self.reader.readexactly(int(headers.get("content-length", "0")))
        if headers.get("connection", "").lower() == "close":
            await self.close()
        return status, payload


async def _run_level(host: str, port: int, clients: int, *, chats: int, max_seconds: float) -> LevelResult:
    result = LevelResult(clients=clients)
    connections = [Connection(host, port) for _ in range(clients)]
    for connection in connections:  # open the keep-alive connections before the clock starts
        await connection.request("GET", "/healthz")
    issued = 0
    started = time.perf_counter()
    deadline = started + max_seconds

    async def worker(connection: Connection) -> None:
        nonlocal issued
        while issued < chats and time.perf_counter() <= deadline:
            issued += 1
            body = json.dumps({"question": QUESTIONS[issued % len(QUESTIONS)]}, ensure_ascii=False).encode()
            t0 = time.perf_counter()
            session_id = None
            try:
                status, payload = await connection.request("POST", "/api/chat", body)
                ok = status == 200
                detail = "" if ok else f"HTTP {status}: {payload[:120].decode(errors='replace')}"
                answer = json.loads(payload) if ok else {}
                session_id = answer.get("session_id")
                if ok and answer.get("error"):  # answered, but the chat itself failed (degraded answer)
                    ok, detail = False, f"chat error: {str(answer['error'])[:160]}"
            except (OSError, asyncio.IncompleteReadError, ValueError) as exc:
                ok, detail = False, f"{type(exc).__name__}: {exc}"
                await connection.close()
            elapsed = (time.perf_counter() - t0) * 1000
            if ok and session_id:
                result.latencies_ms.append(elapsed)
                result.session_ids.append(session_id)
            else:
                result.errors.append(detail)

    try:
        await asyncio.gather(*(worker(c) for c in connections))
        result.wall_s = time.perf_counter() - started
    finally:
        for connection in connections:
            await connection.close()
    return result


def run_level(url: str, clients: int, *, chats: int, max_seconds: float) -> LevelResult:
    """``clients`` concurrent keep-alive connections, each asking one question after the other (closed loop)."""
    parsed = httpx.URL(url)
    return asyncio.run(_run_level(parsed.host, parsed.port or 80, clients, chats=chats, max_seconds=max_seconds))


def check_persisted(db_url: str, result: LevelResult) -> None:
    engine = create_engine(db_url)
    try:
        with engine.connect() as conn:
            statuses: dict[str, str] = {}
            ids = result.session_ids
            for start in range(0, len(ids), 500):
                batch = ids[start:start + 500]
                params = {f"id{i}": sid for i, sid in enumerate(batch)}
                placeholders = ", ".join(f":id{i}" for i in range(len(batch)))
                rows = conn.execute(
                    text(f"SELECT id, status FROM diagnosis_session WHERE id IN ({placeholders})"), params)
                statuses.update({row[0]: row[1] for row in rows})
    finally:
        engine.dispose()
    result.persisted = len(statuses)
    result.not_completed = sum(1 for s in statuses.values() if s != "completed")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--levels", default="1,8,32,64", help="concurrent clients per level (comma separated)")
    parser.add_argument("--chats", type=int, default=300, help="chats per level (upper bound)")
    parser.add_argument("--max-seconds", type=float, default=30.0, help="time bound per level")
    parser.add_argument("--workers", type=int, default=1, help="uvicorn worker processes of the server")
    parser.add_argument("--database-url", default=None, help="application database (default: SQLite in the home)")
    parser.add_argument("--home", type=Path, default=None, help="SUPERBIZ_HOME for the server (default: temp dir)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON as well")
    args = parser.parse_args()

    home = args.home or Path(tempfile.mkdtemp(prefix="superbiz-load-"))
    home.mkdir(parents=True, exist_ok=True)
    db_url = args.database_url or f"sqlite:///{home / 'superbiz.db'}"
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    print(f"server: {url} workers={args.workers} db={db_url.split('@')[-1]} home={home} cpus={os.cpu_count()}")
    proc = start_server(home, port, workers=args.workers, database_url=args.database_url)
    results: list[LevelResult] = []
    try:
        wait_healthy(url, proc)
        run_level(url, 4, chats=40, max_seconds=30)  # warm-up: imports, jieba, index, connection pools
        header = f"{'clients':>7} {'chats':>6} {'errors':>6} {'chats/s':>8} {'p50 ms':>8} {'p99 ms':>8} " \
                 f"{'max ms':>8} {'persisted':>10}"
        print(header)
        for clients in (int(x) for x in args.levels.split(",")):
            result = run_level(url, clients, chats=args.chats, max_seconds=args.max_seconds)
            check_persisted(db_url, result)
            results.append(result)
            row = result.as_dict()
            persisted = f"{result.persisted}/{result.chats}" + (" !" if result.not_completed else "")
            print(f"{clients:>7} {result.chats:>6} {len(result.errors):>6} {row['throughput_chats_per_s']:>8} "
                  f"{row['p50_ms']:>8} {row['p99_ms']:>8} {row['max_ms']:>8} {persisted:>10}", flush=True)
            for error in result.errors[:3]:
                print(f"        error: {error}")
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    all_persisted = all(r.persisted == r.chats and not r.not_completed for r in results)
    print(f"every returned session persisted and completed: {all_persisted}")
    if args.json:
        print(json.dumps([r.as_dict() for r in results], ensure_ascii=False, indent=2))


if __name__ == "__main__":
    main()
