"""invJE, stop 44 (opened vanpitch and gownloop): a customer's records asked by a user id joined by a plus sign.

- "camper rig+38997, how many of their bookings had a failed meter read?", "what went wrong with wearer+42408's
  rentals today?", "客户 wearer+46516 说一点多约试衣没约上，是哪一单？": the user id ("rig+38997", an e-mail-like
  sub-address) is read whole — ``ID_JOINERS`` holds "+" — so the record tool is asked for that user's records (before,
  the id was split at the plus, no user was read and the answer was an overview of all records or of the incidents).
- "UTC+8" and "10+" are no ids the lookup holds; a trailing plus is no part of an id.
- (opened orbitpass) "SATCAT-04929 says a couple of their downlinks died this morning — how many of theirs failed?": a
  customer's records asked "this morning" are read from local midnight (failures at 05:31 are that morning's).
- (opened podreel) "这个创作者一共有几期失败了？": 几期 counts like 几单 (the earlier record's owner's records).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import aspects_of, id_candidates
from superbiz.sources.world import World
from superbiz.tools.lookup import find_ids
from superbiz.tools.orders import _RECORD_ID, _USER_ID
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import world_asker


def _lookup(tokens: object) -> dict[str, str]:
    return {t: "user_id" for t in tokens if t == "wearer+42408"}  # type: ignore[attr-defined]


@pytest.mark.spec("Answer the question that was asked")
def test_a_plus_joined_user_id_is_a_candidate_whole() -> None:
    """Scenario "Answer the question that was asked": the id a customer is known by is read whole, plus sign and
    all; a trailing plus ("100+ errors") is dropped and the lookup decides the rest."""
    assert id_candidates("what went wrong with wearer+42408's rentals today?", []) == ["wearer+42408"]
    assert id_candidates("camper rig+38997, how many of their bookings failed?", []) == ["rig+38997"]
    assert "100" not in "".join(id_candidates("100+ errors since noon?", []))
    assert _USER_ID.match("wearer+42408") and _RECORD_ID.match("wearer+42408")


@pytest.mark.spec("Answer the question that was asked")
def test_a_held_plus_joined_user_id_is_the_user_whose_records_are_read() -> None:
    """Scenario "Answer the question that was asked": a held plus-joined user id is the user asked, and the record
    tool is called with it (never an overview of all records)."""
    plan = offline_plan("what went wrong with wearer+42408's rentals today?", CATALOG, now=NOW, lookup_ids=_lookup)
    assert plan.user_ids == ["wearer+42408"] and not plan.unknown_refs, plan
    assert any(c.tool == "query_order" and c.arguments.get("user_id") == "wearer+42408" for c in plan.calls), plan


@pytest.mark.spec("Answer the question that was asked")
def test_a_stored_id_typed_with_a_plus_is_found(built_worlds: dict[str, World]) -> None:
    """Scenario "Answer the question that was asked": a stored id typed with a plus for its hyphen is that id."""
    found = find_ids(built_worlds["harbor"], ["CUST+10983"])
    assert found.get("CUST-10983") == "user_id", found


@pytest.mark.spec("Answer the question that was asked")
def test_how_many_of_a_plus_typed_customers_records_had_a_status(tmp_path: Path) -> None:
    """Scenario "Answer the question that was asked": over harbor, "shipper CUST+10983, how many of their bookings
    had a quote time out?" states that customer's count of the status, as the data holds it."""
    with world_asker(tmp_path, "harbor") as ask:
        answer, count = ask("shipper CUST+10983, how many of their bookings had a quote time out?",
                            "SELECT count(*) FROM orders WHERE user_id = 'CUST-10983' AND status = 'QUOTE_TIMEOUT'")
    head = answer.split("\n\n")[0]
    assert count > 0 and "CUST-10983" in head and f"QUOTE_TIMEOUT: {count}" in head, head


def _operator(tokens: object) -> dict[str, str]:
    return {t: "user_id" for t in tokens if t == "SATCAT-04929"}  # type: ignore[attr-defined]


@pytest.mark.spec("Answer the question that was asked")
def test_a_customers_records_this_morning_are_read_from_midnight() -> None:
    """Scenario "Answer the question that was asked": "SATCAT-04929 says a couple of their downlinks died this
    morning — how many of theirs failed?" reads the customer's records from local midnight (failures at 05:31 are
    that morning's as the customer tells it); the forenoon (上午) keeps 06:00, and so does a count of log lines."""
    plan = offline_plan("SATCAT-04929 says a couple of their downlinks died this morning — how many of theirs failed?",
                        CATALOG, now=NOW, lookup_ids=_operator)
    calls = [c for c in plan.calls if c.tool == "query_order" and c.arguments.get("user_id") == "SATCAT-04929"]
    assert calls and calls[0].arguments.get("start") == "2031-03-04T00:00:00Z", plan.calls
    assert plan.window_start.startswith("2031-03-04T06:00"), plan.window_start  # the window labelled stays
    forenoon = offline_plan("客户 SATCAT-04929 上午有几单失败了？", CATALOG, now=NOW, lookup_ids=_operator)
    calls = [c for c in forenoon.calls if c.tool == "query_order" and c.arguments.get("user_id") == "SATCAT-04929"]
    assert calls and calls[0].arguments.get("start", "").startswith("2031-03-04T06:00"), forenoon.calls


def _episode(tokens: object) -> dict[str, str]:
    return {t: "order_id" for t in tokens if t == "EPI~26~PQVWCT"}  # type: ignore[attr-defined]


@pytest.mark.spec("Answer the question that was asked")
def test_periods_counted_by_qi_of_a_records_owner() -> None:
    """Scenario "Answer the question that was asked": "这个创作者一共有几期失败了？" after "EPI~26~PQVWCT 这期怎么了"
    counts (几期: issues, episodes, periods, like 几单) the records of the customer the earlier record belongs
    to — before, no count was read and the head stayed the one record; "好几期" tells several, it counts nothing."""
    assert "count" in aspects_of("这个创作者一共有几期失败了？", has_entity=False, has_record=False)
    assert "count" not in aspects_of("好几期都播不了，怎么回事", has_entity=False, has_record=False)
    plan = offline_plan("这个创作者一共有几期失败了？", CATALOG, now=NOW, lookup_ids=_episode,
                        earlier_questions=["EPI~26~PQVWCT 这期怎么了"])
    assert plan.owner_count, plan
