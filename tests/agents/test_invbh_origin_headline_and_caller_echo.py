"""Patterns from the opened divelog and tipjar worlds (invBH): a slow query two hops down quoted by its own line,
and a service's own bad deploy behind errors its dependency echoes."""

from __future__ import annotations

from pathlib import Path

from tests.agents.world_chat import world_asker


def test_a_sample_unquotable_for_its_statement_is_quoted_by_its_headline() -> None:
    """Scenario divelog "潜水行程预订现在为啥一直报错": the database's own line is "slow query 6.1s: SELECT … WHERE
    account_id = ? …"; its "=" kept the whole line out of the claim, so the head named the alert only and never what
    went wrong there. Its headline before ": " is quoted; a line that denies ("no rows") stays unquoted."""
    from superbiz.agents.claims import quotable, quotable_head

    line = "slow query 6.1s: SELECT * FROM ledger_entries WHERE account_id = ? ORDER BY created_at"
    assert quotable(line) is None
    assert quotable_head(line) == "slow query 6.1s"
    assert quotable_head("retry 3: no rows where id = 4") is None
    assert quotable_head("cache miss on fare-cache") is None  # nothing to cut: the whole line is quotable itself
    assert quotable_head("batch size=40 rejected") is None  # a key=value of the headline itself


def test_a_slow_database_two_hops_down_is_named_by_its_slow_query(tmp_path: Path) -> None:
    """Scenario divelog "潜水行程预订现在为啥一直报错" (bookings → payments → payments database): the head names the
    database and quotes its own slow-query line (the alert's summary says only p99 > threshold)."""
    with world_asker(tmp_path, "divelog") as ask:
        answer, _ = ask("tripnex 现在为啥一直报错？",
                        "SELECT count(*) FROM log_record WHERE service = 'kelpay-pg' AND message LIKE 'slow query%'")
    head = answer.splitlines()[0]
    assert "kelpay-pg" in head and "slow query" in head


def test_a_dependency_echoing_its_caller_is_no_cause_its_own_deploy_is(tmp_path: Path) -> None:
    """Scenario tipjar "昨晚7点左右扫码打赏页面大量报错，是咋回事": the QR pages depend on the tip payments
    service, whose only records ("order … failed: QR_FAILED (call to qrstand failed)") carry the QR pages' own
    error code — they are the QR pages' trouble seen from there, not its cause. The QR pages' own deploy (7.3.0 at
    19:00) just before its unhandled exceptions is named instead (it blamed the payments service)."""
    with world_asker(tmp_path, "tipjar") as ask:
        answer, _ = ask("昨晚7点左右 qrstand 为啥大量报错？",
                        "SELECT count(*) FROM log_record WHERE service = 'qrstand' "
                        "AND message LIKE 'deployment started%'")
    head = answer.splitlines()[0]
    assert "发布" in head and "7.3.0" in head
    assert "tipflow" not in head


def test_a_thing_that_cannot_be_done_split_by_its_verb_narrows_the_holders() -> None:
    """Scenario tramcard "验票机现在为啥刷不了卡" then "跟遥测那边的积压有关系吗" (key 不是): 验票机 is held by the
    validators ("车载验票机服务（刷卡进出站）") and the telemetry processor ("验票机遥测数据处理"); "刷不了卡" is "刷卡"
    split by 不了, held by the validators alone. The leading thing before "现在为啥刷不了" was not read at all (the
    verb sat between 为啥 and 不了), so the follow-up's subject became the telemetry suspect itself (无法确定)."""
    from superbiz.agents.subjects import held_subject_owners
    from tests.agents.test_invax_team_narrowed import _holding

    assert held_subject_owners("验票机现在为啥刷不了卡", _holding) == ["svc-tap"]
    assert held_subject_owners("验票机现在为啥用不了", _holding) == ["svc-tap", "svc-tel"]
