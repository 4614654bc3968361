"""Scenario "REJECT verdict when claims contradict evidence" (and "Unsupported conclusions are not confirmed
claims"): two holes the verifier red-team found on stop 36's six sealed worlds (``benchmarks/engine_adversarial.py``,
never used to develop the checker), on hand-built rows so each can fail without its fix.

- A log sample's "deadline 30s exceeded" quoted as "30ms" passed when the row's count was also 30: a bare number of
  the claimed value supported a number whose unit the evidence states otherwise (steelroll, 2 survivors).
- "最新值(latest) 10.9/min" of a metric named ``…_errors_rate`` passed: the name says a rate, not per what, so the
  time unit is the claim's own (dunecamp, 1 survivor).
- Stop 37 (six more sealed worlds): "最新值(latest) 140000/min" of ``renewals_waiting`` (a level of waiting messages,
  in words no list of non-rates held) passed — a metric whose name states no time unit supports no claimed rate
  (tealeaf, 3 survivors).
"""

from __future__ import annotations

import pytest

from superbiz.contracts import ToolInvocation
from tests.verification.bound_claim import verification_of
from tests.verification.factories import ref, tool_invocation

_LOG = ("code_stats service=kiln-ingest level=ERROR error_code=KLN-4408 count=30 first_seen=2026-12-03T19:15:29Z "
        "last_seen=2026-12-03T19:29:54Z span=14m sample=processing deadline 30s exceeded for a message of topic "
        "kiln.temps; message re-queued")
_WAITING = ("renewals_waiting{service=kettle-worker} 2026-12-04T22:10:00Z~2026-12-04T23:10:00Z: latest=140000 "
            "max=140000 min=23486.5 avg=90684.2 samples=13 max_at=2026-12-04T23:00:00Z first=23486.5")
_SERIES = ("tls_errors_rate{service=wx-ingest} 2026-12-04T13:20:00Z~2026-12-04T15:20:00Z: latest=10.9 max=11.27 "
           "min=0 avg=7.2 samples=25 max_at=2026-12-04T14:00:00Z first=0")


def _invocations() -> list[ToolInvocation]:
    logs = tool_invocation(31, "query_logs", refs=[ref("code_stats[0]", _LOG, service="kiln-ingest")],
                           arguments={"service": "kiln-ingest"})
    metrics = tool_invocation(32, "query_metrics", refs=[ref("series[0]", _SERIES, service="wx-ingest")],
                              arguments={"service": "wx-ingest"})
    waiting = tool_invocation(33, "query_metrics", refs=[ref("series[0]", _WAITING, service="kettle-worker")],
                              arguments={"service": "kettle-worker"})
    return [logs, metrics, waiting]


def _check(text: str, inv: int, path: str) -> str:
    return verification_of(text, _invocations(), inv, path)


_LOG_CLAIM = ("kiln-ingest 错误码 KLN-4408 的 ERROR 日志在窗口内共 30 条，首次出现(first_seen) 2026-12-03T19:15:29Z，"
              "最近一次(last_seen) 2026-12-03T19:29:54Z，跨度(span) 14m；示例：processing deadline {} exceeded for a "
              "message of topic kiln.temps; message re-queued")
_METRIC_CLAIM = ("指标 tls_errors_rate（服务 wx-ingest）窗口内峰值(max) 11.27，于 2026-12-04T14:00:00Z 首次达到；"
                 "最新值(latest) {}")


@pytest.mark.spec("REJECT verdict when claims contradict evidence")
def test_a_quoted_number_with_its_unit_changed_is_not_supported_by_a_bare_count_of_that_value() -> None:
    assert _check(_LOG_CLAIM.format("30s"), 31, "code_stats[0]") == "direct_observation"
    assert _check(_LOG_CLAIM.format("30ms"), 31, "code_stats[0]") == "contradicted"
    assert _check(_LOG_CLAIM.format("30 秒"), 31, "code_stats[0]") == "direct_observation"  # the same unit, in words


@pytest.mark.spec("Unsupported conclusions are not confirmed claims")
def test_a_rates_time_unit_its_metrics_name_does_not_state_is_the_claims_own() -> None:
    assert _check(_METRIC_CLAIM.format("10.9"), 32, "series[0]") == "direct_observation"
    assert _check(_METRIC_CLAIM.format("10.9/min"), 32, "series[0]") == "unsupported"


@pytest.mark.spec("Unsupported conclusions are not confirmed claims")
def test_a_rate_claimed_of_a_metric_whose_name_states_no_time_unit_is_the_claims_own() -> None:
    claim = ("指标 renewals_waiting（服务 kettle-worker）窗口内峰值(max) 140000，于 2026-12-04T23:00:00Z 首次达到；"
             "最新值(latest) {}")
    assert _check(claim.format("140000"), 33, "series[0]") == "direct_observation"
    assert _check(claim.format("140000/min"), 33, "series[0]") == "unsupported"
    assert _check(claim.format("140000每分钟"), 33, "series[0]") == "unsupported"
