"""Spec scenario "records" (issue 10: ids are recognised by looking them up in the world's own data, never by one
hard-coded format) and "no evidence" (a thing the data does not hold is a gap), from the opened held-out potterly
and lintly: an id joined by a slash or a "#" ("PTY-874968/a", "mem#22710") is looked up whole, not cut at the
joiner; letters alone joined by a separator ("usr.bdebfe") are a candidate; a token of the shape of the world's
stored ids that the data does not hold ("CYC:00000:ZZ", "usr.000aaa", "SO-ZZZZZZ") is a gap, never a service's
health or the world's overview; and a latin word right before an id is its record noun, not the service it is the
short name of ("cycle CYC:00000:ZZ" beside cyclepay)."""

from __future__ import annotations

from pathlib import Path

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import UNHELD_ID, id_candidates
from superbiz.sources.world import World
from superbiz.tools.lookup import find_ids
from superbiz.tools.orders import _RECORD_ID
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import world_asker

_HELD = {"PTY-874968/a": "order_id", "mem#22710": "user_id", "usr.bdebfe": "user_id"}


def _lookup(tokens: object) -> dict[str, str]:
    out = {t: _HELD[t] for t in tokens if t in _HELD}  # type: ignore[attr-defined]
    return out | {t: UNHELD_ID for t in tokens if t in {"CYC:00000:ZZ", "usr.000aaa"}}  # type: ignore[attr-defined]


def test_an_id_joined_by_a_slash_or_hash_is_a_candidate_whole() -> None:
    assert "PTY-874968/a" in id_candidates("预约 PTY-874968/a 现在啥状态？", [])
    assert "pty-649092/e" in id_candidates("pty-649092/e 这节课约上了没", [])
    assert "mem#22710" in id_candidates("会员 mem#22710 名下一共几个预约", [])
    assert "usr.bdebfe" in id_candidates("用户 usr.bdebfe 名下一共有几笔洗衣订单", [])
    assert "CYC:00000:ZZ" in id_candidates("what happened to cycle CYC:00000:ZZ?", [])
    #: the parts stay candidates too (two codes joined by a slash)
    assert {"ERR-503", "ERR-504"} <= set(id_candidates("ERR-503/ERR-504 哪个多", []))
    assert _RECORD_ID.match("mem#22710") and _RECORD_ID.match("PTY-874968/a") and not _RECORD_ID.match("x' OR 1=1")


def test_a_held_slash_id_is_the_record_asked_and_its_part_no_gap() -> None:
    plan = offline_plan("预约 PTY-874968/a 现在啥状态？", CATALOG, now=NOW, lookup_ids=_lookup)
    assert plan.order_ids == ["PTY-874968/a"] and not plan.unknown_refs, plan
    assert any(c.tool == "query_order" and c.arguments.get("order_id") == "PTY-874968/a" for c in plan.calls)


def test_a_hash_or_dotted_user_id_is_the_user_counted() -> None:
    for question, user in (("会员 mem#22710 名下一共几个预约", "mem#22710"),
                           ("用户 usr.bdebfe 名下一共有几笔洗衣订单", "usr.bdebfe")):
        plan = offline_plan(question, CATALOG, now=NOW, lookup_ids=_lookup)
        assert plan.user_ids == [user] and not plan.unknown_refs, (question, plan)
        assert any(c.tool == "query_order" and c.arguments.get("user_id") == user for c in plan.calls), plan


def test_an_unheld_id_of_the_worlds_shape_is_a_gap() -> None:
    for question, token in (("what happened to cycle CYC:00000:ZZ?", "CYC:00000:ZZ"),
                            ("usr.000aaa 这个用户昨天付款失败了吗", "usr.000aaa")):
        plan = offline_plan(question, CATALOG, now=NOW, lookup_ids=_lookup)
        assert plan.unknown_refs == [token] and token in plan.window_note, (question, plan)
        assert not plan.order_ids and not plan.user_ids, plan


def test_find_ids_gives_a_token_of_a_stored_id_shape_unheld(built_worlds: dict[str, World]) -> None:
    world = built_worlds["harbor"]  # orders "SO-BJ7TVU", users "CUST-73398"
    assert find_ids(world, ["SO-ZZZZZZ", "CUST-00000"]) == {"SO-ZZZZZZ": UNHELD_ID, "CUST-00000": UNHELD_ID}
    #: another length, another leading word, or no separator: not of the world's shape
    assert find_ids(world, ["SO-ZZZZ", "XO-ZZZZZZ", "SOZZZZZZ", "booking-api"]) == {}


def test_an_unheld_id_after_a_record_noun_is_a_gap_in_the_head(tmp_path: Path) -> None:
    with world_asker(tmp_path, "harbor") as ask:
        answer, held = ask("What happened to booking SO-ZZZZZZ?",
                           "SELECT count(*) FROM orders WHERE order_id = 'SO-ZZZZZZ'")
    assert held == 0
    head = answer.splitlines()[0]
    assert "SO-ZZZZZZ" in head and "没有找到" in head, answer
