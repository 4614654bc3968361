"""The form-variant suite (issue 16) over real tool outputs of the demo world and of a second small world.

Every true binding whose plain form PASSes is rewritten in the harmless forms real models use and in
meaning-changing controls (``tests/support/form_variants.py``). ``benchmarks/form_variants.py`` prints the
full table; this test runs two refs per invocation and holds the targets.
"""

from __future__ import annotations

import pytest

from superbiz.sources.demo import ANCHOR_TIME, generate_demo_world
from tests.support.form_variants import SuiteRow, run_suite
from tests.support.form_worlds import FORM_WORLD_NOW, build_form_world

HARMLESS_FAMILIES = (
    "raw_path.",
    "tool_name.",
    "invocation_id.",
    "excerpt.",
    "claim_id.",
    "claim_type.",
    "support_level.",
    "evidence_bindings.",
    "missing_info.",
    "think_block",
    "markdown_fence",
)
CONTROLS = (
    "control.excerpt_from_other_ref",
    "control.paraphrase",
    "control.changed_number",
    "control.negation_elided",
    "control.wrong_invocation",
)


@pytest.fixture(scope="module")
def rows(tmp_path_factory: pytest.TempPathFactory) -> list[SuiteRow]:
    root = tmp_path_factory.mktemp("form-variants")
    demo = f"sqlite:///{root / 'demo.db'}"
    generate_demo_world(demo, log_lines=8_000, orders=400)
    form = build_form_world(root / "form.db")
    return run_suite({"demo": (demo, ANCHOR_TIME), "form": (form, FORM_WORLD_NOW)}, per_invocation=2)


def test_form_variants_cover_both_worlds_every_family_and_every_control(rows: list[SuiteRow]) -> None:
    baseline = [r for r in rows if r.case.kind == "baseline"]
    assert {r.case.world for r in baseline} == {"demo", "form"}
    assert sum(r.verdict == "PASS" for r in baseline) >= 0.9 * len(baseline) > 40
    variants = {r.case.variant for r in rows}
    assert all(any(v.startswith(f) for v in variants) for f in HARMLESS_FAMILIES)
    assert set(CONTROLS) <= variants


def test_form_variants_harmless_forms_stay_within_the_targets(rows: list[SuiteRow]) -> None:
    harmless = [r for r in rows if r.case.kind == "harmless"]
    rejected = [r.case.variant for r in harmless if r.verdict == "REJECT"]
    low = [r.case.variant for r in harmless if r.verdict == "LOW_CONFID"]
    assert len(rejected) <= 0.02 * len(harmless), sorted(set(rejected))
    assert len(low) <= 0.05 * len(harmless), sorted(set(low))


def test_form_variants_no_control_ever_passes(rows: list[SuiteRow]) -> None:
    controls = [r for r in rows if r.case.kind == "control"]
    assert len(controls) > 100
    assert [r.case for r in controls if r.verdict == "PASS"] == []
