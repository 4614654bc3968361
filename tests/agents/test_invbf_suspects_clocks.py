"""Patterns from the opened kilnworks and divelog (invBF), on names of no real world or over harbor.

Scenarios:
- "ledgrix 证书是昨天半夜之前就过期了吗？" (kilnworks "ledgrix-cert", first error 02:41 local today): a bare "半夜之前"
  (no "12点") is the clock of the last local midnight passed, as "半夜12点之前" is — not the hours either side of it
  (it was answered yes from the night's window); over harbor (spec scenario "carrier-cert-expired"): the onset against
  the clock, by SQL.
- "was the manifo breakage caused by the bellbuoy release just before it?" (divelog "bellbuoy-rollout" then
  "manifo-deploy"): another service's release that went by clean (it shows no anomaly) is not the cause when the
  subject's own deploy came after it, right before the subject's first error — the nearer change (it was answered
  yes, inferred from the other release's time alone); over ledgerly with a clean risk-scorer rollout added 10 minutes
  before the account-api bad deploy (spec scenario "account-bad-deploy"). No dev world has a clean rollout of one
  service just before another's bad deploy, and adding one would reseed a dev world's data: the world is built here.
- "is the payment db thing hitting trip bookings too?", "Is the ERP cert thing what's breaking pyrolink?" (divelog
  "kelpay-slow", kilnworks "ledgrix-cert"): a suspect asked as the doer of the subject's harm is a yes/no with the
  suspect said before the verb and the subject after it (they were a health question and an overview); ledgerly
  dev cases ledgerly-fx-cert-hitting-transfers-yes-en, ledgerly-fx-cert-breaking-accounts-no-en.
- "那回滚之后网关还有报错吗" after "网关中午报错是因为啥" (kilnworks "workslip-deploy", rolled back; the gateway
  failed with it): health since an operation another service did (the one the subject's trouble came from) is read
  from that service's change event (the subject logged none: it was answered yes from the errors before it); over
  ledgerly (spec scenario "account-bad-deploy", api-front failing with it), dev case
  ledgerly-followup-front-after-rollback-zh.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import aspects_of
from superbiz.agents.question_ops import onset_boundary
from superbiz.chat.service import ChatService
from superbiz.container import build_container
from superbiz.settings import Settings, SourcesSettings
from superbiz.sources.worldgen.generate import generate_world
from superbiz.sources.worldgen.spec import IncidentSpec
from superbiz.sources.worldgen.worlds.ledgerly import SPEC as LEDGERLY
from tests.agents.synthetic import NOW
from tests.agents.world_chat import world_service


def test_a_bare_midnight_before_an_expiry_is_the_last_midnight_passed() -> None:
    utc = ZoneInfo("UTC")
    found = onset_boundary("ledger 证书是昨天半夜之前就过期了吗？", now=NOW, zone=utc)
    assert found is not None
    at, said = found
    assert said == "半夜" and at.hour == 0 and at.minute == 0 and NOW - at < timedelta(days=1)
    assert onset_boundary("证书半夜就过期了吗", now=NOW, zone=utc) is None  # no "before": the night's window


def test_a_clean_release_of_another_service_before_the_subjects_own_deploy_is_not_the_cause(tmp_path: Path) -> None:
    zone = ZoneInfo(LEDGERLY.timezone)
    clean = IncidentSpec(id="risk-rollout", kind="deploy", service="risk-scorer",
                         start=datetime(2026, 6, 18, 10, 50, tzinfo=zone),
                         end=datetime(2026, 6, 18, 10, 56, tzinfo=zone),
                         version="2.4.0", previous_version="2.3.9", rollout_ok=True)
    url = f"sqlite:///{tmp_path / 'world.db'}"
    generate_world(LEDGERLY.model_copy(update={"incidents": (*LEDGERLY.incidents, clean)}), url)
    container = build_container(Settings(home=tmp_path / "home", sources=SourcesSettings(world_url=url)))
    try:
        result = ChatService(container).ask("was the account-api breakage caused by the risk-scorer release just "
                                            "before it?", user_id="suspect-test")
    finally:
        container.close()
    assert result.answer.startswith("不是"), result.answer
    causes = " ".join(c.claim_text for c in result.confirmed if c.claim_type == "root_cause")
    assert "account-api 的异常始于其发布之后" in causes, causes
    assert "始于 risk-scorer" not in result.answer


_CHAIN = Catalog(services=("front", "bookings", "payments", "payments-db", "labels"),
                 dependencies={"front": ("bookings", "labels"), "bookings": ("payments",),
                               "payments": ("payments-db",)},
                 dependency_kinds={"payments": (("payments-db", "postgres"),)},
                 timezone="UTC", data_end=NOW)


def test_a_suspect_asked_as_the_doer_of_the_harm_is_a_yes_no_about_the_service_after_the_verb() -> None:
    for question in ("is payments-db hitting bookings too?", "Is payments-db what's breaking bookings?",
                     "was payments-db taking down bookings?"):
        plan = offline_plan(question, _CHAIN, now=NOW)
        assert plan.aspects == ["yes_no"], (question, plan.aspects)
        assert plan.services == ["bookings"] and plan.suspects == ["payments-db"], (question, plan)
    #: its own symptom, no suspect; "it": no suspect named here
    for question in ("is bookings hitting timeouts?", "is it hitting bookings too?"):
        assert "yes_no" not in aspects_of(question, has_entity=True, has_record=False), question


def test_health_since_another_services_rollback_reads_that_services_change_event(tmp_path: Path) -> None:
    with world_service(tmp_path, "ledgerly") as (chat, _):
        chat.ask("api-front 11点多报错是因为啥", user_id="t", conversation_id="c1")
        head = chat.ask("那回滚之后 api-front 还有报错吗", user_id="t", conversation_id="c1").answer.split("\n", 1)[0]
    assert head.startswith("没有") and "api-front" in head and "account-api" in head, head
