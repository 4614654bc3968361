"""invDL (issue 10, old taigaheat case): "pay.gate - more errors from the bank cert thing or from the billing deploy
last night?" — two causes of one service's errors compared: each side is the one ERROR code of the subject whose
sample a side's word opens a word of ("cert" → "certificate") or names a service the side names (the billing
application's failed calls); it was read as a count of the subject's lines by level (dev:
ledgerly-errors-from-two-causes-more-en)."""

from __future__ import annotations

from pathlib import Path

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import sql_text, world_service


def test_two_causes_of_one_subject_are_its_sides() -> None:
    plan = offline_plan("ledger-service - more errors from the vault thing or from the basket deploy today?", CATALOG,
                        now=NOW)
    #: each side with the service its word names ("vault" the first part of vault-db, stop 52: as "basket" of
    #: basket-service)
    assert plan.from_sides == [["vault thing", "vault", "vault-db"], ["basket deploy", "basket", "basket-service"]]
    assert plan.services == ["ledger-service"]  # the deploy's service is a cause, not a second subject
    assert offline_plan("how many errors did ledger-service log today?", CATALOG, now=NOW).from_sides == []


def test_each_cause_is_counted_by_its_code(tmp_path: Path) -> None:
    with world_service(tmp_path, "ledgerly") as (service, url):
        head = service.ask("transfer-api - more errors from the ledger lock thing or from the fx cert problem today?",
                           user_id="dl").answer.split("\n")[0]
        ledger, fx = (sql_text(url, f"SELECT count(*) FROM log_record WHERE service = 'transfer-api' AND error_code = "
                               f"'{code}'") for code in ("TRF-5030", "TRF-4210"))
        #: a side no code's sample speaks of: the plain count stands (no side guessed)
        plain = service.ask("transfer-api - more errors from the kyc thing or from the fx cert problem today?",
                            user_id="dl").answer.split("\n")[0]
    assert head.startswith("「ledger lock thing」更多"), head
    assert f"共 {ledger} 条" in head and f"共 {fx} 条" in head, head
    assert "更多" not in plain, plain
