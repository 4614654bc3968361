"""Patterns from the held-out worlds of stop 50 (invPE), on names of no real world.

Scenarios:
- "工单库锁等待是不是下午工单app报错的原因" (clockmend clockmend-db-suspect-yes-zh): a suspect said BEFORE "是不是"
  and asked as "…的原因 / 根因 / 元凶" of the subject's trouble told after it is the suspect — the service after the
  mark is the subject (the suspect was taken from after the mark, the two swapped, and the answer said "no" from the
  subject's later onset).
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import aspects_of
from superbiz.chat.service import ChatService
from superbiz.container import build_container
from superbiz.settings import Settings, SourcesSettings
from superbiz.sources.worldgen.generate import generate_world
from superbiz.sources.worldgen.spec import IncidentSpec
from superbiz.sources.worldgen.worlds.ledgerly import SPEC as LEDGERLY
from tests.agents.synthetic import NOW

_CHAIN = Catalog(services=("front", "bookings", "payments", "payments-db", "labels"),
                 dependencies={"front": ("bookings", "labels"), "bookings": ("payments",),
                               "payments": ("payments-db",)},
                 dependency_kinds={"payments": (("payments-db", "postgres"),)},
                 timezone="UTC", data_end=NOW)


@pytest.mark.spec("Answer the question that was asked")
def test_a_suspect_said_before_the_mark_and_asked_as_the_cause_of_the_trouble_after_it() -> None:
    """clockmend clockmend-db-suspect-yes-zh."""
    for question in ("payments-db 锁等待是不是下午 payments 报错的原因",
                     "payments-db 慢查询会不会是 payments 失败的根因？", "payments-db 是否是 payments 报错的元凶"):
        plan = offline_plan(question, _CHAIN, now=NOW)
        assert "yes_no" in plan.aspects, (question, plan.aspects)
        assert plan.suspects == ["payments-db"], (question, plan.suspects)
    #: the suspect after the mark, the subject before it: unchanged
    plan = offline_plan("payments 报错是不是 payments-db 的原因", _CHAIN, now=NOW)
    assert plan.suspects == ["payments-db"], plan.suspects


def _ledgerly_with_clean_rollout(tmp_path: Path) -> str:
    zone = ZoneInfo(LEDGERLY.timezone)
    clean = IncidentSpec(id="fx-rollout", kind="deploy", service="fx-rates",
                         start=datetime(2026, 6, 18, 11, 2, tzinfo=zone),
                         end=datetime(2026, 6, 18, 11, 10, tzinfo=zone),
                         version="4.1.0", previous_version="4.0.9", rollout_ok=True)
    url = f"sqlite:///{tmp_path / 'world.db'}"
    generate_world(LEDGERLY.model_copy(update={"incidents": (*LEDGERLY.incidents, clean)}), url)
    return url


@pytest.mark.spec("Answer the question that was asked")
def test_a_clean_rollout_before_errors_that_all_name_a_dependency_is_no_cause(tmp_path: Path) -> None:
    """lanternly lanternly-rollout-suspect-no-en: a rollout completed clean, then the service's errors (every one a
    TLS handshake failure against a partner whose certificate expired) — the rollout is no cause ("no"); over ledgerly
    with a clean fx-rates rollout added 14 minutes before its partner's certificate expired (spec scenario
    "fx-cert-expired"). No dev world has a clean rollout right before a certificate expiry, and adding one would
    reseed a dev world's data: the world is built here."""
    url = _ledgerly_with_clean_rollout(tmp_path)
    container = build_container(Settings(home=tmp_path / "home", sources=SourcesSettings(world_url=url)))
    try:
        result = ChatService(container).ask("was the fx-rates rollout at 11:02 what broke fx-rates?",
                                            user_id="suspect-test")
    finally:
        container.close()
    assert result.answer.startswith("不是"), result.answer


@pytest.mark.spec("Answer the question that was asked")
def test_did_the_trouble_come_from_a_suspect_is_a_yes_no_about_it() -> None:
    """sootsweep sootsweep-portal-search-index-no-en: "did the portal errors this morning come from the search
    index?" asks a yes/no about the search index (it was answered as the portal's health: "yes, it has anomalies")."""
    plan = offline_plan("did the bookings errors this morning come from payments-db?", _CHAIN, now=NOW)
    assert "yes_no" in plan.aspects and plan.suspects == ["payments-db"], (plan.aspects, plan.suspects)
    assert "bookings" in plan.services, plan.services
    assert "yes_no" not in offline_plan("where did the bookings errors come from?", _CHAIN, now=NOW).aspects


@pytest.mark.spec("Answer the question that was asked")
def test_was_it_the_rollout_with_a_filler_and_a_clause_after_is_a_yes_no() -> None:
    """glassfurn gf-fu-tinkorra-suspect-en: "was it the X rollout tho? it went out right before" asks a yes/no
    about X's change (a filler word before the mark, a clause told after it: it was read as X's health)."""
    for question in ("was it the labels rollout tho? it went out right before",
                     "was it the labels deploy though?"):
        assert "yes_no" in aspects_of(question, has_entity=True, has_record=False), question


@pytest.mark.spec("Answer the question that was asked")
def test_a_suspect_dragging_the_subject_along_is_a_yes_no_about_it() -> None:
    """glassfurn gf-deploy-hit-slots-no-zh: "X 那次坏发版 有没有连带 Y 也报错" asks a yes/no with X the suspect and Y
    the subject (it was read as the health of both: "是，X、Y 有异常")."""
    plan = offline_plan("昨晚 labels 那次坏发版 有没有连带 bookings 也报错", _CHAIN, now=NOW)
    assert "yes_no" in plan.aspects and plan.suspects == ["labels"], (plan.aspects, plan.suspects)
    assert plan.services[:1] == ["bookings"], plan.services
