"""Patterns of yes/no and health questions about deploys and rollbacks (invCB: opened tractorly, tuktukgo, wheatrail,
canalship).

- Spec scenario "an operation recalled beside the present asked": "X 昨天回滚过，现在健康吗", "…现在有没有问题？下午不是
  发过版吗" ask the health now — the operation only sets the scene (it was answered "是，X 有回滚记录").
- Spec scenario "the thing a change went out to, named by a word of its description": "has the dispatch deploy been
  rolled back yet?" asks the rollback of the one service described by "dispatch" (it was an overview).
- Spec scenario "did the <clocked> redeploy of X break anything?": the trouble after X's own change (health since it),
  never whether it was deployed; errors of an earlier run that stopped before it do not count.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question_ops import actions_asked
from superbiz.agents.timeparse import present_context
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import Ask, world_asker


@pytest.mark.parametrize("question", ["X 昨天回滚过，现在健康吗", "X 上午重启过，现在正常吗",
                                      "X 现在有没有问题？下午不是发过版吗"])
def test_an_operation_recalled_beside_the_present_is_not_asked(question: str) -> None:
    """Scenario "an operation recalled beside the present asked": the operation's clause is dropped from the present."""
    assert actions_asked(question) == [], question
    assert not any(w in present_context(question) for w in ("回滚", "重启", "发过版")), present_context(question)


@pytest.mark.parametrize("question", ["X 昨天回滚了没有", "X 回滚过了吗，现在呢", "下午发过版吗"])
def test_an_operation_asked_stays_asked(question: str) -> None:
    """The operation asked of itself (no present beside it, or its own question word) is still asked."""
    assert actions_asked(question), question


@pytest.fixture(scope="module")
def ledgerly(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Ask]:
    with world_asker(tmp_path_factory.mktemp("ledgerly"), "ledgerly") as asker:
        yield asker


@pytest.fixture(scope="module")
def tractorly(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Ask]:
    with world_asker(tmp_path_factory.mktemp("tractorly"), "tractorly") as asker:
        yield asker


def test_rolled_back_earlier_healthy_now(ledgerly: Ask) -> None:
    """Scenario "an operation recalled beside the present asked", answered from now's evidence: healthy."""
    answer, bad = ledgerly("账户服务上午回滚过，现在健康吗",
                           "SELECT count(*) FROM log_record WHERE service = 'account-api' "
                           "AND level IN ('WARN', 'ERROR') AND ts >= '2026-06-18 09:30:00'")
    assert bad == 0 and answer.startswith("是，account-api 现在健康"), answer
    assert "回滚记录" not in answer.split("\n")[0], answer


def test_a_change_named_by_a_description_word(ledgerly: Ask) -> None:
    """Scenario "the thing a change went out to, named by a word of its description"."""
    answer, rollbacks = ledgerly("has the profile deploy been rolled back yet?",
                                 "SELECT count(*) FROM log_record WHERE service = 'account-api' "
                                 "AND message LIKE 'rollback completed%'")
    assert rollbacks > 0 and answer.startswith("是，account-api") and "回滚记录" in answer, answer


def test_a_deploy_word_of_no_service_names_nothing() -> None:
    """"did the bad deploy get rolled back?": a word no service holds beside the change word names no service."""
    assert offline_plan("did the bad deploy get rolled back?", CATALOG, now=NOW).services == []


def test_a_clocked_redeploy_broke_anything_is_health_since_it() -> None:
    """Scenario "did the <clocked> redeploy of X break anything?": health since X's own change, not the operation."""
    plan = offline_plan("did the 11:00 redeploy of basket-service break anything?", CATALOG, now=NOW)
    assert plan.aspects == ["health"] and plan.actions == [] and plan.since_actions == ["发布"], plan


def test_a_clean_redeploy_after_a_bad_one_broke_nothing(tractorly: Ask) -> None:
    """The opened tractorly: the portal's clean 11:00 redeploy after its rolled-back bad one — no ERROR from 11:00 on
    (by SQL), the earlier run's errors stopped before it: "没有"."""
    answer, errors = tractorly("did the 11:00 redeploy of the dealer portal break anything?",
                               "SELECT count(*) FROM log_record WHERE service = 'dylerka-portal' AND level = 'ERROR' "
                               "AND ts >= '2026-11-26 08:00:00'")
    assert errors == 0 and answer.startswith("没有，dylerka-portal"), answer


def test_a_clocked_bad_deploy_broke_something(ledgerly: Ask) -> None:
    """The dev ledgerly: account-api's 11:02 deploy was followed by its errors (by SQL): "是"."""
    answer, errors = ledgerly("did the 11:02 deploy of the account API break anything?",
                              "SELECT count(*) FROM log_record WHERE service = 'account-api' AND level = 'ERROR'")
    assert errors > 0 and answer.startswith("是，account-api"), answer


def test_that_deploy_affected_is_a_suspected_change_over_the_day() -> None:
    """Scenario "X 那次发版有没有影响到 Y": X's change is suspected of Y's trouble (never whether X deployed), X named
    by an alias; with no time named the run is looked for over the data (at most a day), not the recent hour."""
    plan = offline_plan("ledger-service 那次发版有没有影响到 basket-service？", CATALOG, now=NOW)
    assert plan.actions == [] and plan.suspects == ["ledger-service"] and plan.change_suspect, plan
    assert plan.window_start == "2031-03-03T12:00:00Z", plan.window_start


def test_that_deploy_affected_its_caller(ledgerly: Ask) -> None:
    """The dev ledgerly: api-front calls account-api and failed right after its deploy (by SQL): "是（推断）"."""
    answer, errors = ledgerly("账户服务那次发版有没有影响到 api-front？",
                              "SELECT count(*) FROM log_record WHERE service = 'api-front' AND error_code = 'FRT-502'")
    assert errors > 0 and answer.startswith("是（推断）") and "account-api 的发布之后" in answer, answer


def test_that_deploy_did_not_affect_a_service_off_its_chain(ledgerly: Ask) -> None:
    """transfer-api does not call account-api (by SQL): "不是（推断）"."""
    answer, calls = ledgerly("账户服务那次发版有没有影响到转账服务？",
                             "SELECT count(*) FROM service_dependency WHERE service = 'transfer-api' "
                             "AND depends_on = 'account-api'")
    assert calls == 0 and answer.startswith("不是（推断）"), answer
