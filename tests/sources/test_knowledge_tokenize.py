"""Tokenisation: technical terms stay intact (plus their parts); Chinese through jieba."""

from __future__ import annotations

from superbiz.sources.kb_tokenize import exact_terms, tokenize


def test_tokenize_keeps_codes_services_alerts_metrics_intact() -> None:
    tokens = tokenize("payment-service 报 PAY-5003，HighMemoryUsage 告警，db_pool_active_connections 到 50")
    for term in ("payment-service", "pay-5003", "highmemoryusage", "db_pool_active_connections"):
        assert term in tokens


def test_tokenize_also_emits_sub_parts() -> None:
    tokens = tokenize("payment-service PAY-5003 HighMemoryUsage db_pool_active_connections High5xxRate")
    for part in ("payment", "service", "pay", "5003", "high", "memory", "usage", "db", "pool", "active",
                 "connections", "5xx", "rate"):
        assert part in tokens


def test_tokenize_chinese_with_jieba_and_drops_stopwords() -> None:
    tokens = tokenize("支付服务数据库连接池耗尽怎么处理")
    assert {"支付", "数据库", "连接池", "耗尽", "处理"} <= set(tokens)
    assert "怎么" not in tokens
    assert all(t == t.lower() for t in tokens)


def test_tokenize_bridges_chinese_service_words_to_english() -> None:
    assert {"payment", "service"} <= set(tokenize("支付服务"))


def test_tokenize_lowercases_english_and_skips_punctuation() -> None:
    tokens = tokenize("Connection is NOT available!!! （超时）")
    assert "connection" in tokens and "available" in tokens
    assert not any(t in {"!", "（", "）"} for t in tokens)


def test_exact_terms_finds_anchor_kinds() -> None:
    text = 'PAY-5003 in payment-service; alert PaymentDBPoolExhausted; metric db_pool_pending_threads{service="x"}'
    assert exact_terms(text) == {"pay-5003", "payment-service", "paymentdbpoolexhausted", "db_pool_pending_threads"}


def test_exact_terms_case_insensitive_codes_and_ignores_plain_words() -> None:
    assert exact_terms("pay-5003 怎么处理") == {"pay-5003"}
    assert exact_terms("连接池耗尽 timeout MySQL") == set()
