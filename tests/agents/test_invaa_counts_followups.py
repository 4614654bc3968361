"""Patterns of the opened donorly and hirewise worlds (invAA), on a catalogue of no real world and on the dev world
harbor: "how many errors in the last 30 min?" counts every ERROR line of the service (never one code's: "errors" is
about the ERROR lines, the per-level count among them), "tonight" asked in the small hours is the night now ending,
"这个候选人今天失败了几次" counts the earlier record's owner, "did they roll it back?" asks the rollback,
"连接池打满多久了" is the span of the pool exhausted first, "还有哪些服务被它拖累了？" names the subject's callers
in trouble, "was it the rollout at 1:30?" (a clean rollout an hour before the trouble) answers no."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import asks_dependents, asks_record_owner, aspects_of
from superbiz.agents.question_ops import actions_asked
from superbiz.agents.timeparse import resolve_time
from superbiz.render.answer import _change_long_before, _concurrent_first
from superbiz.render.material import MaterialItem
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import first_failed_record, root_causes, world_asker


def test_errors_counted_over_two_codes_are_every_error_line(tmp_path: Path) -> None:
    """Scenario "how many errors has X logged in the last 24 hours?" over two incidents' codes: the level count."""
    sql = ("SELECT count(*) FROM log_record WHERE service = 'booking-api' AND level = 'ERROR' "
           "AND ts >= datetime((SELECT value FROM world_meta WHERE key = 'anchor_time'), '-24 hours')")
    with world_asker(tmp_path, "harbor") as ask:
        answer, count = ask("how many errors has booking-api logged in the last 24 hours?", sql)
    head = answer.splitlines()[0]
    assert f"ERROR: {count}" in head, head


def test_tonight_in_the_small_hours_is_the_night_now_ending() -> None:
    """Scenario "How many donations ended up NOT_CAPTURED tonight?" at 03:15: from the evening before up to now."""
    zone = ZoneInfo("Asia/Tashkent")
    now = datetime(2026, 12, 1, 22, 15, tzinfo=UTC)  # 03:15 local on 12-02
    spec = resolve_time("How many donations failed tonight?", now=now, zone=zone)
    assert spec.start == datetime(2026, 12, 1, 18, 0, tzinfo=zone).astimezone(UTC) and spec.end == now
    zh = resolve_time("今晚有多少笔失败", now=now, zone=zone)
    assert zh.start == spec.start and zh.end == now
    evening = datetime(2026, 12, 1, 15, 0, tzinfo=UTC)  # 20:00 local: this evening
    assert resolve_time("any errors tonight?", now=evening, zone=zone).start == datetime(
        2026, 12, 1, 18, 0, tzinfo=zone).astimezone(UTC)


def test_a_candidate_or_donor_named_after_a_record_is_its_owner() -> None:
    """Scenario "这个候选人今天一共失败了几次？" after a record: that record's user, counted."""
    for q in ("这个候选人今天一共失败了几次？", "该申请人今天失败了几次",
              "how many times did that applicant fail today?", "this donor's donations today?"):
        assert asks_record_owner(q), q
    assert not asks_record_owner("候选人今天一共失败了几次？")


def test_roll_it_back_asks_the_rollback() -> None:
    """Scenario "did they roll it back?" after "What broke X this evening?": the rollback, not X's health."""
    for q in ("did they roll it back?", "did they roll the release back?", "have they rolled it back yet?"):
        assert actions_asked(q) == ["回滚"], q
    assert actions_asked("did they roll out the fix?") != ["回滚"]


def test_who_else_is_dragged_down_asks_the_callers() -> None:
    """Scenario "还有哪些服务被它拖累了？" after a question about a database: its callers, as an overview."""
    for q in ("还有哪些服务被它拖累了？", "它影响到哪些服务了", "which other services are affected by it?",
              "who else got hit by it?"):
        assert asks_dependents(q), q
    for q in ("X 受什么影响了", "是什么影响了 X", "which services are failing?"):
        assert not asks_dependents(q), q
    plan = offline_plan("还有哪些服务被它拖累了？", CATALOG, now=NOW, earlier_questions=("vault-db 连接池是不是满了",))
    assert plan.aspects == ["overview"] and plan.services == ["vault-db", "ledger-service"] and not plan.suspects


def _item(n: int, text: str) -> MaterialItem:
    return MaterialItem(claim_id=f"c{n}", claim_type="observation", text=text)


def test_a_things_duration_is_the_span_of_its_earliest_concurrent_record() -> None:
    """Scenario "连接池打满多久了？" (no service): the pool exhausted first, not a later service of the same incident;
    an episode that ended before the first record began is left where it was."""
    later = _item(1, "b-svc 错误码 B-1 的 ERROR 日志在窗口内共 8 条，首次出现(first_seen) 2031-03-04T11:48:05Z，"
                     "最近一次(last_seen) 2031-03-04T11:59:00Z，跨度(span) 11m")
    first = _item(2, "a-svc 错误码 A-1 的 ERROR 日志在窗口内共 9 条，首次出现(first_seen) 2031-03-04T11:43:05Z，"
                     "最近一次(last_seen) 2031-03-04T11:59:30Z，跨度(span) 16m")
    old = _item(3, "a-svc 错误码 A-2 的 ERROR 日志在窗口内共 9 条，首次出现(first_seen) 2031-03-04T02:00:00Z，"
                   "最近一次(last_seen) 2031-03-04T02:30:00Z，跨度(span) 30m")
    assert _concurrent_first([later, first, old], "2031-03-04T12:00:00Z")[0] is first
    assert _concurrent_first([later, old], "2031-03-04T12:00:00Z")[0] is later


def test_was_it_the_rollout_at_a_clock_keeps_the_conversations_window() -> None:
    """Scenario "was it the rollout at 1:30?" after "Why is X erroring?": a yes/no about X's change named by its
    clock; the window stays the conversation's, the change events are searched from shortly before the clock."""
    assert aspects_of("was it the rollout at 1:30?", has_entity=True, has_record=False) == ["yes_no"]
    assert aspects_of("was it the 1:30 deploy?", has_entity=True, has_record=False) == ["yes_no"]
    plan = offline_plan("was it the rollout at 10:30?", CATALOG, now=NOW,
                        earlier_questions=("Why is ledger-service erroring?",))
    assert plan.aspects == ["yes_no"] and plan.services == ["ledger-service"]
    assert plan.window_start == "2031-03-04T11:00:00Z" and plan.change_at == "2031-03-04T10:30:00Z"
    starts = [c.arguments["start"] for c in plan.calls if c.arguments.get("level") == "INFO"]
    assert starts and all(s == "2031-03-04T10:00:00Z" for s in starts)


def test_a_change_long_before_the_first_anomaly_answers_no() -> None:
    """Scenario "was it the rollout at 1:30?" of a clean rollout an hour before the pool ran out: no (inferred),
    with the first anomaly beside it; a change minutes before it is left to the cause inference."""
    zone = ZoneInfo("UTC")
    error = _item(1, "x-svc 错误码 X-1 的 ERROR 日志在窗口内共 9 条，首次出现(first_seen) 2031-03-04T11:48:05Z，"
                     "最近一次(last_seen) 2031-03-04T11:59:30Z，跨度(span) 11m；示例：connection pool exhausted")
    change = _item(2, "x-svc 的发布记录「2031-03-04T10:38:00.000Z INFO x-svc deployment completed: version 2.1.0」于 "
                      "2031-03-04T10:38:00.000Z；x-svc 的最早异常首次出现于 2031-03-04T11:48:05Z（在该发布之后）")
    line = _change_long_before([error, change], zone, "UTC")
    assert line is not None and line.startswith("不是（推断）") and "1h10m" in line and "pool exhausted" in line
    near = _item(3, change.text.replace("10:38:00.000Z", "11:38:00.000Z").replace("10:38:00", "11:38:00"))
    assert _change_long_before([error, near], zone, "UTC") is None


def test_a_record_named_with_its_services_noun_is_followed_over_its_own_minutes(tmp_path: Path) -> None:
    """Scenario "JA-… 这个投递为啥没提交成功" (the record's noun names its service): the chain from the record's own
    minutes (the lock-waiting store behind it), never the incident going on now (another dependency's)."""
    url, oid, _ = first_failed_record(tmp_path, "ledgerly")
    answer = root_causes(tmp_path, url, f"{oid} 这笔转账为啥失败了")
    assert "ledger-mysql" in answer and "fxquote-provider" not in answer, answer


def test_two_windows_named_by_their_incidents() -> None:
    """Scenario "Did X log more errors during the morning lock waits or during the current search outage?": the
    morning against now ("current" is the present); a service or metric named inside an incident's name is neither
    a subject nor a measure compared."""
    catalog = CATALOG.model_copy(update={"metrics": ("lock_waits", "error_ratio")})
    plan = offline_plan("Did basket-service log more errors during the morning lock waits or during the current "
                        "ledger outage?", catalog, now=NOW)
    assert plan.aspects == ["comparison"] and plan.services == ["basket-service"] and not plan.metrics_compared
    assert plan.window_start == "2031-03-04T06:00:00Z" and plan.compare_end == "2031-03-04T12:00:00Z"
