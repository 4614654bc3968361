"""World variants (superbiz.evals.world_variants): a rename reaches the spec, the questions and the SQL; a re-zone
keeps wall-clock times; id variants leave out cases that type an id; keys still return data on a built variant."""

from __future__ import annotations

from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.evals.qa_keys import case_keys
from superbiz.evals.qa_runner import load_qa_file
from superbiz.evals.world_variants import VARIANTS, derive, id_pattern, rename_text
from superbiz.sources.world import World
from superbiz.sources.worldgen import generate_world, world_spec

ROOT = Path(__file__).resolve().parents[2]
SUITE = load_qa_file(ROOT / "evals" / "qa" / "harbor" / "qa-cases.yaml").suite
SPEC = world_spec("harbor")


def test_rename_is_whole_token_only() -> None:
    mapping = {"fare-cache": "FareCache", "booking": "svc1"}
    text = "fare-cache and fare-cache-2, booking-api, 'booking', booking. booking.v2 看下fare-cache的"
    assert (
        rename_text(text, mapping)
        == "FareCache and fare-cache-2, booking-api, 'svc1', svc1. booking.v2 看下FareCache的"
    )


def test_camel_rename_reaches_spec_questions_and_sql() -> None:
    vw = derive(SPEC, SUITE, "camel-names")
    names = {s.name for s in vw.spec.services}
    assert "QuoteEngine" in names and "quote-engine" not in names
    assert all(d in names for s in vw.spec.services for d in s.depends_on)
    assert all(i.service in names for i in vw.spec.incidents)
    texts = [c.question for c in vw.suite.cases] + [
        f.sql or "" for c in vw.suite.cases for a in c.aspects for f in a.facts
    ]
    assert not any("quote-engine" in t for t in texts)
    assert any("QuoteEngine" in c.question for c in vw.suite.cases)
    assert any("'QuoteEngine'" in (f.sql or "") for c in vw.suite.cases for a in c.aspects for f in a.facts)
    assert vw.suite.world == "harbor~camel-names" and len(vw.suite.cases) == len(SUITE.cases)


def test_codes_rename_reaches_order_rows_and_keys() -> None:
    vw = derive(SPEC, SUITE, "codes-numeric")
    codes = dict(vw.mapping)
    assert all(v.isdigit() for v in codes.values())
    assert not any(old in c.question for c in vw.suite.cases for old in codes)


def test_rezone_keeps_wall_clock() -> None:
    vw = derive(SPEC, SUITE, "zone-st-johns")
    assert vw.spec.timezone == "America/St_Johns"
    old, new = SPEC.anchor.astimezone(SPEC.zone), vw.spec.anchor.astimezone(ZoneInfo("America/St_Johns"))
    assert old.replace(tzinfo=None) == new.replace(tzinfo=None)
    assert old.utcoffset() != new.utcoffset()
    for a, b in zip(SPEC.incidents, vw.spec.incidents, strict=True):
        assert a.start.astimezone(SPEC.zone).strftime("%H:%M") == b.start.astimezone(vw.spec.zone).strftime("%H:%M")


def test_id_variant_skips_cases_that_type_an_id() -> None:
    assert id_pattern("SO-{alnum:6}").search("What happened to booking SO-48CXMO?")
    assert not id_pattern("SO-{alnum:6}").search("What happened to booking SO-48CX?")
    vw = derive(SPEC, SUITE, "ids-numeric")
    assert vw.spec.ids.order == "{num:12}"
    assert "harbor-booking-record-lookup" in vw.skipped
    assert len(vw.suite.cases) + len(vw.skipped) == len(SUITE.cases)


def test_every_variant_is_deterministic() -> None:
    for variant in VARIANTS:
        assert derive(SPEC, SUITE, variant) == derive(SPEC, SUITE, variant), variant.name


@pytest.mark.parametrize("variant", ["engine-word-names", "zone-chatham", "codes-dotted", "ids-dotted-lower"])
def test_keys_still_return_data_on_a_built_variant(tmp_path: Path, variant: str) -> None:
    vw = derive(SPEC, SUITE, variant)
    url = f"sqlite:///{tmp_path / 'w.db'}"
    generate_world(vw.spec, url)
    world = World.from_url(url)
    try:
        anchor = world.catalog().anchor_time
        for case in vw.suite.cases:  # raises AnswerKeyError when a key query returns nothing
            case_keys(world.engine, case, anchor=anchor, zone=vw.spec.zone)
    finally:
        world.dispose()
