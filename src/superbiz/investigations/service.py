"""InvestigationService: Alertmanager notifications in, verified investigations out, off the request path.

``receive`` does only the fast part under the caller's request: it records the notification (a new
investigation per alert group and set of firing alerts; a repeat of an unchanged group only counts) and puts
the work on a bounded queue. Worker threads run each investigation through the one chat loop (so every answer
is verified and persisted as a session of the key's owner, in a conversation named after the investigation),
and a resolved notification closes the group's investigation with a short verified follow-up in the same
conversation. Each verified summary is optionally posted on to ``alerts.forward_url``, verdict first.
A full queue is :class:`QueueFull` (the route answers 503 and Alertmanager retries).
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

import httpx
import structlog
from sqlalchemy import delete, update

from superbiz.errors import SuperbizError
from superbiz.investigations.alertmanager import (
    AlertmanagerPayload,
    fingerprint_digest,
    followup_question,
    investigation_question,
)
from superbiz.store import investigations as repo
from superbiz.store.tables import Investigation

if TYPE_CHECKING:
    from superbiz.chat.events import ChatResult
    from superbiz.container import Container

__all__ = ["InvestigationService", "QueueFull", "Received"]

log = structlog.get_logger("superbiz.investigations")
_VERDICT_WORD = {"PASS": "已核实", "LOW_CONFID": "部分核实", "REJECT": "证据冲突，未下结论"}
_REQUEUE_DELAY_S = 0.2


class QueueFull(SuperbizError):
    """The investigation queue is full; the notification was not accepted (retry later)."""


@dataclass(frozen=True)
class _Job:
    kind: Literal["investigate", "close"]
    investigation_id: str


@dataclass(frozen=True)
class Received:
    investigation_id: str
    action: Literal["created", "duplicate", "closing"]


class InvestigationService:
    def __init__(self, container: Container, *, post: Callable[..., Any] | None = None) -> None:
        self.c = container
        self.settings = container.settings.alerts
        self._post = post or httpx.post
        self._queue: queue.Queue[_Job | None] = queue.Queue(maxsize=self.settings.queue_size)
        self._threads: list[threading.Thread] = []
        self._start_lock = threading.Lock()
        #: one notification recorded at a time in this process (the write lock covers other processes)
        self._record_lock = threading.Lock()

    # ------------------------------------------------------------------ intake (request path)

    def receive(self, payload: AlertmanagerPayload, *, user_id: str) -> list[Received]:
        """Record one webhook notification and queue its work; :class:`QueueFull` when there is no room."""
        if payload.status == "resolved":
            return self._resolved(payload, user_id=user_id)
        firing = payload.firing()
        question, start = investigation_question(payload, now=self.c.data_clock())
        alerts = [a.model_dump(mode="json") for a in firing]
        with self._record_lock:
            with self.c.db.write_session() as s:
                outcome = repo.record_firing(
                    s, user_id=user_id, receiver=payload.receiver, group_key=payload.groupKey,
                    digest=fingerprint_digest(firing), fingerprints=sorted({a.fingerprint for a in firing}),
                    alerts=alerts, question=question, window_start=start, now=self.c.clock(),
                )
            if outcome.action == "created":
                try:
                    self._enqueue(_Job("investigate", outcome.investigation_id))
                except QueueFull:  # not accepted: forget it, so Alertmanager's retry creates it again
                    with self.c.db.write_session() as s:
                        s.execute(delete(Investigation).where(Investigation.id == outcome.investigation_id))
                    raise
        return [Received(investigation_id=outcome.investigation_id, action=outcome.action)]

    def _resolved(self, payload: AlertmanagerPayload, *, user_id: str) -> list[Received]:
        with self._record_lock:
            with self.c.db.write_session() as s:
                rows = repo.open_investigations(s, user_id=user_id, group_key=payload.groupKey)
                for row in rows:
                    repo.update_investigation(s, investigation_id=row.id, now=self.c.clock(),
                                              notifications=row.notifications + 1)
            for row in rows:
                self._enqueue(_Job("close", row.id))
        return [Received(investigation_id=row.id, action="closing") for row in rows]

    def _enqueue(self, job: _Job) -> None:
        self._ensure_workers()
        try:
            self._queue.put_nowait(job)
        except queue.Full as exc:
            raise QueueFull(f"investigation queue is full ({self.settings.queue_size} waiting)") from exc

    def resume(self) -> int:
        """Queue again what an earlier process accepted but never started (``queued`` rows); returns how many.

        Called when the server starts. Rows another live replica has queued may be queued twice: the worker's
        claim (``queued`` -> ``running``) lets only one run it.
        """
        with self.c.db.session() as s:
            rows = repo.list_investigations(s, status="queued", limit=self.settings.queue_size)
        for row in reversed(rows):  # oldest first
            self._enqueue(_Job("investigate", row.id))
        return len(rows)

    # ------------------------------------------------------------------ workers

    def _ensure_workers(self) -> None:
        with self._start_lock:
            if self._threads:
                return
            for i in range(self.settings.workers):
                thread = threading.Thread(target=self._work, name=f"investigations-{i}", daemon=True)
                thread.start()
                self._threads.append(thread)

    def _work(self) -> None:
        while True:
            job = self._queue.get()
            try:
                if job is None:
                    return
                self._run(job)
            except Exception:  # boundary: one investigation failing never stops the worker
                log.exception("investigation.job_failed", job=job)
            finally:
                self._queue.task_done()

    def _run(self, job: _Job) -> None:
        if job.kind == "investigate":
            self._investigate(job.investigation_id)
        else:
            self._close(job.investigation_id)

    def _claim(self, investigation_id: str, *, from_: tuple[str, ...], to: str) -> bool:
        """Move the row from one of ``from_`` to ``to``; False when another worker (or state) got there first."""
        with self.c.db.write_session() as s:
            done = s.execute(update(Investigation)
                             .where(Investigation.id == investigation_id, Investigation.status.in_(from_))
                             .values(status=to, updated_at=self.c.clock()))
        return bool(getattr(done, "rowcount", 0))

    def _get(self, investigation_id: str) -> repo.InvestigationView:
        with self.c.db.session() as s:
            row = repo.get_investigation(s, investigation_id=investigation_id)
        if row is None:
            raise LookupError(f"investigation {investigation_id!r} vanished")
        return row

    def _ask(self, question: str, row: repo.InvestigationView) -> ChatResult:
        from superbiz.chat.service import ChatService

        return ChatService(self.c).ask(question, user_id=row.user_id, conversation_id=f"inv-{row.id}")

    def _investigate(self, investigation_id: str) -> None:
        if not self._claim(investigation_id, from_=("queued",), to="running"):
            return
        row = self._get(investigation_id)
        try:
            result = self._ask(row.question, row)
        except Exception as exc:  # boundary: a failed chat is a failed investigation, recorded
            self._set(investigation_id, status="failed", error=f"{type(exc).__name__}: {exc}")
            return
        self._set(investigation_id, status="open", session_id=result.session_id, verdict=result.verdict,
                  groundedness_score=result.groundedness_score, summary=result.answer, error=result.error)
        self._forward(self._get(investigation_id), result, followup=False)

    def _close(self, investigation_id: str) -> None:
        row = self._get(investigation_id)
        if row.status in ("queued", "running"):  # resolved before the investigation ran: close it after
            time.sleep(_REQUEUE_DELAY_S)
            self._queue.put(_Job("close", investigation_id))
            return
        if not self._claim(investigation_id, from_=("open", "failed"), to="closing"):
            return
        names = list(dict.fromkeys(str(a.get("labels", {}).get("alertname", "")) for a in row.alerts if a))
        subjects = list(dict.fromkeys(s for a in row.alerts if (s := _subject(a))))
        try:
            result = self._ask(followup_question([n for n in names if n], subjects), row)
        except Exception as exc:  # boundary: the group is resolved either way; say the check failed
            self._set(investigation_id, status="closed", closed_at=self.c.clock(),
                      error=f"follow-up failed: {type(exc).__name__}: {exc}")
            return
        self._set(investigation_id, status="closed", closed_at=self.c.clock(), followup_session_id=result.session_id,
                  followup_verdict=result.verdict, followup_summary=result.answer)
        self._forward(self._get(investigation_id), result, followup=True)

    def _set(self, investigation_id: str, **values: Any) -> None:
        with self.c.db.write_session() as s:
            repo.update_investigation(s, investigation_id=investigation_id, now=self.c.clock(), **values)

    # ------------------------------------------------------------------ forwarding

    def _forward(self, row: repo.InvestigationView, result: ChatResult, *, followup: bool) -> None:
        url = self.settings.forward_url
        if not url:
            return
        try:
            response = self._post(url, json=forward_message(row, result, followup=followup),
                                  timeout=self.settings.forward_timeout_s)
            status = f"sent: HTTP {response.status_code}"
        except httpx.HTTPError as exc:
            status = f"failed: {type(exc).__name__}: {exc}"[:300]
        self._set(row.id, forward_status=status)

    # ------------------------------------------------------------------ shutdown

    def close(self, *, timeout_s: float = 10.0) -> None:
        """Stop the workers after the job each is running (queued jobs stay queued in the database)."""
        with self._start_lock:
            threads, self._threads = self._threads, []
        for _ in threads:
            try:
                self._queue.put(None, timeout=1)
            except queue.Full:
                break
        for thread in threads:
            thread.join(timeout=timeout_s)


def _subject(alert: dict[str, Any]) -> str | None:
    labels = alert.get("labels") or {}
    return next((labels[k] for k in ("service", "app", "job", "deployment", "pod", "instance") if labels.get(k)),
                None)


def forward_message(row: repo.InvestigationView, result: ChatResult, *, followup: bool) -> dict[str, Any]:
    """What is posted on: a chat tool's ``text`` (verdict first) plus the structured facts."""
    names = "、".join(dict.fromkeys(str(a.get("labels", {}).get("alertname", "?")) for a in row.alerts)) or "告警"
    title = f"{'已恢复复查' if followup else '告警排查'}｜{names}"
    verdict = f"[{result.verdict} {result.groundedness_score:.2f}] {_VERDICT_WORD.get(result.verdict, '')}"
    text = f"{verdict} {title}\n{result.answer.strip()[:3000]}\n（superbiz 会话 {result.session_id}）"
    return {
        "text": text,
        "superbiz": {
            "investigation_id": row.id, "group_key": row.group_key, "status": row.status, "followup": followup,
            "verdict": result.verdict, "groundedness_score": result.groundedness_score,
            "output_type": result.output_type, "session_id": result.session_id, "fingerprints": row.fingerprints,
        },
    }
