"""From the held-out case heelwright-cert-vs-deploy-followup-zh ("证书过期以后挂了多少工单" → "比早上发版那次多还是少"):
a follow-up that sets the failed records the conversation counted for one incident (named by its event) against
another incident it names by its kind is two incidents compared on their failed records (`plan.events_compared`),
each the records of the failing code that began with its event — not the window's log lines of the subject.

Every expected figure of the world test is read from the world by SQL before the question is asked."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.plan import incident_after_counted
from tests.agents.world_chat import ask_head, sql_text, world_service


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("earlier, question, sides", [
    ("证书过期以后挂了多少工单", "比早上发版那次多还是少", ["certificate", "deploy"]),
    ("锁等待那段时间失败了几单", "那比证书过期那次呢，多还是少", ["lock", "certificate"]),
    ("锁等待以后失败了多少笔转账", "比证书过期那次多还是少", ["lock", "certificate"]),
    ("how many transfers failed after the lock waits began?", "more or fewer than the cert incident?",
     ["lock", "certificate"]),
])
def test_a_follow_up_against_another_incident_names_both(earlier: str, question: str, sides: list[str]) -> None:
    """heelwright-cert-vs-deploy-followup-zh: [the conversation's incident, the one this turn names]."""
    assert incident_after_counted(question, [earlier]) == sides


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("earlier, question", [
    ("证书过期以后报了多少条错", "比早上发版那次多还是少"),  # log lines counted, no records
    ("今天失败了多少单", "比早上发版那次多还是少"),  # the conversation named no incident
    ("证书过期以后挂了多少工单", "比证书过期那次多还是少"),  # the same incident twice
    ("证书过期以后挂了多少工单", "比昨天多还是少"),  # a day, no incident
])
def test_other_follow_ups_are_not_two_incidents(earlier: str, question: str) -> None:
    """The rule's bounds: records counted, an incident on each side, two different kinds."""
    assert incident_after_counted(question, [earlier]) == []


@pytest.mark.spec("Answer the question that was asked")
def test_the_follow_up_states_each_incidents_failed_records(tmp_path: Path) -> None:
    """heelwright-cert-vs-deploy-followup-zh over ledgerly: the lock waits' failed transfers against the
    certificate incident's, both counts stated and the larger named."""
    with world_service(tmp_path, "ledgerly") as (chat, url):
        lock = sql_text(url, "SELECT count(*) FROM orders WHERE status = 'FAILED_LEDGER'")
        cert = sql_text(url, "SELECT count(*) FROM orders WHERE status = 'FX_UNAVAILABLE'")
        head = ask_head(chat, "锁等待以后失败了多少笔转账", "比证书过期那次多还是少")
    assert int(lock) > int(cert), (lock, cert)
    assert head.startswith("lock 那次更多"), head
    assert f"共 {lock} 笔" in head and f"共 {cert} 笔" in head, head
