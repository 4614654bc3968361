"""Which started first, a side named by a word of descriptions several services share (helper round invDC, opened
chessarena, tyrefit and payroo, issue 10).

- Spec scenario "onset order" asked as a choice (dev: ledgerly-which-first-shared-word-errors-or-rollout-en,
  ledgerly-which-in-front-deploy-or-words-zh): "the booking errors or the tablet app rollout?", "工资条变慢 跟 X 发版",
  "App 发版 跟 Y 报错" — no alias names the side (its word is said of an application, its store and a team, or is a
  bare "App"); the side is the one application whose description holds the word, narrowed to the one whose alerts
  carry the side's trouble ("变慢" → the latency alert) when several hold it. It was no side at all: the answer told
  one service's health or the whole world's incidents.
- "哪个在前？" asks the order of two onsets like "哪个先".
- A time said of one side's deploy only ("今晚等级分发版") is no window for the other side's onset.
"""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

from superbiz.agents.plan import _side_by_description_words, _time_of_one_side, _which_first_sides
from superbiz.agents.plan_model import Catalog
from superbiz.agents.question import WHICH_FIRST

_CATALOG = Catalog(
    services=("apptab", "slipgen", "slipmail", "staffapp", "bookcore", "bookdb", "paycalc"),
    descriptions={"apptab": "门店平板App后端 / garage tablet app backend",
                  "slipgen": "工资条PDF生成 / payslip PDF renderer",
                  "slipmail": "工资条邮件发送 / payslip email sender",
                  "staffapp": "员工手机App (打卡/工资条) / employee mobile app",
                  "bookcore": "换胎预约服务 / fitting bookings service",
                  "bookdb": "预约数据库 (MySQL) / bookings database",
                  "paycalc": "算薪服务 / payroll calculation"},
    teams={"bookcore": "预约组 Bookings", "bookdb": "预约组 Bookings", "slipgen": "工资条组 Payslips",
           "slipmail": "工资条组 Payslips"},
    dependencies={"bookcore": ("bookdb",)},
    dependency_kinds={"bookcore": (("bookdb", "mysql"),)},
    alert_words={"slipgen": "p99 high slipgen p99 latency 1150ms > 800ms",
                 "paycalc": "p99 high paycalc p99 latency 2450ms > 800ms",
                 "bookcore": "booking pool exhausted bookcore connection pool 40/40 in use"})


def test_a_side_named_by_a_word_an_application_and_its_store_share() -> None:
    assert _side_by_description_words("Which came first today, the booking errors ", _CATALOG) == "bookcore"
    assert _side_by_description_words(" the tablet app rollout?", _CATALOG) == "apptab"
    assert _which_first_sides("Which came first today, the booking errors or the tablet app rollout?",
                              _CATALOG) == ["bookcore", "apptab"]


def test_a_word_several_applications_hold_is_narrowed_by_the_sides_trouble() -> None:
    #: the one of the three whose latency alert fired
    assert _side_by_description_words("工资条变慢 ", _CATALOG) == "slipgen"
    assert _side_by_description_words("工资条 ", _CATALOG) is None  # no trouble to narrow three holders
    assert _side_by_description_words(" the app rollout?", _CATALOG) is None  # "app" is said of two applications


def test_which_is_in_front_asks_the_order_of_two_onsets() -> None:
    assert WHICH_FIRST.search("App 发版 跟 等级分服务报错，哪个在前？") is not None
    assert WHICH_FIRST.search("哪个在先：A 还是 B") is not None


def test_a_time_said_of_one_sides_deploy_is_no_window_of_the_other() -> None:
    """"会员支付证书过期 和 今晚等级分发版，哪个先开始的" (dev: stagecast-which-first-time-of-one-side-zh/-en): 今晚
    times the deploy side only — the plan reads from the day's start up to now (the other side's onset lay in the
    morning); a time naming a trouble's episode ("下午出价库锁等待") keeps its window."""
    now, zone = datetime(2026, 3, 9, 9, 45, tzinfo=UTC), ZoneInfo("Asia/Kathmandu")
    assert _time_of_one_side("会员支付证书过期 和 今晚等级分发版，哪个先开始的", now, zone)
    assert _time_of_one_side("Which began first, the playback errors or last night's recommendations rollout?",
                             now, zone)
    assert not _time_of_one_side("下午出价库锁等待 跟 结算服务发版，哪个先开始的", now, zone)
    assert not _time_of_one_side("Which came first today, the booking errors or the tablet app rollout?", now, zone)
    assert not _time_of_one_side("今天上午 A 报错 和 今天下午 B 发版，哪个先开始的", now, zone)
    assert not _time_of_one_side("下午这次，预约数据库告警和预约服务报错，哪个先出来的", now, zone)
