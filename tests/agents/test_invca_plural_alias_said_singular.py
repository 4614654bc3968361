"""Pattern "a service named by a description word in a rollback question" (invCA: opened pearlcup): "has the kiosk
release been rolled back yet?" where the kiosks' description says "self-order kiosks" — an alias word in the plural
said in the singular after an article names that service, so the rollback is asked of it (a yes/no), never an
overview of everything. "can you check …" names no service whose alias is "checks" (no article before the verb)."""

from __future__ import annotations

from pathlib import Path

from superbiz.agents.question import match_services
from tests.agents.world_chat import world_asker

_ALIASES = {"self-order kiosks": "kiosk-svc", "kiosks": "kiosk-svc", "checks": "kyc-checker"}
_NAMES = ["kiosk-svc", "kyc-checker"]


def test_an_alias_in_the_plural_said_in_the_singular_names_its_service() -> None:
    """Scenario "has the kiosk release been rolled back yet?": "kiosk" after "the" names the "kiosks" service."""
    assert match_services("has the kiosk release been rolled back yet?", _NAMES, _ALIASES) == ["kiosk-svc"]
    assert match_services("are the kiosks failing?", _NAMES, _ALIASES) == ["kiosk-svc"]


def test_a_verb_spelled_like_a_singular_alias_names_nothing() -> None:
    """"can you check if anything is wrong?": the verb "check" is no "checks" service (no article before it)."""
    assert match_services("can you check if anything is wrong?", _NAMES, _ALIASES) == []


def test_the_rollback_of_a_service_named_in_the_singular_is_a_yes_no(tmp_path: Path) -> None:
    """Scenario on the dev world ledgerly ("FX quotes"): "has the quote release been rolled back yet?" asks the
    rollback of fx-rates: "没有" with fx-rates in the head (no rollback line by SQL), never an overview."""
    with world_asker(tmp_path, "ledgerly") as ask:
        answer, rollbacks = ask("has the quote release been rolled back yet?",
                                "SELECT count(*) FROM log_record WHERE service = 'fx-rates' "
                                "AND message LIKE 'rollback%'")
    head = answer.splitlines()[0]
    assert rollbacks == 0 and head.startswith("没有") and "fx-rates" in head, answer
