"""Spec: a partner's certificate (a silent external partner, its days left read from its caller's metric), named with
its renewal said between the partner and 证书 — "机器人合作方换的新证书还剩几天到期" (opened ticketdesk,
"botpal-cert-expired"): "换的新" hid the partner word, so no partner was found and the answer was the overview."""

from __future__ import annotations

import pytest

from superbiz.agents.question import certificate_partner

DESCRIPTIONS = {"bridge": "聊天机器人对接服务", "partner": "外部聊天机器人合作方", "bank": "合作银行 (外部)"}
EXTERNAL = ("partner", "bank")


@pytest.mark.parametrize(("question", "partner"), [
    ("机器人合作方换的新证书还剩几天到期", "partner"),
    ("机器人合作方新证书还剩几天到期", "partner"),
    ("机器人那边新换的证书几号到期", "partner"),
    ("银行续上的证书还剩几天", "bank"),
    ("机器人合作方的证书还剩几天到期", "partner"),
])
def test_renewal_between_partner_and_certificate(question: str, partner: str) -> None:
    assert certificate_partner(question, DESCRIPTIONS, EXTERNAL) == partner
