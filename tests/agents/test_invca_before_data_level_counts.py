"""Pattern "a day before the data" asked of errors (invCA: opened dhowline): "上周五 X 有没有报错" names a window the
data do not cover; the zero per level the log query returns there is no evidence, so the answer opens with the gap
"所问时间窗超出数据范围", never "没有" from no rows (spec: a thing the engine cannot find is stated as a gap). The
world's log span is read by SQL to show the window lies before it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.agents.world_chat import Ask, world_asker


@pytest.fixture(scope="module")
def ask(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Ask]:
    with world_asker(tmp_path_factory.mktemp("harbor"), "harbor") as asker:
        yield asker


@pytest.mark.parametrize("question", ["上周五 booking-api 有没有报错", "Did booking-api log any errors last Friday?"])
def test_before_data_error_question_answers_with_the_gap(ask: Ask, question: str) -> None:
    """Scenario "a day before the data": the world's logs span under two days, last Friday lies before them; the first
    line is the out-of-range gap and no "按级别的日志条数" zero (a count from no rows) is confirmed."""
    answer, days = ask(question, "SELECT CAST(julianday(max(ts)) - julianday(min(ts)) AS INTEGER) FROM log_record")
    assert days < 2  # the data span under two days: a weekday of last week lies before them
    head = answer.splitlines()[0]
    assert head.startswith("所问时间窗超出数据范围"), answer
    assert "按级别的日志条数" not in answer and not head.startswith("没有"), answer
