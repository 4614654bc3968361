"""invES: counts and records — the window a count is asked over, the failed status asked, a total over statuses.

- "今天早上一共有多少单下单失败了" asked at 06:10 (bakehouse): the stop-38 rule ran the English "this morning" asked
  before 07:00 from midnight; 今天早上 / 早上 (today's early morning said in Chinese) stayed 06:00-now and cut the
  small hours' failed orders off. 上午 (the forenoon) is unchanged.
- "昨天半夜12点之前 续费服务一共报了多少个 ERROR" (newsdesk): 续 of 续费 (a renewal fee: a thing named) read as a time
  set against the clock ("是不是12点前就续上了"), so the count took the hour around midnight instead of the evening
  that midnight closes. 续费 and 续 of 连续/持续/陆续/继续 (going on) are no such time.
- "how many verifications failed after midnight" (coinvault): "verifications" named VERIFIED (the records that
  succeeded) and counted them as failed. Records asked failed by a word of a status of records done: the failing status
  of the same thing (a word of KYC_REJECTED in the description of the service holding "verification"), else the failed
  records whatever their status ("renewals failed" ↔ RENEWED in a world with no failing status). "more failed
  verifications or failed withdrawals?" sets KYC_REJECTED against WITHDRAW_FAILED.
- The records counted over all the data were cut at the data's last instant truncated to the second (the last failed
  record, 06:14:15.6, fell outside: 18 vs 17): the end is rounded up.
- "how many fans couldn't get in since kickoff at 8?" (matchday): people unable to do a thing, counted, were a gap
  ("no record of fans…"); now the one failing status named by the doing of the verb ("get in" ↔ ENTRY_DENIED) or by
  the thing said ("get a quote" ↔ QUOTE_TIMEOUT), and "since <event> at 8" runs from that hour up to now.
- "household H, how many of their orders failed?" (veggiebox): with no window the customer's records were queried with
  none, so only the breakdown per status was stated (CHARGE_FAILED: 1, CHECKOUT_FAILED: 1), never the total 2; they
  are now queried over all the data, which states how many of them failed.
- "影响了多少单" after "小卖部下午为啥一直报错" (matchday): no subject resolved, so invX's count carried past the
  afternoon's end (18:00) was not made and the failed sales were cut at 18:00 (8 of 21). With no subject, the window's
  lines of the codes its failed records carry that ran to the end are followed past it, and the records counted up to
  their last one.
- "which lost us more orders, last night's slot cache mess or today's pick failures?" (furnimart): the bare day of
  the second side moved the first side's hours to it (tonight, outside the data). A day owning the thing named after
  it ("today's X") is that day's own episode: today so far.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from superbiz.agents.plan_calls import _data_end
from superbiz.agents.plan_model import Catalog
from superbiz.agents.plan_terms import statuses, statuses_compared
from superbiz.agents.question import cant_do_status
from superbiz.agents.timeparse import resolve_time
from superbiz.agents.timewindows import resolve_windows
from tests.agents.world_chat import sql_text, world_asker, world_service

_ZONE = ZoneInfo("America/Chicago")


def test_chinese_early_morning_of_today_asked_before_seven_runs_from_midnight() -> None:
    at_610 = datetime(2026, 12, 4, 6, 10, tzinfo=_ZONE)
    midnight = datetime(2026, 12, 4, 0, 0, tzinfo=_ZONE)
    for question in ("今天早上一共有多少单下单失败了", "早上报了多少错", "今天早晨失败了几单"):
        spec = resolve_time(question, now=at_610, zone=_ZONE)
        assert (spec.start, spec.end) == (midnight, at_610), question
    # later in the morning, and 上午 or another day's morning, keep 06:00
    assert resolve_time("今天早上报了多少错", now=datetime(2026, 12, 4, 8, 10, tzinfo=_ZONE),
                        zone=_ZONE).start == datetime(2026, 12, 4, 6, 0, tzinfo=_ZONE)
    assert resolve_time("上午有啥问题", now=at_610, zone=_ZONE).start == datetime(2026, 12, 4, 6, 0, tzinfo=_ZONE)
    assert resolve_time("昨天早上报错多少", now=at_610, zone=_ZONE).start == datetime(2026, 12, 3, 6, 0, tzinfo=_ZONE)


def test_count_before_last_midnight_with_renewal_or_going_on_words_is_the_evening() -> None:
    now = datetime(2026, 12, 4, 11, 0, tzinfo=_ZONE)
    evening = (datetime(2026, 12, 3, 18, 0, tzinfo=_ZONE), datetime(2026, 12, 4, 0, 0, tzinfo=_ZONE))
    for question in ("昨天半夜12点之前 续费服务一共报了多少个 ERROR", "昨天半夜12点之前 X 连续报了多少个 ERROR",
                     "昨晚12点之前 X 持续报错多少条"):
        spec = resolve_time(question, now=now, zone=_ZONE)
        assert (spec.start, spec.end) == evening, question
    # renewing set against the clock keeps the hours around it
    spec = resolve_time("证书是不是半夜12点之前就续上了", now=now, zone=_ZONE)
    assert spec.start < evening[1] < spec.end


_WALLET = Catalog(services=("app", "idcheck", "payouts"),
                  descriptions={"app": "交易App / trading app",
                                "idcheck": "实名认证服务 (KYC) / account verification (KYC)",
                                "payouts": "提币处理服务 / withdrawal worker"},
                  order_statuses=("CREDITED", "KYC_REJECTED", "SETTLED", "VERIFIED", "WITHDRAW_FAILED"))


def test_records_failed_by_a_word_of_a_done_status_count_the_failing_status_of_that_thing() -> None:
    assert statuses("how many verifications failed after midnight", ["count", "record"], _WALLET) == ["KYC_REJECTED"]
    assert statuses_compared("more failed verifications or failed withdrawals today?", _WALLET.order_statuses,
                             _WALLET.descriptions) == ["KYC_REJECTED", "WITHDRAW_FAILED"]
    # the done status itself, asked without failing, is still that status
    assert statuses("how many verifications today?", ["count", "record"], _WALLET) == ["VERIFIED"]


def test_records_failed_by_a_word_of_a_done_status_with_no_failing_one_are_the_failed_records() -> None:
    subscriptions = Catalog(services=("billing",), descriptions={"billing": "订阅计费 / subscription billing"},
                            order_statuses=("ACTIVE", "RENEWED", "TRIAL"))
    assert statuses("how many subscription renewals failed today?", ["count", "record"], subscriptions) == []
    assert statuses("how many subscriptions renewed today?", ["count", "record"], subscriptions) == ["RENEWED"]


def test_records_counted_over_all_the_data_keep_the_last_record() -> None:
    assert _data_end(datetime(2026, 12, 4, 6, 14, 15, 600_000, tzinfo=ZoneInfo("UTC"))) == "2026-12-04T06:14:16Z"
    assert _data_end(datetime(2026, 12, 4, 6, 14, 15, tzinfo=ZoneInfo("UTC"))) == "2026-12-04T06:14:15Z"


def test_people_unable_to_do_a_thing_counted_are_its_failing_status() -> None:
    held = ("ADMITTED", "ENTRY_DENIED", "SALE_FAILED", "SOLD")
    assert cant_do_status("how many fans couldn't get in since kickoff at 8?", held) == ["ENTRY_DENIED"]
    assert cant_do_status("how many shippers couldn't get a quote today?", ("BOOKED", "QUOTE_TIMEOUT")) == [
        "QUOTE_TIMEOUT"]
    # nothing failing of that thing: no status
    assert cant_do_status("how many fans couldn't park today?", held) == []


def test_since_an_event_at_a_bare_hour_runs_from_that_hour() -> None:
    zone = ZoneInfo("Europe/Paris")
    now = datetime(2026, 12, 4, 20, 30, tzinfo=zone)
    for question in ("how many fans couldn't get in since kickoff at 8?", "errors since the doors opened at 8pm?"):
        spec = resolve_time(question, now=now, zone=zone)
        assert (spec.start, spec.end) == (datetime(2026, 12, 4, 20, 0, tzinfo=zone), now), question
    # a number of things after since is no hour
    assert resolve_time("how many failed since 8 orders came", now=now, zone=zone).start != datetime(
        2026, 12, 4, 20, 0, tzinfo=zone)


def test_a_customers_failed_records_over_all_the_data_are_totalled(tmp_path: Path) -> None:
    with world_asker(tmp_path, "demo") as ask:
        answer, failed = ask("customer U100076 - how many of their orders failed?",
                             "SELECT count(*) FROM orders WHERE user_id = 'U100076' AND error_code IS NOT NULL")
    head = answer.splitlines()[0]
    assert failed == 2 and f"其中失败（带错误码）的 {failed} 笔" in head, head


def test_a_trouble_with_no_subject_carried_past_the_afternoon_counts_its_records_to_its_end(tmp_path: Path) -> None:
    with world_service(tmp_path, "matchday") as (chat, url):
        whole = sql_text(url, "SELECT count(*) FROM orders WHERE status = 'SALE_FAILED'")
        cut = sql_text(url, "SELECT count(*) FROM orders WHERE status = 'SALE_FAILED' "
                            "AND created_at < '2026-12-04 17:00:00'")  # 18:00 in Europe/Paris
        chat.ask("小卖部下午为啥一直报错", user_id="inves", conversation_id="c")
        answer = chat.ask("影响了多少单", user_id="inves", conversation_id="c").answer
    head = answer.split("\n\n")[0]
    assert whole != cut
    assert f"其中失败（带错误码）的 {whole} 笔" in head and "记录计数窗口" in head, head


def test_a_day_owning_the_thing_named_is_that_days_own_episode() -> None:
    zone = ZoneInfo("Asia/Dili")
    now = datetime(2026, 12, 4, 15, 0, tzinfo=zone)
    pair = resolve_windows("which lost us more orders, last night's slot cache mess or today's pick failures?",
                           now=now, zone=zone)
    assert pair is not None
    first, second = pair
    assert (first.start, first.end) == (datetime(2026, 12, 3, 18, 0, tzinfo=zone), datetime(2026, 12, 4, 6, 0,
                                                                                             tzinfo=zone))
    assert (second.start, second.end) == (datetime(2026, 12, 4, 0, 0, tzinfo=zone), now)
    # a bare day after a part of the day still moves those hours to it (the same period)
    same = resolve_windows("今天上午和昨天比，哪个报错多", now=now, zone=zone)
    assert same is not None and same[1].start == datetime(2026, 12, 3, 6, 0, tzinfo=zone)
