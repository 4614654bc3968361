"""invDP (issue 10, opened cafeteca): "<records' trouble> - was that the X?" — a trouble told first, the suspect asked
after a dash or comma ("last night's bounced renewals - was that the billing db lock waits?").

The form is a yes/no about the suspect (it was a cause question, or a yes/no of the suspect alone answered
"无法确定"); the records told name their service by a word of its English description ("renewals" ↔ "renewal
billing") when no service is named outright — that service is the subject, the one named after the dash the
suspect. "what about X, is it healthy now?" (no article after "is it") stays a health question."""

from __future__ import annotations

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import TOLD_THEN_SUSPECT
from tests.agents.synthetic import CATALOG, NOW

_DESCRIPTIONS = {"ledger-service": "账务服务 / ledger service", "vault-db": "账务数据库 / vault database",
                 "renewer": "续订扣费 / renewal billing"}


def test_the_dash_form_asks_a_yes_no_and_a_health_tag_does_not() -> None:
    assert TOLD_THEN_SUSPECT.search("last night's bounced renewals - was that the billing db lock waits?")
    assert TOLD_THEN_SUSPECT.search("the failed payouts this morning, was it the vault database?")
    assert TOLD_THEN_SUSPECT.search("what about the tracking cluster, is it healthy now?") is None


def test_records_told_by_a_description_word_are_the_subject_the_thing_after_the_dash_the_suspect() -> None:
    catalog = CATALOG.model_copy(update={
        "order_statuses": ("ACTIVE", "RENEWAL_BOUNCED", "SHIPPED"),
        "descriptions": {**CATALOG.descriptions, **_DESCRIPTIONS},
        "services": (*CATALOG.services, "renewer"),
        "dependencies": {**CATALOG.dependencies, "renewer": ("vault-db",)}})
    plan = offline_plan("last night's bounced renewals - was that the vault-db lock waits?", catalog, now=NOW,
                        lookup_ids=lambda _: {})
    assert plan.aspects == ["yes_no"]
    assert plan.services == ["renewer"] and plan.suspects == ["vault-db"], (plan.services, plan.suspects)


def test_a_state_told_and_tagged_yes_asks_whether_it_holds() -> None:
    """lagoonbus-followup-pool-yes-en's pattern: "so the pool on X is maxed out, yes?" asks about X's state (it was
    read as the cause the conversation asked first)."""
    earlier = ("ledger-service is throwing LDG-5307, what's up?", "how long has that been going on?")
    plan = offline_plan("so the pool on vault-db is maxed out, yes?", CATALOG, now=NOW, earlier_questions=earlier)
    assert plan.aspects == ["health"] and plan.services == ["vault-db"], (plan.aspects, plan.services)
    assert offline_plan("vault-db was stuck this morning, right?", CATALOG, now=NOW).aspects == ["health"]
