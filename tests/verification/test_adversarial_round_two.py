"""Scenario "REJECT verdict when claims contradict evidence" (and "Unsupported conclusions are not confirmed claims",
"Verified excerpt supports direct observation"): the holes the verifier red-team's second round found
(tests/verification/engine_adversarial_families.py, ``benchmarks/engine_adversarial.py``), one test per hole,
on hand-built rows so each can fail without its fix.
"""

from __future__ import annotations

import pytest

from superbiz.contracts import ToolInvocation
from tests.verification.bound_claim import verification_of
from tests.verification.factories import ref, tool_invocation

_SERIES = ("evicted_keys_per_s{service=fare-cache} 2026-10-13T20:20:00Z~2026-10-14T20:20:00Z: latest=846.62 "
           "max=869.93 min=0.0075 avg=80.06 samples=289 max_at=2026-10-14T19:20:00Z first=0.5745 change=+43%")
_RATIO = ("cache_hit_ratio{service=fare-cache} 2026-10-13T20:20:00Z~2026-10-14T20:20:00Z: latest=0.4214 max=0.9749 "
          "min=0.4089 avg=0.9137 samples=289 max_at=2026-10-14T03:40:00Z first=0.9679")
_ALERT = ("alert CacheHitRatioLow service=fare-cache state=firing severity=critical since=2026-10-14T18:08:00Z "
          "value=0.42 summary=fare-cache cache hit ratio 42% < 80%; active_for=2h12m")
_POOL = "pool booking-pg service=booking-pg active=38 max=40 waiting=0"
_POOL_FULL = "pool booking-pg service=booking-pg active=40 max=40 waiting=12"
_LOG = ("code_stats service=fare-cache level=WARN error_code=FCH-W01 count=2496 first_seen=2026-10-14T19:20:04Z "
        "last_seen=2026-10-14T20:36:13Z span=1h16m")


def _invocations() -> list[ToolInvocation]:
    metrics = tool_invocation(24, "query_metrics", refs=[
        ref("series[0]", _RATIO, service="fare-cache"), ref("series[1]", _SERIES, service="fare-cache"),
        ref("alerts[0]", _ALERT, service="fare-cache"), ref("pools[0]", _POOL, service="booking-pg"),
        ref("pools[1]", _POOL_FULL.replace("booking-pg", "ledger-pg"), service="ledger-pg")],
        arguments={"service": "fare-cache"})
    summary = ref("summary", "query_logs service=fare-cache: 2496 matching lines")
    logs = tool_invocation(25, "query_logs", refs=[ref("code_stats[0]", _LOG, service="fare-cache"), summary],
                           arguments={"service": "fare-cache", "level": "WARN"})
    return [metrics, logs]


def _check(text: str, path: str, inv: int = 24) -> str:
    return verification_of(text, _invocations(), inv, path)


_METRIC_CLAIM = ("指标 evicted_keys_per_s（服务 fare-cache）窗口内峰值(max) 869.93，于 2026-10-14T19:20:00Z 首次达到；"
                 "最新值(latest) 846.62")
_LOG_CLAIM = ("fare-cache 错误码 FCH-W01 的 WARN 日志在窗口内共 2496 条，首次出现(first_seen) 2026-10-14T19:20:04Z，"
              "最近一次(last_seen) 2026-10-14T20:36:13Z，跨度(span) 1h16m")


@pytest.mark.spec("Verified excerpt supports direct observation")
def test_the_unmutated_claims_are_direct_observations() -> None:
    assert _check(_METRIC_CLAIM, "series[1]") == "direct_observation"
    assert _check(_LOG_CLAIM, "code_stats[0]", 25) == "direct_observation"


@pytest.mark.spec("Verified excerpt supports direct observation")
@pytest.mark.parametrize("span", ["1小时16分钟", "1 小时 16 分钟", "76 分钟"])
def test_a_span_written_in_hours_and_minutes_stays_confirmed(span: str) -> None:
    """"跨度(span) 1小时16分钟" of span=1h16m was downgraded: "1" and "16分钟" were two numbers the row lacks."""
    assert _check(_LOG_CLAIM.replace("1h16m", span), "code_stats[0]", 25) == "direct_observation"
    assert _check(_LOG_CLAIM.replace("(span) 1h16m", f" {span}"), "code_stats[0]", 25) == "direct_observation"


@pytest.mark.spec("REJECT verdict when claims contradict evidence")
def test_a_wrong_span_in_hours_and_minutes_is_not_confirmed() -> None:
    assert _check(_LOG_CLAIM.replace("1h16m", "2小时16分钟"), "code_stats[0]", 25) == "contradicted"


@pytest.mark.spec("REJECT verdict when claims contradict evidence")
def test_an_alerts_severity_in_chinese_must_be_the_rows() -> None:
    """"（服务 fare-cache，警告级）" of a critical alert passed."""
    text = "告警 CacheHitRatioLow（服务 fare-cache，{}）正在触发(firing)，开始于(since) 2026-10-14T18:08:00Z"
    assert _check(text.format("警告级"), "alerts[0]") == "contradicted"
    assert _check(text.format("严重级"), "alerts[0]") == "direct_observation"


@pytest.mark.spec("REJECT verdict when claims contradict evidence")
@pytest.mark.parametrize(("path", "value"), [("series[1]", "846.62/min"), ("series[0]", "0.4214/min")])
def test_a_rate_unit_the_metrics_name_contradicts(path: str, value: str) -> None:
    """"最新值(latest) 846.62/min" of evicted_keys_per_s (per second), "0.4214/min" of a ratio (no rate)."""
    text = (_METRIC_CLAIM.replace("846.62", value) if path == "series[1]" else
            "指标 cache_hit_ratio（服务 fare-cache）窗口内最新值(latest) " + value)
    assert _check(text, path) == "contradicted"
    assert _check(_METRIC_CLAIM.replace("846.62", "846.62/s"), "series[1]") == "direct_observation"


@pytest.mark.spec("REJECT verdict when claims contradict evidence")
def test_permille_is_not_percent() -> None:
    """"变化(change) +43‰" of change=+43%."""
    assert _check(_METRIC_CLAIM + "，变化(change) +43‰", "series[1]") == "contradicted"
    assert _check(_METRIC_CLAIM + "，变化(change) +43%", "series[1]") == "direct_observation"


@pytest.mark.spec("REJECT verdict when claims contradict evidence")
def test_a_thousands_separator_that_changes_the_value() -> None:
    """"共 2496,000 条" of count=2496 was read as 2496; "2,496" is the same count."""
    assert _check(_LOG_CLAIM.replace("2496", "2496,000"), "code_stats[0]", 25) == "contradicted"
    assert _check(_LOG_CLAIM.replace("2496", "2,496"), "code_stats[0]", 25) == "direct_observation"


@pytest.mark.spec("REJECT verdict when claims contradict evidence")
def test_an_event_time_a_day_off_in_beijing_time_is_not_the_event() -> None:
    """"于 2026-10-14 03:20:00（北京时间） 首次达到" for max_at=2026-10-14T19:20Z (Beijing 10-15 03:20): the clock
    one day earlier is the window's start (2026-10-13T20:20Z is not it either, but 19:20Z of 10-13 is no stamp of
    the row's event), so the stated event time must be the row's max_at, not any stamp of the row."""
    right = _METRIC_CLAIM.replace("2026-10-14T19:20:00Z", "2026-10-15 03:20:00（北京时间）")
    assert _check(right, "series[1]") == "direct_observation"
    window_edge = _METRIC_CLAIM.replace("2026-10-14T19:20:00Z", "2026-10-14 04:20:00（北京时间）")  # = 10-13T20:20Z
    assert _check(window_edge, "series[1]") != "direct_observation"
    first = _LOG_CLAIM.replace("2026-10-14T19:20:04Z", "2026-10-14 03:20:04（北京时间）")
    assert _check(first, "code_stats[0]", 25) != "direct_observation"


@pytest.mark.spec("Unsupported conclusions are not confirmed claims")
def test_an_assessment_of_saturation_the_rows_do_not_show() -> None:
    """"…，已经打满" appended to a metric claim passed; 38/40 is not full, 40/40 is."""
    assert _check(_METRIC_CLAIM + "，已经打满", "series[1]") == "unsupported"
    assert _check("booking-pg 连接池已经打满（active=38）", "pools[0]") == "contradicted"
    assert _check("ledger-pg 连接池已经打满（active=40）", "pools[1]") == "direct_observation"
    assert _check("booking-pg 连接池尚未打满（active=38）", "pools[0]") == "direct_observation"


@pytest.mark.spec("REJECT verdict when claims contradict evidence")
def test_at_least_more_than_the_count_is_not_the_count() -> None:
    """"共至少 2506 条" of count=2496 passed when another number of the row was 2506; "至少 2000" is true."""
    assert _check(_LOG_CLAIM.replace("共 2496", "共至少 2506"), "code_stats[0]", 25) == "contradicted"
    assert _check(_LOG_CLAIM.replace("共 2496", "共至少 2000"), "code_stats[0]", 25) != "contradicted"
