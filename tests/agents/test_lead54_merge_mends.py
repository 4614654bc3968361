"""The lead's stop-54 mends of the merged round: what the whole held-out run on the merge lost, won back by rule.

Each test names the held-out case the merged code lost (it passed on the stop's start) and fails on the merge before
the mend (m54d)."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.suspect_episode import own_episode_asked
from superbiz.chat.service import ChatService
from tests.agents.world_chat import world_chat


def _answer(service: ChatService, *questions: str) -> str:
    answer = ""
    for question in questions:
        answer = service.ask(question, user_id="lead54", conversation_id="-".join(questions)).answer
    return answer


@pytest.mark.spec("Answer the question that was asked")
def test_a_backlog_or_failed_records_asked_of_a_suspect_keep_the_recent_window() -> None:
    """tealeaf-backlog-because-db-no-zh, coinvault-wallet-db-suspect-backlog-no-zh (and five more backlog suspects),
    scopeslot-billing-db-no: invTA's own-episode window (a suspect yes/no with no time is judged over a day) read any
    earlier trouble of the suspect as the backlog's cause; a backlog stands until drained (the one asked stands now),
    and failed records follow their own trail. A suspect of an app's errors with no time still gets the day."""
    suspects, services = ["db"], ["app", "db"]
    for question in ("续订积压是不是订阅数据库慢查询导致的？",
                     "is the anti-cheat service what's behind the replay backlog?",
                     "did the failed bookings have anything to do with the billing db?"):
        assert not own_episode_asked(question, ["yes_no"], suspects, services, explicit=False, earlier=False,
                                     ids=False), question
    assert own_episode_asked("补货计划器报错是不是ES慢查询导致的", ["yes_no"], suspects, services, explicit=False,
                             earlier=False, ids=False)


@pytest.mark.spec("Answer the question that was asked")
def test_a_backlogs_duration_is_its_own_lag_and_two_runs_of_one_stamp_do_not_crash(tmp_path: Path) -> None:
    """lockerbay-followup-queue-duration-zh: "多久了" after "柜门指令队列为啥积压" is the backlog's own lag lines
    (17:50–18:39 local, 49 minutes), not invTB's ongoing span from the chain's lead-in errors (17:42: 58 minutes).
    matchly-followup-push-duration-zh: two runs begun the same second made the ongoing span compare the items
    themselves (a TypeError: a failed session) — it answers now."""
    with world_chat(tmp_path, "lockerbay") as service:
        backlog = _answer(service, "柜门指令队列为啥积压", "多久了")
    assert backlog.startswith("持续约 49 分钟"), backlog
    with world_chat(tmp_path / "m", "matchly") as service:
        pushed = _answer(service, "alert-push 为啥一直报 APN-7495", "持续多久了")
    assert pushed.startswith("持续约"), pushed


@pytest.mark.spec("Answer the question that was asked")
def test_a_deploy_suspected_this_morning_keeps_the_morning_said(tmp_path: Path) -> None:
    """snowplow-dispatch-311-deploy-no-en: invTG's "this morning from midnight" (for "那搜索呢 今天早上也有问题吗") also
    widened a deploy asked as a suspect, so the dispatch app's small-hours trouble read as the deploy's harm; a
    suspect, a change or a second window keeps the morning said — no."""
    with world_chat(tmp_path, "snowplow") as service:
        answer = _answer(service, "are the failed plow assignments because of the 311 app deploy this morning?")
    assert answer.startswith("不是"), answer
