"""Spec scenario "Answer the question that was asked" (stop 56, invVC): a thing said in words of a description after
words of time that open the question ("昨晚九点多购票挂了一阵")."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.world_chat import ask_head, spec_catalog, world_chat


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["昨晚九点多购票挂了一阵 是啥原因", "昨晚购票挂了一阵 是啥原因",
                                      "今天上午十点左右购票挂了"])
def test_words_of_time_before_the_thing_are_no_part_of_it(question: str) -> None:
    """kelpdome-checkout-last-night-cause-zh: "购票挂了一阵" names the ticket checkout ("…购票下单"); with "昨晚九点多"
    before it the leading thing read "昨晚九点多购票" — no subject, and the window's overview answered."""
    assert offline_plan(question, spec_catalog("kelpdome")).services == ["tixvorl"]


@pytest.mark.spec("Answer the question that was asked")
def test_last_night_checkout_cause_is_its_deploy(tmp_path: Path) -> None:
    """kelpdome-checkout-last-night-cause-zh: the bad 5.8.0 deploy (rolled back) is the cause."""
    with world_chat(tmp_path, "kelpdome") as service:
        head = ask_head(service, "昨晚九点多购票挂了一阵 是啥原因")
    assert "5.8.0" in head and "发布" in head, head
