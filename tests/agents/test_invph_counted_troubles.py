"""Spec scenario "Answer the question that was asked" (opened floebook): "今天两次缓存风暴 哪次更久" — the count of the
troubles said right before the kind word ("两次缓存") is no qualifier naming a cache the data lacks; the world's one
cache's two storms are set against each other by span."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.subjects import unheld_qualified_kinds
from tests.agents.world_chat import ask_head, world_service

_KNOWN = ["bookcache-redis", "座位缓存 (Redis)", "预约服务", "seat cache"]


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["今天两次缓存风暴 哪次更久", "今天那两次缓存风暴 哪次更久",
                                      "昨天那3次缓存抖动几点开始的", "这几波缓存问题一共多久"])
def test_a_count_before_the_kind_word_is_no_unknown_qualifier(question: str) -> None:
    """fb-storm-compare-longer-zh: "两次缓存" was a gap ("数据源中没有 两次缓存")."""
    assert unheld_qualified_kinds(question, _KNOWN) == []


@pytest.mark.spec("Answer the question that was asked")
def test_an_unheld_qualifier_before_the_kind_word_is_still_a_gap() -> None:
    """A qualifier the world lacks ("短信缓存") stays a gap."""
    assert unheld_qualified_kinds("短信缓存今天两次出问题了吗", _KNOWN) == ["短信缓存"]


@pytest.mark.spec("Answer the question that was asked")
def test_two_storms_counted_before_the_cache_are_compared_by_span(tmp_path: Path) -> None:
    """fb-storm-compare-longer-zh: the morning storm (~25 min) against the afternoon one (~45 min) — the later one
    named longer, each span stated; never a gap about a "两次缓存"."""
    with world_service(tmp_path, "floebook") as (service, _):
        head = ask_head(service, "今天两次缓存风暴 哪次更久")
    assert "两次缓存" not in head and "第二次(second)持续更久" in head and head.count("持续约") == 2, head
