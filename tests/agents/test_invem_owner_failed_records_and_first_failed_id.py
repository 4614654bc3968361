"""Issue 10 patterns opened by invEM (spec scenario "records"):

- A customer's failed records asked "how many of their <records> failed" over a window said with an English number
  ("in the last two days"): every failed record of the window (error code set) — not the one status whose name says
  FAILED (BID_FAILED beside PERMIT_REFUSED), nor the default last hour.
- The id of the earliest failed record asked ("今天失败的配送单里 最早那单单号是多少", "what is the order number of the
  earliest one?"): that record, fetched oldest first, named by its id — not a count, an onset or a cause.
"""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import offline_plan
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

