"""Starting many processes at once, ``superbiz migrate``, and configuration that refuses replica mistakes."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError

from superbiz.api.errors import install_error_handler
from superbiz.settings import load_settings, serving_check
from superbiz.store import Database, current_revision, head_revision
from superbiz.store.migrate import shipped_head

_UPGRADE = """
import sys
from superbiz.store import Database
Database.create(sys.argv[1]).dispose()
"""


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SUPERBIZ_")}
    env["SUPERBIZ_HOME"] = str(home)
    return env


def _cli(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", "from superbiz.cli import main; main()", *args], env=_env(home),
                          capture_output=True, text=True, timeout=180, check=False)


@pytest.mark.parametrize("backend", ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def test_six_processes_migrating_one_empty_database_at_once_all_succeed(
    backend: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    url = f"sqlite:///{tmp_path / 'app.db'}" if backend == "sqlite" else str(request.getfixturevalue("pg_database"))
    procs = [subprocess.Popen([sys.executable, "-c", _UPGRADE, url], stderr=subprocess.PIPE, text=True)
             for _ in range(6)]
    outputs = [p.communicate(timeout=180)[1] for p in procs]
    assert [p.returncode for p in procs] == [0] * 6, outputs
    db = Database(url=url)
    try:
        assert current_revision(db) == head_revision()
    finally:
        db.dispose()


def test_superbiz_migrate_migrates_once_then_finds_the_database_at_head(tmp_path: Path) -> None:
    first = _cli("migrate", home=tmp_path)
    assert first.returncode == 0, first.stderr
    assert f"migrated from an empty database to {shipped_head()}" in first.stdout
    second = _cli("migrate", home=tmp_path)
    assert second.returncode == 0 and f"already at {shipped_head()}" in second.stdout


def test_a_shared_database_without_configured_keys_refuses_to_serve(tmp_path: Path) -> None:
    config = {"database_url": "postgresql+psycopg://superbiz@db.invalid:5432/superbiz"}
    (tmp_path / "config.yaml").write_text(yaml.safe_dump(config), encoding="utf-8")
    run = _cli("serve", "--port", "1", home=tmp_path)
    assert run.returncode == 2
    assert "no API keys are configured" in run.stderr
    assert not (tmp_path / "api_keys.json").exists()  # no local key invented


def test_serving_check_warns_about_a_replica_id_on_sqlite_and_accepts_a_proper_replica(tmp_path: Path) -> None:
    sqlite_replica = serving_check(load_settings(home=tmp_path, replica_id="r1"))
    assert sqlite_replica.errors == [] and "private database" in sqlite_replica.warnings[0]
    proper = serving_check(load_settings(home=tmp_path, replica_id="r1", database_url="postgresql+psycopg://h/db",
                                         api={"api_key_hashes": {"alice": "0" * 64}}))
    assert proper.errors == [] and proper.warnings == []
    assert serving_check(load_settings(home=tmp_path)).warnings == []  # one local process: nothing to say


def test_serve_with_a_replica_id_on_sqlite_warns_that_each_replica_gets_a_private_database(tmp_path: Path) -> None:
    proc = subprocess.Popen(
        [sys.executable, "-c", "from superbiz.cli import main; main()", "serve", "--port", str(_free_port()),
         "--replica-id", "r7"], env=_env(tmp_path), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )
    try:
        assert proc.stderr is not None
        seen = [proc.stderr.readline() for _ in range(3)]
    finally:
        proc.terminate()
        proc.communicate(timeout=30)
    assert any("replica 'r7' uses SQLite" in line and "private" in line for line in seen), seen


def test_a_bad_offline_chat_concurrency_is_refused_at_start_up(tmp_path: Path) -> None:
    (tmp_path / "config.yaml").write_text("api: {offline_chats_per_process: 0}\n", encoding="utf-8")
    bad = _cli("serve", "--port", "1", home=tmp_path)
    assert bad.returncode == 2 and "offline_chats_per_process" in bad.stderr


def test_an_integrity_error_is_a_409_with_a_clear_message_and_no_sql(tmp_path: Path) -> None:
    db = Database.create(f"sqlite:///{tmp_path / 'app.db'}")
    insert = ("INSERT INTO conversation (id, user_id, title, created_at) "
              "VALUES ('c1', 'u', 'secret-title', '2026-01-01')")
    app = FastAPI()
    install_error_handler(app)

    @app.post("/race")
    def race() -> None:
        with db.transaction() as session:
            session.execute(text(insert))
            session.execute(text(insert))

    try:
        with TestClient(app) as client:
            response = client.post("/race")
    finally:
        db.dispose()
    assert response.status_code == 409
    body = response.json()["error"]
    assert body["code"] == "conflict" and "retry" in body["message"]
    assert "INSERT" not in response.text and "secret-title" not in response.text and "UNIQUE" not in response.text
    assert IntegrityError.__name__ not in response.text
