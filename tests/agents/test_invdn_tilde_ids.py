"""Spec scenario "records" (issue 10: ids are recognised by looking them up in the world's own data, never by one
hard-coded format), from the opened held-out lagoonbus (invDN): a user id joined by a tilde ("NCR~02305") is a
candidate whole, the record tool takes it, a held one is the user counted and an unheld one of the stored shape is a
gap; a time range joined by a tilde ("7:00~8:00", "10~20") is never an id."""

from __future__ import annotations

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import UNHELD_ID, id_candidates
from superbiz.sources.world import World
from superbiz.tools.lookup import find_ids
from superbiz.tools.orders import _RECORD_ID, _USER_ID
from tests.agents.synthetic import CATALOG, NOW


def _lookup(tokens: object) -> dict[str, str]:
    out = {t: "user_id" for t in tokens if t == "NCR~02305"}  # type: ignore[attr-defined]
    return out | {t: UNHELD_ID for t in tokens if t == "NCR~00417"}  # type: ignore[attr-defined]


def test_a_tilde_joined_id_is_a_candidate_whole_and_a_range_is_not() -> None:
    assert id_candidates("乘客 NCR~02305 今天有几次验票失败", []) == ["NCR~02305"]
    assert id_candidates("好的~ NCR~00417~ 查一下", []) == ["NCR~00417"]
    assert id_candidates("7:00~8:00 有报错吗", []) == []
    assert id_candidates("最近10~20分钟", []) == []
    assert _USER_ID.match("NCR~02305") and _RECORD_ID.match("NCR~02305")


def test_a_held_tilde_user_id_is_the_user_counted() -> None:
    plan = offline_plan("乘客 NCR~02305 今天有几次验票失败", CATALOG, now=NOW, lookup_ids=_lookup)
    assert plan.user_ids == ["NCR~02305"] and not plan.unknown_refs, plan
    assert any(c.tool == "query_order" and c.arguments.get("user_id") == "NCR~02305" for c in plan.calls), plan


def test_an_unheld_tilde_user_id_is_a_gap() -> None:
    plan = offline_plan("乘客 NCR~00417 说他的乘车记录都没了，帮忙查一下", CATALOG, now=NOW, lookup_ids=_lookup)
    assert plan.unknown_refs == ["NCR~00417"] and not plan.user_ids, plan


def test_a_stored_id_typed_with_a_tilde_is_found(built_worlds: dict[str, World]) -> None:
    world = built_worlds["harbor"]  # users "CUST-74994"
    found = find_ids(world, ["CUST~74994"])
    assert found.get("CUST-74994") == "user_id", found
