"""The Chinese user-facing answers: verifier-allowed material, fixed templates (files), composer guard."""

from __future__ import annotations

from superbiz.render.compose import DEGRADED_PREFIX, DISCLAIMER_PREFIX, render_answer
from superbiz.render.guard import composer_guard
from superbiz.render.material import AllowedMaterial, MaterialItem, allowed_material

__all__ = [
    "DEGRADED_PREFIX",
    "DISCLAIMER_PREFIX",
    "AllowedMaterial",
    "MaterialItem",
    "allowed_material",
    "composer_guard",
    "render_answer",
]
