"""Health before an operation reads the subject's own anomalies (the lead, stop 53, re-reading invSB's rule)."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from superbiz.render.answer_time import health_before
from superbiz.render.material import MaterialItem

_DEPLOY = "pay-api 的操作记录（发布）：2026-10-14T15:00:00.000Z INFO pay-api deployment started: version 2.1.0"
_OTHER = ("cache-node 错误码 CN-1 的 ERROR 日志在窗口内共 12 条，首次出现(first_seen) 2026-10-14T14:10:00Z，"
          "最近一次(last_seen) 2026-10-14T14:20:00Z，跨度(span) 10m")
_OWN = ("pay-api 错误码 PA-5 的 ERROR 日志在窗口内共 4 条，首次出现(first_seen) 2026-10-14T14:40:00Z，"
        "最近一次(last_seen) 2026-10-14T14:50:00Z，跨度(span) 10m")


def _items(*texts: str) -> list[MaterialItem]:
    kinds = {_DEPLOY: "observation"}
    return [MaterialItem(claim_id=f"c{n}", claim_type=kinds.get(t, "anomaly"), text=t) for n, t in enumerate(texts)]


@pytest.mark.spec("Answer the question that was asked")
def test_another_services_earlier_trouble_is_not_it_erring_before_the_deploy() -> None:
    """"发版之前它有报错吗" of pay-api: a cache node's errors before the deploy are not pay-api's — no; with pay-api's
    own errors before it, yes (naming them)."""
    zone = ZoneInfo("UTC")
    head = health_before(_items(_DEPLOY, _OTHER), "pay-api", asks_problem=True, zone=zone, tz="UTC")
    assert head is not None and head.startswith("没有"), head
    head = health_before(_items(_DEPLOY, _OTHER, _OWN), "pay-api", asks_problem=True, zone=zone, tz="UTC")
    assert head is not None and head.startswith("是") and "PA-5" in head, head
