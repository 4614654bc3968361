"""Patterns of the opened rotorlab and matchday worlds (invIG, stop 43): a count follow-up saying the records' state
in a verb of its own ("and how many got rejected?", "and how many fans got turned away?", "and how many timed out?")
counts the records of the one status the verb names, in the earlier question's window — never the subject's log
lines; a count of records asked of one episode named by its order ("in the first one", "and in the second one?") or
of the one going on now counts that episode's records only."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import counted_state_status, status_matches
from superbiz.chat.service import ChatService
from superbiz.container import build_container
from superbiz.settings import Settings, SourcesSettings
from superbiz.sources.worldgen import build_world
from tests.agents.synthetic import NOW


@pytest.mark.spec("Answer the question that was asked")
def test_a_count_follow_up_names_the_status_by_its_verb_of_state() -> None:
    """Scenario "and how many got rejected?" after "why were flight requests failing around 5 this morning?"
    (rotorlab): the one status the verb names; a log noun, a verb naming no status or two statuses: none."""
    held = ("PLANNED", "DELIVERED", "FLIGHT_REJECTED")
    assert counted_state_status("and how many got rejected?", held) == ["FLIGHT_REJECTED"]
    assert counted_state_status("how many were rejected so far?", held) == ["FLIGHT_REJECTED"]
    assert counted_state_status("and how many errors got rejected?", held) == []
    assert counted_state_status("and how many timed out?", held) == []
    assert counted_state_status("and how many got rejected?", (*held, "PAY_DECLINED")) == []
    gates = ("ADMITTED", "SOLD", "ENTRY_DENIED", "SALE_FAILED")
    assert counted_state_status("and how many fans got turned away?", gates) == ["ENTRY_DENIED"]
    assert status_matches("how many fans were denied entry?", gates) == ["ENTRY_DENIED"]


@pytest.mark.spec("Answer the question that was asked")
def test_a_state_count_follow_up_counts_the_records_of_the_window(tmp_path: Path) -> None:
    """Scenario "and how many timed out?" after "why were quote requests failing this afternoon?" (dev
    harbor-followup-how-many-timed-out-count-en): the timed-out records of the afternoon head the answer."""
    url = f"sqlite:///{tmp_path / 'world.db'}"
    build_world("harbor", url).dispose()
    container = build_container(Settings(home=tmp_path / "home", sources=SourcesSettings(world_url=url)))
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            count = int(conn.execute(text(
                "SELECT count(*) FROM orders WHERE status = 'QUOTE_TIMEOUT' AND created_at >= datetime((SELECT value "
                "FROM world_meta WHERE key = 'anchor_time'), '-260 minutes')")).scalar_one())
        service = ChatService(container)
        service.ask("why were quote requests failing this afternoon?", user_id="t", conversation_id="c1")
        answer = service.ask("and how many timed out?", user_id="t", conversation_id="c1").answer
    finally:
        container.close()
        engine.dispose()
    head = answer.splitlines()[0]
    assert f"（status=QUOTE_TIMEOUT）共 {count} 笔" in head, head


_GATES = Catalog(services=("gate-api", "gate-cache"), dependencies={"gate-api": ("gate-cache",)},
                 dependency_kinds={"gate-api": (("gate-cache", "redis"),)},
                 order_statuses=("SOLD", "ADMITTED", "ENTRY_DENIED", "SALE_FAILED", "BED_HOLD_FAILED"),
                 timezone="UTC", data_start=datetime(2031, 3, 2, 0, 0, tzinfo=UTC), data_end=NOW,
                 silent=frozenset())


@pytest.mark.spec("Answer the question that was asked")
def test_records_of_one_episode_named_by_its_order_are_that_episodes() -> None:
    """Scenario "how many failed entries did we have in the first one?" after "is gate-api down again?" (matchday),
    "and in the second one?" after "how many bed holds failed in the first storm?" (hutnest): the status the noun
    names (entries ↔ ENTRY_DENIED, not the other failed status), counted over the episode named by its order
    (`investigate._nth_episode_record_calls`); "and how many fans got turned away?" after "why is gate-api failing
    right now?": the episode going on now (-1)."""
    plan = offline_plan("how many failed entries did we have in the first one?", _GATES, now=NOW,
                        earlier_questions=["is gate-api down again?"])
    assert plan.statuses == ["ENTRY_DENIED"] and plan.episode_records_nth == 1, plan
    first = "how many bed holds failed on gate-api in the first storm?"
    assert offline_plan(first, _GATES, now=NOW).episode_records_nth == 1
    plan = offline_plan("and in the second one?", _GATES, now=NOW, earlier_questions=[first])
    assert plan.statuses == ["BED_HOLD_FAILED"] and plan.episode_records_nth == 2, plan
    plan = offline_plan("and how many fans got turned away?", _GATES, now=NOW,
                        earlier_questions=["why is gate-api failing right now?"])
    assert plan.statuses == ["ENTRY_DENIED"] and plan.episode_records_nth == -1, plan
    #: no order, no now: every record of the status
    plan = offline_plan("how many failed entries on gate-api yesterday?", _GATES, now=NOW)
    assert plan.episode_records_nth == 0, plan
