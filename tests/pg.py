"""A real PostgreSQL 15 for the test suite, started once per session in a temporary folder.

Fixtures:

* ``pg_url`` (session): ``postgresql+psycopg://postgres@127.0.0.1:<port>/superbiz_test``;
* ``pg_database`` (function): the URL of a fresh, empty database on that server, dropped afterwards.

The server runs from ``initdb`` + ``pg_ctl`` (``/usr/lib/postgresql/15/bin`` or ``PATH``). As root, it runs as
the ``postgres`` system user (``initdb`` refuses root). Without the binaries the tests are skipped, unless
``SUPERBIZ_REQUIRE_PG`` is set (CI): then they fail.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

__all__ = ["PgServer", "create_database", "drop_database", "pg_database", "pg_url"]

_BIN_DIRS = ("/usr/lib/postgresql/15/bin", "/usr/lib/postgresql/16/bin", "/usr/lib/postgresql/17/bin")
_TEST_DB = "superbiz_test"


def _find_bin(name: str) -> str | None:
    for folder in _BIN_DIRS:
        candidate = Path(folder) / name
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return str(candidate)
    return shutil.which(name)


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class PgServer:
    """A running throwaway PostgreSQL: its folder, port and the command prefix to act as its owner."""

    root: Path
    port: int
    pg_ctl: str
    as_owner: list[str]

    @property
    def data_dir(self) -> Path:
        return self.root / "data"

    def url(self, database: str = _TEST_DB) -> str:
        return f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/{database}"

    def stop(self) -> None:
        cmd = [*self.as_owner, self.pg_ctl, "-D", str(self.data_dir), "stop", "-m", "immediate", "-w"]
        result = subprocess.run(cmd, capture_output=True, text=True, timeout=30, check=False)
        if result.returncode != 0:
            self._kill_postmaster()
        shutil.rmtree(self.root, ignore_errors=True)

    def _kill_postmaster(self) -> None:
        pid_file = self.data_dir / "postmaster.pid"
        try:
            pid = int(pid_file.read_text().splitlines()[0])
        except (OSError, ValueError, IndexError):
            return
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)


def _owner_prefix() -> tuple[list[str], int | None, int | None]:
    """``(command prefix, uid, gid)`` to run the server as a non-root user."""
    if os.geteuid() != 0:
        return [], None, None
    import pwd

    try:
        entry = pwd.getpwnam("postgres")
    except KeyError as exc:
        raise RuntimeError("running as root and there is no 'postgres' system user to own the test server") from exc
    runuser = shutil.which("runuser")
    if runuser is None:
        raise RuntimeError("running as root and 'runuser' is missing: cannot run initdb as 'postgres'")
    return [runuser, "-u", "postgres", "--"], entry.pw_uid, entry.pw_gid


def _run(cmd: list[str], what: str) -> None:
    result = subprocess.run(cmd, capture_output=True, text=True, timeout=120, check=False)
    if result.returncode != 0:
        raise RuntimeError(f"{what} failed ({result.returncode}): {result.stderr or result.stdout}")


def start_server() -> PgServer:
    """initdb + pg_ctl start on a free port; the caller stops it."""
    initdb, pg_ctl = _find_bin("initdb"), _find_bin("pg_ctl")
    if initdb is None or pg_ctl is None:
        raise FileNotFoundError("PostgreSQL server binaries (initdb, pg_ctl) not found in /usr/lib/postgresql/*/bin "
                                "or PATH; install postgresql-15")
    prefix, uid, gid = _owner_prefix()
    root = Path(tempfile.mkdtemp(prefix="superbiz-pg-"))
    if uid is not None and gid is not None:
        os.chown(root, uid, gid)
    server = PgServer(root=root, port=_free_port(), pg_ctl=pg_ctl, as_owner=prefix)
    try:
        _run([*prefix, initdb, "-D", str(server.data_dir), "-U", "postgres", "--auth=trust", "-E", "UTF8",
              "--no-sync"], "initdb")
        options = (f"-p {server.port} -k {root} -c listen_addresses=127.0.0.1 -c fsync=off "
                   "-c synchronous_commit=off -c full_page_writes=off -c max_connections=200")
        _run([*prefix, pg_ctl, "-D", str(server.data_dir), "-o", options, "-l", str(root / "server.log"),
              "-w", "-t", "60", "start"], "pg_ctl start")
    except BaseException:
        log = root / "server.log"
        if log.exists():
            print(log.read_text(errors="replace")[-4000:])
        server.stop()
        raise
    return server


def _admin_execute(server_url: str, sql: str) -> None:
    import psycopg

    conninfo = server_url.replace("postgresql+psycopg://", "postgresql://", 1)
    with psycopg.connect(conninfo, autocommit=True) as conn:
        conn.execute(sql)  # type: ignore[arg-type]  # our own fixed DDL, no user input


def create_database(server: PgServer, name: str) -> str:
    """Create database ``name`` on ``server``; returns its SQLAlchemy URL."""
    _admin_execute(server.url("postgres"), f'CREATE DATABASE "{name}" TEMPLATE template0 ENCODING \'UTF8\'')
    return server.url(name)


def drop_database(server: PgServer, name: str) -> None:
    _admin_execute(server.url("postgres"), f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    try:
        server = start_server()
    except FileNotFoundError as exc:
        if os.environ.get("SUPERBIZ_REQUIRE_PG"):
            pytest.fail(f"SUPERBIZ_REQUIRE_PG is set but PostgreSQL cannot start: {exc}")
        pytest.skip(f"PostgreSQL not available: {exc}")
    try:
        create_database(server, _TEST_DB)
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def pg_url(pg_server: PgServer) -> str:
    """URL of the session's test database ``superbiz_test`` on a real PostgreSQL."""
    return pg_server.url(_TEST_DB)


@pytest.fixture
def pg_database(pg_server: PgServer) -> Iterator[str]:
    """URL of a fresh, empty database on the session's PostgreSQL, dropped after the test."""
    name = f"t_{uuid.uuid4().hex[:12]}"
    url = create_database(pg_server, name)
    try:
        yield url
    finally:
        drop_database(pg_server, name)
