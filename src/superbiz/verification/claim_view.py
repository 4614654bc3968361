"""Which claims a user sees (DESIGN §9.8), and each claim joined with its check. Pure.

The one place that decides visibility; the allowed material (``render.material``), the chat result
(``chat.views``) and the retry context (``verification.routing``) read it, and the audit trail (``services.audit``)
joins claims with checks the same way.

* ``direct_observation`` → confirmed; ``reasonable_inference`` → confirmed as a labelled inference;
  ``unsupported`` / ``overstated`` / ``external_unknown`` → only an item to confirm.
* In a degraded answer only direct observations are shown, and never a root-cause claim.
* ``contradicted`` → never shown in any output (only counted as dropped).

Claims and checks are paired **by position** (the i-th check belongs to the i-th claim of the same id), never by
id alone: duplicate claim ids are a schema error, but a pairing must never let one claim overwrite another.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from superbiz.contracts import Claim, ClaimCheck, ClaimType, ExecutorEvidenceV2, Verification

__all__ = [
    "TO_CONFIRM",
    "ClaimShown",
    "checks_by_position",
    "claim_visibility",
    "claims_with_checks",
]

#: How a claim appears to the user.
ClaimShown = Literal["confirmed", "inference", "to_confirm", "hidden", "dropped"]
#: The classes shown only as items to confirm, in the order the answer lists them.
TO_CONFIRM: tuple[Verification, ...] = ("unsupported", "overstated", "external_unknown")


def claim_visibility(verification: Verification, claim_type: ClaimType | str, *, degraded: bool) -> ClaimShown:
    """How a claim with this check may appear: confirmed, a labelled inference, an item to confirm, hidden (in a
    degraded answer) or dropped (contradicted: its text never reaches the user)."""
    if verification == "contradicted":
        return "dropped"
    if degraded and (claim_type == "root_cause" or verification != "direct_observation"):
        return "hidden"
    if verification == "direct_observation":
        return "confirmed"
    if verification == "reasonable_inference":
        return "inference"
    return "to_confirm"


def _claim_index_of_each_check(claim_ids: Sequence[str], checks: Sequence[ClaimCheck]) -> list[int | None]:
    """Per check, the index of its claim: the claim at the check's own position when the ids line up, else the
    first claim of its id not yet paired; None for a check of no claim."""
    used: set[int] = set()
    out: list[int | None] = []
    for position, check in enumerate(checks):
        if position < len(claim_ids) and position not in used and claim_ids[position] == check.claim_id:
            index: int | None = position
        else:
            index = next((i for i, cid in enumerate(claim_ids) if i not in used and cid == check.claim_id), None)
        if index is not None:
            used.add(index)
        out.append(index)
    return out


def checks_by_position(claim_ids: Sequence[str], checks: Sequence[ClaimCheck]) -> list[ClaimCheck | None]:
    """For each claim (given by its id, in order) its check, or None when no check is paired with it."""
    paired: list[ClaimCheck | None] = [None] * len(claim_ids)
    for check, index in zip(checks, _claim_index_of_each_check(claim_ids, checks), strict=True):
        if index is not None:
            paired[index] = check
    return paired


def claims_with_checks(
    structured: ExecutorEvidenceV2 | None, claim_checks: Sequence[ClaimCheck]
) -> list[tuple[Claim, ClaimCheck]]:
    """Each check with its claim, in the order of the checks (a check of no claim is left out)."""
    claims = list(structured.claims) if structured is not None else []
    indexes = _claim_index_of_each_check([c.claim_id for c in claims], claim_checks)
    return [(claims[i], check) for check, i in zip(claim_checks, indexes, strict=True) if i is not None]
