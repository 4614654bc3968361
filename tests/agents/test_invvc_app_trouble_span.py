"""Spec scenario "Answer the question that was asked" (stop 56, invVC): the span of an application's trouble named by a
measure alerted on one of its dependencies ("the checkout lock-wait outage")."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_model import Catalog
from tests.agents.world_chat import ask_head, world_chat

_NOW = datetime(2026, 6, 18, 16, 0, tzinfo=UTC)


def _catalog() -> Catalog:
    return Catalog(services=("book-api", "book-pg", "edge-gw"),
                   dependencies={"book-api": ("book-pg",), "edge-gw": ("book-api",)},
                   dependency_kinds={"book-api": (("book-pg", "postgres"),), "edge-gw": (("book-api", "service"),)},
                   alert_words={"book-pg": "db lock waits high book-pg lock waits 45/s > 5/s",
                                "book-api": "error rate high book-api error ratio 18% > 2%"},
                   timezone="UTC", data_start=datetime(2026, 6, 17, tzinfo=UTC), data_end=_NOW)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["how long was the book-api lock-wait outage",
                                      "book-api 锁等待那次持续了多久"])
def test_an_application_trouble_alerted_on_its_store_is_the_store_span(question: str) -> None:
    """kelpdome-lockwait-duration-en: "how long was the checkout lock-wait outage" named the checkout only, and its
    first episode of the day (a bad deploy, 39 min) answered; the lock waits are alerted on its database — that
    trouble's span is asked (the store first, the application beside it)."""
    assert offline_plan(question, _catalog(), now=_NOW).services == ["book-pg", "book-api"]


@pytest.mark.spec("Answer the question that was asked")
def test_checkout_lock_wait_outage_lasted_the_lock_wait(tmp_path: Path) -> None:
    """kelpdome-lockwait-duration-en: about 44 minutes (the lock wait), not the bad deploy's 39."""
    with world_chat(tmp_path, "kelpdome") as service:
        head = ask_head(service, "how long was the checkout lock-wait outage")
    assert "09:3" in head and "39 分钟" not in head, head
