"""The chat's write paths: batched agent steps, completion without a read-back, and the SQLite writer gate."""

from __future__ import annotations

import fcntl
import os
import threading
from datetime import UTC, datetime
from pathlib import Path

import pytest

from superbiz.store import Database, NotFound
from superbiz.store import repository as repo

NOW = datetime(2026, 3, 14, 9, 30, tzinfo=UTC)


def _session(db: Database, session_id: str = "s-1") -> None:
    with repo.write_transaction(db) as s:
        repo.create_session(s, session_id=session_id, user_id="alice", query="q", conversation_id=None, now=NOW)


def _step(agent: str, index: int, **extra: object) -> dict[str, object]:
    return {"session_id": "s-1", "round": 1, "agent": agent, "step_index": index, "thought": f"t{index}",
            "now": NOW, **extra}


def test_add_agent_steps_writes_every_step_in_order(db: Database) -> None:
    _session(db)
    with repo.write_transaction(db) as s:
        repo.add_agent_steps(s, [_step("planner", 1, model_output="{}"), _step("executor", 2, prompt_tokens=7),
                                 _step("verifier", 3, duration_ms=1.5)])
        repo.add_agent_steps(s, [])
    with db.session() as s:
        steps = repo.list_steps(s, session_id="s-1")
    assert [(st.agent, st.step_index, st.thought) for st in steps] == [
        ("planner", 1, "t1"), ("executor", 2, "t2"), ("verifier", 3, "t3")]
    assert (steps[0].model_output, steps[1].prompt_tokens, steps[2].duration_ms) == ("{}", 7, 1.5)
    assert steps[0].created_at == NOW


def test_add_agent_step_returns_the_stored_row(db: Database) -> None:
    _session(db)
    with repo.write_transaction(db) as s:
        returned = repo.add_agent_step(s, session_id="s-1", round=2, agent="composer", step_index=4,
                                       thought="composed", now=NOW, model_name="m", completion_tokens=3)
    with db.session() as s:
        (stored,) = repo.list_steps(s, session_id="s-1")
    assert returned == stored


def test_mark_completed_matches_complete_session_and_refuses_unknown_sessions(db: Database) -> None:
    _session(db, "s-1")
    _session(db, "s-2")
    with repo.write_transaction(db) as s:
        repo.mark_completed(s, session_id="s-1", output_type="NORMAL", verdict="PASS", groundedness_score=0.9,
                            final_answer="a", rounds=1, now=NOW, duration_ms=12.0)
        view = repo.complete_session(s, session_id="s-2", output_type="NORMAL", verdict="PASS",
                                     groundedness_score=0.9, final_answer="a", rounds=1, now=NOW, duration_ms=12.0)
    with db.session() as s:
        first = repo.get_session(s, session_id="s-1")
    assert first is not None and view.status == first.status == "completed"
    assert first.model_dump(exclude={"id"}) == view.model_dump(exclude={"id"})
    with repo.write_transaction(db) as s, pytest.raises(NotFound):
        repo.mark_completed(s, session_id="nope", output_type="NORMAL", verdict=None, groundedness_score=None,
                            final_answer="", rounds=0, now=NOW)


def test_write_transaction_waits_for_a_writer_of_another_process(tmp_path: Path) -> None:
    db = Database.create(f"sqlite:///{tmp_path / 'superbiz.db'}")
    try:
        _session(db)
        lock_path = tmp_path / "superbiz.db.write-lock"
        assert lock_path.exists()
        other = os.open(lock_path, os.O_RDWR)  # a second open file: flock treats it like another process
        fcntl.flock(other, fcntl.LOCK_EX)
        entered = threading.Event()

        def write() -> None:
            with repo.write_transaction(db) as s:
                entered.set()
                repo.fail_session(s, session_id="s-1", error="x", now=NOW, duration_ms=1.0)

        writer = threading.Thread(target=write)
        writer.start()
        try:
            assert not entered.wait(0.3)  # queued behind the other process's lock, not inside SQLite
        finally:
            fcntl.flock(other, fcntl.LOCK_UN)
            os.close(other)
        writer.join(10)
        assert entered.is_set()
        with db.session() as s:
            assert (found := repo.get_session(s, session_id="s-1")) is not None and found.status == "failed"
    finally:
        db.dispose()


def test_write_transaction_serialises_threads_of_one_process(db: Database) -> None:
    _session(db)
    inside = 0
    most = 0
    guard = threading.Lock()

    def write(n: int) -> None:
        nonlocal inside, most
        for i in range(5):
            with repo.write_transaction(db) as s:
                with guard:
                    inside += 1
                    most = max(most, inside)
                repo.add_agent_step(s, session_id="s-1", round=1, agent="system", step_index=n * 10 + i,
                                    thought="t", now=NOW)
                with guard:
                    inside -= 1

    threads = [threading.Thread(target=write, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    with db.session() as s:
        assert len(repo.list_steps(s, session_id="s-1")) == 20
    if db.dialect == "sqlite":  # PostgreSQL locks rows, not the database: no gate there
        assert most == 1


def test_touch_sessions_refreshes_only_running_sessions_one_or_many(db: Database) -> None:
    from datetime import timedelta

    from superbiz.store.lifecycle import touch_sessions
    from superbiz.store.tables import DiagnosisSession

    for sid in ("s-1", "s-2", "s-3"):
        _session(db, sid)
    with repo.write_transaction(db) as s:
        repo.mark_completed(s, session_id="s-3", output_type="NORMAL", verdict="PASS", groundedness_score=0.9,
                            final_answer="a", rounds=1, now=NOW, duration_ms=1.0)
    later, latest = NOW + timedelta(seconds=30), NOW + timedelta(seconds=60)
    with repo.write_transaction(db) as s:
        touch_sessions(s, session_ids=["s-1"], now=later)  # one id: the prebuilt statement
    with repo.write_transaction(db) as s:
        touch_sessions(s, session_ids=["s-2", "s-3"], now=latest)  # several: IN (...)
    with repo.write_transaction(db) as s:
        touch_sessions(s, session_ids=["s-3"], now=latest)  # completed: untouched
    with db.session() as s:
        beats = {sid: s.get(DiagnosisSession, sid).heartbeat_at for sid in ("s-1", "s-2", "s-3")}  # type: ignore[union-attr]
    as_utc = {sid: value.replace(tzinfo=UTC) if value.tzinfo is None else value for sid, value in beats.items()}
    assert as_utc == {"s-1": later, "s-2": latest, "s-3": NOW}
