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
"""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

from superbiz.agents.question_ops import onset_boundary
from superbiz.chat.service import ChatService
from superbiz.container import build_container
from superbiz.settings import Settings, SourcesSettings
from superbiz.sources.worldgen.generate import generate_world
from superbiz.sources.worldgen.spec import IncidentSpec
from superbiz.sources.worldgen.worlds.ledgerly import SPEC as LEDGERLY
from tests.agents.synthetic import NOW


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
