"""A question typed another harmless way asks the same thing (``benchmarks/question_variants.py``'s breaks).

- "What time did the last payrun fail?" / "When did payruns last fail?": the time the failing last happened (the
  end, over all the data), like "When did the last payrun fail?" — not a cause over the last hour.
- "12 月 2 号下午" (spaces around the Chinese units, as some input methods type them) is the same day as "12月2号".

Spec scenario (issue 10, "Question understanding"): explicit time expressions resolved to absolute windows.
"""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.question import LAST_TIME, aspects_of
from superbiz.agents.timeparse import format_local, resolve_time

NOW = datetime(2026, 12, 4, 6, 0, tzinfo=UTC)


@pytest.mark.parametrize("question", [
    "What time did the last payrun fail overnight?",
    "what time did the final wash cycle fail?",
    "When did payruns last fail?",
    "what time did the kiln sensor reader last go down?",
    "What time was the last failed booking?",
])
def test_the_last_failure_in_other_words_asks_the_end(question: str) -> None:
    assert LAST_TIME.search(question) is not None
    assert aspects_of(question, has_entity=True, has_record=False) == ["end"]


@pytest.mark.parametrize("question", ["why did payruns last fail?", "what time did payruns start failing?",
                                      "did the last deploy fail?"])
def test_other_questions_about_failing_are_not_the_last_time(question: str) -> None:
    assert LAST_TIME.search(question) is None


@pytest.mark.parametrize(("question", "window"), [
    ("12 月 2 号下午 payrun 失败了多少", ("2026-12-02 12:00", "2026-12-02 18:00")),
    ("12月2号下午 payrun 失败了多少", ("2026-12-02 12:00", "2026-12-02 18:00")),
    ("2026 年 12 月 2 日下午有什么报错", ("2026-12-02 12:00", "2026-12-02 18:00")),
])
def test_a_chinese_date_typed_with_spaces_is_the_same_day(question: str, window: tuple[str, str]) -> None:
    zone = ZoneInfo("Asia/Shanghai")
    spec = resolve_time(question, now=NOW, zone=zone)
    assert spec.explicit
    assert (format_local(spec.start, zone), format_local(spec.end, zone)) == window


def test_numbers_with_a_spaced_dash_are_no_date() -> None:
    spec = resolve_time("error share went 5 - 3 percent", now=NOW, zone=ZoneInfo("Asia/Shanghai"))
    assert not spec.explicit
