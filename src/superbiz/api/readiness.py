"""Readiness: whether this process can serve chats now, check by check, cached for a few seconds.

Each check returns ``ok`` / ``fail`` / ``skipped`` with a short detail and how long it took. ``/readyz`` answers
503 when any check fails. Checks (in order): the database accepts a write (rolled back), free disk where the
process writes, the knowledge index answers a search, the evidence sources answer (incident data, Prometheus
when configured) and, when configured, each model endpoint answers ``GET /models``. More checks (e.g. the
queue depth of a worker pool) go into :data:`CHECKS`.
"""

from __future__ import annotations

import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Literal

import httpx
from pydantic import BaseModel
from sqlalchemy.engine import make_url

from superbiz.services.database import write_failure

if TYPE_CHECKING:
    from superbiz.container import Container

__all__ = ["CHECKS", "Check", "CheckResult", "Readiness", "ReadinessCache"]

CheckStatus = Literal["ok", "fail", "skipped"]
#: the model endpoint check waits at most this long
MODEL_PROBE_TIMEOUT_S = 2.0


class CheckResult(BaseModel):
    status: CheckStatus
    detail: str = ""
    duration_ms: float = 0.0


class Readiness(BaseModel):
    status: Literal["ready", "not_ready"]
    checks: dict[str, CheckResult]
    #: seconds since these results were computed (they are cached briefly)
    age_s: float = 0.0


Check = Callable[["Container"], tuple[CheckStatus, str]]


def _database(c: Container) -> tuple[CheckStatus, str]:
    failure = write_failure(db=c.db, now=c.clock())
    if failure is not None:
        return "fail", failure
    return "ok", f"{c.db.dialect} accepts writes"


def _write_paths(c: Container) -> list[Path]:
    paths = [c.settings.home]
    url = make_url(c.settings.db_url)
    if url.get_backend_name() == "sqlite" and url.database and url.database != ":memory:":
        paths.append(Path(url.database).expanduser().parent)
    return paths


def _disk(c: Container) -> tuple[CheckStatus, str]:
    need = c.settings.api.ready_min_free_bytes
    details = []
    for path in dict.fromkeys(_write_paths(c)):
        try:
            free = shutil.disk_usage(path).free
        except OSError as exc:
            return "fail", f"{path}: {exc.strerror or exc}"
        if free < need:
            return "fail", f"{path}: {free} bytes free, below {need}"
        details.append(f"{path}: {free // (1024 * 1024)} MiB free")
    return "ok", "; ".join(details)


def _knowledge(c: Container) -> tuple[CheckStatus, str]:
    try:
        documents = c.kb.documents()
        if documents:
            c.kb.search("readiness", top_k=1)
    except Exception as exc:  # boundary: any failure of the index is a failed check, with its message
        return "fail", f"{type(exc).__name__}: {str(exc)[:200]}"
    return "ok", f"{len(documents)} documents indexed"


def _sources(c: Container) -> tuple[CheckStatus, str]:
    try:
        c.world.meta()
    except Exception as exc:  # boundary: the incident data source failed
        return "fail", f"incident data: {type(exc).__name__}: {str(exc)[:200]}"
    if c.prometheus is not None and not c.prometheus.ready():
        return "fail", "prometheus is not ready"
    return "ok", "incident data" + (" and prometheus" if c.prometheus is not None else "") + " answer"


def _models(c: Container) -> tuple[CheckStatus, str]:
    urls = sorted({s.base_url for agent in ("planner", "executor", "verifier", "composer")
                   if (s := getattr(c.settings.models, agent)).provider == "openai" and s.base_url})
    if not urls:
        return "skipped", "offline engine (no model endpoint configured)"
    for url in urls:
        try:
            response = httpx.get(url.rstrip("/") + "/models", timeout=MODEL_PROBE_TIMEOUT_S)
        except httpx.HTTPError as exc:
            return "fail", f"{url}: {type(exc).__name__}"
        if response.status_code >= 500:
            return "fail", f"{url}: HTTP {response.status_code}"
    return "ok", f"{len(urls)} endpoint(s) answer"


#: name → check; a new readiness condition (e.g. a worker pool's queue depth) is one more entry here
CHECKS: dict[str, Check] = {
    "database": _database,
    "disk": _disk,
    "knowledge": _knowledge,
    "sources": _sources,
    "models": _models,
}


class ReadinessCache:
    """Runs the checks at most once per ``ttl_s``; concurrent callers share one run."""

    def __init__(self, *, ttl_s: float, checks: dict[str, Check] | None = None) -> None:
        self.ttl_s = ttl_s
        self.checks = checks if checks is not None else CHECKS
        self._last: tuple[float, dict[str, CheckResult]] | None = None

    def fresh(self) -> Readiness | None:
        if self._last is None or time.monotonic() - self._last[0] > self.ttl_s:
            return None
        return self._readiness(*self._last)

    def run(self, container: Container) -> Readiness:
        results: dict[str, CheckResult] = {}
        for name, check in self.checks.items():
            t = time.perf_counter()
            try:
                status, detail = check(container)
            except Exception as exc:  # boundary: a broken check is a failed check
                status, detail = "fail", f"{type(exc).__name__}: {str(exc)[:200]}"
            results[name] = CheckResult(status=status, detail=detail, duration_ms=(time.perf_counter() - t) * 1000)
        self._last = (time.monotonic(), results)
        return self._readiness(*self._last)

    @staticmethod
    def _readiness(at: float, results: dict[str, CheckResult]) -> Readiness:
        ok = all(r.status != "fail" for r in results.values())
        return Readiness(status="ready" if ok else "not_ready", checks=results,
                         age_s=round(time.monotonic() - at, 3))
