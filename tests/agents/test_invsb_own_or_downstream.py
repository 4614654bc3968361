"""invSB (stop 53): "是它自己的问题吗 还是下游" is answered yes or no first.

Held-out hemstitch (opened): hemstitch-pickup-own-fault-no-zh ("gusset-pickup 报错是它自己的问题吗 还是下游": its
errors are failed calls down to the jobs database — 不是, naming the origin) and hemstitch-booking-own-fault-yes-en
(its own release started them — 是, its cause kept, no dependency blamed).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from superbiz.chat.service import ChatService
from tests.agents.world_chat import ask_head, sql_text, world_service


@pytest.fixture(scope="module")
def hemstitch(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ChatService, str]]:
    with world_service(Path(tmp_path_factory.mktemp("hemstitch")), "hemstitch") as served:
        yield served


@pytest.mark.spec("Answer the question that was asked")
def test_own_or_downstream_of_a_caller_says_no_and_the_origin(hemstitch: tuple[ChatService, str]) -> None:
    service, url = hemstitch
    head = ask_head(service, "gusset-pickup 报错是它自己的问题吗 还是下游")
    store = sql_text(url, "SELECT depends_on FROM service_dependency WHERE service = 'tuckery-jobs' "
                          "AND kind = 'postgres'")
    assert head.startswith("不是") and store in head.split("。")[0], head


@pytest.mark.spec("Answer the question that was asked")
def test_own_or_downstream_of_a_bad_release_says_yes(hemstitch: tuple[ChatService, str]) -> None:
    service, _ = hemstitch
    head = ask_head(service, "bastefit-api errors at 2 - its own fault or something downstream of it?")
    assert head.startswith("是") and "5.31.0" in head and "dartmoil-pg" not in head, head
