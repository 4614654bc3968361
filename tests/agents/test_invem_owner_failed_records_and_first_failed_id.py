"""Issue 10 patterns opened by invEM (spec scenario "records"):

- A customer's failed records asked "how many of their <records> failed" over a window said with an English number
  ("in the last two days"): every failed record of the window (error code set) — not the one status whose name says
  FAILED (BID_FAILED beside PERMIT_REFUSED), nor the default last hour.
- Records qualified by a word that also names a service ("lot sales", "account transfers"), said to be on the service
  named after them ("on the floor app"): that service is the subject, not the one the qualifier would name (a "did
  X hit …?" then judged off X's chain: a wrong no).
- The id of the earliest failed record asked ("今天失败的配送单里 最早那单单号是多少", "what is the order number of the
  earliest one?"): that record, fetched oldest first, named by its id — not a count, an onset or a cause.
"""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_entities import _records_on_service
from superbiz.agents.plan_model import Catalog
from superbiz.agents.plan_terms import statuses
from superbiz.agents.question import FIRST_FAILED_RECORD, RECORD_ID_ASKED, asks_failed_records, status_matches
from superbiz.agents.timeparse import resolve_time
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import sql_text, world_service

_STATUSES = ("SOLD", "BID_FAILED", "PERMIT_REFUSED", "SETTLED")
_THEIR = "buyer B-1 is angry, how many of their lots failed in the last two days?"


def test_their_records_failing_is_a_count_of_failed_records() -> None:
    assert asks_failed_records(_THEIR)
    assert asks_failed_records("how many of his bookings failed today?")


def test_failed_alone_names_no_status_of_a_short_word() -> None:
    """BID_FAILED's own word ("bid") is not said: "failed" alone names no one status."""
    assert status_matches(_THEIR, _STATUSES) == []
    catalog = Catalog(services=["floor"], order_statuses=_STATUSES)
    assert statuses(_THEIR, ["count", "record"], catalog) == []
    assert status_matches("how many of their bids failed today?", _STATUSES) == ["BID_FAILED"]


@pytest.mark.parametrize(("question", "minutes"), [("in the last two days", 2880), ("over the past three hours", 180),
                                                   ("the last ten minutes", 10)])
def test_a_relative_window_said_in_english_words(question: str, minutes: int) -> None:
    spec = resolve_time(question, now=NOW, zone=ZoneInfo("UTC"))
    assert spec.explicit and spec.end - spec.start == timedelta(minutes=minutes), spec


@pytest.mark.parametrize("question", ["今天失败的配送单里 最早那单单号是多少",
                                      "今天超时的订单里，最早的那一单是哪一单？",
                                      "today's timed-out quotes - what is the order number of the earliest one?",
                                      "what's the id of the earliest failed payment today?"])
def test_the_first_failed_records_id_is_asked(question: str) -> None:
    assert FIRST_FAILED_RECORD.search(question) and RECORD_ID_ASKED.search(question)


def test_the_plan_asks_the_record_oldest_first() -> None:
    plan = offline_plan("今天支付失败的订单里 最早那单单号是多少", CATALOG, now=NOW, lookup_ids=lambda _: {})
    assert plan.aspects == ["record"] and plan.first_record and plan.statuses == ["PAYMENT_FAILED"], plan


def test_the_record_line_names_the_earliest_failed_id() -> None:
    items = tuple(MaterialItem(claim_id=f"o{n}", claim_type="observation",
                               text=f"订单 R-{n} 当前状态为 PAYMENT_FAILED，创建于 {ts}，用户 U-{n}，错误码 E-1")
                  for n, ts in ((1, "2031-03-04T06:43:02Z"), (2, "2031-03-04T06:20:59Z")))
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="record", status="answered", claim_ids=["o1", "o2"])])
    brief = AnswerBrief(coverage=coverage, first_record=("PAYMENT_FAILED",), timezone="UTC")
    head = lead_lines(material, brief)[0]
    assert "订单 R-2" in head and "R-1" not in head.split("依据")[0], head


def test_a_worlds_earliest_failed_id(tmp_path: Path) -> None:
    with world_service(tmp_path, "harbor") as (chat, url):
        first = sql_text(url, "SELECT order_id FROM orders WHERE status = 'QUOTE_TIMEOUT' ORDER BY created_at LIMIT 1")
        head = chat.ask("今天报价超时的订单里，最早那单的单号是多少？", user_id="invem").answer.splitlines()[0]
    assert f"订单 {first}" in head, head



_ALIASES = {"lot": "lot-catalogue", "floor app": "floor-app", "permit": "permit-svc"}
_NAMES = ["lot-catalogue", "floor-app", "permit-svc"]


def test_records_on_a_service_name_that_service() -> None:
    plain = "did yesterday's permit failures hit lot sales on the floor app?"
    services = ["permit-svc", "lot-catalogue", "floor-app"]
    assert _records_on_service(plain, services, _NAMES, _ALIASES) == ["permit-svc", "floor-app"]
    #: the qualifier's service named on its own too, or no records said on a service: unchanged
    assert _records_on_service("did the lot service and lot sales on the floor app break?", services[1:], _NAMES,
                               _ALIASES) == services[1:]
    assert _records_on_service("did lot sales fail in the floor app?", services[1:], _NAMES, _ALIASES) == services[1:]


def test_a_worlds_records_on_a_service(tmp_path: Path) -> None:
    with world_service(tmp_path, "ledgerly") as (chat, _):
        head = chat.ask("did the ledger database lock waits hit account transfers on the transfer API?",
                        user_id="invem").answer.splitlines()[0]
    assert head.startswith("是") and "transfer-api" in head and "account-api" not in head, head


def test_failed_calls_to_a_silent_partner_are_counted_by_its_callers(tmp_path: Path) -> None:
    """Leftover of tealeaf (spec scenario "silent partner"): "外部实名认证供应商今天有多少调用失败" of a vendor that
    never reports, whose caller logged no WARN or ERROR line in the window: 0 failed calls, an inference from the
    caller's per-level counts (it was "无法确定数量"), the vendor's own silence still a gap."""
    with world_service(tmp_path, "ledgerly") as (chat, url):
        logged = sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'kyc-checker' AND level IN "
                               "('WARN', 'ERROR')")
        answer = chat.ask("外部实名认证供应商今天有多少调用失败？", user_id="invem").answer
    assert logged == "0"
    head = answer.splitlines()[0]
    assert head.startswith("调用 kycvendor-api 失败的记录共 0 条（推断") and "kyc-checker" in head, answer
    assert "自身从未上报" in answer


def test_a_callers_own_errors_count_no_failed_calls_to_the_partner() -> None:
    """A caller that logged errors (none naming the partner): its count is no count of failed calls to the partner."""
    counts = MaterialItem(claim_id="c1", claim_type="observation",
                          text="player-api 在窗口内按级别的日志条数：「ERROR: 159, FATAL: 0, WARN: 0」")
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=(counts,))
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="count", status="answered", claim_ids=["c1"])])
    brief = AnswerBrief(coverage=coverage, subjects=("cdn", "player-api"), silent_asked="cdn", timezone="UTC")
    head = lead_lines(material, brief)[0]
    assert "159" not in head and head.startswith("无法确定调用 cdn 失败的次数"), head
