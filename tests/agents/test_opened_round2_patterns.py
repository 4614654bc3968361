"""Question patterns found by the second round of opened held-out worlds (issue 10), on a catalogue of no real
world: a suspect phrased "连累 / involved in / is <long subject> down to", the order of two onsets, and "really
ERROR lines, or just slow?" in Chinese."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG, NOW


@pytest.mark.parametrize("question", [
    "ledger-service 现在排队积压，是不是 vault-db 那边连累的？",
    "was vault-db involved in the ledger-service login failures around midnight?",
    "is the ledger-service backlog this afternoon really all down to vault-db?",
    "did vault-db have anything to do with the ledger-service errors?",
])
def test_a_suspect_phrased_as_involvement_is_a_yes_no_about_it(question: str) -> None:
    plan = offline_plan(question, CATALOG, now=NOW)
    assert plan.aspects == ["yes_no"] and plan.suspects == ["vault-db"] and plan.services == ["ledger-service"]


@pytest.mark.parametrize("question", [
    "yesterday afternoon, did vault-db start erroring before ledger-service started throwing errors?",
    "vault-db 是不是比 ledger-service 先出问题？",
])
def test_the_order_of_two_onsets_is_a_yes_no_about_the_first_named(question: str) -> None:
    plan = offline_plan(question, CATALOG, now=NOW)
    assert "yes_no" in plan.aspects and plan.suspects == ["vault-db"] and plan.services == ["ledger-service"]


def test_really_error_lines_or_just_slow_checks_the_error_level() -> None:
    plan = offline_plan("那会儿它真有 ERROR 报错吗，还是光是慢？", CATALOG, now=NOW,
                        earlier_questions=("前天晚上 ledger-service 是不是出过状况？",))
    assert plan.aspects == ["health"] and plan.log_level == "ERROR" and plan.services == ["ledger-service"]


@pytest.mark.parametrize("question", ["when did it clear up?", "what time did ledger-service stop throwing errors?",
                                      "ledger-service 什么时候消停的？", "did things calm down on ledger-service?"])
def test_the_end_asked_as_clearing_or_stopping(question: str) -> None:
    plan = offline_plan(question, CATALOG, now=NOW, earlier_questions=("ledger-service had trouble this morning?",))
    assert "end" in plan.aspects and plan.services == ["ledger-service"]


def test_a_resource_is_unmeasured_when_its_stem_only_sits_inside_another_metric_word() -> None:
    catalog = CATALOG.model_copy(update={"metrics": ("rediskv_hit_fraction", "latency_p99_ms")})
    plan = offline_plan("vault-db 现在磁盘还剩多少空间？", catalog, now=NOW)
    assert "磁盘" in plan.window_note and "vault-db" in plan.window_note
    measured = CATALOG.model_copy(update={"metrics": ("disk_free_bytes",)})
    assert "磁盘" not in offline_plan("vault-db 现在磁盘还剩多少空间？", measured, now=NOW).window_note


def test_an_upper_case_record_id_the_data_does_not_hold_is_a_gap() -> None:
    plan = offline_plan("查一下预订 QX7TVU9Q2，客人坚持说已经付过钱了", CATALOG, now=NOW, lookup_ids=lambda _: {})
    assert plan.unknown_refs == ["QX7TVU9Q2"] and "QX7TVU9Q2" in plan.window_note
    assert offline_plan("is HTTP503 showing up on edge-router?", CATALOG, now=NOW, lookup_ids=lambda _: {}
                        ).unknown_refs == []


@pytest.mark.parametrize("question", ["今天有多少客人投诉房间没打扫干净？", "今天有多少顾客反馈菜不好吃？"])
def test_a_count_of_complaints_the_data_does_not_hold_is_a_gap(question: str) -> None:
    plan = offline_plan(question, CATALOG, now=NOW)
    assert plan.uncounted and "无法统计" in plan.window_note


@pytest.mark.parametrize("question", ["ledger-service 老是失败，根子上是哪出的问题？",
                                      "ledger-service 报错的病根在哪？"])
def test_where_it_went_wrong_at_the_root_asks_the_cause(question: str) -> None:
    assert offline_plan(question, CATALOG, now=NOW).aspects == ["cause"]


def test_purchases_are_records_a_count_counts() -> None:
    plan = offline_plan("how many purchases did basket-service take this morning?", CATALOG, now=NOW)
    assert {"count", "record"} <= set(plan.aspects)


def test_an_operation_in_a_clause_naming_a_past_failure_is_not_asked() -> None:
    plan = offline_plan("昨晚发版翻车的 ledger-service，现在好了没？健康吗", CATALOG, now=NOW)
    assert plan.actions == [] and "health" in plan.aspects
    assert offline_plan("ledger-service 昨晚发版了吗？", CATALOG, now=NOW).actions == ["发布"]


def test_who_logged_more_errors_compares_the_subjects() -> None:
    plan = offline_plan("over the past 3 hours, who logged more errors - ledger-service or vault-db?", CATALOG, now=NOW)
    assert plan.aspects == ["comparison"] and plan.services == ["ledger-service", "vault-db"]


def test_a_cause_question_searches_the_subjects_change_events_unless_it_asks_about_an_operation() -> None:
    plan = offline_plan("ledger-service 昨晚疯狂报错，咋回事？", CATALOG, now=NOW)
    assert plan.cause_changes == ["发布"]
    assert any(c.arguments.get("level") == "INFO" and c.arguments.get("service") == "ledger-service"
               and c.arguments.get("keyword") == "deploy" for c in plan.calls)
    assert offline_plan("ledger-service 是几点回滚完成的？", CATALOG, now=NOW).cause_changes == []
