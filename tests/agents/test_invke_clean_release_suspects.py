"""invKE, stop 45 (issue 10): yes/no questions about a suspect that did nothing — a clean rollout just before the
trouble, a partner's side, a WARN-only blip — are answered no, each checked against the world's data by SQL.

- "did X's deploy this morning go bad?" asks the trouble side (yes = it went bad), never "是，X 健康".
- "did it actually fail anything?" after a WARN-only blip is an ERROR-level check (no ERROR lines: no).
- "was the X release at 2 what broke Y?": X the suspect before "what broke", Y (named by its description's words)
  the subject after it; X off Y's dependency chain: no, with Y's own first trouble told beside it.
- "是不是银行那边的问题？" after a question about the subject: the side's words name the partner (a description
  word), a yes/no about it for the conversation's subject.
- A dependency's clean release just before the subject's trouble whose first records name another dependency of
  the subject (a partner's expired certificate): no, the records point elsewhere.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_terms import asked_level
from superbiz.agents.question import asks_about_problems, aspects_of
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import ask_head, sql_text, world_service


@pytest.mark.spec("Answer the question that was asked")
def test_a_deploy_gone_bad_asks_the_trouble_side() -> None:
    """Spec scenario: a clean rollout asked "did it go bad?" — the trouble side is asked (yes = unhealthy)."""
    assert asks_about_problems("did the ledger-service deploy this morning go bad?", ["ledger-service"])
    assert asks_about_problems("did the basket-service release go sideways?", ["basket-service"])


@pytest.mark.spec("Answer the question that was asked")
def test_did_it_actually_fail_anything_is_an_error_level_check() -> None:
    """Spec scenario: a WARN-only latency blip — "did it actually fail anything?" is whether ERROR lines were logged."""
    assert asked_level("did it actually fail anything?") == "ERROR"
    assert asked_level("did ledger-service fail anything?") == "ERROR"
    assert asked_level("did it fail over?") is None


@pytest.mark.spec("Answer the question that was asked")
def test_a_release_asked_as_what_broke_a_thing_is_a_yes_no_about_it() -> None:
    """Spec scenario: a clean rollout of another service just before the trouble — the release is the suspect."""
    assert "yes_no" in aspects_of("was the ledger-service release at 2 what broke the basket-service?", has_entity=True,
                                 has_record=False)
    plan = offline_plan("was the ledger-service release at 2 what broke the basket-service?", CATALOG, now=NOW)
    assert plan.aspects == ["yes_no"] and plan.suspects == ["ledger-service"], (plan.aspects, plan.suspects)
    assert plan.services[0] == "basket-service"


@pytest.mark.spec("Answer the question that was asked")
def test_a_release_off_the_victims_chain_is_no_and_the_victims_trouble_is_told(tmp_path: Path) -> None:
    """Spec scenario: a clean rollout of the reading app at 2, then the hold notices' consumer lag — no."""
    with world_service(tmp_path, "pagewick") as (service, url):
        head = ask_head(service, "was the reading app release at 2 what broke the hold notices?")
        named = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'holdbell' "
                                  "AND level IN ('WARN', 'ERROR') AND message LIKE '%inkleaf%'"))
    assert named == 0 and head.startswith("不是"), head
    assert "holds.ready" in head or "consumer" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_a_follow_up_blaming_a_partners_side_is_a_yes_no_about_the_partner(tmp_path: Path) -> None:
    """Spec scenario: teacher payouts failing on the fee ledger's pool; the bank partner shows nothing — no."""
    with world_service(tmp_path, "drumlane") as (service, url):
        head = ask_head(service, "昨天上午老师提现怎么了", "是不是银行那边的问题？")
        named = int(sql_text(url, "SELECT count(*) FROM log_record WHERE level IN ('WARN', 'ERROR') "
                                  "AND (service = 'quavergiro' OR message LIKE '%quavergiro%')"))
    assert named == 0 and head.startswith("不是"), head


@pytest.mark.spec("Answer the question that was asked")
def test_a_dependencys_clean_release_before_a_partners_certificate_trouble_is_no(tmp_path: Path) -> None:
    """Spec scenario: a schedule service rolled out cleanly minutes before the app's partner certificate expired."""
    with world_service(tmp_path, "reedmill") as (service, url):
        head = ask_head(service, "节目单6点20那次发版 是不是把听众App搞挂了？")
        follow = ask_head(service, "what's wrong with the listeners' app?", "is it because of the rundowner release?")
        named = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'auralo' AND level = 'ERROR' "
                                  "AND message LIKE '%rundowner%'"))
    assert named == 0 and head.startswith("不是") and follow.startswith("不是"), (head, follow)
