"""invLF patterns (opened laptide, gaveldock, obsidome; spec scenario "Answer the question that was asked"): yes/no
questions answered by what they ask — a service named by its head said verb first and shortened ("报课服务" of
"游泳课报名服务": its rollback asked); whether records of a failing status said in Chinese were made in the
window ("今天有没有立案被退回来的？", "有没有记账失败的转账"): their count, never a service's health; a
certificate said by words no partner holds, asked whether it reached Y ("天气证书过期 有没有影响到 Y？"): the one
partner up Y's dependency chain is the suspect. All names below are invented."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.loose_names import verb_first_name
from superbiz.agents.plan import Catalog, offline_plan
from superbiz.render.answer_base import ANY_RECORDS_FAILED

_NOW = datetime(2031, 5, 6, 20, 0, tzinfo=UTC)
_POOL = Catalog(
    services=("poolapp", "lessonix", "lessonix-db", "lanebook", "skyfeed", "cloudwx", "rosterly"),
    dependencies={"poolapp": ("lessonix", "lanebook"), "lessonix": ("lessonix-db",), "rosterly": ("skyfeed",),
                  "skyfeed": ("cloudwx",)},
    dependency_kinds={"poolapp": (("lessonix", "service"), ("lanebook", "service")),
                      "lessonix": (("lessonix-db", "mysql"),), "rosterly": (("skyfeed", "service"),),
                      "skyfeed": (("cloudwx", "external"),)},
    descriptions={"poolapp": "会员App (订泳道、报游泳课) / members' app",
                  "lessonix": "游泳课报名服务 / swim-lesson enrolment service",
                  "lessonix-db": "课程报名数据库 (MySQL) / lesson enrolment database",
                  "lanebook": "泳道预约服务 / lane booking service",
                  "skyfeed": "气象数据接入 / weather feed client",
                  "cloudwx": "气象数据合作方 / weather feed partner",
                  "rosterly": "教练排班 / coach roster"},
    order_statuses=("ENROLLED", "ENROL_BOUNCED", "LANE_TIMEOUT", "PAID"),
    failed_statuses=("ENROL_BOUNCED", "LANE_TIMEOUT"),
    timezone="UTC", data_end=_NOW)


@pytest.mark.spec("Answer the question that was asked")
def test_head_said_verb_first_with_the_things_last_character_names_its_service() -> None:
    """Dev harbor-lf-verb-first-short-alias-rollback-no-zh: "报课服务" ↔ "游泳课报名" (报 of 报名, 课 ending
    游泳课), only when called a service; the rollback then asked of it."""
    descriptions = dict(_POOL.descriptions)
    assert verb_first_name("报课服务那个坏版本回滚了没？", descriptions) == "lessonix"
    assert verb_first_name("报课那个坏版本回滚了没？", descriptions) is None  # not called a service
    plan = offline_plan("报课服务那个坏版本回滚了没？", _POOL, now=_NOW)
    assert plan.services == ["lessonix"]
    assert plan.aspects == ["yes_no"]


@pytest.mark.spec("Answer the question that was asked")
def test_any_records_sent_back_or_failed_asked_in_chinese_counts_them() -> None:
    """Dev harbor-lf-any-records-timed-out-today-yes-zh, ledgerly-lf-any-ledger-failed-transfers-past-hour-no-zh:
    whether records of the one failing status said were made — their count (count + record of that status)."""
    for question in ("今天有没有报名被退回来的？", "今天有没有被退回的报名？", "今天有报名被退回吗？",
                     "今天有没有泳道超时的？"):
        assert ANY_RECORDS_FAILED.search(question), question
    for question in ("今天有多少报名被退回？", "有没有请求超时的？", "今天有没有报错？", "有没有退款的单"):
        assert not ANY_RECORDS_FAILED.search(question), question
    plan = offline_plan("今天有没有报名被退回来的？", _POOL, now=_NOW)
    assert plan.aspects == ["count", "record"]
    assert plan.statuses == ["ENROL_BOUNCED"]
    assert offline_plan("今天有没有泳道超时的？", _POOL, now=_NOW).statuses == ["LANE_TIMEOUT"]


@pytest.mark.spec("Answer the question that was asked")
def test_certificate_said_in_unheld_words_is_the_one_upstream_partners() -> None:
    """Dev harbor-lf-cert-of-upstream-partner-hit-yes-zh: "天气证书过期 有没有影响到教练排班？" — 天气 is in no
    description, the one external partner two hops down the roster's chain is the suspect, the roster the subject;
    a subject with no partner down its chain gets none."""
    plan = offline_plan("天气证书过期 有没有影响到教练排班？", _POOL, now=_NOW)
    assert plan.aspects == ["yes_no"]
    assert plan.suspects == ["cloudwx"]
    assert plan.services[0] == "rosterly"
    assert offline_plan("天气证书过期 有没有影响到泳道预约？", _POOL, now=_NOW).suspects == []
