"""Two windows of one service's errors compared: the present's span said in words of its own ("现在这45分钟",
held-out pinhall-wallet-now-vs-lunch-zh), restated after a clock ("跟五点四十那会儿比呢 最近一刻钟 vs 5:40到5:55",
loftbloom-checkin-now-vs-540-zh), and a description mixing Chinese and latin asked spaced apart ("会员app后端",
pinhall-zorbit-two-windows-zh)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.question import learn_aliases, match_services
from superbiz.agents.question_text import clean_question
from superbiz.agents.timewindows import resolve_windows

pytestmark = pytest.mark.spec("Answer the question that was asked")

ZONE = ZoneInfo("Asia/Shanghai")
NOW = datetime(2026, 5, 6, 15, 50, tzinfo=UTC)  # 23:50 local


def _local(h: int, m: int = 0) -> datetime:
    return datetime(2026, 5, 6, h, m, tzinfo=ZONE).astimezone(UTC)


def test_present_minutes_said_with_xianzai_zhe() -> None:
    first, second = resolve_windows("钱包现在这45分钟的错误比中午一点到两点那次多还是少", now=NOW, zone=ZONE)
    assert (first.start, first.end) == (NOW - timedelta(minutes=45), NOW)
    assert (second.start, second.end) == (_local(13), _local(14))


def test_present_span_restated_after_the_clock() -> None:
    now = _local(6, 15)
    first, second = resolve_windows("值机现在的报错跟五点四十那会儿比呢 最近一刻钟 vs 5:40到5:55", now=now, zone=ZONE)
    assert (first.start, first.end) == (now - timedelta(minutes=15), now)
    assert (second.start, second.end) == (_local(5, 40), _local(5, 55))


def test_mixed_description_word_matches_spaced() -> None:
    services = ["floorapp-web", "profilo"]
    aliases = learn_aliases(services, {"floorapp-web": "会员App后端（扫码、余额） / member app backend",
                                       "profilo": "会员资料 / member profiles"},
                            {"floorapp-web": "会员App组 FloorApp", "profilo": "会员App组 FloorApp"})
    question = clean_question("会员app后端 11点到现在 跟下午1点到2点比 哪段报错多")
    assert match_services(question, services, aliases) == ["floorapp-web"]
