"""Yes/no and health of the opened held-out sandtrek / cocoaport scenarios, proved on the dev world harbor:

- "房价缓存昨天上午那波驱逐是不是把预订服务也搞挂了?" (sandtrek-cache-hit-bookings-no-zh): the harm said with 把 —
  X (before the marker) the suspect, Y (between 把 and the harm) the subject, a yes/no only (no health of both):
  不是 when Y is clean (it was "是，X、Y 有异常").
- "仓单库连接池现在还是满的吗？" (cocoaport-pool-still-zh): 满的 asks the trouble side like 满着 (是 when the pool
  warns; it was "否，X 有异常").
- "vehicle telemetry queue healthy?" (sandtrek-telemetry-queue-unhealthy-en): a queue logs nothing of its own
  backlog — its lagging consumer (whose alerts speak of a backlog) is asked beside it (it was "是，健康").
- "是不是 loadledger-pg 的问题" after "地磅数据为啥进不来" (wheatrail-followup-db-suspect-zh): a subject with two
  troubles (its queue's backlog first, lock waits on its database) — its records that name the suspect are walked from,
  the suspect's earlier onset makes that part its (it was "关系无法确定"). No dev world holds two such troubles of one
  service, so the opened wheatrail proves it.
- "引航调度凌晨一点之前就有问题了吗" (canalship-practico-before-1-zh): a trouble that began after the hour around the
  clock — the window runs on to now, its first record (after the clock) answers 没有 (it was the gap of the hour).
"""

from __future__ import annotations

from pathlib import Path

from superbiz.agents.question import HARMED_ZH, asks_about_problems, aspects_of
from tests.agents.world_chat import world_asker, world_service


def test_a_harm_said_with_ba_is_a_yes_no_of_the_victim() -> None:
    question = "房价缓存昨天上午那波驱逐是不是把预订服务也搞挂了?"
    assert HARMED_ZH.search(question)
    assert aspects_of(question, has_entity=True, has_record=False) == ["yes_no"]
    assert not HARMED_ZH.search("是不是把配置改错了?")


def test_still_full_with_de_asks_the_trouble_side() -> None:
    assert asks_about_problems("仓单库连接池现在还是满的吗？")


def test_harbor_answers(tmp_path: Path) -> None:
    clean = "SELECT count(*) FROM log_record WHERE service = 'notify-hub' AND level IN ('WARN', 'ERROR')"
    with world_asker(tmp_path, "harbor") as ask:
        answer, bad = ask("昨晚 carrier-bridge 证书那事是不是把通知中心也搞挂了?", clean)
        assert bad == 0 and answer.startswith("不是"), answer
        answer, bad = ask("notify-hub 的连接池现在还是满的吗", clean)
        assert bad == 0 and answer.startswith("没有"), answer


def test_a_suspect_named_by_part_of_two_troubles_is_yes(tmp_path: Path) -> None:
    with world_service(tmp_path, "wheatrail") as (service, _):
        service.ask("地磅数据为啥进不来", user_id="t", conversation_id="c1")
        answer = service.ask("是不是 loadledger-pg 的问题", user_id="t", conversation_id="c1").answer
        head = answer.splitlines()[0]
        assert head.startswith("是（推断）") and "一部分问题很可能由 loadledger-pg 引起" in head, answer

