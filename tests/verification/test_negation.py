from __future__ import annotations

import pytest

from superbiz.verification._negation import find_denials, presence
from superbiz.verification.anchors import norm


def _denial(text: str) -> tuple[str, list[str], list[str], str | None]:
    (d,) = find_denials(text)
    return d.kind, [a.text for a in d.services], [a.text for a in d.alerts], d.level


def test_find_denials_alerts_and_logs_with_their_subjects() -> None:
    assert _denial("logistics-service 当前没有 firing 的告警") == ("alert", ["logistics-service"], [], None)
    assert _denial("HighMemoryUsage 告警当前未触发") == ("alert", [], ["HighMemoryUsage"], None)
    assert _denial("user-service 在查询窗口内没有 ERROR 级别日志") == ("log", ["user-service"], [], "error")
    assert _denial("payment-service has no WARN logs in the last hour") == ("log", ["payment-service"], [], "warn")


@pytest.mark.parametrize(
    "text",
    [
        "payment-service 出现 PAY-5003，连接池无可用连接，3000ms 后超时",
        "notification-service 写 /var/log/notification/app.log 失败：NTF-5007 No space left on device",
        "订单 ORD-20261128-001655 的短信未发送，notify_status=FAILED",
        "PaymentDBPoolExhausted 告警自 2026-11-28T05:24:00Z 起处于 firing 状态",
    ],
)
def test_find_denials_ignores_positive_claims_with_negative_words(text: str) -> None:
    assert find_denials(text) == []


def test_find_denials_only_the_negated_clause_counts() -> None:
    (d,) = find_denials("user-service 当前没有 firing 的告警；HighLatency 已于 2026-11-28T01:35:00Z resolved")
    assert d.kind == "alert" and d.alerts == ()


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("alert ServiceDown service=logistics-service state=firing since=2026-11-28T05:41:00Z", True),
        ("ServiceDown firing since 2026-11-28T05:41:00Z service=logistics-service", True),
        ("query_metrics service=logistics-service: 2 firing alerts, 0 resolved alerts", True),
        ("query_metrics service=logistics-service: 0 firing alerts, 1 resolved alerts", False),
        ("HighLatency resolved at 01:35Z (fired 01:10Z) service=logistics-service", None),
        ("alert High5xxRate service=api-gateway state=firing", None),
    ],
)
def test_presence_of_firing_alerts(line: str, expected: bool | None) -> None:
    (d,) = find_denials("logistics-service 当前没有 firing 的告警")
    assert presence(d, norm(line)) is expected


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("query_logs service=user-service level=ERROR 05:00–06:00Z: 0 matching records", False),
        ("query_logs service=user-service level=ERROR: 12 matching records; showing newest 5", True),
        ("2026-11-28T05:31:12Z ERROR user-service trace=7f3a PAY-5003 timeout", True),
        ("query_logs service=user-service level=WARN: 4 matching records", None),
        ("2026-11-28T05:31:12Z ERROR order-service trace=7f3a ORD-5001", None),
    ],
)
def test_presence_of_log_records(line: str, expected: bool | None) -> None:
    (d,) = find_denials("user-service 在查询窗口内没有 ERROR 级别日志")
    assert presence(d, norm(line)) is expected
