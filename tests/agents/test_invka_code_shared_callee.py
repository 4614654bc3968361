"""Spec scenario "Answer the question that was asked" (opened kerbmint): "KRB-5022 今天刷屏了好几回，到底谁的锅" — a
cause asked of an error code (and in words of blame: 谁的锅 / whose fault) with no service named, the code logged by
two callers on separate chains whose lines both name the one dependency they share ("call to X failed"): that
shared dependency's chain is walked (to the cache evicting below it), never the code's two loggers listed as the
"main anomaly" with the root left unproven."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.question import cause_worded
from tests.agents.world_chat import world_asker


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "worded"), [
    ("KRB-5022 今天刷屏了好几回，到底谁的锅", True),
    ("E-1 又刷屏了，这该怪谁", True),
    ("E-1 is flooding the logs again, whose fault is it?", True),
    ("# of E-1 errs since 10am?", False),
])
def test_blame_asks_a_cause_in_words(question: str, worded: bool) -> None:
    assert cause_worded(question) is worded


@pytest.mark.spec("Answer the question that was asked")
def test_a_code_two_callers_log_is_walked_from_the_dependency_they_share(tmp_path: Path) -> None:
    """kerbmint-krb-code-cause-zh: two callers log the code, both "call to <service> failed"; the cause is the
    cache that service depends on (named in the head), not a loggers' list with the root unproven."""
    with world_asker(tmp_path, "kerbmint") as ask:
        answer, _ = ask("KRB-5022 今天刷屏了好几回，到底谁的锅",
                        "SELECT count(*) FROM service_dependency WHERE depends_on = 'meterlane-redis'")
        head = answer.splitlines()[0]
        assert head.startswith("原因推断") and "meterlane-redis" in head, head
        assert "根因尚未被证据直接证明" not in head, head
