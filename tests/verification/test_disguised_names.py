"""Scenario "Unsupported conclusions are not confirmed claims": a name written with an invisible character inside
(``pay\\u200dment-service``) or a look-alike hyphen (``payment–service``, an en dash) reads as the recorded name but is
not it — a user copying it into a command finds nothing. Such a claim is never confirmed (stop 29: 995 of the 997
adversarial survivors of stop 28 were such names, judged equal to the row's name after cleaning)."""

from __future__ import annotations

import pytest

from superbiz.tools.registry import builtin_catalog
from superbiz.verification.gatekeeper import run_gatekeeper
from superbiz.verification.grounding import ground_claims
from superbiz.verification.identifiers import find_identifiers
from superbiz.verification.parse import parse_executor_output
from tests.verification.factories import claim, executor_json, log_invocation

TOOLS = builtin_catalog()
_TRUE = "payment-service 出现 PAY-5003 数据库连接获取超时（3000ms）"


def _verify(text: str) -> str:
    inv = log_invocation()
    parsed = parse_executor_output(executor_json([claim("c1", text)]))
    result = run_gatekeeper(parsed, [inv], trace_refs={11: "trace-11"})
    return ground_claims(parsed.structured, result, [inv], tools=TOOLS)[0].verification


@pytest.mark.spec("Unsupported conclusions are not confirmed claims")
def test_the_true_claim_is_confirmed() -> None:
    assert _verify(_TRUE) == "direct_observation"


@pytest.mark.spec("Unsupported conclusions are not confirmed claims")
@pytest.mark.parametrize("text", [
    _TRUE.replace("payment", "pay\u200dment"),  # zero-width joiner inside the service name
    _TRUE.replace("payment", "pay\u200bment"),  # zero-width space
    _TRUE.replace("payment", "pay\u00adment"),  # soft hyphen
    _TRUE.replace("PAY-5003", "P\u200dAY-5003"),  # inside the error code
    _TRUE + "，来自 hi\u200dkaripool",  # a plain word (no digit, no hyphen, one case) disguised
    _TRUE.replace("payment-service", "payment\u2013service"),  # en dash for the hyphen
    _TRUE.replace("payment-service", "payment\u2011service"),  # non-breaking hyphen
    _TRUE.replace("PAY-5003", "PAY\u22125003"),  # minus sign in the code
])
def test_a_disguised_name_is_never_confirmed(text: str) -> None:
    assert _verify(text) not in ("direct_observation", "inference")


def test_what_stays_a_name() -> None:
    """Full-width forms fold to ASCII (NFKC), an invisible character outside a name is formatting, an en dash
    between clocks is a range, and an em dash is punctuation, not part of a name."""
    assert not any(i.disguised for i in find_identifiers("错误码 ＰＡＹ－５００３"))
    assert not any(i.disguised for i in find_identifiers("\u200bpayment-service 超时 05:00\u201306:00"))
    assert [i.text for i in find_identifiers("payment-service\u2014超时")] == ["payment-service"]
    assert _verify(_TRUE.replace("（", "\u200b（")) == "direct_observation"
    assert _verify(_TRUE + "，来自 hikaripool") == "direct_observation"
