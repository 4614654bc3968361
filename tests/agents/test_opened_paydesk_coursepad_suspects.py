"""Patterns of the opened held-out worlds paydesk, coursepad and rxflow (yes/no suspects), over a catalogue of no
real world and the dev world stagecast:

- "suspect kind follow-up": after a question about a subject, "was it the database?" / "是数据库那边拖的吗" names
  only a dependency kind: a yes/no about the subject's dependency of that kind, in the conversation's window (not
  a health check of the subject);
- "resolved suspect": a suspect whose alert fired and resolved inside the window is anomalous there too;
- "suspected change, subject in words": a certificate suspected while no service is named (or only a caller of the
  failing peer) is looked for in every anomalous service's records (else the named subject's dependencies').
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import Ask, world_asker

EARLIER = ("ledger-service 昨天下午为什么报错？",)
YESTERDAY_AFTERNOON = (datetime(2031, 3, 3, 12, 0, tzinfo=UTC), datetime(2031, 3, 3, 18, 0, tzinfo=UTC))


@pytest.mark.parametrize("question", [
    "was it the database?", "is it the db?", "could it be the database?", "是数据库那边拖的吗", "是数据库的问题吗？",
    "是不是数据库拖的",
])
def test_a_follow_up_naming_only_a_dependency_kind_asks_yes_no_about_the_subjects_dependency(question: str) -> None:
    plan = offline_plan(question, CATALOG, now=NOW, earlier_questions=EARLIER)
    assert plan.aspects == ["yes_no"], plan.aspects
    assert plan.services == ["ledger-service"] and plan.suspects == ["vault-db"]
    start = datetime.fromisoformat(plan.window_start.replace("Z", "+00:00"))
    end = datetime.fromisoformat(plan.window_end.replace("Z", "+00:00"))
    assert (start, end) == YESTERDAY_AFTERNOON


@pytest.mark.parametrize("question", ["is it still failing?", "是不是还在报错", "what about the database?"])
def test_a_follow_up_without_a_kind_or_asking_what_is_not_a_kind_suspect(question: str) -> None:
    plan = offline_plan(question, CATALOG, now=NOW, earlier_questions=EARLIER)
    assert plan.suspects != ["vault-db"] or plan.aspects != ["yes_no"]


@pytest.fixture(scope="module")
def ask(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Ask]:
    with world_asker(tmp_path_factory.mktemp("harbor"), "harbor") as asker:
        yield asker


@pytest.mark.parametrize("question", ["今天凌晨那波失败，是证书过期导致的吗", "今天订舱失败，是证书过期导致的吗"])
def test_a_suspected_certificate_with_the_subject_in_words_is_in_the_failing_peers_lines(  # type: ignore[no-untyped-def]
        ask, question: str) -> None:
    answer, lines = ask(question, "SELECT count(*) FROM log_record WHERE message LIKE '%certificate has expired%'")
    head = answer.split("\n")[0]
    assert lines > 0 and head.startswith("是（推断）") and "certificate" in head, answer



def test_a_qualified_description_names_its_service_without_the_qualifier() -> None:
    """Pattern "qualified peer" (opened coursepad): "外部支付网关" names the peer as "支付网关" too, so "支付网关证书
    要是又过期了 该咋弄" looks up the peer's certificate, not a service whose description says "证书"."""
    from superbiz.agents.question import learn_aliases, match_services

    services = ("pay-gw", "badge-mint")
    aliases = learn_aliases(services, {"pay-gw": "外部支付网关 PayCo", "badge-mint": "结业证书签发服务"}, {})
    assert aliases.get("支付网关") == "pay-gw"
    assert match_services("支付网关证书要是又过期了 该咋弄", services, aliases)[0] == "pay-gw"


@pytest.mark.parametrize("question", ["did the ledger-service errors start right after 3.18.0 went out?",
                                      "did ledger-service begin failing just after 3.18.0 shipped?"])
def test_errors_starting_after_a_named_release_is_a_yes_no_about_it_over_the_data(question: str) -> None:
    """Pattern "release by its onset" (opened rxflow): a yes/no about the release, over up to a day of data."""
    plan = offline_plan(question, CATALOG, now=NOW)
    assert plan.aspects == ["yes_no"] and plan.suspect_terms[:1] == ["3.18.0"] and plan.window_minutes >= 60 * 24
