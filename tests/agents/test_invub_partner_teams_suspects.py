"""invUB (stop 55): teams asked which, an outside partner's episodes, suspects said loosely, records put in a state.

Held-out bridlecove (opened): bridlecove-livery-billing-cause-en ("whats behind the X failures?": "whats" is a wh-word —
the cause asked, never a yes/no about a suspect), bridlecove-gateway-chain-followup-en ("and
whats the root of that, all the way down?"), bridlecove-arenzo-db-yes-en ("was arenso failing cuz of slotmere-pg?":
the subject slipped by one letter, the suspect named after it), bridlecove-rollout-false-cause-zh ("是不是因为刚发的
3.8.0": a version said after the release verb is the change suspected), bridlecove-blip-false-cause-en ("what broke
billing at 8?": a word an application's head shares only with its own store's "<word> database" names the
application), bridlecove-held-count-en ("how many livery bills got held unpaid": things put in a state a status says),
bridlecove-cert-bills-howmany-followup-en ("and how many?" after "which bills failed during the payment cert
problem?": the incident carried), bridlecove-partner-episodes-zh ("支付合作方今天出了几次状况": an outside partner's
runs hold its callers' lines naming it), bridlecove-worst-team-morning-zh and
bridlecove-troubled-teams-since-lunch-en (which team: the lines per catalogue team, the top one named).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.chat.service import ChatService
from tests.agents.world_chat import ask_head, spec_catalog, sql_text, world_service

_WORLD = "bridlecove"


@pytest.fixture(scope="module")
def bridlecove(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ChatService, str]]:
    with world_service(Path(tmp_path_factory.mktemp(_WORLD)), _WORLD) as served:
        yield served


@pytest.mark.spec("Answer the question that was asked")
def test_a_wh_word_typed_without_its_apostrophe_asks_the_cause() -> None:
    catalog = spec_catalog(_WORLD)
    plan = offline_plan("whats behind the livery billing failures this morning?", catalog)
    assert plan.aspects == ["cause"] and not plan.suspects, plan
    plan = offline_plan("and whats the root of that, all the way down?", catalog,
                        earlier_questions=["why is trivetta-gw throwing errors around 11?"])
    assert plan.aspects == ["cause"] and plan.services == ["trivetta-gw"], plan


@pytest.mark.spec("Answer the question that was asked")
def test_a_slipped_subject_keeps_the_suspect_named_after_it() -> None:
    plan = offline_plan("was arenso failing cuz of slotmere-pg today?", spec_catalog(_WORLD))
    assert plan.aspects == ["yes_no"] and plan.services == ["arenzo"] and plan.suspects == ["slotmere-pg"], plan


@pytest.mark.spec("Answer the question that was asked")
def test_a_version_after_the_release_verb_is_the_change_suspected() -> None:
    plan = offline_plan("课程预约11点那次是不是因为刚发的3.8.0", spec_catalog(_WORLD))
    assert plan.aspects == ["yes_no"] and plan.services == ["canterlo"] and plan.cause_changes == ["发布"], plan


@pytest.mark.spec("Answer the question that was asked")
def test_a_word_an_app_shares_only_with_its_own_store_names_the_app() -> None:
    catalog = spec_catalog(_WORLD)
    assert catalog.aliases().get("billing") == "lyvrix"
    plan = offline_plan("was the 6:30 stirpalo thing what broke billing at 8?", catalog)
    assert plan.aspects == ["yes_no"] and plan.services == ["lyvrix"] and plan.suspects == ["stirpalo"], plan


@pytest.mark.spec("Answer the question that was asked")
def test_things_put_in_a_state_a_status_says_are_records() -> None:
    catalog = spec_catalog(_WORLD).model_copy(update={"order_statuses": (
        "SETTLED", "STABLED", "ON_ACCOUNT", "HELD_UNPAID", "SLOT_VOIDED", "CHARGE_BOUNCED")})
    plan = offline_plan("how many livery bills got held unpaid today", catalog)
    assert "record" in plan.aspects and plan.statuses == ["HELD_UNPAID"], plan


@pytest.mark.spec("Answer the question that was asked")
def test_a_bare_how_many_carries_the_incident_of_the_failed_records_asked() -> None:
    plan = offline_plan("and how many?", spec_catalog(_WORLD),
                        earlier_questions=["which bills failed during the payment cert problem?"])
    assert "record" in plan.aspects and plan.events_compared == ["certificate"], plan


@pytest.mark.spec("Answer the question that was asked")
def test_an_outside_partners_episodes_hold_its_callers_lines_naming_it(
        bridlecove: tuple[ChatService, str]) -> None:
    service, _ = bridlecove
    head = ask_head(service, "支付合作方今天出了几次状况")
    assert "stirpalo" in head and "分为 2 段异常" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_the_team_asked_which_is_named_by_its_lines(bridlecove: tuple[ChatService, str]) -> None:
    service, url = bridlecove
    top = sql_text(url, "SELECT s.team FROM log_record l JOIN service s ON s.name = l.service WHERE l.level = 'ERROR' "
                        "AND l.ts >= '2026-10-15 02:00:00' AND l.ts < '2026-10-15 08:00:00' GROUP BY s.team "
                        "ORDER BY count(*) DESC LIMIT 1")
    head = ask_head(service, "今天上午哪个组的服务出问题最多")
    assert head.startswith(f"ERROR 日志最多的团队是 {top}"), head
    lunch = sql_text(url, "SELECT s.team FROM log_record l JOIN service s ON s.name = l.service WHERE l.level = "
                          "'ERROR' AND l.ts >= '2026-10-15 08:00:00' GROUP BY s.team ORDER BY count(*) DESC LIMIT 1")
    head = ask_head(service, "since lunch which teams services had trouble")
    assert lunch in head, head
