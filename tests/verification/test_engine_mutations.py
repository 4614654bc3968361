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
