"""Onsets and durations of the right episode (opened adbid, vetcare, streamly and clinicq), on a catalogue of no real
world: "the first time" looks over all the data, "那多久了" is the episode going on now, "when did that start?" of
X states X's own onset beside a neighbour's earlier trouble, the first of several subjects has the episode, and a
thing that backs up ("心跳积压") names the service its description holds."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import asks_this_episode, symptom_owner
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem
from tests.agents.synthetic import CATALOG, NOW


@pytest.mark.parametrize(("question", "earlier"), [
    ("When did ledger-service have trouble for the first time?", []),
    ("那它第一次出问题是啥时候", ["ledger-service 现在为啥一直报错？"]),
    ("ledger-service 头一回出事是什么时候？", []),
])
def test_the_first_time_is_an_onset_over_all_the_data(question: str, earlier: list[str]) -> None:
    """Pattern "first time" (adbid-auction-onset-first-time-en, adbid-followup-first-time-zh: yesterday morning's
    storm, 31 hours before now): an onset (not a cause) over all the data, not only the last 24 hours, and never
    the episode going on now that the earlier question asked about."""
    plan = offline_plan(question, CATALOG, earlier_questions=earlier, now=NOW)
    assert "onset" in plan.aspects and "cause" not in plan.aspects, plan.aspects
    assert plan.window_start == "2031-03-02T00:00:00Z", plan.window_start
    assert not plan.ongoing and plan.services == ["ledger-service"]


@pytest.mark.parametrize(("question", "latest"), [
    ("那多久了", True), ("持续多长时间了？", True), ("how long has it been going on?", True),
    ("昨晚那次持续了多久", False), ("how long did it last?", False)])
def test_how_long_now_is_the_episode_going_on(question: str, latest: bool) -> None:
    """Pattern "多久了" (adbid-followup-how-long-now-zh): how long it has been — the latest episode up to now, not
    yesterday's resolved alert."""
    assert asks_this_episode(question) is latest


def _item(cid: str, text: str) -> MaterialItem:
    return MaterialItem(claim_id=cid, claim_type="log_observation", text=text)


def _onset_head(subjects: tuple[str, ...], *items: MaterialItem) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="onset", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    return lead_lines(material, AnswerBrief(coverage=coverage, subjects=subjects, timezone="UTC"))[0]


_PEER = _item("p1", "peer-svc 错误码 P-3 的 ERROR 日志在窗口内共 90 条，首次出现(first_seen) 2031-03-04T10:00:05Z，"
                    "最近一次(last_seen) 2031-03-04T11:59:00Z")
_OWN = _item("o1", "edge-router 错误码 E-5 的 ERROR 日志在窗口内共 70 条，首次出现(first_seen) 2031-03-04T10:50:05Z，"
                   "最近一次(last_seen) 2031-03-04T11:58:00Z")


def test_the_subjects_own_onset_is_stated_beside_a_peers_earlier_trouble() -> None:
    """Pattern "that started" (adbid-followup-edge-onset-en): a peer's trouble overlapping the subject's began first;
    the head states the subject's own first anomaly too, not only the peer's."""
    head = _onset_head(("edge-router",), _PEER, _OWN)
    assert "10:50:05" in head, head


def test_the_first_subject_has_the_episode() -> None:
    """Pattern "several subjects" (vetcare-reminders-followup-onset-en: SMS reminders, appointment texts): the second
    subject's trouble that ended hours before the first one's is another incident, not the onset."""
    other = _item("b1", "basket-service 错误码 B-4 的 ERROR 日志在窗口内共 80 条，首次出现(first_seen) "
                        "2031-03-04T05:00:00Z，最近一次(last_seen) 2031-03-04T05:40:00Z")
    head = _onset_head(("edge-router", "basket-service"), other, _OWN)
    assert head.startswith("最早的异常记录出现在 2031-03-04 10:50:05"), head


_DESCRIPTIONS = {"edge-router": "播放心跳入库", "ledger-service": "就诊短信提醒发送",
                 "vault-db": "播放心跳队列 (Kafka)", "basket-service": "账单短信发送"}


@pytest.mark.parametrize(("question", "owner"), [
    ("心跳积压几点开始的", "edge-router"),       # the queue holds 心跳 too: its consumer (the application) has it
    ("短信提醒积压是几点开始的？", "ledger-service"),
    ("短信积压是几点开始的？", None),               # two applications send 短信: names neither
    ("报错几点开始的", None),
])
def test_the_thing_that_backs_up_names_its_service(question: str, owner: str | None) -> None:
    """Pattern "backlog by its thing" (streamly-sink-onset-zh, clinicq-onset-sms-backlog-zh): the words before
    积压 are a word of one description (or of one application's among a queue's)."""
    assert symptom_owner(question, _DESCRIPTIONS, ["vault-db"]) == owner


def test_a_backlog_by_its_thing_plans_that_service() -> None:
    catalog = CATALOG.model_copy(update={"descriptions": _DESCRIPTIONS})
    plan = offline_plan("短信提醒积压是几点开始的？", catalog, now=NOW)
    assert plan.services == ["ledger-service"] and plan.aspects == ["onset"], plan
