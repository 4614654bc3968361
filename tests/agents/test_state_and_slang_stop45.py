"""Spec scenario "Answer the question that was asked" for questions of time and state over a trouble that is over,
slang before a build and a backlog named by its queue's words (stop 45, from the opened clutchway, reedmill,
drumlane and kerbmint worlds; dev questions ``ledgerly-kg-*``, ``stagecast-kg-*``)."""

from __future__ import annotations

import pytest

from superbiz.agents.question import asks_over, asks_still, learn_aliases, match_services, still_of_any_verb
from superbiz.agents.subjects import unheld_qualified_name, unresolved_subject


@pytest.mark.spec("Answer the question that was asked")
def test_still_locked_asks_whether_the_lock_goes_on() -> None:
    """Scenario clutchway "路考考位库现在还锁着吗" (dev ledgerly "账务库现在还锁着吗"): a lock still held is the trouble
    asked going on — 否 once it ended; it answered "是，… 现在健康" (a health question's yes)."""
    for question in ("账务库现在还锁着吗", "考位库还锁住吗"):
        assert asks_still(question), question
        assert still_of_any_verb(question), question
    assert not asks_still("账务库现在正常吗")


@pytest.mark.spec("Answer the question that was asked")
def test_recovered_expecting_yes_asks_the_end() -> None:
    """Scenario reedmill "捐款数据库连接池那事儿已经恢复了吧？" (dev ledgerly "账务库锁等待那事儿已经恢复了吧？"): a
    tag question expecting yes asks whether the trouble is over (是 by its end), never the last hour's health."""
    assert asks_over("账务库锁等待那事儿已经恢复了吧？")
    assert asks_over("连接池那事早恢复了吧")
    assert not asks_over("账务库锁等待为什么会出现")


@pytest.mark.spec("Answer the question that was asked")
def test_judging_slang_before_a_build_is_no_unheld_qualifier() -> None:
    """Scenario drumlane "what time did the dodgy booking build go out this arvo?" (dev ledgerly "the dodgy account
    build"): "dodgy" judges the build, it does not name a thing the data lacks; a build is an operation, not a thing
    — the held word ("booking") names the service, the release's onset is answered."""
    known = ["slotbook", "约课服务 / lesson booking service", "slotbook-pg", "约课数据库 / lesson booking database"]
    for question in ("what time did the dodgy booking build go out this arvo?",
                     "when did the busted booking release go out?"):
        assert unheld_qualified_name(question, known) is None, question
        assert unresolved_subject(question, known) is None, question
    #: a qualifier no word of the world holds still names a thing the data lacks
    assert unheld_qualified_name("any errors in push notifications today?", [*known, "lesson notifications"])


@pytest.mark.spec("Answer the question that was asked")
def test_a_queue_head_without_its_kind_noun_names_the_queue() -> None:
    """Scenario kerbmint "how long did the handheld upload backlog last yesterday evening?" (dev stagecast "the
    transcode job backlog"): the words of a queue's English head before "queue" name that queue (its lagging readers
    are then asked); the head's first word alone, shared with another application's head ("enforcement handheld
    gateway"), named that application and the answer measured its errors instead."""
    services = ["gatelink", "upq", "uploader"]
    descriptions = {"gatelink": "执法手持机接入网关 / enforcement handheld gateway",
                    "upq": "手持机上传队列 (Kafka) / handheld upload queue",
                    "uploader": "罚单上传处理服务 (读手持机上传队列) / citation upload processor"}
    aliases = learn_aliases(services, descriptions, {}, infra={"upq": "kafka"})
    assert aliases["handheld upload"] == "upq"
    assert match_services("how long did the handheld upload backlog last yesterday evening?", services,
                          aliases) == ["upq"]
