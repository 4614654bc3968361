"""The QA suite's worlds run in worker processes (``superbiz eval --jobs N``): the same results, in the same order,
as one process. Checked on the first cases of two dev worlds, so each worker builds and asks a real world."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from superbiz.evals.qa_runner import QaRun, default_jobs, discover_qa_files, load_qa_file, run_loaded

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
