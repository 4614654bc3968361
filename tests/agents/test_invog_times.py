"""Question patterns of stop 49 (investigator invOG): the end and onset of a trouble asked in words of their own."""

from __future__ import annotations

import pytest

from superbiz.agents.question import aspects_of


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", [
    "when did deposits come back after the cert thing?",
    "when did payments come back after the outage?",
])
def test_come_back_after_a_trouble_asks_its_end(question: str) -> None:
    """lendkit-cert-end-en: "come back after …" was read as records returned with a status (a capitals-only
    status, matched case-blind against "after"): nothing asked, a cause of the recent hour answered."""
    assert aspects_of(question, has_entity=True, has_record=False) == ["end"]


@pytest.mark.spec("Answer the question that was asked")
def test_records_come_back_with_a_status_are_no_end() -> None:
    """The status in capitals after "came back" still names records returned with it (no end asked)."""
    assert "end" not in aspects_of("why did bookings came back DOCK_UNASSIGNED?", has_entity=True, has_record=True)


@pytest.mark.spec("Answer the question that was asked")
def test_the_pool_of_a_kind_said_by_name_blowing_up_is_that_stores_onset() -> None:
    """lendkit-pool-onset-en ("when did the mysql pool blow up"): a thing breaking ("blow up") is its onset; "mysql"
    names the one mysql dependency even beside a postgres one (both databases before: no subject, the overview)."""
    from datetime import UTC, datetime

    from superbiz.agents.plan import Catalog, offline_plan
    from tests.agents.synthetic import NOW

    catalog = Catalog(
        services=("loan-api", "loan-db", "ledger-pg"),
        dependencies={"loan-api": ("loan-db", "ledger-pg")},
        dependency_kinds={"loan-api": (("loan-db", "mysql"), ("ledger-pg", "postgres"))},
        descriptions={"loan-api": "loans service", "loan-db": "loans database", "ledger-pg": "ledger database"},
        timezone="UTC", data_start=datetime(2031, 3, 2, tzinfo=UTC), data_end=NOW, silent=frozenset(),
        metrics=("error_ratio",),
    )
    plan = offline_plan("when did the mysql pool blow up", catalog, now=NOW)
    assert plan.aspects == ["onset"] and plan.services == ["loan-db"], (plan.aspects, plan.services)
