"""Normalisation and exact excerpt matching (``superbiz.verification.text``)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from superbiz.verification.text import excerpt_supported, normalize, split_excerpt_fragments

from .factories import ALERT_PAYMENT_POOL, LOG_PAY_5003


def test_normalize_folds_width_case_whitespace_and_quotes() -> None:
    assert normalize("  “ＰＡＹ－５００３\t HikariPool-1\n”  ") == "pay-5003 hikaripool-1"
    assert normalize('"Connection is not available"') == "connection is not available"
    assert normalize("连接池，耗尽　超时") == "连接池,耗尽 超时"


def test_split_excerpt_fragments_on_every_ellipsis_form() -> None:
    assert split_excerpt_fragments("a ... b…c……d。。。e...") == ["a", "b", "c", "d", "e"]
    assert split_excerpt_fragments("...") == []
    assert split_excerpt_fragments("no ellipsis here") == ["no ellipsis here"]


def test_excerpt_supported_by_normalised_containment() -> None:
    assert excerpt_supported("pay-5003 hikaripool-1 - connection is not available", LOG_PAY_5003)
    assert excerpt_supported("ＰＡＹ－５００３  HikariPool-1", LOG_PAY_5003)
    assert excerpt_supported("“request timed out after 3000ms”", LOG_PAY_5003)


def test_excerpt_supported_rejects_a_different_number() -> None:
    ref_text = "timeout after 3000ms"
    assert not excerpt_supported("timeout after 300ms", ref_text)
    assert not excerpt_supported("after 300", ref_text)
    assert not excerpt_supported("000ms", ref_text)
    assert not excerpt_supported("PAY-500", LOG_PAY_5003)
    assert not excerpt_supported("value=5", ALERT_PAYMENT_POOL)
    assert excerpt_supported("value=50", ALERT_PAYMENT_POOL)


def test_excerpt_supported_rejects_a_cut_identifier() -> None:
    assert not excerpt_supported("ErrorRate", "alert HighErrorRate service=payment-service")
    assert not excerpt_supported("Connection is not avail", LOG_PAY_5003)


def test_excerpt_supported_accepts_a_word_cut_marked_by_an_ellipsis() -> None:
    assert excerpt_supported("Connection is not avail…", LOG_PAY_5003)
    # a number is never cut, ellipsis or not
    assert not excerpt_supported("timed out after 30…", LOG_PAY_5003)


def test_excerpt_supported_fragments_must_appear_in_order() -> None:
    assert excerpt_supported("PAY-5003 … request timed out after 3000ms", LOG_PAY_5003)
    assert excerpt_supported("ERROR payment-service。。。HikariPool-1", LOG_PAY_5003)
    assert not excerpt_supported("request timed out … PAY-5003", LOG_PAY_5003)
    assert not excerpt_supported("PAY-5003 … PAY-5003", LOG_PAY_5003)


def test_excerpt_supported_tries_later_occurrences_after_a_bad_boundary() -> None:
    assert excerpt_supported("after 300ms", "first after 3000ms, then after 300ms")


@pytest.mark.parametrize("excerpt", ["", "   ", "...", "……", '""'])
def test_excerpt_supported_empty_excerpt_is_false(excerpt: str) -> None:
    assert not excerpt_supported(excerpt, LOG_PAY_5003)


def test_excerpt_supported_missing_text_is_false() -> None:
    assert not excerpt_supported("PaymentDBPoolExhausted", LOG_PAY_5003)
    assert not excerpt_supported("PAY-5003", "")


@settings(deadline=None)
@given(st.text(max_size=60), st.text(max_size=200))
def test_excerpt_supported_is_total(excerpt: str, ref_text: str) -> None:
    assert excerpt_supported(excerpt, ref_text) in (True, False)


@settings(deadline=None)
@given(st.text(alphabet=st.characters(min_codepoint=0x20, max_codepoint=0x7E), min_size=1, max_size=80))
def test_excerpt_supported_whole_ref_supports_itself(text: str) -> None:
    if normalize(text) and "..." not in text:
        assert excerpt_supported(text, text)
