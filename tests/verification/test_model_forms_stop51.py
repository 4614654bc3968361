"""Scenario "Verified excerpt supports direct observation": "一小时" said as a length that is
stated ("已持续(active_for) 一小时" of an alert active for 1h) is the row's 1h. The red team of
stop 51 (lockroom: an alert firing for exactly an hour, its span rewritten in Chinese numerals)
found that true rewrite downgraded to contradicted. "一小时内" (a window's length) and "一小时前"
(a distance back) stay as the reader takes them (no number)."""

from __future__ import annotations

import pytest

from superbiz.verification._spoken import spoken_forms


@pytest.mark.spec("Verified excerpt supports direct observation")
@pytest.mark.parametrize(("text", "read"), [
    ("已持续(active_for) 一小时，摘要", "已持续(active_for) 1小时，摘要"),
    ("持续了一小时", "持续了1小时"),
    ("过去一小时内共 3 条", "过去一小时内共 3 条"),
    ("一小时以内恢复", "一小时以内恢复"),
    ("一小时前开始", "一小时前开始"),
    ("最近一小时里", "最近一小时里"),
])
def test_one_hour_in_words_is_a_length_unless_it_bounds_a_window(text: str, read: str) -> None:
    assert spoken_forms(text) == read
