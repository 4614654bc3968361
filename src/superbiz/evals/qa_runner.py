"""Run the QA suite: build each world once into a temp dir, ask every case through the real offline ChatService,
score the answers against keys taken from the data, and compare each world's score with its floor. Worlds are
independent: with ``jobs`` > 1 they run in that many worker processes, and the results keep the serial order.

``superbiz eval evals/qa`` (or any folder holding ``qa-cases.yaml`` files) runs it; the floors are
``baseline.json`` beside the world folders (``{"worlds": {"demo": 0.1, ...}}``): the run fails only when a
world's score drops below its floor (a ratchet: raise the floors as the engine improves).
"""

from __future__ import annotations

import json
import multiprocessing
import os
import re
import shutil
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from superbiz.evals.loader import CaseFileError
from superbiz.evals.qa_keys import AnswerKeyError, case_keys
from superbiz.evals.qa_schema import QA_FILE_NAME, QaCase, QaFile
from superbiz.evals.qa_score import AnswerView, CaseScore, score_case
from superbiz.lazy_re import regex

__all__ = ["BASELINE_FILE", "LoadedQaFile", "QaCaseResult", "QaRun", "default_jobs", "discover_qa_files",
           "load_qa_file", "run_loaded", "run_qa"]

BASELINE_FILE = "baseline.json"


@dataclass(frozen=True)
class LoadedQaFile:
    file: Path
    suite: QaFile

    @property
    def baseline_path(self) -> Path:
        return self.file.parent.parent / BASELINE_FILE


@dataclass(frozen=True)
class QaCaseResult:
    world: str
    holdout: bool
    case: QaCase
    score: CaseScore | None
    answer: str = ""
    error: str | None = None
    duration_ms: float = 0.0

    @property
    def ok(self) -> bool:
        return self.error is None and self.score is not None and self.score.ok


@dataclass
class QaRun:
    results: list[QaCaseResult] = field(default_factory=list)
    floors: dict[str, float] = field(default_factory=dict)
    build_seconds: dict[str, float] = field(default_factory=dict)

    def worlds(self) -> list[str]:
        return list(dict.fromkeys(r.world for r in self.results))

    def world_score(self, world: str) -> float:
        rows = [r for r in self.results if r.world == world]
        return sum(r.ok for r in rows) / len(rows) if rows else 0.0

    def below_floor(self) -> dict[str, tuple[float, float]]:
        """world → (score, floor) for each world under its floor."""
        out = {}
        for world in self.worlds():
            score, floor = self.world_score(world), self.floors.get(world, 0.0)
            if score < floor - 1e-9:
                out[world] = (score, floor)
        return out

    @property
    def key_errors(self) -> list[str]:
        return [f"{r.case.id}: {r.error}" for r in self.results if r.error and r.error.startswith("answer key")]

    @property
    def ok(self) -> bool:
        return not self.below_floor() and not self.key_errors


def discover_qa_files(path: Path) -> list[Path]:
    path = Path(path)
    if path.is_file():
        return [path] if path.name == QA_FILE_NAME else []
    return sorted(p for p in path.rglob(QA_FILE_NAME) if p.is_file()) if path.is_dir() else []


def load_qa_file(file: Path) -> LoadedQaFile:
    try:
        data = yaml.safe_load(file.read_text(encoding="utf-8"))
        suite = QaFile.model_validate(data)
    except (OSError, yaml.YAMLError) as exc:
        raise CaseFileError(file, f"cannot be read: {exc}") from exc
    except ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        loc = ".".join(str(p) for p in first["loc"])
        raise CaseFileError(file, first["msg"], field=loc) from exc
    ids = [c.id for c in suite.cases]
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    if dupes:
        raise CaseFileError(file, f"duplicate case ids {dupes}", field="cases")
    return LoadedQaFile(file=file, suite=suite)


def _filtered(loaded: LoadedQaFile, filter_text: str | None) -> LoadedQaFile:
    """The whole file when ``filter_text`` names its path or world, else only the cases whose id contains it."""
    if not filter_text or filter_text in str(loaded.file) or filter_text == loaded.suite.world:
        return loaded
    cases = [c for c in loaded.suite.cases if filter_text in c.id]
    return LoadedQaFile(file=loaded.file, suite=loaded.suite.model_copy(update={"cases": cases}))


def _floors(files: list[LoadedQaFile]) -> dict[str, float]:
    floors: dict[str, float] = {}
    for path in dict.fromkeys(f.baseline_path for f in files):
        if path.is_file():
            data = json.loads(path.read_text(encoding="utf-8"))
            stray = sorted(set(data) - {"worlds"})
            if stray:  # a floor written beside "worlds" would never be checked (stop 51's pinlane)
                raise ValueError(f"{path}: only a \"worlds\" map of floors belongs here, found {stray}")
            floors.update({str(k): float(v) for k, v in data.get("worlds", {}).items()})
    return floors


@contextmanager
def _world_service(world: str, spec: Any = None) -> Iterator[tuple[Any, Any]]:
    """(ChatService, Container) over a fresh copy of ``world`` (or of ``spec``, a ``WorldSpec`` the QA file's
    world name stands for: a world variant) with its runbooks in a fresh knowledge base."""
    from superbiz.chat.service import ChatService
    from superbiz.container import build_container
    from superbiz.settings import SourcesSettings, isolated_settings
    from superbiz.sources.worldgen import build_world, generate_world, write_runbooks
    from superbiz.sources.worldgen.runbooks import write_spec_runbooks

    tmp = Path(tempfile.mkdtemp(prefix=f"superbiz-qa-{re.sub(r'[^A-Za-z0-9-]', '-', world)}-"))
    try:
        url = f"sqlite:///{tmp / 'world.db'}"
        if spec is None:
            build_world(world, url).dispose()
            kb_dir = write_runbooks(world, tmp / "runbooks")
        else:
            generate_world(spec, url)
            kb_dir = write_spec_runbooks(spec, tmp / "runbooks")
        settings = isolated_settings(home=tmp / "home", sources=SourcesSettings(world_url=url, knowledge_dirs=[kb_dir]))
        container = build_container(settings)
        try:
            yield ChatService(container), container
        finally:
            container.close()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def _claims(claims: list[Any]) -> list[dict[str, Any]]:
    return [{"claim_text": c.claim_text, "verification": c.verification, "evidence": c.evidence} for c in claims]


_WINDOW = regex(r'"(?:start|end)":\s*"([^"]{10,40})"')


def _arguments(container: Any, session_id: str) -> list[dict[str, Any]]:
    """Each tool call's arguments, plus the window bounds its output reports (``start``/``end``)."""
    from superbiz.errors import NotFoundError
    from superbiz.services.sessions import session_detail

    try:
        detail = session_detail(db=container.db, session_id=session_id, user_id=None)
    except NotFoundError:
        return []
    out = []
    for inv in detail.invocations:
        bounds = _WINDOW.findall(inv.output or "")
        out.append({**inv.arguments, **{f"window_{i}": b for i, b in enumerate(bounds[:4])}})
    return out


def _ask(service: Any, container: Any, case: QaCase) -> tuple[AnswerView, str]:
    conversation_id = f"qa-{case.id}-{time.time_ns()}"
    for earlier in case.conversation:
        service.ask(earlier, user_id="qa", conversation_id=conversation_id)
    result = service.ask(case.question, user_id="qa", conversation_id=conversation_id)
    view = AnswerView(
        answer=result.answer, questions=[*case.conversation, case.question], confirmed=_claims(result.confirmed),
        to_confirm=_claims(result.to_confirm), gaps=list(result.gaps),
        arguments=_arguments(container, result.session_id), verdict=result.verdict,
    )
    return view, result.answer


def _run_world(world: str, files: list[LoadedQaFile], run: QaRun,
               on_result: Callable[[QaCaseResult], None] | None, spec: Any = None) -> None:
    from superbiz.sources.worldgen import world_timezone

    began = time.perf_counter()
    with _world_service(world, spec) as (service, container):
        run.build_seconds[world] = round(time.perf_counter() - began, 2)
        zone = world_timezone(container.world)
        anchor = container.world.catalog().anchor_time
        for loaded in files:
            for case in loaded.suite.cases:
                result = _run_case(service, container, case, world=world, holdout=loaded.suite.holdout,
                                   zone=zone, anchor=anchor)
                run.results.append(result)
                if on_result is not None:
                    on_result(result)


def _run_case(service: Any, container: Any, case: QaCase, *, world: str, holdout: bool, zone: Any,
              anchor: Any) -> QaCaseResult:
    started = time.perf_counter()
    try:
        keys = case_keys(container.world.engine, case, anchor=anchor, zone=zone)
    except AnswerKeyError as exc:
        return QaCaseResult(world=world, holdout=holdout, case=case, score=None, error=f"answer key: {exc}")
    try:
        view, answer = _ask(service, container, case)
    except Exception as exc:  # a boundary: a crash in the engine is this case's failure, not the harness's
        return QaCaseResult(world=world, holdout=holdout, case=case, score=None,
                            error=f"{type(exc).__name__}: {exc}")
    score = score_case(case, view, keys, zone=zone, day=anchor)
    return QaCaseResult(world=world, holdout=holdout, case=case, score=score, answer=answer,
                        duration_ms=(time.perf_counter() - started) * 1000)


def default_jobs() -> int:
    """Worker processes for a whole-suite run: the CPUs this process may use, at most 4 (a world's build and its
    questions need ~200 MB each)."""
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return max(1, min(4, usable))


def run_qa(path: Path, *, filter_text: str | None = None,
           on_result: Callable[[QaCaseResult], None] | None = None, jobs: int = 1) -> QaRun:
    """Load every ``qa-cases.yaml`` at or under ``path`` and run it, world by world."""
    every = [load_qa_file(f) for f in discover_qa_files(path)]
    files = [f for f in (_filtered(x, filter_text) for x in every) if f.suite.cases]
    partial = any(len(f.suite.cases) != len(x.suite.cases) for f in files for x in every if f.file == x.file)
    # a subset of a world's cases is not that world's score: floors apply to whole worlds only
    return run_loaded(files, floors={} if partial else _floors(files), on_result=on_result, jobs=jobs)


def _exit_with_parent(parent: int, every: float = 0.5) -> None:
    """In a worker: end this process once the run that spawned it is gone. A run killed outright (SIGKILL, a
    test's timeout) cannot stop its pool, and its workers would go on building and asking until their world ends;
    a worker whose parent died is re-parented, so its parent id changes."""
    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(every)
        os._exit(1)

    threading.Thread(target=watch, name="exit-with-parent", daemon=True).start()


def _world_run(world: str, files: list[LoadedQaFile], spec: Any) -> QaRun:
    """One world's results in a run of their own (what a worker process sends back)."""
    run = QaRun()
    _run_world(world, files, run, None, spec)
    return run


def run_loaded(files: list[LoadedQaFile], *, floors: dict[str, float] | None = None,
               on_result: Callable[[QaCaseResult], None] | None = None,
               specs: dict[str, Any] | None = None, jobs: int = 1) -> QaRun:
    """Run already loaded (possibly rewritten) QA files, world by world, each world built once. ``specs`` maps a
    QA file's world name to the ``WorldSpec`` to generate for it (world variants); other names are built by name.
    ``jobs`` > 1 runs the worlds in that many spawned processes (``on_result`` then hears a world's cases when
    the whole world is done); the results are in the same order as a serial run."""
    run = QaRun(floors=dict(floors or {}))
    by_world: dict[str, list[LoadedQaFile]] = {}
    for loaded in files:
        by_world.setdefault(loaded.suite.world, []).append(loaded)
    if jobs <= 1 or len(by_world) <= 1:
        for world, world_files in by_world.items():
            _run_world(world, world_files, run, on_result, (specs or {}).get(world))
        return run
    # spawn, not fork: a forked child would share the parent's open database connections and threads
    with ProcessPoolExecutor(max_workers=min(jobs, len(by_world)),
                             mp_context=multiprocessing.get_context("spawn"),
                             initializer=_exit_with_parent, initargs=(os.getpid(),)) as pool:
        futures = [pool.submit(_world_run, world, world_files, (specs or {}).get(world))
                   for world, world_files in by_world.items()]
        for future in futures:
            part = future.result()
            run.build_seconds.update(part.build_seconds)
            for result in part.results:
                run.results.append(result)
                if on_result is not None:
                    on_result(result)
    return run
