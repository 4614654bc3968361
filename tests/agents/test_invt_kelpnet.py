"""Patterns from the opened kelpnet world (invT)."""

from __future__ import annotations

from pathlib import Path

from tests.agents.world_chat import world_asker


def test_a_healthy_services_error_count_today_is_a_stated_zero(tmp_path: Path) -> None:
    """Scenario kelpnet "how many errors has the feeding robot scheduler logged today?": its episode was the evening
    before; since local midnight it logged none. The count is 0 (by SQL), stated as a count from the per-level counts
    of its log query, not "无法确定数量" (a healthy service's zero was a gap)."""
    with world_asker(tmp_path, "harbor") as ask:
        answer, errors = ask("how many errors has the notification hub logged today?",
                             "SELECT count(*) FROM log_record WHERE service = 'notify-hub' AND level = 'ERROR' "
                             "AND ts >= '2026-10-14 04:00:00'")
    assert errors == 0
    head = answer.splitlines()[0]
    assert "无法确定" not in head and "ERROR: 0" in head


def test_when_did_a_long_subject_stop_is_an_end_question() -> None:
    """Scenario kelpnet "When did the slow queries on the harvest order database stop?": the subject between "when
    did" and "stop" is 47 characters; it read as a cause over the last hour (the onset's "when did … start" already
    allowed 60)."""
    from superbiz.agents.question import aspects_of

    question = "When did the slow queries on the harvest order database stop?"
    assert aspects_of(question, has_entity=True, has_record=False) == ["end"]
    assert aspects_of("What time did the slow queries on the harvest order database end?", has_entity=True,
                      has_record=False) == ["end"]
    assert aspects_of("When did the slow queries on the harvest order database start?", has_entity=True,
                      has_record=False) == ["onset"]


def test_a_queue_backing_up_is_its_backlog() -> None:
    """Scenario kelpnet "When did the sensor reading queue start backing up?": "backing up" says backlog as "backed
    up" does, so the queue's consumers (whose lag records are the backlog) are asked beside it (it was the quiet
    queue alone, and the onset a gap)."""
    from superbiz.agents.question import BACKLOG_WORDS

    assert BACKLOG_WORDS.search("When did the sensor reading queue start backing up?")
    assert BACKLOG_WORDS.search("how long has it been backed up?")
    assert not BACKLOG_WORDS.search("is the portal back up?")


def test_a_zero_of_error_lines_is_no_count_of_something_else() -> None:
    """Scenario kelpnet (its guard, skygate "今天错运的行李有多少件" / hearthlink "今天有多少台设备固件升级成功了？"):
    the per-level zero counts only the log lines a question asks about; a count of something the data does not measure
    stays a gap."""
    from superbiz.agents.question import asks_log_lines

    assert asks_log_lines("how many errors has the feeding robot scheduler logged today?")
    assert asks_log_lines("今天投喂调度报了多少条错误日志？")
    # the verb split from 错 (stop 28: "X 昨天报了多少条错" with no ERROR line answered 无法确定 instead of 0 条)
    assert asks_log_lines("stopfind 昨天报了多少条错？") and asks_log_lines("昨天报了几次错")
    assert not asks_log_lines("今天错运的行李有多少件")
    assert not asks_log_lines("how many pharmacists are logged into the console right now")


def test_records_counted_by_a_status_word_under_a_record_alias() -> None:
    """Scenario kelpnet "昨天下午有多少收获订单被拒了": "收获订单" is the order service's alias, but with a status
    named in words (被拒 ↔ REJECTED) and no log line asked it counts those records (it counted the service's ERROR
    lines); "收获订单报了几条错误" still names the service."""
    from datetime import UTC, datetime

    from superbiz.agents.plan import offline_plan
    from superbiz.agents.plan_model import Catalog

    catalog = Catalog(services=("harvest-svc",), descriptions={"harvest-svc": "收获订单服务 / harvest order service"},
                      order_statuses=("ACCEPTED", "REJECTED"), timezone="UTC")
    now = datetime(2026, 1, 2, 10, tzinfo=UTC)
    plan = offline_plan("昨天下午有多少收获订单被拒了", catalog, now=now)
    assert "record" in plan.aspects and plan.statuses == ["REJECTED"]
    plan = offline_plan("收获订单昨天报了几条错误日志", catalog, now=now)
    assert "record" not in plan.aspects
