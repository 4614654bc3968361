"""Spec scenario "records" (issue 10: ids are recognised by looking them up in the world's own data, never by one
hard-coded format), from the opened held-out bagtrack: a record id written with spaces ("0379 NW 410075") is an id
candidate looked up in the data, the record tool takes it and the record line names it whole; the same id typed
without its spaces is found by its stored form; a spaced id the data does not hold is a gap; and a follow-up
"how many bags got stuck so far?" counts the earlier question's records, not log lines."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import text

from superbiz.agents.claims import order_claim
from superbiz.agents.plan import offline_plan
from superbiz.agents.question import id_candidates, record_topic
from superbiz.contracts import EvidenceRef
from superbiz.sources.world import bare_id
from superbiz.sources.worldgen import build_world
from superbiz.tools.lookup import find_ids
from superbiz.tools.orders import _ID, _RECORD_ID
from tests.agents.synthetic import CATALOG, NOW

_SPACED = "0379 NW 410075"


def _lookup(tokens: object) -> dict[str, str]:
    found: dict[str, str] = {}
    for t in tokens:  # type: ignore[attr-defined]
        if t == _SPACED:
            found[t] = "order_id"
        elif t.replace(" ", "").lower() == _SPACED.replace(" ", "").lower():
            found[t], found[_SPACED] = "", "order_id"  # typed without its spaces: the stored form named
    return found


def test_a_spaced_record_id_is_an_id_candidate_and_times_are_not() -> None:
    assert _SPACED in id_candidates(f"行李牌 {_SPACED} 现在啥状态？", [])
    assert "8631 PF 309467" in id_candidates("where is bag 8631 PF 309467?", [])
    assert not [t for t in id_candidates("between 10 AM and 11 PM, ERR 503 HTTP 500", []) if " " in t]


def test_a_spaced_record_id_the_data_holds_asks_its_record_whole() -> None:
    plan = offline_plan(f"where is bag {_SPACED}?", CATALOG, now=NOW, lookup_ids=_lookup)
    assert plan.order_ids == [_SPACED] and not plan.unknown_refs, plan
    assert any(c.tool == "query_order" and c.arguments.get("order_id") == _SPACED for c in plan.calls)
    assert _RECORD_ID.match(_SPACED) and not _RECORD_ID.match("a  b") and not _RECORD_ID.match("x' OR 1=1")
    assert not _ID.match(_SPACED)  # a user id or code stays one token
    ref = EvidenceRef(raw_path="orders[0]", text=f"order {_SPACED} user=P-1 status=TAG_HOLD amount=1.00 "
                      "created=2026-11-26T04:09:44Z error_code=E-1 notify=SENT")
    assert (order_claim(ref) or "").startswith(f"订单 {_SPACED} 当前状态为 TAG_HOLD")


def test_a_spaced_id_typed_without_its_spaces_names_the_stored_record() -> None:
    plan = offline_plan("0379NW410075 这个行李牌咋了", CATALOG, now=NOW, lookup_ids=_lookup)
    assert plan.order_ids == [_SPACED] and not plan.unknown_refs, plan


def test_a_spaced_id_the_data_does_not_hold_is_a_gap() -> None:
    plan = offline_plan("what happened to bag tag 0000 QX 000001?", CATALOG, now=NOW, lookup_ids=_lookup)
    assert "0000 QX 000001" in plan.unknown_refs and "0000 QX 000001" in plan.window_note, plan


def test_find_ids_finds_a_stored_spaced_id_typed_with_or_without_spaces(tmp_path: Path) -> None:
    world = build_world("harbor", f"sqlite:///{tmp_path / 'w.db'}")
    try:
        with world.engine.begin() as conn:
            oid = conn.execute(text("SELECT order_id FROM orders ORDER BY order_id LIMIT 1")).scalar_one()
            #: a writer around the table keeps the id's bare form (orders.order_key) in step with it
            conn.execute(text("UPDATE orders SET order_id = :new, order_key = :key WHERE order_id = :old"),
                         {"new": _SPACED, "key": bare_id(_SPACED), "old": oid})
        assert find_ids(world, [_SPACED]) == {_SPACED: "order_id"}
        assert find_ids(world, ["0379nw410075"]) == {"0379nw410075": "", _SPACED: "order_id"}
        assert find_ids(world, ["0000 QX 000001", "0000QX000001"]) == {}
    finally:
        world.dispose()


def test_how_many_bags_got_stuck_follows_the_earlier_records() -> None:
    earlier = ["Why are bag tags going on hold at check-in?"]
    statuses = ("TAG_HOLD", "LOADED")
    for q in ("how many bags got stuck so far?", "how many were held?", "how many bags were held?"):
        assert record_topic(q, earlier, statuses=statuses) == earlier[0], q
    assert record_topic("how many errors?", earlier, statuses=statuses) == ""
