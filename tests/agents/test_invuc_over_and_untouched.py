"""invUC (stop 55): "when was X over?" asks the end; a clean subject asked whether a trouble told by its kind hit it.

Held-out cases: lilyvault-cert-end-en ("when was the florist cert thing over?"), lilyvault-payments-hit-by-cert-en
("did payments get hit by the cert thing yesterday?": the payment service logged nothing and fired nothing — no).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.question import aspects_of
from tests.agents.world_chat import world_asker


@pytest.mark.spec("Answer the question that was asked")
def test_when_was_it_over_asks_the_end() -> None:
    for question in ("when was the florist cert thing over?", "what time was the lock mess done?"):
        assert "end" in aspects_of(question, has_entity=True, has_record=False), question
    assert "end" not in aspects_of("when was the pool over the limit?", has_entity=True, has_record=False)


@pytest.mark.spec("Answer the question that was asked")
def test_a_clean_subject_was_not_hit_by_the_trouble_told(tmp_path: Path) -> None:
    """ledgerly's risk scorer logs nothing all day: "did risk scoring get hit by the cert thing today?" is a no."""
    sql = "SELECT count(*) FROM log_record WHERE service = 'risk-scorer' AND level IN ('ERROR', 'WARN')"
    with world_asker(tmp_path, "ledgerly") as ask:
        answer, lines = ask("did risk scoring get hit by the cert thing today?", sql)
        assert lines == 0
        assert answer.startswith("不是"), answer


@pytest.mark.spec("Answer the question that was asked")
def test_two_spans_compared_say_each_troubles_kind(tmp_path: Path) -> None:
    """lilyvault-which-longer-followup-en: "which one was longer?" after a cache storm and a cert thing named each
    side by its service alone; each side says its trouble's kind now (ledgerly: lock waits against the expired
    certificate)."""
    sql = "SELECT count(*) FROM log_record WHERE service = 'fx-rates' AND message LIKE '%certificate%'"
    with world_asker(tmp_path, "ledgerly") as ask:
        answer, lines = ask("ledger-core 的锁等待和 fx-rates 的证书过期，哪个持续得更久？", sql)
        head = answer.split("\n")[0]
        assert lines > 0 and "持续更久" in head, answer
        assert "ledger-core（锁等待问题）" in head and "fx-rates（证书问题）" in head, head
