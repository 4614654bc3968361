"""The repair turn's acceptance rule (``superbiz.agents.repair``): only bindings may change, and it must help."""

from __future__ import annotations

import json
from typing import Any

from superbiz.agents.repair import needs_repair, repair_errors, repair_rejection
from superbiz.verification.gatekeeper import run_gatekeeper
from superbiz.verification.parse import parse_executor_output
from tests.verification.factories import binding, claim, executor_json, log_invocation, metrics_invocation

SESSION = [log_invocation(11), metrics_invocation(12)]


def _checked(raw: str) -> tuple[Any, Any]:
    parsed = parse_executor_output(raw)
    return parsed, run_gatekeeper(parsed, SESSION)


BROKEN = executor_json([claim(bindings=[binding(raw_path="logs[9]")])])
FIXED = executor_json([claim(bindings=[binding()])])


def test_needs_repair_and_errors_name_the_rule_and_the_valid_paths() -> None:
    parsed, gate = _checked(BROKEN)
    assert needs_repair(parsed, gate)
    [error] = repair_errors(parsed, gate)
    assert error.startswith("[evidence.raw_path]") and "logs[0]" in error
    assert not needs_repair(*_checked(FIXED))


def test_repair_that_fixes_bindings_is_accepted() -> None:
    assert repair_rejection(*_checked(BROKEN), *_checked(FIXED)) is None


def test_repair_that_changes_a_claim_text_or_id_is_rejected() -> None:
    reworded = json.loads(FIXED)
    reworded["claims"][0]["claim_text"] = "payment-service 一切正常"
    assert "claim" in (repair_rejection(*_checked(BROKEN), *_checked(json.dumps(reworded))) or "")
    renamed = json.loads(FIXED)
    renamed["claims"][0]["claim_id"] = "c9"
    assert repair_rejection(*_checked(BROKEN), *_checked(json.dumps(renamed))) is not None
    extra = json.loads(FIXED)
    extra["claims"].append({**extra["claims"][0], "claim_id": "c2"})
    assert repair_rejection(*_checked(BROKEN), *_checked(json.dumps(extra))) is not None


def test_repair_may_fix_a_duplicate_claim_id() -> None:
    dup = executor_json([claim(claim_id="c1", bindings=[binding(raw_path="logs[9]")]), claim(claim_id="c1")])
    fixed = executor_json([claim(claim_id="c1"), claim(claim_id="c2")])
    assert repair_rejection(*_checked(dup), *_checked(fixed)) is None


def test_repair_that_fixes_nothing_or_is_malformed_is_rejected() -> None:
    assert "fixed nothing" in (repair_rejection(*_checked(BROKEN), *_checked(BROKEN)) or "")
    assert "malformed" in (repair_rejection(*_checked(BROKEN), *_checked("not json")) or "")


def test_repair_of_malformed_output_may_not_invent_claim_texts() -> None:
    prose = "payment-service PAY-5003 HikariPool-1 connection pool exhausted {broken"
    invented = executor_json([claim(text="支付服务数据库宕机")])
    assert "did not contain" in (repair_rejection(*_checked(prose), *_checked(invented)) or "")
