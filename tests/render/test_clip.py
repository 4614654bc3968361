"""A line too long for the answer is clipped between tokens, never inside one (issue 10: 0 false facts). Found in
the first measurement of a held-out world: a cause line clipped to "…首次出现 2026-11-19T02:53:1…" showed a clock
time without its zone, which reads as a local time the evidence never had."""

from __future__ import annotations

from superbiz.render.material import clean_text


def test_a_clip_never_cuts_a_timestamp_in_two() -> None:
    head = "原因推断：" + "甲" * 270 + " 首次出现 "
    line = head + "2026-11-19T02:53:16Z（证据未直接陈述因果）"
    clipped = clean_text(line)
    assert clipped is not None and clipped.endswith("…") and len(clipped) <= 300
    assert "02:53" not in clipped and clipped == head.rstrip() + "…"


def test_a_clip_between_words_keeps_everything_before_the_limit() -> None:
    line = "乙" * 299 + "丙" * 20
    assert clean_text(line) == "乙" * 299 + "…"


def test_a_line_within_the_limit_is_kept_whole() -> None:
    line = "首次出现 2026-11-19T02:53:16Z"
    assert clean_text(line) == line
