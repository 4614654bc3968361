"""Question patterns found by the opened examhall world's error analysis (issue 10), on a catalogue of no real
world: a colloquial suspect, a yes/no about ERROR lines, quarter hours, a past event in a relative clause, a
how-to phrased "procedure", a count of something the data does not hold, a yes/no about an operation, a
misspelt service name, "前天", and a follow-up naming only the suspect."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.timeparse import resolve_time
from tests.agents.synthetic import CATALOG, NOW


def _plan(question: str, earlier: tuple[str, ...] = ()):  # type: ignore[no-untyped-def]
    return offline_plan(question, CATALOG, now=NOW, earlier_questions=earlier)


def _minutes(question: str) -> float:
    spec = resolve_time(question, now=NOW, zone=UTC)
    return (spec.end - spec.start).total_seconds() / 60


@pytest.mark.parametrize("question", ["ledger-service 现在很慢，是不是 vault-db 搞出来的？",
                                      "Is vault-db to blame for the ledger-service errors?",
                                      "ledger-service 变慢跟 vault-db 有关吗？"])
def test_a_suspect_phrased_colloquially_is_a_yes_no_about_it(question: str) -> None:
    plan = _plan(question)
    assert "yes_no" in plan.aspects and plan.suspects == ["vault-db"] and plan.services == ["ledger-service"]


def test_which_component_was_to_blame_asks_the_cause_not_a_yes_no() -> None:
    assert _plan("ledger-service failed at 9am. Which component was actually to blame?").aspects == ["cause"]


@pytest.mark.parametrize("question", ["did it actually log errors, or was it just slow?", "它到底有没有报错？"])
def test_a_yes_no_about_error_lines_checks_that_level(question: str) -> None:
    plan = _plan(question, ("anything odd with ledger-service this morning?",))
    assert plan.log_level == "ERROR" and plan.services == ["ledger-service"]
    assert any(c.arguments.get("level") == "ERROR" for c in plan.calls)


@pytest.mark.parametrize(("question", "minutes"), [("过去一刻钟", 15), ("last quarter of an hour", 15),
                                                    ("最近两刻钟", 30), ("最近一个半小时", 90),
                                                    ("in the past hour and a half", 90), ("过去半小时", 30)])
def test_quarter_hours_and_an_hour_and_a_half(question: str, minutes: int) -> None:
    assert _minutes(question) == minutes


@pytest.mark.parametrize("question", ["昨晚出过事的 ledger-service，现在还好吗？",
                                      "Is ledger-service, which broke last night, OK now?"])
def test_a_past_event_in_a_relative_clause_leaves_the_window_at_now(question: str) -> None:
    plan = _plan(question)
    assert not plan.window_explicit and plan.window_end == "2031-03-04T12:00:00Z"


def test_a_past_window_without_a_present_question_is_kept() -> None:
    assert _plan("昨晚 ledger-service 出了什么事？").window_start == "2031-03-03T18:00:00Z"


def test_the_day_before_yesterday_is_a_day_not_the_past_day() -> None:
    spec = resolve_time("前天晚上 ledger-service 有没有出问题？", now=NOW, zone=UTC)
    assert (spec.start, spec.end) == (datetime(2031, 3, 2, 18, tzinfo=UTC), datetime(2031, 3, 3, tzinfo=UTC))


@pytest.mark.parametrize("question", ["what's the procedure when that happens?", "这种情况的处理流程是什么？"])
def test_a_procedure_is_a_how_to(question: str) -> None:
    assert "how_to" in _plan(question, ("ledger-service went bad after the release, didn't it?",)).aspects


@pytest.mark.parametrize(("question", "what"), [("今天有多少考生被判定作弊？", "考生被判定作弊"),
                                                ("how many payments were flagged as fraud today?", "payments")])
def test_a_count_of_something_the_data_does_not_hold_is_a_gap_with_no_calls(question: str, what: str) -> None:
    plan = _plan(question)
    assert what in plan.uncounted and "无法统计" in plan.window_note and plan.calls == []


@pytest.mark.parametrize("question", ["今天有多少订单 PAYMENT_FAILED？", "how many orders were refunded today?",
                                      "ledger-service 过去一小时报了多少条错误？", "How many errors did it log?"])
def test_a_count_the_data_can_answer_is_no_gap(question: str) -> None:
    assert _plan(question).uncounted == ""


@pytest.mark.parametrize(("question", "action", "stem"), [("ledger-service 昨晚回滚了没有？", "回滚", "rollback"),
                                                          ("did they roll back basket-service?", "回滚", "rollback"),
                                                          ("ledger-service 今天重启过吗？", "重启", "restart"),
                                                          ("edge-router 扩容了吗？", "扩缩容", "scale")])
def test_a_yes_no_about_an_operation_searches_its_change_events(question: str, action: str, stem: str) -> None:
    plan = _plan(question)
    assert plan.actions == [action] and plan.aspects == ["yes_no"]
    assert any(c.arguments.get("level") == "INFO" and c.arguments.get("keyword") == stem for c in plan.calls)


@pytest.mark.parametrize("question", ["ledger-service 发布后出了问题吗？", "ledger-service 为什么一直在重启？",
                                      "did ledger-service go bad after the deploy?"])
def test_an_operation_that_only_sets_the_scene_is_not_asked(question: str) -> None:
    assert _plan(question).actions == []


@pytest.mark.parametrize(("question", "service"), [("ledgr-service 为啥一直报错？", "ledger-service"),
                                                   ("is basket-servcie ok?", "basket-service")])
def test_a_misspelt_service_name_names_the_closest_service(question: str, service: str) -> None:
    plan = _plan(question)
    assert plan.services == [service] and plan.unknown_services == []


def test_a_name_far_from_every_service_stays_unknown() -> None:
    assert _plan("Is loyalty-service failing?").unknown_services == ["loyalty-service"]


@pytest.mark.parametrize("question", ["could it be vault-db?", "会不会是 vault-db 的问题？"])
def test_a_follow_up_naming_only_the_suspect_keeps_the_subject(question: str) -> None:
    plan = _plan(question, ("why is ledger-service failing?",))
    assert plan.services == ["ledger-service"] and plan.suspects == ["vault-db"] and "yes_no" in plan.aspects


def test_what_about_another_subject_asks_the_earlier_question_of_it() -> None:
    plan = _plan("what about basket-service?", ("How many errors has ledger-service logged in the past 3 hours?",))
    assert plan.services == ["basket-service"] and "count" in plan.aspects
    assert plan.window_start == "2031-03-04T09:00:00Z"
    assert _plan("那 basket-service 呢？", ("ledger-service 现在怎么样？",)).aspects == ["health"]


@pytest.mark.parametrize(("question", "aspect"), [("ledger-service 是啥时候开始报错的？", "onset"),
                                                  ("what time did ledger-service come back?", "end"),
                                                  ("ERROR 最多的是哪个服务？", "comparison"),
                                                  ("which service logged the most errors today?", "comparison"),
                                                  ("how's ledger-service doing?", "health")])
def test_colloquial_aspects(question: str, aspect: str) -> None:
    assert aspect in _plan(question).aspects


_NINE = datetime(2031, 3, 4, 9, tzinfo=UTC)
_LAST_EVENING = datetime(2031, 3, 3, 18, tzinfo=UTC)


@pytest.mark.parametrize(("question", "start"), [("昨儿晚上 ledger-service 咋了？", _LAST_EVENING),
                                                 ("ledger-service 从上午9点到现在报了多少错？", _NINE),
                                                 ("ledger-service 9点到现在报了多少错？", _NINE)])
def test_colloquial_days_and_since_windows(question: str, start: datetime) -> None:
    spec = resolve_time(question, now=NOW, zone=UTC)
    assert spec.start == start


def test_a_follow_up_with_an_aspect_of_its_own_keeps_it() -> None:
    plan = _plan("basket-service今天报错多少次呢？", ("ledger-service 现在怎么样？",))
    assert "count" in plan.aspects and "health" not in plan.aspects


def test_a_count_by_a_status_spelt_as_a_word_is_no_gap() -> None:
    assert _plan("how many purchases were refunded today?").uncounted == ""
    assert _plan("how many purchases were disputed today?").uncounted != ""


def test_a_past_window_of_a_measure_is_kept_beside_now() -> None:
    assert _plan("现在对比一下今天上午的错误数").window_explicit


def test_a_follow_up_asking_what_keeps_the_named_subject() -> None:
    assert _plan("会不会是 vault-db 出了什么问题？", ("why is ledger-service failing?",)).services == ["vault-db"]


@pytest.mark.parametrize(("question", "hours"), [("Did anything break between 9 and 11 this morning?", (9, 11)),
                                                 ("from 2 to 4 in the afternoon", (14, 16)),
                                                 ("between 8 and 11 last night", (20, 23))])
def test_bare_hours_of_a_range_take_the_part_of_the_day(question: str, hours: tuple[int, int]) -> None:
    spec = resolve_time(question, now=NOW, zone=UTC)
    assert (spec.start.hour, spec.end.hour) == hours


def test_this_morning_is_no_pronoun() -> None:
    plan = _plan("Did anything break this morning?")
    assert not plan.unresolved_pronoun and plan.aspects == ["overview"]


@pytest.mark.parametrize("question", ["ledger-service keeps failing, is vault-db the culprit?",
                                      "was ledger-service hit by vault-db this morning?"])
def test_culprit_and_hit_by_ask_a_yes_no_about_the_suspect(question: str) -> None:
    plan = _plan(question)
    assert "yes_no" in plan.aspects and plan.suspects == ["vault-db"] and plan.services == ["ledger-service"]


def test_a_count_in_record_classifiers_asks_for_records() -> None:
    plan = _plan("basket-service 今天一共失败了多少笔？")
    assert "record" in plan.aspects and plan.statuses == ["PAYMENT_FAILED"]


@pytest.mark.parametrize(("question", "minute"), [("八点十五左右", 15), ("八点一刻", 15), ("八点三刻", 45),
                                                  ("十点零五分", 5), ("十一点二十", 20)])
def test_chinese_numeral_minutes(question: str, minute: int) -> None:
    spec = resolve_time(question, now=NOW, zone=UTC)
    assert spec.at is not None and spec.at.minute == minute


@pytest.mark.parametrize("question", ["and this one: basket-service?", "same for basket-service",
                                      "那 basket-service 呢？"])
def test_other_what_about_phrasings(question: str) -> None:
    plan = _plan(question, ("Is ledger-service healthy?",))
    assert plan.services == ["basket-service"] and plan.aspects == ["health"]


@pytest.mark.parametrize("question", ["ledger-service 发版出问题了，标准做法是啥？",
                                      "what's the fix when a deploy goes bad?", "如何避免再次发生？", "有啥办法吗"])
def test_more_how_to_phrasings(question: str) -> None:
    assert "how_to" in _plan(question).aspects


def test_the_value_of_a_measure_asks_its_series() -> None:
    catalog = CATALOG.model_copy(update={"metrics": ("latency_p99_ms", "consumer_lag_messages", "cache_hit_ratio")})
    plan = offline_plan("ledger-service 现在积压了多少条消息？", catalog, now=NOW)
    assert plan.metrics_asked == ["consumer_lag_messages"] and plan.aspects == ["count"]
    assert any(c.arguments.get("metric") == "consumer_lag_messages" for c in plan.calls)
    assert offline_plan("what's the p99 latency of ledger-service right now?", catalog, now=NOW).metrics_asked == [
        "latency_p99_ms"]
    assert offline_plan("ledger-service 过去一小时报了多少条错误？", catalog, now=NOW).metrics_asked == []


@pytest.mark.parametrize("question", ["ledger-service 现在积压严重吗？", "ledger-service 的积压是几点消下去的？"])
def test_a_measure_named_without_a_quantity_asked_is_no_value_question(question: str) -> None:
    catalog = CATALOG.model_copy(update={"metrics": ("consumer_lag_messages",)})
    assert offline_plan(question, catalog, now=NOW).metrics_asked == []


@pytest.mark.parametrize(("question", "second_start"), [
    ("Is ledger-service erroring more than it was an hour ago?", datetime(2031, 3, 4, 10, tzinfo=UTC)),
    ("ledger-service 的错误比昨天这个时候多吗？", datetime(2031, 3, 3, 11, tzinfo=UTC)),
    ("ledger-service errors in the last hour vs the hour before?", datetime(2031, 3, 4, 10, tzinfo=UTC))])
def test_now_against_an_earlier_window(question: str, second_start: datetime) -> None:
    plan = _plan(question)
    assert "comparison" in plan.aspects and plan.window_start == "2031-03-04T11:00:00Z"
    assert plan.compare_start == second_start.strftime("%Y-%m-%dT%H:%M:%SZ")


def test_who_has_more_is_a_comparison() -> None:
    assert "comparison" in _plan("最近 3 小时 ledger-service 和 basket-service 谁的错误多？").aspects


@pytest.mark.parametrize("question", ["has ledger-service been stable since the rollback?",
                                      "ledger-service 回滚之后还好吗？"])
def test_health_since_an_operation_searches_its_change_events_but_asks_no_yes_no(question: str) -> None:
    plan = _plan(question)
    assert plan.actions == [] and plan.since_actions == ["回滚"] and plan.aspects == ["health"]
    assert any(c.arguments.get("keyword") == "rollback" for c in plan.calls)


def test_an_operation_asked_of_any_service_searches_every_service() -> None:
    plan = _plan("今天有没有哪个服务重启过？")
    assert plan.actions == ["重启"] and plan.services == []
    assert any(c.arguments.get("keyword") == "restart" and "service" not in c.arguments for c in plan.calls)


@pytest.mark.parametrize("question", ["ledger-service is fine, right?", "ledger-service 没事吧",
                                      "ledger-service 正常的，对吧？"])
def test_a_tag_question_asks_health(question: str) -> None:
    assert _plan(question).aspects == ["health"]


_NOON_BEFORE = datetime(2031, 3, 3, 12, tzinfo=UTC)


@pytest.mark.parametrize(("question", "start"), [("ledger-service slow last nite?", _LAST_EVENING),
                                                 ("was ledger-service ok yday arvo?", _NOON_BEFORE)])
def test_slang_days_and_parts(question: str, start: datetime) -> None:
    plan = _plan(question)
    assert plan.window_start == start.strftime("%Y-%m-%dT%H:%M:%SZ") and plan.aspects == ["health"]


def test_where_is_it_coming_from_asks_the_cause_not_a_yes_no() -> None:
    assert _plan("Patients can't pay — ledger-service keeps failing. Where is this coming from?").aspects == ["cause"]


@pytest.mark.parametrize(("question", "aspect"), [("ledger-service 这会儿咋样", "health"),
                                                  ("ledger-service 昨晚出啥事了", "cause")])
def test_colloquial_now_and_what_happened(question: str, aspect: str) -> None:
    assert aspect in _plan(question).aspects


def test_the_last_time_covers_all_the_data() -> None:
    plan = _plan("ledger-service 最近一次报警是什么时候？")
    assert "end" in plan.aspects and plan.window_start == "2031-03-02T00:00:00Z"


@pytest.mark.parametrize("question", ["what's the error code ledger-service keeps throwing?",
                                      "ledger-service 报的什么错？"])
def test_which_error_code_asks_the_counts_by_code(question: str) -> None:
    assert "count" in _plan(question).aspects
