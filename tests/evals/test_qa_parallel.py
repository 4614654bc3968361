"""The QA suite's worlds run in worker processes (``superbiz eval --jobs N``): the same results, in the same order,
as one process. Checked on the first cases of two dev worlds, so each worker builds and asks a real world."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest

from superbiz.evals.qa_runner import QaRun, default_jobs, discover_qa_files, load_qa_file, run_loaded
from tests.support.proc_table import alive, children

EVALS = Path(__file__).resolve().parents[2] / "evals" / "qa"


def _summary(run: QaRun) -> list[tuple[str, str, bool, str]]:
    return [(r.world, r.case.id, r.ok, r.answer) for r in run.results]


def test_worlds_run_in_processes_give_the_serial_results_in_order() -> None:
    """Scenario "the QA suite over many worlds": two worlds in two spawned processes answer exactly as in one."""
    files = [load_qa_file(f) for f in discover_qa_files(EVALS)]
    picked = [f for f in files if f.suite.world in ("harbor", "ledgerly")]
    assert len(picked) == 2
    small = [replace(f, suite=f.suite.model_copy(update={"cases": f.suite.cases[:3]})) for f in picked]
    heard: list[str] = []
    serial = run_loaded(small, jobs=1)
    parallel = run_loaded(small, jobs=2, on_result=lambda r: heard.append(r.case.id))
    assert _summary(parallel) == _summary(serial)
    assert [w for w, *_ in _summary(parallel)] == [picked[0].suite.world] * 3 + [picked[1].suite.world] * 3
    assert heard == [r.case.id for r in serial.results]
    assert set(parallel.build_seconds) == {"harbor", "ledgerly"}
    assert all(r.answer for r in parallel.results)


def test_the_default_number_of_processes_is_between_one_and_four() -> None:
    assert 1 <= default_jobs() <= 4


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the process table from /proc")
def test_workers_end_when_the_run_is_killed(tmp_path: Path) -> None:
    """Scenario "the QA suite over many worlds": a run killed outright (SIGKILL, as a timeout does) leaves no worker
    asking on — each worker ends once its parent is gone."""
    env = {**os.environ, "SUPERBIZ_HOME": str(tmp_path / "home")}
    run = subprocess.Popen([sys.executable, "-m", "superbiz", "eval", str(EVALS), "--jobs", "2", "--json"],
                           env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 120
        workers: list[int] = []
        while time.monotonic() < deadline and len(workers) < 2:
            time.sleep(0.5)
            #: the pool's workers (the spawn start method also runs a resource tracker: not a worker)
            workers = [c for c in children(run.pid)
                       if b"spawn_main" in Path(f"/proc/{c}/cmdline").read_bytes()]
        assert len(workers) == 2, "the run never started its two workers"
        os.kill(run.pid, signal.SIGKILL)
        run.wait(timeout=10)
        gone_by = time.monotonic() + 15
        while time.monotonic() < gone_by and any(alive(w) for w in workers):
            time.sleep(0.2)
        assert not any(alive(w) for w in workers), "a worker outlived the killed run"
    finally:
        if run.poll() is None:
            run.kill()
