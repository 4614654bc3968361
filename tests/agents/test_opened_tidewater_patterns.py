"""Patterns of the opened tidewater world (issue 10, round 4), on a catalogue of no real world: a suspect yes/no
whose symptom is told in words, counts of records, and follow-ups that inherit the earlier question's topic."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG, NOW


@pytest.mark.parametrize("question", [
    "今天早上订单老是付不了款，是不是 vault-db 查询太慢搞的？",
    "were this morning's failed payments caused by vault-db?",
    "今天上午付款失败，是 vault-db 慢查询导致的吗？",
])
def test_a_suspect_with_a_symptom_told_in_words_is_the_suspect(question: str) -> None:
    """Pattern "suspect yes/no answered by WARN lines and a resolved alert": the one service named is the suspect
    (queried as such, its anomalies answer yes, its clean window no), not a subject without a suspect."""
    plan = offline_plan(question, CATALOG, now=NOW)
    assert plan.aspects == ["yes_no"] and plan.suspects == ["vault-db"], plan


def test_a_versioned_suspect_keeps_the_service_as_the_subject() -> None:
    plan = offline_plan("Was the ledger-service outage caused by the 3.18.0 deploy?", CATALOG, now=NOW)
    assert plan.suspects == [] and plan.suspect_terms == ["3.18.0"] and plan.services == ["ledger-service"]
