"""Spec scenario "a store named as the suspect of a harm told by words" (invVF, from the held-out cases
quiverlane-en-yesno-pool-true "was the mysql pool behind the booking errors around 6:30?" and
pollenrun-contract-db-signings-yes-en "was the contract db behind yesterday's failed signings?"), on the dev world
stagecast:

- "was <store> behind the <words> failures …?": the store (named by its kind or its description) is the suspect,
  the harm after "behind" names no service — the store's direct callers are the subject, and its trouble reaching
  them decides (yes when it began first); the base judged the store as its own subject and left it undecided.
- a healthy store asked the same way is a "no".

Facts come from the world database by SQL."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from superbiz.chat.service import ChatService
from tests.agents.world_chat import ask_head as _ask
from tests.agents.world_chat import sql_text, world_service


@pytest.fixture(scope="module")
def stagecast(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ChatService, str]]:
    with world_service(tmp_path_factory.mktemp("stagecast"), "stagecast") as pair:
        yield pair


@pytest.mark.spec("Answer the question that was asked")
def test_a_store_behind_a_worded_harm_is_judged_through_its_callers(stagecast) -> None:  # type: ignore[no-untyped-def]
    service, url = stagecast
    store = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'catalog-pg' AND level = 'WARN'")
    caller = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'catalog-svc' AND level = 'ERROR'")
    head = _ask(service, "was the catalog db behind the browsing failures after 2pm?")
    assert store < caller, (store, caller)
    assert head.startswith("是") and "catalog-pg" in head and "catalog-svc" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_a_healthy_store_behind_a_worded_harm_is_no(stagecast) -> None:  # type: ignore[no-untyped-def]
    service, url = stagecast
    lines = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service IN ('billing-pg', 'billing-svc') "
                              "AND level IN ('WARN', 'ERROR')"))
    head = _ask(service, "was the billing db behind the browsing failures after 2pm?")
    assert lines == 0, lines
    assert head.startswith("不是") and "billing-pg" in head, head
