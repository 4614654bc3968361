"""Issue 10 patterns (opened arabicax, thermalro): a deploy asked in words of its own.

"did X ship a new version this afternoon?" asks whether a deploy was done (X's change events), never X's health;
"did X's rollout (at least) finish ok?" names a deploy by its noun and asks how it went: its completion or its
undoing answers, never the anomalies of X's window."""

from __future__ import annotations

from pathlib import Path

from superbiz.agents.question_ops import actions_asked
from tests.agents.world_chat import world_service


def test_a_new_version_shipped_is_a_deploy_asked() -> None:
    assert actions_asked("did ewr-issuer ship a new version this afternoon?") == ["发布"]
    assert actions_asked("has account-api pushed a new build out today?") == ["发布"]
    assert actions_asked("did they roll out a new release?") == ["发布"]
    assert actions_asked("is the new version of account-api slow?") == []


def test_a_new_version_shipped_is_answered_by_the_deploy_event(tmp_path: Path) -> None:
    with world_service(tmp_path, "ledgerly") as (chat, _):
        head = chat.ask("has account-api pushed a new build out today?", user_id="t",
                        conversation_id="c1").answer.split("\n", 1)[0]
    assert head.startswith("是，account-api") and "发布" in head, head


def test_a_rollout_asked_to_finish_ok_is_answered_by_its_own_events(tmp_path: Path) -> None:
    """The deploy was rolled back (never completed): no, citing the rollback — not the window's error lines."""
    with world_service(tmp_path, "ledgerly") as (chat, _):
        head = chat.ask("did the account-api rollout at least finish ok?", user_id="t",
                        conversation_id="c1").answer.split("\n", 1)[0]
        follow = chat.ask("did its rollout go ok?", user_id="t", conversation_id="c1").answer.split("\n", 1)[0]
    assert head.startswith("否，account-api 的发布") and "回滚" in head, head
    assert follow.startswith("否，account-api 的发布") and "回滚" in follow, follow


def test_a_judgement_before_described_words_is_no_unknown_name(tmp_path: Path) -> None:
    """Issue 10, "how long was the bad <described> build live before the rollback?" (opened lockerbay): "bad" is no
    qualifier of a name the data lacks; the described service's deploy-to-rollback span answers."""
    with world_service(tmp_path, "ledgerly") as (chat, _):
        head = chat.ask("how long was the bad account balance API release live before it got rolled back?",
                        user_id="t", conversation_id="c1").answer.split("\n", 1)[0]
    assert head.startswith("持续约 19 分钟：account-api"), head
