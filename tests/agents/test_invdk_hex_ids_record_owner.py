"""Issue 10 patterns opened by invDK (spec scenario "records" and "no evidence"): an id of the world's own hex shape
that the data does not hold — an order id of hex digits and no separator ("9f3a1c07" beside "eba64d18"), a trace id
of the stored length — is a gap, never a cause or the world's overview."""

from __future__ import annotations

from pathlib import Path

from superbiz.agents.question import UNHELD_ID
from superbiz.sources.worldgen import build_world
from superbiz.tools.lookup import _shape, find_ids


def test_a_hex_id_has_the_shape_of_its_runs() -> None:
    assert _shape("eba64d18") == _shape("9f3a1c07") == ("hex", "8")
    assert _shape("e2943a30-37fe-4afe-ac53-5d3db738ced1") == ("hex", "8", "-", "4", "-", "4", "-", "4", "-", "12")
    #: letters alone, digits alone, mixed case, a word led by letters: no hex shape
    assert _shape("deadbeef") is None and _shape("9F3a1c07") is None and _shape("v3ab12") is None
    assert _shape("12345678") == ("#", "8", "12") and _shape("usr.bdebfe") == ("usr", ".", "6")


def test_an_unheld_hex_trace_id_of_the_stored_length_is_a_gap(tmp_path: Path) -> None:
    world = build_world("stagecast", f"sqlite:///{tmp_path / 'stagecast.db'}")  # traces "0046b5f4d4faa616a64c7950"
    try:
        assert find_ids(world, ["0046b5f4d4faa616a64c7950"]) == {"0046b5f4d4faa616a64c7950": "trace_id"}
        assert find_ids(world, ["0046b5f4d4faa616a64c7951"]) == {"0046b5f4d4faa616a64c7951": UNHELD_ID}
        #: another length is not of the world's shape
        assert find_ids(world, ["0046b5f4d4fa"]) == {}
    finally:
        world.dispose()
