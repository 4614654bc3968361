"""Scenario "Unsupported conclusions are not confirmed claims" (and "REJECT verdict when claims contradict
evidence"): a rate unit written apart from its labelled value. Stop 37 closed "最新值(latest) 140000/min" of a
metric whose name states no time unit (a level of waiting messages), but the same claim with a space —
"140000 每分钟", "140000 /min", "140000 条/分钟", "140000 per minute" — still read as the bare level and passed: the
labelled value ended at the space and the unit after it was nobody's. The unit is part of the value, as it is
without the space; a rate metric's own unit stays observed, another one is contradicted.

Scenario "Verified excerpt supports direct observation": the same value with its thousands grouped ("140,000") or
its ten-thousands written apart ("14 万") was read as "140" (the labelled value ended at the comma) and a true claim
was REJECTED — a false downgrade of what a real model writes; another value in those forms is still contradicted.
"""

from __future__ import annotations

import pytest

from superbiz.contracts import ToolInvocation
from tests.verification.bound_claim import verification_of
from tests.verification.factories import ref, tool_invocation

_WAITING = ("jobs_waiting{service=press-worker} 2026-12-04T22:10:00Z~2026-12-04T23:10:00Z: latest=140000 "
            "max=140000 min=23486.5 avg=90684.2 samples=13 max_at=2026-12-04T23:00:00Z first=23486.5")
_PER_SECOND = ("evicted_keys_per_s{service=bin-cache} 2026-12-04T22:10:00Z~2026-12-04T23:10:00Z: latest=846.62 "
               "max=900.5 min=0 avg=300.1 samples=13 max_at=2026-12-04T22:40:00Z first=0")


def _invocations() -> list[ToolInvocation]:
    return [
        tool_invocation(41, "query_metrics", refs=[ref("series[0]", _WAITING, service="press-worker")],
                        arguments={"service": "press-worker"}),
        tool_invocation(42, "query_metrics", refs=[ref("series[0]", _PER_SECOND, service="bin-cache")],
                        arguments={"service": "bin-cache"}),
    ]


_LEVEL = ("指标 jobs_waiting（服务 press-worker）窗口内峰值(max) 140000，于 2026-12-04T23:00:00Z 首次达到；"
          "最新值(latest) {}")
_RATE = ("指标 evicted_keys_per_s（服务 bin-cache）窗口内峰值(max) 900.5，于 2026-12-04T22:40:00Z 首次达到；"
         "最新值(latest) {}")


@pytest.mark.spec("Unsupported conclusions are not confirmed claims")
@pytest.mark.parametrize("said", ["140000 每分钟", "140000 /min", "140000 / min", "140000 条/分钟", "140000 per minute",
                                  "140000 msg/s", "140000 每小时"])
def test_a_rate_unit_after_a_space_is_the_values_own(said: str) -> None:
    assert verification_of(_LEVEL.format(said), _invocations(), 41, "series[0]") == "unsupported"


@pytest.mark.spec("Verified excerpt supports direct observation")
@pytest.mark.parametrize("said", ["140000", "140000 条", "140000，仍在上涨"])
def test_a_level_with_no_rate_after_it_stays_observed(said: str) -> None:
    assert verification_of(_LEVEL.format(said), _invocations(), 41, "series[0]") == "direct_observation"


@pytest.mark.spec("REJECT verdict when claims contradict evidence")
def test_a_rate_metric_keeps_its_own_unit_apart_and_rejects_another() -> None:
    assert verification_of(_RATE.format("846.62 /s"), _invocations(), 42, "series[0]") == "direct_observation"
    assert verification_of(_RATE.format("846.62 每秒"), _invocations(), 42, "series[0]") == "direct_observation"
    assert verification_of(_RATE.format("846.62 每分钟"), _invocations(), 42, "series[0]") == "contradicted"


@pytest.mark.spec("Verified excerpt supports direct observation")
@pytest.mark.parametrize("said", ["140,000", "140,000，仍在上涨", "14 万", "14万"])
def test_a_value_with_its_thousands_grouped_or_its_ten_thousands_apart_is_the_rows_value(said: str) -> None:
    assert verification_of(_LEVEL.format(said), _invocations(), 41, "series[0]") == "direct_observation"
    text = "jobs_waiting service=press-worker latest={} max=140000".format(said.split("，")[0].replace(" ", ""))
    assert verification_of(text, _invocations(), 41, "series[0]") == "direct_observation"


@pytest.mark.spec("REJECT verdict when claims contradict evidence")
@pytest.mark.parametrize("said", ["150,000", "140,001", "1,400,000", "15 万"])
def test_another_value_in_those_forms_is_contradicted(said: str) -> None:
    assert verification_of(_LEVEL.format(said), _invocations(), 41, "series[0]") == "contradicted"
