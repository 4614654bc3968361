"""Spec scenario "Answer the question that was asked" (stop 56, invVC): a how-to follow-up after a cause whose chain
ends in a silent partner (its certificate expired: only its caller's lines name it) takes the partner's runbook."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.agents.world_chat import ask_head, world_chat


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("world", "first", "question"), [
    ("kelpdome", "网关昨晚七点多报错什么原因", "下次再这样咋办"),
    ("kilnmoss", "昨晚十点多 预约老报错 怎么回事", "下次再这样 怎么处理"),
])
def test_howto_follow_up_takes_the_silent_partner_runbook(tmp_path: Path, world: str, first: str,
                                                         question: str) -> None:
    """kelpdome-followup-cert-howto-zh, kilnmoss/km-zh-fu-cert-howto: the cause walked gateway → membership service →
    the wallet partner (silent; the membership lines say its certificate expired). The how-to looked the runbook up
    for the deepest ANOMALOUS service (the membership app) and a rollback runbook answered; the partner the origin's
    lines name is the chain's end: its certificate runbook answers."""
    with world_chat(tmp_path, world) as service:
        head = ask_head(service, first, question)
    assert "回滚" not in head, head
    assert sum(w in head for w in ("openssl", "s_client", "notAfter", "续期", "降级开关", "CA bundle")) >= 2, head
