"""Time expressions → absolute windows in the configured zone (Chinese and English)."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.timeparse import format_local, resolve_time
from superbiz.agents.timewindows import resolve_windows

NOW = datetime(2026, 11, 28, 6, 0, tzinfo=UTC)  # 14:00 in Shanghai, 01:00 in New York


@pytest.mark.parametrize(
    ("question", "zone", "window"),
    [
        ("最近半小时为什么超时", "Asia/Shanghai", ("2026-11-28 13:30", "2026-11-28 14:00")),
        ("今天下午1点到1点半", "Asia/Shanghai", ("2026-11-28 13:00", "2026-11-28 13:30")),
        ("昨天15:30 有什么问题", "Asia/Shanghai", ("2026-11-27 15:00", "2026-11-27 16:00")),
        ("this morning", "Asia/Shanghai", ("2026-11-28 06:00", "2026-11-28 12:00")),
        ("past 3 hours", "Asia/Shanghai", ("2026-11-28 11:00", "2026-11-28 14:00")),
        ("yesterday between 9pm and 11pm", "America/New_York", ("2026-11-27 21:00", "2026-11-27 23:00")),
        ("05:20 以来", "Asia/Shanghai", ("2026-11-28 05:20", "2026-11-28 14:00")),
        ("three days ago", "Asia/Shanghai", ("2026-11-25 00:00", "2026-11-26 00:00")),
        ("was it healthy between noon and 1pm today?", "Asia/Shanghai", ("2026-11-28 12:00", "2026-11-28 13:00")),
        ("yesterday from 10am to noon", "America/New_York", ("2026-11-27 10:00", "2026-11-27 12:00")),
    ],
)
def test_resolve_time_reads_the_window_in_the_zone(question: str, zone: str, window: tuple[str, str]) -> None:
    tz = ZoneInfo(zone)
    spec = resolve_time(question, now=NOW, zone=tz)
    assert spec.explicit
    assert (format_local(spec.start, tz), format_local(spec.end, tz)) == window


def test_resolve_time_clock_time_is_a_reference_point_and_no_expression_is_the_default() -> None:
    tz = ZoneInfo("Asia/Shanghai")
    at = resolve_time("13:24 时连接池多少", now=NOW, zone=tz)
    assert at.at is not None and format_local(at.at, tz) == "2026-11-28 13:24"
    default = resolve_time("订单 AB-2026-000123 是什么状态", now=NOW, zone=tz)
    assert not default.explicit and (default.end - default.start).total_seconds() == 3600


@pytest.mark.parametrize(
    ("question", "zone", "first", "second"),
    [
        ("今天上午和昨天同一时段比，order-service 的错误多了吗？", "Asia/Shanghai",
         ("2026-11-28 06:00", "2026-11-28 12:00"), ("2026-11-27 06:00", "2026-11-27 12:00")),
        ("compare errors 09:00-10:00 vs 11:00-12:00", "Asia/Shanghai",
         ("2026-11-28 09:00", "2026-11-28 10:00"), ("2026-11-28 11:00", "2026-11-28 12:00")),
        ("X 过去一小时的错误比今天上午 10 点到 11 点多还是少？", "Asia/Shanghai",
         ("2026-11-28 13:00", "2026-11-28 14:00"), ("2026-11-28 10:00", "2026-11-28 11:00")),
        ("more errors between 14:00 and 15:00 than between 15:00 and 16:00?", "America/New_York",
         ("2026-11-27 14:00", "2026-11-27 15:00"), ("2026-11-27 15:00", "2026-11-27 16:00")),
    ],
)
def test_resolve_windows_reads_two_windows_set_against_each_other(
    question: str, zone: str, first: tuple[str, str], second: tuple[str, str]
) -> None:
    tz = ZoneInfo(zone)
    pair = resolve_windows(question, now=NOW, zone=tz)
    assert pair is not None
    assert [(format_local(w.start, tz), format_local(w.end, tz)) for w in pair] == [first, second]


@pytest.mark.parametrize("question", ["yesterday between 9pm and 11pm", "between noon and 2pm today",
                                      "14:00 和 15:00 之间有多少错误",
                                      "What happened yesterday between 9 and 10 am?", "A 和 B 哪个错误多"])
def test_resolve_windows_a_range_or_one_window_is_not_two(question: str) -> None:
    assert resolve_windows(question, now=NOW, zone=ZoneInfo("America/New_York")) is None


@pytest.mark.parametrize(
    ("question", "window"),
    [
        ("What caused the errors between 3 and 4 pm today?", ("2026-11-28 15:00", "2026-11-28 16:00")),
        ("between 11 and 1 pm", ("2026-11-27 11:00", "2026-11-27 13:00")),
        ("10-11 am", ("2026-11-27 10:00", "2026-11-27 11:00")),
        ("Why did it fall behind this afternoon?", ("2026-11-28 12:00", "2026-11-28 18:00")),
        ("Did anything happen on Oct 1?", ("2026-10-01 00:00", "2026-10-02 00:00")),
        ("errors on 10 November", ("2026-11-10 00:00", "2026-11-11 00:00")),
        ("last week", ("2026-11-16 00:00", "2026-11-23 00:00")),
        ("上周五", ("2026-11-20 00:00", "2026-11-21 00:00")),
        ("last Friday", ("2026-11-27 00:00", "2026-11-28 00:00")),
        ("last month", ("2026-10-01 00:00", "2026-11-01 00:00")),
    ],
)
def test_resolve_time_reads_english_ranges_dates_and_weeks(question: str, window: tuple[str, str]) -> None:
    tz = ZoneInfo("America/New_York")  # NOW is Saturday 2026-11-28 01:00 there
    spec = resolve_time(question, now=NOW, zone=tz)
    assert spec.explicit
    assert (format_local(spec.start, tz), format_local(spec.end, tz)) == window


@pytest.mark.parametrize("question", ["Is it healthy at the moment, after this morning's mess?",
                                      "上午那次故障之后，现在正常了吗"])
def test_resolve_time_a_past_event_after_which_the_present_is_asked_leaves_the_default_window(question: str) -> None:
    spec = resolve_time(question, now=NOW, zone=ZoneInfo("Asia/Shanghai"))
    assert not spec.explicit and (spec.end - spec.start).total_seconds() == 3600


@pytest.mark.parametrize(("question", "window"), [
    ("现在 14:00 之后还有错误吗", ("2026-11-28 14:00", "2026-11-28 14:00")),
    ("Is it healthy now compared with this morning?", ("2026-11-28 06:00", "2026-11-28 12:00")),
])
def test_resolve_time_a_present_word_keeps_a_clock_or_a_compared_window(question: str, window: tuple[str, str]) -> None:
    tz = ZoneInfo("Asia/Shanghai")
    spec = resolve_time(question, now=NOW, zone=tz)
    assert spec.explicit and (format_local(spec.start, tz), format_local(spec.end, tz)) == window


@pytest.mark.parametrize(
    ("question", "window"),
    [
        # 半夜 / around midnight: the hours either side of the last midnight passed, or of the one ending the day
        ("昨晚半夜前台一直报错", ("2026-11-27 21:00", "2026-11-28 03:00")),
        ("was it failing around midnight?", ("2026-11-27 21:00", "2026-11-28 03:00")),
        ("前天半夜出事了吗", ("2026-11-26 21:00", "2026-11-27 03:00")),
        # a night runs past midnight; an evening does not
        ("昨晚啥情况", ("2026-11-27 18:00", "2026-11-28 06:00")),
        ("昨天晚上啥情况", ("2026-11-27 18:00", "2026-11-28 00:00")),
        # a range whose ends name their own days, and 凌晨 keeps a clock in the morning beside 昨晚
        ("between 11pm last night and 1am today, who logged more?", ("2026-11-27 23:00", "2026-11-28 01:00")),
        ("昨晚11点到今天凌晨1点报错多少", ("2026-11-27 23:00", "2026-11-28 01:00")),
        ("今天凌晨3点", ("2026-11-28 02:30", "2026-11-28 03:30")),
    ],
)
def test_resolve_time_windows_across_local_midnight(question: str, window: tuple[str, str]) -> None:
    tz = ZoneInfo("Asia/Shanghai")
    spec = resolve_time(question, now=NOW, zone=tz)
    assert (format_local(spec.start, tz), format_local(spec.end, tz)) == window


def test_a_range_across_midnight_is_one_window_and_a_second_window_may_cross_it() -> None:
    tz = ZoneInfo("Asia/Shanghai")
    assert resolve_windows("between 11pm last night and 1am today, who logged more errors - a or b?",
                           now=NOW, zone=tz) is None
    pair = resolve_windows("昨天下午3点到4点，跟昨晚11点到今天凌晨1点，哪段报错更多？", now=NOW, zone=tz)
    assert pair is not None
    assert [(format_local(w.start, tz), format_local(w.end, tz)) for w in pair] == [
        ("2026-11-27 15:00", "2026-11-27 16:00"), ("2026-11-27 23:00", "2026-11-28 01:00")]
