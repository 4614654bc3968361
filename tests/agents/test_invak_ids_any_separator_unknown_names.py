"""Spec scenario "records" (issue 10: ids are recognised by looking them up in the world's own data, never by one
hard-coded format) and "no evidence" (a thing the data does not hold is a gap), from the opened held-out petrolink,
skilift, washbay and blooms: an id written with middle dots ("PL·3475·11055") is an id candidate and the record tool
takes it; an id typed with other separators, none, or another case is found by its stored form when exactly one
stored id has its letters and digits (several: none is chosen); a middle-dotted id the data does not hold is a gap;
a latin word whose state a Chinese question asks ("wreathline 正常吗") and the world does not hold is a gap; and
"how many … have been aborted" counts the ABORT status's records first."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import text

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import UNHELD_ID, id_candidates, status_matches
from superbiz.sources.world import bare_id
from superbiz.sources.worldgen import build_world
from superbiz.tools.lookup import find_ids
from superbiz.tools.orders import _RECORD_ID
from tests.agents.synthetic import CATALOG, NOW

_DOTTED = "PL·8413·26341"


def _lookup(tokens: object) -> dict[str, str]:
    return {t: "order_id" for t in tokens if t == _DOTTED}  # type: ignore[attr-defined]


def test_a_middle_dotted_id_is_an_id_candidate_the_record_tool_takes() -> None:
    assert _DOTTED in id_candidates(f"交易 {_DOTTED} 怎么一直没结果？", [])
    assert _DOTTED in id_candidates(f"What happened to transaction {_DOTTED}?", [])
    assert _RECORD_ID.match(_DOTTED) and not _RECORD_ID.match("x' OR 1=1")
    plan = offline_plan(f"查下 {_DOTTED} 这笔啥状态", CATALOG, now=NOW, lookup_ids=_lookup)
    assert plan.order_ids == [_DOTTED] and not plan.unknown_refs, plan
    assert any(c.tool == "query_order" and c.arguments.get("order_id") == _DOTTED for c in plan.calls)


def test_a_middle_dotted_id_the_data_does_not_hold_is_a_gap() -> None:
    plan = offline_plan("PL·7777·00000 这笔交易什么情况", CATALOG, now=NOW, lookup_ids=_lookup)
    assert "PL·7777·00000" in plan.unknown_refs and "PL·7777·00000" in plan.window_note, plan
    assert not plan.order_ids


def test_a_number_named_as_a_kind_of_slip_the_data_does_not_hold_is_a_gap() -> None:
    plan = offline_plan("帮我查下洗车单 5130927746", CATALOG, now=NOW, lookup_ids=lambda _: {})
    assert "5130927746" in plan.unknown_refs, plan


def test_find_ids_matches_other_separators_and_case_only_when_one_stored_id_fits(tmp_path: Path) -> None:
    world = build_world("harbor", f"sqlite:///{tmp_path / 'w.db'}")
    try:
        with world.engine.begin() as conn:
            first, second, third, fourth = [r[0] for r in conn.execute(
                text("SELECT order_id FROM orders ORDER BY order_id LIMIT 4"))]
            for new, old in ((_DOTTED, first), ("lp-b044-63", second), ("AB-1234-XY", third), ("AB_1234_XY", fourth)):
                #: a writer around the table keeps the id's bare form (orders.order_key) in step with it
                conn.execute(text("UPDATE orders SET order_id = :new, order_key = :key WHERE order_id = :old"),
                             {"new": new, "key": bare_id(new), "old": old})
        assert find_ids(world, [_DOTTED]) == {_DOTTED: "order_id"}
        assert find_ids(world, ["PL_8413_26341"]) == {"PL_8413_26341": "", _DOTTED: "order_id"}
        assert find_ids(world, ["pl841326341"]) == {"pl841326341": "", _DOTTED: "order_id"}
        #: another case only: the stored form is the id asked
        assert find_ids(world, ["LP-B044-63"]) == {"LP-B044-63": "", "lp-b044-63": "order_id"}
        #: two stored ids share the letters and digits: neither is chosen
        assert find_ids(world, ["AB.1234.XY"]) == {}
        #: held by no stored id: the one of a stored id's shape ("PL·8413·26341") is unheld (a gap), the other none
        assert find_ids(world, ["PL·7777·00000", "PL_7777_00000"]) == {"PL·7777·00000": UNHELD_ID}
    finally:
        world.dispose()


def test_a_latin_word_whose_state_a_chinese_question_asks_is_a_gap_when_the_world_lacks_it() -> None:
    for question, name in (("wreathline 正常吗", "wreathline"), ("油站监控摄像头 camwatch 今天有没有告警", "camwatch")):
        plan = offline_plan(question, CATALOG, now=NOW, lookup_ids=lambda _: {})
        assert plan.unknown_services == [name] and not plan.services, (question, plan)
    #: a word the world holds (a metric's word) names no unknown thing
    plan = offline_plan("latency 正常吗", CATALOG, now=NOW, lookup_ids=lambda _: {})
    assert "latency" not in plan.unknown_services, plan


def test_records_aborted_count_their_own_status_first() -> None:
    assert status_matches("How many wash orders have been aborted?", ["WASH_ABORTED", "COMPLETED"]) == [
        "WASH_ABORTED"]
    catalog = CATALOG.model_copy(update={"order_statuses": ("COMPLETED", "WASH_ABORTED", "PAYMENT_FAILED")})
    plan = offline_plan("How many wash orders have been aborted today?", catalog, now=NOW, lookup_ids=lambda _: {})
    assert plan.statuses == ["WASH_ABORTED"], plan
    orders = [c for c in plan.calls if c.tool == "query_order"]
    assert orders and orders[0].arguments.get("status") == "WASH_ABORTED", orders
