"""Spec: onset order of two episodes asked as a choice, one side a queue's backlog — "支付证书那次 跟 冰温队列积压，
哪个先开始的" (opened rinkside, "manatpay-cert" and "chillmon-backlog"): the backlog's onset is its consumer's lag (the
queue itself logs nothing of it; the answer was "不是，未发现 <queue> 的异常"). Over harbor ("carrier-cert-expired"
and "manifest-backlog": shipment-bus is read by manifest-worker), dev case
harbor-which-first-cert-or-queue-backlog-zh."""

from __future__ import annotations

from pathlib import Path

from superbiz.agents.plan import offline_plan
from superbiz.container import build_container
from superbiz.settings import Settings, SourcesSettings
from superbiz.sources.world import World


def test_queue_backlog_side_is_its_consumer(built_worlds: dict[str, World], tmp_path: Path) -> None:
    url = built_worlds["harbor"].engine.url.render_as_string(hide_password=False)
    container = build_container(Settings(home=tmp_path / "home", sources=SourcesSettings(world_url=url)))
    try:
        plan = offline_plan("承运商证书那次 跟 运单队列积压，哪个先开始的", container.catalog())
    finally:
        container.close()
    assert plan.onset_order == ["carrier-bridge", "manifest-worker"], plan
