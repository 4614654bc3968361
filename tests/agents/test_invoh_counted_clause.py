"""A clause "how many times did X error" is no thing's name (glassfurn gf-gaffbook-after-midnight-count-en)."""

from __future__ import annotations

import pytest

from superbiz.agents.subjects import unheld_qualified_name

_KNOWN = ["gaffbook", "课程预约应用 / class-booking app", "seatloom", "座位服务 / seat service"]


@pytest.mark.spec("Answer the question that was asked")
def test_how_many_times_did_a_service_error_names_the_service_not_a_gap() -> None:
    """gf-gaffbook-after-midnight-count-en: "how many times did gaffbook error tonight after midnight" read
    "times did gaffbook" as a thing the data lacks (a gap); the clause names gaffbook."""
    assert unheld_qualified_name("how many times did gaffbook error tonight after midnight", _KNOWN) is None
    assert unheld_qualified_name("how many times has seatloom thrown errors today", _KNOWN) is None
    #: a thing whose lines are counted is still read
    assert unheld_qualified_name("how many QuikPay handshake errors were there yesterday?", _KNOWN) \
        == "quikpay handshake"
