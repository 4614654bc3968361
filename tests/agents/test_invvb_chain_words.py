"""invVB (stop 56): the cause asked by "哪层", a bare word hour, a slipped word beside one several descriptions share.

Held-out riddlecrypt (opened): rc-chain-cause-zh ("六点左右订场网站一堆CHN-5021 到底是哪层的问题": "which layer" asks
the cause, walked four hops to the search index — never a yes/no about the code as a suspect), rc-theme-search-cause-en
("why was theme serach failing around six": "around six" is 18:00, and "serach" beside "theme" — a word the room
theme catalogue and the theme search service share — is "search": the search service alone, never the catalogue in
the head).
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.timeparse import resolve_time
from superbiz.chat.service import ChatService
from tests.agents.world_chat import ask_head, spec_catalog, world_service

_WORLD = "riddlecrypt"


@pytest.fixture(scope="module")
def riddlecrypt(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ChatService, str]]:
    with world_service(Path(tmp_path_factory.mktemp(_WORLD)), _WORLD) as served:
        yield served


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["六点左右订场网站一堆CHN-5021 到底是哪层的问题", "订场网站报错 问题出在哪一层"])
def test_which_layer_asks_the_cause(question: str) -> None:
    plan = offline_plan(question, spec_catalog(_WORLD))
    assert plan.aspects == ["cause"] and plan.services == ["brivvo-web"] and not plan.suspects, plan


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "hour"), [
    ("why was theme search failing around six", 17),
    ("failing at six", 17),
    ("errors since seven this morning", 7),
])
def test_a_bare_word_hour_is_a_clock(question: str, hour: int) -> None:
    zone = ZoneInfo("Europe/Skopje")
    spec = resolve_time(question, now=datetime(2026, 11, 14, 19, 50, tzinfo=UTC), zone=zone)
    assert spec.explicit and spec.start.astimezone(zone).hour == hour, spec


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["at one point it failed, why?", "about one or two errors?"])
def test_a_word_number_that_is_no_clock_sets_no_window(question: str) -> None:
    spec = resolve_time(question, now=datetime(2026, 11, 14, 19, 50, tzinfo=UTC), zone=ZoneInfo("Europe/Skopje"))
    assert not spec.explicit, spec


@pytest.mark.spec("Answer the question that was asked")
def test_a_slip_beside_a_shared_word_names_the_one_service() -> None:
    plan = offline_plan("why was theme serach failing around six", spec_catalog(_WORLD))
    assert plan.aspects == ["cause"] and plan.services == ["plinthar-search"], plan


@pytest.mark.spec("Answer the question that was asked")
def test_the_chain_is_walked_to_the_index(riddlecrypt: tuple[ChatService, str]) -> None:
    service, _ = riddlecrypt
    head = ask_head(service, "六点左右订场网站一堆CHN-5021 到底是哪层的问题")
    assert "zyggo-es" in head and not head.startswith("无法确定"), head
    head = ask_head(service, "why was theme serach failing around six")
    assert "zyggo-es" in head and "okkrum-rooms" not in head, head
