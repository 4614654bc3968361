"""Every command of the README's "Using it" block runs as written, from the repository root, in a fresh
``$SUPERBIZ_HOME``, with ``superbiz`` on PATH (a shim running this checkout). ``superbiz serve`` is started,
must answer ``/healthz`` and stop on one SIGTERM; the port comes from ``SUPERBIZ_API__PORT`` (a free one) so the
line stays as written while other servers run on this machine."""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

ROOT = Path(__file__).resolve().parents[2]
#: exit codes a line may end with: ``ask`` exits by verdict (docs/cli.md), everything else 0
ASK_CODES = {0, 3, 4}


def using_it_commands() -> list[str]:
    """The command lines of the first bash block under "## Using it", comments removed."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Using it", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"```bash\n(.*?)```", section, re.S)
    assert block, "README 'Using it' has no bash block"
    lines = [re.sub(r"\s+#\s.*$", "", line).strip() for line in block.group(1).splitlines()]
    return [line for line in lines if line and not line.startswith("#")]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="module")
def shell_env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    bin_dir = tmp_path_factory.mktemp("bin")
    shim = bin_dir / "superbiz"
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" -c "from superbiz.cli import main; main()" "$@"\n')
    shim.chmod(0o755)
    env = {k: v for k, v in os.environ.items() if not k.startswith("SUPERBIZ_")}
    env.update(SUPERBIZ_HOME=str(tmp_path_factory.mktemp("readme-home")), PATH=f"{bin_dir}:{env.get('PATH', '')}",
               SUPERBIZ_API__PORT=str(_free_port()))
    return env


def test_readme_block_is_what_the_test_runs() -> None:
    commands = using_it_commands()
    assert len(commands) >= 9 and all(c.startswith("superbiz ") for c in commands)
    assert "superbiz kb ingest examples/runbooks && superbiz kb search \"连接池耗尽怎么处理\"" in commands
    assert len(list((ROOT / "examples" / "runbooks").glob("*.md"))) >= 2


def _serve(command: str, env: dict[str, str]) -> None:
    proc = subprocess.Popen(["bash", "-c", f"exec {command}"], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{env['SUPERBIZ_API__PORT']}/healthz"
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            assert proc.poll() is None, f"{command!r} exited early with {proc.returncode}"
            try:
                if httpx.get(url, timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                time.sleep(0.3)
        else:
            raise AssertionError(f"{command!r} did not become healthy")
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=30) in (0, -signal.SIGTERM)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


@pytest.mark.parametrize("command", using_it_commands())
def test_readme_using_it_command_runs_as_written(command: str, shell_env: dict[str, str]) -> None:
    if command.startswith("superbiz serve"):
        _serve(command, shell_env)
        return
    # the eval suite answers every QA case of every world (minutes); the other commands take seconds
    timeout = 1500 if command.startswith("superbiz eval") else 600
    result = subprocess.run(["bash", "-c", command], cwd=ROOT, env=shell_env, capture_output=True, text=True,
                            timeout=timeout, check=False)
    allowed = ASK_CODES if command.startswith("superbiz ask") else {0}
    assert result.returncode in allowed, f"{command!r} exited {result.returncode}:\n{result.stderr[-2000:]}"
    assert result.stdout.strip(), f"{command!r} printed nothing"
    if "kb search" in command:
        assert "连接池耗尽处置手册（通用）" in result.stdout  # the example runbook was ingested and is found
    if command.startswith("superbiz --version"):
        assert result.stdout.startswith("superbiz ")
