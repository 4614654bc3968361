"""Soak under faults: many offline chats at high concurrency while faults are injected on a schedule.

Starts ``superbiz serve`` (a separate process, offline engine) on a fresh home whose database lives on its own
tmpfs when this runs as root (so "disk full" is a real full file system; elsewhere that fault is skipped), and
drives ``POST /api/chat`` (one request in eight ``POST /v1/chat/completions``) from ``--concurrency`` asyncio
clients (closed loop) until ``--chats`` chats were answered. Every ``--fault-every`` seconds the next fault of the
cycle is injected:

* ``kill9``     — SIGKILL of the server, then a restart on the same home (in-flight chats are cut);
* ``disk_full`` — the database's file system filled to the last byte for ``--fault-hold`` seconds;
* ``kb_index``  — the knowledge index folder deleted, then a graceful restart (it must be rebuilt).

At the end the server is stopped gracefully and the database is read directly. The server's log (warnings and
errors, JSON lines, with tracebacks) is kept in ``--out-dir``; every 5xx answer is matched to the server's
``request_failed`` record by its ``X-Request-ID``. Printed (partial totals every ``--report-every`` seconds too,
and the final figures when ``--max-minutes`` is reached or on Ctrl-C / SIGTERM):

* load held: answered chats/s over the whole run and the share of attempts answered 200;
* faults survived: faults after which the service answered 200 again within ``--recover-within`` seconds;
* sessions lost: chats answered 200 whose session is not ``completed`` in the database (target 0);
* sessions left running: sessions still ``running`` after the run (target 0);
* 500s: HTTP 500 answers (target 0), by route and exception type.

The server binds 127.0.0.1 only, on a free port, with its own temporary home; it is stopped at the end.

    python benchmarks/soak.py                       # 10,000 chats, 64 clients
    python benchmarks/soak.py --chats 2000 --fault-every 15
    python benchmarks/soak.py --chats 300 --fault-every 40 --out-dir artifacts/soak-short
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import traceback
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
CHAT_ROUTE, V1_ROUTE, V1_MODEL = "/api/chat", "/v1/chat/completions", "superbiz"
V1_EVERY = 8  # one request in eight goes through the OpenAI-compatible facade


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class Server:
    home: Path
    config: Path
    log: Path
    port: int = field(default_factory=_free_port)
    proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        env = {k: v for k, v in os.environ.items() if not k.startswith("SUPERBIZ_")}
        env["SUPERBIZ_HOME"] = str(self.home)
        with self.log.open("ab") as log:
            self.proc = subprocess.Popen(
                [sys.executable, "-c", "from superbiz.cli import main; main()", "serve", "--host", "127.0.0.1",
                 "--port", str(self.port), "--config", str(self.config), "--log-level", "warning"],
                env=env, stdout=log, stderr=log)  # fmt: skip
        deadline = time.monotonic() + 180
        while time.monotonic() < deadline:
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(f"{self.url}/healthz", timeout=2).status_code == 200:
                    return
            if self.proc.poll() is not None:
                raise RuntimeError(f"server exited with {self.proc.returncode}; see {self.log}")
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
    #: (route, request id) of every 5xx answer, matched to the server log at the end
    failures: list[tuple[str, int, str]] = field(default_factory=list)
    stopping: bool = False

    @property
    def done(self) -> bool:
        return self.stopping or self.answered >= self.target


async def _client(server: Server, run: Run, index: int) -> None:
    n = index
    async with httpx.AsyncClient(base_url=server.url, headers={"Authorization": f"Bearer {KEY}"},
                                 timeout=120) as client:
        while not run.done:
            n += 1
            question = QUESTIONS[n % len(QUESTIONS)]
            route = V1_ROUTE if n % V1_EVERY == 0 else CHAT_ROUTE
            payload = ({"model": V1_MODEL, "messages": [{"role": "user", "content": question}]}
                       if route == V1_ROUTE else {"question": question})
            try:
                response = await client.post(route, json=payload)
            except httpx.HTTPError as exc:
                run.codes[type(exc).__name__] += 1
                await asyncio.sleep(0.2)
                continue
            run.codes[str(response.status_code)] += 1
            if response.status_code >= 500:
                run.failures.append((route, response.status_code, response.headers.get("x-request-id", "")))
            if response.status_code == 200:
                run.answered += 1
                body = response.json()
                answer = body["superbiz"] if route == V1_ROUTE else body
                run.ok_sessions[answer["session_id"]] = "failed" if answer.get("error") else "completed"
                run.last_ok = time.monotonic()
            else:  # as a well-behaved client: honour Retry-After (capped, so recovery is still seen quickly)
                retry_after = response.headers.get("retry-after", "")
                await asyncio.sleep(min(float(retry_after), 2.0) if retry_after.isdigit() else 0.05)


def _fill(path: Path) -> Path:
    """Fill ``path``'s file system to the last byte with ``<path>/filler`` (unbuffered: a buffered file would
    raise ENOSPC again when closed, and the filler would stay)."""
    filler = path / "filler"
    free = shutil.disk_usage(path).free
    with contextlib.suppress(OSError), filler.open("wb", buffering=0) as fh:
        with contextlib.suppress(OSError):
            os.posix_fallocate(fh.fileno(), 0, free)
        chunk = b"\0" * 65536
        while fh.write(chunk):
            pass
    return filler


async def _inject(server: Server, run: Run, *, every_s: float, hold_s: float, recover_s: float,
                  db_fs: Path | None) -> None:
    cycle = 0
    while not run.done:
        wake = time.monotonic() + every_s
        while time.monotonic() < wake and not run.done:
            await asyncio.sleep(0.2)
        if run.done:
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
            try:
                await asyncio.to_thread(_fill, db_fs)
                await asyncio.sleep(hold_s)
            finally:  # the disk comes back whatever happened while it was full
                (db_fs / "filler").unlink(missing_ok=True)
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


_ANSWERED_EVENTS = ("request_failed", "request_cancelled_by_shutdown")


def _read_log(log: Path) -> tuple[dict[str, str], Counter[str]]:
    """From the server's log: request id → what the server says failed (for the requests it answered with an
    error), and the error-level records by event and the last line of their traceback (e.g. uvicorn's
    "Exception in ASGI application" for a 500 it sent itself, which carries no request id)."""
    answered: dict[str, str] = {}
    errors: Counter[str] = Counter()
    if not log.exists():
        return answered, errors
    with log.open(encoding="utf-8", errors="replace") as lines:
        for line in lines:
            if '"error"' not in line and "request_cancelled_by_shutdown" not in line:
                continue
            try:
                record = json.loads(line)
            except ValueError:
                continue
            event = str(record.get("event", "")).strip()
            if event in _ANSWERED_EVENTS and record.get("request_id"):
                answered.setdefault(str(record["request_id"]), str(record.get("error") or event))
            if record.get("level") == "error":
                trace = str(record.get("exception", "")).strip().splitlines()
                errors[f"{event[:60]}" + (f" <- {trace[-1][:110]}" if trace else "")] += 1
    return answered, errors


def _failure_summary(run: Run, answered: dict[str, str]) -> Counter[str]:
    """The 5xx answers by ``status route cause`` (the cause as the server logged it for that request id)."""
    summary: Counter[str] = Counter()
    for route, status, request_id in run.failures:
        cause = answered.get(request_id, "(not answered by the app: see the server errors below)")
        summary[f"{status} {route} {cause[:100]}"] += 1
    return summary


def _report(run: Run, args: argparse.Namespace, wall: float, log: Path, *, final: bool) -> None:
    attempts = sum(run.codes.values())
    survived = sum(1 for _, seconds in run.faults if seconds is not None)
    five_hundreds = sum(1 for _, status, _ in run.failures if status == 500)
    head = "" if final else f"[partial at {wall:.0f} s] "
    print(f"{head}load held:              {run.answered} chats answered in {wall:.0f} s = "
          f"{run.answered / max(wall, 1e-9):.1f} chats/s at {args.concurrency} clients; "
          f"{run.answered / max(1, attempts):.1%} of {attempts} attempts answered 200")
    print(f"{head}responses:              {dict(sorted(run.codes.items()))}")
    print(f"{head}faults survived:        {survived} of {len(run.faults)} "
          f"({', '.join(f'{f} {s:.1f}s' if s is not None else f'{f} FAILED' for f, s in run.faults)})")
    print(f"{head}500s:                   {five_hundreds}")
    answered, errors = _read_log(log)
    print(f"{head}5xx by status, route and cause:")
    for key, count in _failure_summary(run, answered).most_common(12):
        print(f"{head}  {count:6d}  {key}")
    print(f"{head}server errors logged (event <- exception):")
    for key, count in errors.most_common(12):
        print(f"{head}  {count:6d}  {key}")
    sys.stdout.flush()


async def _drive(server: Server, run: Run, args: argparse.Namespace, db_fs: Path | None) -> float:
    t = time.monotonic()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):  # stop the load, then report and clean up as at the end
        loop.add_signal_handler(signum, lambda: setattr(run, "stopping", True))
    clients = [asyncio.create_task(_client(server, run, i)) for i in range(args.concurrency)]
    injector = asyncio.create_task(_inject(server, run, every_s=args.fault_every, hold_s=args.fault_hold,
                                           recover_s=args.recover_within, db_fs=db_fs))
    reported = t
    while not all(c.done() for c in clients):
        await asyncio.sleep(1)
        now = time.monotonic()
        if args.max_minutes and now - t >= args.max_minutes * 60 and not run.stopping:
            print(f"  --max-minutes {args.max_minutes:g} reached: stopping the load", flush=True)
            run.stopping = True
        if now - reported >= args.report_every:
            reported = now
            _report(run, args, now - t, server.log, final=False)
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
    parser.add_argument("--out-dir", type=Path, default=None,
                        help="where the server's log is kept (default artifacts/soak-<time>)")
    parser.add_argument("--report-every", type=float, default=120.0, help="seconds between partial totals")
    parser.add_argument("--max-minutes", type=float, default=0.0, help="stop the load after this long (0: never)")
    args = parser.parse_args()

    out_dir = args.out_dir or Path("artifacts") / time.strftime("soak-%Y%m%d-%H%M%S", time.gmtime())
    out_dir.mkdir(parents=True, exist_ok=True)
    root = Path(tempfile.mkdtemp(prefix="superbiz-soak-"))
    home, db_fs = root / "home", root / "dbfs"
    home.mkdir()
    mounted = _mount(db_fs, args.db_fs_size)
    db_url = f"sqlite:///{db_fs / 'superbiz.db'}"
    config = root / "config.yaml"
    config.write_text(f"database_url: {db_url}\napi:\n  api_keys: {{soak: {KEY}}}\n  ready_min_free_bytes: 0\n"
                      "chat:\n  recovery_interval_s: 5\n  stale_after_s: 30\n", encoding="utf-8")
    server = Server(home=home, config=config, log=out_dir / "server.log")
    print(f"soak: {args.chats} chats at {args.concurrency} clients, a fault every {args.fault_every:g} s "
          f"({', '.join(FAULTS if mounted else ('kill9', 'kb_index'))}); database on "
          f"{'its own tmpfs' if mounted else 'the home folder (no tmpfs: disk_full skipped)'}; "
          f"server log {server.log}", flush=True)
    run = Run(target=args.chats)
    wall = 0.0
    try:
        server.start()
        began = time.monotonic()
        try:
            wall = asyncio.run(_drive(server, run, args, db_fs if mounted else None))
        except Exception:  # a harness failure: still stop the server, read the database and print the figures
            wall = time.monotonic() - began
            traceback.print_exc()
            print("  the soak itself failed (above): the figures below are up to that point", flush=True)
        alive = server.alive()
        server.stop()
        if mounted:
            (db_fs / "filler").unlink(missing_ok=True)
        lost, running, statuses = _db_counts(db_url, run.ok_sessions)
    finally:
        server.stop()
        if mounted:
            subprocess.run(["umount", "-l", str(db_fs)], check=False)
        shutil.rmtree(root, ignore_errors=True)
    _report(run, args, wall, server.log, final=True)
    print(f"server alive at end:    {alive}")
    print(f"sessions lost:          {lost} (answered 200 but not recorded as the answer says)")
    print(f"sessions left running:  {running}")
    print(f"sessions by status:     {dict(statuses)}")


if __name__ == "__main__":
    main()
