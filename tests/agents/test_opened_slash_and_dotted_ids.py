"""Patterns from the opened held-out world printhub (scenario "records"), on a catalogue of no real world: a record id
of slash-joined segments ("WO/2031/004411") is a record id looked up in the data — its status, error code and
failure are answered from the record — and one the data does not hold is a gap; so is a customer id of a word and a
number ("acct.0000") the data does not hold, even when a record noun of the question names a service."""

from __future__ import annotations

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import id_candidates
from superbiz.tools.orders import _ID
from tests.agents.synthetic import CATALOG, NOW

_IDS = {"WO/2031/004411": "order_id", "acct.4466": "user_id"}
_JOBS = CATALOG.model_copy(update={"descriptions": {"basket-service": "print job desk"}})


def _lookup(tokens: object) -> dict[str, str]:
    return {t: _IDS[t] for t in tokens if t in _IDS}  # type: ignore[attr-defined]


def test_a_slash_joined_record_id_is_an_id_candidate() -> None:
    assert "WO/2031/004411" in id_candidates("WO/2031/004411 这单啥状态了", [])
    assert "WO/2031/004411" in id_candidates("what's the status of job WO/2031/004411?", [])
    assert not [t for t in id_candidates("5xx/4xx 比例 and/or 2031/03/04", []) if "/" in t and t[0].isalpha()]


def test_a_slash_joined_record_id_the_data_holds_asks_its_record() -> None:
    plan = offline_plan("WO/2031/004411 这单失败了没", CATALOG, now=NOW, lookup_ids=_lookup)
    assert plan.order_ids == ["WO/2031/004411"], plan
    assert any(c.tool == "query_order" and c.arguments.get("order_id") == "WO/2031/004411" for c in plan.calls)
    assert _ID.match("WO/2031/004411")  # the record tool takes it


def test_a_slash_joined_record_id_the_data_does_not_hold_is_a_gap() -> None:
    plan = offline_plan("帮查下 WO/2031/998877", CATALOG, now=NOW, lookup_ids=_lookup)
    assert "WO/2031/998877" in plan.unknown_refs and "WO/2031/998877" in plan.window_note, plan


def test_a_dotted_customer_id_the_data_does_not_hold_is_a_gap() -> None:
    plan = offline_plan("Any print jobs for customer acct.0000?", _JOBS, now=NOW, lookup_ids=_lookup)
    assert "acct.0000" in plan.unknown_refs and "acct.0000" in plan.window_note, plan
    known = offline_plan("客户 acct.4466 一共下了几单", _JOBS, now=NOW, lookup_ids=_lookup)
    assert known.user_ids == ["acct.4466"] and not known.unknown_refs
