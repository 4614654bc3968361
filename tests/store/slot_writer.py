"""Writer used by the self_evaluation concurrency test, in threads and in spawned processes.

Each write appends one counter to its slot's ``writes`` list, reading the previous list under the lock, so a
lost update (of the same slot or of the other slot) leaves a counter missing at the end.
"""

from __future__ import annotations

from typing import Any

from superbiz.store import Database, update_self_evaluation_slot
from superbiz.store.self_evaluation import Slot

__all__ = ["counters", "write_counters"]


def counters(worker: int, writes: int) -> list[tuple[Slot, int]]:
    """The (slot, counter) pairs worker ``worker`` writes: alternating slots, counters unique per worker."""
    slots: tuple[Slot, Slot] = ("rule_evaluation", "verifier_evaluation")
    return [(slots[(worker + i) % 2], worker * 10_000 + i) for i in range(writes)]


def _append(counter: int) -> Any:
    def update(previous: dict[str, Any] | None) -> dict[str, Any]:
        return {"writes": [*(previous or {}).get("writes", []), counter]}

    return update


def write_counters(db: Database, *, session_id: str, worker: int, writes: int) -> None:
    for slot, counter in counters(worker, writes):
        update_self_evaluation_slot(db, session_id=session_id, slot=slot, value=_append(counter))


def process_main(url: str, session_id: str, worker: int, writes: int, barrier: Any) -> None:
    """Entry point of a spawned process: wait for everyone, then write."""
    db = Database(url=url)
    try:
        db.check()
        barrier.wait(timeout=60)
        write_counters(db, session_id=session_id, worker=worker, writes=writes)
    finally:
        db.dispose()
