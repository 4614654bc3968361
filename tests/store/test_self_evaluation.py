"""``self_evaluation`` is a container: each channel writes only its slot, read-modify-write under a row lock."""

from __future__ import annotations

import itertools
import multiprocessing
import threading
from datetime import UTC, datetime
from typing import Any

import pytest

from superbiz.contracts import (
    ClaimCheck,
    ExecutorOutputParseStatus,
    FactCheck,
    GatekeeperResult,
    VerifierEvaluation,
)
from superbiz.store import Database, NotFound, read_self_evaluation, update_self_evaluation_slot
from superbiz.store import repository as repo
from superbiz.store.tables import DiagnosisSession

from .slot_writer import counters, process_main, write_counters

NOW = datetime(2026, 3, 14, 9, 30, tzinfo=UTC)

RULE = {"evidence_score": 72, "source": "rule", "factors": [{"name": "failed_calls", "value": 0.0, "weight": -20,
                                                              "contribution": 0.0, "detail": "0 of 3 failed"}]}
VERIFIER = VerifierEvaluation(
    verdict="PASS",
    groundedness_score=1.0,
    critical_fact_count=1,
    claim_checks=[ClaimCheck(claim_id="c1", verification="direct_observation",
                             detail="PAY-5031 found in logs[0]")],
    facts_checked=[FactCheck(fact="payment-service 出现 PAY-5031 超时", verification="direct_evidence",
                             detail="logs[0]")],
    rationale="1/1 critical facts directly observed",
    round=1,
    executor_output_parse_status=ExecutorOutputParseStatus(status="valid"),
    tool_trace_summary=[],
    gatekeeper_result=GatekeeperResult(status="pass", severity="none"),
)


def _session(db: Database, session_id: str = "s-1") -> str:
    with db.transaction() as session:
        repo.create_session(session, session_id=session_id, user_id="alice", query="payment-service 为什么超时",
                            conversation_id=None, now=NOW)
    return session_id


def _stored(db: Database, session_id: str = "s-1") -> dict[str, Any] | None:
    with db.session() as session:
        return read_self_evaluation(session, session_id=session_id)


@pytest.mark.spec("rule evaluation stored separately")
def test_rule_slot_write_preserves_verifier_evaluation(db: Database) -> None:
    _session(db)
    update_self_evaluation_slot(db, session_id="s-1", slot="verifier_evaluation", value=VERIFIER)
    returned = update_self_evaluation_slot(db, session_id="s-1", slot="rule_evaluation", value=RULE)
    stored = _stored(db)
    assert stored == returned
    assert stored is not None
    assert stored["rule_evaluation"] == RULE
    assert stored["verifier_evaluation"] == VERIFIER.model_dump(mode="json")


@pytest.mark.spec("verifier evaluation stored separately")
def test_verifier_slot_write_preserves_rule_evaluation(db: Database) -> None:
    _session(db)
    update_self_evaluation_slot(db, session_id="s-1", slot="rule_evaluation", value=RULE)
    update_self_evaluation_slot(db, session_id="s-1", slot="verifier_evaluation", value=VERIFIER)
    stored = _stored(db)
    assert stored is not None
    assert stored["rule_evaluation"] == RULE
    assert VerifierEvaluation.model_validate(stored["verifier_evaluation"]) == VERIFIER


@pytest.mark.spec("verdict written to self_evaluation")
def test_verdict_written_under_verifier_evaluation_keeps_rule_evaluation(db: Database) -> None:
    _session(db)
    update_self_evaluation_slot(db, session_id="s-1", slot="rule_evaluation", value=RULE)
    rejected = VERIFIER.model_copy(update={"verdict": "REJECT", "groundedness_score": 0.0})
    update_self_evaluation_slot(db, session_id="s-1", slot="verifier_evaluation", value=rejected)
    stored = _stored(db)
    assert stored is not None
    assert stored["verifier_evaluation"]["verdict"] == "REJECT"
    assert stored["verifier_evaluation"]["groundedness_score"] == 0.0
    assert stored["rule_evaluation"] == RULE


@pytest.mark.spec("no whole-object overwrite after initialization")
def test_initialisation_from_null_then_only_the_slot_changes(db: Database) -> None:
    _session(db)
    assert _stored(db) is None
    first = update_self_evaluation_slot(db, session_id="s-1", slot="rule_evaluation", value=RULE)
    assert first == {"rule_evaluation": RULE}  # initialised from null: the other slot is absent
    # a key written by someone else (e.g. an older version) must survive every later slot write
    with db.transaction() as session:
        row = session.get(DiagnosisSession, "s-1")
        assert row is not None
        row.self_evaluation = {**first, "legacy_channel": {"kept": True}}
    update_self_evaluation_slot(db, session_id="s-1", slot="verifier_evaluation", value=VERIFIER)
    update_self_evaluation_slot(db, session_id="s-1", slot="rule_evaluation", value={**RULE, "evidence_score": 10})
    stored = _stored(db)
    assert stored is not None
    assert set(stored) == {"rule_evaluation", "verifier_evaluation", "legacy_channel"}
    assert stored["legacy_channel"] == {"kept": True}
    assert stored["rule_evaluation"]["evidence_score"] == 10
    assert stored["verifier_evaluation"]["verdict"] == "PASS"


def test_update_with_a_function_merges_into_the_current_slot(db: Database) -> None:
    _session(db)
    update_self_evaluation_slot(db, session_id="s-1", slot="verifier_evaluation", value=VERIFIER)
    composer = {"path": "template", "output_type": "NORMAL", "text": "已确认", "fallback_reason": None}
    update_self_evaluation_slot(db, session_id="s-1", slot="verifier_evaluation",
                                value=lambda current: {**(current or {}), "composer_output": composer})
    stored = _stored(db)
    assert stored is not None
    assert stored["verifier_evaluation"]["composer_output"] == composer
    assert stored["verifier_evaluation"]["claim_checks"][0]["claim_id"] == "c1"


def test_update_does_not_alias_the_callers_object(db: Database) -> None:
    _session(db)
    value: dict[str, Any] = {"factors": []}
    container = update_self_evaluation_slot(db, session_id="s-1", slot="rule_evaluation", value=value)
    value["factors"].append("mutated later")
    assert container["rule_evaluation"] == {"factors": []}
    assert _stored(db) == {"rule_evaluation": {"factors": []}}


def test_update_rejects_unknown_sessions_slots_and_non_objects(db: Database) -> None:
    _session(db)
    with pytest.raises(NotFound):
        update_self_evaluation_slot(db, session_id="missing", slot="rule_evaluation", value=RULE)
    with pytest.raises(ValueError, match="unknown self_evaluation slot"):
        update_self_evaluation_slot(db, session_id="s-1", slot="everything", value=RULE)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="JSON object"):
        update_self_evaluation_slot(db, session_id="s-1", slot="rule_evaluation", value=[1, 2])  # type: ignore[arg-type]
    with db.session() as session, pytest.raises(NotFound):
        read_self_evaluation(session, session_id="missing")
    assert _stored(db) is None


THREADS = 4
PROCESSES = 4
WRITES_PER_WORKER = 50  # alternating slots: 8 workers x 25 per slot = 200 writes of EACH slot


def test_concurrent_slot_writes_from_threads_and_processes_lose_nothing(db: Database) -> None:
    session_id = _session(db, "s-concurrent")
    ctx = multiprocessing.get_context("spawn")
    barrier = ctx.Barrier(PROCESSES + 1)
    url = db.url.render_as_string(hide_password=False)
    procs = [ctx.Process(target=process_main, args=(url, session_id, THREADS + p, WRITES_PER_WORKER, barrier))
             for p in range(PROCESSES)]
    for proc in procs:
        proc.start()
    errors: list[BaseException] = []

    def run_thread(worker: int) -> None:
        try:
            write_counters(db, session_id=session_id, worker=worker, writes=WRITES_PER_WORKER)
        except BaseException as exc:  # collected and re-raised in the test thread
            errors.append(exc)

    threads = [threading.Thread(target=run_thread, args=(w,)) for w in range(THREADS)]
    barrier.wait(timeout=60)  # processes are up: start the threads now so that all of them interleave
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    for proc in procs:
        proc.join(timeout=120)
    assert errors == []
    assert [proc.exitcode for proc in procs] == [0] * PROCESSES

    expected: dict[str, list[int]] = {"rule_evaluation": [], "verifier_evaluation": []}
    for worker in range(THREADS + PROCESSES):
        for slot, counter in counters(worker, WRITES_PER_WORKER):
            expected[slot].append(counter)
    stored = _stored(db, session_id)
    assert stored is not None
    for slot, counters_written in expected.items():
        assert len(counters_written) >= 200
        got = stored[slot]["writes"]
        assert sorted(got) == sorted(counters_written), f"{slot}: lost {set(counters_written) - set(got)}"
    # the writes really interleaved: thread and process counters alternate inside each list
    order = stored["rule_evaluation"]["writes"]
    from_thread = [counter // 10_000 < THREADS for counter in order]
    switches = sum(1 for a, b in itertools.pairwise(from_thread) if a != b)
    assert switches > 1
