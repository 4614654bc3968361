"""Records asked by an id of digits alone, unknown records, and things nothing records (invPC, opened hawkmews and
rindcave), on names of no real world.

Scenarios:
- hawkmews-booking-status-zh "预约单 830302 现在啥状态", hawkmews-booking-leading-zero-en "booking 010556 what happened
  to it", hawkmews-booking-flown-en "status of bookng 213947?", hawkmews-booking-error-code-followup-en: a six-digit
  id (with its leading zero) is tried as a record id in the world's own data — it was passed over (only 8+ digits
  were), and the answer told the service the record noun named, or every current incident.
- hawkmews-unknown-booking-en "what happened to booking 000000": a short digit id the data does not hold, named as a
  record, is a gap in the head.
- hawkmews-birds-failed-check-en "how many birds failed their health check today?": the outcome of a check on the
  things counted is a verdict no record holds — a gap, never the failed bookings or the checker's log lines.
- rindcave-member-other-box-followup-en "did any other box of that member fail too? which status?": the owner's
  failed records are judged in the window they were counted over (all the data), so the other one is named with its
  status and the record asked is not counted twice.
Dev: demo-pc-owner-other-failed-status-en, ledgerly-pc-customers-failed-kyc-check-en,
ledgerly-pc-customers-failed-kyc-check-zh.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from superbiz.agents.plan import Catalog
from superbiz.agents.plan_terms import uncounted
from superbiz.agents.question import id_candidates
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem
from tests.agents.synthetic import NOW
from tests.agents.world_chat import sql_text, world_service

_SPEC = "Answer the question that was asked"

_CATALOG = Catalog(
    services=("perchdesk", "checkrunner"),
    descriptions={"perchdesk": "预约编排服务 / booking orchestrator",
                  "checkrunner": "鸟只健康检查处理 / bird health-check processing"},
    metrics=("latency_p99_ms",),
    order_statuses=("BOOKED", "FLOWN", "SLOT_ORPHANED"),
    timezone="UTC",
    data_start=NOW.replace(day=2),
    data_end=NOW,
    silent=frozenset(),
)


@pytest.mark.spec(_SPEC)
@pytest.mark.parametrize(("question", "token"), [("预约单 830302 现在啥状态", "830302"),
                                                 ("booking 010556 what happened to it", "010556"),
                                                 ("status of bookng 21394?", "21394")])
def test_a_short_id_of_digits_alone_is_tried_as_a_record_id(question: str, token: str) -> None:
    """hawkmews-booking-status-zh, -leading-zero-en, -flown-en: five to seven digits are looked up like any id."""
    assert token in id_candidates(question, [])


@pytest.mark.spec(_SPEC)
@pytest.mark.parametrize("question", ["2026年的错误多吗", "errors since 1430?"])
def test_four_digits_stay_a_year_or_a_clock(question: str) -> None:
    """hawkmews-booking-status-zh: only from five digits on is a bare number tried as an id."""
    assert id_candidates(question, []) == []


def _six_digit_ids(url: str) -> None:
    engine = create_engine(url)
    with engine.begin() as conn:  # six digits, many with a leading zero: "004219"
        conn.execute(text("UPDATE orders SET order_id = printf('%06d', (rowid * 4219) % 1000000), "
                          "order_key = printf('%06d', (rowid * 4219) % 1000000)"))
    engine.dispose()


@pytest.mark.spec(_SPEC)
def test_a_six_digit_record_with_a_leading_zero_is_answered_by_its_status(tmp_path: Path) -> None:
    """hawkmews-booking-leading-zero-en, hawkmews-booking-status-zh: the record's status heads the answer."""
    with world_service(tmp_path, "demo") as (chat, url):
        _six_digit_ids(url)
        oid = sql_text(url, "SELECT order_id FROM orders WHERE order_id LIKE '0%' AND error_code IS NOT NULL "
                            "ORDER BY order_id LIMIT 1")
        status = sql_text(url, f"SELECT status FROM orders WHERE order_id = '{oid}'")
        for question in (f"booking {oid} what happened to it", f"订单 {oid} 现在啥状态"):
            head = chat.ask(question, user_id="invpc").answer.split("\n\n")[0]
            assert status in head, (question, head)


@pytest.mark.spec(_SPEC)
def test_an_unheld_short_digit_record_is_a_gap(tmp_path: Path) -> None:
    """hawkmews-unknown-booking-en: "booking 000000" the data does not hold is said so in the head."""
    with world_service(tmp_path, "demo") as (chat, url):
        _six_digit_ids(url)
        assert sql_text(url, "SELECT count(*) FROM orders WHERE order_id = '000000'") == "0"
        head = chat.ask("what happened to booking 000000", user_id="invpc").answer.split("\n\n")[0]
        assert "没有找到 000000" in head, head


@pytest.mark.spec(_SPEC)
@pytest.mark.parametrize("question", ["how many birds failed their health check today?",
                                      "how many birds didn't pass the vet inspection today?",
                                      "今天有多少只鸟体检没通过？", "今天多少只鸟健康检查不合格"])
def test_a_check_the_counted_things_failed_is_unrecorded(question: str) -> None:
    """hawkmews-birds-failed-check-en: no status says the check's outcome — the thing counted is a gap."""
    assert uncounted(question, ["count"], has_entity=True, catalog=_CATALOG)


@pytest.mark.spec(_SPEC)
@pytest.mark.parametrize("question", ["how many bookings failed today?", "今天有多少预约失败了？"])
def test_failed_records_are_still_counted(question: str) -> None:
    """hawkmews-birds-failed-check-en: records failing (no check named) stay the world's failed records."""
    assert not uncounted(question, ["count"], has_entity=False, catalog=_CATALOG)


@pytest.mark.spec(_SPEC)
def test_a_check_a_status_says_is_counted() -> None:
    """hawkmews-birds-failed-check-en: a status of the check's outcome is what is counted (no gap)."""
    catalog = _CATALOG.model_copy(update={"order_statuses": ("BOOKED", "CHECK_FAILED")})
    assert not uncounted("how many birds failed their health check today?", ["count"], has_entity=True,
                         catalog=catalog)


def _item(cid: str, txt: str) -> MaterialItem:
    return MaterialItem(claim_id=cid, claim_type="record_observation", text=txt)


@pytest.mark.spec(_SPEC)
def test_the_owners_other_failed_record_is_named_with_its_status() -> None:
    """rindcave-member-other-box-followup-en: the owner's records were counted over all the data (the question names
    no window), the answer's window is the last hour — the record asked (days ago) is one of the two failed, and the
    other (hours ago) is named with its status: judged in the window counted, never the last hour."""
    items = (
        _item("o1", "订单 RC/1 当前状态为 CRUMBLED，创建于 2031-03-02T17:15:31Z，用户 m-1，错误码 X-5417"),
        _item("o2", "用户 m-1 查询窗口内共 25 笔订单，其中失败（带错误码）的 2 笔"),
        _item("o3", "订单 RC/2 当前状态为 UNFILLED，创建于 2031-03-04T06:29:39Z，用户 m-1，错误码 X-5044"),
        _item("o4", "订单 RC/3 当前状态为 CURING，创建于 2031-03-04T08:02:13Z，用户 m-1"),
    )
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="yes_no", status="answered", claim_ids=["o1", "o2"])])
    brief = AnswerBrief(coverage=coverage, timezone="UTC", window_start="2031-03-04T11:00:00Z",
                        window_end="2031-03-04T12:00:00Z", owner_others="RC/1",
                        owner_window=("2031-03-01T00:00:00Z", "2031-03-04T12:00:00Z"))
    head = lead_lines(material, brief)[0]
    assert head.startswith("有，用户 m-1 在查询窗口内除 RC/1 外还有 1 笔失败（带错误码）的订单："
                           "RC/2（UNFILLED）。"), head


@pytest.mark.spec(_SPEC)
def test_the_owners_other_failed_record_on_demo(tmp_path: Path) -> None:
    """Dev demo-pc-owner-other-failed-status-en: the other failed record, hours before the one asked, by status."""
    with world_service(tmp_path, "demo") as (chat, url):
        owner = sql_text(url, "SELECT user_id FROM orders WHERE error_code IS NOT NULL GROUP BY user_id "
                              "HAVING count(*) = 2 AND min(created_at) < datetime(max(created_at), '-2 hours') "
                              "ORDER BY user_id LIMIT 1")
        asked = sql_text(url, f"SELECT order_id FROM orders WHERE user_id = '{owner}' AND error_code IS NOT NULL "
                              "ORDER BY created_at DESC LIMIT 1")
        other = sql_text(url, f"SELECT status FROM orders WHERE user_id = '{owner}' AND error_code IS NOT NULL "
                              f"AND order_id != '{asked}'")
        chat.ask(f"what happened to order {asked}?", user_id="invpc", conversation_id="owner")
        head = chat.ask("did any other order of that customer fail too? which status?", user_id="invpc",
                        conversation_id="owner").answer.splitlines()[0]
        assert other in head and "还有 1 笔" in head, head
