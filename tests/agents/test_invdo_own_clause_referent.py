"""Issue 10 pattern (helper round invDO, opened campfire): a first question whose trailing wh-clause points back at
the trouble it told itself ("campers say their bookings timed out around 1pm, what caused that?") has no pronoun to
resolve from a conversation — its own first clause is the referent, and the window's failed records pick the subject
(dev: ledgerly-app-errors-own-clause-that-cause-en). It answered with the record counts only.
"""

from __future__ import annotations

from pathlib import Path

from superbiz.agents.plan import _own_clause_referent
from tests.agents.world_chat import world_service


def test_trailing_wh_clause_refers_to_its_own_trouble() -> None:
    assert _own_clause_referent("campers say their bookings timed out yesterday around 1pm, what caused that?")
    assert _own_clause_referent("orders failed at 3pm - what caused that?")
    assert _own_clause_referent("users say the app keeps throwing errors, why is that?")


def test_a_bare_pronoun_question_still_refers_to_the_conversation() -> None:
    for question in ("Why is that?", "what about that?", "is it down?", "what caused that?",
                     "the new dashboard, what do you think of it?"):
        assert not _own_clause_referent(question), question


def test_own_clause_that_cause_follows_the_failed_records(tmp_path: Path) -> None:
    with world_service(tmp_path, "ledgerly") as (chat, _url):
        head = chat.ask("customers say the app kept throwing errors between 11 and 11:45 this morning, "
                        "what caused that?", user_id="invdo").answer.splitlines()[0]
    assert "fxquote-provider" in head and "account-api" not in head, head
