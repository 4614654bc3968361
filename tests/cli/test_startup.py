"""The collector during a command's start-up (``superbiz.cli.startup``): paused and then frozen only in a process
that runs one command; in-process callers (a test's ``CliRunner``, the API) keep the collector as it was. Each case
runs in a fresh interpreter, so this test process's collector is never touched."""

from __future__ import annotations

import subprocess
import sys

_ONE_SHOT = """
import gc
from superbiz.cli import startup
startup.one_shot()
startup.begin()
assert not gc.isenabled()
startup.done()
assert gc.isenabled() and gc.get_freeze_count() > 0
try:
    with startup.phase():
        assert not gc.isenabled()
        raise KeyError
except KeyError:
    pass
assert gc.isenabled()
"""

_IN_PROCESS = """
import gc
from superbiz.cli import startup
with startup.phase():
    assert gc.isenabled()
startup.begin()
assert gc.isenabled() and gc.get_freeze_count() == 0
"""


def _run(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)


def test_a_one_shot_process_pauses_the_collector_and_resumes_it_with_start_up_frozen() -> None:
    run = _run(_ONE_SHOT)
    assert run.returncode == 0, run.stderr


def test_an_in_process_caller_keeps_its_collector() -> None:
    run = _run(_IN_PROCESS)
    assert run.returncode == 0, run.stderr


def test_python_m_superbiz_runs_its_command_with_the_collector_on() -> None:
    """``python -m superbiz`` pauses the collector while the commands load; ``main`` resumes it before the command."""
    code = ("import gc, runpy, sys; sys.argv = ['superbiz', '--version']\n"
            "import superbiz.cli as cli\n"
            "real = cli.app\n"
            "def app(): print(gc.isenabled(), gc.get_freeze_count() > 0); real()\n"
            "cli.app = app\n"
            "runpy.run_module('superbiz', run_name='__main__')\n")
    run = _run(code)
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines()[0] == "True True"
