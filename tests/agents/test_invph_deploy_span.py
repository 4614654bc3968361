"""Spec scenario "Answer the question that was asked" (opened lanternly, sporelab): a bad deploy's duration runs from
its start to its rollback — also when the deploy is told by what it broke ("how long was checkout broken by the bad
deploy") or by its version number ("how long was X 4.12.0 live before they rolled it back")."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.question_ops import actions_spanned
from tests.agents.world_chat import ask_head, world_service


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", [
    "how long was checkout broken by the bad deploy",
    "how long were payments down after that faulty 2.3 release",
    "how long was orders-api 4.12.0 live before they rolled it back",
    "how long was v2.7.1 out until someone reverted it",
])
def test_a_bad_deploy_told_by_what_it_broke_or_by_its_version_spans_deploy_to_rollback(question: str) -> None:
    """lanternly-deploy-duration-en, sporelab-deploy-duration: the span asked is the deploy's, start → rollback."""
    assert actions_spanned(question) == ["发布", "回滚"]


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", [
    "how long was checkout broken yesterday",
    "how long was the 3.2 km route broken",
    "how long did version 4.12.0 take to roll out",
])
def test_other_durations_are_no_deploy_span(question: str) -> None:
    """A trouble not told as a bad deploy's, and a number that is no version, keep their own readings."""
    assert actions_spanned(question) != ["发布", "回滚"]


def _ask(tmp_path: Path, world: str, question: str) -> str:
    with world_service(tmp_path, world) as (service, _):
        return ask_head(service, question)


@pytest.mark.spec("Answer the question that was asked")
def test_checkout_broken_by_the_bad_deploy_lasts_from_deploy_to_rollback(tmp_path: Path) -> None:
    """lanternly-deploy-duration-en: 19:10 → 19:55 (45 min), never the day's first other trouble of the app."""
    head = _ask(tmp_path, "lanternly", "how long was checkout broken by the bad deploy")
    assert head.startswith("持续约 45 分钟") and "回滚" in head, head
