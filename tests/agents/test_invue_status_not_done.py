"""invUE (stop 55): failed records named by what did not happen ("开柜码没发出去" ↔ KEYCODE_NOT_ISSUED)."""

from __future__ import annotations

import pytest

from superbiz.agents.question import status_matches

_STATUSES = ["CONFIRMED", "PICKED_UP", "RETURNED", "PASSCODE_NOT_ISSUED", "RATE_STALLED", "NO_DOCK_SLOT"]


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["今天早上因为开门码没发出去失败的订单有几单",
                                      "几单取件码发不出来",
                                      "how many bookings failed because the door code was never issued?"])
def test_a_status_named_by_what_did_not_happen(question: str) -> None:
    """keyfleet/kf-cert-orders-count-zh: "开柜码没发出去" names the status of a code not issued (CODE, NOT_ISSU),
    never another failed status of the same store."""
    assert status_matches(question, _STATUSES) == ["PASSCODE_NOT_ISSUED"]


@pytest.mark.spec("Answer the question that was asked")
def test_nothing_happened_names_no_status() -> None:
    """keyfleet/kf-cert-orders-count-zh: "没发生" (did not happen) is no code not issued."""
    assert status_matches("今天没发生故障吧", _STATUSES) == []
