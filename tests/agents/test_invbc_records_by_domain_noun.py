"""Patterns of the opened worlds quizcast, laundrop and permitly (helper round invBC), checked on pure readers and on
the dev world harbor; every expectation that depends on the data comes from the world database by SQL.

- Spec scenario "records" (a count of the domain's records, named in its own noun): "how many wash cycles failed…",
  "how many prize payouts failed…" name the records by a noun after a word of its own; "今天早上有多少申请缴费失败了",
  "有几个申请缴费失败" count them by 个 or by no measure word at all. Either counts the failed records of the window
  (dev: harbor-failed-consignments-afternoon-en, harbor-failed-bookings-no-measure-word-zh), never a service's log
  lines; services, calls, tries and log lines counted so are no records, nor is a verdict ("多少个广告被拒审了": a
  gap unless a status of the data says it).
- A failure status named in words: "failed on wallet top-up" picks TOPUP_FAILED (a hyphenated word is the status's
  word written in two), not every failed status.
- Spec scenario "follow-up count": "how many in total?" after "Which wash cycles failed this morning?" counts the
  records the earlier question listed (dev: harbor-followup-which-consignments-failed-count-en).
- Spec scenario "count of log lines": "how many errors did the card payment client log…" counts the subject's ERROR
  lines, though its name holds a record noun (dev: harbor-booking-client-errors-logged-2to4pm-en).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.question import asks_failed_records, aspects_of, record_topic, status_matches
from tests.agents.world_chat import sql_text, world_service


@pytest.mark.parametrize("question", [
    "How many wash cycles failed on wallet top-up this morning?", "How many prize payouts failed between 2 and 4 pm?",
    "how many freight consignments failed this afternoon?", "今天早上有多少申请缴费失败了？", "有几个申请缴费失败？",
    "今天下午有多少订舱失败了？",
])
def test_records_named_by_the_domains_noun_failing(question: str) -> None:
    assert asks_failed_records(question)
    assert "record" in aspects_of(question, has_entity=False, has_record=False)


@pytest.mark.parametrize("question", [
    "how many payment requests failed this morning?", "how many health checks failed today?",
    "今天有多少请求失败了？", "有几个服务失败了？", "今天多少次支付失败？", "有几个接口调用失败？",
    #: a verdict is no failing (records only when a status of the data says it, else a gap)
    "今天有多少个广告被拒审了", "今天有多少辆车因为车位满了被拒载？",
])
def test_calls_services_and_tries_failing_are_no_records(question: str) -> None:
    assert not asks_failed_records(question)


def test_a_failure_status_named_by_a_hyphenated_word() -> None:
    statuses = ("PAID", "TOPUP_FAILED", "PAYMENT_FAILED")
    assert status_matches("How many wash cycles failed on wallet top-up this morning?", statuses) == ["TOPUP_FAILED"]
    #: "缴费失败", "充值失败": a fee paid, a wallet topped up — the status of that step among several failing ones
    statuses = ("SUBMITTED", "FEE_FAILED", "DOCS_FAILED", "TOPUP_FAILED")
    assert status_matches("今天早上有多少申请缴费失败了？", statuses) == ["FEE_FAILED"]
    assert status_matches("今天有多少单充值失败", statuses) == ["TOPUP_FAILED"]


def test_a_bare_count_after_records_listed_by_a_two_word_noun() -> None:
    earlier = "Which wash cycles failed this morning?"
    assert record_topic("how many in total?", [earlier]) == earlier
    assert record_topic("how many in total?", ["Which health checks failed this morning?"]) == ""


@pytest.mark.parametrize("question", [
    "how many errors did the card payment client log between 2 and 4 pm yesterday?",
    "how many errors did the shipment booking client log between 2 and 4 pm today?",
    "how many error lines were written by the bookings worker today?",
])
def test_errors_a_subject_logged_are_no_records(question: str) -> None:
    assert "record" not in aspects_of(question, has_entity=True, has_record=False)


def test_failed_records_and_logged_errors_on_harbor(tmp_path: Path) -> None:
    with world_service(tmp_path, "harbor") as (chat, url):
        failed = sql_text(url, "SELECT count(*) FROM orders WHERE error_code IS NOT NULL "
                               "AND created_at >= '2026-10-14 16:00' AND created_at < '2026-10-14 20:20'")
        for question in ("How many freight consignments failed this afternoon?", "今天下午有多少订舱失败了？"):
            head = chat.ask(question, user_id="invbc").answer.splitlines()[0]
            assert f"失败（带错误码）的 {failed} 笔" in head and "日志条数" not in head, head
        errors = sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'booking-api' AND level = 'ERROR' "
                               "AND ts >= '2026-10-14 18:00' AND ts < '2026-10-14 20:00'")
        head = chat.ask("how many errors did the shipment booking client log between 2 and 4 pm today?",
                        user_id="invbc").answer.splitlines()[0]
        assert f"booking-api 在窗口内按级别的日志条数：「ERROR: {errors}," in head and "订单" not in head, head
