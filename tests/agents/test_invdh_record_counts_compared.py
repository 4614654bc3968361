"""invDH (issue 10, opened chargenet/matchly/orehaul): record counts and comparisons.

- a status named by its verb ("how many charging sessions got aborted?"): a status's value said as a lowercase word
  qualifying the records' noun (CHARGING as "charging") is not the status counted when another status is named in
  words (SESSION_ABORTED by "aborted").
- "alert" inside a hyphenated name ("alert-push") counts no alerts.
- "and how many?" after "<records> - what's been failing?" counts the failed records (the topic said first)."""

from __future__ import annotations

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_terms import statuses
from superbiz.agents.question import ALERTS_COUNTED, record_topic
from tests.agents.synthetic import CATALOG, NOW

_SESSIONS = ("CHARGING", "COMPLETED", "SESSION_ABORTED", "START_FAILED")


def test_a_status_named_by_its_verb_beats_a_lowercase_value_qualifying_the_noun() -> None:
    catalog = CATALOG.model_copy(update={"order_statuses": _SESSIONS})
    question = "How many charging sessions got aborted this morning?"
    assert statuses(question, ["count"], catalog) == ["SESSION_ABORTED"]
    plan = offline_plan(question, catalog, now=NOW, lookup_ids=lambda _: {})
    assert plan.statuses == ["SESSION_ABORTED"], plan.statuses


def test_a_value_written_as_a_value_or_alone_stays_the_status_counted() -> None:
    catalog = CATALOG.model_copy(update={"order_statuses": _SESSIONS})
    assert statuses("How many CHARGING sessions got aborted?", ["count"], catalog) == ["CHARGING"]
    assert statuses("how many sessions are charging right now?", ["count"], catalog) == ["CHARGING"]


def test_alert_inside_a_hyphenated_name_counts_no_alerts() -> None:
    """"how many errors has alert-push logged in the past hour?": the service's ERROR lines, not its alerts."""
    assert ALERTS_COUNTED.search("how many errors has alert-push logged in the past hour?") is None
    assert ALERTS_COUNTED.search("quote-engine's alert-relay errors - how many in the past hour?") is None
    assert ALERTS_COUNTED.search("how many alerts has alert-push raised?") is not None
    assert ALERTS_COUNTED.search("how many critical alerts are firing?") is not None
    assert ALERTS_COUNTED.search("alerts - how many today?") is not None


def test_a_bare_count_after_records_said_first_then_what_is_failing_counts_those_records() -> None:
    """"and how many?" after "fuel tickets - what's been failing since 2:20pm?": the failed records, not log lines."""
    earlier = ["fuel tickets - what's been failing since 2:20pm?"]
    assert record_topic("and how many?", earlier) == earlier[0]
    assert record_topic("and how many?", ["freight rates: what failed today?"])
    #: calls, log lines or no noun at all said first name no records
    assert not record_topic("and how many?", ["api calls - what's been failing since 2:20pm?"])
    assert not record_topic("and how many?", ["what's been failing since 2:20pm?"])
