"""invPD (stop 50): failed records asked by status in words of their own, and "挂了多少单" naming no event.

- "failed heats since yesterday, broken down by status?" (kartlap kartlap-failed-by-status-en): each failing status
  with its count over the window — "broken down by status" asks the failed records' statuses.
- "前天晚上锁等待那会儿 坏了几个订阅盒 什么状态" (rindcave rindcave-lock-failed-boxes-count-zh): 坏 is a failure word
  before "什么状态".
- "and during yesterday's bad deploy? how many, which status?" (rindcave rindcave-deploy-after-lock-followup-en): a
  count then "which status" asks the counted failures' statuses.
- "昨天傍晚那波预约失败 一共挂了多少单 都是什么状态" (groomly groomly-yday-burst-failed-by-status-zh): 挂 of records
  counted ("挂了多少单") is no restart event — the window's failed records answer, by status.

Keys by SQL on the generated world.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.plan import event_counted
from superbiz.agents.question import asks_failed_records, asks_failed_statuses, aspects_of
from tests.agents.world_chat import ask_head, failed_status_items, sql_text, world_service


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["failed heats since yesterday, broken down by status?",
                                      "前天晚上锁等待那会儿 坏了几个订阅盒 什么状态",
                                      "and during yesterday's bad deploy? how many, which status?",
                                      "failed bookings today split by status",
                                      "今天失败的单 按状态分一下"])
def test_failed_records_by_status_said_in_other_words(question: str) -> None:
    """kartlap-failed-by-status-en, rindcave-lock-failed-boxes-count-zh, rindcave-deploy-after-lock-followup-en."""
    assert asks_failed_statuses(question)
    found = aspects_of(question, has_entity=False, has_record=False)
    assert {"count", "record"} <= set(found) and not {"cause", "overview"} & set(found), found


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["how many services are down?", "which status page should I check?",
                                      "what is the status of order 123?"])
def test_no_failed_statuses_asked_without_failed_records(question: str) -> None:
    """The new phrasings keep to a count of records with their status asked."""
    assert not asks_failed_statuses(question)


@pytest.mark.spec("Answer the question that was asked")
def test_records_gone_down_name_no_restart_event() -> None:
    """groomly-yday-burst-failed-by-status-zh: "一共挂了多少单" counts records, it names no restart."""
    assert event_counted("昨天傍晚那波预约失败 一共挂了多少单 都是什么状态") == []
    assert event_counted("昨晚证书过期那段时间一共失败了多少单") == ["certificate"]


@pytest.mark.spec("Answer the question that was asked")
def test_failed_records_broken_down_by_status_are_listed(tmp_path: Path) -> None:
    """kartlap-failed-by-status-en: every failing status since yesterday named with its count."""
    with world_service(tmp_path, "kartlap") as (service, url):
        head = ask_head(service, "failed heats since yesterday, broken down by status?")
        listed = failed_status_items(url)
    assert len(listed) >= 3, listed
    assert all(item in head for item in listed), (listed, head)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["and how many tickets did it kill?", "how many orders did that break?",
                                      "how many bookings has it cost us"])
def test_records_a_trouble_made_fail_are_failed_records(question: str) -> None:
    """lanternly-followup-db-stalled-count-en: the trouble as the verb's subject, the records its object."""
    assert asks_failed_records(question)
    assert not asks_failed_records("how many errors did it throw?")


@pytest.mark.spec("Answer the question that was asked")
def test_follow_up_records_killed_counts_the_failed_records(tmp_path: Path) -> None:
    """lanternly-followup-db-stalled-count-en: "and how many tickets did it kill?" after a cause of last night —
    the failed records of the night are counted (not the service's ERROR lines)."""
    with world_service(tmp_path, "lanternly") as (service, url):
        head = ask_head(service, "why did checkout fail last night?", "and how many tickets did it kill?")
        failed = sql_text(url, "SELECT count(*) FROM orders WHERE status = 'DB_STALLED'")
    assert f"失败（带错误码）的 {failed} 笔" in head, (failed, head)
