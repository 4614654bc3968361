"""Soak under faults: many offline chats at high concurrency while faults are injected on a schedule.

Starts ``superbiz serve`` (a separate process, offline engine) on a fresh home whose database lives on its own
tmpfs when this runs as root (so "disk full" is a real full file system; elsewhere that fault is skipped), and
drives ``POST /api/chat`` from ``--concurrency`` asyncio clients (closed loop) until ``--chats`` chats were
answered. Every ``--fault-every`` seconds the next fault of the cycle is injected:

* ``kill9``     — SIGKILL of the server, then a restart on the same home (in-flight chats are cut);
* ``disk_full`` — the database's file system filled to the last byte for ``--fault-hold`` seconds;
* ``kb_index``  — the knowledge index folder deleted, then a graceful restart (it must be rebuilt).

At the end the server is stopped gracefully and the database is read directly. Printed:

* load held: answered chats/s over the whole run and the share of attempts answered 200;
* faults survived: faults after which the service answered 200 again within ``--recover-within`` seconds;
* sessions lost: chats answered 200 whose session is not ``completed`` in the database (target 0);
* sessions left running: sessions still ``running`` after the run (target 0).

    python benchmarks/soak.py                       # 10,000 chats, 64 clients
    python benchmarks/soak.py --chats 2000 --fault-every 15
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import httpx
from sqlalchemy import create_engine, text

KEY = "soak-key-0123456789abcdef"
QUESTIONS = [
    "payment-service 最近半小时为什么大量超时？",
    "order-service 为什么频繁重启？",
    "notification-service 的短信为什么发不出去？",
    "api-gateway 最近为什么有很多 502？",
    "user-service 现在正常吗？",
]
FAULTS = ("kill9", "disk_full", "kb_index")


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class Server:
    home: Path
    config: Path
    port: int = field(default_factory=_free_port)
    proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        env = {k: v for k, v in os.environ.items() if not k.startswith("SUPERBIZ_")}
        env["SUPERBIZ_HOME"] = str(self.home)
        with (self.home / "server.log").open("ab") as log:
            self.proc = subprocess.Popen(
                [sys.executable, "-c", "from superbiz.cli import main; main()", "serve", "--port", str(self.port),
                 "--config", str(self.config), "--log-level", "error"], env=env, stdout=log, stderr=log)  # fmt: skip
        deadline = time.monotonic() + 180
        while time.monotonic() < deadline:
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(f"{self.url}/healthz", timeout=2).status_code == 200:
                    return
            if self.proc.poll() is not None:
                raise RuntimeError(f"server exited with {self.proc.returncode}; see {self.home / 'server.log'}")
            time.sleep(0.2)
        raise RuntimeError("server did not come up")

    def kill9(self) -> None:
        if self.proc is not None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait()

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None


@dataclass
class Run:
    target: int
    answered: int = 0
    codes: Counter[str] = field(default_factory=Counter)
    #: session id → the status its 200 answer promises ("failed" when the answer carries the chat's error)
    ok_sessions: dict[str, str] = field(default_factory=dict)
    faults: list[tuple[str, float | None]] = field(default_factory=list)  # (fault, seconds until a 200 again)
    last_ok: float = 0.0


async def _client(server: Server, run: Run, index: int) -> None:
    n = index
    async with httpx.AsyncClient(base_url=server.url, headers={"Authorization": f"Bearer {KEY}"},
                                 timeout=120) as client:
        while run.answered < run.target:
            n += 1
            try:
                response = await client.post("/api/chat", json={"question": QUESTIONS[n % len(QUESTIONS)]})
            except httpx.HTTPError as exc:
                run.codes[type(exc).__name__] += 1
                await asyncio.sleep(0.2)
                continue
            run.codes[str(response.status_code)] += 1
            if response.status_code == 200:
                run.answered += 1
                body = response.json()
                run.ok_sessions[body["session_id"]] = "failed" if body.get("error") else "completed"
                run.last_ok = time.monotonic()
            else:
                await asyncio.sleep(0.05)


def _fill(path: Path) -> Path:
    filler = path / "filler"
    free = shutil.disk_usage(path).free
    with filler.open("wb") as fh:
        with contextlib.suppress(OSError):
            os.posix_fallocate(fh.fileno(), 0, free)
        with contextlib.suppress(OSError):
            while True:
                fh.write(b"\0" * 65536)
                fh.flush()
    return filler


async def _inject(server: Server, run: Run, *, every_s: float, hold_s: float, recover_s: float,
                  db_fs: Path | None) -> None:
    cycle = 0
    while run.answered < run.target:
        wake = time.monotonic() + every_s
        while time.monotonic() < wake and run.answered < run.target:
            await asyncio.sleep(0.2)
        if run.answered >= run.target:
            return
        fault = FAULTS[cycle % len(FAULTS)]
        cycle += 1
        if fault == "disk_full" and db_fs is None:
            continue
        began = time.monotonic()
        if fault == "kill9":
            server.kill9()
            await asyncio.to_thread(server.start)
        elif fault == "disk_full":
            assert db_fs is not None
            filler = await asyncio.to_thread(_fill, db_fs)
            await asyncio.sleep(hold_s)
            filler.unlink()
        else:
            shutil.rmtree(server.home / "kb_index", ignore_errors=True)
            await asyncio.to_thread(server.stop)
            await asyncio.to_thread(server.start)
        ended = time.monotonic()
        while run.last_ok < ended and time.monotonic() - ended < recover_s:
            await asyncio.sleep(0.1)
        recovered = run.last_ok - began if run.last_ok >= ended else None
        run.faults.append((fault, recovered))
        outcome = f"recovered in {recovered:.1f} s" if recovered is not None else "NOT recovered"
        print(f"  fault {fault:9s} at {run.answered:6d} answered: {outcome}", flush=True)


def _mount(path: Path, size: str) -> bool:
    path.mkdir(parents=True, exist_ok=True)
    if os.geteuid() != 0:
        return False
    return subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(path)],
                          capture_output=True, check=False).returncode == 0


def _db_counts(url: str, ok: dict[str, str]) -> tuple[int, int, Counter[str]]:
    engine = create_engine(url)
    with engine.connect() as conn:
        rows = dict(conn.execute(text("SELECT id, status FROM diagnosis_session")).all())
    engine.dispose()
    lost = sum(1 for sid, status in ok.items() if rows.get(sid) != status)
    return lost, sum(1 for s in rows.values() if s == "running"), Counter(rows.values())


async def _drive(server: Server, run: Run, args: argparse.Namespace, db_fs: Path | None) -> float:
    t = time.monotonic()
    clients = [asyncio.create_task(_client(server, run, i)) for i in range(args.concurrency)]
    injector = asyncio.create_task(_inject(server, run, every_s=args.fault_every, hold_s=args.fault_hold,
                                           recover_s=args.recover_within, db_fs=db_fs))
    progress = 0
    while not all(c.done() for c in clients):
        await asyncio.sleep(5)
        if run.answered - progress >= 1000:
            progress = run.answered
            print(f"  {run.answered} answered, {run.answered / (time.monotonic() - t):.1f} chats/s", flush=True)
    await injector
    return time.monotonic() - t


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--chats", type=int, default=10_000)
    parser.add_argument("--concurrency", type=int, default=64)
    parser.add_argument("--fault-every", type=float, default=20.0, help="seconds between faults")
    parser.add_argument("--fault-hold", type=float, default=3.0, help="seconds a full disk stays full")
    parser.add_argument("--recover-within", type=float, default=60.0)
    parser.add_argument("--db-fs-size", default="2g", help="size of the database's tmpfs")
    args = parser.parse_args()

    root = Path(tempfile.mkdtemp(prefix="superbiz-soak-"))
    home, db_fs = root / "home", root / "dbfs"
    home.mkdir()
    mounted = _mount(db_fs, args.db_fs_size)
    db_url = f"sqlite:///{db_fs / 'superbiz.db'}"
    config = root / "config.yaml"
    config.write_text(f"database_url: {db_url}\napi:\n  api_keys: {{soak: {KEY}}}\n  ready_min_free_bytes: 0\n"
                      "chat:\n  recovery_interval_s: 5\n  stale_after_s: 30\n", encoding="utf-8")
    server = Server(home=home, config=config)
    print(f"soak: {args.chats} chats at {args.concurrency} clients, a fault every {args.fault_every:g} s "
          f"({', '.join(FAULTS if mounted else ('kill9', 'kb_index'))}); database on "
          f"{'its own tmpfs' if mounted else 'the home folder (no tmpfs: disk_full skipped)'}", flush=True)
    run = Run(target=args.chats)
    try:
        server.start()
        wall = asyncio.run(_drive(server, run, args, db_fs if mounted else None))
        alive = server.alive()
        server.stop()
        lost, running, statuses = _db_counts(db_url, run.ok_sessions)
    finally:
        server.stop()
        if mounted:
            subprocess.run(["umount", "-l", str(db_fs)], check=False)
        shutil.rmtree(root, ignore_errors=True)
    attempts = sum(run.codes.values())
    survived = sum(1 for _, seconds in run.faults if seconds is not None)
    print(f"load held:              {run.answered} chats answered in {wall:.0f} s = {run.answered / wall:.1f} chats/s"
          f" at {args.concurrency} clients; {run.answered / max(1, attempts):.1%} of {attempts} attempts answered 200")
    print(f"responses:              {dict(sorted(run.codes.items()))}")
    print(f"faults survived:        {survived} of {len(run.faults)} "
          f"({', '.join(f'{f} {s:.1f}s' if s is not None else f'{f} FAILED' for f, s in run.faults)})")
    print(f"server alive at end:    {alive}")
    print(f"sessions lost:          {lost} (answered 200 but not recorded as the answer says)")
    print(f"sessions left running:  {running}")
    print(f"sessions by status:     {dict(statuses)}")


if __name__ == "__main__":
    main()
