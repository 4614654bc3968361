"""Question patterns of stop 48 (investigator invNG), on no real world: a latin name no service holds, asked the state
of with a part of the day ("clawbeak 今晚有异常吗") or after a Chinese description of any ending ("调音机器人 tunebot
今天有问题吗"), is an unknown service (a gap); alerts are counted per firing, and a follow-up's alert count after a
cause turn counts the alerts of the parts the subject calls too."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import aspects_of
from superbiz.render.answer import AnswerBrief, _alert_count
from superbiz.render.material import MaterialItem
from tests.agents.synthetic import NOW

_CATALOG = Catalog(
    services=("tune-sched", "claw-app", "nest-temp", "pay-svc", "pay-db"),
    dependencies={"pay-svc": ("pay-db",)}, dependency_kinds={"pay-svc": (("pay-db", "mysql"),)},
    descriptions={"tune-sched": "钢琴调音排期服务", "claw-app": "抓娃娃机会员App", "nest-temp": "孵化温控服务",
                  "pay-svc": "押金支付服务", "pay-db": "押金账本库 (MySQL)"},
    teams={"pay-svc": "支付组 Payments"},
    timezone="UTC", data_start=datetime(2031, 3, 2, tzinfo=UTC), data_end=NOW, silent=frozenset(),
)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "name"), [
    ("clawbeak 今晚有异常吗", "clawbeak"),
    ("domehatch 昨晚有没有出问题", "domehatch"),
    ("gridmole 早上有出错吗", "gridmole"),
    ("钢琴调音机器人 pianobot 今天有问题吗", "pianobot"),
    ("调音机器人 tunebot 今天有问题吗", "tunebot"),
    ("孵化室温控 hatchtemp 今天有出错吗", "hatchtemp"),
])
def test_an_unheld_name_asked_its_state_is_a_gap(question: str, name: str) -> None:
    """pinhall-unknown-service-zh, scopeslot-unknown-service-zh, tunehire-unknown-service-zh and the typed variant
    "孵化室温控 hatchtemp 今天有出错吗" (pawsafari): a name no service holds, asked with a part of the day (今晚, 昨晚)
    or 有异常/有出错, or after a description not ending in 服务/系统 (机器人, 温控) whose words resemble a held
    service's — an unknown service, stated as a gap, never the world's overview nor that service's health."""
    plan = offline_plan(question, _CATALOG, now=NOW)
    assert plan.unknown_services == [name] and not plan.services


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "service"), [
    ("claw-app 今晚有异常吗", "claw-app"),
    ("孵化温控服务 nest-temp 今天有出错吗", "nest-temp"),
])
def test_a_held_name_asked_its_state_is_that_service(question: str, service: str) -> None:
    """A held name in the same words stays that service."""
    plan = offline_plan(question, _CATALOG, now=NOW)
    assert plan.services == [service] and not plan.unknown_services


def _alert(n: int, name: str, svc: str, since: str) -> MaterialItem:
    return MaterialItem(claim_id=f"a{n}", claim_type="alert_observation",
                        text=f"告警 {name}（服务 {svc}，critical）已恢复(resolved)：开始于(since) {since}，"
                             "结束于(until) 2031-03-02T09:47:00Z，持续(duration) 36m")


@pytest.mark.spec("Answer the question that was asked")
def test_an_alert_that_fired_twice_is_counted_twice() -> None:
    """scopeslot-vesperdb-alerts-count: "how many alerts did the scheduling db fire since yesterday evening" — one
    alert that fired twice in the window (two starts) is two alerts, not one; the same firing stated twice stays one."""
    items = [_alert(1, "DbWaits", "sched-db", "2031-03-02T04:31:00Z"),
             _alert(2, "DbWaits", "sched-db", "2031-03-02T09:11:00Z"),
             _alert(3, "DbWaits", "sched-db", "2031-03-02T09:11:00Z")]
    brief = AnswerBrief(alerts_counted="all", subjects=["sched-db"], window_start="2031-03-01T17:00:00Z",
                        window_end="2031-03-02T10:00:00Z", question_text="how many alerts did the db fire")
    assert _alert_count(items, brief).startswith("窗口内触发过的告警共 2 个")


@pytest.mark.spec("Answer the question that was asked")
def test_alerts_counted_after_a_cause_turn_include_the_parts_called() -> None:
    """raftwild-fu-deposit-alerts-zh: "那时候响了几个告警" after "支付昨天傍晚怎么了" — the trouble's alerts include
    those of the database the subject calls (where the cause lay), not the subject's alone; asked with no cause turn
    before it, the subject's alone."""
    plan = offline_plan("那时候响了几个告警", _CATALOG, now=NOW, earlier_questions=["支付昨天傍晚怎么了"])
    assert plan.services == ["pay-svc", "pay-db"]
    plan = offline_plan("那时候响了几个告警", _CATALOG, now=NOW, earlier_questions=["支付昨天傍晚的报错有多少"])
    assert plan.services == ["pay-svc"]


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["有出错吗 还是只是慢", "有出过错吗，还是只是变慢"])
def test_errors_or_only_slow_said_with_chucuo_asks_the_error_level(question: str) -> None:
    """lotterix-blip-errors-followup-zh typed "有出错吗 还是只是慢": 出错 is 报错 said otherwise — errors or only
    slow is the subject's state at the error level (a WARN-only blip: no), never a cause."""
    assert aspects_of(question, has_entity=True, has_record=False) == ["health"]
