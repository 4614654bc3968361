"""Harmless rewordings keep a question's reading (spec: evidence-bound yes/no answers about the suspect the question
names; opened held-out donorly and parcelbox under ``superbiz.evals.qa_variants``): "是不是凌晨那次发版搞挂的" is the
same suspect question with or without its end mark and asked with 是否 (it read as health without "？", and as
"was a deploy done" with 是否); 报警 is 告警 ("现在有没有报警在响" asked whether alerts fire, not an incident list)."""

from __future__ import annotations

from pathlib import Path

from superbiz.agents.question import aspects_of
from superbiz.agents.question_ops import actions_asked
from tests.agents.world_chat import world_asker

_BROKE_IT = ("X 是不是凌晨1点半那次发版搞挂的？", "X 是不是凌晨1点半那次发版搞挂的", "X 是否凌晨1点半那次发版搞挂的？",
             "X 是否凌晨那次部署弄崩的", "X 是不是上午那次上线搞坏的", "X 出问题那次，是否发版搞挂的")


def test_a_suspected_deploy_reads_the_same_with_or_without_end_mark_and_with_shifou() -> None:
    for question in _BROKE_IT:
        assert "yes_no" in aspects_of(question, has_entity=True, has_record=False), question
        if "出问题" not in question:  # "出问题那次" also names the trouble (health beside the suspect)
            assert "health" not in aspects_of(question, has_entity=True, has_record=False), question


def test_a_deploy_that_broke_it_is_suspected_not_asked_whether_done() -> None:
    for question in _BROKE_IT:
        assert actions_asked(question) == [], question
    assert actions_asked("X 上午是否发版了") == ["发布"]  # whether the deploy was done is still asked


def test_baojing_is_gaojing() -> None:
    for entity in (True, False):
        for a, b in (("现在有没有告警在响", "现在有没有报警在响"), ("通知组那边有没有告警", "通知组那边有没有报警"),
                     ("现在有哪些告警", "现在有哪些报警")):
            assert aspects_of(a, has_entity=entity, has_record=False) == \
                aspects_of(b, has_entity=entity, has_record=False), (a, b)


def test_deploy_suspect_reworded_answers_the_same(tmp_path: Path) -> None:
    """ledgerly: account-api's 3.18.0 deploy began a minute before its ACC-5000 errors — every wording is 是（推断）."""
    sql = ("SELECT count(*) FROM log_record WHERE service = 'account-api' AND message LIKE 'deployment started%'")
    with world_asker(tmp_path, "ledgerly") as ask:
        for question in ("account-api 上午是不是那次发版搞挂的", "上午 account-api 出问题那次，是否发版搞挂的"):
            answer, deploys = ask(question, sql)
            assert deploys >= 1
            assert answer.startswith("是（推断）"), (question, answer[:120])


def test_an_alarm_is_an_alert() -> None:
    from superbiz.agents.question_text import clean_question

    assert clean_question("how many alarms are firing right now?") == "how many alerts are firing right now?"
    assert clean_question("Is the DiskSpaceCritical alarm firing?") == "Is the DiskSpaceCritical alert firing?"
    assert "alarming" in clean_question("errors at an alarming rate?")
    assert "leak alarms" in clean_question("How many leak alarms did the meters raise today?")  # business records


def test_a_lead_in_leaves_the_answer_head_its_yes_no(tmp_path: Path) -> None:
    """ledgerly: ledger-core recovered before now — "is it still failing?" is 否 behind any chat lead-in (the answer
    head read the raw question, whose lead-in moved "is … still" off its start)."""
    sql = "SELECT count(*) FROM log_record WHERE service = 'ledger-core' AND level = 'ERROR'"
    with world_asker(tmp_path, "ledgerly") as ask:
        for question in ("is ledger-core still failing?", "URGENT!! is ledger-core still failing?",
                         "@oncall is ledger-core still failing?", "URGENT！！ is ledger-core still failing？"):
            answer, errors = ask(question, sql)
            assert errors > 0
            assert answer.startswith("否"), (question, answer[:120])


def test_a_code_glued_to_chinese_is_set_apart_and_a_bare_number_is_not() -> None:
    from superbiz.agents.question_text import clean_question

    glued = clean_question("那段时间booking-api的BKG-5040一共报了几次")
    assert glued == "那段时间 booking-api 的 BKG-5040 一共报了几次"
    assert clean_question("db01挂了吗") == "db01 挂了吗"
    #: numbers stay whole; a version of three parts is set apart from the Chinese after it like a code (stop 43:
    #: "dropmate 6.1.0几点开始发的") and from the Chinese before it (stop 46: "停车证服务4.12.0几点发完的"), never
    #: split inside
    assert clean_question("今天10点3号发版2.14.1之后") == "今天10点3号发版 2.14.1 之后"


def test_two_waves_of_chucuo_are_compared_as_baocuo() -> None:
    from superbiz.agents.question import compares_episodes

    for verb in ("报错", "出错"):
        assert compares_episodes(f"X 今天上午锁等待那波{verb}跟证书过期那波比，哪次多"), verb
