"""Normalisation and exact excerpt matching (``superbiz.verification.text``)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from superbiz.verification.text import excerpt_supported, match_excerpt, normalize, split_excerpt_fragments

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
    assert excerpt_supported("PAY-5003 … Connection is not available", LOG_PAY_5003)
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


# --------------------------------------------------------------------------- canonical forms (issue 16)

HARMLESS = {
    "PAY-5003 HikariPool-1 - Connection is not available.": "edge_punctuation",
    "PAY-5003 HikariPool-1 \u2013 Connection is not available": "dash_variant",
    "`PAY-5003` HikariPool-1": "backtick",
    "message: PAY-5003 HikariPool-1": "label",
    "ERROR payment-service [...] PAY-5003 HikariPool-1": "elision",
    "ERROR payment-service (...) PAY-5003": "elision",
    "ERROR payment-service .. PAY-5003": "elision",
}


@pytest.mark.parametrize("excerpt", sorted(HARMLESS))
def test_match_excerpt_canonical_form_names_what_it_ignored(excerpt: str) -> None:
    result = match_excerpt(excerpt, LOG_PAY_5003)
    assert result.supported
    assert HARMLESS[excerpt] in result.normalized


def test_match_excerpt_strict_match_records_no_normalisation() -> None:
    assert match_excerpt("PAY-5003 HikariPool-1", LOG_PAY_5003).normalized == ()


def test_match_excerpt_cjk_spacing_and_full_stop() -> None:
    result = match_excerpt("支付服务 PAY-5003 超时.", "支付服务PAY-5003超时。")
    assert result.supported and {"cjk_spacing", "cjk_punctuation"} <= set(result.normalized)
    assert match_excerpt("支付服务PAY-5003超时", "支付服务 PAY-5003 超时").supported


@pytest.mark.parametrize(
    ("excerpt", "ref"),
    [
        ("Connection is … available", LOG_PAY_5003),
        ("Connection is [...] available", LOG_PAY_5003),
        ("PAY-5003 … request timed out after 3000ms", LOG_PAY_5003),
        ("订单…支付成功", "订单未支付成功"),
        ("告警…触发", "告警没有触发"),
        ("alert … firing", "alert is never firing"),
    ],
)
def test_match_excerpt_an_elision_never_hides_a_negation(excerpt: str, ref: str) -> None:
    result = match_excerpt(excerpt, ref)
    assert not result.supported
    assert result.reason is not None and "negation" in result.reason


@pytest.mark.parametrize(
    "excerpt",
    ["timed out after 300ms.", "PAY-5004 HikariPool-1", "`PAY-500`", "message: Connection is available", "version 1"],
)
def test_match_excerpt_never_normalises_numbers_or_names_away(excerpt: str) -> None:
    assert not match_excerpt(excerpt, LOG_PAY_5003 + " version 1.5").supported
