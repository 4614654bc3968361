"""invOC (stop 49): "which statuses do the failed records end up in" lists the failing statuses with their counts.

- "what statuses do the failed harvest orders end up in?" (sporelab sporelab-failed-statuses): no window said — the
  failed records (an error code set) over all the data, by status; the world spells its statuses in lower case.
- "今天失败的票都有哪几种状态" (lotterix lotterix-failed-statuses-zh): today's failed records by status; 几种 asks no
  untracked thing's count.

Keys by SQL on the generated worlds.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.question import asks_failed_statuses, aspects_of
from tests.agents.world_chat import ask_head, failed_status_items, world_service


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["what statuses do the failed harvest orders end up in?",
                                      "今天失败的票都有哪几种状态", "一共挂了多少单 都是什么状态",
                                      "which status did the failed bookings end up in"])
def test_the_failed_records_statuses_are_asked_as_records_counted(question: str) -> None:
    """sporelab-failed-statuses, lotterix-failed-statuses-zh: records counted by status, no cause or overview."""
    assert asks_failed_statuses(question)
    found = aspects_of(question, has_entity=False, has_record=False)
    assert {"count", "record"} <= set(found) and not {"cause", "overview"} & set(found), found


@pytest.mark.spec("Answer the question that was asked")
def test_the_failed_records_are_listed_by_status_over_all_the_data(tmp_path: Path) -> None:
    """sporelab-failed-statuses: every failing status (lower case in the data) named with its count."""
    with world_service(tmp_path, "sporelab") as (service, url):
        head = ask_head(service, "what statuses do the failed harvest orders end up in?")
        listed = failed_status_items(url)
    assert len(listed) >= 3, listed
    assert all(item in head for item in listed), (listed, head)
