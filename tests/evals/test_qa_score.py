"""The QA scorer: a correct answer scores; a time in the wrong zone, a false fact, a clean bill for no data fail."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

from superbiz.evals.qa_schema import QaCase
from superbiz.evals.qa_score import AnswerView, ExpectedFact, score_case
from superbiz.evals.qa_text import answer_head, stated_durations, stated_numbers, stated_times

NY = ZoneInfo("America/New_York")
ONSET = datetime(2026, 10, 14, 18, 7, 3, tzinfo=UTC)  # 14:07 EDT
EVIDENCE = [{"claim_text": "fare-cache evicting keys", "verification": "direct_observation",
             "evidence": [{"excerpt": "2026-10-14T18:07:03Z WARN fare-cache FCH-W01 maxmemory reached; 524 lines"}]}]


def _case(*aspects: dict, **extra: object) -> QaCase:
    return QaCase.model_validate({"id": "c", "lang": "en", "question": "When did it start?",
                                  "aspects": list(aspects), **extra})


def _onset_case(**extra: object) -> tuple[QaCase, dict[str, list[ExpectedFact]]]:
    case = _case({"aspect": "onset", "facts": [{"render": "time", "sql": "SELECT 1"}]}, **extra)
    return case, {"onset": [ExpectedFact(case.aspects[0].facts[0], ONSET, "14:07 America/New_York")]}


def _view(answer: str, *, confirmed: list[dict] | None = None, gaps: list[str] | None = None) -> AnswerView:
    return AnswerView(answer=answer, questions=["When did it start?"],
                      confirmed=EVIDENCE if confirmed is None else confirmed, to_confirm=[], gaps=gaps or [])


def test_a_correct_onset_in_the_world_zone_scores_in_several_formats() -> None:
    case, keys = _onset_case()
    for text in ("It started at 14:07 EDT with fare-cache evictions.", "It started at 2:07 PM.",
                 "开始于下午2点07分。", "It started at 18:07 UTC."):
        score = score_case(case, _view(text + "\n\nDetails:\n- x"), keys, zone=NY, day=ONSET)
        assert score.ok, (text, score)


def test_the_same_clock_time_in_the_wrong_zone_fails() -> None:
    case, keys = _onset_case()
    score = score_case(case, _view("It started at 18:07."), keys, zone=NY, day=ONSET)
    assert not score.ok
    assert not score.aspects[0].ok
    assert any("UTC" in f for f in score.false_facts)


def test_a_fact_only_in_the_lists_below_the_answer_does_not_count() -> None:
    case, keys = _onset_case()
    answer = "针对「When did it start?」，根据本次已核验的工具证据：\n\n已确认信息：\n- fare-cache 14:07 起驱逐"
    score = score_case(case, _view(answer), keys, zone=NY, day=ONSET)
    assert not score.aspects[0].ok


def test_a_number_in_the_answer_that_is_not_in_the_evidence_is_a_false_fact() -> None:
    case, keys = _onset_case()
    good = score_case(case, _view("It started at 14:07 EDT; 524 lines so far."), keys, zone=NY, day=ONSET)
    bad = score_case(case, _view("It started at 14:07 EDT; 610 lines so far."), keys, zone=NY, day=ONSET)
    assert good.ok
    assert not bad.ok and any("610" in f for f in bad.false_facts)


def test_must_not_contain_and_a_weak_confirmed_claim_are_false_facts() -> None:
    case, keys = _onset_case(must_not_contain_head=["booking-pg"])
    named = score_case(case, _view("booking-pg failed at 14:07 EDT."), keys, zone=NY, day=ONSET)
    assert named.false_facts == ["names 'booking-pg' in the answer's head"]
    weak = [{**EVIDENCE[0], "verification": "unsupported"}]
    score = score_case(case, _view("It started at 14:07 EDT.", confirmed=weak), keys, zone=NY, day=ONSET)
    assert any("unsupported" in f for f in score.false_facts)


def test_yes_no_reads_the_first_sentence_and_negations_win() -> None:
    case = _case({"aspect": "yes_no", "facts": [{"render": "no"}]})
    fact = case.aspects[0].facts[0]
    keys = {"yes_no": [ExpectedFact(fact, None, "no")]}
    assert score_case(case, _view("不是，risk-service 没有异常。"), keys, zone=NY).ok
    assert not score_case(case, _view("是的，是 risk-service 导致的。"), keys, zone=NY).ok
    assert score_case(case, _view("No, risk-service shows no anomaly."), keys, zone=NY).ok
    assert not score_case(case, _view("Yes, it is the cause."), keys, zone=NY).ok


def test_a_head_that_cannot_tell_answers_neither_yes_nor_no() -> None:
    """Issue 10, "an aspect with no verified answer is named as a gap": the gap's own 没有 is not a "no"."""
    case = _case({"aspect": "yes_no", "facts": [{"render": "no"}]})
    keys = {"yes_no": [ExpectedFact(case.aspects[0].facts[0], None, "no")]}
    gap = "无法确定是否由所怀疑的对象引起：没有已核验的证据直接回答这一点"
    assert not score_case(case, _view(gap), keys, zone=NY).ok
    assert not score_case(case, _view("Cannot determine whether the deploy caused it: no verified evidence."), keys,
                          zone=NY).ok
    assert score_case(case, _view("不是（推断）：发布早于异常 70 分钟，无法确定的只有其他因素。"), keys, zone=NY).ok


def test_no_evidence_must_be_a_gap_not_a_clean_bill() -> None:
    case = _case({"aspect": "no_evidence", "facts": [{"render": "gap", "subject": "invoice-gateway"}]})
    keys = {"no_evidence": [ExpectedFact(case.aspects[0].facts[0], None, "gap")]}
    gap = "数据中没有找到 invoice-gateway 的日志、指标或告警，无法判断它的状态。"
    clean = [{"claim_text": "invoice-gateway 在查询窗口内没有 ERROR 级别日志", "verification": "direct_observation",
              "evidence": []}]
    assert score_case(case, _view(gap, confirmed=[]), keys, zone=NY).ok
    assert not score_case(case, _view("invoice-gateway 运行正常。", confirmed=[]), keys, zone=NY).ok
    assert not score_case(case, _view(gap, confirmed=clean), keys, zone=NY).ok


def test_counts_are_whole_numbers_not_parts_of_ids_or_times() -> None:
    assert [n for n, _ in stated_numbers("SO-48CXMO 与 TXN_00012345 共 24 单，14:07 起，42%")] == [24.0, 42.0]
    assert stated_durations("持续 1 小时 13 分钟，另一个 45 minutes") == [73.0, 45.0]
    assert [t.minute_of_day for t in stated_times("2026-10-14T18:07:03Z", NY, day=ONSET)] == [14 * 60 + 7]
    lead = "针对「为什么慢」，根据本次已核验的工具证据："
    head = answer_head(f"{lead}\n\nfare-cache 驱逐导致。\n\n已确认信息：\n- a")
    assert head == f"{lead}\nfare-cache 驱逐导致。"
    assert answer_head("fare-cache 驱逐导致。\n已确认信息：\n- a 14:07") == "fare-cache 驱逐导致。"
    assert answer_head("已确认信息：\n- fare-cache 14:07") == ""
    assert answer_head("## 结论\n**fare-cache** 驱逐导致。\n## 证据\n- a") == "**fare-cache** 驱逐导致。"


def test_the_first_clause_decides_yes_or_no_and_neutral_words_do_not() -> None:
    case = _case({"aspect": "yes_no", "facts": [{"render": "yes"}]})
    keys = {"yes_no": [ExpectedFact(case.aspects[0].facts[0], None, "yes")]}
    assert score_case(case, _view("是的，fare-cache 的驱逐导致了超时，booking-pg 没有异常。"), keys, zone=NY).ok
    assert score_case(case, _view("有，booking-api 受到了影响。"), keys, zone=NY).ok
    assert not score_case(case, _view("关于是不是 fare-cache 导致：不是。"), keys, zone=NY).aspects[0].ok
    assert not score_case(case, _view("无法确定是否受影响。"), keys, zone=NY).aspects[0].ok


def test_health_reads_negated_problem_words_as_healthy() -> None:
    case = _case({"aspect": "health", "facts": [{"render": "healthy"}]})
    keys = {"health": [ExpectedFact(case.aspects[0].facts[0], None, "healthy")]}
    assert score_case(case, _view("notify-hub 健康：没有错误、没有告警。"), keys, zone=NY).ok
    assert score_case(case, _view("notify-hub is healthy: no errors, no firing alerts."), keys, zone=NY).ok
    assert not score_case(case, _view("notify-hub 不健康，有告警。"), keys, zone=NY).aspects[0].ok
    assert not score_case(case, _view("notify-hub 状态正常，但告警 X 正在触发。"), keys, zone=NY).aspects[0].ok


def test_a_rejected_answer_answers_nothing() -> None:
    case, keys = _onset_case()
    view = _view("It started at 14:07 EDT.")
    assert score_case(case, view, keys, zone=NY, day=ONSET).ok
    rejected = AnswerView(**{**view.__dict__, "verdict": "REJECT"})
    assert not score_case(case, rejected, keys, zone=NY, day=ONSET).ok


def test_a_time_labelled_with_the_world_zone_is_not_in_the_wrong_zone() -> None:
    # a window label that names the world's zone happened to sit on the key time read in another zone (a sealed
    # world's false "false fact"); an unlabelled time there is still caught
    case, keys = _onset_case()
    labelled = "It started at 14:07 EDT.\n\n查询窗口：2026-10-14 18:07 ~ 2026-10-14 20:07（America/New_York）"
    assert score_case(case, _view(labelled), keys, zone=NY, day=ONSET).ok
    unlabelled = "It started at 14:07 EDT.\n\n查询窗口：2026-10-14 18:07 ~ 2026-10-14 20:07"
    score = score_case(case, _view(unlabelled), keys, zone=NY, day=ONSET)
    assert any("UTC" in f for f in score.false_facts)
    after_label = "It started at 14:07 EDT.\n\n窗口（America/New_York），另见 18:07"
    assert any("UTC" in f for f in score_case(case, _view(after_label), keys, zone=NY, day=ONSET).false_facts)
