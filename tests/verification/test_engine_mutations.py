"""Issue 9 — "a fabricated or contradicted claim never passes as confirmed", over the offline engine's OWN claims.

A dev world and an opened held-out world are asked generic questions through the real offline ChatService
(tests/support/engine_claims.py); every claim the run confirmed as ``direct_observation`` is mutated in its text
with its bindings kept (tests/verification/engine_mutation_families.py). Every mutant must be killed (not
``direct_observation``, verdict not PASS); every control (the claim itself, harmless rewrites) must stay
``direct_observation``. ``benchmarks/engine_mutations.py`` prints the table over eight worlds.
"""

from __future__ import annotations

import pytest

from tests.support.engine_claims import EngineWorld, engine_world
from tests.verification.engine_mutation_families import ENGINE_FAMILIES, EngineCase, engine_cases, killed, verify_engine

_WORLDS = ("harbor", "tideline")


@pytest.fixture(scope="module")
def cases() -> list[EngineCase]:
    worlds: list[EngineWorld] = [engine_world(name) for name in _WORLDS]
    return [case for world in worlds for case in engine_cases(world)]


def test_the_engine_confirms_claims_of_every_form_in_both_worlds(cases: list[EngineCase]) -> None:
    for world in _WORLDS:
        unmutated = [c for c in cases if c.world == world and c.name == "unmutated"]
        assert len(unmutated) >= 10, f"{world}: only {len(unmutated)} direct_observation claims"
    missing = set(ENGINE_FAMILIES) - {c.family for c in cases}
    assert not missing, f"no mutants of {sorted(missing)}"


def test_unmutated_and_harmlessly_rewritten_engine_claims_stay_direct(cases: list[EngineCase]) -> None:
    controls = [c for c in cases if c.family == "control"]
    wrong = [(c.world, c.name, c.text, r) for c in controls if (r := verify_engine(c))[0] != "direct_observation"]
    assert wrong == []


@pytest.mark.parametrize("family", ENGINE_FAMILIES)
def test_a_contradicted_engine_claim_never_passes_as_confirmed(family: str, cases: list[EngineCase]) -> None:
    mutants = [c for c in cases if c.family == family]
    passed = [(c.world, c.name, c.text, r) for c in mutants if not killed(r := verify_engine(c))]
    assert passed == []


# --- the engine's claim forms, read field by field ------------------------------------------------------------


def test_labelled_values_are_read_as_field_pairs() -> None:
    from superbiz.verification.assertions import read_claim

    reading = read_claim("指标 rps（服务 marlink）窗口内峰值(max) 50.58，于 2026-12-14T19:20:00Z 首次达到；"
                         "跨度(span) 1h09m；前一窗口同类日志数(earlier_count)=0；变化(change) n/a")
    assert ("max", "50.58") in reading.pairs and ("span", "1h09m") in reading.pairs
    assert ("earlier_count", "0") in reading.pairs and ("change", "n/a") in reading.pairs
    assert ("max_at", "2026-12-14t19:20:00z") in reading.pairs and ("service", "marlink") in reading.pairs
    assert read_claim("fare-cache 错误码 FCH-W01 的 WARN 日志在窗口内共 60 条").levels == ("warn",)
    assert read_claim("aquatally 在查询窗口内没有触发中的告警").logger == "aquatally"


@pytest.mark.parametrize(("claimed", "actual", "equal"), [
    ("1h9m", "1h09m", True), ("59m", "59m", True), ("4h2m", "42m", False), ("2h12m", "3h12m", False),
    ("2026-10-15t02:08:00+08:00", "2026-10-14t18:08:00z", True),
    ("2026-10-14t19:08:00z", "2026-10-14t18:08:00z", False),
    ("2026-10-14t18:08:00", "2026-10-14t18:08:00z", True), ("1137s", "1137s@2026-03-09t02:30:00z", True),
    ("1138s", "1137s@2026-03-09t02:30:00z", False),
])  # fmt: skip
def test_durations_and_instants_compare_by_value(claimed: str, actual: str, equal: bool) -> None:
    from superbiz.verification.meaning import _value_equal

    assert _value_equal(claimed, actual) is equal


def test_a_claimed_unit_the_metric_name_contradicts() -> None:
    from superbiz.verification.meaning import _foreign_unit

    assert _foreign_unit("140000ms", ["140000"], ["consumer_lag_messages"]) == "ms"
    assert _foreign_unit("50.4ms", ["50.4"], ["req_per_sec"]) == "ms"
    assert _foreign_unit("34.45ms", ["34.45"], ["query_p99_ms"]) is None
    assert _foreign_unit("2450ms", ["2450"], ["http_latency_p99"]) is None
    assert _foreign_unit("1162.1s", ["1162.1s"], ["http_p95_seconds_x1000"]) is None


def test_a_total_is_the_bound_rows_count_not_another_number_the_row_holds() -> None:
    """Scenario "a fabricated or contradicted claim never passes as confirmed", on two worlds the checker was never
    developed against: "…的 WARN 日志在窗口内共 48 条" bound to a row of count 47 whose sample says "waited 48s"
    (berthly), "共 21 条" bound to a row of count 22 whose earlier_count is 21 (potterly) passed before: a total is
    read against the row's own count."""
    cases = [c for name in ("berthly", "potterly") for c in engine_cases(engine_world(name)) if c.family == "count"]
    assert len(cases) > 100
    passed = [(c.world, c.name, c.text) for c in cases if not killed(verify_engine(c))]
    assert passed == []
