"""The incident grouping read back from verified claims (claim ids ``inc<k>-c<n>``) for the overview line and
``superbiz scan``: ranks renumbered over the incidents that kept a verified claim, origin and services from the
joining inference, else from the facts themselves; claims of no incident left out."""

from __future__ import annotations

from superbiz.render.incidents import incidents_of


def test_incidents_of_groups_by_claim_id_and_reads_origin_and_services() -> None:
    claims = [
        ("inc1-c1", "root_cause",
         "推断：db-x、app-y 的异常属于同一事件，可能源自依赖 db-x——db-x 的最早异常 T1 不晚于其他服务：…"),
        ("inc1-c2", "observation", "「告警 PoolFull（服务 app-y，critical）正在触发(firing)」，开始于(since) T2"),
        ("inc3-c5", "observation", "worker-z 错误码 W-1 的 ERROR 日志在窗口内共 4 条"),
        ("c9", "observation", "窗口内各服务的 ERROR 日志条数：app-y: 3"),
    ]
    views = incidents_of(claims)
    assert [v.rank for v in views] == [1, 2]  # incident 2 kept no verified claim: ranks close up
    first, second = views
    assert (first.origin, first.services) == ("db-x", ["db-x", "app-y"])
    assert first.facts == ["告警 PoolFull（服务 app-y，critical）正在触发(firing)，开始于(since) T2"]
    assert first.inferences and first.claim_ids == ["inc1-c1", "inc1-c2"]
    assert (second.origin, second.services) == ("worker-z", ["worker-z"])
    assert all("c9" not in v.claim_ids for v in views)
