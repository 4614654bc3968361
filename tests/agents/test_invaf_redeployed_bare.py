"""Spec scenario "an operation done again, asked as a follow-up" (opened held-out bagtrack, "后来又重新发了吗"
after "claimdesk 昨天为啥报错"): "重新发" with no 版 is the deploy done again (not a health yes/no), and it is
answered yes only by a second start of the deploy — a service whose one bad deploy was rolled back and never sent
out again is a no (ledgerly's account-api), never a yes from that one deploy."""

from __future__ import annotations

from pathlib import Path

from superbiz.agents.question_ops import actions_asked, operation_order
from tests.agents.world_chat import world_service


def test_a_bare_again_send_is_the_deploy_done_again() -> None:
    assert actions_asked("后来又重新发了吗") == ["发布"]
    assert operation_order("后来又重新发了吗") == "last"
    assert actions_asked("重新发短信通知") == []


def test_one_deploy_rolled_back_is_no_redeploy(tmp_path: Path) -> None:
    with world_service(tmp_path, "ledgerly") as (chat, _):
        chat.ask("account-api 今天为啥报错", user_id="t", conversation_id="c1")
        head = chat.ask("后来又重新发了吗", user_id="t", conversation_id="c1").answer.split("\n", 1)[0]
    assert head.startswith("没有") and "account-api" in head and "发布" in head
