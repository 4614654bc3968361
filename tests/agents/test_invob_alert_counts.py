"""Question patterns of stop 49 (investigator invOB), on no real world: alerts counted over a window the question
names are those that began in it (firing or resolved); an app's record word beside "how many alerts" counts alerts,
never records; a severity said beside the alert word ("几次critical告警") filters the alerts and is no name; "这三天"
is the three days back from now."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.timeforms import canonical_time_forms
from superbiz.chat.service import _severity
from superbiz.render.answer import AnswerBrief, _alert_count
from superbiz.render.material import MaterialItem
from tests.agents.synthetic import NOW

_CATALOG = Catalog(
    services=("rink-api", "rink-db", "pay-svc"),
    dependencies={"rink-api": ("rink-db",)}, dependency_kinds={"rink-api": (("rink-db", "postgres"),)},
    descriptions={"rink-api": "booking app for ice slots", "rink-db": "booking database (PostgreSQL)",
                  "pay-svc": "押金支付服务"},
    timezone="UTC", data_start=datetime(2031, 3, 1, tzinfo=UTC), data_end=NOW, silent=frozenset(),
    order_statuses=("BOOKED", "SEAT_CLASH"),
)


def _alert(n: int, name: str, svc: str, since: str, severity: str = "critical") -> MaterialItem:
    return MaterialItem(claim_id=f"a{n}", claim_type="alert_observation",
                        text=f"告警 {name}（服务 {svc}，{severity}）已恢复(resolved)：开始于(since) {since}，"
                             "结束于(until) 2031-03-02T09:47:00Z，持续(duration) 36m")


_ITEMS = [_alert(1, "TlsBroken", "pay-svc", "2031-03-01T22:02:00Z"),
          _alert(2, "P99Slow", "rink-api", "2031-03-02T04:31:00Z"),
          _alert(3, "ErrBurn", "rink-api", "2031-03-02T07:11:00Z", "warning"),
          MaterialItem(claim_id="t", claim_type="observation",
                       text="窗口内告警共 3 个，正在触发(firing) 0 个，已恢复(resolved) 3 个，其中窗口内开始的 2 个")]


@pytest.mark.spec("Answer the question that was asked")
def test_alerts_of_a_named_window_are_those_begun_in_it() -> None:
    """lendkit-alerts-today-count-zh: "今天一共响了几个告警" — an alert begun yesterday evening (and resolved today)
    is not today's: 2, not the 3 the window holds."""
    brief = AnswerBrief(alerts_counted="window", window_start="2031-03-02T00:00:00Z",
                        window_end="2031-03-02T10:00:00Z", question_text="今天一共响了几个告警")
    line = _alert_count(_ITEMS, brief)
    assert line.startswith("窗口内触发过的告警共 2 个") and "TlsBroken" not in line


@pytest.mark.spec("Answer the question that was asked")
def test_alerts_of_one_severity_are_counted() -> None:
    """divetrek-critical-alerts-count-zh: "这三天一共来过几次critical告警" — the critical ones only."""
    brief = AnswerBrief(alerts_counted="window", window_start="2031-02-27T10:00:00Z", alert_severity="critical",
                        window_end="2031-03-02T10:00:00Z", question_text="这三天一共来过几次critical告警")
    assert _alert_count(_ITEMS, brief).startswith("窗口内触发过的告警共 2 个")
    assert _severity("这三天一共来过几次critical告警") == "critical"
    assert _severity("how many warning alerts today") == "warning"


@pytest.mark.spec("Answer the question that was asked")
def test_a_severity_beside_the_alert_word_is_no_name() -> None:
    """divetrek-critical-alerts-count-zh: "critical" before 告警 is the alerts' severity, never an unknown service;
    the alerts are counted over the three days back from now."""
    plan = offline_plan("这三天一共来过几次critical告警", _CATALOG, now=NOW)
    assert not plan.unknown_services and plan.alerts_counted
    assert plan.window_minutes == 3 * 24 * 60
    assert "过去72小时" in canonical_time_forms("这三天一共来过几次告警")


@pytest.mark.spec("Answer the question that was asked")
def test_alerts_an_app_fired_are_no_records() -> None:
    """rinkslot-booking-alerts-today-en: "how many alerts did the booking app fire today?" counts the app's alerts,
    never its bookings."""
    plan = offline_plan("how many alerts did the booking app fire today?", _CATALOG, now=NOW)
    assert plan.alerts_counted and "record" not in plan.aspects and plan.intent != "order"
