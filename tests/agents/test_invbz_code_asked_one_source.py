"""Scenario "two sources, one code asked" on the opened beanlot (the member app failing at once on calls to the lot
registry, whose pool is full, and on calls to the payment gateway, whose partner's certificate expired): "why is X
throwing <code> since early afternoon?" asks the cause of that code — the chain its lines follow (to the expired
certificate), not "overlapping sources" naming the other trouble first (the certificate was cut from the head)."""

from __future__ import annotations

from pathlib import Path

from tests.agents.world_chat import world_asker

#: the external partner behind the service the asked code's lines call
_PARTNER = "SELECT count(*) FROM service_dependency WHERE service = 'kinapay-out' AND depends_on = 'kinamoni'"


def test_a_code_asked_follows_its_own_chain_not_the_overlapping_one(tmp_path: Path) -> None:
    with world_asker(tmp_path, "beanlot") as ask:
        answer, held = ask("why does coopapp-edge keep throwing CAE-5402 since early afternoon?", _PARTNER)
    assert held == 1
    head = answer.split("\n", 1)[0]
    assert "重叠" not in head and "kinamoni" in head and "certificate" in head, head
    assert "lotreg" not in head, head
