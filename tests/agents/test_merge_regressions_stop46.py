"""Merge mends, stop 46 (issue 10): held-out answers that passed at the stop's start and failed once the
investigators' branches were merged (each case passed on every branch alone or was not run there). Each answer is
checked against the world's data by SQL.

- "那库存服务受影响没" after "游客App 昨天下午出啥事了" (qvevri; tractorly and telecabina alike): invLG read
  "Y 受影响了吗" without 也 as "did the conversation's trouble reach Y too?" for every Y — of a service that calls
  nothing of the earlier subject's (its trouble cannot reach it) the answer cited the earlier subject's errors first
  and read as unhealthy. The bare form follows the conversation's trouble only when Y depends on its subject
  (hivecomb's app on the stock cache: yes); else it asks Y's own health, as before.
- "那它现在恢复了吗?" after "闸机为啥验不了手环" (axepass): the "not over yet" verdict was written "没有，" before an
  end line that now opens "仍有异常" — "没有，仍有异常" reads as "no anomaly"; the verdict is 否 before that state.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.agents.world_chat import ask_head, sql_text, world_service


@pytest.mark.spec("Answer the question that was asked")
def test_a_bare_affected_follow_up_of_a_service_off_the_chain_is_its_own_health(tmp_path: Path) -> None:
    with world_service(tmp_path, "qvevri") as (service, url):
        head = ask_head(service, "游客App 昨天下午出啥事了", "那库存服务受影响没")
        bad = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'gvino-stock' "
                                "AND level IN ('ERROR', 'WARN')"))
        calls = int(sql_text(url, "SELECT count(*) FROM service_dependency WHERE service = 'gvino-stock' "
                                  "AND depends_on = 'stumari-app'"))
    assert bad == 0 and calls == 0
    assert head.startswith("没有") and "健康" in head and "stumari-app" not in head.split("。")[0], head


@pytest.mark.spec("Answer the question that was asked")
def test_a_bare_affected_follow_up_of_a_caller_follows_the_trouble(tmp_path: Path) -> None:
    with world_service(tmp_path, "hivecomb") as (service, url):
        head = ask_head(service, "库存缓存昨天几点开始驱逐的", "买家App 受影响了吗")
        hit = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'combapp' AND level = 'ERROR'"))
    assert hit > 0 and head.startswith("是"), head


@pytest.mark.spec("Answer the question that was asked")
def test_not_recovered_yet_is_never_written_no_anomaly(tmp_path: Path) -> None:
    with world_service(tmp_path, "axepass") as (service, url):
        head = ask_head(service, "闸机为啥验不了手环", "那它现在恢复了吗?")
        recent = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'pulseira-val' AND level = 'ERROR' "
                                   "AND ts >= datetime((SELECT value FROM world_meta WHERE key = 'anchor_time'), "
                                   "'-5 minutes')"))
    assert recent > 0
    assert "尚未恢复" in head and not head.startswith("没有，仍有异常"), head
