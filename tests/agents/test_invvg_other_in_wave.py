"""invVG (stop 56): "那 X 呢" after a count over a told wave ("约课app上午缓存那波报了多少条错误") asks that count of X
in the same wave — the earlier question with X in its subject's place (held-out
kilnhaus/kilnhaus-shop-errors-followup-zh: the shop's 84 lines of the cache wave, not its 167 of the morning)."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import _other_in_told_wave
from superbiz.agents.plan_model import Catalog

_CATALOG = Catalog(
    services=("bookzo", "potshop", "kilncache", "tilldex"),
    dependencies={"bookzo": ("kilncache",), "potshop": ("kilncache", "tilldex")},
    descriptions={"bookzo": "约课应用（学员订课） / class booking app (students book classes)",
                  "potshop": "陶土商店（卖陶土和工具） / clay shop (clay and tools)",
                  "kilncache": "课表缓存 / timetable cache (redis)",
                  "tilldex": "收银服务 / till service"},
)


@pytest.mark.spec("Answer the question that was asked")
def test_the_other_subject_is_asked_in_the_told_wave() -> None:
    """kilnhaus-shop-errors-followup-zh."""
    asked = _other_in_told_wave("那陶土商店呢", ["约课app上午缓存那波报了多少条错误"], _CATALOG)
    assert asked == "陶土商店上午缓存那波报了多少条错误", asked


@pytest.mark.spec("Answer the question that was asked")
def test_no_wave_or_no_count_is_left_alone() -> None:
    """kilnhaus-shop-errors-followup-zh: only a count over a told wave is carried this way."""
    assert _other_in_told_wave("那陶土商店呢", ["约课app上午报了多少条错误"], _CATALOG) == "那陶土商店呢"
    assert _other_in_told_wave("那陶土商店呢", ["约课app上午缓存那波为啥挂了"], _CATALOG) == "那陶土商店呢"
    assert _other_in_told_wave("那约课app呢", ["约课app上午缓存那波报了多少条错误"], _CATALOG) == "那约课app呢"
