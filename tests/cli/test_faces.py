"""The ``superbiz`` command as people and scripts use it: --version, help without ``<bool>``, exit codes by
verdict, whole session ids and unique prefixes, data printed literally (never eaten as Rich markup), the answer
printed once, no wrapping into a pipe, invocation numbers per session."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from typer.testing import CliRunner

from superbiz import __version__
from superbiz.cli import app
from superbiz.settings import load_settings
from superbiz.store import repository
from superbiz.store.db import Database

CASES = Path(__file__).resolve().parents[2] / "examples" / "cases"
DEMO = "payment-service 最近半小时为什么大量超时？"
runner = CliRunner()


def _superbiz(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    """The real command in a child process with stdout a pipe (not a terminal)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("SUPERBIZ_")}
    env.update(SUPERBIZ_HOME=str(home), COLUMNS="80")
    return subprocess.run([sys.executable, "-c", "from superbiz.cli import main; main()", *args],
                          env=env, capture_output=True, text=True, timeout=300, check=False)


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("cli-home")


@pytest.fixture(scope="module")
def demo_runs(home: Path) -> list[subprocess.CompletedProcess[str]]:
    """Two runs of the demo question in one home (the second one's database ids start after the first's)."""
    return [_superbiz("ask", DEMO, home=home) for _ in range(2)]


@pytest.fixture
def db(home: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Database]:
    monkeypatch.setenv("SUPERBIZ_HOME", str(home))
    database = Database.from_settings(load_settings())
    yield database
    database.dispose()


def _session_id(run: subprocess.CompletedProcess[str]) -> str:
    found = re.search(r"session ([0-9a-f]{32})", run.stdout)
    assert found, run.stdout
    return found.group(1)


def test_cli_version() -> None:
    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0 and result.stdout.strip() == f"superbiz {__version__}"


@pytest.mark.parametrize("command", [["ask"], ["serve"], ["verify"], ["sessions", "show"], ["sessions", "list"],
                                     ["kb", "ingest"], ["eval"], ["demo"], ["mcp"], ["investigations", "show"]])
def test_cli_help_shows_flags_without_a_bool_label(command: list[str]) -> None:
    result = runner.invoke(app, [*command, "--help"])
    assert result.exit_code == 0, result.output
    assert "<bool>" not in result.stdout and "--help" in result.stdout


def test_cli_short_c_means_conversation_only() -> None:
    ask_help = runner.invoke(app, ["ask", "--help"]).stdout
    serve_help = runner.invoke(app, ["serve", "--help"]).stdout
    assert "-c, --conversation" in ask_help
    assert "--config" in serve_help and "-c," not in serve_help
    assert runner.invoke(app, ["serve", "-c", "x.yaml"]).exit_code == 2


@pytest.mark.parametrize(
    ("case", "code"),
    [("payment_pool_exhausted.json", 0), ("order_oom_restarts.json", 3),
     ("logistics_unknown_invocation_cited.json", 4), ("gateway_5xx_rate_misquoted.json", 4)],
)
def test_cli_verify_exit_code_by_verdict(case: str, code: int) -> None:
    for extra in ([], ["--json"]):
        result = runner.invoke(app, ["verify", str(CASES / case), *extra])
        assert result.exit_code == code, result.output
    verdict = json.loads(runner.invoke(app, ["verify", str(CASES / case), "--json"]).stdout)["verdict"]
    assert {"PASS": 0, "LOW_CONFID": 3, "REJECT": 4}[verdict] == code


def test_cli_fail_on_moves_the_bar_and_bad_input_is_2(tmp_path: Path) -> None:
    low, reject = CASES / "order_oom_restarts.json", CASES / "gateway_5xx_rate_misquoted.json"
    assert runner.invoke(app, ["verify", str(low), "--fail-on", "reject"]).exit_code == 0
    assert runner.invoke(app, ["verify", str(reject), "--fail-on", "reject"]).exit_code == 4
    assert runner.invoke(app, ["verify", str(reject), "--fail-on", "never"]).exit_code == 0
    assert runner.invoke(app, ["verify", str(low), "--fail-on", "sometimes"]).exit_code == 2
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    assert runner.invoke(app, ["verify", str(broken)]).exit_code == 2
    assert runner.invoke(app, ["ask", "   "]).exit_code == 2


def test_cli_ask_exit_code_follows_the_verdict(home: Path) -> None:
    codes = {}
    for question in (DEMO, "foo-service 为什么挂了？"):
        run = _superbiz("ask", question, "--json", home=home)
        codes[json.loads(run.stdout)["verdict"]] = run.returncode
    assert codes.get("PASS", 0) == 0 and codes.get("LOW_CONFID", 3) == 3 and codes.get("REJECT", 4) == 4
    assert set(codes) - {"PASS"}, "the unknown service should not PASS"
    low = _superbiz("ask", "foo-service 为什么挂了？", "--fail-on", "never", home=home)
    assert low.returncode == 0


def test_cli_piped_answer_is_printed_once_and_not_wrapped(demo_runs: list[subprocess.CompletedProcess[str]]) -> None:
    out = demo_runs[0].stdout
    assert demo_runs[0].returncode == 0, demo_runs[0].stderr
    lines = out.splitlines()
    long_items = [line for line in lines if line.startswith("- ") and len(line) > 80]
    assert long_items, out  # confirmed items longer than 80 columns stay on one line each (nothing wraps)
    assert all(lines.count(item) == 1 for item in long_items)  # and each is printed once (no panel + sections twice)
    assert "╭" not in out and "回答" not in out.splitlines()[0]
    assert "与该手册判断条件对应的当前日志或指标" not in out  # the metrics it asks for are confirmed claims


def test_cli_invocations_are_numbered_per_session(
    demo_runs: list[subprocess.CompletedProcess[str]], home: Path,
) -> None:
    second = demo_runs[1]
    numbers = re.findall(r"(?:✓|✗|无数据) #(\d+) ", second.stderr)
    assert numbers and numbers == [str(n) for n in range(1, len(numbers) + 1)], second.stderr
    shown = _superbiz("sessions", "show", _session_id(second), home=home).stdout
    rows = re.findall(r"│ #(\d+)\s+│ (\d+)\s+│", shown)
    assert [n for n, _ in rows] == numbers
    assert min(int(db_id) for _, db_id in rows) > len(numbers)  # the database ids go on across sessions
    as_json = json.loads(_superbiz("sessions", "show", _session_id(second), "--json", home=home).stdout)
    assert sorted(i["id"] for i in as_json["invocations"]) == sorted(int(d) for _, d in rows)
    for inv in as_json["invocations"]:  # whole, on one line: a pipe gets no wrapping, even inside the table
        assert json.dumps(inv["arguments"], ensure_ascii=False) in shown


def test_cli_sessions_list_prints_whole_ids_and_show_takes_a_prefix(
    demo_runs: list[subprocess.CompletedProcess[str]], home: Path,
) -> None:
    ids = [_session_id(run) for run in demo_runs]
    listing = _superbiz("sessions", "list", home=home).stdout
    assert all(sid in listing for sid in ids)
    for sid in ids:
        shown = _superbiz("sessions", "show", sid[:8], home=home)
        assert shown.returncode == 0 and f"session {sid}" in shown.stdout
    latest = _superbiz("sessions", "show", "latest", home=home)
    assert latest.returncode == 0 and "session " in latest.stdout
    missing = _superbiz("sessions", "show", "ffffffffffffffffffff", home=home)
    assert missing.returncode == 1 and "no session" in missing.stderr


def test_cli_ambiguous_prefix_lists_the_candidates(db: Database, home: Path) -> None:
    now = datetime.now(UTC)
    with repository.write_transaction(db) as s:
        for sid in ("abcd1111" + "0" * 24, "abcd2222" + "0" * 24):
            repository.create_session(s, session_id=sid, user_id="local", query="q", conversation_id=None, now=now)
    result = _superbiz("sessions", "show", "abcd", home=home)
    assert result.returncode == 2
    assert "ambiguous" in result.stderr and "abcd1111" + "0" * 24 in result.stderr and "abcd2222" in result.stderr
    assert _superbiz("sessions", "show", "abcd2", home=home).returncode == 0
    assert _superbiz("sessions", "show", "abc", home=home).returncode == 2  # too short to be a prefix


def test_cli_prints_data_literally_never_as_markup(
    db: Database, home: Path, demo_runs: list[subprocess.CompletedProcess[str]],
) -> None:
    sid = "eeee" + "1" * 28
    query = "为什么 [bold]payment[/bold] 报 [red]错[/] entities=[x]"
    with repository.write_transaction(db) as s:
        repository.create_session(s, session_id=sid, user_id="[admin]", query=query, conversation_id=None,
                                  now=datetime.now(UTC))
    shown = _superbiz("sessions", "show", sid, home=home)
    assert shown.returncode == 0, shown.stderr
    assert query in shown.stdout and "user=[admin]" in shown.stdout
    real = _superbiz("sessions", "show", _session_id(demo_runs[0]), home=home).stdout
    assert "entities=[payment-service]" in real and "calls=[query_logs, query_metrics" in real
    listing = _superbiz("sessions", "list", home=home).stdout
    assert "[bold]payment[/bold]" in listing
