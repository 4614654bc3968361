"""Scenario "Verified excerpt supports direct observation": a value below zero read from its row is the row's own
(stop 32: a falling series' "increase -11.23" was contradicted against the row's unrounded -11.2294, because a
number with a minus sign read as no number at all — every answer over tractorly, a world never used to develop the
checker, that stated a falling metric was REJECTED). Scenario "REJECT verdict when claims contradict evidence": the
sign still counts — a flipped sign or another magnitude is contradicted.
"""

from __future__ import annotations

import pytest

from superbiz.contracts import ToolInvocation
from tests.verification.bound_claim import verification_of
from tests.verification.factories import ref, tool_invocation

_ROW = ("rps_total{service=portal-x} 2026-11-25T09:23:00Z~2026-11-26T09:23:00Z: latest=31.64 max=51.97 min=28.17 "
        "avg=39.75 samples=289 max_at=2026-11-26T02:03:00Z first=42.87 increase=-11.23")
_FIELDS = {"metric": "rps_total", "service": "portal-x", "latest": 31.64, "first": 42.87,
           "increase": -11.229399999999998}
_CLAIM = "指标 rps_total（服务 portal-x）窗口内增加(increase) -11.23：窗口起点值(first) 42.87，最新值(latest) 31.64"


def _invocation() -> ToolInvocation:
    return tool_invocation(31, "query_metrics", refs=[ref("series[0]", _ROW, **_FIELDS)],
                           arguments={"service": "portal-x"})


def _check(text: str) -> str:
    return verification_of(text, [_invocation()], 31, "series[0]")


@pytest.mark.spec("Verified excerpt supports direct observation")
def test_a_negative_increase_as_the_row_rounds_it_is_observed() -> None:
    assert _check(_CLAIM) == "direct_observation"


@pytest.mark.spec("REJECT verdict when claims contradict evidence")
@pytest.mark.parametrize("said", ["增加(increase) 11.23", "增加(increase) -12.23", "增加(increase) -1.23"])
def test_a_flipped_sign_or_another_magnitude_is_contradicted(said: str) -> None:
    assert _check(_CLAIM.replace("增加(increase) -11.23", said)) == "contradicted"


_LEVEL_ROW = ("weigh_tickets_unread{service=scale-reader} 2026-12-04T08:55:00Z~2026-12-04T09:55:00Z: latest=140000 "
              "max=140000 min=58433.7 avg=99000.2 samples=13 max_at=2026-12-04T09:30:00Z first=58433.7")
_LEVEL_CLAIM = ("指标 weigh_tickets_unread（服务 scale-reader）窗口内峰值(max) 140000，"
                "于 2026-12-04T09:30:00Z 首次达到；最新值(latest) 140000")


def _check_level(text: str) -> str:
    fields = {"metric": "weigh_tickets_unread", "service": "scale-reader", "latest": 140000, "max": 140000}
    inv = tool_invocation(32, "query_metrics", refs=[ref("series[0]", _LEVEL_ROW, **fields)],
                          arguments={"service": "scale-reader"})
    return verification_of(text, [inv], 32, "series[0]")


@pytest.mark.spec("REJECT verdict when claims contradict evidence")
def test_a_level_of_what_waits_said_as_a_rate_is_contradicted() -> None:
    """Stop 32's sealed worlds: "最新值(latest) 140000/min" of an unread/unconsumed backlog passed (its name said
    no rate in a word the checker knew); the level itself stays observed."""
    assert _check_level(_LEVEL_CLAIM) == "direct_observation"
    assert _check_level(_LEVEL_CLAIM.replace("最新值(latest) 140000", "最新值(latest) 140000/min")) == "contradicted"
