"""Guard for model-composed answers: the chat layer falls back to the templates when this rejects.

A composed text may only restate verifier-allowed material: no raw JSON, no contradicted claim text, and
no anchor (id, number, error code, service, alert, timestamp) that the allowed material does not contain.
"""

from __future__ import annotations

from superbiz.render.material import AllowedMaterial, has_root_cause_wording, looks_like_json
from superbiz.verification.anchors import Anchor, anchor_found, compact, extract_anchors, norm

__all__ = ["composer_guard"]

_CHECKED = frozenset({"error_code", "service", "alert", "identifier", "timestamp", "number"})


def _checked(anchor: Anchor) -> bool:
    if anchor.kind not in _CHECKED:
        return False
    if anchor.kind == "number":
        # Small counts ("2 条结论", list numbering) are prose, not evidence.
        assert anchor.number is not None
        return anchor.unit not in (None, "条", "个", "项") or anchor.number >= 10 or not anchor.number.is_integer()
    return True


def composer_guard(text: str, material: AllowedMaterial) -> str | None:
    """A rejection reason when ``text`` goes beyond ``material``; None when it is safe to show."""
    if looks_like_json(text):
        return "composed text contains raw JSON / machine-contract fields"
    if material.degraded and has_root_cause_wording(text):
        return "degraded output must not state a root-cause conclusion"
    flat = compact(text)
    for forbidden in material.forbidden:
        if compact(forbidden) and compact(forbidden) in flat:
            return f"composed text contains content dropped as contradicted ({len(forbidden)} chars)"
    allowed = norm(material.allowed_text() + f"\n{material.dropped_contradicted}")
    for anchor in extract_anchors(text):
        if _checked(anchor) and not anchor_found(anchor, allowed):
            return f"composed text introduces {anchor.kind} {anchor.text!r} absent from the allowed material"
    return None
