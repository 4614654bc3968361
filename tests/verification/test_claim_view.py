"""One claim view (DESIGN §9.8): which claims a user sees, and claims joined with their checks by position."""

from __future__ import annotations

from typing import get_args

import pytest

from superbiz.contracts import ClaimCheck, Verification
from superbiz.verification.claim_view import TO_CONFIRM, checks_by_position, claim_visibility

#: DESIGN §9.8, written out: (verification, degraded) → what the user sees of a non-root-cause claim.
TABLE = {
    ("direct_observation", False): "confirmed",
    ("direct_observation", True): "confirmed",
    ("reasonable_inference", False): "inference",
    ("reasonable_inference", True): "hidden",
    ("unsupported", False): "to_confirm",
    ("unsupported", True): "hidden",
    ("overstated", False): "to_confirm",
    ("overstated", True): "hidden",
    ("external_unknown", False): "to_confirm",
    ("external_unknown", True): "hidden",
    ("contradicted", False): "dropped",
    ("contradicted", True): "dropped",
}


def test_the_table_covers_every_verification_class() -> None:
    assert {v for v, _ in TABLE} == set(get_args(Verification))
    assert set(TO_CONFIRM) == {v for (v, degraded), shown in TABLE.items() if shown == "to_confirm"}


@pytest.mark.parametrize(("verification", "degraded"), sorted(TABLE))
def test_claim_visibility_follows_design_9_8(verification: Verification, degraded: bool) -> None:
    assert claim_visibility(verification, "observation", degraded=degraded) == TABLE[verification, degraded]


def test_a_degraded_answer_never_shows_a_root_cause_and_contradicted_text_never_shows() -> None:
    assert claim_visibility("direct_observation", "root_cause", degraded=True) == "hidden"
    assert claim_visibility("direct_observation", "root_cause", degraded=False) == "confirmed"
    assert claim_visibility("contradicted", "root_cause", degraded=False) == "dropped"


def _check(claim_id: str, verification: Verification) -> ClaimCheck:
    return ClaimCheck(claim_id=claim_id, verification=verification, detail=verification)


def test_checks_by_position_never_lets_one_claim_take_anothers_check() -> None:
    ids = ["c1", "c1", "c2"]
    first, second, other = _check("c1", "direct_observation"), _check("c1", "contradicted"), _check("c2", "unsupported")
    assert checks_by_position(ids, [first, second, other]) == [first, second, other]
    # out of order: a check whose position lines up keeps it; the others go to a claim of their id not yet paired
    assert checks_by_position(ids, [other, second, first]) == [first, second, other]
    assert checks_by_position(ids, [second, first, other]) == [second, first, other]
    # a claim without a check stays without one; a check of no claim is left out
    assert checks_by_position(ids, [first, _check("c9", "direct_observation")]) == [first, None, None]
    assert checks_by_position([], [first]) == []
