from __future__ import annotations

import pytest

from superbiz.verification._numbers import NumberIndex, claims_extreme, find_numbers, subject_tokens
from superbiz.verification.anchors import anchor_found, extract_anchors, keyword_supported, norm


def _kinds(text: str) -> dict[str, str]:
    return {a.text: a.kind for a in extract_anchors(text)}


def test_extract_anchors_error_codes_and_components() -> None:
    kinds = _kinds(
        "payment-service 报 PAY-5003，HikariPool-1 超时；order_db 与 api-gateway 返回 GW-502、HTTP 502、ERR_TIMEOUT"
    )
    assert kinds["payment-service"] == "service"
    assert kinds["PAY-5003"] == "error_code"
    assert kinds["HikariPool-1"] == "service"
    assert kinds["order_db"] == "service"
    assert kinds["api-gateway"] == "service"
    assert kinds["GW-502"] == "error_code"
    assert kinds["HTTP 502"] == "error_code"
    assert kinds["ERR_TIMEOUT"] == "error_code"


def test_extract_anchors_alerts_ids_and_timestamps() -> None:
    kinds = _kinds(
        "告警 PaymentDBPoolExhausted 与 HighMemoryUsage 于 2026-11-28T05:24:00Z 触发，订单 ORD-20261128-000123 "
        "用户 U100001 trace 4bf92f3577b34da6 主机 10.0.3.17，北京时间 13:24"
    )
    assert kinds["PaymentDBPoolExhausted"] == "alert"
    assert kinds["HighMemoryUsage"] == "alert"
    assert kinds["2026-11-28T05:24:00Z"] == "timestamp"
    assert kinds["ORD-20261128-000123"] == "identifier"
    assert kinds["U100001"] == "identifier"
    assert kinds["4bf92f3577b34da6"] == "identifier"
    assert kinds["10.0.3.17"] == "identifier"
    assert kinds["13:24"] == "timestamp"


def test_extract_anchors_numbers_carry_value_unit_and_subject() -> None:
    anchors = {
        a.text: a for a in extract_anchors("连接池最大 100，p99 延迟 3.2s，错误率 35%，堆 4GiB，等待线程 120 个")
    }
    assert anchors["100"].number == 100 and anchors["100"].subject == "pool max"
    assert anchors["3.2s"].unit == "s" and "latency" in anchors["3.2s"].subject
    assert anchors["35%"].unit == "%" and anchors["35%"].subject == "error rate"
    assert anchors["4GiB"].unit == "gib"
    assert anchors["120 个"].number == 120


def test_extract_anchors_quoted_strings_and_no_numbers_inside_codes() -> None:
    anchors = extract_anchors("日志显示“Connection is not available”与「连接池耗尽」，代码 PAY-5003")
    quoted = [a.text for a in anchors if a.kind == "quoted"]
    assert quoted == ["Connection is not available", "连接池耗尽"]
    assert not any(a.kind == "number" for a in anchors)


def test_extract_anchors_plain_hyphen_words_are_terms_not_services() -> None:
    assert _kinds("read-only 模式")["read-only"] == "term"


def test_anchor_found_does_not_match_prefixes_of_codes() -> None:
    (anchor,) = [a for a in extract_anchors("错误码 GW-50") if a.kind != "number"] or [None]
    assert anchor is None or not anchor_found(anchor, norm("GW-502 upstream"))
    (uid,) = extract_anchors("用户 U10000")
    assert not anchor_found(uid, norm("user=U100001"))


def test_anchor_found_numbers_are_unit_aware() -> None:
    (seconds,) = extract_anchors("延迟 3.2s")
    assert anchor_found(seconds, norm("p99=3200ms"))
    (pct,) = extract_anchors("错误率 35%")
    assert anchor_found(pct, norm("error_rate 0.35"))
    assert not anchor_found(pct, norm("error_rate 0.25"))


def test_anchor_found_timestamp_matches_iso_and_shanghai_offset() -> None:
    utc, local = [a for a in extract_anchors("05:24 即 13:24") if a.kind == "timestamp"]
    evidence = norm("since=2026-11-28T05:24:00Z")
    assert anchor_found(utc, evidence) and anchor_found(local, evidence)
    (other,) = extract_anchors("06:24")
    assert not anchor_found(other, evidence)


@pytest.mark.parametrize(
    ("keyword", "evidence", "expected"),
    [
        ("3.5万", "销量达到35000件", True),
        ("三十五", "共有35人参加", True),
        ("35%", "占比百分之三十五", True),
        ("1.2亿", "营收1.2亿元", True),
        ("1.3亿", "营收1.2亿元", False),
        ("一万二千", "12000 名观众", True),
        ("北京 市", "北京市人民政府", True),
        ("增长3.5%", "同比增长 3.5%。", True),
        ("增长4%", "同比增长 3.5%。", False),
        ("上海", "北京市", False),
        ("PAY-5003", "error pay-5003 seen", True),
        ("", "anything", False),
    ],
)
def test_keyword_supported(keyword: str, evidence: str, expected: bool) -> None:
    assert keyword_supported(keyword, evidence) is expected


# --- numbers: timestamps, subjects and the session index --------------------------------------------------------


def test_find_numbers_skips_clock_times_dates_and_addresses_but_keeps_ratios() -> None:
    text = "2026-11-28T05:31:12.006Z 05:30–06:00Z host 10.0.3.17:8080 ratio 5:3 took 3000ms, 7:30 x 12"
    assert [(m.value, m.unit) for m in find_numbers(text)] == [(5.0, None), (3.0, None), (3000.0, "ms"), (12.0, None)]


def test_subject_tokens_statistic_after_time_window_takes_the_statement_head() -> None:
    text = 'container_restarts_total{service="order-service"} 03:30–06:00Z first=0 last=3'
    mentions = find_numbers(text)
    assert [set(subject_tokens(text, m)) for m in mentions] == [
        {"container", "restart", "first"},
        {"container", "restart", "last"},
    ]
    heap = "jvm_heap_used_bytes 03:30–06:00Z min=31 max=50"
    assert "min" in subject_tokens(heap, find_numbers(heap)[0])


def test_number_index_same_subject_contains_and_range() -> None:
    evidence = "\n".join(
        [
            'container_restarts_total{service="order-service"} 03:30–06:00Z first=0 last=3',
            "db_pool_active_connections{service=payment-service} 05:30–06:00Z min=31 max=50",
            "request timed out after 3000ms",
            "request timed out after 3000ms",
        ]
    )
    index = NumberIndex(evidence, extra=["payment-service 30"])
    assert [m.raw for m in index.same_subject(["container", "restart"], None)] == ["0", "3"]
    assert [m.raw for m in index.same_subject(["request", "timeout"], "s")] == ["3000ms"]  # repeated line: once
    assert index.contains(3.0, "s") and index.contains(30.0, None) and not index.contains(7.0, None)
    assert index.range_of(["db", "pool", "active", "connection"], None) == (31.0, 50.0)
    assert index.range_of(["container", "restart"], None) is None  # first/last is not a min-max range


def test_claims_extreme_reads_the_words_before_the_number() -> None:
    text = "jvm_heap_used_bytes 最高 45，平均 40"
    first, second = find_numbers(text)
    assert claims_extreme(text, first.start, ["jvm", "heap"])
    assert not claims_extreme(text, second.start, ["jvm", "heap"])
